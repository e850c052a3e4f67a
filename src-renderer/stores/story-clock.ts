/**
 * The story follows the clock, as the map's tweens do: plain numbers, no
 * timers, so it can be tested on its own.
 *
 * Why: on software WebGL every drawn frame of the board blocks the page for
 * 0.3–1.5 s (the canvas is read back for the compositor), and each told event
 * changes the board, so a timer of 100–450 ms fired a second or more late,
 * after every event. A map game's season (about sixty events) took a minute where
 * its beats add up to a few seconds (issue 21). Now each event is due at a
 * time on the clock; a timer that fires late tells every bots' event that is
 * due by then at once (the feed lists them all, the board draws their end).
 *
 * What is shown in full is never rushed: a battle, its dice, a headline gets
 * its whole beat from the moment it is told, whatever the lateness before it,
 * and the events after it wait for it. Actions (the human's own too: their
 * plan carried out, told in a backlog at a fraction of a beat anyway, and
 * kept readable in the feed's list) catch up: at load 20 the human's dozen
 * actions of a season each waited a frame, 10–15 s in all.
 */
import type { Telling } from './story-pace';

/** Lateness caught up at most (a page woken from the background does not throw minutes of story at once). */
export const CATCH_UP_MS = 5000;

/** May the events after this one catch up lateness across it? Actions and bookkeeping, never a battle, its dice or a headline. */
export function catchesUp(telling: Telling): boolean {
  return telling.kind === 'bookkeeping' || telling.kind === 'action';
}

export class StoryClock {
  /** When (ms, the page's clock) the next event is due; null: none is (the story is idle or was paused). */
  private due: number | null = null;

  /** May the next event be told at `now`? */
  ready(now: number): boolean {
    return this.due === null || this.due <= now;
  }

  /** How long (ms) until the next event is due. */
  waitMs(now: number): number {
    return this.due === null ? 0 : Math.max(0, this.due - now);
  }

  /**
   * An event was told at `now` and lasts `ms`. `rush`: it is an event
   * whose time may be counted from when it was due, not from when the late
   * timer told it (see `catchesUp`).
   */
  told(now: number, ms: number, rush: boolean): void {
    const from = this.due === null || !rush ? now : Math.max(this.due, now - CATCH_UP_MS);
    this.due = from + ms;
  }

  /** The story stopped (caught up, paused, skipped): the next event is told from the moment it comes. */
  reset(): void {
    this.due = null;
  }
}
