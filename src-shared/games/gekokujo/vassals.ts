/**
 * The new vassal's halving (§5.1.1, procedure v83 §8.1.1): give up ⌊provinces/2⌋, their units retreat to adjacent
 * kept provinces (else are removed), then remove ⌊units/2⌋ of what is left. The counts and the retreat are read by
 * validate, the bots and the renderer's panel; `halve` carries it out on apply's copy.
 */
import type { Seat } from '../../kernel/ruleset';
import { STACK_LIMIT } from './data';
import { controller, NEIGHBOURS, PROVINCES, provincesOf, size } from './board';
import { addUnits, takeUnits } from './units';
import { ownStack } from './clone';
import type { Table } from './flow';
import type { GekokujoState } from './types';

export function halvingCounts(t: Table, seat: Seat): { giveUp: number } {
  return { giveUp: Math.floor(provincesOf(t, seat).length / 2) };
}

/** Where the units of given-up provinces go: to the adjacent kept province with most room (ruling), else removed. */
export function retreatAfterGiveUp(t: Table, seat: Seat, giveUp: readonly number[]): { b: number[]; d: number[] } {
  const b = t.units.map((row) => row[seat]!.b);
  const d = t.units.map((row) => row[seat]!.d);
  const kept = provincesOf(t, seat).filter((p) => !giveUp.includes(p));
  for (const p of giveUp) {
    let units = b[p]!;
    b[p] = 0;
    d[p] = 0;
    while (units > 0) {
      const room = (q: number) => STACK_LIMIT - b[q]! - d[q]!;
      const dest = NEIGHBOURS[p]!.filter((q) => kept.includes(q) && room(q) > 0).sort((x, y) => room(y) - room(x) || x - y)[0];
      if (dest === undefined) break;
      b[dest]!++;
      units--;
    }
  }
  return { b, d };
}

/**
 * The new vassal's halving (§5.1.1, v83 §8.1.1), unit by unit in the same
 * order as retreatAfterGiveUp (legal.ts), so module unit types move along.
 */
export function halve(s: GekokujoState, seat: number, giveUp: readonly number[], remove: readonly number[]): void {
  const kept = new Set(Array.from({ length: PROVINCES }, (_, p) => p).filter((p) => controller(s, p) === seat && !giveUp.includes(p)));
  for (const p of giveUp) {
    const st = ownStack(s, p, seat);
    st.d = 0;
    while (st.b > 0) {
      const room = (q: number) => STACK_LIMIT - size(s.units[q]![seat]!);
      const dest = NEIGHBOURS[p]!.filter((q) => kept.has(q) && room(q) > 0).sort((x, y) => room(y) - room(x) || x - y)[0];
      const moved = takeUnits(st, 1);
      if (dest !== undefined) addUnits(ownStack(s, dest, seat), 1, moved);
    }
  }
  for (const p of remove) takeUnits(ownStack(s, p, seat), 1);
}

