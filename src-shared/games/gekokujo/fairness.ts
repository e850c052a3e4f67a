/**
 * What `tenka fairness` asks of Gekokujō: the clan each seat played (chosen in
 * the game's first step; null before) and whether a seat is out (eliminated). The state has no round of elimination; the report notes
 * the round it first sees the flag.
 */
import type { FairnessHooks } from '../game-module';
import type { GekokujoState } from './types';

export const GEKOKUJO_FAIRNESS: FairnessHooks = {
  choiceName: 'clan',
  startChoice: (state, seat) => (state as GekokujoState).players[seat]?.clan ?? null,
  isOut: (state, seat) => (state as GekokujoState).players[seat]?.eliminated ?? false,
};
