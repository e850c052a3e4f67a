/**
 * The player's record (issue 33, docs/record-and-analysis.md): from the rows
 * SQL reads over the stored finished games (store/records.ts), one person's
 * games of one ruleset counted — wins by the strongest bot level faced, win
 * rate with its 95 % interval, placement, best score, streaks, start choices —
 * and the same games as CSV. Pure: the store and the worker stay outside.
 */
import type { PlayerRecord, RecordGame, RecordTally } from '../../src-shared/contract/messages';
import { wilson } from '../../src-shared/ai/stats';
import type { RecordSeatRow } from '../store/records';
import { gameCode } from './stored-games';

interface SeatJson {
  kind?: string;
  bot?: string;
}

/**
 * A seat's place: 1 + the seats ahead of it — winners are ahead of everyone
 * else, then higher scores. Seats level share the better place (two winners
 * are both 1st).
 */
export function placementOf(seat: number, scores: readonly number[], winners: readonly number[]): number {
  const key = (s: number): [number, number] => [winners.includes(s) ? 1 : 0, scores[s] ?? 0];
  const [w, sc] = key(seat);
  let ahead = 0;
  for (let other = 0; other < scores.length; other++) {
    if (other === seat) continue;
    const [ow, os] = key(other);
    if (ow > w || (ow === w && os > sc)) ahead++;
  }
  return ahead + 1;
}

/** The strongest bot level among the other seats, by the order the game offers its levels ('' = people only). */
export function levelFaced(seats: readonly SeatJson[], seat: number, levels: readonly string[]): string {
  let found = '';
  let best = -2;
  seats.forEach((s, i) => {
    if (i === seat || s.kind !== 'bot' || !s.bot) return;
    const rank = levels.indexOf(s.bot); // a level the game no longer offers ranks lowest (-1)
    if (rank > best) {
      best = rank;
      found = s.bot;
    }
  });
  return found;
}

/** The games of the record, one per human seat of `player`, oldest first. */
export function recordGames(rows: readonly RecordSeatRow[], player: string, levels: readonly string[], choices: ReadonlyMap<string, readonly (string | null)[]>): RecordGame[] {
  const games: RecordGame[] = [];
  for (const r of rows) {
    if (r.name !== player) continue;
    const seats = JSON.parse(r.seatsJson) as SeatJson[];
    const scores = JSON.parse(r.scoresJson) as number[];
    const winners = JSON.parse(r.winnersJson) as number[];
    games.push({
      gameId: r.gameId,
      code: gameCode(r.gameId),
      finishedAt: r.finishedAt,
      seat: r.seat,
      players: r.seats,
      faced: levelFaced(seats, r.seat, levels),
      choice: choices.get(r.gameId)?.[r.seat] ?? null,
      placement: placementOf(r.seat, scores, winners),
      score: scores[r.seat] ?? 0,
      won: winners.includes(r.seat),
      // Hints taken (services/hints.ts), counted per seat and game.
      hints: Number.isInteger(r.hints) ? r.hints : 0,
    });
  }
  return games;
}

/** Every name with a finished game, most games first (then by name). */
export function playersOf(rows: readonly RecordSeatRow[]): string[] {
  const count = new Map<string, number>();
  for (const r of rows) count.set(r.name, (count.get(r.name) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([n]) => n);
}

function tally(key: string, games: readonly RecordGame[]): RecordTally {
  const wins = games.filter((g) => g.won).length;
  const { low, high } = wilson(wins, games.length);
  return { key, games: games.length, wins, low, high, averagePlacement: games.reduce((s, g) => s + g.placement, 0) / games.length };
}

function groupBy(games: readonly RecordGame[], key: (g: RecordGame) => string, order: (a: string, b: string) => number): RecordTally[] {
  const groups = new Map<string, RecordGame[]>();
  for (const g of games) groups.set(key(g), [...(groups.get(key(g)) ?? []), g]);
  return [...groups.keys()].sort(order).map((k) => tally(k, groups.get(k)!));
}

/** The record of `player` from their games (oldest first). */
export function playerRecord(ruleset: string, player: string | null, players: string[], history: RecordGame[], levels: readonly string[], choiceName: string | null): PlayerRecord {
  const wins = history.filter((g) => g.won).length;
  const { low, high } = wilson(wins, history.length);
  let run = 0;
  let longest = 0;
  for (const g of history) {
    run = g.won ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  // People only first, then the levels weakest to strongest (the game's order).
  const levelRank = (k: string): number => (k === '' ? -1 : levels.includes(k) ? levels.indexOf(k) : levels.length);
  return {
    ruleset,
    player,
    players,
    games: history.length,
    wins,
    low,
    high,
    averagePlacement: history.length ? history.reduce((s, g) => s + g.placement, 0) / history.length : null,
    bestScore: history.length ? Math.max(...history.map((g) => g.score)) : null,
    currentStreak: run,
    longestStreak: longest,
    hints: history.reduce((s, g) => s + g.hints, 0),
    choiceName,
    byLevel: groupBy(history, (g) => g.faced, (a, b) => levelRank(a) - levelRank(b) || a.localeCompare(b)),
    byChoice: choiceName ? groupBy(history.filter((g) => g.choice !== null), (g) => g.choice!, (a, b) => a.localeCompare(b, 'en', { numeric: true })) : [],
    history,
  };
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading formula sign is defused (spreadsheets). */
function field(v: string | number | boolean | null): string {
  let text = v === null ? '' : String(v);
  if (/^[=+\-@]/.test(text) && typeof v === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The record's games as CSV (RFC 4180, a header line, one game per line, oldest first). */
export function recordCsv(record: PlayerRecord): string {
  const head = ['finished', 'game', 'code', 'player', 'seat', 'players', 'bots faced', record.choiceName ?? 'start choice', 'placement', 'score', 'won', 'hints'];
  const lines = record.history.map((g) =>
    [g.finishedAt, record.ruleset, g.code, record.player, g.seat + 1, g.players, g.faced || 'people only', g.choice, g.placement, g.score, g.won ? 'yes' : 'no', g.hints].map(field).join(','),
  );
  return [head.map(field).join(','), ...lines].join('\r\n') + '\r\n';
}
