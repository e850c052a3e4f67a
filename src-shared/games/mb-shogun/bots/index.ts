/**
 * The bot levels of MB Shogun (beyond the generic random bot):
 * - easy: the heuristic player with 30% random decisions and a noisier
 *   attack threshold;
 * - normal: the heuristic player (heuristic.ts) with the combat calculator;
 * - hard: determinized flat Monte Carlo (hard.ts) over Normal's candidates.
 * Every level decides from the seat's view alone, all randomness from its Rng.
 */
import type { Bot } from '../../../ai/bot';
import type { MbShogunView } from '../types';
import { EASY, NORMAL, heuristicMove } from './heuristic';
import { hardMove } from './hard';

export const normalBot: Bot = {
  level: 'normal',
  description: 'A heuristic player: battles valued by their odds from a combat calculator, levies where threatened, conquests in Phase D.',
  decide: (_r, view, seat, rng) => heuristicMove(view as MbShogunView, seat, rng, NORMAL),
};

export const easyBot: Bot = {
  level: 'easy',
  description: 'The heuristic player with deliberate mistakes.',
  decide: (_r, view, seat, rng) => heuristicMove(view as MbShogunView, seat, rng, EASY),
};

export const hardBot: Bot = {
  level: 'hard',
  description: 'Monte Carlo search over the heuristic’s allocations and declarations in worlds sampled from the view.',
  searches: true,
  decide: (_r, view, seat, rng, budgetMs, options) => hardMove(view as MbShogunView, seat, rng, budgetMs, options?.onProgress),
};

export const MB_SHOGUN_BOTS: readonly Bot[] = [easyBot, normalBot, hardBot];
