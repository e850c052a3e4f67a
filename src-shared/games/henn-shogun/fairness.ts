/**
 * What `tenka fairness` asks of Henn's Shogun: the beginners' start group a
 * seat held ("speler A".."E" of the fixed setup, data/setups.ts), found from
 * the provinces it owned after setup, so the label stays right if groups are
 * ever dealt to seats by the seed. The draft has no fixed group (null).
 * Nobody is eliminated in this game (no isOut).
 */
import type { FairnessHooks } from '../game-module';
import { provinceIndex } from './board';
import { FIXED_SETUPS } from './data/setups';
import type { HennShogunState } from './types';

export const HENN_FAIRNESS: FairnessHooks = {
  choiceName: 'start group',
  startChoice: (_state, seat, initial) => {
    const s = initial as HennShogunState;
    if (s.options.setup === 'draft') return null;
    const rows = FIXED_SETUPS[s.options.players as 3 | 4 | 5];
    const group = rows.findIndex((row) => s.provinces[provinceIndex(row[0]![0])]?.owner === seat);
    return group < 0 ? null : String.fromCharCode(65 + group);
  },
};
