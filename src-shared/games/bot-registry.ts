/**
 * Bot levels offered to players. Generic bots (random) work for every
 * ruleset; a ruleset may add its own levels (heuristic, search), listed in
 * GAME_BOTS by ruleset id. `botsFor(rulesetId)` is what a host offers and
 * `getBot(rulesetId, level)` what it runs.
 */
import type { AnyRuleset } from '../kernel/ruleset';
import type { Bot } from '../ai/bot';
import { randomBot } from '../ai/random';
import { GAMES } from './index';

/** Bots that work for every ruleset. */
export const BOTS: readonly Bot[] = [randomBot];

/** Ruleset-specific bots, by ruleset id. */
export const GAME_BOTS: Readonly<Record<string, readonly Bot[]>> = Object.fromEntries(
  Object.entries(GAMES).map(([id, game]) => [id, game.bots]),
);

/** Every bot a ruleset offers: the generic ones, then its own. */
export function botsFor(rulesetId: string): readonly Bot[] {
  return [...BOTS, ...(GAME_BOTS[rulesetId] ?? [])];
}

/** The bot of a level for a ruleset (`extra`: test-only bots the host enabled). */
export function getBot(rulesetId: string, level: string, extra: readonly Bot[] = []): Bot | undefined {
  return botsFor(rulesetId).find((b) => b.level === level) ?? extra.find((b) => b.level === level);
}

/**
 * A bot from a spec `level` or `level:key=value:key=value` (tuning variants for
 * the arena, e.g. `hard:rate=2:cap=off`); undefined for an unknown level.
 * Throws when the level takes no parameters or rejects one.
 */
export function botFromSpec(rulesetId: string, spec: string): Bot | undefined {
  const [level, ...parts] = spec.split(':');
  const bot = getBot(rulesetId, level!);
  if (!bot || parts.length === 0) return bot;
  if (!bot.withParams) throw new Error(`bot level '${level}' takes no parameters`);
  const params: Record<string, string> = {};
  for (const part of parts) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`bot spec '${spec}': parameters are key=value, not '${part}'`);
    params[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return bot.withParams(params);
}

/** The bot levels available for a ruleset. */
export function botLevelsFor(ruleset: AnyRuleset): string[] {
  return botsFor(ruleset.id).map((b) => b.level);
}

/** Every level some ruleset offers (for help texts). */
export function allBotLevels(): string[] {
  return [...new Set([...BOTS, ...Object.values(GAME_BOTS).flat()].map((b) => b.level))];
}
