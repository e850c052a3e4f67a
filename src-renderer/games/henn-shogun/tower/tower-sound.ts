/**
 * The tower's sound: a soft wooden clatter, synthesized with WebAudio (no
 * audio files). Each knock is a short burst of noise through a resonant
 * band-pass (the wood) over a quick low "tock" (the cube), pitched and
 * panned a little at random so a stream of them sounds like a clatter, not a
 * machine gun. Knocks are rate-limited and quiet; the volume follows the
 * settings.
 *
 * `impactsOf` finds the knocks in a trace: frames where a cube's velocity
 * changes by more than gravity explains (it hit a wall, a ledge or a cube).
 */
import type { ThrowTrace } from '@shared/games/henn-shogun/public';

export interface Impact {
  /** Trace seconds. */
  time: number;
  /** 0..1, from the change of speed. */
  strength: number;
  /** Cube index (for the tray landing). */
  cube: number;
}

const OUT = -32768;
/** mm/s: speed changes below this are not knocks (a cube at rest on a shelf feels gravity only). */
const KNOCK_SPEED = 260;
/** mm/s of change that makes the loudest knock. */
const LOUD_SPEED = 1800;

/** Knocks in a trace, in time order: at most one per cube per few frames. */
export function impactsOf(trace: ThrowTrace, gravity = 9810): Impact[] {
  const { hz, frames, xy } = trace;
  const n = trace.colours.length;
  const g = gravity / hz; // mm/s gained per frame in free fall
  const out: Impact[] = [];
  for (let i = 0; i < n; i++) {
    let quiet = 0;
    for (let f = 1; f + 1 < frames; f++) {
      const a = 2 * ((f - 1) * n + i);
      const b = 2 * (f * n + i);
      const c = 2 * ((f + 1) * n + i);
      if (xy[a] === OUT || xy[b] === OUT || xy[c] === OUT) break;
      // Velocities in mm/s before and after frame f.
      const v1x = ((xy[b]! - xy[a]!) / 10) * hz;
      const v1y = ((xy[b + 1]! - xy[a + 1]!) / 10) * hz;
      const v2x = ((xy[c]! - xy[b]!) / 10) * hz;
      const v2y = ((xy[c + 1]! - xy[b + 1]!) / 10) * hz;
      const dx = v2x - v1x;
      const dy = v2y - v1y - g;
      const change = Math.sqrt(dx * dx + dy * dy);
      if (quiet > 0) {
        quiet--;
        continue;
      }
      if (change > KNOCK_SPEED) {
        out.push({ time: f / hz, strength: Math.min(1, change / LOUD_SPEED), cube: i });
        quiet = 4;
      }
    }
  }
  return out.sort((p, q) => p.time - q.time || p.cube - q.cube);
}

/** Shortest gap between two knocks, and most knocks per frame, so a 40-cube throw stays a soft clatter. */
const MIN_GAP = 0.03;
const MAX_PER_CALL = 2;
const MAX_LAG = 0.05;
/** The loudest knock at volume 1: quiet, under any speech or music. */
const PEAK = 0.22;

type AudioContextClass = typeof AudioContext;

export class TowerSound {
  private context: AudioContext | null = null;
  private noise: AudioBuffer | null = null;
  private master: GainNode | null = null;
  private nextFree = 0;
  private seed = 0x2545f491;
  enabled: boolean;
  private level: number;

  constructor(enabled = true, volume = 0.6) {
    this.enabled = enabled;
    this.level = clamp01(volume);
  }

  get volume(): number {
    return this.level;
  }

  set volume(v: number) {
    this.level = clamp01(v);
    if (this.master) this.master.gain.value = this.level * PEAK;
  }

  /**
   * Play the strongest of these knocks (strength 0..1, pan -1..1), within the
   * rate limit. Quietly does nothing without WebAudio or while muted.
   */
  knock(impacts: readonly { strength: number; pan: number }[]): void {
    if (!this.enabled || this.level <= 0 || impacts.length === 0) return;
    const ctx = this.ensure();
    if (!ctx || !this.noise || !this.master) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const strongest = impacts.length <= MAX_PER_CALL ? impacts : [...impacts].sort((a, b) => b.strength - a.strength).slice(0, MAX_PER_CALL);
    for (const k of strongest) {
      // Knocks close together are spaced out a little, and dropped once they would lag behind the picture.
      const at = Math.max(ctx.currentTime, this.nextFree);
      if (at > ctx.currentTime + MAX_LAG) return;
      this.nextFree = at + MIN_GAP;
      this.play(ctx, at, k.strength, k.pan);
    }
  }

  dispose(): void {
    void this.context?.close().catch(() => undefined);
    this.context = null;
    this.master = null;
    this.noise = null;
  }

  private ensure(): AudioContext | null {
    if (this.context) return this.context;
    const Ctor = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
    if (!Ctor) return null;
    try {
      const ctx = new Ctor();
      const master = ctx.createGain();
      master.gain.value = this.level * PEAK;
      master.connect(ctx.destination);
      // 80 ms of white noise, reused by every knock.
      const buffer = ctx.createBuffer(1, Math.round(ctx.sampleRate * 0.08), ctx.sampleRate);
      const data = buffer.getChannelData(0);
      for (let i = 0; i < data.length; i++) data[i] = this.random() * 2 - 1;
      this.context = ctx;
      this.master = master;
      this.noise = buffer;
      return ctx;
    } catch {
      return null;
    }
  }

  private play(ctx: AudioContext, when: number, strength: number, pan: number): void {
    const t = when + 0.005;
    const loud = 0.25 + 0.75 * clamp01(strength);
    const out = ctx.createStereoPanner();
    out.pan.value = Math.max(-1, Math.min(1, pan)) * 0.6;
    out.connect(this.master!);

    // The wood: noise through a resonant band, a few tens of milliseconds.
    const source = ctx.createBufferSource();
    source.buffer = this.noise;
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = 900 + this.random() * 1300;
    band.Q.value = 6 + this.random() * 6;
    const body = ctx.createGain();
    body.gain.setValueAtTime(0.0001, t);
    body.gain.exponentialRampToValueAtTime(loud, t + 0.002);
    body.gain.exponentialRampToValueAtTime(0.0001, t + 0.04 + this.random() * 0.03);
    source.connect(band).connect(body).connect(out);
    source.start(t, this.random() * 0.03, 0.075);

    // The cube: a short low tock under it.
    const tock = ctx.createOscillator();
    tock.type = 'triangle';
    tock.frequency.setValueAtTime(420 + this.random() * 260, t);
    tock.frequency.exponentialRampToValueAtTime(220, t + 0.05);
    const tockGain = ctx.createGain();
    tockGain.gain.setValueAtTime(0.0001, t);
    tockGain.gain.exponentialRampToValueAtTime(loud * 0.5, t + 0.003);
    tockGain.gain.exponentialRampToValueAtTime(0.0001, t + 0.05);
    tock.connect(tockGain).connect(out);
    tock.start(t);
    tock.stop(t + 0.06);
    tock.onended = () => out.disconnect();
  }

  /** xorshift32: pitch and pan variety (not game randomness). */
  private random(): number {
    let x = this.seed;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.seed = x >>> 0;
    return this.seed / 0x100000000;
  }
}

function clamp01(v: number): number {
  return Number.isFinite(v) ? Math.max(0, Math.min(1, v)) : 0;
}
