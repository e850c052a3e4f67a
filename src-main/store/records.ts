/**
 * What the player's record and the analysis of finished games keep in the
 * database (migration 5, docs/record-and-analysis.md): each finished game's
 * human seats as rows for the record (read with SQL from games, results and
 * the seats' JSON), the start choices read once per game, and the analyses'
 * points.
 */
import type { ChancePoint } from '../../src-shared/ai/win-chances';
import type { Store } from './store';

/** One human seat of one finished game: what the record counts. */
export interface RecordSeatRow {
  gameId: string;
  /** When the game ended (the result's time). */
  finishedAt: string;
  seat: number;
  name: string;
  seats: number;
  /** JSON of the game's seats (the bots faced are read from it). */
  seatsJson: string;
  /** JSON of the result's scores and winners. */
  scoresJson: string;
  winnersJson: string;
  /** Hints this seat took in the game (store/hint-counts.ts; 0 when none were counted). */
  hints: number;
}

/**
 * Every human seat of every finished, readable game of a ruleset, oldest game
 * first. One SQL over games × results × the seats' JSON (json_each), with the
 * hints each seat took (the `hints:<gameId>` row of settings); damaged
 * rows (JSON that does not parse) are left out by `json_valid`.
 */
export function recordSeats(store: Store, ruleset: string): RecordSeatRow[] {
  return store.db
    .prepare(
      `SELECT g.id AS gameId, r.finished_at AS finishedAt, CAST(s.key AS INTEGER) AS seat,
              json_extract(s.value, '$.name') AS name, json_array_length(g.seats) AS seats,
              g.seats AS seatsJson, r.scores AS scoresJson, r.winners AS winnersJson,
              COALESCE(CASE WHEN json_valid(h.value) THEN json_extract(h.value, '$.counts[' || s.key || ']') END, 0) AS hints
       FROM games g JOIN results r ON r.game_id = g.id
            LEFT JOIN settings h ON h.key = 'hints:' || g.id,
            json_each(g.seats) s
       WHERE g.ruleset = ? AND g.status = 'finished'
         AND json_valid(g.seats) AND json_valid(r.scores) AND json_valid(r.winners)
         AND json_extract(s.value, '$.kind') = 'human'
       ORDER BY r.finished_at, g.id, seat`,
    )
    .all(ruleset) as RecordSeatRow[];
}

/** The start choices stored for these games (index = seat; null: none). */
export function storedStartChoices(store: Store, gameIds: readonly string[]): Map<string, (string | null)[]> {
  const found = new Map<string, (string | null)[]>();
  const read = store.db.prepare('SELECT choices FROM start_choices WHERE game_id = ?');
  for (const id of gameIds) {
    const row = read.get(id) as { choices: string } | undefined;
    if (!row) continue;
    try {
      const v = JSON.parse(row.choices) as unknown;
      if (Array.isArray(v)) found.set(id, v.map((c) => (typeof c === 'string' ? c : null)));
    } catch {
      // a damaged row is read again from the game
    }
  }
  return found;
}

export function saveStartChoices(store: Store, gameId: string, choices: readonly (string | null)[]): void {
  store.db.prepare('INSERT OR REPLACE INTO start_choices (game_id, choices) VALUES (?, ?)').run(gameId, JSON.stringify(choices));
}

export interface StoredAnalysis {
  points: ChancePoint[];
  /** Set once every point is in (the ruleset version it was run under). */
  complete: { rulesetVersion: string; finishedAt: string } | null;
}

/** An analysis of a game with a setting, as far as it got. */
export function storedAnalysis(store: Store, gameId: string, setting: string): StoredAnalysis {
  const rows = store.db
    .prepare('SELECT ply, round, playouts, wins FROM analysis_points WHERE game_id = ? AND setting = ? ORDER BY ply')
    .all(gameId, setting) as { ply: number; round: number; playouts: number; wins: string }[];
  const points: ChancePoint[] = [];
  for (const r of rows) {
    try {
      const wins = JSON.parse(r.wins) as unknown;
      if (Array.isArray(wins) && wins.every((w) => typeof w === 'number')) points.push({ ply: r.ply, round: r.round, playouts: r.playouts, wins });
    } catch {
      // a damaged point is run again
    }
  }
  const done = store.db.prepare('SELECT ruleset_version AS rulesetVersion, finished_at AS finishedAt FROM analyses WHERE game_id = ? AND setting = ?').get(gameId, setting) as
    | { rulesetVersion: string; finishedAt: string }
    | undefined;
  return { points, complete: done ?? null };
}

export function saveAnalysisPoint(store: Store, gameId: string, setting: string, p: ChancePoint): void {
  store.db
    .prepare('INSERT OR REPLACE INTO analysis_points (game_id, setting, ply, round, playouts, wins) VALUES (?, ?, ?, ?, ?, ?)')
    .run(gameId, setting, p.ply, p.round, p.playouts, JSON.stringify(p.wins));
}

export function completeAnalysis(store: Store, gameId: string, setting: string, rulesetVersion: string): void {
  store.db
    .prepare('INSERT OR REPLACE INTO analyses (game_id, setting, ruleset_version, finished_at) VALUES (?, ?, ?, ?)')
    .run(gameId, setting, rulesetVersion, new Date().toISOString());
}

/** Games whose analysis of this setting was begun but not completed (the app closed meanwhile). */
export function analysesCutShort(store: Store, setting: string): string[] {
  return (
    store.db
      .prepare(
        `SELECT DISTINCT p.game_id AS id FROM analysis_points p
         WHERE p.setting = ? AND NOT EXISTS (SELECT 1 FROM analyses a WHERE a.game_id = p.game_id AND a.setting = p.setting)`,
      )
      .all(setting) as { id: string }[]
  ).map((r) => r.id);
}

/** Finished games without a complete analysis of this setting, newest first. */
export function gamesToAnalyse(store: Store, setting: string): string[] {
  return (
    store.db
      .prepare(
        `SELECT g.id FROM games g JOIN results r ON r.game_id = g.id
         WHERE g.status = 'finished' AND NOT EXISTS (SELECT 1 FROM analyses a WHERE a.game_id = g.id AND a.setting = ?)
         ORDER BY r.finished_at DESC, g.id`,
      )
      .all(setting) as { id: string }[]
  ).map((r) => r.id);
}
