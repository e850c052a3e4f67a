/** Jūni-tsuki on the map: the province card (board/province-card.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'juni-tsuki.map.castleHeld': 'Castle held by {name}',
    'juni-tsuki.map.castleNeutral': 'Castle held by nobody',
    'juni-tsuki.map.noCastle': 'No castle',
    'juni-tsuki.map.koku': '{n} koku in the castle',
    'juni-tsuki.map.group': '{name}: {n}',
    'juni-tsuki.map.daimyo': 'Daimyō',
    'juni-tsuki.map.shadow': 'Shadow warrior',
    'juni-tsuki.map.empty': 'No samurai here',
    'juni-tsuki.map.selected': 'Your selected group stands here: click a highlighted point to march',
    'juni-tsuki.map.target': 'The selected group may march to {point} ({cost})',
    'juni-tsuki.map.legend': 'On the map: a group’s number is thousands of samurai; a figure with a white crest is a Daimyō, an ink figure with a coloured ring a shadow warrior.',
  },
  {
    'juni-tsuki.map.castleHeld': 'Burg gehalten von {name}',
    'juni-tsuki.map.castleNeutral': 'Burg von niemandem gehalten',
    'juni-tsuki.map.noCastle': 'Keine Burg',
    'juni-tsuki.map.koku': '{n} Koku in der Burg',
    'juni-tsuki.map.group': '{name}: {n}',
    'juni-tsuki.map.daimyo': 'Daimyō',
    'juni-tsuki.map.shadow': 'Schattenkrieger',
    'juni-tsuki.map.empty': 'Keine Samurai hier',
    'juni-tsuki.map.selected': 'Deine gewählte Gruppe steht hier: Klick auf einen markierten Punkt marschiert',
    'juni-tsuki.map.target': 'Die gewählte Gruppe kann nach {point} ({cost})',
    'juni-tsuki.map.legend': 'Auf der Karte: die Zahl einer Gruppe sind tausend Samurai; eine Figur mit weißem Wappen ist ein Daimyō, eine schwarze mit farbigem Ring ein Schattenkrieger.',
  },
);
