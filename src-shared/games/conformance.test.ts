/**
 * The conformance suite, once per registered game (testing/conformance.ts):
 * random moves from a seat's own view are legal and games end; only asked seats
 * and seats with a free action open may move; records replay,
 * verify and seek; the same seed gives the same game in another process;
 * golden games stay pinned (a rule change must bump the ruleset version and
 * re-pin); views hide what the game's secret pairs differ in.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLegalMovesRule, checkReplayAndSeek, checkViewHasNoRng, checkViewHides, checkWhoMayMove, playRandomGame } from '../testing/conformance';
import { defaultOptions } from './game-module';
import { GAME_IDS, GAMES } from './index';

const CHILD = fileURLToPath(new URL('../testing/conformance-child.ts', import.meta.url));

describe.each(GAME_IDS)('conformance: %s', (id) => {
  const game = GAMES[id];
  const R = game.ruleset;

  it('plays random games from the seats’ views to the end, and they replay, verify and seek', () => {
    for (const [i, config] of game.conformance.configs.entries()) {
      const options = defaultOptions(game, config.players as number, config);
      const played = playRandomGame(R, options, `conformance-${i}`);
      expect(played.plies).toBeGreaterThan(0);
      checkReplayAndSeek(R, played);
    }
  });

  it('legalMoves keeps the kernel’s one meaning: [] when the seat decides nothing, else all its legal moves or null', () => {
    const config = game.conformance.configs[0]!;
    const played = playRandomGame(R, defaultOptions(game, config.players as number, config), 'legal-moves-rule', 3000);
    checkLegalMovesRule(R, played, Math.max(1, Math.floor(played.plies / 60)));
  });

  it('only seats that are asked or have a free action open may move; every free action open has a legal move', () => {
    for (const [i, config] of game.conformance.configs.entries()) {
      checkWhoMayMove(R, defaultOptions(game, config.players as number, config), `who-may-move-${i}`);
    }
  });

  it('the same seed and options give the same game in another process', () => {
    const config = game.conformance.configs[0]!;
    const options = defaultOptions(game, config.players as number, config);
    const here = playRandomGame(R, options, 'cross-process');
    const there = execFileSync(process.execPath, ['--import', 'tsx', CHILD, id, JSON.stringify(options), 'cross-process'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(JSON.parse(there)).toEqual({ plies: here.plies, hash: here.finalHash });
  });

  it('golden games are pinned to this ruleset version', () => {
    for (const g of game.conformance.golden) {
      const played = playRandomGame(R, g.options, g.seed);
      expect({ plies: played.plies, hash: played.finalHash }, `${R.id} v${R.version} ${JSON.stringify(g.options)} seed ${g.seed}: bump the ruleset version and re-pin`).toEqual({ plies: g.plies, hash: g.hash });
    }
  });

  it('a seat’s view hides other seats’ secrets, the Rng and the seed', () => {
    const pairs = game.conformance.secretPairs();
    expect(pairs.length).toBeGreaterThan(0);
    for (const p of pairs) checkViewHides(R, p.seat, p.a, p.b, p.what);
    const config = game.conformance.configs[0]!;
    const options = defaultOptions(game, config.players as number, config);
    const parsed = R.parseOptions(options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const seed = 'a-seed-no-view-may-show';
    const s = R.setup(parsed.value, seed);
    for (let seat = 0; seat < (options.players as number); seat++) checkViewHasNoRng(R, s, seat, seed);
  });

  it('its options schema defaults parse, and the quick start is a valid setting', () => {
    expect(R.parseOptions(defaultOptions(game, R.minPlayers)).ok).toBe(true);
    expect(R.parseOptions(defaultOptions(game, R.maxPlayers)).ok).toBe(true);
    expect(R.parseOptions(defaultOptions(game, game.quickStart.players, game.quickStart)).ok).toBe(true);
  });
});
