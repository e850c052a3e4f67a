/**
 * The board map (src-renderer/games/henn-shogun/board/henn-board.json) against the engine's
 * own province data: the same 45 provinces, each with an outline and a label
 * point inside it, and borders / routes that show exactly the adjacency the
 * engine plays with.
 */
import { describe, expect, it } from 'vitest';
import { ADJACENCY, PROVINCES } from '../../src-shared/games/henn-shogun/data/provinces';
import { NEIGHBOURS, provinceIndex } from '../../src-shared/games/henn-shogun/board';
import { hennMap } from '../../src-renderer/games/henn-shogun/board/henn-map';
import { provinceAt } from '../../src-renderer/kit/map/map-data';
import { pointInPolygon, polygonArea } from '../../src-renderer/kit/map/geometry';

const map = hennMap();
const pair = (a: string, b: string): string => [a, b].sort().join('|');

/** Pairs of shapes that share a stretch of border on the map. */
function mapBorders(): Set<string> {
  const out = new Set<string>();
  for (const border of map.borders) if (border.left && border.right && border.left !== border.right) out.add(pair(border.left, border.right));
  return out;
}

describe('the board map', () => {
  it("has the engine's 45 provinces, in the engine's order, each with an outline", () => {
    expect(map.provinces.map((p) => p.id)).toEqual(PROVINCES.map((p) => p.id));
    for (const province of map.provinces) {
      const area = province.polygons.reduce((sum, polygon) => sum + polygonArea(polygon), 0);
      // Shima, the smallest, is about 300 km² (about 250 square map units).
      expect(area, province.id).toBeGreaterThan(150);
    }
  });

  it('puts every label point inside its province and on the board', () => {
    const { minX, minY, maxX, maxY } = map.extent;
    for (const province of map.provinces) {
      const [x, y] = province.label;
      expect(province.polygons.some((polygon) => pointInPolygon(x, y, polygon)), province.id).toBe(true);
      expect(provinceAt(map, x, y)?.id, province.id).toBe(province.id);
      expect(x >= minX && x <= maxX && y >= minY && y <= maxY, province.id).toBe(true);
      expect(province.radius, province.id).toBeGreaterThan(3);
    }
  });

  it("shows exactly the engine's adjacency: a shared border or a drawn route for every pair, nothing else crossable", () => {
    const borders = mapBorders();
    const routes = new Set(map.routes.map((r) => pair(r.a, r.b)));
    const barriers = new Set(map.barriers.map((b) => pair(b.a, b.b)));
    const adjacent = new Set(ADJACENCY.map(([a, b]) => pair(a, b)));
    for (const key of adjacent) expect(borders.has(key) || routes.has(key), key).toBe(true);
    // Routes are drawn only where the engine has an adjacency that the map does not show as a border.
    for (const key of routes) {
      expect(adjacent.has(key), key).toBe(true);
      expect(borders.has(key), key).toBe(false);
    }
    // A border between two Henn provinces that the engine does not cross is marked as a barrier.
    const henn = new Set(PROVINCES.map((p) => p.id));
    for (const key of borders) {
      const [a, b] = key.split('|') as [string, string];
      if (!henn.has(a) || !henn.has(b)) continue;
      expect(adjacent.has(key) || barriers.has(key), key).toBe(true);
    }
    for (const key of barriers) expect(adjacent.has(key), key).toBe(false);
    // The engine's own neighbour lists agree, both ways.
    for (const [a, b] of ADJACENCY) expect(NEIGHBOURS[provinceIndex(a)]).toContain(provinceIndex(b));
  });

  it('has no hairline gaps: neighbours share their border, so a point just beside it lies in the province on that side', () => {
    const byId = map.byId;
    let right = 0;
    let gaps = 0;
    let samples = 0;
    for (const border of map.borders) {
      if (!border.left || !border.right || !byId.has(border.left) || !byId.has(border.right)) continue;
      const p = border.points;
      for (let i = 0; i + 3 < p.length; i += 2) {
        const mx = (p[i]! + p[i + 2]!) / 2;
        const my = (p[i + 1]! + p[i + 3]!) / 2;
        const dx = p[i + 2]! - p[i]!;
        const dy = p[i + 3]! - p[i + 1]!;
        const length = Math.hypot(dx, dy);
        if (length < 0.5) continue;
        // A quarter of a map unit (about 300 m, a third of a pixel at fit) to either side.
        const nx = (-dy / length) * 0.25;
        const ny = (dx / length) * 0.25;
        for (const [sign, want] of [
          [1, border.right],
          [-1, border.left],
        ] as const) {
          const got = provinceAt(map, mx + sign * nx, my + sign * ny)?.id ?? null;
          samples++;
          if (got === want) right++;
          if (got === null) gaps++;
        }
      }
    }
    expect(samples).toBeGreaterThan(2000);
    // Outlines simplified one by one would miss here at every few points; shared arcs only
    // where three provinces meet, and never leave a visible gap.
    expect(right / samples).toBeGreaterThan(0.995);
    expect(gaps / samples).toBeLessThan(0.002);
  });

  it('keeps the sea between provinces that do not touch', () => {
    // Kaga–Tajima is a sea route across Wakasa Bay: its middle is on no province.
    const route = map.routes.find((r) => pair(r.a, r.b) === pair('kaga', 'tajima'))!;
    const [x0, y0, cx, cy, x1, y1] = route.points as number[];
    const mx = 0.25 * x0! + 0.5 * cx! + 0.25 * x1!;
    const my = 0.25 * y0! + 0.5 * cy! + 0.25 * y1!;
    expect(provinceAt(map, mx, my)).toBeNull();
  });
});
