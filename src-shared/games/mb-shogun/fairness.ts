/**
 * What `tenka fairness` asks of MB Shogun: colour i is seat i (and 2-player
 * seats play colours s and s + 2), so the colour says nothing the seat does
 * not; what the seed does draw is the setup order (swords drawn at setup,
 * setup.ts), so the label is the seat's place in it by its first colour ('1st').
 * A seat is out when none of its colours is alive.
 */
import type { FairnessHooks } from '../game-module';
import type { MbShogunState } from './types';

const ordinal = (k: number): string => `${k}${['st', 'nd', 'rd'][k - 1] ?? 'th'}`;

export const MB_FAIRNESS: FairnessHooks = {
  choiceName: 'place in the setup order',
  // The first state with a sword order has the setup order (at setup; with 2 players after the split).
  startChoice: (state, seat) => {
    const s = state as MbShogunState;
    // Seats by their first colour in the order (2 players: each seat has two colours).
    const seats = [...new Set(s.order.map((c) => s.colours[c]!.seat))];
    const place = seats.indexOf(seat);
    return place < 0 ? null : ordinal(place + 1);
  },
  isOut: (state, seat) => !(state as MbShogunState).colours.some((c) => c.seat === seat && c.alive),
};
