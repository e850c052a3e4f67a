/**
 * Hard's own ranking of its month's moves: Normal's one-move values, then a
 * small beam search over the mover's own next moves (the month's remaining
 * AP), so that a move is worth the best position it leads to within the month.
 *
 * Why: Normal looks one move ahead and stops where a castle needs a chain of
 * moves — march to the checkpoint, to the next march point, the Daimyō's
 * province move after the group (without it the group is stranded and
 * Normal's evaluation punishes it), then onto the empty castle point. Normal
 * games end the first year with 10-15 of the 20 castles still neutral. The
 * beam sees such chains; every step is applied on the engine (answers of
 * other seats by Normal's own rules, which is what the Normal opponents do).
 *
 * Moves with dice or hidden cards (attacks, war cards, buying cards) keep
 * Normal's expectation over a few samples and are not expanded: a plan after
 * them would rest on one roll.
 */
import type { Rng } from '../../../kernel/rng';
import { juniTsuki as R } from '../index';
import type { JuniMove, JuniState, JuniView } from '../types';
import { evaluate } from './evaluate';
import { RANDOMISED, ownMoves, settle, valueOf, type Style } from './heuristic';
import { determinize } from '../determinize';

export interface PlanConfig {
  /** Own moves looked at after the first (0 = Normal's ranking). */
  depth: number;
  /** Positions kept at each depth. */
  beam: number;
}

export const PLAN_DEFAULTS: PlanConfig = { depth: 3, beam: 6 };

interface Node {
  root: number;
  state: JuniState;
  value: number;
  /** The moves from the root's position to here (the root's move first). */
  line: JuniMove[];
}

export interface Ranked {
  move: JuniMove;
  value: number;
  /** The moves of the best position found after this move (the move first). */
  line: JuniMove[];
}

/** Still this seat's own month, nothing asked of anyone, AP left: the seat moves again. */
function movesAgain(s: JuniState, seat: number): boolean {
  return !s.over && !s.interrupt && s.turn.seat === seat && s.turn.phase === 'act' && s.turn.ap > 0;
}

/** The successors of a position by the seat's own deterministic moves (randomised ones are leaves). */
function children(s: JuniState, seat: number, style: Style): { move: JuniMove; state: JuniState; value: number }[] {
  const out: { move: JuniMove; state: JuniState; value: number }[] = [];
  for (const m of ownMoves(s as unknown as JuniView, seat)) {
    if (m.type === 'end-turn' || RANDOMISED.has(m.type)) continue;
    const after = settle(R.apply(s, seat, m).state);
    out.push({ move: m, state: after, value: evaluate(after, seat, style.weights) });
  }
  return out;
}

/** The own month's moves, each valued by the best position it leads to; and ending the month now. Same shape as rankMoves. */
export function planMoves(v: JuniView, seat: number, rng: Rng, style: Style, cfg: PlanConfig = PLAN_DEFAULTS): { ranked: Ranked[]; stay: number } {
  const base = determinize(v, rng);
  const stay = evaluate(base, seat, style.weights, true);
  const moves = ownMoves(v, seat).filter((m) => m.type !== 'end-turn');
  const ranked: Ranked[] = [];
  let frontier: Node[] = [];
  moves.forEach((m, i) => {
    if (RANDOMISED.has(m.type)) {
      ranked.push({ move: m, value: valueOf(base, seat, m, style, rng), line: [m] });
      return;
    }
    const state = settle(R.apply(base, seat, m).state);
    const value = evaluate(state, seat, style.weights);
    ranked.push({ move: m, value, line: [m] });
    frontier.push({ root: i, state, value, line: [m] });
  });
  for (let d = 0; d < cfg.depth && frontier.length > 0; d++) {
    // Expand the best `beam` positions, one per first move (else one good first move fills the beam with its variants).
    const seen = new Set<number>();
    const chosen = frontier
      .filter((n) => movesAgain(n.state, seat))
      .sort((a, b) => b.value - a.value)
      .filter((n) => !seen.has(n.root) && seen.add(n.root))
      .slice(0, cfg.beam);
    const next: Node[] = [];
    for (const n of chosen) {
      for (const c of children(n.state, seat, style)) {
        const line = [...n.line, c.move];
        if (c.value > ranked[n.root]!.value) ranked[n.root] = { ...ranked[n.root]!, value: c.value, line };
        next.push({ root: n.root, state: c.state, value: c.value, line });
      }
    }
    frontier = next;
  }
  ranked.sort((a, b) => b.value - a.value);
  return { ranked, stay };
}
