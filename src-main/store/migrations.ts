/**
 * Schema migrations, applied in order, each in its own transaction. A
 * migration is never edited once shipped: add a new one instead.
 */
import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  name: string;
  up(db: Database.Database): void;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    up(db) {
      db.exec(`
        CREATE TABLE campaigns (
          id          TEXT PRIMARY KEY,
          name        TEXT NOT NULL,
          data        TEXT NOT NULL DEFAULT '{}',
          created_at  TEXT NOT NULL,
          updated_at  TEXT NOT NULL
        );
        CREATE TABLE games (
          id               TEXT PRIMARY KEY,
          campaign_id      TEXT REFERENCES campaigns(id) ON DELETE SET NULL,
          ruleset          TEXT NOT NULL,
          ruleset_version  TEXT NOT NULL,
          options          TEXT NOT NULL,
          seed             TEXT NOT NULL,
          seats            TEXT NOT NULL,
          status           TEXT NOT NULL CHECK (status IN ('active', 'finished', 'abandoned')),
          ply              INTEGER NOT NULL DEFAULT 0,
          round            INTEGER NOT NULL DEFAULT 0,
          created_at       TEXT NOT NULL,
          updated_at       TEXT NOT NULL
        );
        CREATE INDEX games_status ON games(status, updated_at);
        CREATE TABLE moves (
          game_id     TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          ply         INTEGER NOT NULL CHECK (ply >= 1),
          seat        INTEGER NOT NULL,
          move        TEXT NOT NULL,
          created_at  TEXT NOT NULL,
          PRIMARY KEY (game_id, ply)
        ) WITHOUT ROWID;
        CREATE TABLE snapshots (
          game_id  TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          ply      INTEGER NOT NULL,
          round    INTEGER NOT NULL,
          hash     TEXT NOT NULL,
          PRIMARY KEY (game_id, ply)
        ) WITHOUT ROWID;
        CREATE TABLE results (
          game_id      TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
          scores       TEXT NOT NULL,
          winners      TEXT NOT NULL,
          finished_at  TEXT NOT NULL
        );
      `);
    },
  },
  {
    version: 2,
    name: 'campaigns: roster, game order, imported games',
    up(db) {
      // A campaign's ruleset, options and roster live in campaigns.data (JSON).
      // Every game belongs to a campaign: a single game is a campaign of one,
      // so games of schema 1 (which never had one) each get their own.
      db.exec(`
        ALTER TABLE games ADD COLUMN source TEXT NOT NULL DEFAULT 'played';
        CREATE INDEX games_campaign ON games(campaign_id, created_at);
        INSERT INTO campaigns (id, name, data, created_at, updated_at)
          SELECT 'c' || id,
                 ruleset || ' game of ' || substr(created_at, 1, 10),
                 json_object('ruleset', ruleset, 'options', json(options), 'roster', json(seats), 'single', json('true')),
                 created_at, updated_at
          FROM games WHERE campaign_id IS NULL;
        UPDATE games SET campaign_id = 'c' || id WHERE campaign_id IS NULL;
      `);
    },
  },
  {
    version: 3,
    name: 'frames: each ply as the rules of its time showed it',
    up(db) {
      // See src-main/worker/frames.ts and docs/saves.md ("Saves across rule changes").
      db.exec(`
        CREATE TABLE frames (
          game_id  TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          ply      INTEGER NOT NULL,
          data     BLOB NOT NULL,
          PRIMARY KEY (game_id, ply)
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    version: 4,
    name: 'player settings kept by the host',
    up(db) {
      // The player's preferences (language, speed, "Bots' turns", reduced motion,
      // sound...) as one JSON text per key: the browser host's port changes at
      // every start, so the browser's own storage loses them.
      db.exec(`
        CREATE TABLE settings (
          key         TEXT PRIMARY KEY,
          value       TEXT NOT NULL,
          updated_at  TEXT NOT NULL
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    version: 5,
    name: "finished games' analyses and start choices (the record)",
    up(db) {
      // docs/record-and-analysis.md. An analysis is its points (one row each, so a
      // run cut short resumes where it stopped) and a row saying it is complete;
      // `setting` names what it was run with (win-chances.ts settingKey). The
      // start choices (the game's fairness hook) are read once per finished game.
      db.exec(`
        CREATE TABLE analysis_points (
          game_id   TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          setting   TEXT NOT NULL,
          ply       INTEGER NOT NULL,
          round     INTEGER NOT NULL,
          playouts  INTEGER NOT NULL,
          wins      TEXT NOT NULL,
          PRIMARY KEY (game_id, setting, ply)
        ) WITHOUT ROWID;
        CREATE TABLE analyses (
          game_id          TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          setting          TEXT NOT NULL,
          ruleset_version  TEXT NOT NULL,
          finished_at      TEXT NOT NULL,
          PRIMARY KEY (game_id, setting)
        ) WITHOUT ROWID;
        CREATE TABLE start_choices (
          game_id  TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
          choices  TEXT NOT NULL
        ) WITHOUT ROWID;
      `);
    },
  },
];

/** The schema version a database has reached (0 = empty). */
export function schemaVersion(db: Database.Database): number {
  const table = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'`).get();
  if (!table) return 0;
  const row = db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number | null };
  return row.v ?? 0;
}

/**
 * Bring the database up to the newest migration. Returns the versions applied
 * (empty when it was already current). Refuses a database from a newer Tenka.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_version (
    version     INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    applied_at  TEXT NOT NULL
  )`);
  const current = schemaVersion(db);
  const newest = migrations.reduce((m, x) => Math.max(m, x.version), 0);
  if (current > newest) {
    throw new Error(`database schema version ${current} is newer than this build supports (${newest})`);
  }
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (m.version <= current) continue;
    // Under the write lock (IMMEDIATE), read the version again: another process
    // opening the same new database at the same moment (two CLI commands, say)
    // may have applied this migration while we waited for the lock.
    const ran = db.transaction(() => {
      if (schemaVersion(db) >= m.version) return false;
      m.up(db);
      db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version,
        m.name,
        new Date().toISOString(),
      );
      return true;
    }).immediate();
    if (ran) applied.push(m.version);
  }
  return applied;
}
