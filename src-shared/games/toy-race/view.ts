/** What one seat may know: everything but the other seats' bids this round (all of them for the all-seeing view). */
import type { Seat } from '../../kernel/ruleset';
import type { ToyState, ToyView } from './types';

export function view(s: ToyState, seat: Seat | null): ToyView {
  const base: ToyView = {
    seat,
    players: s.players,
    round: s.round,
    finished: s.finished,
    positions: s.positions.slice(),
    energy: s.energy.slice(),
    placed: s.bids.map((b) => b !== null),
    myBid: seat === null ? null : (s.bids[seat] ?? null),
    lastReveal: s.lastReveal,
  };
  if (seat === null) base.allBids = s.bids.slice();
  return base;
}
