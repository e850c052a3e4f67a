/** Gekokujō's warnings before a move with a lasting cost (consequence-lines.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'gekokujo.consequence.bankrupt': 'Next round’s upkeep is {upkeep} Koku for {bushi} Bushi; you will have {koku} Koku and {income} income: {n} Bushi {n|is|are} then removed for the debt, unless you gain Koku first.',
  },
  {
    'gekokujo.consequence.bankrupt': 'Der Unterhalt nächste Runde kostet {upkeep} Koku für {bushi} Bushi; du hast dann {koku} Koku und {income} Einkommen: {n} Bushi {n|wird|werden} für die Schulden entfernt, falls du nicht vorher Koku gewinnst.',
  },
);
