/**
 * The SQLite store: one file `tenka.db` in the data folder.
 *
 * Durability: WAL journal with `synchronous = FULL`. In WAL mode NORMAL is
 * already safe against a crash of the app, but a power cut or OS crash can
 * lose the last few commits. A move is acknowledged to the player only after
 * its commit, so we pay one fsync per move (cheap at human and bot speeds)
 * so that an acknowledged move is never lost.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Checkpoint, GameRecord, RecordedMove } from '../../src-shared/kernel/record';
import type { GameResult } from '../../src-shared/kernel/ruleset';
import type { SeatInfo } from '../../src-shared/contract/messages';
import { MIGRATIONS, migrate, type Migration } from './migrations';

export const DB_FILE = 'tenka.db';

export type GameStatus = 'active' | 'finished' | 'abandoned';

export interface GameRow {
  id: string;
  campaignId: string | null;
  ruleset: string;
  rulesetVersion: string;
  options: unknown;
  seed: string;
  seats: SeatInfo[];
  status: GameStatus;
  ply: number;
  round: number;
  createdAt: string;
  updatedAt: string;
  result: GameResult | null;
}

export interface NewGame {
  id: string;
  campaignId?: string | null;
  ruleset: string;
  rulesetVersion: string;
  options: unknown;
  seed: string;
  seats: SeatInfo[];
  round: number;
  /** Checkpoints of the starting state (ply 0). */
  checkpoints: readonly Checkpoint[];
}

export interface MoveCommit {
  ply: number;
  seat: number;
  move: unknown;
  round: number;
  checkpoint: Checkpoint | null;
  result: GameResult | null;
}

interface RawGameRow {
  id: string;
  campaign_id: string | null;
  ruleset: string;
  ruleset_version: string;
  options: string;
  seed: string;
  seats: string;
  status: GameStatus;
  ply: number;
  round: number;
  created_at: string;
  updated_at: string;
  scores: string | null;
  winners: string | null;
}

export interface StoreOptions {
  /** For tests of the migration runner. */
  migrations?: readonly Migration[];
}

export class Store {
  readonly db: Database.Database;
  /** Versions applied when this store was opened. */
  readonly migrated: number[];

  private readonly stmts;

  constructor(readonly file: string, options: StoreOptions = {}) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.migrated = migrate(this.db, options.migrations ?? MIGRATIONS);
    const gameSelect = `SELECT g.*, r.scores, r.winners FROM games g LEFT JOIN results r ON r.game_id = g.id`;
    this.stmts = {
      insertGame: this.db.prepare(
        `INSERT INTO games (id, campaign_id, ruleset, ruleset_version, options, seed, seats, status, ply, round, created_at, updated_at)
         VALUES (@id, @campaignId, @ruleset, @rulesetVersion, @options, @seed, @seats, 'active', 0, @round, @now, @now)`,
      ),
      insertMove: this.db.prepare(
        'INSERT INTO moves (game_id, ply, seat, move, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      insertSnapshot: this.db.prepare(
        'INSERT OR REPLACE INTO snapshots (game_id, ply, round, hash) VALUES (?, ?, ?, ?)',
      ),
      advanceGame: this.db.prepare(
        `UPDATE games SET ply = @ply, round = @round, status = @status, updated_at = @now
         WHERE id = @id AND ply = @ply - 1 AND status = 'active'`,
      ),
      insertResult: this.db.prepare(
        'INSERT INTO results (game_id, scores, winners, finished_at) VALUES (?, ?, ?, ?)',
      ),
      getGame: this.db.prepare(`${gameSelect} WHERE g.id = ?`),
      listGames: this.db.prepare(`${gameSelect} ORDER BY g.created_at DESC, g.id`),
      listActive: this.db.prepare(`${gameSelect} WHERE g.status = 'active' ORDER BY g.created_at`),
      moves: this.db.prepare('SELECT seat, move FROM moves WHERE game_id = ? ORDER BY ply'),
      snapshots: this.db.prepare('SELECT ply, round, hash FROM snapshots WHERE game_id = ? ORDER BY ply'),
    };
  }

  /** Open (creating and migrating if needed) `tenka.db` in a data folder. */
  static open(dataDir: string, options: StoreOptions = {}): Store {
    return new Store(path.join(dataDir, DB_FILE), options);
  }

  createGame(game: NewGame): void {
    const now = new Date().toISOString();
    this.db.transaction(() => {
      this.stmts.insertGame.run({
        id: game.id,
        campaignId: game.campaignId ?? null,
        ruleset: game.ruleset,
        rulesetVersion: game.rulesetVersion,
        options: JSON.stringify(game.options),
        seed: game.seed,
        seats: JSON.stringify(game.seats),
        round: game.round,
        now,
      });
      for (const cp of game.checkpoints) this.stmts.insertSnapshot.run(game.id, cp.ply, cp.round, cp.hash);
    })();
  }

  /**
   * Append one accepted move, its checkpoint and (when it ended the game) the
   * result, atomically. Throws, changing nothing, unless `ply` is exactly the
   * next ply of an active game.
   */
  appendMove(gameId: string, m: MoveCommit): void {
    const now = new Date().toISOString();
    this.db.transaction(() => {
      const advanced = this.stmts.advanceGame.run({
        id: gameId,
        ply: m.ply,
        round: m.round,
        status: m.result ? 'finished' : 'active',
        now,
      });
      if (advanced.changes !== 1) throw new Error(`game ${gameId}: move ${m.ply} is not the next move of an active game`);
      this.stmts.insertMove.run(gameId, m.ply, m.seat, JSON.stringify(m.move), now);
      if (m.checkpoint) this.stmts.insertSnapshot.run(gameId, m.checkpoint.ply, m.checkpoint.round, m.checkpoint.hash);
      if (m.result) this.stmts.insertResult.run(gameId, JSON.stringify(m.result.scores), JSON.stringify(m.result.winners), now);
    })();
  }

  getGame(id: string): GameRow | undefined {
    const raw = this.stmts.getGame.get(id) as RawGameRow | undefined;
    return raw && toGameRow(raw);
  }

  listGames(): GameRow[] {
    return (this.stmts.listGames.all() as RawGameRow[]).map(toGameRow);
  }

  listActiveGames(): GameRow[] {
    return (this.stmts.listActive.all() as RawGameRow[]).map(toGameRow);
  }

  moves(gameId: string): RecordedMove[] {
    return (this.stmts.moves.all(gameId) as { seat: number; move: string }[]).map((r) => ({
      seat: r.seat,
      move: JSON.parse(r.move) as unknown,
    }));
  }

  checkpoints(gameId: string): Checkpoint[] {
    return this.stmts.snapshots.all(gameId) as Checkpoint[];
  }

  /** The replayable record of a stored game. */
  record(gameId: string): GameRecord | undefined {
    const g = this.getGame(gameId);
    if (!g) return undefined;
    return {
      ruleset: g.ruleset,
      rulesetVersion: g.rulesetVersion,
      options: g.options,
      seed: g.seed,
      moves: this.moves(gameId),
    };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

function toGameRow(r: RawGameRow): GameRow {
  return {
    id: r.id,
    campaignId: r.campaign_id,
    ruleset: r.ruleset,
    rulesetVersion: r.ruleset_version,
    options: JSON.parse(r.options) as unknown,
    seed: r.seed,
    seats: JSON.parse(r.seats) as SeatInfo[],
    status: r.status,
    ply: r.ply,
    round: r.round,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    result:
      r.scores !== null && r.winners !== null
        ? { scores: JSON.parse(r.scores) as number[], winners: JSON.parse(r.winners) as number[] }
        : null,
  };
}
