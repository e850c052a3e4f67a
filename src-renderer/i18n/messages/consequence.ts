/** The warning before a move with a lasting cost is sent (kit/table/ConsequenceWarning.vue): any game's. */
import { defineMessages } from '../define';

export default defineMessages(
  {
    'consequence.title': 'Before you send this move',
    'consequence.confirm': 'Do it anyway',
    'consequence.cancel': 'Cancel',
  },
  {
    'consequence.title': 'Bevor du diesen Zug schickst',
    'consequence.confirm': 'Trotzdem ausführen',
    'consequence.cancel': 'Abbrechen',
  },
);
