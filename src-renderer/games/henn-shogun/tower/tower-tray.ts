/**
 * Where the cubes that came out of the tower lie in the tray: sorted by side
 * (attacker, defender, and cubes of seats not in the battle, which stay in the
 * tray for the next throw) and, within a side, piled by colour, so the count
 * of each side can be read off the tray. Pure: the scene draws it, the view
 * captions it, the tests check it.
 *
 * Millimetres in tower coordinates (y down), like the trace.
 */
import { CUBE_RADIUS } from '@shared/games/henn-shogun/public';
import { PEASANT } from '@shared/games/henn-shogun/public';

export type TraySide = 'attacker' | 'defender' | 'aside' | 'all';

/** The colours (seats 0..4, PEASANT) counted for each side of a battle. */
export interface TraySides {
  attacker: readonly number[];
  defender: readonly number[];
}

export interface TrayGroup {
  colour: number;
  /** Cubes of this colour that come out in this throw. */
  count: number;
  /** Left and right edge of the pile (mm). */
  x0: number;
  x1: number;
  cols: number;
}

export interface TrayCompartment {
  side: TraySide;
  x0: number;
  x1: number;
  groups: TrayGroup[];
  count: number;
}

export interface TrayPlan {
  compartments: TrayCompartment[];
  /** Per cube of the trace: its resting place in the tray, or null if it stays in the tower. */
  slots: ({ x: number; y: number } | null)[];
}

/** The tray in tower coordinates: right of the tower, at the foot of the exit ramp. */
export const TRAY = { x0: 76, x1: 236, floor: 302 } as const;
/** Centre-to-centre distance of cubes in a pile. */
export const SLOT = CUBE_RADIUS * 2 + 0.7;
const GROUP_GAP = 3;
const COMPARTMENT_GAP = 6;

/** The sides of a battle: whose cubes count for whom. Peasants fight for the defender, or rise against the owner in a revolt. */
export function battleSides(kind: 'attack' | 'revolt', attacker: number | 'peasants', defender: number | 'peasants' | 'neutral'): TraySides {
  const seat = (s: number | 'peasants' | 'neutral'): number[] => (typeof s === 'number' ? [s] : s === 'peasants' ? [PEASANT] : []);
  if (kind === 'revolt') return { attacker: [PEASANT], defender: seat(defender) };
  return { attacker: seat(attacker), defender: [...seat(defender), PEASANT] };
}

/**
 * Plan the tray for a throw: `colours` per cube of the trace, `order` the cubes
 * that come out in the order they reach the tray, `sides` null when the throw
 * is no battle (the setup throw: one compartment, a pile per colour).
 */
export function planTray(colours: readonly number[], order: readonly number[], sides: TraySides | null, tray: { x0: number; x1: number; floor: number } = TRAY): TrayPlan {
  const counts = new Map<number, number>();
  for (const i of order) counts.set(colours[i]!, (counts.get(colours[i]!) ?? 0) + 1);
  const sideOf = (colour: number): TraySide => (!sides ? 'all' : sides.attacker.includes(colour) ? 'attacker' : sides.defender.includes(colour) ? 'defender' : 'aside');
  // Seats in seat order, peasants last, except where a side lists its own order.
  const listed = sides ? [...sides.attacker, ...sides.defender] : [];
  const all = [...new Set([...listed, 0, 1, 2, 3, 4, PEASANT, ...counts.keys()])];

  const wanted: { side: TraySide; colours: number[] }[] = sides
    ? [
        { side: 'attacker', colours: [...sides.attacker] },
        { side: 'defender', colours: [...sides.defender] },
        { side: 'aside', colours: all.filter((c) => sideOf(c) === 'aside' && (counts.get(c) ?? 0) > 0) },
      ]
    : [{ side: 'all', colours: all.filter((c) => (counts.get(c) ?? 0) > 0) }];
  const shown = wanted.filter((w) => w.side !== 'aside' || w.colours.length > 0);

  // Columns: cubes not in the battle get a narrow compartment; the two sides share the rest evenly.
  const width = tray.x1 - tray.x0 - COMPARTMENT_GAP * (shown.length - 1);
  const total = Math.floor(width / SLOT);
  const asideCount = shown.find((w) => w.side === 'aside')?.colours.reduce((a, c) => a + (counts.get(c) ?? 0), 0) ?? 0;
  const aside = shown.find((w) => w.side === 'aside');
  const asideCols = aside ? Math.min(Math.max(aside.colours.length, Math.ceil(asideCount / 4)), Math.floor(total / 3)) : 0;
  const main = shown.filter((w) => w.side !== 'aside');
  const mainCols = total - asideCols;
  const colsOf = (w: { side: TraySide }, k: number): number => (w.side === 'aside' ? asideCols : Math.floor(mainCols / main.length) + (k < mainCols % main.length ? 1 : 0));

  const compartments: TrayCompartment[] = [];
  let x = tray.x0;
  shown.forEach((w, k) => {
    const cols = colsOf(w, k);
    const x0 = x;
    const x1 = x0 + cols * SLOT;
    x = x1 + COMPARTMENT_GAP;
    const present = w.colours.filter((c) => (counts.get(c) ?? 0) > 0);
    const groupCols = shareColumns(
      present.map((c) => counts.get(c)!),
      cols,
      (x1 - x0 - GROUP_GAP * Math.max(0, present.length - 1)) / SLOT,
    );
    const used = groupCols.reduce((a, b) => a + b, 0) * SLOT + GROUP_GAP * Math.max(0, present.length - 1);
    let gx = x0 + (x1 - x0 - used) / 2;
    const groups: TrayGroup[] = present.map((colour, g) => {
      const group = { colour, count: counts.get(colour)!, x0: gx, x1: gx + groupCols[g]! * SLOT, cols: groupCols[g]! };
      gx = group.x1 + GROUP_GAP;
      return group;
    });
    compartments.push({ side: w.side, x0, x1, groups, count: groups.reduce((a, g) => a + g.count, 0) });
  });

  const slots: TrayPlan['slots'] = colours.map(() => null);
  const next = new Map<number, number>();
  const groupOf = new Map<number, TrayGroup>();
  for (const c of compartments) for (const g of c.groups) groupOf.set(g.colour, g);
  for (const i of order) {
    const g = groupOf.get(colours[i]!);
    if (!g) continue;
    const k = next.get(g.colour) ?? 0;
    next.set(g.colour, k + 1);
    const row = Math.floor(k / g.cols);
    const col = k % g.cols;
    slots[i] = { x: g.x0 + (col + 0.5) * SLOT, y: tray.floor - CUBE_RADIUS - 0.3 - row * SLOT };
  }
  return { compartments, slots };
}

/**
 * Columns for piles of the given sizes: at least one each, then one at a
 * time to the currently tallest pile, within `cols` (and within `fit`
 * columns once the gaps between piles are paid for).
 */
function shareColumns(sizes: readonly number[], cols: number, fit: number): number[] {
  if (sizes.length === 0) return [];
  const limit = Math.max(sizes.length, Math.min(cols, Math.floor(fit + 1e-9)));
  const share = sizes.map(() => 1);
  for (let used = sizes.length; used < limit; used++) {
    let tallest = -1;
    let rows = 0;
    sizes.forEach((n, g) => {
      const r = Math.ceil(n / share[g]!);
      // Only widen a pile if that lowers it.
      if (r > rows && Math.ceil(n / (share[g]! + 1)) < r) {
        rows = r;
        tallest = g;
      }
    });
    if (tallest < 0) break;
    share[tallest]!++;
  }
  return share;
}
