/**
 * Hints taken, per seat and game (docs/hints.md). Like the take-backs
 * (take-backs.ts) the counts live in the generic settings table, one key per
 * game, `hints:<gameId>` as `{ counts: number[] }`: no migration for a counter
 * the end summary and the player's record read (records.ts reads it in its SQL).
 */
import type { Store } from './store';

export const hintKey = (gameId: string): string => `hints:${gameId}`;

/** Hints taken per seat so far (index = seat; zeros when none). */
export function hintCounts(store: Store, gameId: string, seats: number): number[] {
  const raw = store.getSettings(hintKey(gameId))?.counts;
  return Array.from({ length: seats }, (_, i) => (Array.isArray(raw) && Number.isInteger(raw[i]) ? (raw[i] as number) : 0));
}

/** Count one hint for `seat`; returns every seat's count. */
export function countHint(store: Store, gameId: string, seat: number, seats: number): number[] {
  const counts = hintCounts(store, gameId, seats);
  counts[seat] = (counts[seat] ?? 0) + 1;
  store.saveSettings(hintKey(gameId), { counts });
  return counts;
}
