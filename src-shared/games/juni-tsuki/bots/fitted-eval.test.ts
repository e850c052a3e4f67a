/**
 * The fitted evaluation (fitted-eval.ts; issue 31): the terms it was fitted on are evaluate's own, and the fitted
 * weights rank hand-built positions as a player would.
 */
import { describe, expect, it } from 'vitest';
import { sampleStates } from '../../../ai/match';
import { juniTsuki as R } from '../index';
import { addDaimyo, blank, giveCastle, march, put } from '../testing';
import type { JuniState } from '../types';
import { TERMS, WEIGHTS, evaluate, seatTerms } from './evaluate';
import { FITTED, PHASES, fittedWeights, phaseOf } from './fitted-eval';
import { parseHardParams } from './index';
import { normalBot } from './index';

describe('Jūni-tsuki: the terms of the evaluation', () => {
  it('evaluate’s value of a seat is Σ weight · term (without the rival’s and leader’s shares), for every seat along a game', async () => {
    const states = await sampleStates<JuniState>(R, 'terms', normalBot, 29, 24);
    const w = { ...WEIGHTS, rival: 0, leader: 0, guard: 15, last: 10 };
    let seen = 0;
    for (const s of states) {
      if (s.over) continue;
      seatTerms(s).forEach((terms, seat) => {
        if (terms === null) return expect(s.players[seat]!.out).toBe(true);
        seen++;
        expect(evaluate(s, seat, w)).toBeCloseTo(TERMS.reduce((a, k) => a + w[k] * terms[k], 0), 6);
      });
    }
    expect(seen).toBeGreaterThan(40);
  }, 60_000);
});

/** Four seats, two years, in `month`: each with a Daimyō, 20 samurai and its castle; `change` alters seat 0's. */
function table(month: number, change: (s: JuniState) => void = () => {}): JuniState {
  const s = blank(4);
  s.options = { ...s.options, years: 2 };
  s.month = month;
  ['higo', 'satsuma', 'mutsu', 'echigo'].forEach((p, seat) => {
    addDaimyo(s, seat, p);
    put(s, march(p), seat, 20);
    giveCastle(s, p, seat);
  });
  change(s);
  return s;
}

const value = (month: number, change: (s: JuniState) => void): number => evaluate(table(month, change), 0, fittedWeights(month, 24));

describe('Jūni-tsuki: the fitted evaluation ranks positions as a player would', () => {
  it('the phases follow the months left: the first year, the second year’s first half, its last months', () => {
    expect([1, 12, 13, 18, 19, 24].map((m) => PHASES[phaseOf(m, 24)]!.name)).toEqual(['early', 'early', 'middle', 'middle', 'late', 'late']);
    expect(parseHardParams({ eval: 'fit' })).toEqual({ eval: 'fit' });
    for (const w of Object.values(FITTED)) expect(w.castle).toBe(30);
  });

  it('late in the game one more castle beats 20 more samurai', () => {
    for (const month of [20, 24]) {
      const castle = value(month, (s) => giveCastle(s, 'nagato', 0));
      const samurai = value(month, (s) => put(s, march('higo'), 0, 20));
      expect(castle).toBeGreaterThan(samurai);
      expect(samurai).toBeGreaterThanOrEqual(value(month, () => {}));
    }
  });

  it('in every phase losing the last Daimyō (out of the game) is worst: worse than losing the castle and the army', () => {
    for (const month of [3, 15, 22]) {
      const out = value(month, (s) => {
        s.daimyo = s.daimyo.filter((d) => d.owner !== 0);
        s.players[0]!.out = true;
      });
      const stripped = value(month, (s) => {
        giveCastle(s, 'higo', 1);
        s.points[march('higo')] = [];
      });
      expect(out).toBeLessThan(stripped);
      expect(stripped).toBeLessThan(value(month, () => {}));
    }
  });
});
