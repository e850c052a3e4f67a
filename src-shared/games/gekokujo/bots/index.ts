/**
 * The bot levels of Shogun: Gekokujō (beyond the generic random bot):
 * - easy: the heuristic player with a share of random legal moves;
 * - normal: the heuristic player (heuristic.ts);
 * - hard: determinized flat Monte Carlo over the heuristic's candidates (hard.ts).
 * Both decide from the seat's view alone; randomness from the Rng they are given.
 */
import type { Bot } from '../../../ai/bot';
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

function makeHardBot(config: Partial<HardConfig>): Bot {
  return {
    level: 'hard',
    description: 'Monte Carlo search over the heuristic’s best marches, a bolder attack and recruit places, in sampled worlds played to the end of the round.',
    searches: true,
    decide: (_ruleset, view, seat, rng: Rng, budgetMs) => hardMove(view as GekokujoView, seat, rng, budgetMs, config),
    withParams: (params) => {
      const next: Partial<HardConfig> = { ...config };
      for (const [k, raw] of Object.entries(params)) {
        const x = Number(raw);
        if (!(k in HARD_DEFAULTS) || !Number.isFinite(x) || x < 0) throw new Error(`hard: unknown parameter or bad value ${k}=${raw} (known: ${Object.keys(HARD_DEFAULTS).join(', ')})`);
        next[k as keyof HardConfig] = x;
      }
      return makeHardBot(next);
    },
  };
}

export const hardBot: Bot = makeHardBot({});

export const GEKOKUJO_BOTS: readonly Bot[] = [easyBot, normalBot, hardBot];
export { heuristicMove, EASY, NORMAL } from './heuristic';
