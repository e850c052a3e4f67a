/** The renderer half of Henn's Shogun (registered in ../index.ts, loaded when a game of it is opened). */
import type { RendererGame } from '../renderer-game';
import HennOptionsForm from './HennOptionsForm.vue';
import HennTable from './HennTable.vue';
import ReplayBoard from './board/ReplayBoard.vue';
import ReplaySeats from './ReplaySeats.vue';
import { HENN_SHOGUN_RULES } from './rules';
import { story } from './story';
import { towerShowAt } from './tower/replay-show';
// A replay's throw: the live table's tower view, with the props the replay dialog gives every show.
import TowerView from './tower/TowerView.vue';
import { end } from './end';
import { hint } from './hint';

export const game: RendererGame = {
  table: HennTable,
  optionsForm: HennOptionsForm,
  rules: HENN_SHOGUN_RULES,
  story,
  replayBoard: ReplayBoard,
  replaySeats: ReplaySeats,
  replayShow: { at: towerShowAt, component: TowerView },
  end,
  startChoice: { headKey: 'henn-shogun.record.choice', label: (group, t) => t('henn-shogun.record.group', { group }) },
  hint,
};
