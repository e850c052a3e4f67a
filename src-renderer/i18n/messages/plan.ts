/** Plans on the map for games that send each march at once (kit/map/plan-draft.ts, use-plan-arrows.ts). */
import { defineMessages } from '../define';

export default defineMessages(
  {
    'plan.clearDraft': 'Clear this march (Esc): {plan}',
    'plan.sent': 'Sent this round: {plan}',
    'plan.takeBack': 'Take this march back (as Undo does): {plan}',
    'plan.cannotTakeBack': 'Sent this round: {plan}. It cannot be taken back: {why}',
    'plan.notLatest': 'You decided something else after it: Undo takes that back first.',
  },
  {
    'plan.clearDraft': 'Diesen Marsch verwerfen (Esc): {plan}',
    'plan.sent': 'In dieser Runde geschickt: {plan}',
    'plan.takeBack': 'Diesen Marsch zurücknehmen (wie Rückgängig): {plan}',
    'plan.cannotTakeBack': 'In dieser Runde geschickt: {plan}. Nicht mehr zurückzunehmen: {why}',
    'plan.notLatest': 'Du hast danach etwas anderes entschieden: Rückgängig nimmt zuerst das zurück.',
  },
);
