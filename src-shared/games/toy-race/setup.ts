/** The starting state: every runner at the start with full energy, all randomness from the seed. */
import { Rng } from '../../kernel/rng';
import { TOY_ENERGY, type ToyOptions, type ToyState } from './types';

export function setup(options: ToyOptions, seed: string): ToyState {
  const n = options.players;
  return {
    rng: Rng.seeded(seed).state(),
    players: n,
    round: 1,
    finished: false,
    positions: Array<number>(n).fill(0),
    energy: Array<number>(n).fill(TOY_ENERGY),
    bids: Array<number | null>(n).fill(null),
    lastReveal: null,
  };
}
