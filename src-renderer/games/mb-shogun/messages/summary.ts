/** Milton Bradley's Shogun's words on the end summary (end.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'mb-shogun.summary.condition.provinces': 'the first to hold {need} provinces',
    'mb-shogun.summary.condition.extended': 'held {need} provinces at the end of a round',
    'mb-shogun.summary.condition.two-player': 'held {need} provinces with both colours at the end of a round',
    'mb-shogun.summary.condition.round-limit': 'the most provinces after the last round (round {round})',
    'mb-shogun.summary.condition.last-standing': 'the last one standing',
  },
  {
    'mb-shogun.summary.condition.provinces': 'als Erste(r) {need} Provinzen gehalten',
    'mb-shogun.summary.condition.extended': 'am Ende einer Runde {need} Provinzen gehalten',
    'mb-shogun.summary.condition.two-player': 'am Ende einer Runde mit beiden Farben {need} Provinzen gehalten',
    'mb-shogun.summary.condition.round-limit': 'die meisten Provinzen nach der letzten Runde (Runde {round})',
    'mb-shogun.summary.condition.last-standing': 'als Letzte(r) übrig geblieben',
  },
);
