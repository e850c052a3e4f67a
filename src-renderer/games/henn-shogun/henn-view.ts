/**
 * Reading Henn's Shogun views in the renderer: provinces by id, a seat's
 * cards. The rules themselves stay in the engine (the plan's cost and the
 * region majorities are its scoring's and planning's, through public.ts);
 * these only look up and summarise. Words for
 * all of it live in labels.ts.
 */
import { ACTIONS, PROVINCES, type ActionId, type HennShogunView } from '@shared/games/henn-shogun/public';

export { ACTIONS, type ActionId };

const NAME_BY_ID = new Map(PROVINCES.map((p) => [p.id, p.name]));
const INDEX_BY_ID = new Map(PROVINCES.map((p, i) => [p.id, i]));

/** The view of a Henn's Shogun seat, or null when it is something else. */
export function asHennView(view: unknown): HennShogunView | null {
  if (typeof view !== 'object' || view === null) return null;
  const v = view as Partial<HennShogunView>;
  return Array.isArray(v.provinces) && Array.isArray(v.players) && typeof v.phase === 'string' ? (view as HennShogunView) : null;
}

export function provinceName(id: string): string {
  return NAME_BY_ID.get(id) ?? id;
}

export function provinceIndexOf(id: string): number {
  return INDEX_BY_ID.get(id) ?? -1;
}

export function provinceIdAt(index: number): string {
  return PROVINCES[index]?.id ?? String(index);
}

export function provinceData(id: string): (typeof PROVINCES)[number] | undefined {
  const i = INDEX_BY_ID.get(id);
  return i === undefined ? undefined : PROVINCES[i];
}

/** Province ids a seat holds, in board order. */
export function ownedProvinces(view: HennShogunView, seat: number): string[] {
  const out: string[] = [];
  view.provinces.forEach((p, i) => {
    if (p.owner === seat) out.push(provinceIdAt(i));
  });
  return out;
}

/** The public view is the engine's (view.ts): the tables hand it to the table shell. */
export { publicView } from '@shared/games/henn-shogun/public';
