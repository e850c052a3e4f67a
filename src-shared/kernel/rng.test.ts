import { describe, expect, it } from 'vitest';
import { Rng } from './rng';

describe('Rng', () => {
  it('gives the same stream for the same seed and different streams for different seeds', () => {
    const a = Rng.seeded('1');
    const b = Rng.seeded('1');
    const c = Rng.seeded('2');
    const sa = Array.from({ length: 8 }, () => a.nextU32());
    expect(Array.from({ length: 8 }, () => b.nextU32())).toEqual(sa);
    expect(Array.from({ length: 8 }, () => c.nextU32())).not.toEqual(sa);
  });

  it('continues exactly from a stored state', () => {
    const a = Rng.seeded('save me');
    a.int(10);
    const saved = a.state();
    const next = [a.int(1000), a.int(7), a.int(2)];
    const resumed = Rng.from(JSON.parse(JSON.stringify(saved)));
    expect([resumed.int(1000), resumed.int(7), resumed.int(2)]).toEqual(next);
  });

  it('draws integers uniformly in range (chi-square on a die)', () => {
    const rng = Rng.seeded(42);
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[rng.int(6)]!++;
    const expected = n / 6;
    const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it('shuffles into a permutation and picks only members', () => {
    const rng = Rng.seeded('deck');
    const deck = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = rng.shuffle(deck);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(deck);
    expect(shuffled).not.toEqual(deck);
    expect(deck).toContain(rng.pick(deck));
  });

  it('hits a probability to within sampling error', () => {
    const rng = Rng.seeded('p');
    let hits = 0;
    for (let i = 0; i < 30_000; i++) if (rng.probability(2 / 3)) hits++;
    expect(hits / 30_000).toBeGreaterThan(0.655);
    expect(hits / 30_000).toBeLessThan(0.678);
  });
});
