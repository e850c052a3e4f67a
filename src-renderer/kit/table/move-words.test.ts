import { describe, expect, it } from 'vitest';
import { moveWords } from './move-words';

type Move = { type: 'pass' } | { type: 'buy'; card: string } | { type: 'aim'; at: number } | { type: 'odd' };
const t = (key: string, params?: Record<string, string | number>): string => `${key}${params ? JSON.stringify(params) : ''}`;

describe('a game’s moves in words from a table', () => {
  const describeMove = moveWords<Move>(
    {
      pass: 'g.move.pass',
      buy: (m) => ['g.move.buy', { card: m.card }],
      aim: (m, ctx) => `${ctx.who} aims at ${ctx.name(m.at)}`,
    },
    { secret: 'g.move.secret', otherwise: 'replay.move.generic' },
  );

  it('names the mover in every key’s line, with the words a reading fills in', () => {
    expect(describeMove('Aiko', { type: 'pass' }, t)).toBe('g.move.pass{"name":"Aiko"}');
    expect(describeMove('Aiko', { type: 'buy', card: 'Gold' }, t)).toBe('g.move.buy{"name":"Aiko","card":"Gold"}');
  });

  it('a reading may give the finished line; other seats are named where the caller knows them, else numbered', () => {
    expect(describeMove('Aiko', { type: 'aim', at: 1 }, t, (s) => ['Aiko', 'Ben'][s]!)).toBe('Aiko aims at Ben');
    expect(describeMove('Aiko', { type: 'aim', at: 2 }, t)).toBe('Aiko aims at game.seatN{"n":3}');
  });

  it('another seat’s secret and a type the table does not hold have their own lines', () => {
    expect(describeMove('Aiko', undefined, t)).toBe('g.move.secret{"name":"Aiko","type":"?"}');
    expect(describeMove('Aiko', { type: 'odd' }, t)).toBe('replay.move.generic{"name":"Aiko","type":"odd"}');
  });
});
