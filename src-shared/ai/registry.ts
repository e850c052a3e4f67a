/**
 * Bot levels offered to players. Generic bots (random) work for every
 * ruleset; a ruleset may add its own levels (heuristic, search), listed in
 * GAME_BOTS by ruleset id. `botsFor(rulesetId)` is what a host offers and
 * `getBot(rulesetId, level)` what it runs.
 */
import type { AnyRuleset } from '../kernel/ruleset';
import type { Bot } from './bot';
import { randomBot } from './random';
import { HENN_SHOGUN_BOTS } from '../games/henn-shogun/bots';

/** Bots that work for every ruleset. */
export const BOTS: readonly Bot[] = [randomBot];

/** Ruleset-specific bots, by ruleset id. */
export const GAME_BOTS: Readonly<Record<string, readonly Bot[]>> = {
  'henn-shogun': HENN_SHOGUN_BOTS,
};

/** Every bot a ruleset offers: the generic ones, then its own. */
export function botsFor(rulesetId: string): readonly Bot[] {
  return [...BOTS, ...(GAME_BOTS[rulesetId] ?? [])];
}

/** The bot of a level for a ruleset (`extra`: test-only bots the host enabled). */
export function getBot(rulesetId: string, level: string, extra: readonly Bot[] = []): Bot | undefined {
  return botsFor(rulesetId).find((b) => b.level === level) ?? extra.find((b) => b.level === level);
}

/** The bot levels available for a ruleset. */
export function botLevelsFor(ruleset: AnyRuleset): string[] {
  return botsFor(ruleset.id).map((b) => b.level);
}

/** Every level some ruleset offers (for help texts). */
export function allBotLevels(): string[] {
  return [...new Set([...BOTS, ...Object.values(GAME_BOTS).flat()].map((b) => b.level))];
}
