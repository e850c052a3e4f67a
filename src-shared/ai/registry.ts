/**
 * Bot levels offered to players. Generic bots work for every ruleset; later
 * levels (heuristic, search) are added here.
 */
import type { AnyRuleset } from '../kernel/ruleset';
import type { Bot } from './bot';
import { randomBot } from './random';

export const BOTS: readonly Bot[] = [randomBot];

export function getBot(level: string, extra: readonly Bot[] = []): Bot | undefined {
  return BOTS.find((b) => b.level === level) ?? extra.find((b) => b.level === level);
}

/** The bot levels available for a ruleset (all generic bots for now). */
export function botLevelsFor(_ruleset: AnyRuleset): string[] {
  return BOTS.map((b) => b.level);
}
