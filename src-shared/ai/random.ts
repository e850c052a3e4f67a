import type { Bot } from './bot';

/** Plays a uniformly random legal move, as the ruleset's randomMove defines it. */
export const randomBot: Bot = {
  level: 'random',
  description: 'Plays any legal move at random.',
  decide: (ruleset, view, _seat, rng) => ruleset.randomMove(view, rng),
};
