/**
 * Issue 24, "Moves and files are stored as the rules read them": a request
 * over the size limit is answered under its own id (so the sender gets its
 * error at once), and the longest games round-trip export → import through
 * the wire contract, as the renderer sends them.
 */
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { saveDigest } from '../../../src-main/services/saves';
import { MAX_MESSAGE_CHARS, importMessageChars, type ResponseEnvelope } from '../../../src-shared/contract/messages';
import { mbShogun } from '../../../src-shared/games/mb-shogun/index';
import { replay, type RecordedMove } from '../../../src-shared/kernel/record';
import { Rng } from '../../../src-shared/kernel/rng';
import { startServices } from './helpers';

/**
 * A long 5-player MB Shogun game (the round limit off: the game runs until
 * somebody wins), played by seeded random moves as the fuzz does, as a signed
 * game file. Seed 'long-1' gives 2,090 moves (the fuzz's longest seeds run to
 * ~6,000).
 */
function longMbGameFile(seed = 'long-1'): { text: string; moves: number } {
  const R = mbShogun;
  const options = { players: 5, extended: true, roundLimit: null };
  const parsed = R.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let s = R.setup(parsed.value, seed);
  const rng = Rng.seeded(`${seed}/moves`);
  const moves: RecordedMove[] = [];
  while (R.pending(s).length) {
    const pending = R.pending(s);
    const seat = pending[rng.int(pending.length)]!.seat;
    const v = R.validate(s, seat, R.randomMove(R.view(s, seat), rng));
    if (!v.ok) throw new Error(v.error.message);
    moves.push({ seat, move: v.value });
    s = R.apply(s, seat, v.value).state;
  }
  const { checkpoints } = replay(R, { ruleset: R.id, rulesetVersion: R.version, options: parsed.value, seed, moves });
  const body = {
    format: 'tenka-game',
    formatVersion: 1,
    exportedAt: '2026-11-27T08:00:00.000Z',
    ruleset: { id: R.id, version: R.version },
    options: parsed.value,
    seed,
    seats: Array.from({ length: 5 }, (_, seat) => ({ seat, kind: 'bot', name: `Bot ${seat + 1}`, bot: 'random' })),
    status: 'finished',
    moves,
    checkpoints,
    result: R.result(s),
    campaign: { name: 'Long war' },
  };
  return { text: JSON.stringify({ ...body, digest: saveDigest(body) }), moves: moves.length };
}

describe('request size', () => {
  it('a request over the size limit is refused under its own id, not 0', async () => {
    const s = await startServices(undefined, { resumeOnStart: false });
    const conn = s.connect(() => undefined);
    const big = JSON.stringify({ id: 41, request: { type: 'submitMove', gameId: 'g1', seat: 0, move: { type: 'move-armies', marches: [{ path: Array.from({ length: 40_000 }, (_, i) => `p${i}`) }] } } });
    expect(big.length).toBeGreaterThan(MAX_MESSAGE_CHARS);
    const reply = JSON.parse(await s.handleMessage(conn, big)) as ResponseEnvelope;
    expect(reply).toMatchObject({ id: 41, ok: false, error: { code: 'too-large' } });
    // Only an import may be larger; a message that merely starts like one is measured by what it is.
    const disguised = `{"id":42,"request":{"type":"importGame","type":"getReplay","gameId":"g1","pad":"${'x'.repeat(MAX_MESSAGE_CHARS)}"}}`;
    const reply2 = JSON.parse(await s.handleMessage(conn, disguised)) as ResponseEnvelope;
    expect(reply2).toMatchObject({ id: 42, ok: false, error: { code: 'too-large' } });
  });

  it('the longest games round-trip: a 5-player MB Shogun game of ~2,000 moves exports and imports through the wire contract', async () => {
    const { text, moves } = longMbGameFile();
    expect(moves).toBeGreaterThan(1_280);
    const a = await startServices(undefined, { resumeOnStart: false });
    const stored = await a.importGame(text);
    const exported = await new HostClient(a).call({ type: 'exportGame', gameId: stored.gameId });
    // The import request of this export is over the general limit: it is what failed before.
    expect(importMessageChars(exported.text)).toBeGreaterThan(MAX_MESSAGE_CHARS);

    const b = await startServices(undefined, { resumeOnStart: false });
    const client = new HostClient(b);
    const imported = await client.call({ type: 'importGame', text: exported.text });
    expect(imported.moves).toBe(moves);
    expect(imported.duplicateOf).toBeUndefined();
    expect(b.store.moves(imported.gameId)).toEqual(a.store.moves(stored.gameId));
    expect((await client.call({ type: 'getReplay', gameId: imported.gameId })).replayable).toBe(true);
    // The same file again is recognised as the same game.
    expect((await client.call({ type: 'importGame', text: exported.text })).duplicateOf).toBe(imported.gameId);
  }, 120_000);
});
