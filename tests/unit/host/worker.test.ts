import { afterAll, describe, expect, it } from 'vitest';
import { EngineClient, EngineWorkerError } from '../../../src-main/worker/spawn';
import { replay } from '../../../src-shared/kernel/record';
import { toyRace } from '../../../src-shared/games/toy-race';

const record = { ruleset: 'toy-race', rulesetVersion: '2', options: { players: 2 }, seed: 'w', moves: [] };

describe('engine worker', () => {
  const engine = EngineClient.spawn({ testBots: true });
  afterAll(() => engine.terminate());

  it('starts from TypeScript source and answers', async () => {
    const pong = await engine.request({ op: 'ping' });
    expect(pong.pong).toBe(true);
  });

  it('loads a game, validates and applies moves, and reports views and checkpoints', async () => {
    const loaded = await engine.request({ op: 'load', gameId: 'a', record, seatCount: 2 });
    expect(loaded).toMatchObject({ ply: 0, round: 1, result: null, pending: [{ seat: 0 }, { seat: 1 }] });
    expect(loaded.checkpoints).toEqual(replay(toyRace, record).checkpoints);

    const bad = await engine.request({ op: 'apply', gameId: 'a', seat: 0, move: { type: 'bid', bid: 9 } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bid-out-of-range' } });

    const first = await engine.request({ op: 'apply', gameId: 'a', seat: 0, move: { type: 'bid', bid: 2, junk: 'dropped' } });
    if (!first.ok) throw new Error('expected ok');
    expect(first.step).toMatchObject({ ply: 1, seat: 0, move: { type: 'bid', bid: 2 }, checkpoint: null });
    expect((first.step.views[1] as { myBid: unknown }).myBid).toBeNull();
    expect((first.step.views[0] as { myBid: unknown }).myBid).toBe(2);

    // A bot's turn: the seat's view and a seed from the game, the ply and the seat; nothing for a seat that has decided.
    expect(await engine.request({ op: 'botTurn', gameId: 'a', seat: 0 })).toBeNull();
    const turn = await engine.request({ op: 'botTurn', gameId: 'a', seat: 1 });
    expect(turn).toMatchObject({ gameId: 'a', ruleset: 'toy-race', seat: 1, ply: 1, rngSeed: 'w/bot/1/1' });
    expect((turn!.view as { myBid: unknown }).myBid).toBeNull();
    // Thinking needs no loaded game (the host's thinker worker holds none), and is reproducible from the turn.
    const thinker = EngineClient.spawn({ testBots: true });
    try {
      const { move } = await thinker.request({ op: 'think', turn: turn!, level: 'random', budgetMs: 10 });
      expect(await thinker.request({ op: 'think', turn: turn!, level: 'random', budgetMs: 10 })).toEqual({ move });
      const bot = await engine.request({ op: 'apply', gameId: 'a', seat: 1, move });
      if (!bot.ok) throw new Error('expected ok');
      expect(bot.step).toMatchObject({ ply: 2, round: 2, checkpoint: { ply: 2, round: 2 } });
    } finally {
      await thinker.terminate();
    }
  });

  it('rejects requests for games it does not hold, and unknown bots', async () => {
    await expect(engine.request({ op: 'views', gameId: 'nope', seats: [0] })).rejects.toBeInstanceOf(EngineWorkerError);
    await engine.request({ op: 'load', gameId: 'b', record, seatCount: 2 });
    const turn = await engine.request({ op: 'botTurn', gameId: 'b', seat: 0 });
    await expect(engine.request({ op: 'think', turn: turn!, level: 'grandmaster', budgetMs: 1 })).rejects.toThrow(/unknown bot level/);
    await expect(engine.request({ op: 'botTurn', gameId: 'nope', seat: 0 })).rejects.toThrow(/not loaded/);
  });

  it('fails a replay of an illegal record, naming the move', async () => {
    const broken = { ...record, moves: [{ seat: 0, move: { type: 'bid', bid: 1 } }, { seat: 0, move: { type: 'bid', bid: 1 } }] };
    await expect(engine.request({ op: 'load', gameId: 'c', record: broken, seatCount: 2 })).rejects.toThrow(/move 2 \(seat 0\) is illegal/);
  });
});
