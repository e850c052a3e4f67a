/**
 * Hard's `w.top` (evaluate.ts `topLead`; issue 31, the ladder): the Normals weigh the strongest opponent against
 * themselves (`rival`), so a seat that leads early draws their attacks. With `top` set, a lead over the strongest other
 * seat costs `top` points per point of strength before the last year, and nothing in the last year (the castles
 * decide then, §9) nor when the seat does not lead.
 */
import { describe, expect, it } from 'vitest';
import { addDaimyo, blank, march, put } from '../testing';
import type { JuniState } from '../types';
import { WEIGHTS, evaluate, topLead } from './evaluate';
import { NORMAL } from './heuristic';

/** Seat 0 with 40 samurai in Higo, seat 1 with `theirs` in Satsuma, each with one Daimyō; a two-year game in `month`. */
function table(theirs: number, month = 1): JuniState {
  const s = blank(2);
  s.options = { ...s.options, years: 2 };
  s.month = month;
  addDaimyo(s, 0, 'higo');
  put(s, march('higo'), 0, 40);
  addDaimyo(s, 1, 'satsuma');
  put(s, march('satsuma'), 1, theirs);
  return s;
}

describe('Jūni-tsuki Hard: a lead shown too early', () => {
  it('costs `top` points per point of lead in the first year, none in the last year', () => {
    const w = { ...WEIGHTS, top: 0.5 };
    const lead = 0.6 * (40 - 10);
    expect(evaluate(table(10), 0, w)).toBeCloseTo(evaluate(table(10), 0, WEIGHTS) - 0.5 * lead);
    // Month 13 opens the second (last) year of two: a lead is what wins now.
    expect(evaluate(table(10, 13), 0, w)).toBeCloseTo(evaluate(table(10, 13), 0, WEIGHTS));
  });

  it('costs nothing to a seat that does not lead, and Normal does not look at it', () => {
    const w = { ...WEIGHTS, top: 0.5 };
    expect(evaluate(table(60), 0, w)).toBeCloseTo(evaluate(table(60), 0, WEIGHTS));
    expect(topLead(10, 25)).toBe(0);
    expect(topLead(25, 10)).toBe(15);
    expect(NORMAL.weights.top).toBe(0);
  });
});
