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
import { canonicalJson } from '../../src-shared/kernel/hash';
import type { GameResult } from '../../src-shared/kernel/ruleset';
import type { SeatInfo } from '../../src-shared/contract/messages';
import { MIGRATIONS, migrate, type Migration } from './migrations';
import { walDamage } from './wal-check';
import { sqliteOptions } from './sqlite-addon';

export const DB_FILE = 'tenka.db';

/**
 * The database file cannot be used: not a SQLite file, corrupt pages, or a
 * schema this build cannot read. The app shows `message` and may offer
 * `keepDamagedAndStartFresh` (it never deletes the file by itself).
 */
export class DatabaseDamagedError extends Error {
  readonly kind = 'database-damaged' as const;
  constructor(
    readonly file: string,
    readonly detail: string,
    /**
     * What is damaged: the database file itself ('file'), an empty (zero-byte)
     * file ('empty'), or its write-ahead log ('wal': the database file is
     * intact and keeping a copy goes on with what it holds, see keepDamagedAndStartFresh).
     */
    readonly damage: 'file' | 'empty' | 'wal' = 'file',
  ) {
    super(`the database at ${file} is damaged (${detail})`);
    this.name = 'DatabaseDamagedError';
  }
}

/** The database was written by a newer Tenka; opening it would risk it. */
export class DatabaseTooNewError extends Error {
  readonly kind = 'database-too-new' as const;
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(`the database at ${file} was written by a newer version of Tenka (${detail}); update Tenka to open it`);
    this.name = 'DatabaseTooNewError';
  }
}

export type GameSource = 'played' | 'imported';

export interface RosterMember {
  kind: 'human' | 'bot';
  name: string;
  bot?: string;
  /** Palette index of the member's colour (contract SEAT_COLOUR_COUNT); absent in older campaigns. */
  colour?: number;
}

/**
 * A stored row that cannot be read (bad JSON, e.g. one flipped byte, or a
 * value of the wrong shape). The row is kept as it is; the rest of the store
 * works around it.
 */
export interface Damage {
  reason: string;
}

/** Thrown when a game's stored data turns out unreadable while it is being read (e.g. one of its moves). */
export class GameDamagedError extends Error {
  readonly kind = 'game-damaged' as const;
  constructor(
    readonly gameId: string,
    readonly reason: string,
  ) {
    super(`game ${gameId} cannot be read: ${reason}`);
    this.name = 'GameDamagedError';
  }
}

export interface CampaignRow {
  id: string;
  name: string;
  ruleset: string;
  options: unknown;
  roster: RosterMember[];
  /** A single game: a campaign of one, created along with its game. */
  single: boolean;
  createdAt: string;
  updatedAt: string;
  /** Set when the campaign's stored data cannot be read (then ruleset '', roster [], options {}). */
  damaged?: Damage;
}

export interface Standing {
  /** Index in the roster (= seat in every game of the campaign). */
  member: number;
  name: string;
  kind: 'human' | 'bot';
  bot?: string;
  /** Finished games played. */
  games: number;
  wins: number;
  /** Sum of final scores. */
  points: number;
}

export interface NewCampaign {
  id: string;
  name: string;
  ruleset: string;
  options: unknown;
  roster: RosterMember[];
  single: boolean;
}

/** A complete game to store at once (an import, already verified). */
export interface GameImport extends Omit<NewGame, 'checkpoints'> {
  moves: RecordedMove[];
  checkpoints: readonly Checkpoint[];
  status: 'active' | 'finished';
  ply: number;
  result: GameResult | null;
}

const DAMAGE_CODES = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT', 'SQLITE_CORRUPT_INDEX', 'SQLITE_CORRUPT_SEQUENCE', 'SQLITE_CORRUPT_VTAB', 'SQLITE_CANTOPEN_DIRTYWAL']);

function isDamage(e: unknown): boolean {
  const code = (e as { code?: unknown })?.code;
  return typeof code === 'string' && (DAMAGE_CODES.has(code) || code.startsWith('SQLITE_CORRUPT'));
}

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
  source: GameSource;
  /** Set when part of the game's stored data (options, seats, result or a move) cannot be read; see Damage. */
  damaged?: Damage;
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
  source: GameSource;
  scores: string | null;
  winners: string | null;
  /** The first ply whose stored move is not valid JSON, if any. */
  bad_ply: number | null;
  /** Moves stored (every ply 1..ply must be there). */
  move_count: number;
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
    this.db = openChecked(file);
    try {
      this.migrated = migrate(this.db, options.migrations ?? MIGRATIONS);
    } catch (e) {
      this.db.close();
      if (isDamage(e)) throw new DatabaseDamagedError(file, (e as Error).message);
      if (e instanceof Error && /newer than this build/.test(e.message)) throw new DatabaseTooNewError(file, e.message);
      throw e;
    }
    const gameSelect = GAME_SELECT;
    this.stmts = {
      insertGame: this.db.prepare(
        `INSERT INTO games (id, campaign_id, ruleset, ruleset_version, options, seed, seats, status, ply, round, created_at, updated_at, source)
         VALUES (@id, @campaignId, @ruleset, @rulesetVersion, @options, @seed, @seats, @status, @ply, @round, @now, @now, @source)`,
      ),
      touchCampaign: this.db.prepare(`UPDATE campaigns SET updated_at = ? WHERE id = (SELECT campaign_id FROM games WHERE id = ?)`),
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
      this.insertGameRow(game, { status: 'active', ply: 0, source: 'played' }, now);
      for (const cp of game.checkpoints) this.stmts.insertSnapshot.run(game.id, cp.ply, cp.round, cp.hash);
      this.stmts.touchCampaign.run(now, game.id);
    })();
  }

  /** The games row of a new game: played here (from ply 0) or imported (as far as its file goes). */
  private insertGameRow(game: Omit<NewGame, 'checkpoints'>, row: { status: 'active' | 'finished'; ply: number; source: 'played' | 'imported' }, now: string): void {
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
      ...row,
    });
  }

  /** Store a complete, already verified game (an import) in one transaction. */
  importGame(game: GameImport, campaign?: NewCampaign): void {
    const now = new Date().toISOString();
    this.db.transaction(() => {
      if (campaign) this.createCampaign(campaign);
      this.insertGameRow(game, { status: game.status, ply: game.ply, source: 'imported' }, now);
      game.moves.forEach((m, i) => this.stmts.insertMove.run(game.id, i + 1, m.seat, JSON.stringify(m.move), now));
      for (const cp of game.checkpoints) this.stmts.insertSnapshot.run(game.id, cp.ply, cp.round, cp.hash);
      if (game.result) this.stmts.insertResult.run(game.id, JSON.stringify(game.result.scores), JSON.stringify(game.result.winners), now);
    })();
  }

  // ── campaigns ─────────────────────────────────────────────────────────

  createCampaign(c: NewCampaign): void {
    const now = new Date().toISOString();
    const data = JSON.stringify({ ruleset: c.ruleset, options: c.options, roster: c.roster, single: c.single });
    this.db.prepare('INSERT INTO campaigns (id, name, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(c.id, c.name, data, now, now);
  }

  getCampaign(id: string): CampaignRow | undefined {
    const raw = this.db.prepare('SELECT * FROM campaigns WHERE id = ?').get(id) as RawCampaignRow | undefined;
    return raw && toCampaignRow(raw);
  }

  /** Newest activity first. */
  listCampaigns(): CampaignRow[] {
    return (this.db.prepare('SELECT * FROM campaigns ORDER BY updated_at DESC, id').all() as RawCampaignRow[]).map(toCampaignRow);
  }

  /** Returns false when there is no such campaign. */
  renameCampaign(id: string, name: string): boolean {
    const now = new Date().toISOString();
    return this.db.prepare('UPDATE campaigns SET name = ?, updated_at = ? WHERE id = ?').run(name, now, id).changes === 1;
  }

  /**
   * Delete a campaign with its games, moves, snapshots and results in one
   * transaction. Returns what was deleted, or null when there is no such campaign.
   */
  deleteCampaign(id: string): { games: string[]; moves: number } | null {
    return this.db.transaction(() => {
      if (!this.db.prepare('SELECT 1 FROM campaigns WHERE id = ?').get(id)) return null;
      const games = (this.db.prepare('SELECT id FROM games WHERE campaign_id = ?').all(id) as { id: string }[]).map((g) => g.id);
      const { n } = this.db
        .prepare('SELECT COUNT(*) AS n FROM moves WHERE game_id IN (SELECT id FROM games WHERE campaign_id = ?)')
        .get(id) as { n: number };
      // moves, snapshots and results go with their game (ON DELETE CASCADE).
      this.db.prepare('DELETE FROM games WHERE campaign_id = ?').run(id);
      this.db.prepare('DELETE FROM campaigns WHERE id = ?').run(id);
      return { games, moves: n };
    })();
  }

  /** The games of a campaign, oldest first. */
  campaignGames(id: string): GameRow[] {
    return (this.db.prepare(`${GAME_SELECT} WHERE g.campaign_id = ? ORDER BY g.created_at, g.id`).all(id) as RawGameRow[]).map(toGameRow);
  }

  /** The standings table, computed from the results of the campaign's finished games. */
  standings(id: string): Standing[] {
    const campaign = this.getCampaign(id);
    if (!campaign) return [];
    const table: Standing[] = campaign.roster.map((m, member) => ({ member, name: m.name, kind: m.kind, ...(m.bot ? { bot: m.bot } : {}), games: 0, wins: 0, points: 0 }));
    for (const g of this.campaignGames(id)) {
      if (!g.result) continue;
      g.result.scores.forEach((score, seat) => {
        const row = table[seat];
        if (!row) return;
        row.games += 1;
        row.points += score;
        if (g.result!.winners.includes(seat)) row.wins += 1;
      });
    }
    return table;
  }

  /** The unfinished game touched last; games with a human seat first. Damaged games are passed over. */
  latestUnfinished(): GameRow | undefined {
    const active = (this.db.prepare(`${GAME_SELECT} WHERE g.status = 'active' ORDER BY g.updated_at DESC, g.id`).all() as RawGameRow[])
      .map(toGameRow)
      .filter((g) => !g.damaged);
    return active.find((g) => g.seats.some((s) => s.kind === 'human')) ?? active[0];
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
      this.stmts.touchCampaign.run(now, gameId);
    })();
  }

  getGame(id: string): GameRow | undefined {
    const raw = this.stmts.getGame.get(id) as RawGameRow | undefined;
    return raw && toGameRow(raw);
  }

  /**
   * Readable games with this ruleset, seed and exactly these options, seats and
   * moves (one game stored twice, e.g. imported from the same file again).
   */
  findSameGames(g: { ruleset: string; seed: string; options: unknown; seats: readonly SeatInfo[]; moves: readonly RecordedMove[] }): GameRow[] {
    const rows = (this.db.prepare(`${GAME_SELECT} WHERE g.ruleset = ? AND g.seed = ? AND g.ply = ? ORDER BY g.created_at, g.id`).all(g.ruleset, g.seed, g.moves.length) as RawGameRow[]).map(toGameRow);
    const key = (x: { options: unknown; seats: readonly SeatInfo[] }): string => canonicalJson({ options: x.options, seats: x.seats });
    const wanted = key(g);
    const moves = canonicalJson(g.moves);
    return rows.filter((r) => !r.damaged && key(r) === wanted && canonicalJson(this.moves(r.id)) === moves);
  }

  /** A settings object kept under `key`, or null when none is (or its text is damaged). */
  getSettings(key: string): Record<string, unknown> | null {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
    if (!row) return null;
    try {
      const value: unknown = JSON.parse(row.value);
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  /** Keep a settings object under `key` (null forgets it). */
  saveSettings(key: string, value: Record<string, unknown> | null): void {
    if (value === null) this.db.prepare('DELETE FROM settings WHERE key = ?').run(key);
    else
      this.db
        .prepare('INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at')
        .run(key, JSON.stringify(value), new Date().toISOString());
  }

  listGames(): GameRow[] {
    return (this.stmts.listGames.all() as RawGameRow[]).map(toGameRow);
  }

  listActiveGames(): GameRow[] {
    return (this.stmts.listActive.all() as RawGameRow[]).map(toGameRow);
  }

  /** The game's moves in order; throws GameDamagedError when one cannot be read. */
  moves(gameId: string): RecordedMove[] {
    return (this.stmts.moves.all(gameId) as { seat: number; move: string }[]).map((r, i) => {
      try {
        return { seat: r.seat, move: JSON.parse(r.move) as unknown };
      } catch (e) {
        throw new GameDamagedError(gameId, `its saved move ${i + 1} is damaged (${(e as Error).message})`);
      }
    });
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

// bad_ply: a correlated subquery over the game's own moves (its primary-key range), so one game's read stays cheap.
const GAME_SELECT = `SELECT g.*, r.scores, r.winners,
  (SELECT MIN(m.ply) FROM moves m WHERE m.game_id = g.id AND NOT json_valid(m.move)) AS bad_ply,
  (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS move_count
  FROM games g LEFT JOIN results r ON r.game_id = g.id`;

/**
 * Open the file and prove it is a usable SQLite database before anything is
 * written to it: a damaged file becomes a DatabaseDamagedError, never a new
 * empty database over the old one.
 */
function openChecked(file: string): Database.Database {
  const found = findDamageBeforeOpening(file);
  if (found) throw found;
  if (!fs.existsSync(file)) createDatabaseFile(file);
  let db: Database.Database | undefined;
  try {
    db = new Database(file, sqliteOptions({ fileMustExist: true }));
    const check = db.pragma('quick_check(1)', { simple: true });
    if (check !== 'ok') throw Object.assign(new Error(`integrity check: ${String(check)}`), { code: 'SQLITE_CORRUPT' });
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (e) {
    db?.close();
    if (isDamage(e)) throw new DatabaseDamagedError(file, (e as Error).message);
    throw e;
  }
}

/**
 * Damage that can be seen before SQLite touches the files (SQLite itself would
 * hide it): an existing database file of zero bytes (Tenka never leaves one,
 * see createDatabaseFile: its games were lost, e.g. by an interrupted copy or a
 * full disk), or a write-ahead log that would lose acknowledged changes.
 */
function findDamageBeforeOpening(file: string): DatabaseDamagedError | null {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    return null; // no database yet
  }
  if (size === 0) {
    return new DatabaseDamagedError(file, 'the file is empty (0 bytes): the games it held were lost, e.g. by an interrupted copy or a full disk', 'empty');
  }
  const wal = walDamage(`${file}-wal`);
  return wal ? new DatabaseDamagedError(file, wal, 'wal') : null;
}

/**
 * Create a new database file that is never seen empty: made under a temporary
 * name in WAL mode (which writes its first page), then linked into place, which
 * fails rather than replace a file another process made meanwhile.
 */
function createDatabaseFile(file: string): void {
  const tmp = `${file}.new-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const db = new Database(tmp, sqliteOptions());
  try {
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
  try {
    fs.linkSync(tmp, file);
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'EEXIST') return; // another process made it meanwhile: use theirs
    // A file system without hard links (e.g. exFAT): rename, unless one appeared meanwhile.
    if (!fs.existsSync(file)) fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
    for (const suffix of ['-wal', '-shm']) fs.rmSync(tmp + suffix, { force: true });
  }
}

/**
 * Keep a damaged database as a copy and go on. Never deletes anything.
 *
 * - The database file is damaged (or empty): renames `tenka.db` (and its
 *   -wal/-shm companions) to `tenka.db.damaged-<timestamp>[-wal|-shm]` in the
 *   same folder, then opens a new, empty store (`freshStart: true`).
 * - Only its write-ahead log is damaged: copies the three files as found to
 *   `tenka.db.damaged-<timestamp>[-wal|-shm]`, then lets SQLite take what is
 *   intact of the log into the database and opens it (`freshStart: false`):
 *   the games stay, only the changes after the damage are lost (they are in the
 *   copy, for SQLite tools).
 */
export function keepDamagedAndStartFresh(dataDir: string, options: StoreOptions = {}): { keptAs: string; store: Store; freshStart: boolean } {
  const file = path.join(dataDir, DB_FILE);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let keptAs = `${file}.damaged-${stamp}`;
  for (let n = 2; fs.existsSync(keptAs); n++) keptAs = `${file}.damaged-${stamp}-${n}`;
  const onlyTheLog = findDamageBeforeOpening(file)?.damage === 'wal' && databaseFileIsSound(file);
  if (onlyTheLog) {
    for (const suffix of ['', '-wal', '-shm']) {
      if (fs.existsSync(file + suffix)) fs.copyFileSync(file + suffix, keptAs + suffix, fs.constants.COPYFILE_EXCL);
    }
    const db = new Database(file, sqliteOptions({ fileMustExist: true }));
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
    return { keptAs, store: new Store(file, options), freshStart: false };
  }
  fs.renameSync(file, keptAs);
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, keptAs + suffix);
  }
  return { keptAs, store: new Store(file, options), freshStart: true };
}

/** Does the database file pass SQLite's quick check on its own (its log set aside)? Reads a copy; changes nothing. */
function databaseFileIsSound(file: string): boolean {
  const probe = `${file}.probe-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    fs.copyFileSync(file, probe);
    const db = new Database(probe, sqliteOptions({ fileMustExist: true }));
    try {
      return db.pragma('quick_check(1)', { simple: true }) === 'ok';
    } finally {
      db.close();
    }
  } catch {
    return false;
  } finally {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(probe + suffix, { force: true });
  }
}

interface RawCampaignRow {
  id: string;
  name: string;
  data: string;
  created_at: string;
  updated_at: string;
}

function toCampaignRow(r: RawCampaignRow): CampaignRow {
  let data: { ruleset?: string; options?: unknown; roster?: RosterMember[]; single?: boolean };
  try {
    data = JSON.parse(r.data) as typeof data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not an object');
    if (data.roster !== undefined && (!Array.isArray(data.roster) || !data.roster.every(isSeatLike))) throw new Error('its roster has the wrong shape');
  } catch (e) {
    return {
      id: r.id,
      name: r.name,
      ruleset: '',
      options: {},
      roster: [],
      single: false,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      damaged: { reason: `the saved campaign cannot be read: its data is damaged (${(e as Error).message})` },
    };
  }
  return {
    id: r.id,
    name: r.name,
    ruleset: data.ruleset ?? '',
    options: data.options ?? {},
    roster: (data.roster ?? []).map((m) => ({ kind: m.kind, name: m.name, ...(m.bot ? { bot: m.bot } : {}), ...(typeof m.colour === 'number' ? { colour: m.colour } : {}) })),
    single: data.single ?? false,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function isSeatLike(x: unknown): boolean {
  const m = x as { kind?: unknown; name?: unknown } | null;
  return typeof m === 'object' && m !== null && (m.kind === 'human' || m.kind === 'bot') && typeof m.name === 'string';
}

type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Parse one stored JSON value and check its shape; never throws. */
function readJson<T>(text: string, what: string, check: (v: unknown) => boolean): Read<T> {
  try {
    const value = JSON.parse(text) as unknown;
    if (!check(value)) return { ok: false, reason: `the saved game cannot be read: its ${what} have the wrong shape (damaged)` };
    return { ok: true, value: value as T };
  } catch (e) {
    return { ok: false, reason: `the saved game cannot be read: its ${what} are damaged (${(e as Error).message})` };
  }
}

const isNumbers = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'number');

function toGameRow(r: RawGameRow): GameRow {
  const options = readJson<unknown>(r.options, 'options', (v) => typeof v === 'object' && v !== null && !Array.isArray(v));
  const seats = readJson<SeatInfo[]>(r.seats, 'seats', (v) => Array.isArray(v) && v.length > 0 && v.every(isSeatLike));
  const scores = r.scores === null ? null : readJson<number[]>(r.scores, 'scores', isNumbers);
  const winners = r.winners === null ? null : readJson<number[]>(r.winners, 'winners', isNumbers);
  const bad = [options, seats, scores, winners].find((x) => x !== null && !x.ok) as { ok: false; reason: string } | undefined;
  const damaged: Damage | undefined = bad
    ? { reason: bad.reason }
    : r.bad_ply !== null && r.bad_ply !== undefined
      ? { reason: `the saved game cannot be read: its move ${r.bad_ply} is damaged (not valid JSON)` }
      : r.move_count !== undefined && r.move_count !== r.ply
        ? { reason: `the saved game cannot be read: its moves are incomplete (${r.move_count} stored of ${r.ply})` }
        : undefined;
  const result = scores?.ok && winners?.ok ? { scores: scores.value, winners: winners.value } : null;
  return {
    id: r.id,
    campaignId: r.campaign_id,
    ruleset: r.ruleset,
    rulesetVersion: r.ruleset_version,
    options: options.ok ? options.value : {},
    seed: r.seed,
    seats: seats.ok ? seats.value : [],
    status: r.status,
    ply: r.ply,
    round: r.round,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    source: r.source ?? 'played',
    result,
    ...(damaged ? { damaged } : {}),
  };
}
