import { describe, expect, it } from 'vitest';
import { eventWeights } from './event-weights';

type Ev = { type: 'taken' } | { type: 'out'; provinces: number } | { type: 'noise' };

describe('a game’s weight of a move from a table of its events', () => {
  const weight = eventWeights<Ev>({ taken: 1, out: (e) => 5 + e.provinces });

  it('adds what each event of the move weighs, by number or by reading the event', () => {
    expect(weight([{ type: 'taken' }, { type: 'taken' }, { type: 'out', provinces: 3 }])).toBe(10);
  });

  it('weighs events the table does not name, and what is not an event, as nothing', () => {
    expect(weight([{ type: 'noise' }, null, 'x'])).toBe(0);
  });
});
