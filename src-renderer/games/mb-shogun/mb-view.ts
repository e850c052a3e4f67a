/**
 * Reading Milton Bradley's Shogun's view in the renderer: the view's shape
 * check, what a hotseat table may show while nobody has claimed the screen
 * (`publicView`), province and colour names, and the board the engine's own
 * checks run on (the panels ask the rules, never decide them).
 */
import { MB_PROVINCES } from '@shared/maps/mb-board';
import { boardOf } from '@shared/games/mb-shogun/public';
import { levelOf, provinceId, total } from '@shared/games/mb-shogun/public';
import { UNIT_TYPES, type UnitType } from '@shared/games/mb-shogun/public';
import type { Allocation, MbShogunState, MbShogunView, Units } from '@shared/games/mb-shogun/public';

export type { MbShogunView };
export { UNIT_TYPES, type UnitType, levelOf, total };

export function asMbView(raw: unknown): MbShogunView | null {
  const v = raw as Partial<MbShogunView> | null;
  return v && typeof v === 'object' && Array.isArray(v.provinces) && Array.isArray(v.colours) && v.stage !== undefined ? (v as MbShogunView) : null;
}


export const NAMES: readonly string[] = MB_PROVINCES.map((p) => p.name);
export const provinceName = (idOrIndex: string | number): string =>
  typeof idOrIndex === 'number' ? (NAMES[idOrIndex] ?? `#${idOrIndex}`) : (MB_PROVINCES.find((p) => p.id === idOrIndex)?.name ?? idOrIndex);
export { provinceId };

/** A state-shaped board for the engine's checks (other colours' secrets blank). */
export function board(v: MbShogunView): MbShogunState {
  return boardOf(v);
}

export const unitsOf = (spec: Partial<Record<UnitType, number>>): Units => UNIT_TYPES.map((u) => spec[u] ?? 0) as Units;

/** Provinces (indexes) each colour holds. */
export function provinceCounts(v: MbShogunView): number[] {
  const out = v.colours.map(() => 0);
  for (const p of v.provinces) if (p.owner >= 0) out[p.owner]!++;
  return out;
}

/** Koku a colour may still place in planning. */
export function allocated(a: Allocation): number {
  return a.swords + a.build + a.levy + a.ronin + a.ninja;
}

/** The public view is the engine's (view.ts): the tables hand it to the table shell. */
export { publicView } from '@shared/games/mb-shogun/public';
