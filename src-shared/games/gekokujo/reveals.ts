/**
 * Which of Gekokujō's events show what chance decided or what was hidden: the words of an undo refusal
 * (kernel/take-back.ts, docs/undo.md). Whether a take-back is allowed never reads this.
 */
import type { RevealingEvents } from '../../kernel/ruleset';
import type { GekokujoEvent } from './types';

export const GEKOKUJO_REVEALS: RevealingEvents<GekokujoEvent['type']> = {
  // Battle dice and the winter harvest roll.
  die: ['dice', 'harvest-roll'],
  // A covert Ninja mission hired, and shown when it strikes; treasuries are hidden, so spending them is a secret too.
  secret: ['ninja-hired', 'assassination', 'recruited', 'ronin-hired', 'stored'],
};
