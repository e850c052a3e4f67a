/** Kunitori!'s words on a suggested move (hint.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'kunitori.hint.points': '{card} is worth {n} {n|point|points} at the end.',
    'kunitori.hint.card': '{card} goes into your deck.',
  },
  {
    'kunitori.hint.points': '{card} zählt am Ende {n} {n|Punkt|Punkte}.',
    'kunitori.hint.card': '{card} kommt in dein Deck.',
  },
);
