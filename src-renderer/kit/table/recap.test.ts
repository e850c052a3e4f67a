import { describe, expect, it } from 'vitest';
import { recapLines } from './recap';
import type { FeedLine } from './feed-line';
import type { Holdings } from './telling';

const place = (id: string, owner: number | null) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), owner });
const line = (key: number, text: string): FeedLine => ({ key, text, kind: 'other', mine: false, watch: null });

describe('"Since your last move"', () => {
  const before: Holdings = {
    places: [place('owari', 0), place('mino', 0), place('kai', 1), place('sado', null)],
    counts: [
      { kind: 'koku', n: 7 },
      { kind: 'armies', n: 3 },
    ],
  };
  const after: Holdings = {
    places: [place('owari', 2), place('mino', 0), place('kai', 0), place('sado', null)],
    counts: [
      { kind: 'koku', n: 4 },
      { kind: 'armies', n: 3 },
    ],
  };
  const lines = [line(10, 'Takeda marches into Kai'), line(12, 'Takeda takes Kai'), line(13, 'Uesugi takes Owari from Hanako'), line(14, 'Income: Hanako 2 koku')];

  it('says what the seat lost and to whom, what it won and from whom, and the counts that changed', () => {
    const recap = recapLines(before, after, 0, lines, 11);
    expect(recap).toEqual([
      { kind: 'lost', place: 'owari', name: 'Owari', to: 2, key: 13 },
      { kind: 'won', place: 'kai', name: 'Kai', from: 1, key: 12 },
      { kind: 'count', count: 'koku', before: 7, after: 4, key: 12 },
    ]);
  });

  it('takes each line to the moment it happened: the last feed line since naming the place, never one before', () => {
    // Told before the earlier decision (key 10 ≤ 11): not the moment Kai changed hands.
    const recap = recapLines(before, after, 0, [line(10, 'Hanako takes Kai')], 11);
    expect(recap.find((l) => l.kind === 'won')).toMatchObject({ key: null });
  });

  it('a place lost in a battle is shown at the battle’s last line, even when a later line names it', () => {
    const told = [line(12, 'Battle for Owari: Uesugi 5 against Hanako 2'), line(13, 'Uesugi wins Owari'), line(15, 'Uesugi builds a castle in Owari')];
    const recap = recapLines(before, after, 0, told, 11, [{ place: 'owari', from: 12, to: 14 }]);
    expect(recap[0]).toMatchObject({ kind: 'lost', place: 'owari', key: 13 });
  });

  it('is empty when nothing changed for the seat (other seats’ changes are not its news)', () => {
    const others: Holdings = { ...before, places: [place('owari', 0), place('mino', 0), place('kai', 2), place('sado', 1)] };
    expect(recapLines(before, others, 0, lines, 0)).toEqual([]);
  });
});
