/** The game's own rule check (the kernel has checked that the seat is asked and the move's shape). */
import { err, ok, ruleError, type Result, type RuleError, type Seat } from '../../kernel/ruleset';
import { maxBid, type ToyMove, type ToyState } from './types';

export function validate(s: ToyState, seat: Seat, move: unknown): Result<ToyMove, RuleError> {
  const bid = (move as { bid?: unknown } | null)?.bid;
  if (typeof bid !== 'number' || !Number.isInteger(bid)) return err(ruleError('bad-move', 'a move is { bid: integer }'));
  const limit = maxBid(s.energy[seat]!);
  if (bid < 0 || bid > limit) return err(ruleError('bid-out-of-range', `bid must be 0..${limit}`));
  return ok({ bid });
}
