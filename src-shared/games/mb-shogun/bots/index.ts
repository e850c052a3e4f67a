/**
 * The bot levels of MB Shogun (beyond the generic random bot):
 * - easy: the heuristic player with mistakes a person can see (heuristic.ts
 *   EASY): no castles, a koku on the sword every round, armies marched
 *   beside stronger enemies, no eye for a runaway leader;
 * - normal: the heuristic player (heuristic.ts) with the combat calculator;
 *   it contests a rival close to victory (runawayLeader) and marches idle
 *   armies toward the front;
 * - hard: the one search (ai/ismcts.ts) over search-hooks.ts (hard.ts): its
 *   heuristic's candidates at the allocation, the marches and the
 *   declarations, compared in the same sampled worlds.
 * Every level decides from the seat's view alone, all randomness from its Rng.
 */
import type { Bot } from '../../../ai/bot';
import type { MbShogunView } from '../types';
import { EASY, NORMAL, heuristicMove, tunedStyle, type Style } from './heuristic';
import { HARD_DEFAULTS, hardConfigWith, hardMove, type HardConfig } from './hard';

function makeNormalBot(style: Style): Bot {
  return {
    level: 'normal',
    description: 'A heuristic player: battles valued by their odds from a combat calculator, levies where threatened, armies marching to the front, conquests in Phase D; turns on a player close to victory.',
    decide: (_r, view, seat, rng) => heuristicMove(view as MbShogunView, seat, rng, style),
    // Variants for measuring in the arena (normal:attackAt=0.4:ninjaAt=99).
    withParams: (params) => makeNormalBot(tunedStyle(style, params)),
  };
}

export const normalBot: Bot = makeNormalBot(NORMAL);

export const easyBot: Bot = {
  level: 'easy',
  description: 'The heuristic player with mistakes a person can see: it never builds a castle, puts a koku into the Swords box every round, marches its armies beside stronger enemy armies and never notices who is about to win.',
  decide: (_r, view, seat, rng) => heuristicMove(view as MbShogunView, seat, rng, EASY),
};

function makeHardBot(config: HardConfig): Bot {
  return {
    level: 'hard',
    description: 'The one search (ISMCTS) over the heuristic’s allocations, marches and declarations in worlds sampled from the view.',
    searches: true,
    decide: (_r, view, seat, rng, budgetMs, options) => hardMove(view as MbShogunView, seat, rng, budgetMs, options?.onProgress, true, config),
    // Variants for measuring in the arena (hard:playouts=64, hard:share=1:root=ucb).
    withParams: (params) => makeHardBot(hardConfigWith(config, params)),
  };
}

export const hardBot: Bot = makeHardBot(HARD_DEFAULTS);

export const MB_SHOGUN_BOTS: readonly Bot[] = [easyBot, normalBot, hardBot];
