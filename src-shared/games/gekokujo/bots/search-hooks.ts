/**
 * Gekokujō's hooks for the one search (ai/ismcts.ts): Hard is a configuration
 * of it (hard.ts).
 *
 * - candidates: what the flat Hard compared, now at every own decision of the
 *   round in the tree (`candidatesFor`): for a march Normal's best few, one
 *   bolder attack and ending the moves; for recruiting Normal's answer and
 *   the next places by front score; Ronin counts; pact answers. Every other
 *   decision is Normal's one move, so it is no node of the tree. Normal's
 *   own answer comes first (added when the list lacks it: a betrayal, its
 *   Ronin count, its pact answer), and the search's `firstBias` leans on it;
 * - moveKey: the move's JSON (moves are small records built in one order);
 * - policy: the Normal heuristic from the seat's view of the sampled world
 *   (viewOf: other treasuries and a covert Ninja mission hidden);
 * - evaluate: `evaluateFor` (provinces over the best rival, the Mandate,
 *   vassalage, glory; 100 for a won game, −20 for a lost one) as a change
 *   from the decision's own position, through a logistic (`scale` points =
 *   one logistic unit). Centred so: the raw score of a strong seat sits far
 *   out on the logistic, where gains no longer show (measured: every march
 *   of a seat 4 provinces ahead scored 0.98, and the winning attack lost);
 *   a wide scale, so a won game outweighs a safe province as in the flat
 *   Hard's plain means;
 * - stop: the flat Hard's horizon, the end of the round the decision is in.
 *
 * Worlds come from determinize.ts on the VIEW (hidden Koku guessed from
 * income, stored Koku 0, a covert Ninja guessed, fresh dice).
 */
import { marginReward } from '../../../ai/ismcts';
import { ownedApply } from '../../../ai/owned-apply';
import type { SearchHooks } from '../../../ai/search-hooks';
import { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { apply } from '../apply';
import { cloneState } from '../clone';
import { determinize } from '../determinize';
import { gekokujo as R } from '../index';
import type { GekokujoMove, GekokujoState, GekokujoView } from '../types';
import { viewOf } from '../view';
import { candidatesFor, evaluateFor, type HardConfig } from './hard-config';
import { NORMAL, heuristicMove, keepingMarches } from './heuristic';

/**
 * The engine of the search's rollouts: a rollout's own states (after its first move) are changed in place rather
 * than copied at every ply (ai/owned-apply.ts; the same moves and dice, only the copies saved). The apply step is
 * the engine's own (index.ts). The board stays copy-on-write (clone.ts), so the sampled world, whose rows a
 * rollout's states share, is left as drawn.
 */
export const rolloutEngine = ownedApply(R, apply);

/** The kind of decision `seat` is asked in view `v` (a halving Daimyō answers first, as the heuristic reads it). */
export function decisionKind(v: GekokujoView, seat: Seat): string | null {
  if (v.halve[0] === seat) return 'halve';
  return v.pending.find((d) => d.seat === seat)?.kind ?? null;
}

/** The moves the tree compares for `seat` in view `v`, Normal's choice first; one move (Normal's) where nothing is searched. */
export function treeCandidates(v: GekokujoView, seat: Seat, rng: Rng, cfg: HardConfig): GekokujoMove[] {
  const kind = decisionKind(v, seat);
  // Normal's move and the candidates both list Normal's marches of this view: listed once (heuristic.ts).
  const [normal, cands] = keepingMarches(() => [heuristicMove(v, seat, rng, NORMAL), kind === null ? [] : candidatesFor(v, seat, kind, cfg)] as const);
  // Normal's own answer first (a betrayal, its Ronin count, its pact answer may not be in the list).
  const seen = new Set<string>([moveKey(normal)]);
  const out = [normal];
  for (const m of cands) {
    const k = moveKey(m);
    if (!seen.has(k)) (seen.add(k), out.push(m));
  }
  return out;
}

export const moveKey = (m: GekokujoMove): string => JSON.stringify(m);

/** The Normal heuristic for any seat of a sampled world, from that seat's view of it. */
export const policy = (s: GekokujoState, seat: Seat, rng: Rng): GekokujoMove => heuristicMove(viewOf(s, seat), seat, rng, NORMAL);

/**
 * The lean rollout: the Normal heuristic reading the sampled world itself, as the flat Hard's playouts did
 * (hard.ts, `search: 'flat'`). A sampled world is already a guess drawn from the searching seat's view: its
 * other treasuries and a covert Ninja's mission are guesses, so no seat's view of it is built again.
 */
export const leanPolicy = (s: GekokujoState, seat: Seat, rng: Rng): GekokujoMove => heuristicMove(s, seat, rng, NORMAL);

/** The horizon: the end of the round of view `v` (or the game's end). */
export const roundOver =
  (v: Pick<GekokujoView, 'round'>) =>
  (s: GekokujoState): boolean =>
    s.round !== v.round || s.step === 'over';

/** The hooks for `seat` deciding from view `v`. */
export function gekokujoHooks(v: GekokujoView, seat: Seat, cfg: HardConfig): SearchHooks<GekokujoState, GekokujoMove> {
  // The position as it stands: what the view shows of it (evaluateFor reads only the seat's own Koku, and a
  // fixed world's dice play no part in it).
  const baseline = evaluateFor(determinize(v, Rng.seeded('baseline')), seat, cfg);
  return {
    ruleset: rolloutEngine,
    determinize: (rng) => determinize(v, rng),
    clone: cloneState,
    candidates: (s, who, rng) => treeCandidates(viewOf(s, who), who, rng, cfg),
    moveKey,
    policy: cfg.rollout === 'lean' ? leanPolicy : policy,
    evaluate: (s, who) => marginReward(evaluateFor(s, who, cfg) - baseline, cfg.scale),
    stop: roundOver(v),
  };
}
