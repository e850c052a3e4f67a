/** The renderer half of Kunitori! (registered in ../index.ts, loaded when a game of it is opened). */
import { hint } from './hint';
import type { RendererGame } from '../renderer-game';
import KunitoriTable from './KunitoriTable.vue';
import ReplayBoard from './ReplayBoard.vue';
import { replayShow } from './replay-show';
import { KUNITORI_RULES } from './rules';
import { story } from './story';
import { end } from './end';
import { placeWords } from '../../kit/words/ordinal';

export const game: RendererGame = {
  table: KunitoriTable,
  rules: KUNITORI_RULES,
  story,
  replayBoard: ReplayBoard,
  // The replay board shows every hand the frame holds: no seats panel (`replaySeats`).
  replayShow,
  end,
  startChoice: { headKey: 'kunitori.record.choice', label: (place, _t, locale) => placeWords(place, locale) },
  hint,
};
