/**
 * How long a live table tells each event (the game store's playback timer).
 * Plain numbers, no Vue, so the pace can be tested on its own.
 */

/** How long one event of weight 1 stays the newest in the feed at speed 1. */
export const EVENT_MS = 900;

/**
 * A long backlog (bots moving between two human decisions: often a hundred
 * events) is told faster the longer it is: each beat lasts at most
 * BACKLOG_MS divided by the events still to tell, so a whole burst takes
 * seconds, not minutes (a game against three bots took 32 minutes at 1×),
 * while a short story keeps its full pace.
 */
export const BACKLOG_MS = 4000;

/** How long (ms) an event of `weight` stays the newest at `speed`, with `backlog` events still to tell after it. */
export function beatMs(weight: number, speed: number, backlog: number): number {
  const full = (weight * EVENT_MS) / speed;
  return backlog > 0 ? Math.min(full, BACKLOG_MS / speed / backlog) : full;
}

