/**
 * The replay's shows for Jūni-tsuki (RendererGame.replayShow): a battle's
 * d20 skirmishes, played in the dice tray from the move's events (the
 * factors event and the skirmishes after it), and a year end's fate cards
 * (at the first one drawn, all of that year end's cards face up).
 */
import type { ReplayShow } from '../renderer-game';
import { battleAt } from './battle-story';
import { fatesAt } from './fate-cards';
import ReplayJuniShow from './ReplayJuniShow.vue';

export const replayShow: ReplayShow = {
  at(events, index, t) {
    const battle = battleAt(events, index);
    if (battle) return { title: t('juni-tsuki.battle.replayTitle'), props: { battle } };
    const draws = fatesAt(events, index);
    return draws ? { title: t('juni-tsuki.fateCards.title'), props: { draws }, watch: t('juni-tsuki.fateCards.watch') } : null;
  },
  component: ReplayJuniShow,
};
