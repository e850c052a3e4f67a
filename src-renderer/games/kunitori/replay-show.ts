/**
 * Kunitori!'s side of the replay's `replayShow` contract (../renderer-game.ts):
 * a `battle` event is shown as it happened, strengths counted up and the award.
 */
import type { ReplayShow } from '../renderer-game';
import BattleShow from './BattleShow.vue';
import { asEvent } from './telling';

export const replayShow: ReplayShow = {
  at(events, index, t) {
    const e = asEvent(events[index]);
    if (e?.type !== 'battle') return null;
    return { title: t('kunitori.show.title', { a: e.attack, d: e.defence }), props: { battle: e } };
  },
  component: BattleShow,
};
