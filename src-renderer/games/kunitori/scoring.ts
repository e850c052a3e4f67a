/**
 * Victory points from what is public: every seat's holding (hand + deck +
 * discard counts, announced as cards move) and its deployment area. At the
 * game's end this is the score, broken down by card type for the end panel.
 */
import { CARDS, type CardType } from '@shared/games/kunitori/public';
import type { PlayerView } from '@shared/games/kunitori/public';

/** Counts per card id of everything a seat owns. */
export function ownedCounts(p: PlayerView): number[] {
  const counts = p.holding.slice();
  for (const c of [...p.deployed, ...p.inPlay]) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}

export function ownedVp(p: PlayerView): number {
  return ownedCounts(p).reduce((sum, n, c) => sum + n * CARDS[c]!.vp, 0);
}

/** Points per card that scores (victory points ≠ 0), grouped by type, for one seat. */
export function scoreLines(p: PlayerView): { card: number; count: number; points: number; type: CardType }[] {
  return ownedCounts(p).flatMap((count, card) => (count > 0 && CARDS[card]!.vp !== 0 ? [{ card, count, points: count * CARDS[card]!.vp, type: CARDS[card]!.type }] : []));
}
