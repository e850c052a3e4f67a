import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { DatabaseDamagedError, keepDamagedDatabaseAndStartFresh, startHostServices } from '../../../src-main/services/startup';
import { MIGRATIONS, schemaVersion } from '../../../src-main/store/migrations';
import { DB_FILE, Store } from '../../../src-main/store/store';
import { ROOT, tempDir } from './helpers';

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
