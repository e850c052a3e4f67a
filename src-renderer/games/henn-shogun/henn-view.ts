/**
 * Reading Henn's Shogun views in the renderer: names of provinces, actions
 * and specials, and the few client-side hints the panels show (costs). The
 * rules themselves stay in the host; these only label and summarise.
 */
import { ACTION_NAMES, ACTIONS, BUILDING_COST, EVENT_BY_ID, PLACE_ARMIES, SPECIAL_NAMES, type ActionId, type SpecialId } from '@shared/games/henn-shogun/data/cards';
import { PROVINCES } from '@shared/games/henn-shogun/data/provinces';
import type { HennShogunView, PlanCard } from '@shared/games/henn-shogun/types';

export { ACTIONS, ACTION_NAMES, type ActionId };

export const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'] as const;

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

export function cardLabel(card: PlanCard | 'hidden'): string {
  if (card === null) return 'empty';
  if (card === 'hidden') return 'face down';
  if (typeof card === 'number') return `${card} coin${card === 1 ? '' : 's'}`;
  return provinceName(card);
}

export function actionName(action: string | null): string {
  if (!action) return 'face-down action';
  return (ACTION_NAMES as Record<string, string>)[action] ?? action;
}

export function specialName(special: string): string {
  return (SPECIAL_NAMES as Record<string, string>)[special as SpecialId] ?? special;
}

export function eventText(id: string | null): string {
  if (!id) return 'none yet';
  return EVENT_BY_ID.get(id)?.text ?? id;
}

/** Province ids a seat holds, in board order. */
export function ownedProvinces(view: HennShogunView, seat: number): string[] {
  const out: string[] = [];
  view.provinces.forEach((p, i) => {
    if (p.owner === seat) out.push(provinceIdAt(i));
  });
  return out;
}

/**
 * Coins the plan would spend if every province card's action is carried out
 * (buildings and armies cost; money cards on action spaces do nothing) plus
 * a money bid. A hint: actions may still lapse.
 */
export function planCost(spaces: Partial<Record<ActionId, PlanCard>>, bid: PlanCard): { actions: number; bid: number; total: number } {
  let actions = 0;
  for (const a of ACTIONS) {
    const card = spaces[a];
    if (typeof card !== 'string') continue;
    if (a === 'palace' || a === 'temple' || a === 'theatre') actions += BUILDING_COST[a];
    else if (a === 'armies5' || a === 'armies3' || a === 'army1') actions += PLACE_ARMIES[a].cost;
  }
  const bidCoins = typeof bid === 'number' ? bid : 0;
  return { actions, bid: bidCoins, total: actions + bidCoins };
}
