/** Which of the test game's events show what chance decided or what was hidden: the words of an undo refusal. */
import type { RevealingEvents } from '../../kernel/ruleset';
import type { ToyEvent } from './types';

export const TOY_REVEALS: RevealingEvents<ToyEvent['type']> = {
  die: ['dice-rolled'],
  secret: ['bid-placed', 'revealed'],
};
