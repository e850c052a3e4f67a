/** Henn's Shogun's words on the end summary (end.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'henn-shogun.summary.condition': 'the most points after the winter of year {years} ({n} points)',
    'henn-shogun.summary.round': 'season {round}',
    'henn-shogun.summary.chart': '{what} per season',
  },
  {
    'henn-shogun.summary.condition': 'die meisten Punkte nach dem Winter von Jahr {years} ({n} Punkte)',
    'henn-shogun.summary.round': 'Jahreszeit {round}',
    'henn-shogun.summary.chart': '{what} je Jahreszeit',
  },
);
