/**
 * Battles a replay can play back as they happened (RendererGame.replayShow):
 * each 'dice' event of a move is shown on the dice tray with the engine's
 * rolled values (BattleDice.vue emits `done` once shown or skipped).
 */
import type { ReplayShow } from '../renderer-game';
import BattleDice from './BattleDice.vue';
import { provinceName } from './gek-view';
import { diceEvent } from './telling';

export const replayShow: ReplayShow = {
  at(events, index, t) {
    const e = diceEvent(events[index]);
    if (!e) return null;
    return { title: t('gekokujo.table.battleTitle', { province: provinceName(e.province), phase: t(`gekokujo.phase.${e.phase}`) }), props: { event: e } };
  },
  component: BattleDice,
};
