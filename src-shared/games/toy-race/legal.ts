/** Every legal move (always a short list here), and a random one from a seat's view for the random bot. */
import type { Rng } from '../../kernel/rng';
import type { Seat } from '../../kernel/ruleset';
import { maxBid, type ToyMove, type ToyState, type ToyView } from './types';

export function legalMoves(s: ToyState, seat: Seat): ToyMove[] {
  if (s.finished || s.bids[seat] !== null) return [];
  return Array.from({ length: maxBid(s.energy[seat]!) + 1 }, (_, bid) => ({ bid }));
}

export function randomMove(view: ToyView, rng: Rng): ToyMove {
  if (view.seat === null) throw new Error('toy-race: randomMove needs a seat view');
  return { bid: rng.int(maxBid(view.energy[view.seat]!) + 1) };
}
