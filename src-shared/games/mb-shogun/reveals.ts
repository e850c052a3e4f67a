/**
 * Which of MB Shogun's events show what chance decided or what was hidden: the words of an undo refusal
 * (kernel/take-back.ts, docs/undo.md). Whether a take-back is allowed never reads this.
 */
import type { RevealingEvents } from '../../kernel/ruleset';
import type { MbShogunEvent } from './types';

export const MB_REVEALS: RevealingEvents<MbShogunEvent['type']> = {
  // Battle dice, the ninja's assassination roll and the victim's revenge roll.
  die: ['dice', 'assassination', 'revenge-roll'],
  // Province cards dealt at the start; swords are drawn blind like cards (a tie's order and the swords nobody bid for).
  card: ['dealt', 'sword-tie', 'sword-taken'],
  // The koku allocation behind the screen: made, spied on, revealed; ronin hidden in a province, then shown.
  secret: ['allocated', 'spy-look', 'allocations-revealed', 'ronin-placed', 'ronin-revealed'],
};
