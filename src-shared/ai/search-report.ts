/**
 * What a search found at its root, for someone who asked a bot's move and
 * wants to say why (the hint, ai/hint.ts). The searches written once here
 * (the one search, ismcts.ts, and flat Monte Carlo, flat-mc.ts) report their
 * root statistics to the listener set by `listenToSearches` while a bot
 * decides; nobody listens while bots play, and then reporting costs one test.
 *
 * A listener, not a return value: a game's Hard answers `decide` with its move
 * alone (the bot interface every host and arena uses), and the hint asks that
 * same Hard through its public entry without changing it. The listener is set
 * and cleared around one synchronous-or-awaited `decide` in one thread (the
 * thinker worker), so reports cannot mix between two decisions.
 */

/** One root move as a search saw it. */
export interface ReportedMove {
  /** The search's own move (a game may search lines of moves: its first is played). */
  move: unknown;
  /** Iterations (playouts) through it. */
  visits: number;
  /** Mean value of those playouts: in [0, 1] when `unit`, else in the game's evaluation points. */
  mean: number;
}

export interface SearchReport {
  /** 'tree': the one search (values in [0, 1]); 'flat': flat Monte Carlo (values in the game's evaluation). */
  search: 'tree' | 'flat';
  moves: ReportedMove[];
  /** Playouts run in all. */
  iterations: number;
}

let listener: ((report: SearchReport) => void) | null = null;

/** Called by the searches when they finish. */
export function reportSearch(report: () => SearchReport): void {
  if (listener) listener(report());
}

/** Runs `fn` with every search it makes reported to `onReport`; the listener is gone afterwards. */
export async function listenToSearches<T>(onReport: (report: SearchReport) => void, fn: () => T | Promise<T>): Promise<T> {
  const before = listener;
  listener = onReport;
  try {
    return await fn();
  } finally {
    listener = before;
  }
}
