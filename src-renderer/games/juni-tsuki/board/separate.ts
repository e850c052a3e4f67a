/**
 * Keeping Jūni-tsuki's labels apart on the map (issue 22: "labels overlap").
 * Groups, koku and cost labels on checkpoints, castles, resource and entry
 * points float over the board beside their point; at the opening zoom those
 * of neighbouring points, and the provinces' names and march-point pieces
 * (the kit's tokens), lay over one another. Each floating label is nudged
 * out of the way of the tokens and of the labels already placed — never
 * further than `reach` pixels from its point, so it still reads as that
 * point's. Pure: boxes in, offsets out.
 */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const shift = (b: Box, dx: number, dy: number): Box => ({ x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy });

/** The candidate nudges, nearest first: none, then the four sides and the four corners at growing steps. */
function nudges(reach: number): [number, number][] {
  const out: [number, number][] = [[0, 0]];
  for (let d = 3; d <= reach; d += 3) {
    out.push([0, d], [0, -d], [d, 0], [-d, 0], [d, d], [-d, d], [d, -d], [-d, -d]);
  }
  return out;
}

/**
 * Offsets for `boxes` (in order: earlier ones are placed first) so that none covers a `fixed` box or another
 * placed box, where a nudge within `reach` allows; a box with no free spot keeps the nudge that overlaps least.
 */
export function separate(boxes: readonly Box[], fixed: readonly Box[], reach: number): [number, number][] {
  const placed: Box[] = [...fixed];
  const steps = nudges(reach);
  return boxes.map((b) => {
    let best: [number, number] = [0, 0];
    let bestCost = Infinity;
    for (const [dx, dy] of steps) {
      const moved = shift(b, dx, dy);
      const cost = placed.reduce((n, p) => n + (overlaps(moved, p) ? 1 : 0), 0);
      if (cost < bestCost) {
        best = [dx, dy];
        bestCost = cost;
        if (cost === 0) break;
      }
    }
    placed.push(shift(b, best[0], best[1]));
    return best;
  });
}
