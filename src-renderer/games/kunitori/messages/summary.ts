/** Kunitori!'s words on the end summary (end.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'kunitori.summary.points.one': '{n} point',
    'kunitori.summary.points.other': '{n} points',
    'kunitori.summary.condition.limit': 'the most victory points when the turn limit was reached ({n})',
    'kunitori.summary.condition.pile': 'the most victory points once a pile ran out and the last turns were played ({n})',
    'kunitori.summary.round': 'turn {round}',
    'kunitori.summary.chart': '{what} per turn',
  },
  {
    'kunitori.summary.points.one': '{n} Punkt',
    'kunitori.summary.points.other': '{n} Punkte',
    'kunitori.summary.condition.limit': 'die meisten Siegpunkte beim Erreichen der Zuggrenze ({n})',
    'kunitori.summary.condition.pile': 'die meisten Siegpunkte, nachdem ein Stapel leer war und die letzten Züge gespielt wurden ({n})',
    'kunitori.summary.round': 'Zug {round}',
    'kunitori.summary.chart': '{what} je Zug',
  },
);
