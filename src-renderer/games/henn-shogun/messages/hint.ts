/** Henn's Shogun's words on a suggested move (hint.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'henn-shogun.hint.attack': 'Attacking {province} with {n} {n|army|armies} wins that battle {chance} % of the time.',
  },
  {
    'henn-shogun.hint.attack': 'Ein Angriff auf {province} mit {n} {n|Armee|Armeen} gewinnt diese Schlacht in {chance} % der Fälle.',
  },
);
