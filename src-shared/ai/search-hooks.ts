/**
 * What a game supplies to the one search every Hard level uses (an
 * information-set Monte-Carlo tree search, `ai/ismcts.ts`). The search is
 * written once against these hooks; a game's Hard is a configuration of it.
 *
 * The shape of the search, so the hooks read right:
 * - every iteration draws one world from the searching seat's VIEW
 *   (`determinize`), never from the true state;
 * - the searching seat's own decisions are nodes of the tree, keyed by
 *   `moveKey` so the same move meets itself across worlds (a move not
 *   possible in every world counts its availability, as ISMCTS does);
 * - other seats' moves are not in the tree: they are sampled with `policy`,
 *   which must decide from that seat's view of the world (viewOf(state, seat)),
 *   so a simultaneous secret choice of the searching seat stays secret from
 *   them (e.g. secret plans or secret bids);
 * - below the tree the world is played on with `policy` for every seat and
 *   cut when `stop` says so (or the game ends), then scored by `evaluate`.
 */
import type { Rng } from '../kernel/rng';
import type { GameEvent, Ruleset, Seat } from '../kernel/ruleset';

export interface SearchHooks<S, M> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ruleset: Ruleset<S, M, any, GameEvent, any>;
  /** One full state consistent with the searching seat's view (the game's determinize.ts). */
  determinize(rng: Rng): S;
  /** A deep copy of a state (the game's clone.ts), cheaper than determinizing again. */
  clone(state: S): S;
  /**
   * The moves the tree considers for `seat` (the searching seat) in `state`: the
   * game's candidate list, usually the Normal heuristic's best few; at least one.
   * Must decide from the seat's view of `state` only.
   */
  candidates(state: S, seat: Seat, rng: Rng): readonly M[];
  /** A stable key for a move, equal for the same move in different worlds. */
  moveKey(move: M): string;
  /** A fast move for any seat in a sampled world (the Normal policy), from that seat's view of it. */
  policy(state: S, seat: Seat, rng: Rng): M;
  /**
   * How good `state` is for `seat`, in [0, 1] (1 = certain win): e.g. a win
   * at the game's end, else a logistic of the seat's margin over the best rival.
   */
  evaluate(state: S, seat: Seat): number;
  /** True when a playout that began at `root` has gone far enough (the game's end always stops). */
  stop(state: S, root: S): boolean;
}
