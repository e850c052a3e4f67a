/**
 * Kunitori's hooks for the one search (ai/ismcts.ts): Hard is a
 * configuration of it.
 *
 * - candidates: for the decisions worth searching (plays, buys, battle
 *   choices, Marktplatz gains, accepting an award) the Normal heuristic's best
 *   few moves; every other decision of the seat (restacking, keeping
 *   deployables, Ninja answers...) is the heuristic's one move, so it is no
 *   node of the tree;
 * - policy: the Normal heuristic from the seat's view of the sampled world;
 * - evaluate: `evaluateFor` (VP margin over the best rival plus the deck's
 *   fading potential; ±20 at the game's end) through a logistic;
 * - stop: the end of the searching seat's next turn (as the flat Hard's horizon).
 */
import { marginReward } from '../../../ai/ismcts';
import type { SearchHooks } from '../../../ai/search-hooks';
import type { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { cloneState } from '../clone';
import { determinize } from '../determinize';
import { kunitori as R } from '../index';
import { legalMovesOf } from '../legal';
import type { KunitoriMove, KunitoriState, KunitoriView } from '../types';
import { viewOf } from '../view';
import { NORMAL, heuristicMove, meOf, scoreMoves } from './heuristic';
import { HARD_DEFAULTS, evaluateFor, type HardConfig } from './hard-config';

/** The decisions searched; the rest follow the heuristic. */
export const SEARCHED = new Set(['action', 'buy', 'declare', 'defend', 'market-gain', 'accept']);

/** The heuristic's best `count` moves for the seat's pending decision, best first (one move when not searched). */
export function heuristicCandidates(v: KunitoriView, seat: Seat, count: number, rng: Rng): KunitoriMove[] {
  const decision = v.pending.find((d) => d.seat === seat);
  const moves = legalMovesOf(v, seat);
  if (!decision || moves.length <= 1 || !SEARCHED.has(decision.kind)) return [heuristicMove(v, seat, rng, NORMAL)];
  const scores = scoreMoves(moves, meOf(v, seat, NORMAL));
  const order = moves.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  return order.slice(0, count).map((i) => moves[i]!);
}

/** The turn after which a playout from `v` stops: the end of `seat`'s next turn (+ `horizon` − 1 rounds). */
export function horizonTurn(v: KunitoriView, seat: Seat, horizon: number): number {
  const n = v.players.length;
  return v.turns + (v.turn.seat === seat ? n : 0) + ((seat - v.turn.seat + n) % n) + (Math.max(1, horizon) - 1) * n;
}

/** A key for a move, the same in every sampled world. */
export function moveKey(m: KunitoriMove): string {
  switch (m.type) {
    case 'play':
      return `p${m.card}${m.choice ?? ''}`;
    case 'buy':
      return `b${m.card}`;
    case 'gain':
      return `g${m.card ?? '-'}`;
    case 'attack':
      return `a${m.leader}>${m.target ?? '-'}`;
    case 'ambush':
      return `m${m.card}`;
    case 'accept':
      return m.take ? 'A+' : 'A-';
    default:
      return JSON.stringify(m);
  }
}

const policy = (s: KunitoriState, seat: Seat, rng: Rng): KunitoriMove => heuristicMove(viewOf(s, seat), seat, rng, NORMAL);

/** The hooks for `seat` deciding from view `v`. */
export function kunitoriHooks(v: KunitoriView, seat: Seat, config: Partial<HardConfig> = {}): SearchHooks<KunitoriState, KunitoriMove> {
  const cfg: HardConfig = { ...HARD_DEFAULTS, ...config };
  const last = horizonTurn(v, seat, cfg.horizon);
  return {
    ruleset: R,
    determinize: (rng) => determinize(v, seat, rng),
    clone: cloneState,
    candidates: (s, who, rng) => heuristicCandidates(viewOf(s, who), who, cfg.candidates, rng),
    moveKey,
    policy,
    evaluate: (s, who) => marginReward(evaluateFor(s, who, cfg), cfg.scale),
    stop: (s) => s.result !== null || s.turns > last,
  };
}
