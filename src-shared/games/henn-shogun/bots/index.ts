/**
 * The bot levels of Henn's Shogun (beyond the generic random bot):
 * - easy: the heuristic player with careless mistakes a player can see
 *   (heuristic.ts EASY), no noise and no random moves;
 * - normal: the heuristic player (heuristic.ts);
 * - hard: the one search (ISMCTS, src-shared/ai/ismcts.ts) over the hooks of
 *   search-hooks.ts: the heuristic's candidate plans, marches and seat-order
 *   choices, played out to the end of the season (through the winter after
 *   autumn) by heuristic players in worlds sampled from the view, scored by
 *   evaluate.ts; hard.ts says how it is configured and why.
 *
 * Every level decides from the seat's view alone; all randomness from the
 * Rng it is given, so a decision depends only on (view, seat, rng, budget).
 */
import { parseBotParams, type BotParamSchema } from '../../../ai/bot-params';
import type { Bot } from '../../../ai/bot';
import type { Rng } from '../../../kernel/rng';
import type { HennShogunMove, HennShogunView } from '../types';
import { EASY, NORMAL, heuristicMove } from './heuristic';
import { hardMove, type HardConfig } from './hard';

export const normalBot: Bot = {
  level: 'normal',
  description: 'A heuristic player: income, rice for winter, threats, majorities and the tower odds.',
  decide: (_ruleset, view, seat, rng: Rng) => heuristicMove(view as HennShogunView, seat, rng, NORMAL) satisfies HennShogunMove,
};

export const easyBot: Bot = {
  level: 'easy',
  description: 'The heuristic player with careless mistakes a player can see: forgets the winter until autumn, attacks on poor odds, marches all in, ignores the leader.',
  decide: (_ruleset, view, seat, rng: Rng) => heuristicMove(view as HennShogunView, seat, rng, EASY),
};

/** The Hard level's tuning parameters for the arena (see HardConfig), as a schema. */
export const HARD_PARAMS: BotParamSchema = {
  scale: { kind: 'number', positive: true },
  ucb: { kind: 'number', min: 0 },
  depth: { kind: 'number', min: 1, integer: true },
  bias: { kind: 'number', min: 0 },
  share: { kind: 'number', min: 0, integer: true },
  root: { kind: 'choice', values: ['ucb', 'rounds'] },
  rate: { kind: 'number', min: 0 },
  noisy: { kind: 'number', min: 0 },
  planCandidates: { kind: 'number', min: 0 },
  mutations: { kind: 'switch' },
  cap: { kind: 'switch' },
  opponents: { kind: 'choice', values: ['heuristic', 'random'] },
  rollout: { kind: 'choice', values: ['normal', 'lean'] },
  horizon: { kind: 'choice', values: ['season', 'year', 'game'] },
};

export const parseHardParams = (params: Readonly<Record<string, string>>): Partial<HardConfig> =>
  parseBotParams('hard', HARD_PARAMS, params) as Partial<HardConfig>;

function makeHardBot(config: Partial<HardConfig>, level: string): Bot {
  return {
    level,
    description: 'The one search (ISMCTS) over the heuristic’s plans, marches and seat choices in worlds sampled from its view (about the time budget per decision).',
    searches: true,
    decide: (_ruleset, view, seat, rng: Rng, budgetMs, options) =>
      hardMove(view as HennShogunView, seat, rng, { budgetMs, config, onProgress: options?.onProgress }),
    withParams: (params) => makeHardBot({ ...config, ...parseHardParams(params) }, level),
  };
}

export const hardBot: Bot = makeHardBot({}, 'hard');

export const HENN_SHOGUN_BOTS: readonly Bot[] = [easyBot, normalBot, hardBot];
export { heuristicMove, EASY, NORMAL } from './heuristic';
export { hardMove, HARD_DEFAULT_BUDGET_MS, HARD_DEFAULTS, type HardConfig } from './hard';
export { determinize } from '../determinize';
export { evaluateFor } from './evaluate';
