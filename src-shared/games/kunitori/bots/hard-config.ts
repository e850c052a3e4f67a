/**
 * The Hard level's configuration and its evaluation of a sampled, played-on
 * state: shared by the search hooks (search-hooks.ts) and the flat Hard kept
 * for measuring against (hard.ts).
 */
import type { Seat } from '../../../kernel/ruleset';
import type { KunitoriState } from '../types';
import { viewOf } from '../view';
import { armyOf, moneyDensity, ownedCounts, progressOf, scoreOfSeat } from './knowledge';

export interface HardConfig {
  /**
   * The search: 'tree' = the one search (ai/ismcts.ts) over the hooks of
   * search-hooks.ts; 'flat' = the former flat Monte Carlo with the
   * `evidence` rule, kept to measure the tree against (arena: hard:search=flat).
   */
  search: 'tree' | 'flat';
  /** Tree: VP margin that counts as one logistic scale in the reward (marginReward). */
  scale: number;
  /** Tree: UCB1 exploration constant. */
  ucb: number;
  /** Tree: most own decisions in the tree per iteration. */
  depth: number;
  /** Tree: progressive bias towards the heuristic's first choice (ismcts firstBias); 1 measured stronger than 0 (docs/games/kunitori.md). */
  bias: number;
  /** Factor on PLAYOUTS_PER_SECOND. */
  rate: number;
  /** Candidates compared (the heuristic's best). */
  candidates: number;
  /** Stop at the time budget. */
  cap: boolean;
  /** Weight of the deck's potential in the evaluation. */
  potential: number;
  /** How many of the seat's own turns the playouts look ahead (1 = to the end of its next turn). */
  horizon: number;
  /**
   * Evidence needed to overrule the heuristic's first choice: the paired
   * t-statistic (same sampled worlds) of a candidate's lead over it. 0 = the
   * best mean wins, as plain flat Monte Carlo.
   */
  evidence: number;
}

export const HARD_DEFAULTS: HardConfig = { search: 'tree', scale: 6, ucb: 0.7, depth: 8, bias: 1, rate: 1, candidates: 4, cap: true, potential: 1, horizon: 1, evidence: 1 };

/** The evaluation of a (sampled, played-on) state for `seat`. */
export function evaluateFor(s: KunitoriState, seat: Seat, cfg: HardConfig = HARD_DEFAULTS): number {
  const v = viewOf(s, null);
  if (s.result) {
    const margin = s.result.scores[seat]! - Math.max(...s.result.scores.filter((_, i) => i !== seat));
    return margin + (s.result.winners.includes(seat) ? 20 : -20);
  }
  const p = progressOf(v);
  const value = (i: number): number => {
    const counts = ownedCounts(v, i);
    const army = armyOf(counts);
    const potential = (1 - p) * (14 * moneyDensity(counts) + 0.5 * Math.min(army.attack, 14) * (army.leaders > 0 ? 1 : 0.3));
    return scoreOfSeat(v, i) + cfg.potential * potential;
  };
  const mine = value(seat);
  let best = -Infinity;
  for (let i = 0; i < s.players.length; i++) if (i !== seat) best = Math.max(best, value(i));
  return mine - best;
}
