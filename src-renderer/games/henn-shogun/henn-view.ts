/**
 * Reading Henn's Shogun views in the renderer: provinces by id, a seat's
 * cards, and the few client-side hints the panels show (costs). The rules
 * themselves stay in the host; these only look up and summarise. Words for
 * all of it live in labels.ts.
 */
import { ACTIONS, BUILDING_COST, BUILDINGS, MAJORITY_POINTS, PLACE_ARMIES, type ActionId, type Building } from '@shared/games/henn-shogun/public';
import { PROVINCES, REGIONS, type Region } from '@shared/games/henn-shogun/public';
import type { HennShogunView, PlanCard, ProvinceState } from '@shared/games/henn-shogun/public';

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

export interface RegionMajority {
  region: Region;
  building: Building;
  /** Seats with the most of this building in the region (empty: nobody has one). */
  leaders: number[];
  /** Points each leader scores. */
  points: number;
}

/**
 * Who holds each region's majority of each building, to explain a scoring
 * line (seed 002, "waardering": 3 / 2 / 1 for palaces / temples / theatres,
 * tied leaders one less). Display only: the points themselves come from the
 * host's `scored` event, and the table shows this breakdown only when its
 * sums agree with that event.
 */
export function regionMajorities(provinces: readonly ProvinceState[], side: 'sun' | 'moon', seats: number): RegionMajority[] {
  const out: RegionMajority[] = [];
  for (const region of REGIONS) {
    for (const building of BUILDINGS) {
      const counts = new Array<number>(seats).fill(0);
      provinces.forEach((p, i) => {
        const data = PROVINCES[i];
        if (!data || p.owner < 0 || !p[building]) return;
        if ((side === 'sun' ? data.regionSun : data.regionMoon) === region) counts[p.owner] = (counts[p.owner] ?? 0) + 1;
      });
      const max = Math.max(...counts);
      const leaders = max > 0 ? counts.flatMap((c, seat) => (c === max ? [seat] : [])) : [];
      out.push({ region, building, leaders, points: leaders.length === 0 ? 0 : MAJORITY_POINTS[building] - (leaders.length > 1 ? 1 : 0) });
    }
  }
  return out;
}

/**
 * What everyone at a shared screen may see: the view with the seat's own
 * face-down plan cards (and its bid, until bids are revealed) turned face
 * down, as other seats see them (mirrors view.ts `planFor`). Hotseat shows
 * this whenever the screen is not claimed by the seat whose view it is.
 */
export function publicView(view: HennShogunView): HennShogunView {
  return {
    ...view,
    plans: view.plans.map((plan) =>
      plan
        ? {
            spaces: plan.spaces.map((c, i) => (c === null || plan.revealed[i] ? c : 'hidden')),
            bid: plan.bid === null || view.bids !== null ? plan.bid : 'hidden',
            revealed: plan.revealed,
          }
        : null,
    ),
  };
}
