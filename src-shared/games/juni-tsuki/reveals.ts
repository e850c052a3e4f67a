/**
 * Which of Jūni-tsuki's events show what chance decided or what was hidden: the words of an undo refusal
 * (kernel/take-back.ts, docs/undo.md). Whether a take-back is allowed never reads this.
 */
import type { RevealingEvents } from '../../kernel/ruleset';
import type { JuniEvent } from './types';

export const JUNI_REVEALS: RevealingEvents<JuniEvent['type']> = {
  // The start roll, the action-point roll and every skirmish's two rolls.
  die: ['start-roll', 'ap', 'skirmish'],
  // War cards drawn, bought, given, played, answered (and the Nothing duel's rings); the fate card of the month.
  card: ['card-drawn', 'card-bought', 'card-given', 'card-played', 'card-answered', 'nothing-duel', 'fate'],
  // Koku carried in secret.
  secret: ['transport-koku'],
};
