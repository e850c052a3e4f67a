import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS, type GameUpdatePush, type ResponseEnvelope } from '../../../src-shared/contract/messages';
import { verifyRecord } from '../../../src-shared/kernel/record';
import { toyRace, type ToyView } from '../../../src-shared/games/toy-race';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import type { LocalHostServices } from '../../../src-main/services/host-services';
import { tempDir, startServices, stopServices, human, bot } from './helpers';

const start = startServices;


async function expectFailure(p: Promise<unknown>, code: string, rule?: string): Promise<ContractFailure> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ContractFailure);
  const f = e as ContractFailure;
  expect(f.code).toBe(code);
  if (rule) expect(f.rule).toBe(rule);
  expect(f.message.length).toBeGreaterThan(5);
  return f;
}

function updates(client: HostClient): GameUpdatePush['update'][] {
  return (client.pushes as GameUpdatePush[]).filter((p) => p.push === 'gameUpdate').map((p) => p.update);
}

describe('host services', () => {
  it('answers ping and lists rulesets with their bot levels and options schema; test games only for a test host', async () => {
    const s = await start(tempDir(), { testGames: true });
    const c = new HostClient(s);
    expect((await c.call({ type: 'ping' })).pong).toBe(true);
    const rulesets = await c.call({ type: 'listRulesets' });
    const random = { level: 'random', description: expect.any(String) as string };
    expect(rulesets).toContainEqual({ id: 'toy-race', title: 'Toy Race', version: '2', minPlayers: 2, maxPlayers: 4, availability: 'test', bots: [random], options: [] });
    const henn = rulesets.find((r) => r.id === 'henn-shogun')!;
    expect(henn).toMatchObject({ availability: 'play', minPlayers: 3, maxPlayers: 5 });
    expect(henn.bots.map((b) => b.level)).toEqual(['random', 'easy', 'normal', 'hard']);
    // The schema travels as data: the draft-on-the-moon-side default is a rule, not a function.
    expect(henn.options).toContainEqual({ kind: 'choice', key: 'setup', values: ['drawn', 'fixed', 'draft'], default: 'drawn', defaultIf: [{ when: { side: 'moon' }, value: 'draft' }] });
    expect(JSON.parse(JSON.stringify(rulesets))).toEqual(rulesets);

    const players = await new HostClient(await start()).call({ type: 'listRulesets' });
    expect(players.map((r) => r.id)).toContain('henn-shogun');
    expect(players.map((r) => r.id)).not.toContain('toy-race');
  });

  it('plays a human against a bot to the end: stored, pushed, redacted, verifiable', async () => {
    const s = await start();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'duel', seats: [human('Ann'), bot('Rob')] });
    const opened = await c.call({ type: 'openGame', gameId });
    expect(opened.game).toMatchObject({ gameId, ruleset: 'toy-race', finished: false });
    expect(opened.game.seed).toBeUndefined(); // the seed stays on the host while the game runs
    expect(opened.game.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{3}$/);
    expect(opened.views.map((v) => v.seat)).toEqual([0]);

    for (let round = 1; round <= 5; round++) {
      await s.whenIdle(gameId); // the bot has bid
      const before = await c.call({ type: 'getView', gameId, seat: 0 });
      const view = before.view as ToyView;
      expect(view.placed[1]).toBe(true);
      expect(JSON.stringify(view)).not.toContain('allBids'); // the bot's bid stays secret
      const res = await c.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: Math.min(1, view.energy[0]!) } });
      expect(res.ply).toBe(round * 2);
    }
    await s.whenIdle(gameId);
    const [game] = await c.call({ type: 'listGames' });
    expect(game).toMatchObject({ gameId, ply: 10, round: 5, finished: true });
    expect(game!.result!.scores).toHaveLength(2);

    // One push per accepted move for the one held seat, in ply order, from Ann's opening of the game on (the bot's
    // first bid is pushed too unless it was stored before she opened it: the bot thinks while the game opens).
    const ups = updates(c);
    const first = ups[0]!.ply;
    expect(first).toBeLessThanOrEqual(2);
    expect(ups.map((u) => u.ply)).toEqual(Array.from({ length: 11 - first }, (_, i) => first + i));
    expect(ups.every((u) => u.seat === 0)).toBe(true);
    // Events about the bot's secret bid never reach seat 0.
    const secret = ups.flatMap((u) => u.events as { type: string; seat?: number }[]).filter((e) => e.type === 'bid-placed');
    expect(secret.every((e) => e.seat === 0)).toBe(true);
    expect(ups.at(-1)!.result).toEqual(game!.result);

    const record = s.store.record(gameId)!;
    expect(verifyRecord(toyRace, record, s.store.checkpoints(gameId))).toMatchObject({ ok: true, checked: 6 });
  });

  it('pushes one redacted update per held seat (hotseat) and hands seats to the newest opener', async () => {
    const s = await start();
    const a = new HostClient(s);
    const b = new HostClient(s);
    const { gameId } = await a.call({ type: 'createGame', ruleset: 'toy-race', options: { players: 2 }, seats: [human('Ann'), human('Ben')] });
    await a.call({ type: 'openGame', gameId });
    await a.call({ type: 'submitMove', gameId, seat: 1, move: { type: 'bid', bid: 3 } });
    const ups = updates(a);
    expect(ups.map((u) => u.seat)).toEqual([0, 1]);
    expect((ups[0]!.view as ToyView).myBid).toBeNull();
    expect((ups[1]!.view as ToyView).myBid).toBe(3);
    expect(ups[0]!.events).toEqual([{ type: 'bid-in', seat: 1 }]);
    expect(ups[1]!.events).toContainEqual({ type: 'bid-placed', seat: 1, bid: 3, visibleTo: [1] });
    expect(updates(b)).toEqual([]);

    await b.call({ type: 'openGame', gameId });
    await expectFailure(a.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 0 } }), 'not-your-seat');
    await b.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 0 } });
    expect(updates(a)).toHaveLength(2);
    expect(updates(b).map((u) => u.seat)).toEqual([0, 1]);
  });

  it('validates createGame: ruleset, options, seat count, bot levels; a random seed is chosen once', async () => {
    const s = await start();
    const c = new HostClient(s);
    await expectFailure(c.call({ type: 'createGame', ruleset: 'chess', options: {}, seats: [human('A'), human('B')] }), 'unknown-ruleset');
    await expectFailure(c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('A')] }), 'bad-options');
    await expectFailure(c.call({ type: 'createGame', ruleset: 'toy-race', options: { players: 3 }, seats: [human('A'), human('B')] }), 'bad-options');
    await expectFailure(c.call({ type: 'createGame', ruleset: 'toy-race', options: { colour: 'red' }, seats: [human('A'), human('B')] }), 'bad-options', 'bad-options');
    await expectFailure(
      c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('A'), { kind: 'bot', name: 'B', bot: 'grandmaster' }] }),
      'bad-options',
    );
    await expectFailure(c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('A'), { kind: 'bot', name: 'B' }] }), 'bad-options');
    expect(await c.call({ type: 'listGames' })).toEqual([]);

    const one = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('A'), human('B')] });
    const two = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('A'), human('B')] });
    const games = await c.call({ type: 'listGames' });
    expect(games.every((g) => g.seed === undefined)).toBe(true);
    const seeds = games.map((g) => s.store.getGame(g.gameId)!.seed);
    expect(new Set(seeds).size).toBe(2);
    expect(seeds.every((x) => x.length >= 12)).toBe(true);
    expect(new Set(games.map((g) => g.code)).size).toBe(2);
    expect(one.gameId).not.toBe(two.gameId);
  });

  describe('rejects bad requests with a typed error, changing nothing', () => {
    async function setup() {
      const s = await start();
      const c = new HostClient(s);
      const { gameId } = await c.call({
        type: 'createGame',
        ruleset: 'toy-race',
        options: {},
        seed: 'errors',
        seats: [human('Ann'), human('Ben'), bot('Rob')],
      });
      await c.call({ type: 'openGame', gameId });
      await s.whenIdle(gameId);
      await c.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 1 } });
      const fingerprint = async () =>
        JSON.stringify({
          game: s.store.getGame(gameId),
          moves: s.store.moves(gameId),
          checkpoints: s.store.checkpoints(gameId),
          views: [await c.call({ type: 'getView', gameId, seat: 0 }), await c.call({ type: 'getView', gameId, seat: 1 })],
          games: s.store.listGames().length,
        });
      const raw = async (text: string) => JSON.parse(await s.handleMessage(c.conn, text)) as ResponseEnvelope;
      return { s, c, gameId, fingerprint, raw, before: await fingerprint(), pushes: c.pushes.length };
    }

    it('malformed JSON, schema-invalid and oversized messages', async () => {
      const t = await setup();
      expect(await t.raw('{"id": 1, "request": ')).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/not valid JSON/) } });
      expect(await t.raw(JSON.stringify({ id: 7, request: { type: 'submitMove', gameId: t.gameId, seat: -1, move: {} } }))).toMatchObject({
        id: 7,
        ok: false,
        error: { code: 'bad-request', message: expect.stringMatching(/request\.seat/) },
      });
      expect(await t.raw(JSON.stringify({ id: 8, request: { type: 'launchMissiles' } }))).toMatchObject({ id: 8, ok: false, error: { code: 'bad-request' } });
      const huge = JSON.stringify({ id: 9, request: { type: 'submitMove', gameId: t.gameId, seat: 1, move: { type: 'bid', bid: 1, pad: 'x'.repeat(MAX_MESSAGE_CHARS) } } });
      expect(await t.raw(huge)).toMatchObject({ ok: false, error: { code: 'too-large' } });
      expect(await t.fingerprint()).toBe(t.before);
      expect(t.c.pushes.length).toBe(t.pushes);
    });

    it('unknown game', async () => {
      const t = await setup();
      await expectFailure(t.c.call({ type: 'submitMove', gameId: 'no-such-game', seat: 0, move: { type: 'bid', bid: 1 } }), 'unknown-game');
      await expectFailure(t.c.call({ type: 'openGame', gameId: 'no-such-game' }), 'unknown-game');
      await expectFailure(t.c.call({ type: 'getView', gameId: 'no-such-game', seat: 0 }), 'unknown-game');
      expect(await t.fingerprint()).toBe(t.before);
    });

    it('a seat the connection does not hold, or a bot seat', async () => {
      const t = await setup();
      const stranger = new HostClient(t.s);
      await expectFailure(stranger.call({ type: 'submitMove', gameId: t.gameId, seat: 1, move: { type: 'bid', bid: 1 } }), 'not-your-seat');
      await expectFailure(stranger.call({ type: 'getView', gameId: t.gameId, seat: 1 }), 'not-your-seat');
      await expectFailure(t.c.call({ type: 'submitMove', gameId: t.gameId, seat: 2, move: { type: 'bid', bid: 1 } }), 'not-your-seat');
      await expectFailure(t.c.call({ type: 'submitMove', gameId: t.gameId, seat: 5, move: { type: 'bid', bid: 1 } }), 'not-your-seat');
      expect(await t.fingerprint()).toBe(t.before);
      expect(t.c.pushes.length).toBe(t.pushes);
    });

    it('out of turn', async () => {
      const t = await setup();
      const f = await expectFailure(t.c.call({ type: 'submitMove', gameId: t.gameId, seat: 0, move: { type: 'bid', bid: 1 } }), 'not-your-turn');
      expect(f.message).toMatch(/waiting for seat 1/);
      expect(await t.fingerprint()).toBe(t.before);
    });

    it('illegal move, with the rule code', async () => {
      const t = await setup();
      await expectFailure(t.c.call({ type: 'submitMove', gameId: t.gameId, seat: 1, move: { type: 'bid', bid: 4 } }), 'illegal-move', 'bid-out-of-range');
      await expectFailure(t.c.call({ type: 'submitMove', gameId: t.gameId, seat: 1, move: 'run!' }), 'illegal-move', 'bad-move');
      expect(await t.fingerprint()).toBe(t.before);
      expect(t.c.pushes.length).toBe(t.pushes);
      // …and the game goes on normally afterwards.
      expect(await t.c.call({ type: 'submitMove', gameId: t.gameId, seat: 1, move: { type: 'bid', bid: 0 } })).toEqual({ ply: 3 });
    });

    it('game over', async () => {
      const t = await setup();
      for (;;) {
        await t.s.whenIdle(t.gameId);
        const v = await t.c.call({ type: 'getView', gameId: t.gameId, seat: 0 });
        if (v.result) break;
        for (const p of v.pending) await t.c.call({ type: 'submitMove', gameId: t.gameId, seat: p.seat, move: { type: 'bid', bid: 0 } });
      }
      const done = JSON.stringify({ game: t.s.store.getGame(t.gameId), moves: t.s.store.moves(t.gameId) });
      await expectFailure(t.c.call({ type: 'submitMove', gameId: t.gameId, seat: 0, move: { type: 'bid', bid: 0 } }), 'game-over');
      // Once the game is over, anyone may look at any seat's view; still nobody may move a bot.
      const stranger = new HostClient(t.s);
      expect((await stranger.call({ type: 'getView', gameId: t.gameId, seat: 2 })).result).not.toBeNull();
      await expectFailure(stranger.call({ type: 'submitMove', gameId: t.gameId, seat: 2, move: { type: 'bid', bid: 0 } }), 'not-your-seat');
      expect(JSON.stringify({ game: t.s.store.getGame(t.gameId), moves: t.s.store.moves(t.gameId) })).toBe(done);
    });
  });

  it('resumes unfinished games after a restart: humans on open, all-bot games on startup', async () => {
    const dir = tempDir();
    const s1 = await start(dir);
    const c1 = new HostClient(s1);
    const { gameId } = await c1.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'resume', seats: [human('Ann'), bot('B1'), bot('B2')] });
    await c1.call({ type: 'openGame', gameId });
    await s1.whenIdle(gameId);
    await c1.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 2 } });
    await s1.whenIdle(gameId);
    await c1.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 2 } });
    await s1.whenIdle(gameId);
    const stored = s1.store.moves(gameId);
    await stopServices(s1);

    // An all-bot game interrupted before it even started to move.
    const s2 = await start(dir, { resumeOnStart: false });
    const c2 = new HostClient(s2);
    const bots = await c2.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [bot('X'), bot('Y')] });
    await stopServices(s2);

    const s3 = await start(dir);
    const c3 = new HostClient(s3);
    const opened = await c3.call({ type: 'openGame', gameId });
    expect(opened.game.ply).toBe(stored.length);
    expect(s3.store.moves(gameId)).toEqual(stored);
    const view = opened.views[0]!.view as ToyView;
    expect(view.round).toBe(3);
    expect(view.energy[0]).toBe(4);
    // The bot-only game finished by itself after the restart; a spectator may watch any seat.
    await s3.whenIdle(bots.gameId);
    expect(s3.store.getGame(bots.gameId)).toMatchObject({ status: 'finished', ply: 10 });
    expect((await c3.call({ type: 'openGame', gameId: bots.gameId })).views).toEqual([]);
    expect((await c3.call({ type: 'getView', gameId: bots.gameId, seat: 1 })).ply).toBe(10);
    // And the human game plays on to the end.
    for (let i = 0; i < 3; i++) {
      await s3.whenIdle(gameId);
      await c3.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 1 } });
    }
    await s3.whenIdle(gameId);
    const g = s3.store.getGame(gameId)!;
    expect(g).toMatchObject({ status: 'finished', ply: 15 });
    expect(verifyRecord(toyRace, s3.store.record(gameId)!, s3.store.checkpoints(gameId)).ok).toBe(true);
  });

  it('stays responsive while a bot thinks for a second in the worker', async () => {
    const s = await start(tempDir(), { testBots: true, botBudgetMs: 1000 });
    const c = new HostClient(s);
    const t0 = performance.now();
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('Ann'), { kind: 'bot', name: 'Slow', bot: 'busy' }] });
    // The busy bot starts thinking straight away (it bids first, simultaneously with seat 0).
    const idle = s.whenIdle(gameId).then(() => performance.now());
    await new Promise((r) => setTimeout(r, 100));
    const latencies: number[] = [];
    for (let i = 0; i < 10; i++) {
      const p0 = performance.now();
      await c.call({ type: 'ping' });
      latencies.push(performance.now() - p0);
      await new Promise((r) => setTimeout(r, 40));
    }
    const pingsDone = performance.now();
    const botDone = await idle;
    expect(botDone - t0).toBeGreaterThan(900); // the bot really was busy …
    expect(pingsDone).toBeLessThan(botDone); // … during every ping
    expect(Math.max(...latencies)).toBeLessThan(50);
    expect(s.store.getGame(gameId)!.ply).toBe(1);
  });

  it('opens the game, shows views and takes the human’s move while a bot thinks, then stores the bot’s move too', async () => {
    const s = await start(tempDir(), { testBots: true, botBudgetMs: 1500 });
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'meanwhile', seats: [human('Ann'), { kind: 'bot', name: 'Slow', bot: 'busy' }] });
    const t0 = performance.now();
    const idle = s.whenIdle(gameId).then(() => performance.now() - t0);
    // Both bid at once; the busy bot spins for 1.5 s in the thinker worker. None of these waits for it.
    const timed = async <T>(call: () => Promise<T>): Promise<number> => {
      const p0 = performance.now();
      await call();
      return performance.now() - p0;
    };
    const opened = await timed(() => c.call({ type: 'openGame', gameId }));
    const viewed = await timed(() => c.call({ type: 'getView', gameId, seat: 0 }));
    const moved = await timed(() => c.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 1 } }));
    const answered = performance.now() - t0;
    const botDone = await idle;
    expect(botDone).toBeGreaterThan(1400); // the bot really was thinking …
    expect(answered).toBeLessThan(botDone - 500); // … long after all three were answered
    expect(Math.max(opened, viewed, moved)).toBeLessThan(500);
    // Ann's bid came first, the bot's (decided from the view before it) second; then the bot bid in round 2.
    const moves = s.store.record(gameId)!.moves;
    expect(moves.map((m) => m.seat)).toEqual([0, 1, 1]);
    expect(s.store.getGame(gameId)).toMatchObject({ ply: 3, round: 2 });
    expect(s.backgroundError(gameId)).toBeUndefined();
  });
});
