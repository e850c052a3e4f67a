/**
 * Arrow-key travel between provinces on the board: from a province's label
 * point, the nearest other province roughly in the arrow's direction (within
 * 60° either side), nearer ones and straighter ones first.
 */
export type Direction = 'left' | 'right' | 'up' | 'down';

const VECTORS: Record<Direction, [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

export function provinceInDirection(points: ReadonlyMap<string, readonly [number, number]>, from: string, direction: Direction): string | null {
  const origin = points.get(from);
  if (!origin) return null;
  const [ux, uy] = VECTORS[direction];
  let best: string | null = null;
  let bestCost = Infinity;
  for (const [id, [x, y]] of points) {
    if (id === from) continue;
    const dx = x - origin[0];
    const dy = y - origin[1];
    const distance = Math.hypot(dx, dy);
    if (distance === 0) continue;
    const along = (dx * ux + dy * uy) / distance;
    // cos 60° = 0.5: outside that cone the province is not "that way".
    if (along < 0.5) continue;
    const cost = distance * (1 + 2.5 * (1 - along));
    if (cost < bestCost) {
      bestCost = cost;
      best = id;
    }
  }
  return best;
}
