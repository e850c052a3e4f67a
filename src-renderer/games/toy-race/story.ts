/** Toy Race's words for the log and replays (renderer-game.ts `GameStory`): the telling's lines, a move, a position. */
import { TOY_ROUNDS, type ToyMove } from '@shared/games/toy-race/public';
import type { GameStory } from '../renderer-game';
import { bareContext } from '../../kit/table/telling';
import { line } from './telling';
import { asToyView } from './toy-view';

export const story: GameStory = {
  describeEvent: (event, name, t) => line(event, bareContext(t, name)),
  // Another seat's bid is its secret until all are in (the caller passes undefined then).
  describeMove: (who, move, t) => {
    const m = move as ToyMove | undefined;
    return m && typeof m.bid === 'number' ? t('toy-race.move.bid', { who, n: m.bid }) : t('toy-race.move.secret', { who });
  },
  situation: (raw, t) => {
    const v = asToyView(raw);
    return v ? t('toy-race.situation', { round: v.round, rounds: TOY_ROUNDS }) : null;
  },
};
