/** Who decides now: every seat that has not bid this round, all at once (a simultaneous secret decision). */
import type { Decision, GameResult, Seat } from '../../kernel/ruleset';
import type { ToyState } from './types';

/** Toy moves carry no `type` (one kind of move), so the kernel lets any move answer the one decision, 'bid'. */
export const DECISIONS = { bid: [] } as const;

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
