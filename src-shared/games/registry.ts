/**
 * Every ruleset the host offers, read from the game registry (games/index.ts).
 */
import type { AnyRuleset } from '../kernel/ruleset';
import { GAMES, getGame } from './index';

export const RULESETS: readonly AnyRuleset[] = Object.values(GAMES).map((g) => g.ruleset);

export function getRuleset(id: string): AnyRuleset | undefined {
  return getGame(id)?.ruleset;
}
