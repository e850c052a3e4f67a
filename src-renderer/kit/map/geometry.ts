/**
 * Plane geometry for the board map, shared by the build script
 * (scripts/build-board-map.ts) and the renderer (hit tests, focus ring,
 * token placement). Pure functions on flat rings `[x0, y0, x1, y1, …]`
 * in the map's world units; no Pixi, no DOM.
 */

/** A closed ring as a flat list of coordinates (the first point is not repeated). */
export type Ring = number[];
/** An outer ring followed by its holes. */
export type Polygon = Ring[];

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Signed area: positive for rings that turn clockwise on screen (y down). */
export function ringArea(ring: Ring): number {
  let sum = 0;
  const n = ring.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    sum += ring[i]! * ring[j + 1]! - ring[j]! * ring[i + 1]!;
  }
  return sum / 2;
}

export function polygonArea(polygon: Polygon): number {
  return polygon.reduce((sum, ring, i) => sum + (i === 0 ? 1 : -1) * Math.abs(ringArea(ring)), 0);
}

export function ringBox(ring: Ring, into?: Box): Box {
  const box = into ?? { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (let i = 0; i < ring.length; i += 2) {
    const x = ring[i]!;
    const y = ring[i + 1]!;
    if (x < box.minX) box.minX = x;
    if (x > box.maxX) box.maxX = x;
    if (y < box.minY) box.minY = y;
    if (y > box.maxY) box.maxY = y;
  }
  return box;
}

export function polygonsBox(polygons: readonly Polygon[]): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const polygon of polygons) if (polygon[0]) ringBox(polygon[0], box);
  return box;
}

/** Even-odd crossing test. */
export function pointInRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = ring[i]!;
    const yi = ring[i + 1]!;
    const xj = ring[j]!;
    const yj = ring[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
export function pointInPolygon(x: number, y: number, polygon: Polygon): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(x, y, outer)) return false;
  return !holes.some((hole) => pointInRing(x, y, hole));
}

/** Squared distance from (x, y) to the segment a–b. */
export function segmentDistanceSq(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  let t = length > 0 ? ((x - ax) * dx + (y - ay) * dy) / length : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - x;
  const ey = ay + t * dy - y;
  return ex * ex + ey * ey;
}

/** Distance from a point to a polygon's outline: positive inside, negative outside. */
export function signedDistance(x: number, y: number, polygon: Polygon): number {
  let best = Infinity;
  for (const ring of polygon) {
    const n = ring.length;
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const d = segmentDistanceSq(x, y, ring[j]!, ring[j + 1]!, ring[i]!, ring[i + 1]!);
      if (d < best) best = d;
    }
  }
  return (pointInPolygon(x, y, polygon) ? 1 : -1) * Math.sqrt(best);
}

/**
 * The pole of inaccessibility: the centre of the largest circle inside the
 * polygon, where a label or a stack of pieces fits best (the idea of
 * Mapbox's polylabel, written for our flat rings). Returns [x, y, radius].
 */
export function poleOfInaccessibility(polygon: Polygon, precision = 0.5): [number, number, number] {
  const outer = polygon[0];
  if (!outer || outer.length < 6) return [outer?.[0] ?? 0, outer?.[1] ?? 0, 0];
  const box = ringBox(outer);
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const cellSize = Math.min(width, height);
  if (cellSize === 0) return [box.minX, box.minY, 0];
  interface Cell {
    x: number;
    y: number;
    h: number;
    d: number;
    max: number;
  }
  const cell = (x: number, y: number, h: number): Cell => {
    const d = signedDistance(x, y, polygon);
    return { x, y, h, d, max: d + h * Math.SQRT2 };
  };
  const queue: Cell[] = [];
  for (let x = box.minX; x < box.maxX; x += cellSize) {
    for (let y = box.minY; y < box.maxY; y += cellSize) queue.push(cell(x + cellSize / 2, y + cellSize / 2, cellSize / 2));
  }
  let best = cell(box.minX + width / 2, box.minY + height / 2, 0);
  const centroid = ringCentroid(outer);
  const atCentroid = cell(centroid[0], centroid[1], 0);
  if (atCentroid.d > best.d) best = atCentroid;
  while (queue.length > 0) {
    // A plain array kept sorted by potential is fast enough for a few dozen provinces at build time.
    queue.sort((a, b) => a.max - b.max);
    const c = queue.pop()!;
    if (c.d > best.d) best = c;
    if (c.max - best.d <= precision) continue;
    const h = c.h / 2;
    queue.push(cell(c.x - h, c.y - h, h), cell(c.x + h, c.y - h, h), cell(c.x - h, c.y + h, h), cell(c.x + h, c.y + h, h));
  }
  return [best.x, best.y, Math.max(0, best.d)];
}

export function ringCentroid(ring: Ring): [number, number] {
  let area = 0;
  let cx = 0;
  let cy = 0;
  const n = ring.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    const cross = ring[i]! * ring[j + 1]! - ring[j]! * ring[i + 1]!;
    area += cross;
    cx += (ring[i]! + ring[j]!) * cross;
    cy += (ring[i + 1]! + ring[j + 1]!) * cross;
  }
  if (area === 0) return [ring[0] ?? 0, ring[1] ?? 0];
  return [cx / (3 * area), cy / (3 * area)];
}

/** Douglas–Peucker on an open polyline (flat), keeping both ends. */
export function simplifyLine(points: number[], tolerance: number): number[] {
  const n = points.length / 2;
  if (n <= 2) return points.slice();
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const tolSq = tolerance * tolerance;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstDist = tolSq;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistanceSq(points[2 * i]!, points[2 * i + 1]!, points[2 * first]!, points[2 * first + 1]!, points[2 * last]!, points[2 * last + 1]!);
      if (d > worstDist) {
        worst = i;
        worstDist = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) out.push(points[2 * i]!, points[2 * i + 1]!);
  return out;
}
