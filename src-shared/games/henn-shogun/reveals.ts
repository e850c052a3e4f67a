/**
 * Which of Henn's Shogun's events show what chance decided or what was hidden: the words of an undo refusal
 * (kernel/take-back.ts, docs/undo.md). Whether a take-back is allowed never reads this.
 *
 * The cube tower is a THROW, not a die: cubes may stay inside and fall out with a later throw, so the words say
 * "a throw decided something" (docs/undo.md).
 */
import type { RevealingEvents } from '../../kernel/ruleset';
import type { HennShogunEvent } from './types';

export const HENN_REVEALS: RevealingEvents<HennShogunEvent['type']> = {
  throw: ['tower-prepared', 'tower-thrown', 'battle'],
  // The year's event cards, the season's action cards and special slots (shuffled), a province card from the deck in
  // the draft, a face-down action turned up, and winter's revolt cards (drawn in 'winter-rice').
  card: ['year-started', 'event-drawn', 'season-started', 'draft-taken', 'action-revealed', 'winter-rice'],
  // The secret plan: made, bids shown (a tie's order drawn), and each plan card turned up.
  secret: ['planned', 'plan-confirmed', 'bids-revealed', 'card-revealed', 'card-passed'],
};
