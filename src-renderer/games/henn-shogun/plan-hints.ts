/**
 * What a plan will run into, told while it is being made. The host accepts
 * plans whose actions will lapse (seed 002 and the clarifications: an action
 * that cannot be carried out lapses, nothing paid), so these are warnings,
 * not refusals; only a money bid above the purse and uncovered spaces are
 * refused (planning.ts `checkPlan`), and the panel explains those before it
 * sends. Judged on the board as it is now: armies may still arrive or
 * buildings rise before an action's turn comes.
 */
import { ACTIONS, BUILDINGS, PLACE_ARMIES, type ActionId, type Building } from '@shared/games/henn-shogun/public';
import type { HennShogunView, PlanCard } from '@shared/games/henn-shogun/public';
import { provinceData, provinceIndexOf } from './henn-view';

export type Space = ActionId | 'bid';
export type Placed = Partial<Record<Space, PlanCard>>;

export type PlanWarning =
  | { code: 'has-building'; province: string; building: Building }
  | { code: 'no-site'; province: string }
  | { code: 'few-sites'; province: string; free: number; planned: number }
  | { code: 'none-left'; building: Building }
  | { code: 'no-march'; province: string; armies: number }
  | { code: 'supply'; have: number; need: number }
  | { code: 'unrest'; province: string; tokens: number }
  | { code: 'bluff' };

const isBuilding = (a: Space): a is Building => (BUILDINGS as readonly string[]).includes(a);

/** Warnings per action space for the cards placed so far. */
export function spaceWarnings(view: HennShogunView, seat: number, placed: Placed): Partial<Record<ActionId, PlanWarning[]>> {
  const out: Partial<Record<ActionId, PlanWarning[]>> = {};
  const supply = view.players[seat]?.supply ?? 0;
  for (const action of ACTIONS) {
    const card = placed[action];
    if (card === undefined || card === null) continue;
    const list: PlanWarning[] = [];
    if (typeof card === 'number') {
      list.push({ code: 'bluff' });
      out[action] = list;
      continue;
    }
    const p = view.provinces[provinceIndexOf(card)];
    const data = provinceData(card);
    if (!p || !data) continue;
    if (isBuilding(action)) {
      const existing = BUILDINGS.filter((b) => p[b]).length;
      const free = data.sites - existing;
      const plannedNew = BUILDINGS.filter((b) => placed[b] === card && !p[b]).length;
      if (p[action]) list.push({ code: 'has-building', province: card, building: action });
      else if (free <= 0) list.push({ code: 'no-site', province: card });
      else if (plannedNew > free) list.push({ code: 'few-sites', province: card, free, planned: plannedNew });
      if (!p[action] && view.buildingsLeft[action] <= 0) list.push({ code: 'none-left', building: action });
    } else if (action === 'armies5' || action === 'armies3' || action === 'army1') {
      const need = PLACE_ARMIES[action].count;
      if (supply < need) list.push({ code: 'supply', have: supply, need });
    } else if (action === 'battleA' || action === 'battleB') {
      if (p.armies < 2) list.push({ code: 'no-march', province: card, armies: p.armies });
    } else if ((action === 'rice' || action === 'tax') && p.unrest > 0) {
      list.push({ code: 'unrest', province: card, tokens: p.unrest });
    }
    if (list.length) out[action] = list;
  }
  return out;
}

/** Spaces the plan must still cover (the host refuses a plan with fewer, when the seat has the cards). */
export function stillToCover(placed: Placed, need: number): number {
  const covered = Object.values(placed).filter((c) => c !== undefined && c !== null).length;
  return Math.max(0, need - covered);
}
