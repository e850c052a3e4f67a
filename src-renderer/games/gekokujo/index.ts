/** The renderer half of Shogun: Gekokujō (registered in ../index.ts, loaded when a game of it is opened). */
import type { RendererGame } from '../renderer-game';
import GekOptionsForm from './GekOptionsForm.vue';
import GekTable from './GekTable.vue';
import ReplayBoard from './board/ReplayBoard.vue';
import { replayShow } from './replay-show';
import { GEKOKUJO_RULES } from './rules';
import { story } from './story';
import { end } from './end';
import { hint } from './hint';

export const game: RendererGame = {
  table: GekTable,
  optionsForm: GekOptionsForm,
  rules: GEKOKUJO_RULES,
  story,
  replayBoard: ReplayBoard,
  // Treasuries are the only per-seat secret: no seats panel of the board's replay (`replaySeats`).
  replayShow,
  end,
  startChoice: { headKey: 'gekokujo.record.choice', label: (clan, t) => t(`gekokujo.clan.${clan}`) },
  hint,
};
