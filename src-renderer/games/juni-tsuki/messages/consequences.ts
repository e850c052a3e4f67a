/** Jūni-tsuki's warnings before a move with a lasting cost (consequence-lines.ts). */
import { defineMessages } from '../../../i18n/define';

export default defineMessages(
  {
    'juni-tsuki.consequence.tag.dies': 'a Daimyō dies',
    'juni-tsuki.consequence.tag.ronin': 'samurai turn ronin',
    'juni-tsuki.consequence.daimyoDies': 'Your Daimyō in {province} dies at once: no samurai of yours are left in {province}.',
    'juni-tsuki.consequence.daimyoDiesAlly': '{name}’s Daimyō in {province} dies at once: no samurai of theirs are left in {province}.',
    'juni-tsuki.consequence.daimyoDiesN': 'Your {n} Daimyō in {province} die at once: no samurai of yours are left in {province}.',
    'juni-tsuki.consequence.daimyoDiesAllyN': '{name}’s {n} Daimyō in {province} die at once: no samurai of theirs are left in {province}.',
    'juni-tsuki.consequence.out': 'You have no Daimyō left: you are out of the game.',
    'juni-tsuki.consequence.outAlly': '{name} has no Daimyō left: {name} is out of the game.',
    'juni-tsuki.consequence.ronin': '{province}’s {n} samurai will turn ronin when your next month begins: no Daimyō of yours there.',
    'juni-tsuki.consequence.roninPoint': 'The {n} samurai on {point} will turn ronin when your next month begins: no Daimyō of yours in {a} or {b}.',
    'juni-tsuki.consequence.roninAlly': '{name}’s {n} samurai in {province} will turn ronin: no Daimyō of theirs there.',
    'juni-tsuki.consequence.roninAllyPoint': '{name}’s {n} samurai on {point} will turn ronin: no Daimyō of theirs in {a} or {b}.',
  },
  {
    'juni-tsuki.consequence.tag.dies': 'ein Daimyō stirbt',
    'juni-tsuki.consequence.tag.ronin': 'Samurai werden Rōnin',
    'juni-tsuki.consequence.daimyoDies': 'Dein Daimyō in {province} stirbt sofort: In {province} stehen keine Samurai von dir mehr.',
    'juni-tsuki.consequence.daimyoDiesAlly': 'Der Daimyō von {name} in {province} stirbt sofort: In {province} stehen keine Samurai dieses Hauses mehr.',
    'juni-tsuki.consequence.daimyoDiesN': 'Deine {n} Daimyō in {province} sterben sofort: In {province} stehen keine Samurai von dir mehr.',
    'juni-tsuki.consequence.daimyoDiesAllyN': 'Die {n} Daimyō von {name} in {province} sterben sofort: In {province} stehen keine Samurai dieses Hauses mehr.',
    'juni-tsuki.consequence.out': 'Dir bleibt kein Daimyō: Du scheidest aus dem Spiel aus.',
    'juni-tsuki.consequence.outAlly': '{name} bleibt kein Daimyō: {name} scheidet aus dem Spiel aus.',
    'juni-tsuki.consequence.ronin': 'Deine {n} Samurai in {province} werden zu Beginn deines nächsten Monats Rōnin: Dort steht kein Daimyō von dir.',
    'juni-tsuki.consequence.roninPoint': 'Deine {n} Samurai am {point} werden zu Beginn deines nächsten Monats Rōnin: In {a} und {b} steht kein Daimyō von dir.',
    'juni-tsuki.consequence.roninAlly': 'Die {n} Samurai von {name} in {province} werden Rōnin: Dort steht kein Daimyō ihres Hauses.',
    'juni-tsuki.consequence.roninAllyPoint': 'Die {n} Samurai von {name} am {point} werden Rōnin: In {a} und {b} steht kein Daimyō ihres Hauses.',
  },
);
