/**
 * The replay's show for Jūni-tsuki (RendererGame.replayShow): a battle's
 * d20 skirmishes, played in the dice tray from the move's events (the
 * factors event and the skirmishes after it).
 */
import type { ReplayShow } from '../renderer-game';
import { battleAt } from './battle-story';
import ReplayBattle from './ReplayBattle.vue';

export const replayShow: ReplayShow = {
  at(events, index, t) {
    const battle = battleAt(events, index);
    return battle ? { title: t('juni-tsuki.battle.replayTitle'), props: { battle } } : null;
  },
  component: ReplayBattle,
};
