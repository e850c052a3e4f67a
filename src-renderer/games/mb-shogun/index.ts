/** The renderer half of Milton Bradley's Shogun (registered in ../index.ts, loaded when a game of it is opened). */
import type { RendererGame } from '../renderer-game';
import MbTable from './MbTable.vue';
import ReplayBoard from './board/ReplayBoard.vue';
import { MB_SHOGUN_RULES } from './rules';
import { story } from './story';
import { replayShow } from './replay-show';
import { end } from './end';
import { placeWords } from '../../kit/words/ordinal';

export const game: RendererGame = {
  table: MbTable,
  rules: MB_SHOGUN_RULES,
  story,
  replayBoard: ReplayBoard,
  replayShow,
  end,
  startChoice: { headKey: 'mb-shogun.record.choice', label: (place, _t, locale) => placeWords(place, locale) },
};
