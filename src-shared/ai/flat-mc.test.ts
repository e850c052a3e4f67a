import { describe, expect, it } from 'vitest';
import { Rng } from '../kernel/rng';
import { ok, type Ruleset } from '../kernel/ruleset';
import { flatMonteCarlo, roundsFor } from './flat-mc';

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
});
