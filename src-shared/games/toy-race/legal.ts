/**
 * The seat's legal moves by the kernel's rule (kernel/ruleset.ts `legalMoves`: [] when it has nothing to decide, else
 * ALL its legal moves — here always a short list), and a random one from a seat's view for the random player.
 */
import type { Rng } from '../../kernel/rng';
import type { Seat } from '../../kernel/ruleset';
import type { Table } from './flow';
import { maxBid, type ToyMove, type ToyState, type ToyView } from './types';

/** The bids open to `seat`: 0 up to its energy, at most TOY_MAX_BID. */
const bids = (t: Table, seat: Seat): ToyMove[] => Array.from({ length: maxBid(t.energy[seat]!) + 1 }, (_, bid) => ({ type: 'bid', bid }));

export function legalMoves(s: ToyState, seat: Seat): ToyMove[] {
  if (s.finished || s.bids[seat] !== null) return [];
  return bids(s, seat);
}

export function randomMove(view: ToyView, rng: Rng): ToyMove {
  if (view.seat === null) throw new Error('toy-race: randomMove needs a seat view');
  return rng.pick(bids(view, view.seat));
}
