/**
 * Bot levels as players read them: a name and one line on what the level
 * does. The host lists levels by id (listRulesets: `bots`, with an English
 * description for developers); the texts live in the catalogues: the generic
 * levels in the shell's (`shell.bot.<level>`, `shell.bot.<level>.what`), a
 * game's own levels, or its own words for a generic one, in the game's
 * messages (`<game>.bot.<level>`, `<game>.bot.<level>.what`), which win.
 */
import { MESSAGES, type Params } from '../../i18n';

type Translate = (key: string, params?: Params) => string;

/** The first key of `keys` the English catalogue has (German falls back to English, as t does). */
const firstKnown = (keys: readonly string[]): string | undefined => keys.find((k) => k in MESSAGES.en);

const keysFor = (gameId: string | undefined, level: string, suffix: string): string[] =>
  [...(gameId ? [`${gameId}.bot.${level}${suffix}`] : []), `shell.bot.${level}${suffix}`];

/** The level's name ('Easy', 'Big Money (yardstick)'); the id itself for a level nobody named. */
export function botLevelName(t: Translate, gameId: string | undefined, level: string): string {
  const key = firstKnown(keysFor(gameId, level, ''));
  return key ? t(key) : level;
}

/** One line on what the level does, or null when no catalogue says. */
export function botLevelLine(t: Translate, gameId: string | undefined, level: string): string | null {
  const key = firstKnown(keysFor(gameId, level, '.what'));
  return key ? t(key) : null;
}

/** A level the shell names (random, easy, normal, hard), not one only a game has. */
export function isShellLevel(level: string): boolean {
  return `shell.bot.${level}` in MESSAGES.en;
}
