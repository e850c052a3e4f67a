/**
 * Questions about a position that the rules ask again and again (who stands
 * where, who is allied with whom, who may pass where). They read only what a
 * seat's view holds too, so rule checks and bots share them.
 */
import { CASTLE_AT_POINT, POINTS, PROVINCE_NEIGHBOURS, PROVINCE_POINTS, RESOURCE_POINTS, checkpointBetween } from './map';
import { INCOME_FIRST, INCOME_FURTHER } from './data/reconstruction';
import { RONIN } from './types';
import type { Table } from './flow';

export function samuraiAt(t: Table, point: number, owner: number): number {
  return t.points[point]?.find((g) => g.o === owner)?.n ?? 0;
}

export function totalSamurai(t: Table, owner: number): number {
  let n = 0;
  for (const list of t.points) for (const g of list) if (g.o === owner) n += g.n;
  return n;
}

/** §6: `holder` keeps a family member of `of` in one of `holder`'s castles, and so profits from the alliance. */
export function holdsHostage(t: Table, holder: number, of: number): boolean {
  if (holder === of || holder < 0 || of < 0) return false;
  return t.family.some((f) => f.owner === of && f.castle !== null && t.castles[f.castle]!.owner === holder);
}

/** §6: both hold a family member of the other. */
export function mutualAllies(t: Table, a: number, b: number): boolean {
  return holdsHostage(t, a, b) && holdsHostage(t, b, a);
}

/** §3: samurai on a checkpoint count for both provinces [S]; entry points for none. */
export function hasSamuraiIn(t: Table, owner: number, province: number): boolean {
  for (const pt of PROVINCE_POINTS[province]!) if (samuraiAt(t, pt, owner) > 0) return true;
  return false;
}

export function daimyoIn(t: Table, owner: number, province: number): boolean {
  for (const d of t.daimyo) if (d.owner === owner && d.province === province) return true;
  return false;
}

export function aliveDaimyo(t: Table, owner: number): number {
  let n = 0;
  for (const d of t.daimyo) if (d.owner === owner) n++;
  return n;
}

/** A Daimyō of one of `owners` stands in a province the point counts for. */
export function daimyoAtPoint(t: Table, owners: readonly number[], point: number): boolean {
  // Loops, not closures: every march a bot or a playout checks asks this.
  for (const p of POINTS[point]!.provinces) for (const o of owners) if (daimyoIn(t, o, p)) return true;
  return false;
}

/** Castles a seat holds. */
export function castlesOf(t: Table, seat: number): number[] {
  const out: number[] = [];
  t.castles.forEach((c, i) => c.owner === seat && out.push(i));
  return out;
}

/** Koku in a seat's own castles (its own view always shows them). */
export function kokuOf(t: Table, seat: number): number {
  let k = 0;
  for (const c of t.castles) if (c.owner === seat) k += c.koku ?? 0;
  return k;
}

/** Resource points a seat occupies and the income they bring (§4.1 [S]: 1,000 for the first, 2,000 each further). */
export function incomeOf(t: Table, seat: number): { resources: number; koku: number } {
  const resources = RESOURCE_POINTS.filter((pt) => samuraiAt(t, pt, seat) > 0).length;
  return { resources, koku: resources === 0 ? 0 : INCOME_FIRST + INCOME_FURTHER * (resources - 1) };
}

/** Foreign samurai owners on a point as seen by `owner` (not own, not ronin), lowest (first arrived) first. */
export function foreignOwners(t: Table, point: number, owner: number, mover = owner): number[] {
  return t.points[point]!.filter((g) => g.o !== owner && g.o !== mover && g.o !== RONIN).map((g) => g.o);
}

/** §6: `helper` is an ally of `seat` for province moves (holds a hostage of `seat`), or `seat` himself. */
export function supports(t: Table, helper: number, seat: number): boolean {
  return helper === seat || holdsHostage(t, helper, seat);
}

/** The first (lowest) foreign, non-ronin owner on a checkpoint: the one whose permission a province move across it needs. */
function checkpointHolder(t: Table, seat: number, cp: number): number | undefined {
  return foreignOwners(t, cp, seat)[0];
}

/** The first ally with samurai in a province where `seat` has none: the one whose consent passing through needs; null = own samurai there. */
function provinceHost(t: Table, seat: number, province: number): number | null | undefined {
  if (hasSamuraiIn(t, seat, province)) return null;
  for (const pt of PROVINCE_POINTS[province]!) for (const g of t.points[pt]!) if (g.o !== RONIN && supports(t, g.o, seat)) return g.o;
  return undefined;
}

/**
 * §4.3 [S] province move: across any number of provinces, not across border
 * checkpoints held by enemy samurai unless permitted, never into or through
 * a province without own samurai (allied ones with consent). A step is legal
 * when its province holds own samurai or an ally's (one who holds a hostage
 * of the mover, §6); the consents and permissions are asked when the move is
 * made (`passAskers`). Returns an error text or null.
 */
export function provincePathError(t: Table, seat: number, from: number, path: readonly number[], maxBorders = Infinity): string | null {
  if (path.length === 0) return 'the path is empty';
  if (path.length > maxBorders) return `at most ${maxBorders} borders`;
  let at = from;
  const seen = new Set([from]);
  for (const p of path) {
    if (!Number.isInteger(p) || p < 0 || p >= PROVINCE_POINTS.length) return `no province ${p}`;
    if (seen.has(p)) return 'the path visits a province twice';
    seen.add(p);
    if (!PROVINCE_NEIGHBOURS[at]!.includes(p)) return `province ${p} does not border ${at}`;
    if (provinceHost(t, seat, p) === undefined) return `no own or allied samurai in province ${p}`;
    at = p;
  }
  return null;
}

/**
 * [R §4.3/§10] Who must agree to a province move, in the order asked: along
 * the path, the first foreign owner on each crossed checkpoint (permission)
 * and, in a province without own samurai, the first ally there (consent);
 * each seat once. Ronin never block.
 */
export function passAskers(t: Table, seat: number, from: number, path: readonly number[]): number[] {
  const out: number[] = [];
  let at = from;
  for (const p of path) {
    const holder = checkpointHolder(t, seat, checkpointBetween(at, p));
    const host = provinceHost(t, seat, p);
    for (const o of [holder, host]) if (o !== undefined && o !== null && !out.includes(o)) out.push(o);
    at = p;
  }
  return out;
}

/**
 * Provinces reachable by a province move from `from`, with a path to each:
 * by a path that needs nobody's consent where there is one, else by the
 * shortest path (BFS) that needs consents.
 */
export function provinceMoveTargets(t: Table, seat: number, from: number, maxBorders = Infinity): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const free of [true, false]) {
    // First in, first out (an index, not shift: the lean rollout lists every Daimyō's province moves at each draw).
    const queue: [number, number[]][] = [[from, []]];
    const seen = new Set([from]);
    for (let head = 0; head < queue.length; head++) {
      const [at, path] = queue[head]!;
      if (path.length >= maxBorders) continue;
      for (const p of PROVINCE_NEIGHBOURS[at]!) {
        if (seen.has(p)) continue;
        const host = provinceHost(t, seat, p);
        if (host === undefined) continue;
        if (free && (host !== null || checkpointHolder(t, seat, checkpointBetween(at, p)) !== undefined)) continue;
        const next = [...path, p];
        seen.add(p);
        if (!out.has(p)) out.set(p, next);
        queue.push([p, next]);
      }
    }
  }
  return out;
}

let distances: number[][] | null = null;

/** Borders between two provinces by the shortest way (land and sea alike); Infinity when unconnected. Computed once for all pairs. */
export function provinceDistance(a: number, b: number): number {
  distances ??= PROVINCE_NEIGHBOURS.map((_, from) => {
    const d: number[] = PROVINCE_NEIGHBOURS.map(() => Infinity);
    d[from] = 0;
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      for (const p of PROVINCE_NEIGHBOURS[queue[i]!]!) {
        if (d[p] !== Infinity) continue;
        d[p] = d[queue[i]!]! + 1;
        queue.push(p);
      }
    }
    return d;
  });
  return distances[a]?.[b] ?? Infinity;
}

export function castleAt(point: number): number | undefined {
  return CASTLE_AT_POINT.get(point);
}

