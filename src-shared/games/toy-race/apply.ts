/**
 * A bid is placed in secret; once the last is in, all are revealed, every
 * runner rolls a die and advances die + 2 × bid, and the single highest
 * bidder (if unique) gains one extra step.
 */
import type { ApplyContext } from '../../kernel/define-ruleset';
import type { Seat } from '../../kernel/ruleset';
import { winners } from './flow';
import { TOY_ROUNDS, type ToyEvent, type ToyMove, type ToyState } from './types';

export function apply(ctx: ApplyContext<ToyState, ToyEvent>, seat: Seat, move: ToyMove): void {
  const s = ctx.state;
  s.bids[seat] = move.bid;
  ctx.emit({ type: 'bid-placed', seat, bid: move.bid, visibleTo: [seat] });
  ctx.emit({ type: 'bid-in', seat });
  if (s.bids.some((b) => b === null)) return;

  const placed = s.bids as number[];
  const dice = placed.map(() => ctx.rng.between(1, 6));
  const top = Math.max(...placed);
  const topSeats = placed.flatMap((b, i) => (b === top ? [i] : []));
  const bonus = top > 0 && topSeats.length === 1 ? topSeats[0]! : null;
  s.positions = s.positions.map((p, i) => p + dice[i]! + 2 * placed[i]! + (i === bonus ? 1 : 0));
  s.energy = s.energy.map((e, i) => e - placed[i]!);
  ctx.emit({ type: 'dice-rolled', round: s.round, dice });
  ctx.emit({ type: 'revealed', round: s.round, bids: placed, bonus, positions: s.positions });
  s.lastReveal = { round: s.round, bids: placed, dice };
  s.bids = Array<number | null>(s.players).fill(null);
  s.finished = s.round >= TOY_ROUNDS;
  if (s.finished) ctx.emit({ type: 'game-over', winners: winners(s.positions) });
  else s.round += 1;
}
