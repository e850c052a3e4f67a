/**
 * Undo through the host (src-main/services/undo.ts, docs/undo.md): the
 * person's last decision and the bots' replies leave the record, its
 * checkpoints and frames; the game replays without them and goes on; a
 * refusal says why; take-backs are counted per seat.
 */
import { describe, expect, it } from 'vitest';
import type { UndoStatus } from '../../../src-shared/contract/messages';
import { getRuleset } from '../../../src-shared/games/registry';
import { verifyRecord } from '../../../src-shared/kernel/record';
import { Rng } from '../../../src-shared/kernel/rng';
import type { AnyRuleset } from '../../../src-shared/kernel/ruleset';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import { FrameStore } from '../../../src-main/store/frames';
import { bot, human, startServices } from './helpers';

type Found = { status: UndoStatus; ply: number };

/** Seat 0 (a person) plays random legal moves against random bots until `want` holds for the Undo button's status. */
async function playUntil(ruleset: string, seed: string, want: (st: UndoStatus) => boolean) {
  const s = await startServices();
  const c = new HostClient(s);
  const { gameId } = await c.call({ type: 'createGame', ruleset, options: { players: 3 }, seed, seats: [human('Ann'), bot('B'), bot('C')] });
  await c.call({ type: 'openGame', gameId });
  const R = getRuleset(ruleset) as AnyRuleset;
  const rng = Rng.seeded(seed);
  let found: Found | null = null;
  for (let i = 0; i < 300 && !found; i++) {
    await s.whenIdle(gameId);
    const v = await c.call({ type: 'getView', gameId, seat: 0 });
    if (v.result) break;
    if (!v.pending.some((d) => d.seat === 0)) continue;
    const status = await c.call({ type: 'undoStatus', gameId, seat: 0 });
    if (want(status)) found = { status, ply: v.ply };
    else await c.call({ type: 'submitMove', gameId, seat: 0, move: R.randomMove(v.view, rng) });
  }
  if (!found) throw new Error(`no such position in ${ruleset}`);
  return { s, c, gameId, found };
}

describe('host: undo against bots', () => {
  it('Kunitori: a played card is taken back; the record, checkpoints and frames go back with it and the game goes on', async () => {
    const { s, c, gameId, found } = await playUntil('kunitori', 'undo-k', (st) => st.allowed);
    expect(found.status).toMatchObject({ allowed: true, takeBacks: [0, 0, 0] });
    const res = await c.call({ type: 'undoMove', gameId, seat: 0 });
    expect(res.ply).toBe(found.ply - found.status.moves!);
    expect(res.takeBacks).toEqual([1, 0, 0]);
    const v = await c.call({ type: 'getView', gameId, seat: 0 });
    expect(v.ply).toBe(res.ply);
    expect(v.pending.some((d) => d.seat === 0)).toBe(true);
    const record = s.store.record(gameId)!;
    expect(record.moves).toHaveLength(res.ply);
    expect(s.store.getGame(gameId)!.ply).toBe(res.ply);
    expect(verifyRecord(getRuleset('kunitori')!, record, s.store.checkpoints(gameId)).ok).toBe(true);
    expect(new FrameStore(s.store.db).complete(gameId, res.ply)).toBe(true);
    // The game goes on from there, and the count is kept.
    const R = getRuleset('kunitori') as AnyRuleset;
    await c.call({ type: 'submitMove', gameId, seat: 0, move: R.randomMove(v.view, Rng.seeded('again')) });
    expect((await c.call({ type: 'undoStatus', gameId, seat: 0 })).takeBacks).toEqual([1, 0, 0]);
  });

  it('Kunitori: refused once a card was drawn since, in words; nothing changes', async () => {
    const { s, c, gameId, found } = await playUntil('kunitori', 'undo-k2', (st) => st.reason === 'card');
    const before = s.store.record(gameId)!.moves.length;
    const refused = await c.call({ type: 'undoMove', gameId, seat: 0 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContractFailure);
    expect((refused as ContractFailure).code).toBe('conflict');
    expect((refused as ContractFailure).message).toMatch(/a card was drawn/);
    expect(s.store.record(gameId)!.moves).toHaveLength(before);
    expect(found.status.takeBacks).toEqual([0, 0, 0]);
  });

  it("MB Shogun: the bots' replies since the move are taken back with it; refused after a die", async () => {
    const { s, c, gameId, found } = await playUntil('mb-shogun', 'undo-mb', (st) => st.allowed && st.moves! > 1);
    const res = await c.call({ type: 'undoMove', gameId, seat: 0 });
    expect(res.moves).toBe(found.status.moves);
    expect(s.store.record(gameId)!.moves).toHaveLength(found.ply - res.moves);
    const dice = await playUntil('mb-shogun', 'undo-mb', (st) => st.reason === 'die');
    const refused = await dice.c.call({ type: 'undoMove', gameId: dice.gameId, seat: 0 }).catch((e: unknown) => e);
    expect((refused as ContractFailure).message).toMatch(/a die was rolled/);
  });

  it('the take-backs stay counted to the end of the game (what the end summary shows)', async () => {
    const s = await startServices();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'kunitori', options: { players: 2, turnLimit: 10 }, seed: 'undo-end', seats: [human('Ann'), bot('B')] });
    await c.call({ type: 'openGame', gameId });
    const R = getRuleset('kunitori') as AnyRuleset;
    const rng = Rng.seeded('undo-end');
    let undone = 0;
    for (let i = 0; i < 400; i++) {
      await s.whenIdle(gameId);
      const v = await c.call({ type: 'getView', gameId, seat: 0 });
      if (v.result) break;
      if (!v.pending.some((d) => d.seat === 0)) continue;
      if (undone < 2 && (await c.call({ type: 'undoStatus', gameId, seat: 0 })).allowed) {
        await c.call({ type: 'undoMove', gameId, seat: 0 });
        undone++;
        const again = await c.call({ type: 'getView', gameId, seat: 0 });
        await c.call({ type: 'submitMove', gameId, seat: 0, move: R.randomMove(again.view, rng) });
        continue;
      }
      await c.call({ type: 'submitMove', gameId, seat: 0, move: R.randomMove(v.view, rng) });
    }
    expect(undone).toBe(2);
    expect(s.store.getGame(gameId)!.status).toBe('finished');
    expect(await c.call({ type: 'undoStatus', gameId, seat: 0 })).toEqual({ allowed: false, reason: 'over', takeBacks: [2, 0] });
    // The finished record replays to its stored checkpoints: the hash chain held through both take-backs.
    expect(verifyRecord(R, s.store.record(gameId)!, s.store.checkpoints(gameId)).ok).toBe(true);
  });

  it('hotseat: refused (another person has seen the move)', async () => {
    const s = await startServices();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'kunitori', options: { players: 2 }, seed: 'hot', seats: [human('Ann'), human('Ben')] });
    const opened = await c.call({ type: 'openGame', gameId });
    const R = getRuleset('kunitori') as AnyRuleset;
    const first = opened.views.find((v) => v.pending.some((d) => d.seat === v.seat))!;
    await c.call({ type: 'submitMove', gameId, seat: first.seat, move: R.randomMove(first.view, Rng.seeded('h')) });
    expect(await c.call({ type: 'undoStatus', gameId, seat: first.seat })).toMatchObject({ allowed: false, reason: 'people' });
  });
});
