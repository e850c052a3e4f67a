/** The renderer half of Toy Race, the test game (registered in ../index.ts, loaded when a game of it is opened). */
import type { RendererGame } from '../renderer-game';
import ToyTable from './ToyTable.vue';
import ReplayBoard from './ReplayBoard.vue';
import { TOY_RULES } from './rules';
import { story } from './story';
import { end } from './end';

export const game: RendererGame = {
  table: ToyTable,
  // No options besides the players: the generic form draws the (empty) schema.
  optionsForm: null,
  rules: TOY_RULES,
  story,
  replayBoard: ReplayBoard,
  // The track shows every runner's energy and steps; nothing else is held.
  replaySeats: null,
  end,
};
