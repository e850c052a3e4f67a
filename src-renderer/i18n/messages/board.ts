/** The map kit's own texts (kit/map/MapCanvas.vue): any game's board. */
import { defineMessages } from '../define';

export default defineMessages(
  {
    'board.label': '{title}: the board',
    'board.keys': 'Arrow keys move the map, + and − zoom, 0 shows the whole board. Tab to the provinces, then arrow keys go from province to province.',
    'board.zoomIn': 'Zoom in',
    'board.zoomOut': 'Zoom out',
    'board.fit': 'Show the whole board',
    'board.zoomLevel': 'Zoom {percent} %',
    'board.provinces': 'Provinces on the board',
    'board.failed': 'The board could not be drawn: {message}',
    'board.card.may': 'Possible now:',
    // Who holds a province: its card's line (and so its button's words, kit/map/province-card.ts cardWords).
    'board.card.heldBy': 'Held by {name}',
    'board.plan.remove': 'Remove from the plan: {plan}',
  },
  {
    'board.label': '{title}: das Spielbrett',
    'board.keys': 'Pfeiltasten verschieben die Karte, + und − zoomen, 0 zeigt das ganze Brett. Mit Tab zu den Provinzen, dann springen die Pfeiltasten von Provinz zu Provinz.',
    'board.zoomIn': 'Vergrößern',
    'board.zoomOut': 'Verkleinern',
    'board.fit': 'Ganzes Brett zeigen',
    'board.zoomLevel': 'Zoom {percent} %',
    'board.provinces': 'Provinzen auf dem Brett',
    'board.failed': 'Das Spielbrett konnte nicht gezeichnet werden: {message}',
    'board.card.may': 'Jetzt möglich:',
    'board.card.heldBy': 'Gehalten von {name}',
    'board.plan.remove': 'Aus dem Plan nehmen: {plan}',
  },
);
