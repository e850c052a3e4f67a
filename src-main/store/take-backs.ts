/**
 * A take-back in the database (docs/undo.md): the game goes back to an
 * earlier ply. Its later moves, checkpoints and frames leave the store in one
 * transaction, so the record replays without them and every stored
 * checkpoint still matches; the take-back is counted per seat.
 *
 * The counts live in the generic settings table (one key per game,
 * `take-backs:<gameId>`), not in a new table: no migration for a counter the
 * end summary reads (a deleted game leaves these few bytes behind).
 */
import type { Store } from './store';

const key = (gameId: string): string => `take-backs:${gameId}`;

/** Take-backs per seat so far (index = seat; zeros when none). */
export function takeBackCounts(store: Store, gameId: string, seats: number): number[] {
  const raw = store.getSettings(key(gameId))?.counts;
  return Array.from({ length: seats }, (_, i) => (Array.isArray(raw) && Number.isInteger(raw[i]) ? (raw[i] as number) : 0));
}

/**
 * Cut an active game back to `toPly` (its round then `round`) and count one
 * take-back for `seat`. Throws, changing nothing, unless the game is active at
 * `fromPly` (another move or take-back came first).
 */
export function cutBack(store: Store, gameId: string, m: { fromPly: number; toPly: number; round: number; seat: number; seats: number }): number[] {
  const counts = takeBackCounts(store, gameId, m.seats);
  counts[m.seat] = (counts[m.seat] ?? 0) + 1;
  store.db.transaction(() => {
    const moved = store.db
      .prepare(`UPDATE games SET ply = ?, round = ?, updated_at = ? WHERE id = ? AND ply = ? AND status = 'active'`)
      .run(m.toPly, m.round, new Date().toISOString(), gameId, m.fromPly);
    if (moved.changes !== 1) throw new Error(`game ${gameId} is not active at ply ${m.fromPly}`);
    for (const table of ['moves', 'snapshots', 'frames']) store.db.prepare(`DELETE FROM ${table} WHERE game_id = ? AND ply > ?`).run(gameId, m.toPly);
    store.saveSettings(key(gameId), { counts });
  })();
  return counts;
}
