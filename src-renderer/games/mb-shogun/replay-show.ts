/**
 * A replay's show for Milton Bradley's Shogun: a battle's dice, step by step
 * as the engine rolled them (the ReplayShow contract in ../renderer-game.ts).
 */
import type { ReplayShow } from '../renderer-game';
import { provinceName } from './mb-view';
import { battleAt } from './battle-steps';
import ReplayBattle from './ReplayBattle.vue';

export const replayShow: ReplayShow = {
  at(events, index, t) {
    const battle = battleAt(events, index);
    if (!battle || battle.steps.length === 0) return null;
    return { title: t('mb-shogun.battle.replayTitle', { province: provinceName(battle.start.to) }), props: { battle } };
  },
  component: ReplayBattle,
};
