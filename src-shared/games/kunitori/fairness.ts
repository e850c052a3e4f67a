/**
 * What `tenka fairness` asks of Kunitori: no clan or side to choose, but the
 * seed draws the starting player, so a seat's place in the turn order
 * ('1st' = starts) is its start position. Nobody is eliminated.
 */
import type { FairnessHooks } from '../game-module';
import type { KunitoriState } from './types';

const ordinal = (k: number): string => `${k}${['st', 'nd', 'rd'][k - 1] ?? 'th'}`;

export const KUNITORI_FAIRNESS: FairnessHooks = {
  choiceName: 'place in the turn order',
  startChoice: (_state, seat, initial) => {
    const s = initial as KunitoriState;
    const n = s.players.length;
    return ordinal(((seat - s.start + n) % n) + 1);
  },
};
