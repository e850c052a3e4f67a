/**
 * The win-chance graph's pure parts (WinChances.vue; docs/record-and-analysis.md):
 * where a turning point's swing was caused, and the graph's geometry.
 */
import type { ChanceAt } from '@shared/contract/messages';

/**
 * The move that caused a swing between the points after ply `from` and ply
 * `to`: the weightiest move between them by the game's `weight` (provinces
 * changing hands, knock-outs…: GameEnd.weight), else the first one.
 * `eventsAt(ply)`: the events of that move, if known.
 */
export function causingPly(from: number, to: number, eventsAt: (ply: number) => readonly unknown[] | undefined, weight?: (events: readonly unknown[]) => number): number {
  let best = from + 1;
  let most = 0;
  if (weight) {
    for (let ply = from + 1; ply <= to; ply++) {
      const events = eventsAt(ply);
      if (!events) continue;
      const w = weight(events);
      if (w > most) {
        most = w;
        best = ply;
      }
    }
  }
  return Math.min(best, to);
}

export interface ChartBox {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

/** Each seat's line and its 95 % band as SVG point lists, x by ply. */
export function chanceLines(points: readonly ChanceAt[], seats: number, box: ChartBox): { line: string; band: string }[] {
  const last = Math.max(1, points.at(-1)?.ply ?? 1);
  const x = (ply: number): number => box.pad.left + (ply / last) * (box.width - box.pad.left - box.pad.right);
  const y = (p: number): number => box.pad.top + (1 - p) * (box.height - box.pad.top - box.pad.bottom);
  return Array.from({ length: seats }, (_, seat) => {
    const at = points.map((p) => ({ x: x(p.ply), c: p.chances[seat] ?? { chance: 0, low: 0, high: 0 } }));
    const line = at.map((a) => `${a.x.toFixed(1)},${y(a.c.chance).toFixed(1)}`).join(' ');
    const upper = at.map((a) => `${a.x.toFixed(1)},${y(a.c.high).toFixed(1)}`);
    const lower = at.map((a) => `${a.x.toFixed(1)},${y(a.c.low).toFixed(1)}`).reverse();
    return { line, band: [...upper, ...lower].join(' ') };
  });
}
