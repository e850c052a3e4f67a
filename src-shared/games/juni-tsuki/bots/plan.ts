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
  /**
   * A line is worth the best position at which the month could end on it (evaluate's `final`: a group with no Daimyō
   * in its province counts as ronin), while the beam still picks its positions by the open value (a Daimyō may still
   * follow the group). Off: the open value, which forgives one stranded group next to a Daimyō whether or not the line
   * brings the Daimyō after it — the plan's best line then often ended the month worse than staying.
   */
  settled?: boolean;
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
function children(s: JuniState, seat: number, style: Style, ended: boolean): { move: JuniMove; state: JuniState; value: number; worth: number }[] {
  const out: { move: JuniMove; state: JuniState; value: number; worth: number }[] = [];
  for (const m of ownMoves(s as unknown as JuniView, seat)) {
    if (m.type === 'end-turn' || RANDOMISED.has(m.type)) continue;
    const after = settle(R.apply(s, seat, m).state);
    const value = evaluate(after, seat, style.weights);
    out.push({ move: m, state: after, value, worth: ended ? evaluate(after, seat, style.weights, true) : value });
  }
  return out;
}

export interface Plan {
  /** Every first move with its best line, best first (by the open value, or by the month's end with `settled`). */
  ranked: Ranked[];
  /** Ending the month now. */
  stay: number;
  /**
   * With `ended` asked for: every first move with the line to its best position at which the month could end (the
   * groups left without a Daimyō counted as ronin), best first.
   */
  ended?: Ranked[];
}

/** The own month's moves, each valued by the best position it leads to; and ending the month now. Same shape as rankMoves. */
export function planMoves(v: JuniView, seat: number, rng: Rng, style: Style, cfg: PlanConfig = PLAN_DEFAULTS, wantEnded = false): Plan {
  const base = determinize(v, rng);
  const stay = evaluate(base, seat, style.weights, true);
  const moves = ownMoves(v, seat).filter((m) => m.type !== 'end-turn');
  const withEnds = wantEnded || cfg.settled === true;
  const open: Ranked[] = [];
  // Only with `withEnds`: indexed as `open` is, by first move.
  const ended: Ranked[] = [];
  let frontier: Node[] = [];
  moves.forEach((m, i) => {
    if (RANDOMISED.has(m.type)) {
      const x = { move: m, value: valueOf(base, seat, m, style, rng), line: [m] };
      open.push(x);
      if (withEnds) ended.push(x);
      return;
    }
    const state = settle(R.apply(base, seat, m).state);
    const value = evaluate(state, seat, style.weights);
    open.push({ move: m, value, line: [m] });
    if (withEnds) ended.push({ move: m, value: evaluate(state, seat, style.weights, true), line: [m] });
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
      for (const c of children(n.state, seat, style, withEnds)) {
        const line = [...n.line, c.move];
        if (c.value > open[n.root]!.value) open[n.root] = { ...open[n.root]!, value: c.value, line };
        if (withEnds && c.worth > ended[n.root]!.value) ended[n.root] = { ...ended[n.root]!, value: c.worth, line };
        next.push({ root: n.root, state: c.state, value: c.value, line });
      }
    }
    frontier = next;
  }
  const best = (a: Ranked[]): Ranked[] => a.sort((x, y) => y.value - x.value);
  if (cfg.settled) return { ranked: best(ended), stay };
  return wantEnded ? { ranked: best(open), stay, ended: best(ended) } : { ranked: best(open), stay };
}
