/**
 * Builds a board's map from the shared outlines of the 68 old provinces
 * (/work/shared/data/japan, see its README) and the board's spec
 * (kit/map/map-spec.ts: provinces, merges, adjacency, route style, north edge):
 *
 *   npx tsx scripts/build-board-map.ts <spec file> [data folder]
 *   npx tsx scripts/build-board-map.ts src-renderer/games/henn-shogun/board/map-spec.ts
 *   npx tsx scripts/build-board-map.ts src-renderer/kit/map/boards/mb68/map-spec.ts
 *
 * writes the spec's `out` file (committed; the renderer only reads it). Steps:
 *  1. project longitude/latitude to flat map units (longitude shortened by
 *     cos 36°, y pointing south, 100 units per degree of latitude);
 *  2. snap neighbouring outlines onto each other (each province was simplified
 *     on its own, so shared borders show hairline gaps and overlaps);
 *  3. merge the ryōseikoku that one board province covers (the spec's merges);
 *  4. cut the outlines into shared arcs and simplify each arc once, so
 *     neighbours keep one common border;
 *  5. find each province's label point (the centre of its largest inscribed
 *     circle inside the board's extent) and the sea routes / board links of
 *     the spec's adjacency that are not land borders on the map (and every
 *     pair of a sea kind).
 * Borders on the map that the adjacency does not cross become barriers. It
 * prints what it found.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { poleOfInaccessibility, ringArea, segmentDistanceSq, simplifyLine, type Polygon, type Ring } from '../src-renderer/kit/map/geometry';
import type { BoardMapSpec } from '../src-renderer/kit/map/map-spec';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SPEC_FILE = process.argv[2];
const DATA = process.argv[3] ?? '/work/shared/data/japan';

const LON0 = 136;
const LAT0 = 36;
const SCALE = 100;
const COS = Math.cos((LAT0 * Math.PI) / 180);
/** Outline vertices closer than this to a neighbour's outline are snapped onto it (map units, 1 ≈ 1.1 km). */
const SNAP = 1.8;
/** Douglas–Peucker tolerance per shared arc (map units). */
const SIMPLIFY = 0.22;
/** Islands and slivers smaller than this are left out (square map units). */
const MIN_AREA = 1.5;
/** No north edge: far enough north to keep all of Japan. */
const NO_EDGE_LAT = 90;

// ---------------------------------------------------------------------------
// Points with identity: rings hold point ids, snapped points are unified.

const xs: number[] = [];
const ys: number[] = [];
const parent: number[] = [];

function newPoint(x: number, y: number): number {
  xs.push(x);
  ys.push(y);
  parent.push(parent.length);
  return parent.length - 1;
}

function find(id: number): number {
  let root = id;
  while (parent[root] !== root) root = parent[root]!;
  while (parent[id] !== root) {
    const next = parent[id]!;
    parent[id] = root;
    id = next;
  }
  return root;
}

function unite(a: number, b: number): void {
  const ra = find(a);
  const rb = find(b);
  if (ra !== rb) parent[ra] = rb;
}

const X = (id: number): number => xs[find(id)]!;
const Y = (id: number): number => ys[find(id)]!;

interface Unit {
  id: string;
  /** Polygons → rings → point ids (outer rings clockwise on screen, holes anticlockwise). */
  polygons: number[][][];
}

// ---------------------------------------------------------------------------
// 1. Read and project.

interface Feature {
  properties: { id: string; part_of?: string };
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
}

function project(lon: number, lat: number): [number, number] {
  return [(lon - LON0) * COS * SCALE, (LAT0 - lat) * SCALE];
}

function readUnits(): Unit[] {
  const geo = JSON.parse(readFileSync(join(DATA, 'provinces68_simplified.geojson'), 'utf8')) as { features: Feature[] };
  return geo.features.map((feature) => ({
    id: feature.properties.id,
    polygons: feature.geometry.coordinates.map((polygon) =>
      polygon.map((ring, index) => {
        const ids = ring.slice(0, -1).map(([lon, lat]) => newPoint(...project(lon!, lat!)));
        // Outer rings clockwise on screen (positive area with y down), holes the other way.
        const area = ringArea(flat(ids));
        return (index === 0) === area > 0 ? ids : ids.reverse();
      }),
    ),
  }));
}

function flat(ids: readonly number[]): Ring {
  const out: number[] = [];
  for (const id of ids) out.push(X(id), Y(id));
  return out;
}

// ---------------------------------------------------------------------------
// 2. Snap neighbours onto each other.

interface Hit {
  ring: number[];
  segment: number;
  t: number;
  distSq: number;
}

function nearestOnUnit(x: number, y: number, unit: Unit, limit: number): Hit | null {
  let best: Hit | null = null;
  let bestSq = limit * limit;
  for (const polygon of unit.polygons) {
    for (const ring of polygon) {
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        const ax = X(a);
        const ay = Y(a);
        const bx = X(b);
        const by = Y(b);
        if (Math.min(ax, bx) - limit > x || Math.max(ax, bx) + limit < x || Math.min(ay, by) - limit > y || Math.max(ay, by) + limit < y) continue;
        const d = segmentDistanceSq(x, y, ax, ay, bx, by);
        if (d < bestSq) {
          const dx = bx - ax;
          const dy = by - ay;
          const length = dx * dx + dy * dy;
          const t = length > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length)) : 0;
          bestSq = d;
          best = { ring, segment: i, t, distSq: d };
        }
      }
    }
  }
  return best;
}

/** Moves `from`'s vertices near `onto`'s outline onto it and inserts them there, so both share them. */
function snapOnto(from: Unit, onto: Unit): number {
  const inserts = new Map<number[], Map<number, { t: number; id: number }[]>>();
  const ontoRoots = new Set<number>();
  for (const polygon of onto.polygons) for (const ring of polygon) for (const id of ring) ontoRoots.add(find(id));
  let moved = 0;
  for (const polygon of from.polygons) {
    for (const ring of polygon) {
      for (const id of ring) {
        if (ontoRoots.has(find(id))) continue;
        const hit = nearestOnUnit(X(id), Y(id), onto, SNAP);
        if (!hit) continue;
        const a = hit.ring[hit.segment]!;
        const b = hit.ring[(hit.segment + 1) % hit.ring.length]!;
        const px = X(a) + hit.t * (X(b) - X(a));
        const py = Y(a) + hit.t * (Y(b) - Y(a));
        moved++;
        // Close to an existing vertex: become that vertex.
        if (Math.hypot(px - X(a), py - Y(a)) < 0.05) {
          unite(id, a);
          continue;
        }
        if (Math.hypot(px - X(b), py - Y(b)) < 0.05) {
          unite(id, b);
          continue;
        }
        const root = find(id);
        xs[root] = px;
        ys[root] = py;
        let bySegment = inserts.get(hit.ring);
        if (!bySegment) inserts.set(hit.ring, (bySegment = new Map()));
        const list = bySegment.get(hit.segment) ?? [];
        list.push({ t: hit.t, id });
        bySegment.set(hit.segment, list);
      }
    }
  }
  for (const [ring, bySegment] of inserts) {
    const segments = [...bySegment.keys()].sort((a, b) => b - a);
    for (const segment of segments) {
      const list = bySegment.get(segment)!.sort((a, b) => a.t - b.t);
      ring.splice(segment + 1, 0, ...list.map((e) => e.id));
    }
  }
  return moved;
}

function cleanRing(ring: number[]): number[] {
  let ids = ring.map(find);
  // Drop repeated points and spikes (a → b → a) until nothing changes.
  for (let changed = true; changed && ids.length > 3; ) {
    changed = false;
    const out: number[] = [];
    for (const id of ids) {
      if (out.length > 0 && out[out.length - 1] === id) {
        changed = true;
        continue;
      }
      if (out.length > 1 && out[out.length - 2] === id) {
        out.pop();
        changed = true;
        continue;
      }
      out.push(id);
    }
    while (out.length > 1 && out[0] === out[out.length - 1]) {
      out.pop();
      changed = true;
    }
    if (out.length > 2 && out[1] === out[out.length - 1]) {
      out.shift();
      out.pop();
      changed = true;
    }
    ids = out;
  }
  return ids;
}

// ---------------------------------------------------------------------------
// 3. Merge units that one Henn province covers: shared edges cancel out.

function mergeUnits(units: Unit[]): number[][][] {
  // Directed edges with their multiplicity: an edge cancels its reverse, so shared borders vanish.
  const count = new Map<string, number>();
  const key = (a: number, b: number): string => `${a},${b}`;
  for (const unit of units) {
    for (const polygon of unit.polygons) {
      for (const ring of polygon) {
        for (let i = 0; i < ring.length; i++) {
          const a = ring[i]!;
          const b = ring[(i + 1) % ring.length]!;
          const back = count.get(key(b, a)) ?? 0;
          if (back > 0) count.set(key(b, a), back - 1);
          else count.set(key(a, b), (count.get(key(a, b)) ?? 0) + 1);
        }
      }
    }
  }
  const outgoing = new Map<number, number[]>();
  for (const [edge, n] of count) {
    const [a, b] = edge.split(',').map(Number) as [number, number];
    for (let k = 0; k < n; k++) {
      const list = outgoing.get(a) ?? [];
      list.push(b);
      outgoing.set(a, list);
    }
  }
  const rings: number[][] = [];
  for (const start of [...outgoing.keys()]) {
    while ((outgoing.get(start)?.length ?? 0) > 0) {
      const ring: number[] = [start];
      let at = outgoing.get(start)!.pop()!;
      // Every point has as many edges in as out, so the walk always returns to its start.
      while (at !== start) {
        ring.push(at);
        at = outgoing.get(at)!.pop()!;
      }
      rings.push(ring);
    }
  }
  return assemblePolygons(rings.map(cleanRing).filter((r) => r.length >= 3));
}

/** Sorts rings into outer rings (clockwise) with the holes inside them. */
function assemblePolygons(rings: number[][]): number[][][] {
  const outers = rings.filter((r) => ringArea(flat(r)) > 0).map((r) => [r]);
  for (const hole of rings.filter((r) => ringArea(flat(r)) < 0)) {
    const x = X(hole[0]!);
    const y = Y(hole[0]!);
    const home = outers.find((p) => pointInFlat(x, y, flat(p[0]!)));
    if (home) home.push(hole);
  }
  return outers;
}

function pointInFlat(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
    const yi = ring[i + 1]!;
    const yj = ring[j + 1]!;
    if (yi > y !== yj > y && x < ((ring[j]! - ring[i]!) * (y - yi)) / (yj - yi) + ring[i]!) inside = !inside;
  }
  return inside;
}

// ---------------------------------------------------------------------------
// 4. Shared arcs, simplified once.

interface Shape {
  id: string;
  /** One of the board's provinces (else plain land). */
  board: boolean;
  polygons: number[][][];
}

interface ArcSet {
  arcs: number[][];
  /** Per shape: polygons → rings → arc references (~i = arc i reversed). */
  refs: number[][][][];
}

function buildArcs(shapes: Shape[]): ArcSet {
  const owner = new Map<string, number>();
  const everyRing = shapes.flatMap((shape, s) => shape.polygons.flatMap((polygon) => polygon.map((ring) => ({ ring, s }))));
  for (const { ring, s } of everyRing) for (let i = 0; i < ring.length; i++) owner.set(`${ring[i]},${ring[(i + 1) % ring.length]}`, s);
  // Junctions, found over all rings at once so both sides of a border split it at the same points.
  const junctions = new Set<number>();
  for (const { ring } of everyRing) {
    const n = ring.length;
    const neighbour = (i: number): number => owner.get(`${ring[(i + 1) % n]},${ring[i]}`) ?? -1;
    for (let i = 0; i < n; i++) if (neighbour(i) !== neighbour((i - 1 + n) % n)) junctions.add(ring[i]!);
  }
  const arcs: number[][] = [];
  /** Arcs by the reverse of their last edge: how the other side's run of the same border begins. */
  const byReversedEnd = new Map<string, number>();
  const store = (run: number[]): number => {
    const seen = byReversedEnd.get(`${run[0]},${run[1]}`);
    if (seen !== undefined) return ~seen;
    arcs.push(run);
    byReversedEnd.set(`${run[run.length - 1]},${run[run.length - 2]}`, arcs.length - 1);
    return arcs.length - 1;
  };
  const refs = shapes.map((shape) =>
    shape.polygons.map((polygon) =>
      polygon.map((ring) => {
        const n = ring.length;
        let start = ring.findIndex((id) => junctions.has(id));
        if (start < 0) {
          // No junction: a closed arc, begun at its smallest point id so both sides agree.
          start = ring.indexOf(Math.min(...ring));
          const rotated = [...ring.slice(start), ...ring.slice(0, start)];
          return [store([...rotated, rotated[0]!])];
        }
        const out: number[] = [];
        let run = [ring[start]!];
        for (let k = 1; k <= n; k++) {
          const id = ring[(start + k) % n]!;
          run.push(id);
          if (junctions.has(id)) {
            out.push(store(run));
            run = [id];
          }
        }
        return out;
      }),
    ),
  );
  const simplified = arcs.map((arc) => {
    const points = flat(arc);
    if (arc[0] !== arc[arc.length - 1]) return simplifyLine(points, SIMPLIFY);
    // A closed arc: keep the point farthest from the start fixed as well.
    let far = 0;
    let farDist = -1;
    for (let k = 0; k < arc.length; k++) {
      const d = (points[2 * k]! - points[0]!) ** 2 + (points[2 * k + 1]! - points[1]!) ** 2;
      if (d > farDist) {
        farDist = d;
        far = k;
      }
    }
    const first = simplifyLine(points.slice(0, 2 * far + 2), SIMPLIFY);
    const second = simplifyLine(points.slice(2 * far), SIMPLIFY);
    return [...first, ...second.slice(2)];
  });
  return { arcs: simplified.map((a) => a.map((v) => Math.round(v * 10) / 10)), refs };
}

export function ringFromArcs(arcs: readonly number[][], refs: readonly number[]): Ring {
  const out: number[] = [];
  for (const ref of refs) {
    const arc = ref >= 0 ? arcs[ref]! : reversePoints(arcs[~ref]!);
    out.push(...(out.length > 0 ? arc.slice(2) : arc));
  }
  // Closed: drop the repeated first point.
  if (out.length >= 4 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2;
  return out;
}

function reversePoints(points: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = points.length - 2; i >= 0; i -= 2) out.push(points[i]!, points[i + 1]!);
  return out;
}

// ---------------------------------------------------------------------------
// 5. Labels, extent, sea routes.

/** Cuts a ring at the board's north edge (keeps y ≥ limit). */
function clipNorth(ring: Ring, limit: number): Ring {
  const out: number[] = [];
  const n = ring.length / 2;
  for (let i = 0; i < n; i++) {
    const ax = ring[2 * i]!;
    const ay = ring[2 * i + 1]!;
    const bx = ring[(2 * i + 2) % ring.length]!;
    const by = ring[(2 * i + 3) % ring.length]!;
    const aIn = ay >= limit;
    const bIn = by >= limit;
    if (aIn) out.push(ax, ay);
    if (aIn !== bIn) {
      const t = (limit - ay) / (by - ay);
      out.push(ax + t * (bx - ax), limit);
    }
  }
  return out;
}

function closestPoints(a: Polygon[], b: Polygon[]): { from: [number, number]; to: [number, number]; distance: number } {
  let best = { from: [0, 0] as [number, number], to: [0, 0] as [number, number], distance: Infinity };
  const visit = (p: Polygon[], q: Polygon[], swap: boolean): void => {
    for (const poly of p) {
      const outer = poly[0]!;
      for (let i = 0; i < outer.length; i += 2) {
        const x = outer[i]!;
        const y = outer[i + 1]!;
        for (const other of q) {
          const ring = other[0]!;
          for (let k = 0, j = ring.length - 2; k < ring.length; j = k, k += 2) {
            const ax = ring[j]!;
            const ay = ring[j + 1]!;
            const bx = ring[k]!;
            const by = ring[k + 1]!;
            const d = Math.sqrt(segmentDistanceSq(x, y, ax, ay, bx, by));
            if (d < best.distance) {
              const dx = bx - ax;
              const dy = by - ay;
              const len = dx * dx + dy * dy;
              const t = len > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len)) : 0;
              const onOther: [number, number] = [ax + t * dx, ay + t * dy];
              best = swap ? { from: onOther, to: [x, y], distance: d } : { from: [x, y], to: onOther, distance: d };
            }
          }
        }
      }
    }
  };
  visit(a, b, false);
  visit(b, a, true);
  return best;
}

const round1 = (v: number): number => Math.round(v * 10) / 10;

// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!SPEC_FILE) throw new Error('usage: npx tsx scripts/build-board-map.ts <spec file> [data folder]');
  const { spec } = (await import(pathToFileURL(resolve(SPEC_FILE)).href)) as { spec: BoardMapSpec };
  const MERGES = spec.merges ?? {};
  const ADJACENCY = spec.adjacency;
  const OUT = join(ROOT, spec.out);
  const NORTH_EDGE_LAT = spec.northEdgeLat ?? NO_EDGE_LAT;
  const units = readUnits();
  const byId = new Map(units.map((u) => [u.id, u]));

  // Snap along the real land borders (never across a strait) and inside merged groups.
  const landPairs = (JSON.parse(readFileSync(join(DATA, 'adjacency_land.json'), 'utf8')) as { land_adjacency: { a: string; b: string }[] }).land_adjacency.map((p) => [p.a, p.b] as const);
  for (const [a, b] of landPairs) {
    const ua = byId.get(a);
    const ub = byId.get(b);
    if (!ua || !ub) throw new Error(`adjacency_land: unknown province ${a}/${b}`);
    snapOnto(ua, ub);
    snapOnto(ub, ua);
  }
  for (const unit of units) unit.polygons = unit.polygons.map((p) => p.map(cleanRing).filter((r) => r.length >= 3)).filter((p) => p.length > 0);

  const boardIds = spec.provinces.map((p) => p.id);
  const claimed = new Map<string, string>();
  for (const id of boardIds) for (const member of MERGES[id] ?? [id]) claimed.set(member, id);
  const shapes: Shape[] = [];
  for (const id of boardIds) {
    const members = (MERGES[id] ?? [id]).map((m) => byId.get(m) ?? fail(`no outline for ${m}`));
    shapes.push({ id, board: true, polygons: members.length === 1 ? members[0]!.polygons : mergeUnits(members) });
  }
  for (const unit of units) {
    if (claimed.has(unit.id)) continue;
    shapes.push({ id: unit.id, board: false, polygons: unit.polygons });
  }
  // Leave out specks: tiny islands and slivers left by the snapping.
  for (const shape of shapes) {
    shape.polygons = shape.polygons
      .filter((p) => ringArea(flat(p[0]!)) >= MIN_AREA)
      .map((p) => [p[0]!, ...p.slice(1).filter((hole) => -ringArea(flat(hole)) >= MIN_AREA * 4)]);
  }

  const { arcs, refs } = buildArcs(shapes);
  const polygonsOf = (s: number): Polygon[] => refs[s]!.map((polygon) => polygon.map((ring) => ringFromArcs(arcs, ring)));

  // Which shapes share an arc (a land border on the map).
  const arcUsers = arcs.map(() => new Set<number>());
  refs.forEach((polygons, s) => polygons.forEach((rings) => rings.forEach((ring) => ring.forEach((ref) => arcUsers[ref >= 0 ? ref : ~ref]!.add(s)))));
  const borderArcs = new Map<string, number[]>();
  arcUsers.forEach((users, arc) => {
    const list = [...users].map((s) => shapes[s]!.id).sort();
    if (list.length !== 2) return;
    const pair = list.join('|');
    borderArcs.set(pair, [...(borderArcs.get(pair) ?? []), arc]);
  });
  const adjacent = new Map(ADJACENCY.map(([a, b, kind]) => [[a, b].sort().join('|'), kind]));
  const onBoard = new Set(boardIds);

  // Borders on the map that the engine does not cross: drawn as mountain ridges.
  const barriers: { a: string; b: string; arcs: number[] }[] = [];
  for (const [pair, list] of borderArcs) {
    const [a, b] = pair.split('|') as [string, string];
    if (onBoard.has(a) && onBoard.has(b) && !adjacent.has(pair)) barriers.push({ a, b, arcs: list });
  }

  // The board's extent: every Henn province, Mutsu only up to the north edge.
  const northY = (LAT0 - NORTH_EDGE_LAT) * SCALE;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const labels = new Map<string, [number, number, number]>();
  boardIds.forEach((id, s) => {
    const clip = (limit: number): Polygon[] =>
      polygonsOf(s)
        .map((p) => p.map((ring) => clipNorth(ring, limit)).filter((ring) => ring.length >= 6))
        .filter((p) => p.length > 0);
    for (const p of clip(northY)) {
      const outer = p[0]!;
      for (let i = 0; i < outer.length; i += 2) {
        minX = Math.min(minX, outer[i]!);
        maxX = Math.max(maxX, outer[i]!);
        minY = Math.min(minY, outer[i + 1]!);
        maxY = Math.max(maxY, outer[i + 1]!);
      }
    }
    // Labels keep clear of the board's north edge.
    let best: [number, number, number] = [0, 0, -1];
    for (const p of clip(spec.northEdgeLat === undefined ? northY : northY + 35)) {
      const pole = poleOfInaccessibility(p, 0.2);
      if (pole[2] > best[2]) best = pole;
    }
    const tweak = spec.labelTweaks?.[id];
    if (tweak) best = [best[0] + tweak[0], best[1] + tweak[1], best[2]];
    labels.set(id, best);
  });

  // Adjacent provinces that do not share a border on the map: sea routes and
  // the board's own links (drawn as dashed curves between the two provinces).
  const land = shapes.map((_, s) => polygonsOf(s));
  const onLand = (x: number, y: number, skip: number[]): boolean => land.some((polygons, s) => !skip.includes(s) && polygons.some((p) => pointInFlat(x, y, p[0]!) && !p.slice(1).some((h) => pointInFlat(x, y, h))));
  const routes: { a: string; b: string; points: number[]; km: number }[] = [];
  const missing = spec.adjacency.flatMap(([a, b]) => [a, b]).filter((id) => !boardIds.includes(id));
  if (missing.length > 0) throw new Error(`adjacency names provinces not on the board: ${[...new Set(missing)].join(', ')}`);
  const seaKinds = new Set(spec.seaKinds ?? []);
  for (const [a, b, kind] of ADJACENCY) {
    if (borderArcs.has([a, b].sort().join('|')) && !seaKinds.has(kind)) continue;
    const ia = boardIds.indexOf(a);
    const ib = boardIds.indexOf(b);
    const found = closestPoints(land[ia]!, land[ib]!);
    // Pull both ends a little into their provinces, towards their label points.
    const inward = (p: [number, number], label: [number, number, number]): [number, number] => {
      const dx = label[0] - p[0];
      const dy = label[1] - p[1];
      const length = Math.hypot(dx, dy) || 1;
      const step = Math.min(9, length * 0.5);
      return [p[0] + (dx / length) * step, p[1] + (dy / length) * step];
    };
    const from = inward(found.from, labels.get(a)!);
    const to = inward(found.to, labels.get(b)!);
    // A gentle curve, bent to the side where it crosses the least foreign land.
    const mx = (from[0] + to[0]) / 2;
    const my = (from[1] + to[1]) / 2;
    const nx = -(to[1] - from[1]);
    const ny = to[0] - from[0];
    let bestControl: [number, number] = [mx, my];
    let bestLand = Infinity;
    for (const bend of [0, 0.18, -0.18, 0.3, -0.3]) {
      const control: [number, number] = [mx + nx * bend, my + ny * bend];
      let landHits = 0;
      for (let k = 1; k < 24; k++) {
        const t = k / 24;
        const x = (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * control[0] + t ** 2 * to[0];
        const y = (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * control[1] + t ** 2 * to[1];
        if (onLand(x, y, [ia, ib])) landHits++;
      }
      if (landHits < bestLand - 1) {
        bestLand = landHits;
        bestControl = control;
      }
    }
    routes.push({ a, b, points: [...from, ...bestControl, ...to].map(round1), km: Math.round(found.distance * 1.11) });
  }

  const provenance = [
    `${spec.title}, built by scripts/build-board-map.ts from /work/shared/data/japan`,
    '(provinces68_simplified.geojson: outlines of the 68 old provinces derived from the Asukana Ryoseikoku raster, CC0 1.0, 1868 borders).',
    `Projection: x = (lon - ${LON0}) * cos(${LAT0} deg) * ${SCALE}, y = (${LAT0} - lat) * ${SCALE}.`,
    'Neighbours snapped onto each other; merged ryoseikoku: ' + (Object.entries(MERGES).map(([k, v]) => `${k} = ${v.join(' + ')}`).join('; ') || 'none') + '.',
    "Every other ryoseikoku is plain land, not in play. Routes: the board's adjacent pairs that share no border here (sea routes and the board's own links)" + (seaKinds.size > 0 ? ` and every ${[...seaKinds].join('/')} pair` : '') + ';',
    "barriers: borders here that the board's adjacency does not cross.",
  ].join(' ');

  const out = {
    provenance,
    projection: { lon0: LON0, lat0: LAT0, scale: SCALE },
    extent: [round1(minX), round1(minY), round1(maxX), round1(maxY)],
    ...(spec.routeStyle && spec.routeStyle !== 'dashed' ? { routeStyle: spec.routeStyle } : {}),
    arcs,
    provinces: boardIds.map((id, s) => {
      const [x, y, r] = labels.get(id)!;
      const name = spec.provinces[s]!.name;
      return { id, name, members: MERGES[id] ?? [id], label: [round1(x), round1(y)], radius: round1(r), polygons: refs[s]! };
    }),
    land: shapes.flatMap((shape, s) => (shape.board || refs[s]!.length === 0 ? [] : [{ id: shape.id, polygons: refs[s]! }])),
    routes,
    barriers,
  };
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(out) + '\n');

  const vertices = arcs.reduce((sum, a) => sum + a.length / 2, 0);
  console.log(`${arcs.length} arcs, ${vertices} vertices; ${JSON.stringify(out).length} bytes → ${OUT}`);
  console.log(`extent ${out.extent.join(', ')}`);
  console.log(`routes: ${routes.map((r) => `${r.a}–${r.b} ${r.km} km`).join(', ')}`);
  console.log(`barriers: ${barriers.map((b) => `${b.a}–${b.b}`).join(', ') || 'none'}`);
  for (const p of out.provinces) if (p.radius < 8) console.log(`small: ${p.id} inscribed radius ${p.radius}`);
}

function fail(message: string): never {
  throw new Error(message);
}

await main();
