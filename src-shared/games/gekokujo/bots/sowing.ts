/**
 * The Cycle of Rice and War, step 0 (§7.3): what to sow and what to store.
 * Sown Koku returns ×1–×3 (11/6 on average) in Winter if the province is
 * still ours; stored Koku skips Winter's spoilage (half the active treasury)
 * but cannot be spent this round.
 */
import type { Seat } from '../../../kernel/ruleset';
import { BUSHI_PER_CLAN, STACK_LIMIT } from '../data';
import { NEIGHBOURS, present, provincesOf, size, totals } from '../board';
import { upkeepOf, winterSupplyOf } from '../bookkeeping';
import { kokuOf, type Table } from '../flow';
import type { GekokujoMove } from '../types';

export function sowAndStore(t: Table, seat: Seat): GekokujoMove {
  const koku = kokuOf(t, seat);
  // Sow a third of the treasury on a safe province (no other player next door): raids take sown Koku.
  const safe = provincesOf(t, seat).filter((p) => !NEIGHBOURS[p]!.some((q) => present(t, q).some((x) => x !== seat)));
  const amount = safe.length ? Math.floor(koku / 3) : 0;
  const sow = amount > 0 ? [{ province: safe[0]!, amount }] : [];
  return { type: 'sow', sow, store: storeAmount(t, seat, koku - amount) };
}

/**
 * Store what this round cannot use: Koku beyond the recruits that still fit
 * (room in held provinces, the clan's Bushi), Winter's bills and a Ronin
 * reserve would only spoil by half.
 */
export function storeAmount(t: Table, seat: Seat, left: number): number {
  let room = 0;
  for (const p of provincesOf(t, seat)) room += Math.max(0, STACK_LIMIT - size(t.units[p]![seat]!));
  room = Math.min(room, BUSHI_PER_CLAN - totals(t, seat).b);
  const bills = upkeepOf(t, seat) + winterSupplyOf(t, seat);
  const reserve = 3;
  return Math.max(0, left - room - bills - reserve);
}
