/** Gekokujō on the map: the province card and what a click does (board/province-card.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'gekokujo.map.neutral': 'Nobody holds it',
    'gekokujo.map.contested': 'Contested: nobody holds it',
    'gekokujo.map.units': 'Daimyō {d} · Bushi {b}',
    'gekokujo.map.castle': 'Castle',
    'gekokujo.map.castleOf': '{name}’s{fortified}',
    'gekokujo.map.fortified': ', fortified',
    'gekokujo.map.marks': 'Marks',
    'gekokujo.map.sown': '{n} Koku sown',
    'gekokujo.map.moved': 'moved this turn',
    'gekokujo.map.mayFrom': 'Units may march from here (click: choose them in the panel)',
    'gekokujo.map.mayTo': 'The chosen units may march here (click: make it the target)',
    'gekokujo.map.battle': 'A battle is fought here',
    'gekokujo.map.legend': 'On the map: ★ a Daimyō, the number beside it the Bushi; ⌂ a castle.',
  },
  {
    'gekokujo.map.neutral': 'Niemand hält sie',
    'gekokujo.map.contested': 'Umkämpft: niemand hält sie',
    'gekokujo.map.units': 'Daimyō {d} · Bushi {b}',
    'gekokujo.map.castle': 'Burg',
    'gekokujo.map.castleOf': 'von {name}{fortified}',
    'gekokujo.map.fortified': ', befestigt',
    'gekokujo.map.marks': 'Marken',
    'gekokujo.map.sown': '{n} Koku gesät',
    'gekokujo.map.moved': 'diesen Zug bewegt',
    'gekokujo.map.mayFrom': 'Von hier können Einheiten marschieren (Klick: im Feld wählen)',
    'gekokujo.map.mayTo': 'Die gewählten Einheiten können hierher (Klick: als Ziel wählen)',
    'gekokujo.map.battle': 'Hier wird eine Schlacht geschlagen',
    'gekokujo.map.legend': 'Auf der Karte: ★ ein Daimyō, die Zahl daneben die Bushi; ⌂ eine Burg.',
  },
);
