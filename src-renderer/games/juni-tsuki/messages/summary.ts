/** Jūni-tsuki's words on the end summary (end.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'juni-tsuki.summary.castles.one': '{n} castle',
    'juni-tsuki.summary.castles.other': '{n} castles',
    'juni-tsuki.summary.condition.shogun': 'became Shogun',
    'juni-tsuki.summary.condition.castles': 'the most castles after the last year (then Daimyō, then koku)',
    'juni-tsuki.summary.round': 'month {round}',
    'juni-tsuki.summary.chart': '{what} per month',
  },
  {
    'juni-tsuki.summary.castles.one': '{n} Burg',
    'juni-tsuki.summary.castles.other': '{n} Burgen',
    'juni-tsuki.summary.condition.shogun': 'wurde Shogun',
    'juni-tsuki.summary.condition.castles': 'die meisten Burgen nach dem letzten Jahr (dann Daimyō, dann Koku)',
    'juni-tsuki.summary.round': 'Monat {round}',
    'juni-tsuki.summary.chart': '{what} je Monat',
  },
);
