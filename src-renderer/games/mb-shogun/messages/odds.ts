/** MB Shogun's attack odds on the province card (board/attack-odds.ts; docs/games/mb-shogun.md "Attack odds"). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'mb-shogun.odds.attack': 'Attack from {from} ({troop}): {pct}% to win',
    'mb-shogun.odds.army': 'army {n}',
    'mb-shogun.odds.force': 'provincial force',
  },
  {
    'mb-shogun.odds.attack': 'Angriff von {from} ({troop}): {pct} % Siegchance',
    'mb-shogun.odds.army': 'Armee {n}',
    'mb-shogun.odds.force': 'Provinztruppe',
  },
);
