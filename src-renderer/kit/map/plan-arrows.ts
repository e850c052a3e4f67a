/**
 * The plan a player is drafting, drawn on the map as arrows (marches,
 * declared attacks): each a gentle curve from one province's pieces to
 * another's, stopping short of both so the pieces stay readable, with a head
 * at the target and a spot in the middle for its label and its remove button.
 * Pure geometry in screen pixels; map-scene draws it, MapCanvas places the
 * buttons.
 */
export interface PlanArrow {
  /** The plan entry it stands for (the panel removes it by this id). */
  id: string;
  /** Province ids, or places the game's piece layer knows (PieceLayer.anchorOf, e.g. Jūni-tsuki's points). */
  from: string;
  to: string;
  /** Short, e.g. "1" (the army) or "⚔". */
  label: string;
  /** What the remove button says to a screen reader ("Remove: army 1 Echigo → Etchū"). */
  title: string;
  /**
   * 'draft' (default): being planned, vermilion. 'sent': already sent this round (plan-draft.ts sentArrows),
   * drawn quieter in ink so the draft stands out.
   */
  tone?: 'draft' | 'sent';
  /** False: the arrow has no × (its badge only shows the label and, on hover, `title`), and a click on it does nothing. */
  removable?: boolean;
  /** What the × says, when not "Remove from the plan: {title}" (e.g. "Take back: …", which is an undo). */
  removeText?: string;
}

export interface ArrowShape {
  /** Quadratic curve: start, control, end. */
  start: [number, number];
  control: [number, number];
  end: [number, number];
  /** The head: tip and the two back corners. */
  head: [[number, number], [number, number], [number, number]];
  /** The curve's middle. */
  mid: [number, number];
  /** Where the label and remove button go: beside the middle, off the line, so the arrow stays seen. */
  badge: [number, number];
}

/**
 * An arrow from `a` to `b`. `lane` bends arrows between the same two
 * provinces apart (0, 1, 2 … alternate sides); `gap` is how far it stops
 * short of each end. Null when the two points are too close for an arrow.
 */
export function arrowShape(a: readonly [number, number], b: readonly [number, number], lane = 0, maxGap = 14, maxHead = 9): ArrowShape | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  // Neighbours' pieces can stand close together (zoomed out): the arrow shrinks its ends, never vanishes.
  const gap = Math.min(maxGap, length * 0.15);
  const headSize = Math.min(maxHead, length * 0.25);
  if (length < 16) return null;
  const ux = dx / length;
  const uy = dy / length;
  // A slight bend reads as a movement, not a border; lanes alternate sides.
  const side = lane % 2 === 0 ? 1 : -1;
  const bend = (0.12 + 0.1 * Math.ceil(lane / 2)) * length * side;
  const start: [number, number] = [a[0] + ux * gap, a[1] + uy * gap];
  const end: [number, number] = [b[0] - ux * gap, b[1] - uy * gap];
  const control: [number, number] = [(start[0] + end[0]) / 2 - uy * bend, (start[1] + end[1]) / 2 + ux * bend];
  const mid: [number, number] = [0.25 * start[0] + 0.5 * control[0] + 0.25 * end[0], 0.25 * start[1] + 0.5 * control[1] + 0.25 * end[1]];
  // The head points along the curve's last tangent (control → end).
  const tx = end[0] - control[0];
  const ty = end[1] - control[1];
  const tl = Math.hypot(tx, ty) || 1;
  const hx = tx / tl;
  const hy = ty / tl;
  const back: [number, number] = [end[0] - hx * headSize, end[1] - hy * headSize];
  const half = headSize * 0.6;
  const head: ArrowShape['head'] = [end, [back[0] - hy * half, back[1] + hx * half], [back[0] + hy * half, back[1] - hx * half]];
  // The badge sits on the outside of the bend, a little off the line.
  const off = 13 * side;
  const badge: [number, number] = [mid[0] - uy * off, mid[1] + ux * off];
  return { start, control, end, head, mid, badge };
}

/** Lanes for a list of arrows: the n-th arrow between the same two provinces (either way) gets lane n. */
export function laneOf(arrows: readonly Pick<PlanArrow, 'from' | 'to'>[]): number[] {
  const seen = new Map<string, number>();
  return arrows.map((x) => {
    const key = [x.from, x.to].sort().join('|');
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n;
  });
}

/** Distance from a point to the curve (sampled), for a click on the arrow itself. */
export function distanceToArrow(shape: ArrowShape, x: number, y: number, steps = 24): number {
  let best = Infinity;
  let px = shape.start[0];
  let py = shape.start[1];
  for (let k = 1; k <= steps; k++) {
    const t = k / steps;
    const qx = (1 - t) ** 2 * shape.start[0] + 2 * (1 - t) * t * shape.control[0] + t ** 2 * shape.end[0];
    const qy = (1 - t) ** 2 * shape.start[1] + 2 * (1 - t) * t * shape.control[1] + t ** 2 * shape.end[1];
    best = Math.min(best, segmentDistance(px, py, qx, qy, x, y));
    px = qx;
    py = qy;
  }
  return best;
}

function segmentDistance(ax: number, ay: number, bx: number, by: number, x: number, y: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / l2));
  return Math.hypot(ax + t * dx - x, ay + t * dy - y);
}

/** A box on the canvas (left, top, right, bottom). */
export interface CanvasBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Where an arrow's badge (label and ×) goes: beside the curve, at the first of a few places along it (the middle
 * first, then nearer either end, on either side, then further off the line) where a badge of `size` covers none
 * of the `blocked` boxes (province names, other badges) — so a badge never hides a name it can avoid. None free:
 * the place it covers least of them.
 */
export function badgeSpot(shape: ArrowShape, size: { w: number; h: number }, blocked: readonly CanvasBox[]): [number, number] {
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * shape.start[0] + 2 * (1 - t) * t * shape.control[0] + t ** 2 * shape.end[0],
    (1 - t) ** 2 * shape.start[1] + 2 * (1 - t) * t * shape.control[1] + t ** 2 * shape.end[1],
  ];
  const dx = shape.end[0] - shape.start[0];
  const dy = shape.end[1] - shape.start[1];
  const length = Math.hypot(dx, dy) || 1;
  // The usual side (outside the bend) first; the offset clears the line by half the badge.
  const [mx, my] = shape.mid;
  const side = Math.sign((shape.badge[0] - mx) * -dy + (shape.badge[1] - my) * dx) || 1;
  const nx = (-dy / length) * side;
  const ny = (dx / length) * side;
  /** How much of the badge at (x, y) the blocked boxes cover (0: free). */
  const covered = (x: number, y: number): number => {
    const box = { x0: x - size.w / 2, y0: y - size.h / 2, x1: x + size.w / 2, y1: y + size.h / 2 };
    let area = 0;
    for (const b of blocked) area += Math.max(0, Math.min(box.x1, b.x1) - Math.max(box.x0, b.x0)) * Math.max(0, Math.min(box.y1, b.y1) - Math.max(box.y0, b.y0));
    return area;
  };
  // A short arrow (zoomed out) has little room along it: further off the line too (a badge on a stack would hide it
  // from the pointer), before the least covered place.
  let best: { spot: [number, number]; area: number } = { spot: shape.badge, area: covered(shape.badge[0], shape.badge[1]) };
  for (const off of [13, -13, 24, -24, 38, -38, 52, -52]) {
    for (const t of [0.5, 0.38, 0.62, 0.28, 0.72]) {
      if (best.area === 0) return best.spot;
      const [px, py] = at(t);
      const spot: [number, number] = [px + nx * off, py + ny * off];
      const area = covered(spot[0], spot[1]);
      if (area < best.area) best = { spot, area };
    }
  }
  return best.spot;
}
