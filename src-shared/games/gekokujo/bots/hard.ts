/**
 * Hard: determinized flat Monte Carlo (src-shared/ai/flat-mc.ts) over
 * - marches: Normal's best few, one bolder attack (odds ratio BOLD_RATIO
 *   instead of Normal's 1.2: the sampled dice decide whether it pays), and
 *   ending the moves;
 * - recruiting: Normal's answer (which may be a purchase), units into the
 *   next place by front score, and the plain recruit instead of a purchase;
 * - Ronin counts and pact answers.
 * Every other decision is Normal's. Each sampled world fills in what the
 * view hides (other treasuries guessed from income, stored Koku, a covert
 * Ninja, the dice), is played on by Normal players to the end of the round,
 * and is scored by provinces, the Mandate, vassalage and the result.
 *
 * Work: the budget buys PLAYOUTS_PER_SECOND × rate playouts a second, with
 * the budget as a deadline; `playouts` fixes the count instead and drops the
 * deadline (arenas: the load then changes the times, not the choices).
 */
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { mandateCount, provinceCount, totals } from '../board';
import { maxRonin } from '../battle';
import { cloneState } from '../clone';
import { gekokujo } from '../index';
import type { GekokujoMove, GekokujoState, GekokujoView } from '../types';
import { validateMove } from '../validate';
import { determinize } from '../determinize';
import { heuristicMove, marchOptions, NORMAL, recruitInto } from './heuristic';

export const HARD_DEFAULT_BUDGET_MS = 1500;
/**
 * Playouts (one candidate to the round's end) per second of budget, fixed so that a decision depends on
 * its inputs, not the clock, unless the deadline cuts it. Measured 2026-11-25 in CPU time on one core:
 * 750 a second on average, 300 at the slowest tenth of decisions (recruiting: the playout is the whole
 * round); at 300 the default 1.5 s plans 450 and 9 in 10 decisions finish them within the budget.
 */
export const PLAYOUTS_PER_SECOND = 300;
export interface HardConfig {
  /** Multiplies PLAYOUTS_PER_SECOND. */
  rate: number;
  /**
   * A fixed number of playouts (candidate × world) per searched decision instead of the budget's
   * (0 = from the budget). A measurement setting: no deadline then, so the machine's load changes
   * the times, never the choices.
   */
  playouts: number;
  /** Normal's best marches compared (plus ending the moves). */
  candidates: number;
  /** Bolder attacks compared besides (attacks at odds ratio BOLD_RATIO instead of Normal's). */
  bold: number;
  /** Recruit places compared (1 = Normal's recruit, not searched). */
  recruits: number;
  /** Weight of the best rival's provinces in the score. */
  rival: number;
  /** Score per Mandate province held (all three win at once). */
  mandate: number;
  /** Score lost by being a vassal (a vassal cannot win). */
  vassal: number;
}
export const HARD_DEFAULTS: HardConfig = { rate: 1, playouts: 0, candidates: 5, bold: 1, recruits: 2, rival: 0.5, mandate: 1, vassal: 5 };
/** The odds ratio of Hard's bolder attack candidates (Normal's is 1.2, Easy's 0.8). */
export const BOLD_RATIO = 0.8;

/** Score for `seat`: a win is worth most; else the province lead over the best rival, and glory on the Path. */
export function evaluateFor(s: GekokujoState, seat: Seat, cfg: Pick<HardConfig, 'rival' | 'mandate' | 'vassal'> = HARD_DEFAULTS): number {
  if (s.result) return s.result.winners.includes(seat) ? 100 : -20;
  const mine = provinceCount(s, seat);
  let best = 0;
  s.players.forEach((_, i) => i !== seat && (best = Math.max(best, provinceCount(s, i))));
  const t = totals(s, seat);
  const vassal = s.players[seat]!.liege !== null ? cfg.vassal : 0;
  // Glory (only a player on the Path has any, §7.4): each point is a seventh of a win.
  const glory = s.players[seat]!.glory;
  return mine - cfg.rival * best + cfg.mandate * mandateCount(s, seat) - vassal + glory + 0.2 * t.d + 0.05 * t.b + 0.02 * (s.players[seat]!.koku ?? 0);
}

const policy = (s: GekokujoState, seat: Seat, rng: Rng): GekokujoMove => heuristicMove(s, seat, rng, NORMAL);

/** The moves Hard compares for one decision (Normal's answer always among them); [] = not searched, Normal answers. */
export function candidatesFor(v: GekokujoView, seat: Seat, kind: string, cfg: HardConfig): GekokujoMove[] {
  switch (kind) {
    case 'move': {
      const normal = marchOptions(v, seat, NORMAL).sort((a, b) => b.score - a.score).map((o) => o.move);
      // Bolder attacks than Normal's odds test allows: the sampled dice say whether they pay.
      const bold = marchOptions(v, seat, { ...NORMAL, attackRatio: BOLD_RATIO })
        .filter((o) => o.move.type === 'march' && o.move.b + o.move.d > 1)
        .sort((a, b) => b.score - a.score)
        .map((o) => o.move);
      return unique([...normal.slice(0, cfg.candidates - 1), ...bold.slice(0, cfg.bold), { type: 'end-moves' }]);
    }
    case 'recruit': {
      const own = heuristicMove(v, seat, Rng.seeded('hard-recruit'), NORMAL);
      if (cfg.recruits <= 1 || (own.type !== 'recruit' && own.type !== 'end-recruit' && own.type !== 'castle' && own.type !== 'fortify' && own.type !== 'ninja')) return [];
      // Normal's choice, the next places by front score, and (after a purchase) the plain recruit instead.
      const alts: GekokujoMove[] = [own];
      for (let rank = 0; rank < cfg.recruits; rank++) alts.push(recruitInto(v, seat, rank));
      return unique(alts).filter((m) => validateMove(v, seat, m).ok);
    }
    case 'ronin': {
      const max = maxRonin(v, seat);
      return [...new Set([0, Math.floor(max / 2), max])].map((count) => ({ type: 'ronin', count }));
    }
    case 'pact-answer':
      return [{ type: 'answer', accept: true }, { type: 'answer', accept: false }];
    default:
      return [];
  }
}

function unique(moves: GekokujoMove[]): GekokujoMove[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const k = JSON.stringify(m);
    return !seen.has(k) && (seen.add(k), true);
  });
}

export function hardMove(v: GekokujoView, seat: Seat, rng: Rng, budgetMs = HARD_DEFAULT_BUDGET_MS, config: Partial<HardConfig> = {}): GekokujoMove {
  const started = performance.now();
  const cfg = { ...HARD_DEFAULTS, ...config };
  const decision = v.pending.find((d) => d.seat === seat);
  if (!decision) throw new Error('hard: this seat has nothing to decide');
  const candidates = candidatesFor(v, seat, decision.kind, cfg);
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
    evaluate: (s, me) => evaluateFor(s, me, cfg),
    stop: (s) => s.round !== round || s.step === 'over',
    rounds: Math.max(2, Math.floor(planned / candidates.length)),
    deadline: cfg.playouts > 0 ? Number.POSITIVE_INFINITY : started + budgetMs,
    rng,
  });
  return result.move;
}
