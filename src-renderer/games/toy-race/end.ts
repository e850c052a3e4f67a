/** What the end summary (kit/summary) asks Toy Race: the steps run per seat, and how the race was won. */
import type { GameEnd } from '../renderer-game';
import { asToyView } from './toy-view';

export const end: GameEnd = {
  standing: (raw) => asToyView(raw)?.positions.slice() ?? null,
  standingKey: 'toy-race.table.steps',
  condition: (_view, _events, t) => t('toy-race.end.condition'),
};
