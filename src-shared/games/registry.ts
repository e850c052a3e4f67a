/**
 * Every ruleset the host offers. Adding a game is one line in RULESETS.
 */
import type { AnyRuleset } from '../kernel/ruleset';
import { hennShogun } from './henn-shogun';
import { toyRace } from './toy-race';

export const RULESETS: readonly AnyRuleset[] = [
  hennShogun,
  // A tiny game that exercises the whole host quickly in tests.
  toyRace,
];

export function getRuleset(id: string): AnyRuleset | undefined {
  return RULESETS.find((r) => r.id === id);
}
