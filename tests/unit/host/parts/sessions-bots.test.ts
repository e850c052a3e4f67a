/**
 * Sessions and seats (sessions.ts), new games (new-games.ts) and the bot
 * driver (bots.ts) on their own, with the engine in this thread.
 */
import { describe, expect, it } from 'vitest';
import type { BotThinkingPush, GameUpdatePush } from '../../../../src-shared/contract/messages';
import { Bots, nextBot } from '../../../../src-main/services/bots';
import { NewGames, seatColours } from '../../../../src-main/services/new-games';
import { Sessions, type Session } from '../../../../src-main/services/sessions';
import { inThreadEngine, partsFixture, refusal } from './fixture';
import { bot, human } from '../helpers';


function setup() {
  const f = partsFixture();
  const games = new NewGames(f.ctx, f.sessions, new Set(['random']));
  return Object.assign(f, { games });
}

describe('new games', () => {
  it('refuses an unknown ruleset, a wrong number of players, an unknown bot level and two seats of one colour', async () => {
    const { games } = setup();
    expect(await refusal(() => games.resolveSetup({ ruleset: 'chess', options: {}, seats: [human('A'), human('B')] }))).toBe('unknown-ruleset');
    expect(await refusal(() => games.resolveSetup({ ruleset: 'toy-race', options: {}, seats: [human('A')] }))).toBe('bad-options');
    expect(await refusal(() => games.resolveSetup({ ruleset: 'toy-race', options: { players: 3 }, seats: [human('A'), human('B')] }))).toBe('bad-options');
    expect(await refusal(() => games.resolveSetup({ ruleset: 'toy-race', options: {}, seats: [human('A'), bot('B', 'grandmaster')] }))).toBe('bad-options');
    expect(await refusal(() => games.resolveSetup({ ruleset: 'toy-race', options: {}, seats: [{ ...human('A'), colour: 2 }, { ...human('B'), colour: 2 }] }))).toBe('bad-options');
  });

  it('gives seats without a chosen colour the first colours nobody chose, and none when nobody chose', () => {
    expect(seatColours([{}, {}])).toEqual([undefined, undefined]);
    expect(seatColours([{}, { colour: 0 }, {}])).toEqual([1, 0, 2]);
  });

  it('creates a game as a campaign of one, loads it in the engine and makes it live', async () => {
    const { games, ctx, engine, sessions, changed } = setup();
    const { gameId } = await games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 's1', seats: [human('Ann'), bot('Rob')] });
    const row = ctx.store.getGame(gameId)!;
    expect(row).toMatchObject({ ruleset: 'toy-race', seed: 's1', status: 'active', ply: 0 });
    expect(ctx.store.getCampaign(row.campaignId!)).toMatchObject({ single: true });
    expect(engine.ops).toEqual(['load']);
    expect(sessions.has(gameId)).toBe(true);
    expect(changed.map((s) => s.id)).toEqual([gameId]);
  });
});

describe('sessions and seats', () => {
  it('opening takes the human seats (the newest opener takes them over); a bot seat cannot be claimed', async () => {
    const { games, sessions, client } = setup();
    const { gameId } = await games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 's2', seats: [human('Ann'), bot('Rob'), human('Cy')] });
    const a = client();
    const opened = await sessions.open(a.conn, gameId);
    expect(opened.views.map((v) => v.seat)).toEqual([0, 2]);
    expect(opened.game.seed).toBeUndefined();
    const b = client();
    await sessions.open(b.conn, gameId, [2]);
    expect(await refusal(sessions.submit(a.conn, gameId, 2, { type: 'bid', bid: 1 }))).toBe('not-your-seat');
    expect(await refusal(sessions.open(b.conn, gameId, [1]))).toBe('not-your-seat');
    // A spectator may not look at a human's seat of a running game.
    expect(await refusal(sessions.view(client().conn, gameId, 0))).toBe('not-your-seat');
    expect((await sessions.view(a.conn, gameId, 0)).seat).toBe(0);
  });

  it('a human move is checked, stored, then pushed: each holder gets its own view and only the events it may see', async () => {
    const { games, sessions, client, ctx } = setup();
    const { gameId } = await games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 's3', seats: [human('Ann'), human('Bo')] });
    const a = client();
    const b = client();
    await sessions.open(a.conn, gameId, [0]);
    await sessions.open(b.conn, gameId, [1]);
    expect(await refusal(sessions.submit(a.conn, gameId, 0, { type: 'bid', bid: 99 }))).toBe('illegal-move');
    expect(ctx.store.moves(gameId)).toHaveLength(0);

    expect(await sessions.submit(a.conn, gameId, 0, { type: 'bid', bid: 2 })).toEqual({ ply: 1 });
    expect(ctx.store.moves(gameId)).toHaveLength(1);
    const toA = a.pushes as GameUpdatePush[];
    const toB = b.pushes as GameUpdatePush[];
    expect(toA.map((p) => p.update.seat)).toEqual([0]);
    expect(toB.map((p) => p.update.seat)).toEqual([1]);
    // Ann sees her bid; Bo only that a bid is in.
    const types = (push: GameUpdatePush) => (push.update.events as { type: string }[]).map((e) => e.type);
    expect(types(toA[0]!)).toContain('bid-placed');
    expect(types(toB[0]!)).toEqual(['bid-in']);
    expect(JSON.stringify(toB[0]!.update)).not.toContain('"myBid":2');
    // Seat 0 has bid; it has nothing to decide until Bo bids.
    expect(await refusal(sessions.submit(a.conn, gameId, 0, { type: 'bid', bid: 1 }))).toBe('not-your-turn');
  });

  it('a stored game comes back live from the store after a restart; an unknown game is refused', async () => {
    const { games, sessions, client, ctx, conns } = setup();
    const { gameId } = await games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 's4', seats: [human('Ann'), human('Bo')] });
    const a = client();
    await sessions.open(a.conn, gameId);
    await sessions.submit(a.conn, gameId, 0, { type: 'bid', bid: 1 });
    await sessions.submit(a.conn, gameId, 1, { type: 'bid', bid: 3 });
    // A new engine and new sessions on the same store: the game is replayed from its record.
    const restarted = new Sessions({ ...ctx, engine: inThreadEngine() }, conns, () => undefined);
    const live = await restarted.get(gameId);
    expect(live.status.ply).toBe(2);
    expect(live.status.round).toBe(2);
    expect(await refusal(restarted.get('g-nothing'))).toBe('unknown-game');
  });

  it('stopping a game drops it from the engine and from every connection', async () => {
    const { games, sessions, client, engine, conns } = setup();
    const { gameId } = await games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 's5', seats: [human('Ann'), human('Bo')] });
    const a = client();
    await sessions.open(a.conn, gameId);
    await sessions.stop(gameId);
    expect(engine.ops.at(-1)).toBe('unload');
    expect(sessions.has(gameId)).toBe(false);
    expect(conns.holds(a.conn, gameId, 0)).toBe(false);
  });
});

describe('bots', () => {
  const status = (pending: number[], free: number[] = []) => ({
    ply: 0,
    round: 1,
    pending: pending.map((seat) => ({ seat, kind: 'bid' })),
    free: free.map((seat) => ({ seat, kind: 'trade' })),
    result: null,
  });
  const row = { seats: [{ seat: 0, kind: 'human', name: 'A' }, { seat: 1, kind: 'bot', name: 'B', bot: 'random' }, { seat: 2, kind: 'bot', name: 'C', bot: 'random' }] } as Session['row'];

  it('asks a bot with a newly open free action first, then a pending bot, never a human, nobody once the game is over', () => {
    expect(nextBot({ row, status: status([0]) })).toBeUndefined();
    expect(nextBot({ row, status: status([0, 2]) })?.seat).toBe(2);
    const session = { row, status: status([2], [1]), freeOffered: new Map<number, string>() };
    expect(nextBot(session)?.seat).toBe(1);
    // Offered once: the same offer is not made again, the pending bot comes next.
    session.freeOffered.set(1, 'trade');
    expect(nextBot(session)?.seat).toBe(2);
    expect(nextBot({ row, status: status([]) })).toBeUndefined();
  });

  it('plays a game between bots to its end, thinking in the thinker, and tells the players when each bot is done', async () => {
    const f = setup();
    const thinker = inThreadEngine();
    const bots = new Bots(f.ctx, f.sessions, f.conns, { request: thinker.request, onNotice: () => () => undefined }, 50);
    f.onChange = (s) => bots.schedule(s);
    const { games, sessions } = f;
    const { gameId } = await games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'bots', seats: [bot('A'), bot('B')] });
    const watcher = f.client();
    f.conns.claim(watcher.conn, gameId, [0]);
    await expect.poll(async () => (await sessions.whenIdle(gameId), f.ctx.store.getGame(gameId)!.status), { timeout: 20_000 }).toBe('finished');
    expect(bots.error(gameId)).toBeUndefined();
    expect(thinker.ops.filter((op) => op === 'think').length).toBe(f.ctx.store.getGame(gameId)!.ply);
    const done = (watcher.pushes as BotThinkingPush[]).filter((p) => p.push === 'botThinking' && p.done);
    expect(done.length).toBeGreaterThan(0);
  });

  it("stops a game's bots when one makes an illegal move, and says why", async () => {
    const f = setup();
    const cheat = { request: (async () => ({ move: { type: 'bid', bid: 99 } })) as never, onNotice: () => () => undefined };
    const bots = new Bots(f.ctx, f.sessions, f.conns, cheat, 50);
    f.onChange = (s) => bots.schedule(s);
    const { games } = f;
    const { gameId } = await games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'cheat', seats: [human('A'), bot('B')] });
    await expect.poll(() => bots.error(gameId)?.message).toMatch(/bot 'random' at seat 1 made an illegal move/);
    expect(f.logs.join('\n')).toMatch(/stopped: bot 'random'/);
    expect(f.ctx.store.moves(gameId)).toHaveLength(0);
  });
});
