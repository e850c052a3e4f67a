import type { Bot } from './bot';
import { randomBot } from './random';

/**
 * Test-only: burns its whole time budget on the CPU before playing a random
 * move, to prove that a thinking bot never blocks the host. Never listed to
 * players; the host enables it only when asked to (tests).
 */
export const busyBot: Bot = {
  level: 'busy',
  description: 'Test only: spins for its whole budget, then plays randomly.',
  decide(ruleset, view, seat, rng, budgetMs) {
    const until = Date.now() + budgetMs;
    let spins = 0;
    while (Date.now() < until) spins++;
    return randomBot.decide(ruleset, view, seat, rng, budgetMs);
  },
};

export const TEST_BOTS: readonly Bot[] = [busyBot];
