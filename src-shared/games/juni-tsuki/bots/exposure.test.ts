/**
 * Hard's guard (evaluate.ts `exposure`, weight `guard`; issue 31, the ladder): a Daimyō whose province's samurai are
 * wiped out in battle dies of isolation (§7), and a player without Daimyō is out, which ended many of Hard's lost
 * games. Positions built by hand: seat 0's Daimyō in Higo, seat 1's army next door in Bungo.
 */
import { describe, expect, it } from 'vitest';
import { addDaimyo, blank, cp, march, put } from '../testing';
import type { JuniState } from '../types';
import { WEIGHTS, evaluate, exposure } from './evaluate';
import { HARD_DEFAULTS } from './hard';
import { EASY, NORMAL } from './heuristic';

function border(guards: number, army: number): JuniState {
  const s = blank(2);
  addDaimyo(s, 0, 'higo');
  put(s, march('higo'), 0, guards);
  addDaimyo(s, 1, 'bungo');
  put(s, cp('higo', 'bungo'), 1, army);
  put(s, march('bungo'), 1, 5);
  return s;
}

describe('Jūni-tsuki Hard: a Daimyō outnumbered where it stands', () => {
  it('counts a thinly guarded Daimyō next to a bigger army, more the thinner, and not one guarded by more', () => {
    // The army: 20 on the Higo–Bungo checkpoint (a point of Higo) and the 5 on Bungo's march point next to it.
    expect(exposure(border(2, 20), 0)).toBeCloseTo((25 - 2) / 27);
    expect(exposure(border(8, 20), 0)).toBeCloseTo((25 - 8) / 33);
    expect(exposure(border(2, 20), 0)).toBeGreaterThan(exposure(border(8, 20), 0));
    expect(exposure(border(30, 20), 0)).toBe(0);
    // The army's own Daimyō stands behind 20 + 5 samurai against 2 next door: safe.
    expect(exposure(border(2, 20), 1)).toBe(0);
  });

  it('costs only a seat that weighs it: Normal’s weights (guard 0) value the position as before', () => {
    const s = border(2, 20);
    expect(WEIGHTS.guard).toBe(0);
    const guarded = { ...WEIGHTS, guard: 15 };
    expect(evaluate(s, 0, guarded)).toBeCloseTo(evaluate(s, 0, WEIGHTS) - 15 * exposure(s, 0));
    // Guarded by more than the army: no cost.
    expect(evaluate(border(30, 20), 0, guarded)).toBe(evaluate(border(30, 20), 0, WEIGHTS));
  });
  it('Hard weighs it by default (15 points per outnumbered Daimyō); Normal and Easy do not', () => {
    expect(HARD_DEFAULTS.weights.guard).toBe(15);
    expect(NORMAL.weights.guard).toBe(0);
    expect(EASY.weights.guard).toBe(0);
  });
});
