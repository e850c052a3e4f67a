/**
 * Campaigns (campaigns.ts), game files (files.ts), replays (replays.ts), a
 * stored game as the contract shows it (stored-games.ts) and the request
 * table (requests.ts) on their own, with the engine in this thread.
 */
import { describe, expect, it } from 'vitest';
import { requestSchema, type Request } from '../../../../src-shared/contract/messages';
import { Bots } from '../../../../src-main/services/bots';
import { Campaigns } from '../../../../src-main/services/campaigns';
import { GameFiles } from '../../../../src-main/services/files';
import { NewGames } from '../../../../src-main/services/new-games';
import { Hints } from '../../../../src-main/services/hints';
import { Records } from '../../../../src-main/services/records';
import { Replays, allSeeing } from '../../../../src-main/services/replays';
import { dispatchBy, requestTable } from '../../../../src-main/services/requests';
import { gameCode, summary } from '../../../../src-main/services/stored-games';
import { Undo } from '../../../../src-main/services/undo';
import { Shares } from '../../../../src-main/services/shares';
import type { Session } from '../../../../src-main/services/sessions';
import type { GameRow } from '../../../../src-main/store/store';
import { envelope, inThreadEngine, partsFixture, refusal } from './fixture';
import { bot, human } from '../helpers';


/** Every part, joined as host-services.ts joins them, with bots thinking in this thread. */
function parts(options: { importPositions?: boolean; allowAllSeeing?: boolean } = {}) {
  const f = partsFixture();
  const thinker = inThreadEngine();
  const bots = new Bots(f.ctx, f.sessions, f.conns, { request: thinker.request, onNotice: () => () => undefined }, 50);
  f.onChange = (s) => bots.schedule(s);
  const games = new NewGames(f.ctx, f.sessions, new Set(['random']));
  const campaigns = new Campaigns(f.ctx, f.sessions, bots, games);
  const files = new GameFiles(f.ctx, options.importPositions ?? false);
  const replays = new Replays(f.ctx, f.conns, options.allowAllSeeing ?? false);
  const undo = new Undo<Session>({ store: f.ctx.store, engine: f.ctx.engine, enqueue: (s, task) => f.sessions.enqueue(s, task), reloaded: (s, loaded) => void (s.status = loaded) });
  return { ...f, fixture: f, bots, games, campaigns, files, replays, undo };
}

/** A toy race of two humans played to its end through the sessions. */
async function finishedGame(p: ReturnType<typeof parts>, seed = 'done'): Promise<string> {
  const { gameId } = await p.games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed, seats: [human('Ann'), human('Bo')] });
  const { conn } = p.client();
  await p.sessions.open(conn, gameId);
  while (p.ctx.store.getGame(gameId)!.status === 'active') {
    for (const seat of [0, 1]) await p.sessions.submit(conn, gameId, seat, { type: 'bid', bid: 0 });
  }
  return gameId;
}

describe('campaigns', () => {
  it('are created, listed, renamed and read with their games; the next game waits until the running one is finished', async () => {
    const p = parts();
    const c = p.campaigns.create({ type: 'createCampaign', name: 'Winter', ruleset: 'toy-race', options: {}, seats: [human('Ann'), human('Bo')] });
    expect(c).toMatchObject({ name: 'Winter', single: false, games: 0, activeGameId: null });
    expect(p.campaigns.list().map((x) => x.campaignId)).toEqual([c.campaignId]);
    expect(p.campaigns.rename(c.campaignId, 'Spring').name).toBe('Spring');
    const { gameId } = await p.campaigns.startGame(c.campaignId, 'c1');
    expect(p.campaigns.get(c.campaignId)).toMatchObject({ campaign: { games: 1, activeGameId: gameId }, games: [{ gameId }] });
    expect(await refusal(p.campaigns.startGame(c.campaignId, undefined))).toBe('conflict');
    expect(await refusal(() => p.campaigns.get('c-none'))).toBe('unknown-campaign');
  });

  it('continuing opens the latest unfinished game; a finished one is refused (its replay is the way in)', async () => {
    const p = parts();
    const done = await finishedGame(p);
    expect(p.campaigns.latestUnfinished().game).toBeNull();
    expect(await refusal(p.campaigns.continueGame(p.client().conn, undefined))).toBe('unknown-game');
    expect(await refusal(p.campaigns.continueGame(p.client().conn, done))).toBe('game-over');
    const { gameId } = await p.games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'next', seats: [human('Ann'), human('Bo')] });
    expect(p.campaigns.latestUnfinished().game?.gameId).toBe(gameId);
    expect((await p.campaigns.continueGame(p.client().conn, undefined)).game.gameId).toBe(gameId);
  });

  it('deleting a campaign stops its live games first (no bot commits into a deleted game), then removes them', async () => {
    const p = parts();
    const c = p.campaigns.create({ type: 'createCampaign', name: 'Bots', ruleset: 'toy-race', options: {}, seats: [bot('A'), bot('B')] });
    const { gameId } = await p.campaigns.startGame(c.campaignId, 'del');
    const deleted = await p.campaigns.delete(c.campaignId);
    expect(deleted).toMatchObject({ campaignId: c.campaignId, games: 1 });
    expect(p.engine.ops).toContain('unload');
    expect(p.sessions.has(gameId)).toBe(false);
    expect(p.ctx.store.getGame(gameId)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(p.ctx.store.getGame(gameId)).toBeUndefined();
    expect(await refusal(p.campaigns.delete(c.campaignId))).toBe('unknown-campaign');
  });
});

describe('game files', () => {
  it("a running game does not travel as a file ('hidden'); a finished one does, and comes back as the same game, stored once", async () => {
    const p = parts();
    const { gameId: running } = await p.games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'run', seats: [human('Ann'), human('Bo')] });
    expect(await refusal(() => p.files.export(running))).toBe('hidden');
    const done = await finishedGame(p);
    const file = p.files.export(done);
    expect(file.fileName).toMatch(/\.json$/);
    expect(await p.files.import(file.text)).toMatchObject({ gameId: done, duplicateOf: done });

    const other = parts();
    const imported = await other.files.import(file.text);
    expect(imported.duplicateOf).toBeUndefined();
    expect(other.ctx.store.getGame(imported.gameId)).toMatchObject({ status: 'finished', ruleset: 'toy-race', source: 'imported' });
    expect(other.ctx.store.getCampaign(imported.campaignId)?.name).toMatch(/\(imported\)$/);
  });

  it("refuses what is not a game file ('bad-file') and stores nothing", async () => {
    const p = parts();
    expect(await refusal(p.files.import('{"format":"something else"}'))).toBe('bad-file');
    expect(await refusal(p.files.import('not json at all'))).toBe('bad-file');
    expect(p.ctx.store.listGames()).toEqual([]);
  });
});

describe('replays', () => {
  it('shows every seat only when nobody’s secrets are at stake', () => {
    const seats = (...kinds: ('human' | 'bot')[]) => kinds.map((kind, seat) => ({ seat, kind, name: 'x' })) as GameRow['seats'];
    expect(allSeeing({ status: 'active', seats: seats('human', 'bot') }, false)).toBe(false);
    expect(allSeeing({ status: 'active', seats: seats('bot', 'bot') }, false)).toBe(true);
    expect(allSeeing({ status: 'finished', seats: seats('human', 'human') }, false)).toBe(true);
    expect(allSeeing({ status: 'abandoned', seats: seats('human', 'human') }, false)).toBe(true);
    expect(allSeeing({ status: 'active', seats: seats('human', 'human') }, true)).toBe(true);
  });

  it('a running game with humans: no record, no hashes, and frames only for a seat this connection holds', async () => {
    const p = parts();
    const { gameId } = await p.games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'live', seats: [human('Ann'), human('Bo')] });
    const a = p.client();
    await p.sessions.open(a.conn, gameId, [0]);
    await p.sessions.submit(a.conn, gameId, 0, { type: 'bid', bid: 1 });
    const info = await p.replays.info(gameId);
    expect(info).toMatchObject({ replayable: true, allSeeing: false, record: null, length: 1 });
    expect(info.checkpoints.every((cp) => !('hash' in cp))).toBe(true);
    expect(await refusal(p.replays.frame(a.conn, gameId, 0, null))).toBe('hidden');
    expect(await refusal(p.replays.frame(a.conn, gameId, 0, 1))).toBe('hidden');
    expect(await refusal(p.replays.frame(a.conn, gameId, 5, 0))).toBe('bad-request');
    expect((await p.replays.frame(a.conn, gameId, 1, 0)).ply).toBe(1);
    expect((await p.replays.log(a.conn, gameId, 0)).moves).toHaveLength(1);
  });

  it('a finished game: the whole record with its seed, all-seeing frames for anyone', async () => {
    const p = parts();
    const gameId = await finishedGame(p);
    const info = await p.replays.info(gameId);
    expect(info).toMatchObject({ allSeeing: true, record: { seed: 'done' } });
    const frame = await p.replays.frame(p.client().conn, gameId, 2, null);
    expect(frame.ply).toBe(2);
  });
});

describe('a stored game as the contract shows it', () => {
  it('carries its seed only once it is over, and a short code from its id', async () => {
    const p = parts();
    const { gameId } = await p.games.create({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'secret', seats: [human('Ann'), human('Bo')] });
    expect(summary(p.ctx.store.getGame(gameId)!).seed).toBeUndefined();
    const done = await finishedGame(p, 'told');
    expect(summary(p.ctx.store.getGame(done)!).seed).toBe('told');
    expect(gameCode(gameId)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{3}$/);
    expect(gameCode(gameId)).toBe(gameCode(gameId));
    expect(gameCode(gameId)).not.toBe(gameCode(done));
  });
});

describe('the request table', () => {
  const typesOfContract = (): string[] => requestSchema.options.map((o) => (o.shape.type as { value: string }).value).sort();

  function table() {
    const p = parts();
    return { p, table: requestTable({ ctx: p.ctx, sessions: p.sessions, games: p.games, campaigns: p.campaigns, files: p.files, replays: p.replays, undo: p.undo, records: new Records(p.ctx, () => p.engine), hints: new Hints(p.ctx, p.sessions, p.conns, { request: p.engine.request, onNotice: () => () => true }, 100), dataDir: '/data', openFolder: undefined, listTestGames: true, shares: new Shares(p.ctx, p.sessions, p.conns, undefined), lanAddresses: () => [] }) };
  }

  it('answers every request of the contract, and nothing else', () => {
    expect(Object.keys(table().table).sort()).toEqual(typesOfContract());
  });

  it('hands each request to its part, through the transport', async () => {
    const { p, table: t } = table();
    const f = partsFixture(dispatchBy(t));
    const { conn } = f.client();
    const call = async (request: Request) => JSON.parse(await f.conns.handleMessage(conn, envelope(1, request))) as { ok: boolean; result?: unknown; error?: { code: string } };
    expect(await call({ type: 'dataFolder' })).toMatchObject({ ok: true, result: { path: '/data', canOpen: false } });
    expect(await call({ type: 'openDataFolder' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await call({ type: 'listRulesets' })).toMatchObject({ ok: true, result: expect.arrayContaining([expect.objectContaining({ id: 'toy-race' })]) as unknown });
    expect(await call({ type: 'saveSettings', settings: { language: 'de' } })).toMatchObject({ ok: true });
    expect(await call({ type: 'getSettings' })).toMatchObject({ ok: true, result: { settings: { language: 'de' } } });
    expect(await call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('A'), human('B')] })).toMatchObject({ ok: true });
    expect(await call({ type: 'listGames' })).toMatchObject({ ok: true, result: [expect.objectContaining({ ruleset: 'toy-race' })] as unknown });
    expect(p.ctx.store.listGames()).toHaveLength(1);
    expect(await call({ type: 'getCampaign', campaignId: 'nope' })).toMatchObject({ ok: false, error: { code: 'unknown-campaign' } });
    // The record and the analysis: no finished game yet, and an unfinished one is not analysed.
    expect(await call({ type: 'getPlayerRecord', ruleset: 'toy-race' })).toMatchObject({ ok: true, result: { player: null, games: 0 } });
    expect(await call({ type: 'analyseGame', gameId: p.ctx.store.listGames()[0]!.id })).toMatchObject({ ok: false, error: { code: 'hidden' } });
    // A host that cannot listen on the network (no LanListen given) says so.
    expect(await call({ type: 'shareGame', gameId: p.ctx.store.listGames()[0]!.id, address: '192.168.1.2', seats: [0] })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await call({ type: 'remoteSeat' })).toMatchObject({ ok: false, error: { code: 'not-your-seat' } });
  });
});
