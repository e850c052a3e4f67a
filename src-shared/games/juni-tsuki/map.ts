/**
 * The point map of Jūni-tsuki, built deterministically from the MB board
 * (seed-003 §2 [R]): per province a march point; per adjacent pair (land
 * border or sea line) a border checkpoint between the two march points, which
 * counts for both provinces [S]; castle and resource points hanging off their
 * province's march point; entry points joined to a march point, in no province.
 *
 * Point indices: 0..67 march points (= province index), then checkpoints in
 * the order of MB_ADJACENCY, then castles, resources and entries in the order
 * of their lists in data/reconstruction.ts.
 */
import { MB_ADJACENCY, MB_PROVINCE_COUNT, MB_PROVINCES, mbIndex } from '../../maps/mb-board';
import { CASTLE_PROVINCES, ENTRY_PROVINCES, KYOTO, RESOURCE_PROVINCES } from './data/reconstruction';

export type PointKind = 'march' | 'checkpoint' | 'castle' | 'resource' | 'entry';

export interface MapPoint {
  readonly index: number;
  readonly kind: PointKind;
  /** Provinces the point counts for: one, two for a checkpoint, none for an entry point. */
  readonly provinces: readonly number[];
  /** Points directly adjacent (one step of movement, combat range). */
  readonly adj: readonly number[];
  readonly name: string;
}

function build(): MapPoint[] {
  const points: { index: number; kind: PointKind; provinces: number[]; adj: number[]; name: string }[] = [];
  const add = (kind: PointKind, provinces: number[], name: string): number => {
    points.push({ index: points.length, kind, provinces, adj: [], name });
    return points.length - 1;
  };
  const link = (a: number, b: number): void => {
    points[a]!.adj.push(b);
    points[b]!.adj.push(a);
  };
  for (let p = 0; p < MB_PROVINCE_COUNT; p++) add('march', [p], MB_PROVINCES[p]!.name);
  for (const { a, b } of MB_ADJACENCY) {
    const ia = mbIndex(a);
    const ib = mbIndex(b);
    const c = add('checkpoint', [Math.min(ia, ib), Math.max(ia, ib)], `${MB_PROVINCES[ia]!.name}–${MB_PROVINCES[ib]!.name} checkpoint`);
    link(ia, c);
    link(ib, c);
  }
  for (const id of CASTLE_PROVINCES) link(mbIndex(id), add('castle', [mbIndex(id)], `${MB_PROVINCES[mbIndex(id)]!.name} castle`));
  for (const id of RESOURCE_PROVINCES) link(mbIndex(id), add('resource', [mbIndex(id)], `${MB_PROVINCES[mbIndex(id)]!.name} resources`));
  for (const id of ENTRY_PROVINCES) link(mbIndex(id), add('entry', [], `${MB_PROVINCES[mbIndex(id)]!.name} entry`));
  for (const p of points) p.adj.sort((x, y) => x - y);
  return points;
}

export const POINTS: readonly MapPoint[] = build();
export const POINT_COUNT = POINTS.length;

/** Castle index (0..19) → its point, and province → castle index. */
export const CASTLE_POINTS: readonly number[] = POINTS.filter((p) => p.kind === 'castle').map((p) => p.index);
export const CASTLE_PROVINCE: readonly number[] = CASTLE_POINTS.map((pt) => POINTS[pt]!.provinces[0]!);
export const CASTLE_AT_POINT: ReadonlyMap<number, number> = new Map(CASTLE_POINTS.map((pt, c) => [pt, c]));
export const KYOTO_CASTLE = CASTLE_PROVINCE.indexOf(mbIndex(KYOTO));
export const RESOURCE_POINTS: readonly number[] = POINTS.filter((p) => p.kind === 'resource').map((p) => p.index);
export const ENTRY_POINTS: readonly number[] = POINTS.filter((p) => p.kind === 'entry').map((p) => p.index);

/** The checkpoint between two adjacent provinces, or -1. */
const CHECKPOINT = new Map<string, number>();
for (const p of POINTS) if (p.kind === 'checkpoint') CHECKPOINT.set(`${p.provinces[0]}-${p.provinces[1]}`, p.index);
export function checkpointBetween(a: number, b: number): number {
  return CHECKPOINT.get(`${Math.min(a, b)}-${Math.max(a, b)}`) ?? -1;
}

/** Points that count for each province (its march, castle, resource points and its checkpoints). */
export const PROVINCE_POINTS: readonly (readonly number[])[] = (() => {
  const out: number[][] = MB_PROVINCES.map(() => []);
  for (const p of POINTS) for (const prov of p.provinces) out[prov]!.push(p.index);
  return out;
})();

/** Neighbouring provinces of each province (land and sea). */
export const PROVINCE_NEIGHBOURS: readonly (readonly number[])[] = (() => {
  const out: number[][] = MB_PROVINCES.map(() => []);
  for (const p of POINTS) {
    if (p.kind !== 'checkpoint') continue;
    const [a, b] = p.provinces as [number, number];
    out[a]!.push(b);
    out[b]!.push(a);
  }
  for (const l of out) l.sort((x, y) => x - y);
  return out;
})();

/** Steps between every pair of points (BFS over the point graph), computed on first use. */
let DIST: Int16Array | null = null;
export function pointDistance(a: number, b: number): number {
  const d = pointDistances()[a * POINT_COUNT + b]!;
  return d < 0 ? Infinity : d;
}

/**
 * The whole table pointDistance reads: steps from a to b at [a * POINT_COUNT + b], -1 when b cannot be reached. For
 * loops over many pairs (the bots' evaluation), which then pay for no call per pair.
 */
export function pointDistances(): Int16Array {
  if (!DIST) {
    const n = POINT_COUNT;
    DIST = new Int16Array(n * n).fill(-1);
    for (let s = 0; s < n; s++) {
      const q = [s];
      DIST[s * n + s] = 0;
      for (let i = 0; i < q.length; i++) {
        const x = q[i]!;
        for (const y of POINTS[x]!.adj) {
          if (DIST[s * n + y] !== -1) continue;
          DIST[s * n + y] = DIST[s * n + x]! + 1;
          q.push(y);
        }
      }
    }
  }
  return DIST;
}
