/**
 * A board map as the renderer uses it, decoded from a map file built by
 * scripts/build-board-map.ts (see kit/map/README.md): province outlines as
 * flat rings in map units, their label points, the plain land around them,
 * the borders between them (with who lies on either side), sea routes and
 * barriers. Generic: each board (a game's own, the MB board) ships its own file.
 */
import { pointInPolygon, polygonsBox, type Box, type Polygon, type Ring } from './geometry';

export interface MapFile {
  provenance: string;
  projection: { lon0: number; lat0: number; scale: number };
  extent: number[];
  arcs: number[][];
  /** How sea routes are drawn: dashed ink curves or the MB board's thin blue sea lines. */
  routeStyle?: RouteStyle;
  provinces: { id: string; name?: string; members: string[]; label: number[]; radius: number; polygons: number[][][] }[];
  land: { id: string; polygons: number[][][] }[];
  routes: { a: string; b: string; points: number[]; km: number }[];
  barriers: { a: string; b: string; arcs: number[] }[];
}

export type RouteStyle = 'dashed' | 'sea-line';

export interface MapProvince {
  id: string;
  /** Its name as the map file gives it (a game's layer may name it otherwise). */
  name: string;
  /** The ryōseikoku this province covers (several where a board merges them). */
  members: readonly string[];
  polygons: readonly Polygon[];
  /** Where its pieces and name go: the centre of the largest circle inside it. */
  label: readonly [number, number];
  /** Radius of that circle (map units). */
  radius: number;
  box: Box;
}

/** A stretch of outline: the coast (one side is sea) or a border between two shapes. */
export interface MapBorder {
  points: readonly number[];
  /** Province ids (or plain land ids) on either side; null = sea or lake. */
  left: string | null;
  right: string | null;
}

export interface MapRoute {
  a: string;
  b: string;
  /** A quadratic curve: x0, y0, control x, control y, x1, y1. */
  points: readonly number[];
}

export interface BoardMap {
  extent: Box;
  routeStyle: RouteStyle;
  provinces: readonly MapProvince[];
  byId: ReadonlyMap<string, MapProvince>;
  /** Plain land: ryōseikoku that are not on this board (e.g. Kyūshū, Awaji and Sado on a board of Honshū). */
  land: readonly { id: string; polygons: readonly Polygon[] }[];
  borders: readonly MapBorder[];
  routes: readonly MapRoute[];
  barriers: readonly { a: string; b: string; lines: readonly (readonly number[])[] }[];
}

function reversed(points: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = points.length - 2; i >= 0; i -= 2) out.push(points[i]!, points[i + 1]!);
  return out;
}

export function decodeMap(file: MapFile): BoardMap {
  const arcs = file.arcs;
  const ring = (refs: readonly number[]): Ring => {
    const out: number[] = [];
    for (const ref of refs) {
      const arc = ref >= 0 ? arcs[ref]! : reversed(arcs[~ref]!);
      out.push(...(out.length > 0 ? arc.slice(2) : arc));
    }
    if (out.length >= 4 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2;
    return out;
  };
  // Who lies on which side of each arc. Outer rings run clockwise on screen and holes
  // the other way, so either way the ring's owner lies on the right of its arcs as used.
  const sides = arcs.map(() => ({ left: null as string | null, right: null as string | null }));
  const note = (id: string, polygons: readonly (readonly (readonly number[])[])[]): void => {
    for (const polygon of polygons) {
      for (const refs of polygon) {
        for (const ref of refs) {
          const side = sides[ref >= 0 ? ref : ~ref]!;
          if (ref >= 0) side.right = id;
          else side.left = id;
        }
      }
    }
  };
  const provinces: MapProvince[] = file.provinces.map((p) => {
    note(p.id, p.polygons);
    const polygons = p.polygons.map((polygon) => polygon.map(ring));
    return { id: p.id, name: p.name ?? p.id, members: p.members, polygons, label: [p.label[0]!, p.label[1]!], radius: p.radius, box: polygonsBox(polygons) };
  });
  const land = file.land.map((l) => {
    note(l.id, l.polygons);
    return { id: l.id, polygons: l.polygons.map((polygon) => polygon.map(ring)) };
  });
  const [minX, minY, maxX, maxY] = file.extent as [number, number, number, number];
  return {
    extent: { minX, minY, maxX, maxY },
    routeStyle: file.routeStyle ?? 'dashed',
    provinces,
    byId: new Map(provinces.map((p) => [p.id, p])),
    land,
    borders: arcs.map((points, i) => ({ points, left: sides[i]!.left, right: sides[i]!.right })),
    routes: file.routes.map((r) => ({ a: r.a, b: r.b, points: r.points })),
    barriers: file.barriers.map((b) => ({ a: b.a, b: b.b, lines: b.arcs.map((i) => arcs[i]!) })),
  };
}

/** The province under a point of the map, if any. */
export function provinceAt(map: BoardMap, x: number, y: number): MapProvince | null {
  for (const province of map.provinces) {
    const b = province.box;
    if (x < b.minX || x > b.maxX || y < b.minY || y > b.maxY) continue;
    if (province.polygons.some((polygon) => pointInPolygon(x, y, polygon))) return province;
  }
  return null;
}
