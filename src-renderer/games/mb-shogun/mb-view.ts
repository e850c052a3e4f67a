/**
 * Reading Milton Bradley's Shogun's view in the renderer: the view's shape
 * check, what a hotseat table may show while nobody has claimed the screen
 * (`publicView`), province and colour names, and the board the engine's own
 * checks run on (the panels ask the rules, never decide them).
 */
import { MB_PROVINCES } from '@shared/maps/mb-board';
import { boardOf } from '@shared/games/mb-shogun/public';
import { provinceId } from '@shared/games/mb-shogun/public';
import type { MbShogunState, MbShogunView, Units } from '@shared/games/mb-shogun/public';

export type { MbShogunView };

export function asMbView(raw: unknown): MbShogunView | null {
  const v = raw as Partial<MbShogunView> | null;
  return v && typeof v === 'object' && Array.isArray(v.provinces) && Array.isArray(v.colours) && v.stage !== undefined ? (v as MbShogunView) : null;
}


export const NAMES: readonly string[] = MB_PROVINCES.map((p) => p.name);
export const provinceName = (idOrIndex: string | number): string =>
  typeof idOrIndex === 'number' ? (NAMES[idOrIndex] ?? `#${idOrIndex}`) : (MB_PROVINCES.find((p) => p.id === idOrIndex)?.name ?? idOrIndex);
export { provinceId };

/** The cheapest `n` units of a troop (spearmen first, bowmen last): what it leaves as a garrison or sends on, unless the player chooses. */
export function cheapest(units: Readonly<Units>, n: number): Units {
  const out: Units = [0, 0, 0, 0];
  for (const type of [3, 1, 2, 0]) {
    const k = Math.min(n, units[type]!);
    out[type] = k;
    n -= k;
  }
  return out;
}

/** A state-shaped board for the engine's checks (other colours' secrets blank). */
export function board(v: MbShogunView): MbShogunState {
  return boardOf(v);
}

/** Provinces (indexes) each colour holds. */
export function provinceCounts(v: MbShogunView): number[] {
  const out = v.colours.map(() => 0);
  for (const p of v.provinces) if (p.owner >= 0) out[p.owner]!++;
  return out;
}

/** The public view is the engine's (view.ts): the tables hand it to the table shell. */
export { publicView } from '@shared/games/mb-shogun/public';
