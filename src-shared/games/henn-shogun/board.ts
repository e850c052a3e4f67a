/**
 * Lookups over the province data: ids to indexes, neighbours, regions and the
 * provinces in play for a side and player count.
 */
import { ADJACENCY, PROVINCES, type Region } from './data/provinces';
import type { HennShogunOptions, ProvinceId } from './types';

export const PROVINCE_COUNT = PROVINCES.length;

const INDEX: ReadonlyMap<string, number> = new Map(PROVINCES.map((p, i) => [p.id, i]));

/** Index of a province id, or -1 for an unknown id. */
export function provinceIndex(id: unknown): number {
  return typeof id === 'string' ? (INDEX.get(id) ?? -1) : -1;
}

export function provinceId(index: number): ProvinceId {
  return (PROVINCES[index] as (typeof PROVINCES)[number]).id;
}

export function provinceName(index: number): string {
  return PROVINCES[index]?.name ?? '?';
}

/** Symmetric neighbour lists by index (sea routes count as adjacent). */
export const NEIGHBOURS: readonly (readonly number[])[] = (() => {
  const lists: number[][] = PROVINCES.map(() => []);
  for (const [a, b] of ADJACENCY) {
    const i = INDEX.get(a);
    const j = INDEX.get(b);
    if (i === undefined || j === undefined) throw new Error(`adjacency: unknown province ${a}/${b}`);
    if (!lists[i]!.includes(j)) lists[i]!.push(j);
    if (!lists[j]!.includes(i)) lists[j]!.push(i);
  }
  for (const l of lists) l.sort((x, y) => x - y);
  return lists;
})();

/** Whether each province is in play (3 players: the side's 8 exclusions are out). */
export function inPlayMask(options: Pick<HennShogunOptions, 'players' | 'side'>): boolean[] {
  return PROVINCES.map((p) => options.players !== 3 || !(options.side === 'sun' ? p.excluded3pSun : p.excluded3pMoon));
}

// The three masks there are (3 players sun / moon, else all in play), built once:
// the bots ask for one in every threat they weigh, so no key string per call.
const ALL_IN_PLAY = inPlayMask({ players: 4, side: 'sun' });
const SUN_3P = inPlayMask({ players: 3, side: 'sun' });
const MOON_3P = inPlayMask({ players: 3, side: 'moon' });
/** Cached in-play mask. */
export function inPlay(options: Pick<HennShogunOptions, 'players' | 'side'>): readonly boolean[] {
  if (options.players !== 3) return ALL_IN_PLAY;
  return options.side === 'sun' ? SUN_3P : MOON_3P;
}

export function regionOf(index: number, side: 'sun' | 'moon'): Region {
  const p = PROVINCES[index] as (typeof PROVINCES)[number];
  return side === 'sun' ? p.regionSun : p.regionMoon;
}
