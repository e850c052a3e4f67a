/** Gekokujō's words on a suggested move (hint.ts): the engine's chance, as the province card says it (odds.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'gekokujo.hint.attack': 'Attacking {province}: {pct}% to win it and hold it alone.',
    'gekokujo.hint.battle': 'Fighting in {province}: {pct}% to hold it alone.',
  },
  {
    'gekokujo.hint.attack': 'Angriff auf {province}: {pct} % Chance, sie zu gewinnen und allein zu halten.',
    'gekokujo.hint.battle': 'Schlacht in {province}: {pct} % Chance, sie allein zu halten.',
  },
);
