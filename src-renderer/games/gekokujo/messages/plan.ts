/** Gekokujō's plans on the map (board/plan-marches.ts): the march being composed, this round's sent marches, and the move panel's From before anything is chosen. */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'gekokujo.plan.march': '{units}: {from} → {to}',
    'gekokujo.panel.move.choose': 'Choose a province…',
  },
  {
    'gekokujo.plan.march': '{units}: {from} → {to}',
    'gekokujo.panel.move.choose': 'Provinz wählen …',
  },
);
