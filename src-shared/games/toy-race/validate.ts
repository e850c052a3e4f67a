/**
 * The game's own rule check. The kernel has checked who may move (the game runs, the seat is asked, the move is an
 * object whose `type` answers the decision: DECISIONS in flow.ts), so only the rules are left here.
 */
import { err, ok, type Result, type RuleError, type Seat } from '../../kernel/ruleset';
import { refuse } from './errors';
import { maxBid, type ToyMove, type ToyState } from './types';

export function validate(s: ToyState, seat: Seat, move: unknown): Result<ToyMove, RuleError> {
  const bid = (move as { bid?: unknown }).bid;
  if (typeof bid !== 'number' || !Number.isInteger(bid)) return err(refuse('bad-bid', 'A bid is a whole number.'));
  const most = maxBid(s.energy[seat]!);
  if (bid < 0 || bid > most) return err(refuse('bid-out-of-range', `Bid 0 to ${most}.`, { bid, most }));
  return ok({ type: 'bid', bid });
}
