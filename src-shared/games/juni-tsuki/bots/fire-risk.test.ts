/**
 * Hard's look past its own month (evaluate.ts `fireRisk` and `lastStand`; issue 31, the ladder). The traced losses began
 * with an opponent's Fire (§8: kills any Daimyō) on the one Daimyō left with Hard's army, whose samurai then turned
 * ronin as Hard's next month began (§5 [R]), or ended with the last Daimyō's province overrun in a neighbour's month.
 * Positions built by hand in Kyushu: Higo, Bungo next to it, Hyuga next to Bungo.
 */
import { describe, expect, it } from 'vitest';
import { addDaimyo, blank, cp, giveCards, march, put } from '../testing';
import type { JuniState } from '../types';
import { WEIGHTS, evaluate, exposure, fireRisk, lastStand } from './evaluate';
import { EASY, NORMAL } from './heuristic';

/** Seat 0: 30 samurai in Higo, 5 in Bungo; its two Daimyō split (one each) or both with the 30; seat 1 holds `cards` element cards. */
function kyushu(split: boolean, cards = 2): JuniState {
  const s = blank(2);
  addDaimyo(s, 0, 'higo');
  addDaimyo(s, 0, split ? 'bungo' : 'higo');
  put(s, march('higo'), 0, 30);
  put(s, march('bungo'), 0, 5);
  addDaimyo(s, 1, 'satsuma');
  put(s, march('satsuma'), 1, 10);
  giveCards(s, 1, Array.from({ length: cards }, () => 'water' as const), Array.from({ length: cards }, () => 1));
  return s;
}

const chance = (cards: number): number => 1 - 0.8 ** cards;

describe('Jūni-tsuki Hard: an opponent’s Fire before the next month', () => {
  it('costs the worst Daimyō to lose: the one alone leading the army costs its samurai too', () => {
    // Split: Fire on the Higo Daimyō leaves the 30 without a Daimyō (ronin at the next month); the Bungo one leads 5.
    expect(fireRisk(kyushu(true), 0, WEIGHTS)).toBeCloseTo(chance(2) * (14 + 0.6 * 30));
    // Together: either Daimyō may die, the other still leads the 30 (the 5 in Bungo have none now, whoever dies).
    expect(fireRisk(kyushu(false), 0, WEIGHTS)).toBeCloseTo(chance(2) * 14);
    expect(fireRisk(kyushu(false), 0, WEIGHTS)).toBeLessThan(fireRisk(kyushu(true), 0, WEIGHTS));
  });

  it('grows with the opponents’ element cards, is none without them, and shrinks when the seat can answer', () => {
    expect(fireRisk(kyushu(true, 0), 0, WEIGHTS)).toBe(0);
    expect(fireRisk(kyushu(true, 4), 0, WEIGHTS)).toBeGreaterThan(fireRisk(kyushu(true, 2), 0, WEIGHTS));
    const shielded = kyushu(true);
    giveCards(shielded, 0, ['nothing'], [2]);
    // Two rings answer an attacker's best of two ring cards in about 60 % of hands, three rings in 90 %; a second
    // Fire (both opponent's cards Fire: 0.04) finds the shield spent.
    const loss = 14 + 0.6 * 30;
    expect(fireRisk(shielded, 0, WEIGHTS)).toBeCloseTo((chance(2) * 0.4 + 0.04 * 0.6) * loss);
    giveCards(shielded, 0, ['fire', 'water'], [1, 3]);
    expect(fireRisk(shielded, 0, WEIGHTS)).toBeCloseTo((chance(2) * 0.1 + 0.04 * 0.9) * loss);
    // A Nothing without a ring card cannot be played (§8: element and rings together).
    const ringless = kyushu(true);
    giveCards(ringless, 0, ['nothing'], []);
    expect(fireRisk(ringless, 0, WEIGHTS)).toBeCloseTo(fireRisk(kyushu(true), 0, WEIGHTS));
  });

  it('counts the last Daimyō as the game (the seat would be out, §7)', () => {
    const s = kyushu(true);
    s.daimyo = s.daimyo.filter((d) => !(d.owner === 0 && d.id === 1));
    expect(fireRisk(s, 0, WEIGHTS)).toBeCloseTo(chance(2) * 150);
  });

  it('costs only a seat that weighs it: Normal’s and Easy’s weights (fire 0) value the position as before', () => {
    expect(NORMAL.weights.fire).toBe(0);
    expect(EASY.weights.fire).toBe(0);
    const s = kyushu(true);
    expect(evaluate(s, 0, { ...WEIGHTS, fire: 1 })).toBeCloseTo(evaluate(s, 0, WEIGHTS) - fireRisk(s, 0, WEIGHTS));
  });
});

describe('Jūni-tsuki Hard: the last stand within marching reach', () => {
  /** Seat 0: its only Daimyō in Higo with `guards`; seat 1's 20 on the Bungo–Hyuga checkpoint (two points off Higo's). */
  function stand(guards: number, second = false): JuniState {
    const s = blank(2);
    addDaimyo(s, 0, 'higo');
    if (second) addDaimyo(s, 0, 'satsuma');
    put(s, march('higo'), 0, guards);
    addDaimyo(s, 1, 'hyuga');
    put(s, cp('bungo', 'hyuga'), 1, 20);
    return s;
  }

  it('sees an army two points off that `exposure` (next door only) does not, counted at half', () => {
    expect(exposure(stand(5), 0)).toBe(0);
    expect(lastStand(stand(5), 0)).toBeCloseTo((10 - 5) / 15);
    expect(lastStand(stand(12), 0)).toBe(0);
  });

  it('is no last stand while another Daimyō stands elsewhere', () => {
    expect(lastStand(stand(5, true), 0)).toBe(0);
  });
});
