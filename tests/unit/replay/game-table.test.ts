import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../../src-shared/contract/messages';
import { filterRows, gameRow, nextSort, sortRows } from '../../../src-renderer/replay/game-table';

function game(id: string, createdAt: string, names: string[], ply: number, winners: number[] | null): GameSummary {
  return {
    gameId: id,
    ruleset: 'henn-shogun',
    seed: id,
    seats: names.map((name, seat) => ({ seat, kind: seat === 0 ? 'human' : 'bot', name })),
    createdAt,
    ply,
    round: Math.ceil(ply / 12),
    finished: winners !== null,
    result: winners && { scores: names.map(() => 10), winners },
  };
}

const title = (id: string): string => (id === 'henn-shogun' ? "Henn's Shogun" : id);
const rows = [
  game('a', '2026-01-03T10:00:00Z', ['Hanako', 'Takeda', 'Uesugi'], 90, [1]),
  game('b', '2026-01-01T10:00:00Z', ['Mōri', 'Shimazu', 'Hanako'], 40, null),
  game('c', '2026-01-02T10:00:00Z', ['Aiko', 'Takeda', 'Hōjō'], 120, [0]),
].map((g) => gameRow(g, title));

const ids = (list: { gameId: string }[]): string => list.map((r) => r.gameId).join('');

describe('the replay table', () => {
  it('reads each game into a row: players, winners, length', () => {
    expect(rows[0]).toMatchObject({ game: "Henn's Shogun", players: ['Hanako', 'Takeda', 'Uesugi'], winners: ['Takeda'], moves: 90, rounds: 8, finished: true });
    expect(rows[1]!.winners).toEqual([]);
  });

  it('sorts by every column both ways', () => {
    expect(ids(sortRows(rows, 'date', 'desc'))).toBe('acb');
    expect(ids(sortRows(rows, 'date', 'asc'))).toBe('bca');
    expect(ids(sortRows(rows, 'length', 'desc'))).toBe('cab');
    expect(ids(sortRows(rows, 'players', 'asc'))).toBe('cab');
    // Winners A–Z, then games that have none yet.
    expect(ids(sortRows(rows, 'winner', 'asc'))).toBe('cab');
    expect(ids(sortRows(rows, 'winner', 'desc'))).toBe('bac');
  });

  it('filters by any player, accents and case aside, and by status', () => {
    expect(ids(filterRows(rows, 'mori', 'all'))).toBe('b');
    expect(ids(filterRows(rows, 'TAKEDA', 'all'))).toBe('ac');
    expect(ids(filterRows(rows, 'hanako takeda', 'all'))).toBe('a');
    expect(ids(filterRows(rows, 'hanako', 'unfinished'))).toBe('b');
    expect(ids(filterRows(rows, '', 'finished'))).toBe('ac');
    expect(ids(filterRows(rows, 'shogun', 'all'))).toBe('abc');
    expect(filterRows(rows, 'nobody', 'all')).toEqual([]);
  });

  it('flips the direction on a second click of the same header', () => {
    expect(nextSort({ column: 'date', direction: 'desc' }, 'date')).toEqual({ column: 'date', direction: 'asc' });
    expect(nextSort({ column: 'date', direction: 'asc' }, 'players')).toEqual({ column: 'players', direction: 'asc' });
    expect(nextSort({ column: 'players', direction: 'asc' }, 'length')).toEqual({ column: 'length', direction: 'desc' });
  });
});
