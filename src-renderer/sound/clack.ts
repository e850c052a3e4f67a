/**
 * A soft wooden "tock" (two wooden pieces knocking), synthesised with
 * WebAudio so the app ships no sound files: a short, pitch-dropping sine for
 * the body of the wood, an inharmonic overtone for its hardness, and a
 * band-passed noise click for the moment of contact, all through a gentle
 * low-pass so it never sounds electronic.
 *
 * `playClack(volume)` plays one; `playClackFor(settings)` honours the
 * player's sound switch and volume. Both are silent (and never throw) where
 * WebAudio is missing or the page may not play sound yet.
 */

let context: AudioContext | null = null;
let noise: AudioBuffer | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** 40 ms of white noise, made once (the click is too short to hear it repeat). */
function noiseBuffer(ctx: AudioContext): AudioBuffer {
  if (noise && noise.sampleRate === ctx.sampleRate) return noise;
  const length = Math.ceil(ctx.sampleRate * 0.04);
  noise = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = noise.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = Math.random() * 2 - 1;
  return noise;
}

/** Seconds the tock rings; a caller may wait this long before the next. */
export const CLACK_SECONDS = 0.18;

/**
 * Play one tock at `volume` (0..1); `pitch` scales its frequency (1 = a
 * mid-sized wooden piece, 0.8 deeper, 1.2 lighter), `pan` places it (-1 left
 * .. 1 right), `delay` seconds from now. Returns whether it played.
 */
export function playClack(volume: number, { pitch = 1, pan = 0, delay = 0 }: { pitch?: number; pan?: number; delay?: number } = {}): boolean {
  const level = Math.max(0, Math.min(1, volume));
  if (level === 0) return false;
  const ctx = audio();
  if (!ctx) return false;
  try {
    if (ctx.state === 'suspended') void ctx.resume();
    const t = ctx.currentTime + 0.005 + delay;
    const out = ctx.createGain();
    // Perceived loudness grows faster than the gain: square it so the slider feels even.
    out.gain.value = 0.9 * level * level;
    const soften = ctx.createBiquadFilter();
    soften.type = 'lowpass';
    soften.frequency.value = 3200;
    soften.connect(out);
    const place = ctx.createStereoPanner();
    place.pan.value = Math.max(-1, Math.min(1, pan));
    out.connect(place).connect(ctx.destination);

    const body = ctx.createOscillator();
    body.type = 'sine';
    body.frequency.setValueAtTime(780 * pitch, t);
    body.frequency.exponentialRampToValueAtTime(520 * pitch, t + 0.06);
    const bodyGain = ctx.createGain();
    bodyGain.gain.setValueAtTime(0.0001, t);
    bodyGain.gain.exponentialRampToValueAtTime(0.8, t + 0.003);
    bodyGain.gain.exponentialRampToValueAtTime(0.0001, t + CLACK_SECONDS);
    body.connect(bodyGain).connect(soften);

    const overtone = ctx.createOscillator();
    overtone.type = 'sine';
    overtone.frequency.setValueAtTime(780 * 2.76 * pitch, t);
    const overtoneGain = ctx.createGain();
    overtoneGain.gain.setValueAtTime(0.0001, t);
    overtoneGain.gain.exponentialRampToValueAtTime(0.25, t + 0.002);
    overtoneGain.gain.exponentialRampToValueAtTime(0.0001, t + 0.05);
    overtone.connect(overtoneGain).connect(soften);

    const click = ctx.createBufferSource();
    click.buffer = noiseBuffer(ctx);
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = 1800 * pitch;
    band.Q.value = 1.2;
    const clickGain = ctx.createGain();
    clickGain.gain.setValueAtTime(0.5, t);
    clickGain.gain.exponentialRampToValueAtTime(0.0001, t + 0.025);
    click.connect(band).connect(clickGain).connect(soften);

    body.start(t);
    overtone.start(t);
    click.start(t);
    body.stop(t + CLACK_SECONDS + 0.02);
    overtone.stop(t + 0.07);
    click.stop(t + 0.04);
    body.onended = () => place.disconnect();
    return true;
  } catch {
    return false;
  }
}

/** A tock as the player's settings allow (nothing when sound is off). */
export function playClackFor(settings: { sound: boolean; volume: number }, pitch = 1): boolean {
  return settings.sound ? playClack(settings.volume, { pitch }) : false;
}
