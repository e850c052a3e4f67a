/** The random player's move: uniform over the legal moves computed from the seat's own view. */
import type { Rng } from '../../kernel/rng';
import { legalMovesOf } from './moves';
import type { KunitoriMove, KunitoriView } from './types';

export function randomMoveOf(v: KunitoriView, rng: Rng): KunitoriMove {
  const d = v.pending[0];
  if (!d) throw new Error('kunitori: nobody has a move (the game is over)');
  const seat = v.seat ?? d.seat;
  const moves = legalMovesOf(v, seat);
  if (moves.length === 0) throw new Error(`kunitori: seat ${seat} has no legal move`);
  return rng.pick(moves);
}
