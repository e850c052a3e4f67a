/**
 * What `tenka fairness` asks of MB Shogun: colour i is seat i (and 2-player
 * seats play colours s and s + 2), so the colour says nothing the seat does
 * not; what the seed does draw is the setup order (swords drawn at setup,
 * setup.ts), so the label is the seat's first place in it ('1st').
 * A seat is out when none of its colours is alive.
 */
import type { FairnessHooks } from '../game-module';
import type { MbShogunState } from './types';

const ordinal = (k: number): string => `${k}${['st', 'nd', 'rd'][k - 1] ?? 'th'}`;

export const MB_FAIRNESS: FairnessHooks = {
  choiceName: 'place in the setup order',
  startChoice: (_final, seat, initial) => {
    const s = initial as MbShogunState;
    const place = s.order.findIndex((c) => s.colours[c]?.seat === seat);
    return place < 0 ? null : ordinal(place + 1);
  },
  isOut: (state, seat) => !(state as MbShogunState).colours.some((c) => c.seat === seat && c.alive),
};
