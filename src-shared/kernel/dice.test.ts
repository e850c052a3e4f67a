/** The dice are fair (chi-square against the uniform law) and reproducible. */
import { describe, expect, it } from 'vitest';
import { countHits, DIE_SIDES, rollDice, rollDie } from './dice';
import { Rng } from './rng';

/** Chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}
// 99.9% quantiles of chi-square with sides-1 degrees of freedom.
const CHI2_999: Record<number, number> = { 6: 20.52, 10: 27.88, 12: 31.26, 20: 43.82 };

describe('dice', () => {
  for (const sides of DIE_SIDES) {
    it(`d${sides} is uniform over 1..${sides}`, () => {
      const rng = Rng.seeded(`uniform-d${sides}`);
      const counts = new Array<number>(sides).fill(0);
      // Values out of range are collected and asserted once: an expect() per roll made this file take seconds.
      const wrong: number[] = [];
      for (let i = 0; i < 60_000; i++) {
        const v = rollDie(rng, sides);
        if (v >= 1 && v <= sides && Number.isInteger(v)) counts[v - 1]!++;
        else wrong.push(v);
      }
      expect(wrong).toEqual([]);
      expect(chiSquare(counts)).toBeLessThan(CHI2_999[sides]!);
    });
  }

  it('the same seed rolls the same dice; another seed does not', () => {
    expect(rollDice(Rng.seeded('a'), 20, 12)).toEqual(rollDice(Rng.seeded('a'), 20, 12));
    expect(rollDice(Rng.seeded('a'), 20, 12)).not.toEqual(rollDice(Rng.seeded('b'), 20, 12));
  });

  it('a stored Rng state continues the same rolls', () => {
    const rng = Rng.seeded('resume');
    rollDice(rng, 5, 6);
    const saved = rng.state();
    expect(rollDice(Rng.from(saved), 10, 20)).toEqual(rollDice(rng, 10, 20));
  });

  it('counts hits', () => {
    expect(countHits([1, 5, 6, 2, 6], (v) => v >= 5)).toBe(3);
  });

  it('refuses impossible dice', () => {
    expect(() => rollDie(Rng.seeded('x'), 1)).toThrow(RangeError);
    expect(() => rollDice(Rng.seeded('x'), -1, 6)).toThrow(RangeError);
  });
});
