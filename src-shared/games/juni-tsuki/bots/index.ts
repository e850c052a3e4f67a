/**
 * The bot levels of Jūni-tsuki (beyond the generic random bot):
 * - easy: the heuristic with mistakes a player can see (heuristic.ts EASY), no random moves;
 * - normal: the heuristic (heuristic.ts): one move looked ahead on the engine;
 * - hard: the heuristic with a look-ahead over its own month (plan.ts), then the one search (ai/ismcts.ts) over its
 *   best plans in worlds sampled from its view (search-hooks.ts, hard.ts).
 * Every level decides from the seat's view alone.
 */
import type { Bot } from '../../../ai/bot';
import { parseBotParams, type BotParamSchema } from '../../../ai/bot-params';
import type { Rng } from '../../../kernel/rng';
import type { JuniView } from '../types';
import { EASY, NORMAL, freeMove, heuristicMove } from './heuristic';
import { WEIGHTS } from './evaluate';
import { HARD_DEFAULTS, hardMove, type HardConfig } from './hard';

export const easyBot: Bot = {
  level: 'easy',
  description: 'The heuristic player with visible mistakes: strands samurai, seldom attacks, stays near home, lets anyone pass, no Fire in defence, ignores the leader.',
  decide: (_r, view, seat, rng: Rng) => heuristicMove(view as JuniView, seat, rng, EASY),
  freeAction: (_r, view, seat, rng: Rng) => freeMove(view as JuniView, seat, rng, EASY),
};

export const normalBot: Bot = {
  level: 'normal',
  description: 'Looks one move ahead: castles, income points, threats, battle odds by the factor rule; trusts only allies.',
  decide: (_r, view, seat, rng: Rng) => heuristicMove(view as JuniView, seat, rng, NORMAL),
  freeAction: (_r, view, seat, rng: Rng) => freeMove(view as JuniView, seat, rng, NORMAL),
};

/** The Hard level's tuning parameters for the arena (see HardConfig), as a schema; `w.<name>` sets a weight of its evaluation. */
export const HARD_PARAMS: BotParamSchema = {
  search: { kind: 'switch' },
  rollout: { kind: 'choice', values: ['fast', 'lean'] },
  horizon: { kind: 'choice', values: ['month', 'round'] },
  normal: { kind: 'switch' },
  threats: { kind: 'switch' },
  quit: { kind: 'choice', values: ['always', 'plan'] },
  settled: { kind: 'switch' },
  safe: { kind: 'number', min: 0, integer: true },
  follow: { kind: 'switch' },
  eval: { kind: 'choice', values: ['hand', 'fit'] },
  share: { kind: 'number', min: 0, integer: true },
  rounds: { kind: 'switch' },
  treeCandidates: { kind: 'number', positive: true, integer: true },
  scale: { kind: 'number', positive: true },
  ucb: { kind: 'number', min: 0 },
  treeDepth: { kind: 'number', positive: true, integer: true },
  bias: { kind: 'number', min: 0 },
  plies: { kind: 'number', positive: true, integer: true },
  roundPlies: { kind: 'number', positive: true, integer: true },
  cap: { kind: 'switch' },
  playouts: { kind: 'number', min: 0, integer: true },
  candidates: { kind: 'number', positive: true },
  rate: { kind: 'number', positive: true },
  margin: { kind: 'number', positive: true },
  tolerance: { kind: 'number', positive: true },
  depth: { kind: 'number', positive: true },
  beam: { kind: 'number', positive: true },
  endgame: { kind: 'number', min: 0, integer: true },
  endWork: { kind: 'number', positive: true, integer: true },
  endPlies: { kind: 'number', positive: true, integer: true },
  endTolerance: { kind: 'number', min: 0 },
  endshare: { kind: 'choice', values: ['split', 'win'] },
};

/** `w.castle=40`: a weight of Hard's own evaluation, for measuring styles. */
const WEIGHT_PARAMS = { 'w.': { spec: { kind: 'number' } as const, keys: Object.keys(WEIGHTS) } };

export function parseHardParams(params: Readonly<Record<string, string>>): Partial<HardConfig> {
  const parsed = parseBotParams('hard', HARD_PARAMS, params, WEIGHT_PARAMS);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key.startsWith('w.')) out.weights = { ...(out.weights as object | undefined), [key.slice(2)]: value };
    else out[key] = value;
  }
  return out as Partial<HardConfig>;
}

function makeHardBot(config: Partial<HardConfig>): Bot {
  return {
    level: 'hard',
    description: 'Plans its whole month (every move valued by the best position its own next moves reach), then tests its best plans in worlds sampled from what it can see (the one search, ISMCTS).',
    searches: config.search ?? HARD_DEFAULTS.search,
    decide: (_r, view, seat, rng: Rng, budgetMs, options) => hardMove(view as JuniView, seat, rng, { budgetMs, config, onProgress: options?.onProgress }),
    // Hard declares as Normal does (a free action is one move: nothing to plan).
    freeAction: (_r, view, seat, rng: Rng) => freeMove(view as JuniView, seat, rng, NORMAL),
    withParams: (params) => makeHardBot({ ...config, ...parseHardParams(params) }),
  };
}

export const hardBot: Bot = makeHardBot({});

export const JUNI_TSUKI_BOTS: readonly Bot[] = [easyBot, normalBot, hardBot];
export { heuristicMove, EASY, NORMAL } from './heuristic';
export { hardMove, HARD_DEFAULTS } from './hard';
