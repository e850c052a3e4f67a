/** Choices inside the campaign's battles: which battle first, whom the covert Ninja strikes. */
import type { Seat } from '../../../kernel/ruleset';
import { present, size } from '../board';
import { assassinTargets } from '../battle';
import type { Table } from '../flow';
import type { GekokujoMove } from '../types';
import { provinceValue } from './value';

/**
 * Fight first where the most is at stake — own Daimyō there (losing the last
 * makes a vassal), then the province's worth, then the biggest enemy force —
 * because the first battles get the Koku for Ronin.
 */
export function battleOrder(t: Table, seat: Seat): GekokujoMove {
  const stake = (q: number) => {
    const foes = present(t, q).filter((x) => x !== seat).reduce((n, x) => n + size(t.units[q]![x]!), 0);
    return t.units[q]![seat]!.d * 20 + provinceValue(t, seat, q) + foes * 0.1;
  };
  const best = [...t.battles].sort((a, b) => stake(b) - stake(a) || a - b)[0]!;
  return { type: 'battle', province: best };
}

/** The covert assassination strikes the side with fewest units: one unit fewer matters most there. */
export function assassinationTarget(t: Table): GekokujoMove {
  const b = t.battle!;
  const units = (x: Seat) => size(t.units[b.province]![x]!) + b.ronin[b.sides.indexOf(x)]!;
  const target = [...assassinTargets(t)].sort((x, y) => units(x) - units(y) || x - y)[0] ?? null;
  return { type: 'assassinate', target };
}
