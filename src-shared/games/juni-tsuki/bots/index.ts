/**
 * The bot levels of Jūni-tsuki (beyond the generic random bot):
 * - easy: the heuristic with noise and a share of random moves;
 * - normal: the heuristic (heuristic.ts): one move looked ahead on the engine;
 * - hard: the heuristic with a look-ahead over its own month (plan.ts), and flat Monte Carlo over its best plans (hard.ts).
 * Every level decides from the seat's view alone.
 */
import type { Bot } from '../../../ai/bot';
import type { Rng } from '../../../kernel/rng';
import type { JuniView } from '../types';
import { EASY, NORMAL, freeMove, heuristicMove } from './heuristic';
import { WEIGHTS } from './evaluate';
import { HARD_DEFAULTS, hardMove, type HardConfig } from './hard';

export const easyBot: Bot = {
  level: 'easy',
  description: 'The heuristic player with deliberate mistakes.',
  decide: (_r, view, seat, rng: Rng) => heuristicMove(view as JuniView, seat, rng, EASY),
  freeAction: (_r, view, seat, rng: Rng) => freeMove(view as JuniView, seat, rng, EASY),
};

export const normalBot: Bot = {
  level: 'normal',
  description: 'Looks one move ahead: castles, income points, threats, battle odds by the factor rule; trusts only allies.',
  decide: (_r, view, seat, rng: Rng) => heuristicMove(view as JuniView, seat, rng, NORMAL),
  freeAction: (_r, view, seat, rng: Rng) => freeMove(view as JuniView, seat, rng, NORMAL),
};

function parseHardParams(params: Readonly<Record<string, string>>): Partial<HardConfig> {
  const out: Partial<HardConfig> = {};
  for (const [key, raw] of Object.entries(params)) {
    if (key === 'search') {
      if (raw !== 'on' && raw !== 'off') throw new Error(`hard: search is 'on' or 'off', not '${raw}'`);
      out.search = raw === 'on';
    } else if (key.startsWith('w.') && key.slice(2) in WEIGHTS) {
      // A weight of Hard's own evaluation (w.castle=40): for measuring styles.
      const x = Number(raw);
      if (!Number.isFinite(x)) throw new Error(`hard: ${key} must be a number, not '${raw}'`);
      out.weights = { ...out.weights, [key.slice(2)]: x };
    } else if (key === 'cap') {
      if (raw !== 'on' && raw !== 'off') throw new Error(`hard: cap is 'on' or 'off', not '${raw}'`);
      out.cap = raw === 'on';
    } else if (key === 'playouts') {
      const x = Number(raw);
      if (!Number.isInteger(x) || x < 0) throw new Error(`hard: playouts must be a whole number ≥ 0, not '${raw}'`);
      out.playouts = x;
    } else if (key === 'candidates' || key === 'rate' || key === 'horizon' || key === 'margin' || key === 'tolerance' || key === 'depth' || key === 'beam') {
      const x = Number(raw);
      if (!Number.isFinite(x) || x <= 0) throw new Error(`hard: ${key} must be a positive number, not '${raw}'`);
      out[key] = x;
    } else throw new Error(`hard: unknown parameter '${key}' (known: ${Object.keys(HARD_DEFAULTS).join(', ')})`);
  }
  return out;
}

function makeHardBot(config: Partial<HardConfig>): Bot {
  return {
    level: 'hard',
    description: 'Plans its whole month (every move valued by the best position its own next moves reach), then tests its best plans in worlds sampled from what it can see.',
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
