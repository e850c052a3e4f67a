/**
 * Hard: determinized flat Monte Carlo (src-shared/ai/flat-mc.ts) over the
 * heuristic's best marches (and ending the moves), Ronin counts and pact
 * answers. Each sampled world fills in what the view hides (other
 * treasuries guessed from income, stored Koku, a covert Ninja, the dice),
 * is played on by Normal players to the end of the round, and is scored by
 * provinces and the result.
 */
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { provinceCount, totals } from '../board';
import { maxRonin } from '../battle';
import { cloneState } from '../flow';
import { incomeOf } from '../rules';
import { gekokujo } from '../index';
import type { GekokujoMove, GekokujoState, GekokujoView } from '../types';
import { heuristicMove, marchOptions, NORMAL } from './heuristic';

export const HARD_DEFAULT_BUDGET_MS = 1500;
/** Playouts (one candidate to the round's end) per second of budget on this machine, fixed so that decisions are deterministic. */
export const PLAYOUTS_PER_SECOND = 40;
export interface HardConfig {
  /** Multiplies PLAYOUTS_PER_SECOND. */
  rate: number;
  /**
   * A fixed number of playouts (candidate × world) per searched decision instead of the budget's
   * (0 = from the budget). A measurement setting: no deadline then, so the machine's load changes
   * the times, never the choices.
   */
  playouts: number;
  candidates: number;
}
export const HARD_DEFAULTS: HardConfig = { rate: 1, playouts: 0, candidates: 5 };

/** One full state consistent with the view: hidden Koku guessed as one round's income, stored Koku 0, fresh dice. */
export function determinize(v: GekokujoView, rng: Rng): GekokujoState {
  const { seat: _seat, pending: _pending, ...rest } = v;
  const s = JSON.parse(JSON.stringify(rest)) as GekokujoState;
  s.players.forEach((p, i) => {
    if (p.koku === null) p.koku = p.eliminated ? 0 : Math.max(0, incomeOf(s, i).amount - Math.ceil(totals(s, i).b / 2));
  });
  s.stored = v.stored.map((n) => n ?? 0);
  if (s.ninja && s.ninja.mission === null) s.ninja.mission = 'assassinate';
  s.rng = rng.fork('world').state();
  return s;
}

/** Score for `seat`: a win is worth most; else the province lead over the best rival. */
export function evaluateFor(s: GekokujoState, seat: Seat): number {
  if (s.result) return s.result.winners.includes(seat) ? 100 : -20;
  const mine = provinceCount(s, seat);
  let best = 0;
  s.players.forEach((_, i) => i !== seat && (best = Math.max(best, provinceCount(s, i))));
  const t = totals(s, seat);
  return mine - 0.5 * best + 0.2 * t.d + 0.05 * t.b + 0.02 * (s.players[seat]!.koku ?? 0);
}

const policy = (s: GekokujoState, seat: Seat, rng: Rng): GekokujoMove => heuristicMove(s, seat, rng, NORMAL);

export function hardMove(v: GekokujoView, seat: Seat, rng: Rng, budgetMs = HARD_DEFAULT_BUDGET_MS, config: Partial<HardConfig> = {}): GekokujoMove {
  const started = performance.now();
  const cfg = { ...HARD_DEFAULTS, ...config };
  const decision = v.pending.find((d) => d.seat === seat);
  if (!decision) throw new Error('hard: this seat has nothing to decide');
  let candidates: GekokujoMove[] = [];
  switch (decision.kind) {
    case 'move':
      candidates = [
        ...marchOptions(v, seat, NORMAL).sort((a, b) => b.score - a.score).slice(0, cfg.candidates - 1).map((o) => o.move),
        { type: 'end-moves' },
      ];
      break;
    case 'ronin': {
      const max = maxRonin(v, seat);
      candidates = [...new Set([0, Math.floor(max / 2), max])].map((count) => ({ type: 'ronin', count }));
      break;
    }
    case 'pact-answer':
      candidates = [{ type: 'answer', accept: true }, { type: 'answer', accept: false }];
      break;
    default:
      return heuristicMove(v, seat, rng, NORMAL);
  }
  if (candidates.length <= 1) return candidates[0] ?? heuristicMove(v, seat, rng, NORMAL);
  const round = v.round;
  const planned = cfg.playouts > 0 ? cfg.playouts : roundsFor(budgetMs, PLAYOUTS_PER_SECOND * cfg.rate);
  const result = flatMonteCarlo<GekokujoState, GekokujoMove>({
    ruleset: gekokujo,
    seat,
    candidates,
    determinize: (r) => determinize(v, r),
    clone: cloneState,
    policy,
    evaluate: evaluateFor,
    stop: (s) => s.round !== round || s.step === 'over',
    rounds: Math.max(2, Math.floor(planned / candidates.length)),
    deadline: cfg.playouts > 0 ? Number.POSITIVE_INFINITY : started + budgetMs,
    rng,
  });
  return result.move;
}
