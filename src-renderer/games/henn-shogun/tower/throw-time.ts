/**
 * How long a throw of the tower lasts when played (pure: no drawing), so the table, the tower view and the designed
 * length of a season (tests/unit/designed-beats.test.ts) count it the same way.
 */
import type { ThrowTrace } from '@shared/games/henn-shogun/public';

/** Phases of a cube's way from the shaft's exit to its place in the tray (trace seconds; tower-scene.ts draws them). */
export const FALL = 0.09;
export const SLIDE = 0.2;
export const HOP = 0.24;
/** Seconds a cube takes from the shaft's exit to its place in the tray (trace time). */
export const TRAY_DROP_SECONDS = FALL + SLIDE + HOP;

/** Trace seconds of a throw: from the first cube dropped to the last frame of the simulation. */
export function traceSeconds(trace: Pick<ThrowTrace, 'frames' | 'hz'>): number {
  return trace.frames > 1 ? (trace.frames - 1) / trace.hz : 0;
}

/** Real seconds a throw plays at `speed`, its last cubes into the tray included (the frames' floor aside). */
export function throwSeconds(trace: Pick<ThrowTrace, 'frames' | 'hz'>, speed = 1): number {
  return (traceSeconds(trace) + TRAY_DROP_SECONDS) / speed;
}

/**
 * A throw told live (the human's battle, as it is told) plays this much faster than the chosen speed: see
 * LIVE_THROW_RATE's decision in docs/pace.md. A throw watched again from the feed, the lab and replays keep the speed.
 */
export const LIVE_THROW_RATE = 1.5;

/** Real seconds a live throw plays at 1× (its last cubes into the tray included). */
export function liveThrowSeconds(trace: Pick<ThrowTrace, 'frames' | 'hz'>, speed = 1): number {
  return throwSeconds(trace, speed * LIVE_THROW_RATE);
}
