/**
 * How far an animation that must be seen whole (a throw, a roll of dice) moves per frame: it follows the clock,
 * but is drawn in at least MIN_FRAMES frames however slow they come. Shared by every such animation (a game's
 * throw, the kit's dice tray), so that a slow renderer shows them at the same pace.
 *
 * Why: on software WebGL under load a frame takes 0.5–1 s. Capped at 100 ms a frame, a 2-second animation took
 * 12–18 s while the story waited for it; following the clock alone, it would be one frame, not seen (issue 21).
 * And the time of a frame is the ticker's raw `elapsedMS`, not its `deltaMS`: Pixi caps that at 100 ms (`minFPS`
 * 10), which kept the old cap alive after it was removed here (session 9).
 */

/** An animation is drawn in at least this many frames, however slow they come. */
export const MIN_FRAMES = 6;

/** The most real seconds one frame may advance an animation of `seconds` at `speed` (never less than 100 ms). */
export function frameStep(seconds: number, speed: number): number {
  return Math.max(0.1, seconds / MIN_FRAMES / speed);
}

/** Real seconds one frame advances an animation of `seconds` at `speed`: the time since the last frame (the ticker's `elapsedMS`), at most `frameStep`. */
export function frameAdvance(elapsedMs: number, seconds: number, speed: number): number {
  return Math.max(0, Math.min(elapsedMs / 1000, frameStep(seconds, speed)));
}
