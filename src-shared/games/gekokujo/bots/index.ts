/**
 * The bot levels of Shogun: Gekokujō (beyond the generic random bot):
 * - easy: the heuristic player with a share of random legal moves;
 * - normal: the heuristic player (heuristic.ts).
 * Both decide from the seat's view alone; randomness from the Rng they are given.
 */
import type { Bot } from '../../../ai/bot';
import type { Rng } from '../../../kernel/rng';
import type { GekokujoView } from '../types';
import { EASY, NORMAL, heuristicMove } from './heuristic';

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

export const GEKOKUJO_BOTS: readonly Bot[] = [easyBot, normalBot];
export { heuristicMove, EASY, NORMAL } from './heuristic';
