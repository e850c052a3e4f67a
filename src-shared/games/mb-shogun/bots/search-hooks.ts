/**
 * MB Shogun's hooks for the one search (ai/ismcts.ts): Hard is a
 * configuration of it (hard.ts).
 *
 * - candidates: at the decisions of HardConfig.kinds — the koku allocation,
 *   the Phase B declarations (the two the former flat Hard searched) and, by
 *   default since issue 31's second pass, the Phase A marches — Hard's
 *   heuristic choice first, then shifted allocations / dropped or noisier
 *   declarations / staying put, bolder or warier marches, a march left out
 *   (hard-config.ts `candidates`). At the root the list
 *   is the one made from the real view (as the flat Hard's was), in every sampled
 *   world; deeper in the tree it is made from the seat's view of the sampled
 *   world with the playouts' coarser calculator. Every other decision of the
 *   seat is Hard's heuristic move, one candidate, so it is no node of the tree;
 * - moveKey: the move as a canonical string (keys in a fixed order, battle
 *   lists as declared), the same in every world;
 * - policy: the former flat Hard's playout players (Normal; Hard's own style for its
 *   seat; a coarser calculator), but each deciding from its seat's view of the
 *   sampled world (seatView): the koku allocation is a simultaneous secret
 *   choice, and the searching seat's allocation, applied first in the world,
 *   must not be seen by the others when they allocate;
 * - evaluate: `evaluate` (provinces and strength against the
 *   rivals, ±100 at the game's end) through marginReward with `scale`;
 * - stop: the former flat Hard's horizon — the end of the round for an allocation,
 *   the end of the seat's war for a declaration; the end of the round for the
 *   marches (and Phase D), so that the enemy armies next door have had their wars.
 */
import { marginReward } from '../../../ai/ismcts';
import { ownedApply } from '../../../ai/owned-apply';
import type { SearchHooks } from '../../../ai/search-hooks';
import type { Rng } from '../../../kernel/rng';
import { applyMoveQuietly } from '../apply';
import { cloneState } from '../clone';
import { mbShogun } from '../index';
import type { MbShogunMove, MbShogunState, MbShogunView } from '../types';
import { heuristicMove } from './heuristic';
import { candidates, determinize, evaluate, playoutPolicy, searches, seatView, type HardConfig } from './hard-config';

/**
 * The engine of the search's rollouts: a rollout's own states (after its first
 * move) are changed in place rather than copied at every ply
 * (ai/owned-apply.ts; the same moves and dice, only the copies saved). The
 * apply step is the engine's own (index.ts), without its events (apply.ts
 * applyMoveQuietly: the rollout reads none).
 */
export const rolloutEngine = ownedApply(mbShogun, applyMoveQuietly);

/** A key for a move, the same in every sampled world: the move as JSON with every object's fields in sorted order. */
export function moveKey(m: MbShogunMove): string {
  let k = keys.get(m);
  if (k === undefined) keys.set(m, (k = canonical(m)));
  return k;
}

/**
 * Keys already made, by move object: the root's candidates are the same objects in every iteration (and moves are
 * never changed once made), so each is written out once per decision, not once per iteration.
 */
const keys = new WeakMap<MbShogunMove, string>();

function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(x) ?? 'null';
}

/** Hard's candidate list for the seat's pending decision in view `v` (one move when not searched). */
export function candidatesOf(v: MbShogunView, seat: number, rng: Rng, config: HardConfig): MbShogunMove[] {
  const d = v.pending.find((x) => x.seat === seat);
  if (!d) throw new Error('mb-shogun hard: this seat has nothing to decide');
  if (!searches(config, d.kind)) return [heuristicMove(v, seat, rng, config.style)];
  return candidates(v, seat, rng, d.kind, config);
}

/**
 * The hooks for `seat` deciding from view `v`; `root` = the candidates made
 * from `v` (hardMove has them already), offered at the root in every world.
 */
export function mbHooks(v: MbShogunView, seat: number, config: HardConfig, root: readonly MbShogunMove[]): SearchHooks<MbShogunState, MbShogunMove> {
  const d = v.pending.find((x) => x.seat === seat);
  const round = v.round;
  const warIndex = v.war?.index ?? -1;
  // The declarations look to the end of the colour's war; the allocation, the marches and Phase D to the round's (a
  // march's danger, the enemy armies next door, strikes in their own wars, later in the round).
  const inWar = d?.kind === 'declare';
  const worlds = new WeakSet<MbShogunState>();
  const inTree = { ...config, style: { ...config.style, samples: 30 } };
  const players = playoutPolicy(seat, config.style, seatView, config.rollout);
  return {
    ruleset: rolloutEngine,
    determinize: (rng) => {
      const w = determinize(v, rng);
      worlds.add(w);
      return w;
    },
    clone: cloneState,
    candidates: (s, who, rng) => (worlds.has(s) ? root : candidatesOf(seatView(s, who), who, rng, inTree)),
    moveKey,
    policy: players,
    evaluate: (s, who) => marginReward(evaluate(s, who), config.scale),
    // Allocations, marches and Phase D play to the end of the round; declarations to the end of this colour's war.
    stop: (s) => s.stage.kind === 'over' || s.round > round || (inWar && (s.war === null || s.war.index !== warIndex)),
  };
}
