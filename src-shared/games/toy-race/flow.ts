/**
 * Who decides now (every seat that has not bid this round, all at once: a simultaneous secret decision), which move
 * kinds answer which decision, the result and the round counter; and the `Table` type.
 */
import type { Decision, GameResult, Seat } from '../../kernel/ruleset';
import type { ToyMove, ToyState, ToyView } from './types';

/**
 * What a state and a seat's view both hold: the rules that need no secret read only this, so they answer the same
 * on either (legal.ts lists a seat's bids from it, for the random player on its view). Who has bid is the state's
 * `bids` and the view's `placed`, so `pending` reads the state.
 */
export type Table = Pick<ToyState & ToyView, 'players' | 'round' | 'finished' | 'positions' | 'energy' | 'lastReveal'>;

/** Which move kinds answer which decision: the kernel refuses any other kind as 'wrong-move' before validate. */
export const DECISIONS: Readonly<Record<string, readonly ToyMove['type'][]>> = { bid: ['bid'] };

export function pending(s: ToyState): Decision[] {
  if (s.finished) return [];
  return s.bids.flatMap((b, seat) => (b === null ? [{ seat, kind: 'bid' }] : []));
}

export function winners(positions: readonly number[]): Seat[] {
  const best = Math.max(...positions);
  return positions.flatMap((p, i) => (p === best ? [i] : []));
}

export function result(s: ToyState): GameResult | null {
  return s.finished ? { scores: s.positions.slice(), winners: winners(s.positions) } : null;
}

export const round = (s: ToyState): number => s.round;
