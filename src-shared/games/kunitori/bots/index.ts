/**
 * The bot levels of Kunitori! (beyond the generic random bot):
 * - bigmoney: the classic Big Money yardstick (big-money.ts);
 * - easy: the heuristic player with visible mistakes (heuristic.ts `careless`), no random moves;
 * - normal: the heuristic player (heuristic.ts);
 * - hard: the one search (ai/ismcts.ts) over Kunitori's hooks (search-hooks.ts, hard.ts).
 * Every level decides from the seat's view alone, all randomness from its Rng.
 */
import type { Bot } from '../../../ai/bot';
import type { Rng } from '../../../kernel/rng';
import type { KunitoriView } from '../types';
import { bigMoneyMove } from './big-money';
import { EASY, NORMAL, heuristicMove } from './heuristic';
import { hardBot } from './hard';

export const bigMoneyBot: Bot = {
  level: 'bigmoney',
  description: 'Big Money: buys Land, Gold, Silber (Präfektur near the end); plays no actions, never fights.',
  decide: (_r, view, seat) => bigMoneyMove(view as KunitoriView, seat),
};

export const easyBot: Bot = {
  level: 'easy',
  description: 'The heuristic player with deliberate mistakes.',
  decide: (_r, view, seat, rng: Rng) => heuristicMove(view as KunitoriView, seat, rng, EASY),
};

export const normalBot: Bot = {
  level: 'normal',
  description: 'A heuristic player: buys by deck and stage, battles by expected award, ambush or reinforcement by the odds.',
  decide: (_r, view, seat, rng: Rng) => heuristicMove(view as KunitoriView, seat, rng, NORMAL),
};

export const KUNITORI_BOTS: readonly Bot[] = [bigMoneyBot, easyBot, normalBot, hardBot];
