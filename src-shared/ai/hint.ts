/**
 * A hint: the move the game's strongest bot (its Hard, asked through the bot
 * interface like any host does) would make for a seat, from that seat's VIEW
 * only, with what its search found about it (ai/search-report.ts), so that
 * the table can say why in the player's words. The state is never read: a
 * hint knows what the seat knows, and two positions the seat cannot tell
 * apart give the same hint (tested in hint.test.ts).
 *
 * Deterministic like a bot's move: the same view, seat, seed and budget give
 * the same hint, unless the budget's time cap cut the search short (a slow or
 * loaded machine).
 */
import { canonicalJson } from '../kernel/hash';
import type { Rng } from '../kernel/rng';
import type { AnyRuleset, Seat } from '../kernel/ruleset';
import type { Bot } from './bot';
import { listenToSearches, type SearchReport } from './search-report';

export interface Hint {
  move: unknown;
  /**
   * 'search': the bot's search compared `considered` moves over `playouts`
   * sampled futures; 'rule': the bot decided it without a search (its own
   * heuristic, a clear favourite, or the only sensible move).
   */
  how: 'search' | 'rule';
  /** Which search ('tree': values are a 0..1 score of the position; 'flat': the game's evaluation points). */
  search: 'tree' | 'flat' | null;
  considered: number;
  playouts: number;
  /** Playouts through the suggested move. */
  visits: number;
  /** The suggested move's mean value, and the best mean among the others (null: none). */
  value: number | null;
  nextBest: number | null;
}

/** The first move of a searched root move (a game may search lines of its own moves and play the first). */
const firstOf = (m: unknown): unknown => (Array.isArray(m) ? m[0] : m);

/** What the reports say about `move` (the last report that holds it: an outer search reports after inner ones). */
export function hintFrom(move: unknown, reports: readonly SearchReport[]): Hint {
  const key = canonicalJson(move);
  for (let r = reports.length - 1; r >= 0; r--) {
    const report = reports[r]!;
    const mine = report.moves.filter((m) => canonicalJson(m.move) === key || canonicalJson(firstOf(m.move)) === key);
    if (mine.length === 0 || report.iterations === 0) continue;
    // Several lines may begin with the move: the best of them is what it is worth.
    const best = mine.reduce((a, b) => (b.mean > a.mean ? b : a));
    const others = report.moves.filter((m) => !mine.includes(m) && m.visits > 0);
    return {
      move,
      how: 'search',
      search: report.search,
      considered: report.moves.length,
      playouts: report.iterations,
      visits: best.visits,
      value: best.mean,
      nextBest: others.length ? Math.max(...others.map((m) => m.mean)) : null,
    };
  }
  return { move, how: 'rule', search: null, considered: 0, playouts: 0, visits: 0, value: null, nextBest: null };
}

/** The bot's move for `seat` from its `view`, and what its search said about it. */
export async function suggestMove(
  bot: Bot,
  ruleset: AnyRuleset,
  view: unknown,
  seat: Seat,
  rng: Rng,
  budgetMs: number,
  onProgress?: (fraction: number) => void,
): Promise<Hint> {
  const reports: SearchReport[] = [];
  const move = await listenToSearches(
    (r) => reports.push(r),
    () => bot.decide(ruleset, view, seat, rng, budgetMs, { onProgress }),
  );
  return hintFrom(move, reports);
}
