/**
 * The Hard level: a search over candidates of Hard's heuristic at the two
 * decisions that shape a round — the koku allocation and the Phase B
 * declarations — in worlds sampled from the seat's view (hard-config.ts
 * `determinize`), played on by Normal players to the end of the round (an
 * allocation) or of the seat's war (a declaration) and scored by `evaluate`.
 * Every other decision is Hard's heuristic's.
 *
 * Two searches, chosen by `search` (arena: `hard:search=flat|tree`):
 * - 'flat': determinized flat Monte Carlo (ai/flat-mc.ts): every candidate
 *   plays the same worlds, the best mean wins;
 * - 'tree': the one search (ai/ismcts.ts, information-set MCTS) over the
 *   hooks of search-hooks.ts: the same candidates at the root, the seat's
 *   later searched decisions inside the horizon as deeper levels, the others
 *   deciding from their own view of each world. Its iterations are the flat
 *   search's playouts (rounds × candidates), so the two cost the same.
 * Which is the default is decided by the head-to-head in docs/games/mb-shogun.md.
 *
 * Budget: the number of playouts is fixed by the budget at a fixed rate
 * (`rate` per second) or set outright (`playouts`), so a decision depends only
 * on (view, seat, rng, budget); the budget is also a hard cap (only a slow
 * machine stops early; never with a fixed `playouts`).
 */
import { parseBotParams, type BotParamSchema } from '../../../ai/bot-params';
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import { searchMove } from '../../../ai/ismcts';
import type { Rng } from '../../../kernel/rng';
import { cloneState } from '../clone';
import { mbShogun } from '../index';
import type { MbShogunMove, MbShogunState, MbShogunView } from '../types';
import { heuristicMove, tunedStyle } from './heuristic';
import { HARD_DEFAULTS, candidates, determinize, evaluate, playoutPolicy, type HardConfig } from './hard-config';
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
  if (!d || (d.kind !== 'allocate' && d.kind !== 'declare')) return heuristicMove(v, seat, rng, config.style);
  const cands = candidates(v, seat, rng, d.kind, config);
  if (cands.length <= 1) return cands[0]!;
  const round = v.round;
  const warIndex = v.war?.index ?? -1;
  const playouts = config.playouts > 0 ? config.playouts : roundsFor(budgetMs, config.rate);
  const rounds = Math.max(2, Math.floor(playouts / cands.length));
  // A fixed playout count is a measurement setting: no deadline, so that the load does not change the choice.
  const cap = deadline && config.playouts === 0 ? started + budgetMs : Number.POSITIVE_INFINITY;
  if (config.search === 'tree') {
    return searchMove(mbHooks(v, seat, config, cands), {
      seat,
      // The flat search's playouts below, one per iteration: the same cost.
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
  const result = flatMonteCarlo<MbShogunState, MbShogunMove>({
    ruleset: mbShogun,
    seat,
    candidates: cands,
    determinize: (r) => determinize(v, r),
    clone: cloneState,
    policy: playoutPolicy(seat, config.style),
    evaluate,
    // Allocations play to the end of the round; declarations to the end of this colour's war.
    stop: (s) => s.stage.kind === 'over' || s.round > round || (d.kind === 'declare' && (s.war === null || s.war.index !== warIndex)),
    rounds,
    halving: config.halving,
    deadline: cap,
    onProgress,
    maxPlies: 3000,
    rng,
  });
  // The heuristic's choice (candidate 0) stands unless another is clearly better.
  if (result.played[0] === Math.max(...result.played) && result.means[result.index]! - result.means[0]! <= config.margin) return cands[0]!;
  return result.move;
}

/** The arena's `hard:key=value` parameters: HardConfig's numbers; any other key tunes Hard's own heuristic (tunedStyle). */
/** The Hard level's own tuning parameters (see HardConfig); the rest tune its heuristic's style (tunedStyle). */
export const HARD_PARAMS: BotParamSchema = {
  search: { kind: 'choice', values: ['tree', 'flat'] },
  scale: { kind: 'number', positive: true },
  ucb: { kind: 'number', min: 0 },
  bias: { kind: 'number', min: 0 },
  depth: { kind: 'number', min: 1, integer: true },
  share: { kind: 'number', min: 0, integer: true },
  root: { kind: 'choice', values: ['ucb', 'rounds'] },
  rate: { kind: 'number', min: 0 },
  playouts: { kind: 'number', min: 0 },
  candidates: { kind: 'number', min: 0 },
  halving: { kind: 'number', min: 0 },
  margin: { kind: 'number', min: 0 },
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
