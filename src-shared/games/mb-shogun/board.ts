/**
 * The board and small helpers every rule module reads: adjacency from the MB
 * board data (src-shared/maps), units, troops, ownership, levels. They work
 * on anything shaped like the state (the state itself, or a seat's view), so
 * the random bot and the heuristics can check moves from a view.
 */
import { MB_NEIGHBOURS, MB_PROVINCE_COUNT, mbAdjacency, mbId, mbIndex, MB_PROVINCES } from '../../maps/mb-board';
import {
  ARMY_ASHIGARU_MAX,
  ARMY_SAMURAI_MAX,
  BOWMAN,
  FORCE_MAX,
  GUNNER,
  HOLES_PER_LEVEL,
  MAX_LEVEL,
  SPEARMAN,
  SWORDSMAN,
  UNIT_TYPES,
  type UnitType,
} from './data/constants';
import type { ArmyState, ColourState, MbShogunOptions, ProvinceState, UnitSpec, Units } from './types';

export const PROVINCE_COUNT = MB_PROVINCE_COUNT;

/** Neighbour indices of each province (land and sea). */
export const NEIGHBOURS: readonly (readonly number[])[] = MB_NEIGHBOURS.map((list) => list.map((n) => n.index));

/**
 * Whether a and b border across the sea: a table of the map's lines (the first line listed between two provinces
 * decides, as mbAdjacency's search does), read at every battle and by the bots' every odds.
 */
const SEA_LINE = (() => {
  const n = MB_PROVINCE_COUNT;
  const kind = new Uint8Array(n * n); // 0 no line, 1 land, 2 sea
  for (let a = 0; a < n; a++) for (const x of MB_NEIGHBOURS[a]!) if (kind[a * n + x.index] === 0) kind[a * n + x.index] = mbAdjacency(a, x.index) === 'sea' ? 2 : 1;
  return kind;
})();

export function isSea(a: number, b: number): boolean {
  const n = MB_PROVINCE_COUNT;
  return a >= 0 && a < n && b >= 0 && b < n ? SEA_LINE[a * n + b] === 2 : mbAdjacency(a, b) === 'sea';
}

export function adjacent(a: number, b: number): boolean {
  return NEIGHBOURS[a]!.includes(b);
}

export const provinceId = mbId;

/** Index of a province id, or -1 for anything that is not one (untrusted input). */
export function provinceIndex(id: unknown): number {
  if (typeof id !== 'string') return -1;
  try {
    return mbIndex(id);
  } catch {
    return -1;
  }
}

export function provinceName(i: number): string {
  return MB_PROVINCES[i]?.name ?? `#${i}`;
}

// ---- units -----------------------------------------------------------------

export const noUnits = (): Units => [0, 0, 0, 0];
export const total = (u: Readonly<Units>): number => u[0] + u[1] + u[2] + u[3];
export const addUnits = (a: Units, b: Readonly<Units>): void => {
  a[0] += b[0];
  a[1] += b[1];
  a[2] += b[2];
  a[3] += b[3];
};
export const subUnits = (a: Units, b: Readonly<Units>): void => {
  a[0] -= b[0];
  a[1] -= b[1];
  a[2] -= b[2];
  a[3] -= b[3];
};
export const fits = (have: Readonly<Units>, want: Readonly<Units>): boolean =>
  want[0] <= have[0] && want[1] <= have[1] && want[2] <= have[2] && want[3] <= have[3];
export const samurai = (u: Readonly<Units>): number => u[BOWMAN] + u[SWORDSMAN];
export const ashigaru = (u: Readonly<Units>): number => u[GUNNER] + u[SPEARMAN];

/** Units from a move's { spearman: 2 } spec; null when the spec is malformed. */
export function parseUnits(spec: unknown): Units | null {
  if (spec === undefined || spec === null) return noUnits();
  if (typeof spec !== 'object' || Array.isArray(spec)) return null;
  const out = noUnits();
  for (const [key, value] of Object.entries(spec as Record<string, unknown>)) {
    const t = UNIT_TYPES.indexOf(key as UnitType);
    if (t < 0) return null;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100) return null;
    out[t] = value;
  }
  return out;
}

export function unitSpec(u: Readonly<Units>): UnitSpec {
  const out: UnitSpec = {};
  UNIT_TYPES.forEach((t, i) => {
    if (u[i]! > 0) out[t] = u[i]!;
  });
  return out;
}

export function parseCount(x: unknown): number | null {
  if (x === undefined || x === null) return 0;
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 100 ? x : null;
}

/** Whether units fit on an army card besides the daimyo (≤ 4 samurai, ≤ 10 ashigaru). */
export const armyFits = (u: Readonly<Units>): boolean => samurai(u) <= ARMY_SAMURAI_MAX && ashigaru(u) <= ARMY_ASHIGARU_MAX;
export const forceFits = (u: Readonly<Units>): boolean => total(u) <= FORCE_MAX;

/** The ronin ratio: ronin with a troop ≤ its regular units − 1 (sheet §3 Action 5). */
export const roninOk = (regulars: number, ronin: number): boolean => ronin <= Math.max(0, regulars - 1);

// ---- colours, armies, provinces ---------------------------------------------------

export function levelOf(a: Pick<ArmyState, 'hole'>): number {
  return Math.min(MAX_LEVEL, 1 + Math.floor(a.hole / HOLES_PER_LEVEL));
}

/** Regular units of an army, the daimyo included. */
export const armyRegulars = (a: Pick<ArmyState, 'units'>): number => 1 + total(a.units);
export const armyRonin = (a: Pick<ArmyState, 'ronin' | 'hidden'>): number => a.ronin + a.hidden;
export const forceRonin = (p: Pick<ProvinceState, 'forceRonin' | 'forceHidden'>): number => p.forceRonin + p.forceHidden;

/** Whether any unit stands in the province (an army marker counts: its daimyo is there). */
export const occupied = (p: Pick<ProvinceState, 'force' | 'army'>): boolean => p.army >= 0 || total(p.force) > 0;

interface BoardLike {
  options: MbShogunOptions;
  colours: ColourState[];
  provinces: ProvinceState[];
}

export const seatOf = (s: BoardLike, colour: number): number => s.colours[colour]!.seat;

/** Opponents: another colour of another seat (the 2-player game's allied colours are not). */
export const isEnemy = (s: BoardLike, colour: number, other: number): boolean =>
  other >= 0 && other !== colour && s.colours[other]!.seat !== s.colours[colour]!.seat;

export function provincesOf(s: BoardLike, colour: number): number {
  let n = 0;
  for (const p of s.provinces) if (p.owner === colour) n++;
  return n;
}

/** Provinces held by each seat (both colours in the 2-player game). */
export function provincesBySeat(s: BoardLike): number[] {
  const out = new Array<number>(s.options.players).fill(0);
  for (const p of s.provinces) if (p.owner >= 0) out[s.colours[p.owner]!.seat]!++;
  return out;
}

export const colourCount = (s: BoardLike): number => s.colours.length;

/** Colours a seat plays (one, or two in the 2-player game). */
export function coloursOfSeat(s: BoardLike, seat: number): number[] {
  const out: number[] = [];
  s.colours.forEach((c, i) => c.seat === seat && out.push(i));
  return out;
}

/** Whether a colour could fight from the province against `to` (adjacent enemy or empty; round-1 rule). */
export function attackable(s: BoardLike & { round: number }, colour: number, to: number): boolean {
  const p = s.provinces[to]!;
  if (p.owner === -1) return !occupied(p);
  if (!isEnemy(s, colour, p.owner)) return false;
  // Round 1: no battle against an enemy province holding an army marker (G l.2724-2760).
  if (s.round === 1 && p.army >= 0) return false;
  return true;
}

export { mbIndex, mbId };
