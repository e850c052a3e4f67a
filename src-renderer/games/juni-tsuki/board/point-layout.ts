/**
 * Where each point of Jūni-tsuki's point map (src-shared/games/juni-tsuki/map.ts)
 * stands on the MB board, in map units. The engine defines points and links,
 * not places; they are placed here from the board's own geometry:
 * - a march point at its province's label point (the centre of its largest inner circle);
 * - a border checkpoint on the two provinces' shared border (the middle of its
 *   longest stretch), or on the sea line between them, or halfway between the two
 *   march points where the board draws neither;
 * - castle, resource and entry points beside their march point, inside the
 *   province (castle up-left, resource down-right, entry straight down).
 */
import { MB_PROVINCES } from '@shared/maps/mb-board';
import { POINTS } from '@shared/games/juni-tsuki/public';
import type { BoardMap } from '../../../kit/map/map-data';

export type Xy = readonly [number, number];

function middleOf(points: readonly number[]): [number, number] {
  // The point halfway along the polyline.
  let total = 0;
  for (let i = 2; i < points.length; i += 2) total += Math.hypot(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
  let left = total / 2;
  for (let i = 2; i < points.length; i += 2) {
    const d = Math.hypot(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
    if (d >= left && d > 0) {
      const f = left / d;
      return [points[i - 2]! + (points[i]! - points[i - 2]!) * f, points[i - 1]! + (points[i + 1]! - points[i - 1]!) * f];
    }
    left -= d;
  }
  return [points[0]!, points[1]!];
}

function lengthOf(points: readonly number[]): number {
  let total = 0;
  for (let i = 2; i < points.length; i += 2) total += Math.hypot(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
  return total;
}

export function layoutPoints(map: BoardMap): Xy[] {
  const ids = MB_PROVINCES.map((p) => p.id);
  const label = (province: number): Xy => map.byId.get(ids[province]!)?.label ?? [0, 0];
  const radius = (province: number): number => map.byId.get(ids[province]!)?.radius ?? 8;
  // The longest border stretch between each pair of provinces.
  const border = new Map<string, { len: number; at: [number, number] }>();
  for (const b of map.borders) {
    if (!b.left || !b.right) continue;
    const key = [b.left, b.right].sort().join('|');
    const len = lengthOf(b.points);
    if ((border.get(key)?.len ?? -1) < len) border.set(key, { len, at: middleOf(b.points) });
  }
  const route = new Map<string, [number, number]>();
  for (const r of map.routes) {
    const [x0, y0, cx, cy, x1, y1] = r.points as [number, number, number, number, number, number];
    route.set([r.a, r.b].sort().join('|'), [0.25 * x0 + 0.5 * cx + 0.25 * x1, 0.25 * y0 + 0.5 * cy + 0.25 * y1]);
  }
  return POINTS.map((p): Xy => {
    switch (p.kind) {
      case 'march':
        return label(p.provinces[0]!);
      case 'checkpoint': {
        const [a, b] = p.provinces as [number, number];
        const key = [ids[a]!, ids[b]!].sort().join('|');
        const found = border.get(key)?.at ?? route.get(key);
        if (found) return found;
        const la = label(a);
        const lb = label(b);
        return [(la[0] + lb[0]) / 2, (la[1] + lb[1]) / 2];
      }
      case 'castle':
      case 'resource':
      case 'entry': {
        const province = p.kind === 'entry' ? POINTS[p.adj[0]!]!.provinces[0]! : p.provinces[0]!;
        const [x, y] = label(province);
        const r = Math.max(6, radius(province) * 0.62);
        if (p.kind === 'castle') return [x - r * 0.7, y - r * 0.7];
        if (p.kind === 'resource') return [x + r * 0.7, y + r * 0.7];
        return [x, y + r];
      }
    }
  });
}
