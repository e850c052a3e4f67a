/**
 * A vassal's path each round (§5.1.2): pay into the liberation fund, or go
 * on the Gekokujō assault (Koku buys only Ronin, 2 per Koku) to kill the
 * last Daimyō of a free clan.
 */
import type { Seat } from '../../../kernel/ruleset';
import { ASSAULT_RONIN_PER_KOKU, FUND_DEPOSIT_MAX, FUND_TARGET, STACK_LIMIT } from '../data';
import { PROVINCES, size, totals } from '../board';
import { rangeOf, reachable } from '../movement';
import { kokuOf, type Table } from '../flow';
import type { GekokujoMove } from '../types';
import { attackEstimate } from './odds';

/**
 * The assault when it can plausibly succeed this round: a free clan's last
 * Daimyō stands within reach of one of the vassal's stacks, and that stack
 * with the Ronin its Koku buys (never more Ronin than its Bushi, §4.4) passes
 * the attack test. Otherwise the fund, unless this deposit completes it.
 */
export function vassalPath(t: Table, seat: Seat, ratio: number): GekokujoMove {
  const pl = t.players[seat]!;
  const koku = kokuOf(t, seat);
  const deposit = Math.min(FUND_DEPOSIT_MAX, koku);
  if (pl.fund + deposit >= FUND_TARGET) return { type: 'vassal-path', path: 'fund', deposit };
  return assaultTarget(t, seat, ratio) === null ? { type: 'vassal-path', path: 'fund', deposit } : { type: 'vassal-path', path: 'assault', deposit: 0 };
}

/** The province of a free clan's last Daimyō the vassal could take on the assault, or null. */
export function assaultTarget(t: Table, seat: Seat, ratio: number): number | null {
  const lastDaimyo = new Set<number>();
  t.players.forEach((p, x) => {
    if (x === seat || p.eliminated || p.liege !== null || totals(t, x).d !== 1) return;
    for (let q = 0; q < PROVINCES; q++) if (t.units[q]![x]!.d === 1) lastDaimyo.add(q);
  });
  if (lastDaimyo.size === 0) return null;
  const ronin = kokuOf(t, seat) * ASSAULT_RONIN_PER_KOKU;
  for (let from = 0; from < PROVINCES; from++) {
    const b = t.units[from]![seat]!.b;
    if (b === 0) continue;
    for (const [q] of reachable(t, seat, from, rangeOf(t, seat, 0, b))) {
      if (!lastDaimyo.has(q) || size(t.units[q]![seat]!) + b > STACK_LIMIT) continue;
      const hired = Math.min(b, ronin, STACK_LIMIT - b - size(t.units[q]![seat]!));
      const est = attackEstimate(t, seat, { d: 0, b: b + hired }, q, ratio);
      if (est?.passes) return q;
    }
  }
  return null;
}
