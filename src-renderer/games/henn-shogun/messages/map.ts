/** Henn's Shogun on the map: the province card (board/province-card.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'henn-shogun.map.neutral': 'Neutral',
    'henn-shogun.map.outOfPlay': 'Out of play in this game',
    'henn-shogun.map.buildings': 'Buildings',
    'henn-shogun.map.none': 'none',
    'henn-shogun.map.unrest': 'Unrest',
    'henn-shogun.map.region': 'Region',
    'henn-shogun.map.yields': 'Yields',
    'henn-shogun.map.planned': 'Your plan here: {actions}{done}',
    'henn-shogun.map.done': ' (carried out)',
    'henn-shogun.map.marching': 'Armies march from here now',
    'henn-shogun.map.legend': 'On the map: the tower of cubes and its number are the armies; icons on small plates the buildings; dark red discs with a flame unrest; the small badge your planned actions.',
  },
  {
    'henn-shogun.map.neutral': 'Neutral',
    'henn-shogun.map.outOfPlay': 'In diesem Spiel nicht im Spiel',
    'henn-shogun.map.buildings': 'Gebäude',
    'henn-shogun.map.none': 'keine',
    'henn-shogun.map.unrest': 'Unruhe',
    'henn-shogun.map.region': 'Region',
    'henn-shogun.map.yields': 'Ertrag',
    'henn-shogun.map.planned': 'Dein Plan hier: {actions}{done}',
    'henn-shogun.map.done': ' (ausgeführt)',
    'henn-shogun.map.marching': 'Von hier marschieren gerade Armeen',
    'henn-shogun.map.legend': 'Auf der Karte: der Würfelturm und seine Zahl sind die Armeen; Zeichen auf kleinen Plättchen die Gebäude; dunkelrote Scheiben mit Flamme Unruhe; das kleine Schild deine geplanten Aktionen.',
  },
);
