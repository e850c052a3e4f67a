/**
 * Questions about a position that the rules ask again and again (who stands
 * where, who is allied with whom, who may pass where). They read only what a
 * seat's view holds too, so rule checks and bots share them.
 */
import { CASTLE_AT_POINT, POINTS, PROVINCE_NEIGHBOURS, PROVINCE_POINTS, RESOURCE_POINTS, checkpointBetween } from './map';
import { INCOME_FIRST, INCOME_FURTHER } from './data/reconstruction';
import { RONIN, type Table } from './types';

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
  return t.daimyo.some((d) => d.owner === owner && d.province === province);
}

export function aliveDaimyo(t: Table, owner: number): number {
  return t.daimyo.filter((d) => d.owner === owner).length;
}

/** A Daimyō of one of `owners` stands in a province the point counts for. */
export function daimyoAtPoint(t: Table, owners: readonly number[], point: number): boolean {
  return POINTS[point]!.provinces.some((p) => owners.some((o) => daimyoIn(t, o, p)));
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

/** Does `helper` give `seat` free passage (its samurai support `seat`'s province moves)? §6: yes if it holds a hostage of `seat`. */
export function supports(t: Table, helper: number, seat: number): boolean {
  return helper === seat || holdsHostage(t, helper, seat);
}

/**
 * §4.3 [S] province move: across any number of provinces, not across border
 * checkpoints held by enemy samurai (unless permitted), never into or through
 * a province without own samurai (allied ones with consent). [R] permission
 * and consent are given by an alliance: a player holding a hostage of the
 * mover lets him pass his checkpoints and provinces. Returns an error text or null.
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
    const cp = checkpointBetween(at, p);
    if (t.points[cp]!.some((g) => g.o !== RONIN && !supports(t, g.o, seat))) return 'an enemy holds the checkpoint';
    let friendly = false;
    for (const pt of PROVINCE_POINTS[p]!) if (t.points[pt]!.some((g) => g.o !== RONIN && supports(t, g.o, seat))) friendly = true;
    if (!friendly) return `no own or allied samurai in province ${p}`;
    at = p;
  }
  return null;
}

/** Provinces reachable by a province move from `from` (BFS), with a path to each. */
export function provinceMoveTargets(t: Table, seat: number, from: number, maxBorders = Infinity): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const queue: [number, number[]][] = [[from, []]];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const [at, path] = queue.shift()!;
    if (path.length >= maxBorders) continue;
    for (const p of PROVINCE_NEIGHBOURS[at]!) {
      if (seen.has(p)) continue;
      const next = [...path, p];
      if (provincePathError(t, seat, at, [p]) !== null) continue;
      seen.add(p);
      out.set(p, next);
      queue.push([p, next]);
    }
  }
  return out;
}

export function castleAt(point: number): number | undefined {
  return CASTLE_AT_POINT.get(point);
}

