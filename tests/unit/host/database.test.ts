import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { DatabaseDamagedError, keepDamagedDatabaseAndStartFresh, startHostServices } from '../../../src-main/services/startup';
import { MIGRATIONS, schemaVersion } from '../../../src-main/store/migrations';
import { DB_FILE, Store } from '../../../src-main/store/store';
import { ROOT, bot, startServices, stopServices, tempDir } from './helpers';

const V1_FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'schema-v1.db');

describe('damaged database', () => {
  for (const [what, damage] of [
    ['is not a database at all', (file: string) => fs.writeFileSync(file, 'this is not a database, just text '.repeat(200))],
    ['has corrupt pages', (file: string) => {
      const bytes = fs.readFileSync(file);
      for (let i = 4096; i < bytes.length; i++) bytes[i] = (i * 37) & 0xff; // wreck every page after the header page
      fs.writeFileSync(file, bytes);
    }],
  ] as const) {
    it(`reports a database that ${what} clearly, keeps a copy and starts fresh`, async () => {
      const dir = tempDir();
      const file = path.join(dir, DB_FILE);
      const seed = Store.open(dir);
      seed.createCampaign({ id: 'c1', name: 'Old', ruleset: 'toy-race', options: { players: 2 }, roster: [], single: false });
      seed.db.pragma('journal_mode = DELETE');
      seed.close();
      damage(file);
      const damagedBytes = fs.readFileSync(file);

      const started = await startHostServices({ dataDir: dir, log: () => undefined });
      expect(started.ok).toBe(false);
      if (started.ok) return;
      expect(started.error).toBeInstanceOf(DatabaseDamagedError);
      expect(started.error.message).toContain(`the database at ${file} is damaged`);
      // Nothing was written over the damaged file.
      expect(fs.readFileSync(file).equals(damagedBytes)).toBe(true);

      const { keptAs } = keepDamagedDatabaseAndStartFresh(dir);
      expect(path.basename(keptAs)).toMatch(/^tenka\.db\.damaged-\d{4}-\d\d-\d\dT[\d-]+Z$/);
      expect(fs.readFileSync(keptAs).equals(damagedBytes)).toBe(true);
      const again = await startHostServices({ dataDir: dir, log: () => undefined });
      expect(again.ok).toBe(true);
      if (!again.ok) return;
      const c = new HostClient(again.services);
      expect(await c.call({ type: 'listCampaigns' })).toEqual([]);
      await again.services.close();
    });
  }
});

/** A game between bots, played to the end with the services still open; returns the moves stored. */
async function playedWithWal(dir: string): Promise<{ services: Awaited<ReturnType<typeof startServices>>; gameId: string; moves: number }> {
  const services = await startServices(dir);
  const c = new HostClient(services);
  const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'wal', seats: [bot('A'), bot('B')] });
  await services.whenIdle(gameId);
  return { services, gameId, moves: services.store.getGame(gameId)!.ply };
}

/** The files as a crash would leave them: tenka.db and its -wal copied while the database is open. */
function crashCopy(from: string): string {
  const to = tempDir();
  for (const suffix of ['', '-wal']) fs.copyFileSync(path.join(from, DB_FILE + suffix), path.join(to, DB_FILE + suffix));
  return to;
}

const walFrames = (wal: Buffer): { size: number; count: number } => {
  const size = 24 + wal.readUInt32BE(8);
  return { size, count: Math.floor((wal.length - 32) / size) };
};

describe('damage found at start', () => {
  it('reports an empty (zero-byte) database file instead of starting empty over it, keeps it and starts fresh when asked', async () => {
    const dir = tempDir();
    const file = path.join(dir, DB_FILE);
    fs.writeFileSync(file, '');
    const started = await startHostServices({ dataDir: dir, log: () => undefined });
    expect(started.ok).toBe(false);
    if (started.ok) return;
    expect(started.error).toBeInstanceOf(DatabaseDamagedError);
    expect(started.error.message).toMatch(/empty \(0 bytes\)/);
    expect(fs.statSync(file).size).toBe(0);
    const { keptAs } = keepDamagedDatabaseAndStartFresh(dir);
    expect(fs.statSync(keptAs).size).toBe(0);
    const again = await startHostServices({ dataDir: dir, log: () => undefined });
    expect(again.ok).toBe(true);
    if (again.ok) await again.services.close();
  });

  it('a new database is never left as a zero-byte file, so an empty file always means damage', () => {
    const dir = tempDir();
    const store = Store.open(dir);
    expect(fs.statSync(path.join(dir, DB_FILE)).size).toBeGreaterThan(0);
    store.close();
  });

  it('a crash copy with an intact write-ahead log opens with every stored move; a torn last frame (never acknowledged) is no damage', async () => {
    const dir = tempDir();
    const { services, gameId, moves } = await playedWithWal(dir);
    const copy = crashCopy(dir);
    const torn = crashCopy(dir);
    await stopServices(services);
    const walFile = path.join(torn, `${DB_FILE}-wal`);
    const wal = fs.readFileSync(walFile);
    fs.writeFileSync(walFile, wal.subarray(0, wal.length - 100));
    for (const d of [copy, torn]) {
      const started = await startHostServices({ dataDir: d, log: () => undefined, resumeOnStart: false });
      expect(started.ok, d).toBe(true);
      if (!started.ok) continue;
      const ply = started.services.store.getGame(gameId)?.ply ?? 0;
      expect(d === copy ? ply : moves).toBe(moves);
      await started.services.close();
    }
  });

  it('reports a damaged write-ahead log that would lose acknowledged moves, keeps copies of the files as found, and goes on with what is intact when asked', async () => {
    const dir = tempDir();
    const { services, gameId, moves } = await playedWithWal(dir);
    const crash = crashCopy(dir);
    await stopServices(services);
    const walFile = path.join(crash, `${DB_FILE}-wal`);
    const wal = fs.readFileSync(walFile);
    const { size, count } = walFrames(wal);
    expect(count).toBeGreaterThan(6);
    const at = 32 + Math.floor(count / 3) * size + 24 + 200; // inside an early frame's page
    wal[at] = wal[at]! ^ 0x20;
    fs.writeFileSync(walFile, wal);
    const dbBytes = fs.readFileSync(path.join(crash, DB_FILE));

    const started = await startHostServices({ dataDir: crash, log: () => undefined, resumeOnStart: false });
    expect(started.ok, 'a damaged WAL was accepted silently').toBe(false);
    if (started.ok) {
      await started.services.close();
      return;
    }
    expect(started.error).toBeInstanceOf(DatabaseDamagedError);
    expect(started.error.message).toMatch(/write-ahead log .* is damaged/);
    expect(started.error.message).toMatch(/saved change/);
    // Nothing was changed: SQLite would have dropped the log's tail on its first checkpoint.
    expect(fs.readFileSync(walFile).equals(wal)).toBe(true);
    expect(fs.readFileSync(path.join(crash, DB_FILE)).equals(dbBytes)).toBe(true);

    const { keptAs } = keepDamagedDatabaseAndStartFresh(crash);
    expect(fs.readFileSync(`${keptAs}-wal`).equals(wal)).toBe(true);
    expect(fs.readFileSync(keptAs).equals(dbBytes)).toBe(true);
    const again = await startHostServices({ dataDir: crash, log: () => undefined, resumeOnStart: false });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    // What was intact is still there (the game's earlier moves at most).
    expect(again.services.store.getGame(gameId)?.ply ?? 0).toBeLessThan(moves);
    await again.services.close();
  });
});

describe('schema upgrades', () => {
  it('opens a database made by the first released schema and upgrades it in place, keeping every game', async () => {
    const dir = tempDir();
    fs.copyFileSync(V1_FIXTURE, path.join(dir, DB_FILE));
    const started = await startHostServices({ dataDir: dir, log: () => undefined, resumeOnStart: false });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const s = started.services;
    try {
      expect(s.store.migrated).toEqual(MIGRATIONS.slice(1).map((m) => m.version));
      expect(schemaVersion(s.store.db)).toBe(MIGRATIONS.at(-1)!.version);
      const c = new HostClient(s);
      const games = await c.call({ type: 'listGames' });
      expect(games.map((g) => [g.gameId, g.ply, g.finished]).sort()).toEqual([
        ['gv1henn', 30, false],
        ['gv1toy', 10, true],
      ]);
      // Every old game became a campaign of one, with standings from its result.
      const campaigns = await c.call({ type: 'listCampaigns' });
      expect(campaigns).toHaveLength(2);
      for (const g of games) expect(campaigns.some((x) => x.campaignId === g.campaignId && x.single && x.games === 1)).toBe(true);
      const toy = campaigns.find((x) => x.ruleset === 'toy-race')!;
      expect(toy.roster.map((m) => m.name)).toEqual(['Ann', 'Bot 1']);
      expect(toy.standings.map((r) => r.points)).toEqual(s.store.getGame('gv1toy')!.result!.scores);
      expect(toy.standings.map((r) => r.games)).toEqual([1, 1]);
      // The old finished game still replays exactly.
      expect(await c.call({ type: 'getReplay', gameId: 'gv1toy' })).toMatchObject({ replayable: true, length: 10 });
      // The old unfinished game continues.
      const resumed = await c.call({ type: 'continueGame' });
      expect(resumed.game).toMatchObject({ gameId: 'gv1henn', ply: 30 });
    } finally {
      await s.close();
    }
    // And it stays upgraded.
    const reopened = Store.open(dir);
    expect(reopened.migrated).toEqual([]);
    reopened.close();
  });
});
