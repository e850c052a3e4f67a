/** MB Shogun's warnings before a move with a lasting cost (consequence-lines.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'mb-shogun.consequence.province': 'Every troop in {province} attacks: if they all fall, {province} is left empty and its card is lost.',
    'mb-shogun.consequence.provinceArmy': 'Every troop in {province} attacks, army {n} with them: if they all fall, {province} is left empty and lost, and army {n}’s daimyo with it.',
  },
  {
    'mb-shogun.consequence.province': 'Alle Truppen in {province} greifen an: Fallen sie alle, steht {province} leer und die Provinzkarte ist verloren.',
    'mb-shogun.consequence.provinceArmy': 'Alle Truppen in {province} greifen an, Armee {n} mit ihnen: Fallen sie alle, steht {province} leer und ist verloren, und mit ihr der Daimyo von Armee {n}.',
  },
);
