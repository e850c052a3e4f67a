/** The renderer half of Jūni-tsuki (registered in ../index.ts, loaded when a game of it is opened). */
import type { RendererGame } from '../renderer-game';
import JuniTable from './JuniTable.vue';
import ReplayBoard from './board/ReplayBoard.vue';
import { replayShow } from './replay-show';
import { JUNI_TSUKI_RULES } from './rules';
import { story } from './story';
import { end } from './end';
import { MB_PROVINCES } from '@shared/maps/mb-board';

export const game: RendererGame = {
  table: JuniTable,
  rules: JUNI_TSUKI_RULES,
  story,
  replayBoard: ReplayBoard,
  replayShow,
  end,
  // The home castle by its province's id (the engine's fairness hook): its name, the same in every language.
  startChoice: { headKey: 'juni-tsuki.record.choice', label: (id) => MB_PROVINCES.find((p) => p.id === id)?.name ?? id },
};
