/**
 * Issue 24: moves are stored as the rules read them, for every registered
 * game (kernel/move-schema.ts, kernel/move-conformance.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkMovesAsRulesReadThem } from '../kernel/move-conformance';
import { playRandomGame } from '../testing/conformance';
import { defaultOptions } from './game-module';
import { GAME_IDS, GAMES } from './index';

describe.each(GAME_IDS)('moves as the rules read them: %s', (id) => {
  const game = GAMES[id];
  it('every move of random games passes the schema, is stored canonically without extra fields, and plays the same', () => {
    expect(game.ruleset.moves).toBeDefined();
    for (const [i, config] of game.conformance.configs.entries()) {
      const options = defaultOptions(game, config.players as number, config);
      const played = playRandomGame(game.ruleset, options, `move-schema-${i}`);
      checkMovesAsRulesReadThem(game.ruleset, played.record);
    }
  }, 300_000);
});
