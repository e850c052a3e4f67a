/**
 * Big Money (level `bigmoney`), the classic deck-builder yardstick: it plays
 * no actions and never fights; it buys Land when it can pay 10 and its deck
 * holds enough money, else Gold, a Präfektur near the end, else Silber (and a
 * Dorf at the very end). Fixed rules, no tuning, so it stays a stable
 * baseline for the other levels.
 */
import type { Seat } from '../../../kernel/ruleset';
import { DORF, GOLD, LAND, PRAEFEKTUR, SILBER } from '../data/cards';
import { legalMovesOf } from '../legal';
import type { KunitoriMove, KunitoriView } from '../types';
import { ownedCounts, treasureMoney } from './knowledge';

/** Treasure Geld in the deck before Big Money buys a Land (the classic "enough money" test, scaled to hands of 4). */
export const BM_LAND_MONEY = 16;
/** "Near the end": a victory pile this low. */
export const BM_LATE_LAND = 3;
export const BM_LATE_PREF = 4;
export const BM_LATE_DORF = 4;

export function bigMoneyMove(v: KunitoriView, seat: Seat): KunitoriMove {
  const moves = legalMovesOf(v, seat);
  if (moves.length === 1) return moves[0]!;
  const has = (m: KunitoriMove): boolean => moves.some((x) => JSON.stringify(x) === JSON.stringify(m));
  const kind = v.pending[0]!.kind;
  switch (kind) {
    case 'buy': {
      const late = v.pool[LAND]! <= BM_LATE_LAND || v.pool[PRAEFEKTUR]! <= BM_LATE_PREF || v.pool[DORF]! <= BM_LATE_DORF || v.finalTurns !== null;
      const veryLate = v.finalTurns !== null || v.pool[LAND]! <= 1 || v.pool[PRAEFEKTUR]! <= 1 || v.pool[DORF]! <= 2;
      const money = treasureMoney(ownedCounts(v, seat));
      const order: number[] = [];
      if (money >= BM_LAND_MONEY || late) order.push(LAND);
      if (late) order.push(PRAEFEKTUR);
      order.push(GOLD);
      if (late) order.push(PRAEFEKTUR);
      if (veryLate) order.push(DORF);
      order.push(SILBER);
      for (const card of order) if (has({ type: 'buy', card })) return { type: 'buy', card };
      return { type: 'end-buys' };
    }
    case 'action':
      return { type: 'end-actions' };
    case 'declare': {
      // Never fights (its leaders, if it ever plays one, stay home).
      const m = moves.find((x) => x.type === 'attack' && x.target === null);
      return m ?? moves[0]!;
    }
    case 'defend':
      return moves.find((x) => x.type === 'ambush') ?? { type: 'ambush-done' };
    case 'accept':
      return { type: 'accept', take: true };
    case 'ninja-show':
      return has({ type: 'ninja-show', show: true }) ? { type: 'ninja-show', show: true } : { type: 'ninja-show', show: false };
    case 'keep':
      return moves[0]!; // everything stays (listed first)
    default:
      return moves[0]!;
  }
}
