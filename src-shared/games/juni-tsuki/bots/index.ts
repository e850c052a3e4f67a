/**
 * The bot levels of Jūni-tsuki (beyond the generic random bot):
 * - easy: the heuristic with noise and a share of random moves;
 * - normal: the heuristic (heuristic.ts): one move looked ahead on the engine;
 * - hard: flat Monte Carlo over the heuristic's best moves (hard.ts).
 * Every level decides from the seat's view alone.
 */
import type { Bot } from '../../../ai/bot';
import type { Rng } from '../../../kernel/rng';
import type { JuniView } from '../types';
import { EASY, NORMAL, heuristicMove } from './heuristic';

export const easyBot: Bot = {
  level: 'easy',
  description: 'The heuristic player with deliberate mistakes.',
  decide: (_r, view, seat, rng: Rng) => heuristicMove(view as JuniView, seat, rng, EASY),
};

export const normalBot: Bot = {
  level: 'normal',
  description: 'Looks one move ahead: castles, income points, threats, battle odds by the factor rule; trusts only allies.',
  decide: (_r, view, seat, rng: Rng) => heuristicMove(view as JuniView, seat, rng, NORMAL),
};

export const JUNI_TSUKI_BOTS: readonly Bot[] = [easyBot, normalBot];
export { heuristicMove, EASY, NORMAL } from './heuristic';
