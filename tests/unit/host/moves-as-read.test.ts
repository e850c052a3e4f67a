/**
 * Issue 24, "Moves and files are stored as the rules read them": a move is
 * stored (and forwarded) as the rules read it, on submit and on import; a
 * list in a move is bounded before any work and an error never echoes
 * unbounded input; a file's options of the wrong type are named.
 */
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import type { LocalHostServices } from '../../../src-main/services/host-services';
import { saveDigest, type SaveFile } from '../../../src-main/services/saves';
import { getRuleset } from '../../../src-shared/games/registry';
import { MAX_ERROR_CHARS, checkMove } from '../../../src-shared/kernel/move-schema';
import { withExtraFields } from '../../../src-shared/kernel/move-conformance';
import type { AnyRuleset } from '../../../src-shared/kernel/ruleset';
import { getGame } from '../../../src-shared/games/index';
import { randomGameFile } from './game-files';
import { bot, startServices } from './helpers';

const resign = (file: Omit<SaveFile, 'digest'> & { digest?: string }): string => {
  const { digest: _d, ...body } = file;
  return JSON.stringify({ ...body, digest: saveDigest(body) });
};

/** A finished game of random moves, stored in `s` (by importing its file). */
async function finishedGame(s: LocalHostServices, ruleset: string, players = 3): Promise<string> {
  const { gameId } = await s.importGame(randomGameFile(ruleset, { ...getGame(ruleset)!.quickStart, players }, 'as-read').text);
  expect(s.store.getGame(gameId)?.status).toBe('finished');
  return gameId;
}

describe('moves are stored as the rules read them', () => {
  it('a submitted move with extra fields is stored, forwarded and replayed without them', async () => {
    const s = await startServices(undefined, { resumeOnStart: false });
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'extra', seats: [{ kind: 'human', name: 'Ann' }, bot('Rob')] });
    await c.call({ type: 'openGame', gameId });
    const junk = Array.from({ length: 20_000 }, (_, i) => i);
    await c.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 2, pad: junk, note: 'x' } });
    await s.whenIdle(gameId);
    expect(s.store.moves(gameId).find((m) => m.seat === 0)).toEqual({ seat: 0, move: { type: 'bid', bid: 2 } });
  });

  it.each(['henn-shogun', 'mb-shogun', 'gekokujo', 'juni-tsuki', 'kunitori'])(
    '%s: a file whose moves carry extra fields imports as the same game (a duplicate), and stores the moves without them',
    async (ruleset) => {
      const a = await startServices(undefined, { resumeOnStart: false });
      const gameId = await finishedGame(a, ruleset);
      const file = JSON.parse(a.exportGame(gameId).text) as SaveFile;
      const padded = resign({ ...file, moves: file.moves.map((m) => ({ seat: m.seat, move: withExtraFields(m.move) })) });
      expect(padded).toContain('zzExtra');
      // The same game as stored already: recognised, nothing stored.
      const again = await a.importGame(padded);
      expect(again.duplicateOf).toBe(gameId);
      // Elsewhere it is stored as the rules read the moves, the same as the clean file.
      const b = await startServices(undefined, { resumeOnStart: false });
      const imported = await b.importGame(padded);
      expect(imported.duplicateOf).toBeUndefined();
      expect(b.store.moves(imported.gameId)).toEqual(a.store.moves(gameId));
      expect((await b.importGame(a.exportGame(gameId).text)).duplicateOf).toBe(imported.gameId);
    },
    120_000,
  );
});

describe('lists in a move are bounded before any work', () => {
  it('an MB move-armies whose path names 26,000 unknown provinces is refused by its shape, without the rules looking at it, in a short message', () => {
    const mb = getRuleset('mb-shogun')!;
    let looked = 0;
    const spy: AnyRuleset = { ...mb, validate: (st, seat, m) => (looked++, mb.validate(st, seat, m)) };
    const parsed = mb.parseOptions({ players: 5 });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const state = mb.setup(parsed.value, 'bounded');
    const path = Array.from({ length: 26_000 }, (_, i) => `nowhere-${i}`);
    const r = checkMove(spy, state, 0, { type: 'move-armies', marches: [{ army: 0, path }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad-move');
    expect(r.error.message).toMatch(/marches\.0\.path/);
    expect(r.error.message.length).toBeLessThanOrEqual(MAX_ERROR_CHARS);
    expect(looked).toBe(0);
  });

  it('a rule error never echoes unbounded input: what a ruleset quotes of a refused move is cut', () => {
    const toy = getRuleset('toy-race')!;
    // A ruleset that quotes the whole move in its error, as MB's path check quotes the path.
    const quoting: AnyRuleset = { ...toy, validate: (_st, _seat, m) => ({ ok: false, error: { code: 'illegal', message: `cannot play ${JSON.stringify(m)}` } }) };
    const parsed = toy.parseOptions({ players: 2 });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = checkMove(quoting, toy.setup(parsed.value, 'echo'), 0, { type: 'bid', bid: 'x'.repeat(60) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(/^cannot play \{"type":"bid","bid":"xxx/);
    expect(r.error.message.length).toBeLessThanOrEqual(MAX_ERROR_CHARS);
  });
});

describe('options of the wrong type', () => {
  it('a file with options.players as the string "3" is refused with words naming the option and the type expected', async () => {
    const s = await startServices(undefined, { resumeOnStart: false });
    const gameId = await finishedGame(s, 'toy-race', 3);
    const file = JSON.parse(s.exportGame(gameId).text) as SaveFile;
    const e = await s.importGame(resign({ ...file, options: { ...file.options, players: '3' } })).then(() => null, (x: unknown) => x as ContractFailure);
    expect(e?.code).toBe('bad-file');
    expect(e?.message).toMatch(/options\.players: expected a whole number.*found a string \("3"\)/);
  });
});
