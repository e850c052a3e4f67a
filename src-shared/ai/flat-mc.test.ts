import { describe, expect, it } from 'vitest';
import { Rng } from '../kernel/rng';
import { ok, type Ruleset } from '../kernel/ruleset';
import { flatMonteCarlo, roundsFor, stagePlan } from './flat-mc';

/** A one-move game with a noisy payoff: move k pays k plus noise drawn from the state's seed. */
interface S {
  value: number;
  done: boolean;
  noise: number;
}
const game: Ruleset<S, number, S> = {
  id: 'coin',
  version: '1',
  title: 'coin',
  minPlayers: 1,
  maxPlayers: 1,
  parseOptions: () => ok({ players: 1 }),
  setup: () => ({ value: 0, done: false, noise: 0 }),
  pending: (s) => (s.done ? [] : [{ seat: 0, kind: 'pick' }]),
  validate: (_s, _seat, m) => ok(m as number),
  apply: (s, _seat, m) => ({ state: { ...s, value: m + s.noise, done: true }, events: [] }),
  legalMoves: () => [0, 1, 2],
  randomMove: () => 0,
  view: (s) => s,
  result: (s) => (s.done ? { scores: [s.value], winners: [0] } : null),
  round: () => 0,
};

describe('flat Monte Carlo', () => {
  const search = (seed: string) =>
    flatMonteCarlo({
      ruleset: game,
      seat: 0,
      candidates: [0, 2, 1],
      determinize: (rng) => ({ value: 0, done: false, noise: rng.int(100) / 20 - 2.5 }),
      policy: () => 0,
      evaluate: (s) => s.value,
      stop: () => false,
      rounds: 30,
      rng: Rng.seeded(seed),
    });

  it('finds the best candidate, comparing them in the same sampled worlds', () => {
    const r = search('a');
    expect(r.move).toBe(2);
    expect(r.rounds).toBe(30);
    // Common random numbers: the noise cancels exactly between candidates.
    expect(r.means[1]! - r.means[0]!).toBeCloseTo(2, 9);
  });

  it('is deterministic for a seed, and rounds follow the budget at a fixed rate', () => {
    expect(search('b')).toEqual(search('b'));
    expect(roundsFor(1500, 40)).toBe(60);
    expect(roundsFor(10, 40, 2)).toBe(2);
  });

  const many = (seed: string, extra: Partial<Parameters<typeof flatMonteCarlo<S, number>>[0]> = {}) =>
    flatMonteCarlo<S, number>({
      ruleset: game,
      seat: 0,
      // Move k pays k/4 plus a lot of noise: 8 candidates, the best is 7.
      candidates: [3, 0, 7, 1, 6, 2, 5, 4],
      determinize: (rng) => ({ value: 0, done: false, noise: rng.int(1000) / 50 - 10 }),
      policy: () => 0,
      evaluate: (s) => s.value / 4 + (s.noise * 3) / 4,
      stop: () => false,
      rounds: 40,
      rng: Rng.seeded(seed),
      ...extra,
    });

  it('successive halving spends the rounds on the contenders and still finds the best', () => {
    const r = many('h', { halving: 3 });
    expect(r.move).toBe(7);
    // Everyone played the first stage; the last stage's survivors played most.
    expect(Math.min(...r.played)).toBeGreaterThan(0);
    expect(r.played[2]).toBe(Math.max(...r.played));
    expect(r.played.filter((p) => p === Math.max(...r.played))).toHaveLength(2);
    // About the same work as every candidate in every round.
    expect(r.playouts).toBeGreaterThan(40 * 8 * 0.8);
    expect(r.playouts).toBeLessThan(40 * 8 * 1.2);
    expect(stagePlan(8, 40, 3)).toEqual([
      { alive: 8, rounds: 13 },
      { alive: 4, rounds: 27 },
      { alive: 2, rounds: 53 },
    ]);
  });

  it('sampling each world once and copying it gives the same answer as sampling it per candidate', () => {
    const copied = many('c', { clone: (s) => ({ ...s }) });
    const resampled = many('c');
    expect(copied.means).toEqual(resampled.means);
    expect(copied.move).toBe(resampled.move);
  });

  it('reports its progress after every round, rising to 1', () => {
    const seen: number[] = [];
    many('p', { halving: 2, onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(10);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
    expect(seen.at(-1)).toBe(1);
  });
});
