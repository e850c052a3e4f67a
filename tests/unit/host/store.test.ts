import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, schemaVersion, type Migration } from '../../../src-main/store/migrations';
import { DB_FILE, Store } from '../../../src-main/store/store';
import { ROOT, tempDir } from './helpers';

const seats = [
  { seat: 0, kind: 'human' as const, name: 'Ann' },
  { seat: 1, kind: 'bot' as const, name: 'Bot', bot: 'random' },
];

function newGame(store: Store, id = 'g1'): void {
  store.createGame({
    id,
    ruleset: 'toy-race',
    rulesetVersion: '1',
    options: { players: 2 },
    seed: 'seed',
    seats,
    round: 1,
    checkpoints: [{ ply: 0, round: 1, hash: 'aaaaaaaaaaaaaaaa' }],
  });
}

describe('store', () => {
  it('creates tenka.db with the full schema, WAL and synchronous=FULL', () => {
    const dir = tempDir();
    const store = Store.open(path.join(dir, 'nested'));
    expect(fs.existsSync(path.join(dir, 'nested', DB_FILE))).toBe(true);
    expect(store.migrated).toEqual(MIGRATIONS.map((m) => m.version));
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    const tables = (store.db.prepare(`SELECT name FROM sqlite_master WHERE type='table' ORDER BY name`).all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(['analyses', 'analysis_points', 'campaigns', 'frames', 'games', 'moves', 'results', 'schema_version', 'settings', 'snapshots', 'start_choices']);
    store.close();
  });

  it('re-opens an existing database without re-running migrations, keeping its data', () => {
    const dir = tempDir();
    const a = Store.open(dir);
    newGame(a);
    a.close();
    const b = Store.open(dir);
    expect(b.migrated).toEqual([]);
    expect(schemaVersion(b.db)).toBe(MIGRATIONS.at(-1)!.version);
    expect(b.getGame('g1')).toMatchObject({ id: 'g1', seed: 'seed', seats, status: 'active', ply: 0, options: { players: 2 } });
    expect(b.checkpoints('g1')).toEqual([{ ply: 0, round: 1, hash: 'aaaaaaaaaaaaaaaa' }]);
    b.close();
  });

  it('upgrades an older database step by step and refuses a newer one', () => {
    const file = path.join(tempDir(), DB_FILE);
    const db = new Database(file);
    expect(migrate(db, MIGRATIONS.slice(0, 1))).toEqual([1]);
    const next = MIGRATIONS.length + 1;
    const extra: Migration = { version: next, name: 'game notes', up: (d) => d.exec(`ALTER TABLE games ADD COLUMN notes TEXT`) };
    expect(migrate(db, [...MIGRATIONS, extra])).toEqual([...MIGRATIONS.slice(1).map((m) => m.version), next]);
    expect(schemaVersion(db)).toBe(next);
    expect(migrate(db, [...MIGRATIONS, extra])).toEqual([]);
    expect(() => migrate(db, MIGRATIONS)).toThrow(/newer than this build/);
    db.close();
  });

  it('several processes opening the same new database at once apply each migration exactly once', async () => {
    // Two CLI commands started together on a fresh data folder raced here ("table campaigns already exists").
    const dir = tempDir();
    // Each child loads the store's code first, then waits for the same moment to open the database.
    const script = `import { Store } from './src-main/store/store.ts';
const [dir, at] = process.argv.slice(1); while (Date.now() < Number(at));
const s = Store.open(dir); console.log(JSON.stringify(s.migrated)); s.close();`;
    const at = String(Date.now() + 3000);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir, at], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.on('data', (c: Buffer) => (out += c.toString()));
        child.stderr.on('data', (c: Buffer) => (err += c.toString()));
        return new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.on('close', (code) => resolve({ code, out, err })));
      }),
    );
    for (const r of runs) expect(r.code, r.err).toBe(0);
    const applied = runs.flatMap((r) => JSON.parse(r.out.trim()) as number[]).sort((a, b) => a - b);
    expect(applied).toEqual(MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
    const db = new Database(path.join(dir, DB_FILE), { readonly: true });
    expect(schemaVersion(db)).toBe(Math.max(...MIGRATIONS.map((m) => m.version)));
    db.close();
  }, 60_000);

  it('rolls a failing migration back completely', () => {
    const db = new Database(path.join(tempDir(), DB_FILE));
    migrate(db);
    const bad: Migration = {
      version: MIGRATIONS.length + 1,
      name: 'half done',
      up: (d) => {
        d.exec('CREATE TABLE extra (x INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => migrate(db, [...MIGRATIONS, bad])).toThrow('boom');
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'extra'`).get()).toBeUndefined();
    db.close();
  });

  it('appends moves with checkpoint and result atomically, and only as the next ply', () => {
    const store = Store.open(tempDir());
    newGame(store);
    store.appendMove('g1', { ply: 1, seat: 0, move: { type: 'bid', bid: 2 }, round: 1, checkpoint: null, result: null });
    expect(() => store.appendMove('g1', { ply: 3, seat: 1, move: { type: 'bid', bid: 0 }, round: 1, checkpoint: null, result: null })).toThrow(/not the next move/);
    expect(() => store.appendMove('g1', { ply: 1, seat: 1, move: { type: 'bid', bid: 0 }, round: 1, checkpoint: null, result: null })).toThrow();
    store.appendMove('g1', {
      ply: 2,
      seat: 1,
      move: { type: 'bid', bid: 0 },
      round: 2,
      checkpoint: { ply: 2, round: 2, hash: 'bbbbbbbbbbbbbbbb' },
      result: { scores: [5, 3], winners: [0] },
    });
    expect(store.moves('g1')).toEqual([
      { seat: 0, move: { type: 'bid', bid: 2 } },
      { seat: 1, move: { type: 'bid', bid: 0 } },
    ]);
    expect(store.getGame('g1')).toMatchObject({ ply: 2, round: 2, status: 'finished', result: { scores: [5, 3], winners: [0] } });
    expect(store.checkpoints('g1').map((c) => c.ply)).toEqual([0, 2]);
    // A finished game takes no more moves.
    expect(() => store.appendMove('g1', { ply: 3, seat: 0, move: {}, round: 2, checkpoint: null, result: null })).toThrow();
    expect(store.record('g1')).toEqual({
      ruleset: 'toy-race',
      rulesetVersion: '1',
      options: { players: 2 },
      seed: 'seed',
      moves: store.moves('g1'),
    });
    store.close();
  });

  it('leaves nothing behind when part of a move commit fails', () => {
    const store = Store.open(tempDir());
    newGame(store);
    // A result row already present makes the result insert fail inside the transaction.
    store.db.prepare(`INSERT INTO results (game_id, scores, winners, finished_at) VALUES ('g1', '[]', '[]', 'x')`).run();
    expect(() =>
      store.appendMove('g1', { ply: 1, seat: 0, move: { type: 'bid', bid: 1 }, round: 2, checkpoint: { ply: 1, round: 2, hash: 'c' }, result: { scores: [1, 0], winners: [0] } }),
    ).toThrow();
    expect(store.moves('g1')).toEqual([]);
    expect(store.getGame('g1')).toMatchObject({ ply: 0, status: 'active' });
    expect(store.checkpoints('g1').map((c) => c.ply)).toEqual([0]);
    store.close();
  });
});
