/**
 * The Hard level: the one search (src-shared/ai/ismcts.ts, information-set
 * Monte-Carlo tree search) over Kunitori's hooks (search-hooks.ts): the
 * heuristic's best few plays, buys and battle choices (attack, defence,
 * promotion, Marktplatz gains, awards) as the tree's moves, its own later
 * decisions in the tree too, worlds sampled from the seat's view
 * (determinize.ts), the Normal heuristic for every other move and below the
 * tree until the end of the searching seat's next turn, scored by
 * `evaluateFor` (VP margin over the best rival plus the deck's fading
 * potential) through a logistic.
 *
 * `search: 'flat'` keeps the former Hard (determinized flat Monte Carlo with
 * the `evidence` rule: the heuristic's first choice stands unless another
 * candidate beats it in the same worlds by `evidence` standard errors), only
 * to measure the tree against it (arena: `hard:search=flat`).
 *
 * Budget: the number of playouts (tree: iterations) is fixed by the budget at
 * a fixed rate (PLAYOUTS_PER_SECOND), so a choice is reproducible from the
 * seed; the time budget is also a hard cap (a slow machine stops early).
 */
import { parseBotParams, type BotParamSchema } from '../../../ai/bot-params';
import type { Bot } from '../../../ai/bot';
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import type { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { cloneState } from '../clone';
import { kunitori as R } from '../index';
import type { KunitoriMove, KunitoriState, KunitoriView } from '../types';
import { viewOf } from '../view';
import { determinize } from '../determinize';
import { searchMove } from '../../../ai/ismcts';
import { NORMAL, heuristicMove } from './heuristic';
import { HARD_DEFAULTS, evaluateFor, type HardConfig } from './hard-config';
import { heuristicCandidates, horizonTurn, kunitoriHooks } from './search-hooks';

export const HARD_DEFAULT_BUDGET_MS = 1000;
/** Playouts (candidate × world) per second of budget; calibrated well under the budget on a loaded 2-core machine. */
export const PLAYOUTS_PER_SECOND = 400;

export { HARD_DEFAULTS, evaluateFor, type HardConfig } from './hard-config';

const policy = (s: KunitoriState, seat: Seat, rng: Rng): KunitoriMove => heuristicMove(viewOf(s, seat), seat, rng, NORMAL);

/** The Hard level's move: the one search (default) or the former flat Monte Carlo (`search: 'flat'`). */
export function hardMove(v: KunitoriView, seat: Seat, rng: Rng, budgetMs = HARD_DEFAULT_BUDGET_MS, config: Partial<HardConfig> = {}, onProgress?: (f: number) => void): KunitoriMove {
  const started = performance.now();
  const cfg: HardConfig = { ...HARD_DEFAULTS, ...config };
  const decision = v.pending.find((d) => d.seat === seat);
  if (!decision) throw new Error('kunitori hard: this seat has nothing to decide');
  const candidates = heuristicCandidates(v, seat, cfg.candidates, rng);
  if (candidates.length <= 1) return candidates[0]!;
  const deadline = cfg.cap ? started + budgetMs : undefined;
  const playouts = roundsFor(budgetMs, PLAYOUTS_PER_SECOND * cfg.rate);
  if (cfg.search === 'tree') {
    // The same number of playouts as the flat search below, now one per iteration of the tree.
    return searchMove(kunitoriHooks(v, seat, cfg), {
      seat,
      iterations: Math.max(2 * candidates.length, playouts),
      rng,
      deadline,
      onProgress,
      exploration: cfg.ucb,
      maxTreeDepth: cfg.depth,
      firstBias: cfg.bias,
    }).move;
  }
  const last = horizonTurn(v, seat, cfg.horizon);
  const values: number[][] = candidates.map(() => []);
  const result = flatMonteCarlo<KunitoriState, KunitoriMove>({
    ruleset: R,
    seat,
    candidates,
    determinize: (r) => determinize(v, seat, r),
    clone: cloneState,
    policy,
    evaluate: (s, who) => evaluateFor(s, who, cfg),
    stop: (s) => s.result !== null || s.turns > last,
    rounds: Math.max(2, Math.floor(playouts / candidates.length)),
    deadline,
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
  search: { kind: 'choice', values: ['tree', 'flat'] },
  scale: { kind: 'number', positive: true },
  ucb: { kind: 'number', min: 0 },
  depth: { kind: 'number', min: 1, integer: true },
  bias: { kind: 'number', min: 0 },
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
    description: 'Searches ahead: a tree over its own next plays, buys and battle choices, played out in worlds sampled from what the seat knows.',
    searches: true,
    decide: (_r, view, seat, rng: Rng, budgetMs, options) => hardMove(view as KunitoriView, seat, rng, budgetMs, config, options?.onProgress),
    withParams: (params) => makeHardBot({ ...config, ...parseHardParams(params) }),
  };
}

export const hardBot: Bot = makeHardBot({});
