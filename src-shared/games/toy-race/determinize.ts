/**
 * A seat's view made into a playable state for bots that search: the bids the
 * view hides (placed by others this round) are guessed at random, and the
 * dice come from the bot's own Rng, never the game's.
 */
import type { Rng } from '../../kernel/rng';
import { maxBid, type ToyState, type ToyView } from './types';

export function determinize(view: ToyView, rng: Rng): ToyState {
  const bids = view.placed.map((placed, seat) =>
    !placed ? null : seat === view.seat ? view.myBid : rng.int(maxBid(view.energy[seat]!) + 1),
  );
  return {
    rng: rng.fork('toy-determinize').state(),
    players: view.players,
    round: view.round,
    finished: view.finished,
    positions: view.positions.slice(),
    energy: view.energy.slice(),
    bids,
    lastReveal: view.lastReveal,
  };
}
