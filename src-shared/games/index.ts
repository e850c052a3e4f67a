/**
 * The registry of games: one line per game. Nothing else in the tree names a
 * game; screens, host, CLI and tests find games here.
 */
import type { GameModule } from './game-module';
import { game as gekokujo } from './gekokujo/game';
import { game as hennShogun } from './henn-shogun/game';
import { game as kunitori } from './kunitori/game';
import { game as juniTsuki } from './juni-tsuki/game';
import { game as mbShogun } from './mb-shogun/game';
import { game as toyRace } from './toy-race/game';

export const GAMES = {
  gekokujo,
  'henn-shogun': hennShogun,
  kunitori,
  'juni-tsuki': juniTsuki,
  'mb-shogun': mbShogun,
  'toy-race': toyRace, // a tiny game that exercises the whole host quickly in tests
} as const satisfies Record<string, GameModule>;

export type GameId = keyof typeof GAMES;

export const GAME_IDS = Object.keys(GAMES) as GameId[];

export function isGameId(id: string): id is GameId {
  return Object.hasOwn(GAMES, id);
}

export function getGame(id: string): GameModule | undefined {
  return isGameId(id) ? GAMES[id] : undefined;
}
