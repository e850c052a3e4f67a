/**
 * The bot levels of Shogun: Gekokujō (beyond the generic random bot):
 * - easy: the heuristic player with a share of random legal moves;
 * - normal: the heuristic player (heuristic.ts);
 * - hard: the one search, ISMCTS (ai/ismcts.ts), over the heuristic's candidates (search-hooks.ts, hard.ts);
 *   the former flat Monte Carlo stays reachable as `search: 'flat'` for measuring.
 * Both decide from the seat's view alone; randomness from the Rng they are given.
 */
import type { Bot } from '../../../ai/bot';
import { parseBotParams, type BotParamSchema } from '../../../ai/bot-params';
import type { Rng } from '../../../kernel/rng';
import type { GekokujoView } from '../types';
import { EASY, NORMAL, heuristicMove } from './heuristic';
import { HARD_DEFAULTS, hardMove, type HardConfig } from './hard';

export const normalBot: Bot = {
  level: 'normal',
  description: 'A heuristic player: expands into empty provinces, attacks on good d6 odds, recruits at the front.',
  decide: (_ruleset, view, seat, rng: Rng) => heuristicMove(view as GekokujoView, seat, rng, NORMAL),
};

export const easyBot: Bot = {
  level: 'easy',
  description: 'The heuristic player with deliberate mistakes.',
  decide: (_ruleset, view, seat, rng: Rng) => heuristicMove(view as GekokujoView, seat, rng, EASY),
};

/** The Hard level's tuning parameters for the arena (see HardConfig): a number ≥ 0 but for the two choices, as a schema. */
export const HARD_PARAMS: BotParamSchema = Object.fromEntries(
  Object.keys(HARD_DEFAULTS).map((key) => [
    key,
    key === 'search' ? { kind: 'choice', values: ['tree', 'flat'] } : key === 'rollout' ? { kind: 'choice', values: ['view', 'lean'] } : { kind: 'number', min: 0 },
  ]),
);

export const parseHardParams = (params: Readonly<Record<string, string>>): Partial<HardConfig> =>
  parseBotParams('hard', HARD_PARAMS, params) as Partial<HardConfig>;

function makeHardBot(config: Partial<HardConfig>): Bot {
  return {
    level: 'hard',
    description: 'Tree search over its own marches, recruits and answers of the round (the heuristic’s best, a bolder attack), in worlds sampled from what it can see and played to the round’s end.',
    searches: true,
    decide: (_ruleset, view, seat, rng: Rng, budgetMs, options) => hardMove(view as GekokujoView, seat, rng, budgetMs, config, options?.onProgress),
    withParams: (params) => makeHardBot({ ...config, ...parseHardParams(params) }),
  };
}

export const hardBot: Bot = makeHardBot({});

export const GEKOKUJO_BOTS: readonly Bot[] = [easyBot, normalBot, hardBot];
export { heuristicMove, EASY, NORMAL } from './heuristic';
