import { describe, expect, it } from 'vitest';
import { lineOf, type LineTable } from './line-table';

type Event = { type: 'moved'; seat: number; to: string } | { type: 'paid'; seat: number; koku: number } | { type: 'shuffled' };
const words = { name: (seat: number) => ['Aiko', 'Ben'][seat] ?? '?' };
const table: LineTable<Event, typeof words> = {
  moved: (e, { name }) => `${name(e.seat)} marches to ${e.to}.`,
  // Nothing paid: no line.
  paid: (e, { name }) => (e.koku === 0 ? null : `${name(e.seat)} pays ${e.koku} koku.`),
};

describe('a game’s feed lines as a table (line-table.ts)', () => {
  it('writes an event’s line with the game’s words, by its type', () => {
    expect(lineOf(table, { type: 'moved', seat: 1, to: 'Owari' }, words)).toBe('Ben marches to Owari.');
    expect(lineOf(table, { type: 'paid', seat: 0, koku: 3 }, words)).toBe('Aiko pays 3 koku.');
  });
  it('has no line for an event its row says nothing of, a type not in the table, or no event', () => {
    expect(lineOf(table, { type: 'paid', seat: 0, koku: 0 }, words)).toBeNull();
    expect(lineOf(table, { type: 'shuffled' }, words)).toBeNull();
    expect(lineOf(table, null, words)).toBeNull();
  });
});
