/**
 * The tower's sound: a soft wooden clatter, each knock the app's one wooden
 * tock (sound/clack.ts, also the settings' sample), pitched and panned a
 * little at random so a stream of them sounds like a clatter, not a machine
 * gun. Knocks are rate-limited and quiet; the volume follows the settings.
 *
 * `impactsOf` finds the knocks in a trace: frames where a cube's velocity
 * changes by more than gravity explains (it hit a wall, a ledge or a cube).
 */
import type { ThrowTrace } from '@shared/games/henn-shogun/public';
import { Rng } from '@shared/kernel/rng';
import { playClack } from '../../../sound';

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

/** Shortest gap between two knocks (s), most knocks per frame, and how late one may come, so a 40-cube throw stays a soft clatter. */
const MIN_GAP = 0.03;
const MAX_PER_CALL = 2;
const MAX_LAG = 0.05;
/** The loudest knock at volume 1: quiet, under any speech or music. */
const PEAK = 0.5;

/**
 * A tower's knocks: plays the strongest of these (strength 0..1, pan -1..1)
 * as the settings allow, within the rate limit; silent without WebAudio.
 */
export function towerKnocks(): (settings: { sound: boolean; volume: number }, impacts: readonly { strength: number; pan: number }[]) => void {
  let nextFree = 0;
  // Pitch and pan variety: the look's randomness, not the game's (a stream of its own).
  const rng = Rng.seeded('tower-knocks');
  const random = (): number => rng.nextU32() / 0x100000000;
  return (settings, impacts) => {
    if (!settings.sound || impacts.length === 0) return;
    const strongest = impacts.length <= MAX_PER_CALL ? impacts : [...impacts].sort((a, b) => b.strength - a.strength).slice(0, MAX_PER_CALL);
    const now = performance.now() / 1000;
    for (const k of strongest) {
      // Knocks close together are spaced out a little, and dropped once they would lag behind the picture.
      const at = Math.max(now, nextFree);
      if (at > now + MAX_LAG) return;
      nextFree = at + MIN_GAP;
      const loud = 0.25 + 0.75 * Math.max(0, Math.min(1, k.strength));
      playClack(settings.volume * PEAK * Math.sqrt(loud), { pitch: 0.55 + 0.35 * random(), pan: k.pan * 0.6, delay: at - now });
    }
  };
}
