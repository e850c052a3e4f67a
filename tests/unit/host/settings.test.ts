/**
 * The player's settings kept by the host (getSettings / saveSettings): the
 * browser host's port changes at every `npm start`, and the browser's storage
 * with it, so the language, speed and "Bots' turns" chosen yesterday must come
 * from the host's database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { MIGRATIONS, schemaVersion } from '../../../src-main/store/migrations';
import { DB_FILE, Store } from '../../../src-main/store/store';
import { ROOT, startServices, stopServices, tempDir } from './helpers';

const chosen = { locale: 'de', animationSpeed: 2, storyPace: 'battles', reducedMotion: false, sound: false, volume: 0.3, colourScheme: 'washi' };

describe('settings kept by the host', () => {
  it('has none on a first start, keeps what is saved across a restart of the host, and forgets them on request', async () => {
    const dir = tempDir();
    const first = await startServices(dir);
    const c = new HostClient(first);
    expect(await c.call({ type: 'getSettings' })).toEqual({ settings: null });
    expect(await c.call({ type: 'saveSettings', settings: chosen })).toEqual({ saved: true });
    await c.call({ type: 'saveSettings', settings: { ...chosen, storyPace: 'everything' } });
    await stopServices(first);

    // A new start (a new port, a new page): the host still has the last settings saved.
    const again = await startServices(dir);
    const d = new HostClient(again);
    expect((await d.call({ type: 'getSettings' })).settings).toEqual({ ...chosen, storyPace: 'everything' });
    await d.call({ type: 'saveSettings', settings: null });
    expect(await d.call({ type: 'getSettings' })).toEqual({ settings: null });
  });

  it('refuses settings that are not an object, and keeps the last good ones', async () => {
    const s = await startServices();
    const c = new HostClient(s);
    await c.call({ type: 'saveSettings', settings: chosen });
    const answer = JSON.parse(await s.handleMessage(c.conn, JSON.stringify({ id: 9, request: { type: 'saveSettings', settings: 'de' } }))) as { ok: boolean; error?: { code: string } };
    expect(answer.ok).toBe(false);
    expect(answer.error?.code).toBe('bad-request');
    expect((await c.call({ type: 'getSettings' })).settings).toEqual(chosen);
  });

  it('a database of the first schema gets the settings table by migration, its games kept', async () => {
    const dir = tempDir();
    fs.copyFileSync(path.join(ROOT, 'tests', 'fixtures', 'schema-v1.db'), path.join(dir, DB_FILE));
    const store = Store.open(dir);
    try {
      expect(store.migrated).toContain(4);
      expect(schemaVersion(store.db)).toBe(MIGRATIONS.at(-1)!.version);
      expect(MIGRATIONS.find((m) => m.version === 4)?.name).toMatch(/settings/);
      expect(store.getSettings('player')).toBeNull();
      store.saveSettings('player', chosen);
      expect(store.getSettings('player')).toEqual(chosen);
      expect(store.listGames().length).toBeGreaterThan(0);
    } finally {
      store.close();
    }
  });

  it('reads damaged settings text as none (the renderer then keeps its own)', async () => {
    const store = Store.open(tempDir());
    try {
      store.db.prepare('INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)').run('player', '{"locale":', 'now');
      expect(store.getSettings('player')).toBeNull();
    } finally {
      store.close();
    }
  });
});
