import { describe, expect, it } from 'vitest';
import { Rng } from '../kernel/rng';
import type { AnyRuleset } from '../kernel/ruleset';
import type { Bot } from './bot';
import { hintFrom, suggestMove } from './hint';
import { reportSearch } from './search-report';

describe('a hint from what the search reported', () => {
  it('takes the suggested move’s mean and visits, and the best of the others', () => {
    const h = hintFrom({ to: 'b' }, [
      {
        search: 'tree',
        iterations: 30,
        moves: [
          { move: { to: 'a' }, visits: 10, mean: 0.4 },
          { move: { to: 'b' }, visits: 10, mean: 0.7 },
          { move: { to: 'c' }, visits: 10, mean: 0.55 },
        ],
      },
    ]);
    expect(h).toEqual({ move: { to: 'b' }, how: 'search', search: 'tree', considered: 3, playouts: 30, visits: 10, value: 0.7, nextBest: 0.55 });
  });

  it('finds a move among searched lines by their first move, and the last report that holds it', () => {
    const line = [{ type: 'go' }, { type: 'end' }];
    const h = hintFrom({ type: 'go' }, [
      { search: 'tree', iterations: 5, moves: [{ move: { type: 'other' }, visits: 5, mean: 0.9 }] },
      { search: 'flat', iterations: 8, moves: [{ move: [{ type: 'end' }], visits: 4, mean: 12 }, { move: line, visits: 4, mean: 20 }] },
    ]);
    expect(h).toMatchObject({ how: 'search', search: 'flat', considered: 2, value: 20, nextBest: 12 });
  });

  it('says the bot decided by its rule when no search held the move', () => {
    expect(hintFrom({ type: 'pass' }, [])).toMatchObject({ how: 'rule', value: null, nextBest: null, playouts: 0 });
  });

  it('hears the searches of the decide it wraps, and nothing after it', async () => {
    const bot: Bot = {
      level: 'test',
      description: '',
      decide: () => {
        reportSearch(() => ({ search: 'tree', iterations: 2, moves: [{ move: 1, visits: 1, mean: 0.25 }, { move: 2, visits: 1, mean: 0.75 }] }));
        return 2;
      },
    };
    const h = await suggestMove(bot, {} as AnyRuleset, {}, 0, Rng.seeded('x'), 10);
    expect(h).toMatchObject({ move: 2, how: 'search', value: 0.75, nextBest: 0.25 });
    // With nobody listening a report is not even built.
    let built = false;
    reportSearch(() => ((built = true), { search: 'tree', iterations: 0, moves: [] }));
    expect(built).toBe(false);
  });
});
