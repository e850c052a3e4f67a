/** Gekokujō's words on the end summary (end.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'gekokujo.summary.condition.mandate': 'held the Mandate of Heaven',
    'gekokujo.summary.condition.provinces': 'held the provinces needed to win',
    'gekokujo.summary.condition.glory': 'reached the glory needed to win',
    'gekokujo.summary.condition.round-limit': 'the most provinces after the last round among the clans free to win',
    'gekokujo.summary.condition.last-standing': 'the last clan standing',
    'gekokujo.summary.vassal': 'vassal of {liege}: cannot win',
  },
  {
    'gekokujo.summary.condition.mandate': 'das Mandat des Himmels gehalten',
    'gekokujo.summary.condition.provinces': 'die zum Sieg nötigen Provinzen gehalten',
    'gekokujo.summary.condition.glory': 'den zum Sieg nötigen Ruhm erreicht',
    'gekokujo.summary.condition.round-limit': 'die meisten Provinzen nach der letzten Runde unter den Clans, die gewinnen dürfen',
    'gekokujo.summary.condition.last-standing': 'als letzter Clan übrig geblieben',
    'gekokujo.summary.vassal': 'Vasall von {liege}: kann nicht gewinnen',
  },
);
