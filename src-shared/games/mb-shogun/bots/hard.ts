/**
 * The Hard level: the one search (ai/ismcts.ts, information-set MCTS) over
 * MB's hooks (search-hooks.ts) at the three decisions that shape a round —
 * the koku allocation, the Phase A marches and the Phase B declarations
 * (HardConfig.kinds) — over the candidates of Hard's heuristic, in worlds
 * sampled from the seat's view (hard-config.ts `determinize`), played on by
 * Normal players (each from its own view of the world, so the secret
 * allocation stays secret) to the end of the round (an allocation, the
 * marches) or of the seat's war (a declaration) and scored by `evaluate`.
 * Every other decision is Hard's heuristic's.
 *
 * The configuration (HARD_DEFAULTS, measured in docs/bots.md, "Milton Bradley Shogun levels"):
 * every root candidate plays the same worlds with the same dice (`share` 0,
 * common random numbers), in equal shares (`root: 'rounds'`), the best mean
 * wins (ties: Hard's own choice, the first candidate); the tree stops at the
 * root (`depth` 1). At 36 iterations over 4 candidates, fresh worlds and a
 * UCB1 root measured weaker, and a second level gets one or two visits per
 * child. Six candidates, not four, since 30 Nov (`candidates`): the same
 * iterations over two more of the heuristic's variations won about 26 points
 * more against three Normal (hard-config.ts HardConfig.candidates).
 *
 * Budget: the number of iterations is fixed by the budget at a fixed rate
 * (`rate` per second) or set outright (`playouts`), so a decision depends only
 * on (view, seat, rng, budget); the budget is also a hard cap (only a slow
 * machine stops early; never with a fixed `playouts`). `rate` 48 is what one
 * core of this 2-core machine gives Hard's slowest searched decision, the
 * allocation (played to the round's end): measured in CPU time, so the load
 * of other work does not count (bots/hard-rate.ts: 72 iterations ran at 115
 * a CPU-second at the median, 80 at the 10th percentile, 45 at the slowest);
 * 1.5 s buys 72 iterations. (24, before, was set from wall time under a load
 * of about 40.) The search got faster since: 1.5 s would now buy about 432
 * (`rate` 288), but 432 against 72 on the same 208 deals won 100 against 97
 * (docs/games/mb-shogun.md, "Hard at what 1.5 s buys") at 3-6 times the
 * decision's time, so the player is not kept waiting for it: 48 stays.
 */
import { parseBotParams, type BotParamSchema } from '../../../ai/bot-params';
import { iterationsFor, searchMove } from '../../../ai/ismcts';
import type { Rng } from '../../../kernel/rng';
import type { MbShogunMove, MbShogunView } from '../types';
import { heuristicMove, tunedStyle } from './heuristic';
import { HARD_DEFAULTS, candidates, searches, type HardConfig } from './hard-config';
import { mbHooks } from './search-hooks';

export const HARD_DEFAULT_BUDGET_MS = 1500;

export { HARD_DEFAULTS, HARD_STYLE, determinize, evaluate, type HardConfig } from './hard-config';

/**
 * `budgetMs` sets how many playouts are planned and, unless `deadline` is
 * false, also stops them when the time is up. Tests that compare two decisions
 * turn the deadline off: on a loaded machine a deadline cuts the search at a
 * different playout each time, and the choice can differ for that reason alone.
 */
export function hardMove(
  v: MbShogunView,
  seat: number,
  rng: Rng,
  budgetMs = HARD_DEFAULT_BUDGET_MS,
  onProgress?: (f: number) => void,
  deadline = true,
  config: HardConfig = HARD_DEFAULTS,
): MbShogunMove {
  const started = performance.now();
  const d = v.pending.find((x) => x.seat === seat);
  if (!d || !searches(config, d.kind)) return heuristicMove(v, seat, rng, config.style);
  const cands = candidates(v, seat, rng, d.kind, config);
  if (cands.length <= 1) return cands[0]!;
  const playouts = config.playouts > 0 ? config.playouts : iterationsFor(budgetMs, config.rate);
  const rounds = Math.max(2, Math.floor(playouts / cands.length));
  // A fixed playout count is a measurement setting: no deadline, so that the load does not change the choice.
  const cap = deadline && config.playouts === 0 ? started + budgetMs : Number.POSITIVE_INFINITY;
  return searchMove(mbHooks(v, seat, config, cands), {
    seat,
    // Whole rounds of the candidates (one world each with share 0).
    iterations: rounds * cands.length,
    rng,
    deadline: cap,
    onProgress,
    exploration: config.ucb,
    firstBias: config.bias,
    maxTreeDepth: config.depth,
    share: config.share,
    rootAllocation: config.root,
    maxPlies: 3000,
  }).move;
}

/** The Hard level's own tuning parameters (see HardConfig); the rest tune its heuristic's style (tunedStyle). */
export const HARD_PARAMS: BotParamSchema = {
  scale: { kind: 'number', positive: true },
  ucb: { kind: 'number', min: 0 },
  bias: { kind: 'number', min: 0 },
  depth: { kind: 'number', min: 1, integer: true },
  share: { kind: 'number', min: 0, integer: true },
  root: { kind: 'choice', values: ['ucb', 'rounds'] },
  rate: { kind: 'number', min: 0 },
  playouts: { kind: 'number', min: 0 },
  candidates: { kind: 'number', min: 0 },
  kinds: { kind: 'choice', values: ['ad', 'adm', 'admf'] },
  rollout: { kind: 'choice', values: ['normal', 'lean'] },
};

export function hardConfigWith(base: HardConfig, params: Readonly<Record<string, string>>): HardConfig {
  const next: HardConfig = { ...base };
  const styleParams: Record<string, string> = {};
  const own: Record<string, string> = {};
  for (const [key, raw] of Object.entries(params)) (key in HARD_PARAMS ? own : styleParams)[key] = raw;
  Object.assign(next, parseBotParams('hard', HARD_PARAMS, own));
  next.style = tunedStyle(base.style, styleParams);
  return next;
}
