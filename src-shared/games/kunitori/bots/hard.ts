import type { Bot } from '../../../ai/bot';
import type { Rng } from '../../../kernel/rng';
import type { KunitoriView } from '../types';
import { NORMAL, heuristicMove } from './heuristic';

export const hardBot: Bot = {
  level: 'hard',
  description: 'placeholder',
  decide: (_r, view, seat, rng: Rng) => heuristicMove(view as KunitoriView, seat, rng, NORMAL),
};
