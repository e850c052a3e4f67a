/**
 * Hard's `w.end` (evaluate.ts `castleMargin`; issue 31, the ladder): after the last month most castles wins (§9), so in
 * the last year a castle taken from the seat with most castles is worth more than a neutral one (it closes the gap
 * twice), growing towards the last month; in the first year nothing changes, and Normal does not look at it.
 */
import { describe, expect, it } from 'vitest';
import { addDaimyo, blank, giveCastle, march, put } from '../testing';
import type { JuniState } from '../types';
import { WEIGHTS, castleMargin, evaluate } from './evaluate';
import { NORMAL } from './heuristic';

/**
 * Three seats, two years, in `month`: seat 1 leads with three castles, seat 0 holds Higo and takes one more: Bungo
 * from seat 1 (`fromLeader`) or the neutral Nagato.
 */
function table(fromLeader: boolean, month: number): JuniState {
  const s = blank(3);
  s.options = { ...s.options, years: 2 };
  s.month = month;
  addDaimyo(s, 0, 'higo');
  put(s, march('higo'), 0, 20);
  addDaimyo(s, 1, 'satsuma');
  put(s, march('satsuma'), 1, 20);
  addDaimyo(s, 2, 'mutsu');
  put(s, march('mutsu'), 2, 20);
  giveCastle(s, 'higo', 0);
  giveCastle(s, 'satsuma', 1);
  giveCastle(s, 'mutsu', 1);
  giveCastle(s, 'bungo', fromLeader ? 0 : 1);
  if (!fromLeader) giveCastle(s, 'nagato', 0);
  return s;
}

/** How much more Bungo taken from the leader is worth than neutral Nagato, under the weights. */
const gain = (w: typeof WEIGHTS, month: number): number => evaluate(table(true, month), 0, w) - evaluate(table(false, month), 0, w);

describe('Jūni-tsuki Hard: castles in the last year', () => {
  it('a castle taken from the castle leader gains `end` more than a neutral one in the last month, part of it earlier in the last year', () => {
    const w = { ...WEIGHTS, end: 30 };
    // Margin: 2 against 2 (Bungo taken) or 2 against 3 (Nagato): one castle of margin apart.
    expect(castleMargin(table(true, 24), 0)).toBe(0);
    expect(castleMargin(table(false, 24), 0)).toBe(-1);
    expect(gain(w, 24)).toBeCloseTo(gain(WEIGHTS, 24) + 30);
    expect(gain(w, 18)).toBeCloseTo(gain(WEIGHTS, 18) + 15);
  });

  it('changes nothing in the first year, and Normal does not look at it', () => {
    const w = { ...WEIGHTS, end: 30 };
    expect(evaluate(table(false, 12), 0, w)).toBeCloseTo(evaluate(table(false, 12), 0, WEIGHTS));
    expect(evaluate(table(true, 12), 0, w)).toBeCloseTo(evaluate(table(true, 12), 0, WEIGHTS));
    expect(NORMAL.weights.end).toBe(0);
  });
});
