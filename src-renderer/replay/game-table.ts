/**
 * The replay browser's table: one row per stored game, sortable by each
 * column and filtered by a text (players, game, winner) and a status.
 * Plain functions on plain data, so the order a player sees is tested.
 */
import type { GameSummary } from '@shared/contract/messages';

export const SORT_COLUMNS = ['date', 'game', 'players', 'winner', 'length'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export type StatusFilter = 'all' | 'finished' | 'unfinished';

export interface GameRow {
  gameId: string;
  /** ISO time the game was created. */
  date: string;
  game: string;
  players: string[];
  winners: string[];
  finished: boolean;
  moves: number;
  rounds: number;
  imported: boolean;
  summary: GameSummary;
}

export function gameRow(summary: GameSummary, rulesetTitle: (id: string) => string): GameRow {
  const name = (seat: number): string => summary.seats[seat]?.name ?? `#${seat + 1}`;
  return {
    gameId: summary.gameId,
    date: summary.createdAt,
    game: rulesetTitle(summary.ruleset),
    players: summary.seats.map((s) => s.name),
    winners: summary.finished ? (summary.result?.winners ?? []).map(name) : [],
    finished: summary.finished,
    moves: summary.ply,
    rounds: summary.round,
    imported: summary.source === 'imported',
    summary,
  };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: GameRow, b: GameRow, column: SortColumn): number {
  switch (column) {
    case 'date':
      return a.date.localeCompare(b.date);
    case 'game':
      return collator.compare(a.game, b.game);
    case 'players':
      return collator.compare(a.players.join(', '), b.players.join(', '));
    case 'winner':
      // Unfinished games (no winner yet) sort after every finished one when ascending.
      if (a.winners.length === 0 || b.winners.length === 0) return (a.winners.length === 0 ? 1 : 0) - (b.winners.length === 0 ? 1 : 0);
      return collator.compare(a.winners.join(', '), b.winners.join(', '));
    case 'length':
      return a.moves - b.moves || a.rounds - b.rounds;
  }
}

/** A new sorted array; ties keep the newest game first, then the id, so the order is stable. */
export function sortRows(rows: readonly GameRow[], column: SortColumn, direction: SortDirection): GameRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, column) || b.date.localeCompare(a.date) || a.gameId.localeCompare(b.gameId));
}

/** Case- and accent-insensitive: "mori" finds "Mōri". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function filterRows(rows: readonly GameRow[], text: string, status: StatusFilter): GameRow[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (status === 'finished' && !row.finished) return false;
    if (status === 'unfinished' && row.finished) return false;
    if (words.length === 0) return true;
    const haystack = fold([row.game, ...row.players, ...row.winners, row.gameId].join(' '));
    return words.every((w) => haystack.includes(w));
  });
}

/** The direction a click on a column header gives: flip the current column, else a sensible default. */
export function nextSort(current: { column: SortColumn; direction: SortDirection }, clicked: SortColumn): { column: SortColumn; direction: SortDirection } {
  if (current.column === clicked) return { column: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column: clicked, direction: clicked === 'date' || clicked === 'length' ? 'desc' : 'asc' };
}
