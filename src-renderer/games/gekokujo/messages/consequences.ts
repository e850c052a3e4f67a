/** Gekokujō's warnings before a move with a lasting cost (consequence-lines.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'gekokujo.consequence.bankrupt.one': 'Next round’s upkeep is {upkeep} Koku for {bushi} Bushi; you will have {koku} Koku and {income} income: {n} Bushi will be removed for the debt, unless you gain Koku first.',
    'gekokujo.consequence.bankrupt.other': 'Next round’s upkeep is {upkeep} Koku for {bushi} Bushi; you will have {koku} Koku and {income} income: {n} Bushi will be removed for the debt, unless you gain Koku first.',
  },
  {
    'gekokujo.consequence.bankrupt.one': 'Der Unterhalt nächste Runde kostet {upkeep} Koku für {bushi} Bushi; du hast dann {koku} Koku und {income} Einkommen: {n} Bushi wird für die Schulden entfernt, falls du nicht vorher Koku gewinnst.',
    'gekokujo.consequence.bankrupt.other': 'Der Unterhalt nächste Runde kostet {upkeep} Koku für {bushi} Bushi; du hast dann {koku} Koku und {income} Einkommen: {n} Bushi werden für die Schulden entfernt, falls du nicht vorher Koku gewinnst.',
  },
);
