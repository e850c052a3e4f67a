/** Gekokujō's attack odds on the province card (board/attack-odds.ts; docs/games/gekokujo.md "Attack odds"). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'gekokujo.odds.battle': 'Battle here: {pct}% to hold it alone',
    'gekokujo.odds.attack': 'Attack from {from} (all that may move): {pct}% to hold it alone',
  },
  {
    'gekokujo.odds.battle': 'Schlacht hier: {pct} % Chance, sie allein zu halten',
    'gekokujo.odds.attack': 'Angriff von {from} (alle, die ziehen dürfen): {pct} % Chance, sie allein zu halten',
  },
);
