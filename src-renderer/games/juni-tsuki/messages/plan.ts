/** Jūni-tsuki's plans on the map (board/plan-marches.ts): the march being composed and this month's sent marches. */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'juni-tsuki.plan.march': '{n}: {from} → {to}',
    'juni-tsuki.plan.allied': '{n} ({name})',
    'juni-tsuki.plan.attack': 'attack',
    'juni-tsuki.plan.attackTitle': 'Attack on {defender} at {to}, from {from}',
  },
  {
    'juni-tsuki.plan.march': '{n}: {from} → {to}',
    'juni-tsuki.plan.allied': '{n} ({name})',
    'juni-tsuki.plan.attack': 'Angriff',
    'juni-tsuki.plan.attackTitle': 'Angriff auf {defender} bei {to}, von {from}',
  },
);
