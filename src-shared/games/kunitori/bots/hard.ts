/**
 * The Hard level: determinized flat Monte Carlo (src-shared/ai/flat-mc.ts)
 * over the heuristic's best few candidates for the turn's plays, buys and
 * battle choices (attack, defence, promotion, Marktplatz gains), in worlds
 * sampled from the seat's view (determinize.ts). Each sampled world is played
 * on by the Normal heuristic for every seat until the end of the searching
 * seat's next turn (or the game's end) and scored by `evaluate`: the VP
 * margin over the best rival plus the deck's remaining potential (money per
 * card and army), which fades as the game nears its end. The heuristic's
 * first choice stands unless another candidate beats it in the same worlds
 * by at least `evidence` standard errors (`overrule`).
 *
 * Budget: the number of playouts is fixed by the budget at a fixed rate
 * (PLAYOUTS_PER_SECOND), so a choice is reproducible from the seed; the time
 * budget is also a hard cap (a slow machine stops early).
 */
import { parseBotParams, type BotParamSchema } from '../../../ai/bot-params';
import type { Bot } from '../../../ai/bot';
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import type { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { cloneState } from '../clone';
import { kunitori as R } from '../index';
import { legalMovesOf } from '../legal';
import type { KunitoriMove, KunitoriState, KunitoriView } from '../types';
import { viewOf } from '../view';
import { determinize } from '../determinize';
import { NORMAL, heuristicMove, meOf, scoreMoves } from './heuristic';
import { armyOf, moneyDensity, ownedCounts, progressOf, scoreOfSeat } from './knowledge';

export const HARD_DEFAULT_BUDGET_MS = 1000;
/** Playouts (candidate × world) per second of budget; calibrated well under the budget on a loaded 2-core machine. */
export const PLAYOUTS_PER_SECOND = 400;
/** The decisions the search is used for; the rest follow the heuristic. */
const SEARCHED = new Set(['action', 'buy', 'declare', 'defend', 'market-gain', 'accept']);

export interface HardConfig {
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

export const HARD_DEFAULTS: HardConfig = { rate: 1, candidates: 4, cap: true, potential: 1, horizon: 1, evidence: 1 };

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

const policy = (s: KunitoriState, seat: Seat, rng: Rng): KunitoriMove => heuristicMove(viewOf(s, seat), seat, rng, NORMAL);

/** The Hard level's move. */
export function hardMove(v: KunitoriView, seat: Seat, rng: Rng, budgetMs = HARD_DEFAULT_BUDGET_MS, config: Partial<HardConfig> = {}, onProgress?: (f: number) => void): KunitoriMove {
  const started = performance.now();
  const cfg: HardConfig = { ...HARD_DEFAULTS, ...config };
  const decision = v.pending.find((d) => d.seat === seat);
  if (!decision) throw new Error('kunitori hard: this seat has nothing to decide');
  const moves = legalMovesOf(v, seat);
  if (moves.length <= 1 || !SEARCHED.has(decision.kind)) return heuristicMove(v, seat, rng, NORMAL);
  // The heuristic's best few moves are the candidates.
  const scores = scoreMoves(moves, meOf(v, seat, NORMAL));
  const order = moves.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const candidates = order.slice(0, cfg.candidates).map((i) => moves[i]!);
  if (candidates.length <= 1) return candidates[0]!;
  // Horizon: the end of this seat's next turn (or of this turn when it is not this seat's).
  const n = v.players.length;
  const horizon = v.turns + (v.turn.seat === seat ? n : 0) + ((seat - v.turn.seat + n) % n) + (Math.max(1, cfg.horizon) - 1) * n;
  const values: number[][] = candidates.map(() => []);
  const result = flatMonteCarlo<KunitoriState, KunitoriMove>({
    ruleset: R,
    seat,
    candidates,
    determinize: (r) => determinize(v, seat, r),
    clone: cloneState,
    policy,
    evaluate: (s, who) => evaluateFor(s, who, cfg),
    stop: (s) => s.result !== null || s.turns > horizon,
    rounds: Math.max(2, Math.floor(roundsFor(budgetMs, PLAYOUTS_PER_SECOND * cfg.rate) / candidates.length)),
    deadline: cfg.cap ? started + budgetMs : undefined,
    onProgress,
    onPlayout: (c, value) => values[c]!.push(value),
    rng,
  });
  return cfg.evidence > 0 ? candidates[overrule(values, cfg.evidence)]! : result.move;
}

/**
 * The candidate to play: the heuristic's first choice (index 0) unless another
 * leads it in the same sampled worlds by at least `evidence` standard errors
 * (paired differences: common random numbers make them far less noisy than
 * the means); among those, the largest lead. A few dozen noisy playouts
 * otherwise overrule a good heuristic on chance differences between close
 * candidates.
 */
export function overrule(values: readonly (readonly number[])[], evidence: number): number {
  const base = values[0]!;
  let best = 0;
  let bestLead = 0;
  for (let c = 1; c < values.length; c++) {
    const mine = values[c]!;
    const k = Math.min(base.length, mine.length);
    if (k < 2) continue;
    let sum = 0;
    let sq = 0;
    for (let r = 0; r < k; r++) {
      const d = mine[r]! - base[r]!;
      sum += d;
      sq += d * d;
    }
    const mean = sum / k;
    const sd = Math.sqrt(Math.max(0, sq / k - mean * mean) * (k / (k - 1)));
    const t = sd > 0 ? mean / (sd / Math.sqrt(k)) : mean > 0 ? Infinity : 0;
    if (t >= evidence && mean > bestLead) {
      best = c;
      bestLead = mean;
    }
  }
  return best;
}

/** The Hard level's tuning parameters for the arena (see HardConfig), as a schema. */
export const HARD_PARAMS: BotParamSchema = {
  rate: { kind: 'number', min: 0 },
  candidates: { kind: 'number', min: 0 },
  potential: { kind: 'number', min: 0 },
  horizon: { kind: 'number', min: 0 },
  evidence: { kind: 'number', min: 0 },
  cap: { kind: 'switch' },
};

export const parseHardParams = (params: Readonly<Record<string, string>>): Partial<HardConfig> =>
  parseBotParams('hard', HARD_PARAMS, params) as Partial<HardConfig>;

function makeHardBot(config: Partial<HardConfig>): Bot {
  return {
    level: 'hard',
    description: 'Monte Carlo search over the heuristic’s best plays, buys and battle choices in worlds sampled from what the seat knows.',
    searches: true,
    decide: (_r, view, seat, rng: Rng, budgetMs, options) => hardMove(view as KunitoriView, seat, rng, budgetMs, config, options?.onProgress),
    withParams: (params) => makeHardBot({ ...config, ...parseHardParams(params) }),
  };
}

export const hardBot: Bot = makeHardBot({});
