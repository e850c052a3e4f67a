/**
 * Hard: the one search (src-shared/ai/ismcts.ts, information-set Monte-Carlo
 * tree search) over Gekokujō's hooks (search-hooks.ts). The seat's own
 * decisions of the round are the tree (marches: Normal's best few, one bolder
 * attack and ending the moves; recruiting: Normal's answer and the next places
 * by front score; Ronin counts; pact answers), every world is drawn from the
 * seat's view (other treasuries guessed from income, stored Koku, a covert
 * Ninja, the dice), the other seats and the rollouts are Normal players to the
 * end of the round, and the result is scored by provinces, the Mandate,
 * vassalage and the result (hard-config.ts) through a logistic.
 *
 * The tree is the default (docs/games/gekokujo.md, "Tree against flat").
 * `search: 'flat'` is the former Hard (determinized flat Monte Carlo over the
 * same candidates at the decision asked, ai/flat-mc.ts), kept to measure the
 * tree against (arena: `hard:search=flat`).
 *
 * Work: the budget buys TREE_ITERATIONS_PER_SECOND × rate iterations (one
 * world and one playout each; flat: PLAYOUTS_PER_SECOND × rate playouts) a second, with the budget as a deadline; `playouts` fixes
 * the count instead and drops the deadline (arenas: the load then changes the
 * times, not the choices).
 */
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import { iterationsFor, searchMove } from '../../../ai/ismcts';
import type { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { cloneState } from '../clone';
import { determinize } from '../determinize';
import { gekokujo } from '../index';
import type { GekokujoMove, GekokujoState, GekokujoView } from '../types';
import { HARD_DEFAULTS, candidatesFor, evaluateFor, type HardConfig } from './hard-config';
import { heuristicMove, NORMAL } from './heuristic';
import { decisionKind, gekokujoHooks, roundOver, treeCandidates } from './search-hooks';

export { BOLD_RATIO, HARD_DEFAULTS, candidatesFor, evaluateFor, type HardConfig } from './hard-config';

export const HARD_DEFAULT_BUDGET_MS = 1500;
/**
 * Playouts (one candidate to the round's end) per second of budget, fixed so that a decision depends on
 * its inputs, not the clock, unless the deadline cuts it. Measured 2026-11-25 in CPU time on one core:
 * 750 a second on average, 300 at the slowest tenth of decisions (recruiting: the playout is the whole
 * round); at 300 the default 1.5 s plans 450 and 9 in 10 decisions finish them within the budget.
 */
export const PLAYOUTS_PER_SECOND = 300;
/**
 * The tree's iterations (one world, one playout each) per second of budget. An iteration costs more
 * than a flat playout (the candidates of each own decision in the tree are listed again in its world):
 * measured 2026-11-29 in CPU time over 65 decisions of a Normal game (/tmp script in the report,
 * docs/games/gekokujo.md), 60 iterations took 127 ms on average and 253 ms at the 95th percentile,
 * 60 flat playouts 95 and 211 ms, i.e. ×1.2–1.35. At 220 the default 1.5 s plans 330 iterations,
 * about the flat Hard's time for its 450 playouts (p95 ≈ 1.4 s of one core).
 */
export const TREE_ITERATIONS_PER_SECOND = 220;

export function hardMove(v: GekokujoView, seat: Seat, rng: Rng, budgetMs = HARD_DEFAULT_BUDGET_MS, config: Partial<HardConfig> = {}, onProgress?: (f: number) => void): GekokujoMove {
  const started = performance.now();
  const cfg: HardConfig = { ...HARD_DEFAULTS, ...config };
  const kind = decisionKind(v, seat);
  if (kind === null) throw new Error('hard: this seat has nothing to decide');
  const perSecond = cfg.search === 'tree' ? TREE_ITERATIONS_PER_SECOND : PLAYOUTS_PER_SECOND;
  const planned = cfg.playouts > 0 ? cfg.playouts : iterationsFor(budgetMs, perSecond * cfg.rate);
  const deadline = cfg.playouts > 0 ? undefined : started + budgetMs;
  if (cfg.search === 'tree') {
    const candidates = treeCandidates(v, seat, rng, cfg);
    if (candidates.length <= 1) return candidates[0]!;
    return searchMove(gekokujoHooks(v, seat, cfg), {
      seat,
      iterations: Math.max(2 * candidates.length, planned),
      rng,
      deadline,
      onProgress,
      exploration: cfg.ucb,
      maxTreeDepth: cfg.depth,
      firstBias: cfg.bias,
    }).move;
  }
  // The former Hard exactly as it was (its playouts' Normal read the sampled state itself).
  const candidates = candidatesFor(v, seat, v.pending.find((d) => d.seat === seat)?.kind ?? kind, cfg);
  if (candidates.length <= 1) return candidates[0] ?? heuristicMove(v, seat, rng, NORMAL);
  const result = flatMonteCarlo<GekokujoState, GekokujoMove>({
    ruleset: gekokujo,
    seat,
    candidates,
    determinize: (r) => determinize(v, r),
    clone: cloneState,
    policy: (s, who, r) => heuristicMove(s, who, r, NORMAL),
    evaluate: (s, me) => evaluateFor(s, me, cfg),
    stop: roundOver(v),
    rounds: Math.max(2, Math.floor(planned / candidates.length)),
    deadline: deadline ?? Number.POSITIVE_INFINITY,
    rng,
  });
  return result.move;
}
