/**
 * The stored frames of games (src-main/worker/frames.ts says what a frame is)
 * and the two changes a rule change makes to a stored game: adopting the new
 * rules version (its moves replay to the same views) or keeping it as a
 * replay of the old rules ('abandoned'). Nothing here deletes a move.
 */
import type Database from 'better-sqlite3';
import { KEY_EVERY, decodeFrames, type Frame } from '../worker/frames';
import type { Checkpoint } from '../../src-shared/kernel/record';

export class FrameStore {
  constructor(private readonly db: Database.Database) {}

  /** Store frames (replacing any of the same plies). */
  put(gameId: string, frames: readonly { ply: number; data: Uint8Array }[]): void {
    const insert = this.db.prepare('INSERT OR REPLACE INTO frames (game_id, ply, data) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      for (const f of frames) insert.run(gameId, f.ply, Buffer.from(f.data));
    })();
  }

  /** How many plies have a frame. */
  count(gameId: string): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM frames WHERE game_id = ?').get(gameId) as { n: number }).n;
  }

  /** Does every ply 0..ply have its frame? */
  complete(gameId: string, ply: number): boolean {
    return this.count(gameId) === ply + 1;
  }

  /** The frames of plies from..to (decoded from the key frame before `from`). */
  read(gameId: string, from: number, to: number): Frame[] {
    const start = Math.floor(from / KEY_EVERY) * KEY_EVERY;
    // A key frame at or before `start` (a frame after a gap is a key frame too).
    const key = this.db.prepare('SELECT MAX(ply) AS p FROM frames WHERE game_id = ? AND ply <= ? AND substr(data, 1, 1) = x\'01\'').get(gameId, from) as { p: number | null };
    const first = Math.min(start, key.p ?? start);
    const rows = this.db.prepare('SELECT ply, data FROM frames WHERE game_id = ? AND ply BETWEEN ? AND ? ORDER BY ply').all(gameId, first, to) as { ply: number; data: Buffer }[];
    const texts = decodeFrames(rows.map((r) => ({ ply: r.ply, data: new Uint8Array(r.data) })));
    return texts.slice(from - first).map((t) => JSON.parse(t) as Frame);
  }

  /** The raw stored frames of a game (for the worker to compare with a replay under new rules). */
  raw(gameId: string): { ply: number; data: Uint8Array }[] {
    return (this.db.prepare('SELECT ply, data FROM frames WHERE game_id = ? ORDER BY ply').all(gameId) as { ply: number; data: Buffer }[]).map((r) => ({ ply: r.ply, data: new Uint8Array(r.data) }));
  }

  /** The game's moves replay to the same views under this build's rules: record the new version and its checkpoints. */
  adoptRulesVersion(gameId: string, version: string, checkpoints: readonly Checkpoint[]): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE games SET ruleset_version = ? WHERE id = ?').run(version, gameId);
      this.db.prepare('DELETE FROM snapshots WHERE game_id = ?').run(gameId);
      const insert = this.db.prepare('INSERT INTO snapshots (game_id, ply, round, hash) VALUES (?, ?, ?, ?)');
      for (const cp of checkpoints) insert.run(gameId, cp.ply, cp.round, cp.hash);
    })();
  }

  /** Keep an unfinished game that cannot go on under new rules as a replay of the old ones (nothing is deleted). */
  abandon(gameId: string): boolean {
    return this.db.prepare(`UPDATE games SET status = 'abandoned', updated_at = ? WHERE id = ? AND status = 'active'`).run(new Date().toISOString(), gameId).changes === 1;
  }
}
