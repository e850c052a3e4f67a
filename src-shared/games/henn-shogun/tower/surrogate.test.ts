import { describe, expect, it } from 'vitest';
import { budget } from '../../../../tests/budget';
import { checkSurrogate, fitSurrogate, type FitSample } from './surrogate-fit';
import { SURROGATE, SURROGATE_L, SURROGATE_N, surrogateRates } from './surrogate';

describe('the surrogate of the physics tower', () => {
  // Fresh throws of a seed of its own (the table was fitted on 'surrogate-fit'):
  // 7600 with TENKA_FULL_CHECKS=1, a quarter by default (docs/testing.md).
  const THROWS = budget(7600, 1900);
  const scale = Math.sqrt(7600 / THROWS);
  it(`is within ${3 * scale} points of the simulation for every group of cubes thrown, on ${THROWS} throws it was not fitted on`, () => {
    const c = checkSurrogate(THROWS, 'unit-check');
    // Each comparison's standard error (throws from one tower counted as one
    // draw) is ~0.7 points at 7600 throws: missing by 3 would take 4 standard
    // errors, so a pass here is the fit, not luck, and a failure is a real
    // misfit. A quarter of the throws doubles the error and the tolerance.
    expect(c.maxSEPp).toBeLessThan(0.8 * scale);
    for (const r of c.byN) {
      expect(r.throws).toBeGreaterThan(300 / scale ** 2);
      expect(Math.abs(r.newSim - r.newSurrogate), `new cubes, ${r.nLo}-${r.nHi} thrown`).toBeLessThanOrEqual(3 * scale);
      expect(Math.abs(r.lodgedSim - r.lodgedSurrogate), `lodged cubes, ${r.nLo}-${r.nHi} thrown`).toBeLessThanOrEqual(3 * scale);
    }
  }, 600_000);

  it('says what the tower does: a fuller tower lets more new cubes through, and more cubes thrown knock out more lodged ones', () => {
    for (const n of [1, 5, 20]) expect(surrogateRates(n, 6).p).toBeGreaterThan(surrogateRates(n, 0).p + 0.1);
    expect(surrogateRates(40, 6).q).toBeGreaterThan(surrogateRates(5, 6).q + 0.15);
    // The calibration targets: a single cube into the empty tower comes out 60-80% of the time.
    expect(surrogateRates(1, 0).p).toBeGreaterThan(0.6);
    expect(surrogateRates(1, 0).p).toBeLessThan(0.8);
  });

  it('reads the table at its knots, interpolates between them and holds the last knot beyond', () => {
    const i = SURROGATE_N.indexOf(10);
    const j = SURROGATE_L.indexOf(3);
    expect(surrogateRates(10, 3)).toEqual({ p: SURROGATE.p[i]![j]!, q: SURROGATE.q[i]![j]! });
    const mid = surrogateRates(10, 3.5).p;
    expect(mid).toBeCloseTo((SURROGATE.p[i]![j]! + SURROGATE.p[i]![j + 1]!) / 2, 12);
    expect(surrogateRates(60, 12)).toEqual(surrogateRates(40, SURROGATE_L[SURROGATE_L.length - 1]!));
    for (const row of [...SURROGATE.p, ...SURROGATE.q]) for (const x of row) expect(x >= 0 && x <= 1).toBe(true);
  });

  it('the fit recovers a known table from noiseless throws', () => {
    // Exit shares that are bilinear on the knots: the least-squares fit must give them back.
    const p = (n: number, l: number): number => 0.6 + 0.004 * n + 0.03 * l;
    const q = (n: number, l: number): number => 0.05 + 0.008 * n + 0.01 * l;
    const samples: FitSample[] = [];
    for (let n = 1; n <= 40; n++) for (let load = 0; load <= 7; load++) samples.push({ n, load, newOut: p(n, load) * n, lodgedOut: q(n, load) * load });
    const t = fitSurrogate(samples, 0);
    SURROGATE_N.forEach((n, a) =>
      SURROGATE_L.forEach((l, b) => {
        expect(t.p[a]![b]).toBeCloseTo(p(n, l), 3);
        if (l > 0) expect(t.q[a]![b]).toBeCloseTo(q(n, l), 3);
      }),
    );
  });
});
