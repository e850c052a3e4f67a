/**
 * The Milton Bradley board as a graph, for every game played on it (MB Shogun,
 * Gekokujō, Jūni-tsuki's point map). Provinces are addressed by index
 * (0..67, the order of MB_PROVINCES) in game states, and by id in data and text.
 */
import { MB_ADJACENCY, MB_PROVINCES, type MbAdjacencyKind } from './mb-board-data';

export { MB_ADJACENCY, MB_PROVINCES, type MbAdjacency, type MbAdjacencyKind, type MbProvince } from './mb-board-data';

export const MB_PROVINCE_COUNT = MB_PROVINCES.length;

const INDEX = new Map(MB_PROVINCES.map((p, i) => [p.id, i]));

/** The index of a province id; throws on an unknown id (a data error, never player input). */
export function mbIndex(id: string): number {
  const i = INDEX.get(id);
  if (i === undefined) throw new Error(`unknown MB province '${id}'`);
  return i;
}

/** The id of a province index. */
export function mbId(index: number): string {
  const p = MB_PROVINCES[index];
  if (!p) throw new Error(`no MB province ${index}`);
  return p.id;
}

export interface MbNeighbour {
  readonly index: number;
  readonly kind: MbAdjacencyKind;
}

function buildNeighbours(): readonly (readonly MbNeighbour[])[] {
  const out: MbNeighbour[][] = MB_PROVINCES.map(() => []);
  for (const { a, b, kind } of MB_ADJACENCY) {
    const ia = mbIndex(a);
    const ib = mbIndex(b);
    out[ia]!.push({ index: ib, kind });
    out[ib]!.push({ index: ia, kind });
  }
  for (const list of out) list.sort((x, y) => x.index - y.index);
  return out;
}

/** Neighbours of each province (by index), land and sea, sorted by index. */
export const MB_NEIGHBOURS: readonly (readonly MbNeighbour[])[] = buildNeighbours();

/** How two provinces touch: 'land', 'sea', or null when they are not adjacent. */
export function mbAdjacency(a: number, b: number): MbAdjacencyKind | null {
  return MB_NEIGHBOURS[a]?.find((n) => n.index === b)?.kind ?? null;
}

/** Fewest steps between two provinces over land and sea lines (Infinity if unreachable). */
export function mbDistance(from: number, to: number, { sea = true }: { sea?: boolean } = {}): number {
  if (from === to) return 0;
  const dist = new Array<number>(MB_PROVINCE_COUNT).fill(Infinity);
  dist[from] = 0;
  const queue = [from];
  for (let qi = 0; qi < queue.length; qi++) {
    const p = queue[qi]!;
    for (const n of MB_NEIGHBOURS[p]!) {
      if (!sea && n.kind === 'sea') continue;
      if (dist[n.index] !== Infinity) continue;
      dist[n.index] = dist[p]! + 1;
      if (n.index === to) return dist[n.index]!;
      queue.push(n.index);
    }
  }
  return Infinity;
}
