/**
 * Which of Kunitori's events show what chance decided or what was hidden: the words of an undo refusal
 * (kernel/take-back.ts, docs/undo.md). Whether a take-back is allowed never reads this.
 */
import type { RevealingEvents } from '../../kernel/ruleset';
import type { KunitoriEvent } from './types';

export const KUNITORI_REVEALS: RevealingEvents<KunitoriEvent['type']> = {
  // Drawing (with the reshuffle of a discard pile), cards revealed from a deck, a deck restacked, a Ninja's card.
  card: ['draw', 'drew', 'reveal', 'restack', 'ninja-card', 'defence'],
};
