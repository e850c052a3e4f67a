/**
 * Damaged saves: one bad row must not take the others down, and nothing is
 * deleted. A game whose stored data cannot be read is listed as damaged (with
 * the reason) and refused with the typed error 'damaged' when opened.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import { DB_FILE } from '../../../src-main/store/store';
import { startServices, stopServices, tempDir, human, bot } from './helpers';

/** Flip one byte of a stored text value (as a bad disk sector or a stray write would). */
function flipByte(dir: string, sql: string, column: string, key: unknown[], at: (text: string) => number): void {
  const db = new Database(path.join(dir, DB_FILE));
  try {
    const row = db.prepare(`SELECT ${column} AS v FROM ${sql}`).get(...key) as { v: string };
    const i = at(row.v);
    const flipped = row.v.slice(0, i) + String.fromCharCode(row.v.charCodeAt(i) ^ 0x08) + row.v.slice(i + 1);
    const [table, where] = sql.split(' WHERE ');
    db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${where}`).run(flipped, ...key);
  } finally {
    db.close();
  }
}

function rawCount(dir: string, table: string): number {
  const db = new Database(path.join(dir, DB_FILE), { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function failure(p: Promise<unknown>): Promise<ContractFailure> {
  const e = await p.then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(ContractFailure);
  return e as ContractFailure;
}

/** Three games: a finished bot game, a running game with a person, and a running bot game (paused: no resume). */
async function threeGames(dir: string): Promise<{ finished: string; running: string; bots: string }> {
  const s = await startServices(dir);
  const c = new HostClient(s);
  const finished = (await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'f', seats: [bot('A'), bot('B')] })).gameId;
  await s.whenIdle(finished);
  const running = (await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'r', seats: [human('Ann'), bot('B')] })).gameId;
  await s.whenIdle(running);
  await stopServices(s);
  // A bot game stopped half-way (as after a crash): resumes on start.
  const s2 = await startServices(dir, { resumeOnStart: false, testBots: true, botBudgetMs: 60 });
  const c2 = new HostClient(s2);
  const bots = (await c2.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'b', seats: [bot('A', 'busy'), bot('B', 'busy')] })).gameId;
  await expect.poll(() => s2.store.getGame(bots)!.ply, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  await stopServices(s2);
  expect(s2.store.db.open).toBe(false);
  return { finished, running, bots };
}

describe('damaged saves', () => {
  for (const [what, damage] of [
    ['its seats', (dir: string, id: string) => flipByte(dir, 'games WHERE id = ?', 'seats', [id], () => 0)],
    ['its options', (dir: string, id: string) => flipByte(dir, 'games WHERE id = ?', 'options', [id], (t) => t.length - 1)],
    ['a move', (dir: string, id: string) => flipByte(dir, 'moves WHERE game_id = ? AND ply = 1', 'move', [id], () => 0)],
  ] as const) {
    it(`a game with one flipped byte in ${what} is listed as damaged with the reason; the others work; opening it answers 'damaged'; nothing is deleted`, async () => {
      const dir = tempDir();
      const { finished, running, bots } = await threeGames(dir);
      damage(dir, running);
      damage(dir, bots);
      const games = rawCount(dir, 'games');
      const moves = rawCount(dir, 'moves');

      // Starting (with the all-bot game resumed) works.
      const s = await startServices(dir, { testBots: true, botBudgetMs: 60 });
      const c = new HostClient(s);
      const list = await c.call({ type: 'listGames' });
      expect(list.map((g) => g.gameId).sort()).toEqual([finished, running, bots].sort());
      for (const id of [running, bots]) {
        const entry = list.find((g) => g.gameId === id)!;
        expect(entry.damaged?.reason, id).toMatch(/damaged|cannot be read/);
        expect(entry.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{3}$/);
        expect((await failure(c.call({ type: 'openGame', gameId: id }))).code).toBe('damaged');
        expect((await failure(c.call({ type: 'getReplay', gameId: id }))).code).toBe('damaged');
        expect((await failure(c.call({ type: 'getReplayLog', gameId: id, seat: null }))).code).toBe('damaged');
        expect((await failure(c.call({ type: 'exportGame', gameId: id }))).code).toBe('damaged');
      }
      expect((await failure(c.call({ type: 'continueGame', gameId: running }))).code).toBe('damaged');
      expect(list.find((g) => g.gameId === finished)!.damaged).toBeUndefined();
      expect((await c.call({ type: 'getReplay', gameId: finished })).replayable).toBe(true);
      const campaigns = await c.call({ type: 'listCampaigns' });
      expect(campaigns).toHaveLength(3);
      // Continue skips a damaged game rather than offering one that cannot open.
      const latest = await c.call({ type: 'latestUnfinished' });
      expect(latest.game === null || latest.game.damaged === undefined).toBe(true);
      const campaignOf = list.find((g) => g.gameId === running)!.campaignId!;
      const detail = await c.call({ type: 'getCampaign', campaignId: campaignOf });
      expect(detail.games[0]!.damaged).toBeDefined();
      await s.whenIdle(bots);
      await stopServices(s);
      expect(rawCount(dir, 'games')).toBe(games);
      expect(rawCount(dir, 'moves')).toBe(moves);
    });
  }

  it('a game whose stored moves are fewer than its ply says (a lost row) is listed as damaged, not replayed short', async () => {
    const dir = tempDir();
    const { finished } = await threeGames(dir);
    const db = new Database(path.join(dir, DB_FILE));
    db.prepare('DELETE FROM moves WHERE game_id = ? AND ply = 3').run(finished);
    db.close();
    const s = await startServices(dir, { resumeOnStart: false });
    const c = new HostClient(s);
    const entry = (await c.call({ type: 'listGames' })).find((g) => g.gameId === finished)!;
    expect(entry.damaged?.reason).toMatch(/moves are incomplete/);
    expect((await failure(c.call({ type: 'getReplay', gameId: finished }))).code).toBe('damaged');
  });

  it("a campaign with a flipped byte in its data is listed as damaged; the others and its games' list still work", async () => {
    const dir = tempDir();
    const { finished } = await threeGames(dir);
    const s0 = await startServices(dir, { resumeOnStart: false });
    const campaignId = s0.store.getGame(finished)!.campaignId!;
    await stopServices(s0);
    flipByte(dir, 'campaigns WHERE id = ?', 'data', [campaignId], () => 0);
    const s = await startServices(dir, { resumeOnStart: false });
    const c = new HostClient(s);
    const campaigns = await c.call({ type: 'listCampaigns' });
    expect(campaigns).toHaveLength(3);
    expect(campaigns.find((x) => x.campaignId === campaignId)!.damaged?.reason).toMatch(/damaged|cannot be read/);
    expect(campaigns.filter((x) => x.damaged)).toHaveLength(1);
    expect(await c.call({ type: 'listGames' })).toHaveLength(3);
    expect((await failure(c.call({ type: 'startCampaignGame', campaignId }))).code).toBe('damaged');
  });
});
