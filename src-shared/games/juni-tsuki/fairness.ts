/**
 * What `tenka fairness` asks of Jūni-tsuki: the home castle a seat starts
 * from (one of its player count's set, data/reconstruction.ts HOME_CASTLES,
 * drawn by lot by default), by its province, and whether the seat is out (no
 * Daimyō left).
 */
import type { FairnessHooks } from '../game-module';
import { mbId } from '../../maps/mb-board';
import { CASTLE_PROVINCE } from './map';
import type { JuniState } from './types';

export const JUNI_FAIRNESS: FairnessHooks = {
  choiceName: 'home castle',
  startChoice: (_state, seat, initial) => {
    const home = (initial as JuniState).players[seat]?.home;
    return home === undefined ? null : mbId(CASTLE_PROVINCE[home]!);
  },
  isOut: (state, seat) => (state as JuniState).players[seat]?.out ?? false,
};
