/**
 * Pieces any game on a map draws alike, in "piece pixels" (the scene scales
 * them with the zoom): an army marker (a small banner in the owner's colour
 * and pattern with a short text, e.g. its level), a paper chip with a line
 * of text (unit counts), and an arrow between two provinces in map units (a
 * declared attack); the castle icon is kit/map/castle-icon.ts. Game-neutral: the games on
 * the shared boards (kit/map/boards) place them through their piece layers.
 */
import { Container, Graphics } from 'pixi.js';
import { INK, PAPER, PAPER_LIGHT, VERMILION, mixColor, type SeatPattern } from '../../board/palette';
import { label, textStyle } from '../../pixi/text';

/** A banner marker centred on (0, 0): the owner's colour, its pattern as marks, `text` in the middle; `dim` for a crippled troop. */
export function armyMarker(color: number, pattern: SeatPattern, text: string, dim = false): Container {
  const box = new Container();
  const g = new Graphics();
  const w = 20;
  const h = 22;
  g.poly([-w / 2, -h / 2, w / 2, -h / 2, w / 2, h / 2 - 5, 0, h / 2, -w / 2, h / 2 - 5])
    .fill(dim ? mixColor(color, PAPER, 0.55) : color)
    .stroke({ width: 1.4, color: INK });
  const mark = { color: PAPER, alpha: 0.8 };
  switch (pattern) {
    case 'stripes':
      g.moveTo(-w / 2 + 1, -h / 2 + 4).lineTo(-w / 2 + 4, -h / 2 + 1).stroke({ width: 1.2, ...mark });
      break;
    case 'dots':
      g.circle(-w / 2 + 3.5, -h / 2 + 3.5, 1.4).fill(mark);
      break;
    case 'checks':
      g.rect(-w / 2 + 1.5, -h / 2 + 1.5, 3, 3).fill(mark);
      break;
    case 'rings':
      g.circle(-w / 2 + 3.5, -h / 2 + 3.5, 1.8).stroke({ width: 0.9, ...mark });
      break;
    case 'solid':
      break;
  }
  box.addChild(g);
  const t = label(text, textStyle(12, PAPER_LIGHT, 'bold'));
  t.anchor.set(0.5);
  t.position.set(0, -1);
  box.addChild(t);
  return box;
}

/** A paper chip with one line of text, its left edge at x = 0 and centred on y = 0. */
export function textChip(text: string, edge: number = INK): Container {
  const box = new Container();
  const t = label(text, textStyle(11, INK, 'bold'));
  t.anchor.set(0, 0.5);
  t.position.set(4, 0);
  const g = new Graphics();
  g.roundRect(0, -8, t.width + 8, 16, 4).fill({ color: PAPER_LIGHT, alpha: 0.95 }).stroke({ width: 1, color: edge });
  box.addChild(g, t);
  return box;
}

/**
 * An arrow from `from` to `to` (map units), stopping short of both ends;
 * `width` in map units (divide screen pixels by the scale); dashed for a
 * move across the sea.
 */
export function attackArrow(g: Graphics, from: readonly [number, number], to: readonly [number, number], width: number, color = VERMILION, dashed = false): void {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < 1) return;
  const ux = (x1 - x0) / len;
  const uy = (y1 - y0) / len;
  const a = Math.min(len * 0.2, width * 6);
  const sx = x0 + ux * a;
  const sy = y0 + uy * a;
  const ex = x1 - ux * a;
  const ey = y1 - uy * a;
  const head = width * 3.2;
  const bx = ex - ux * head;
  const by = ey - uy * head;
  if (dashed) {
    const seg = width * 3;
    const n = Math.max(1, Math.floor(Math.hypot(bx - sx, by - sy) / (seg * 2)));
    for (let i = 0; i < n; i++) {
      const t0 = (i * 2) / (n * 2);
      const t1 = (i * 2 + 1) / (n * 2);
      g.moveTo(sx + (bx - sx) * t0, sy + (by - sy) * t0).lineTo(sx + (bx - sx) * t1, sy + (by - sy) * t1);
    }
  } else g.moveTo(sx, sy).lineTo(bx, by);
  g.stroke({ width, color, alpha: 0.9, cap: 'round' });
  g.poly([ex, ey, bx - uy * head * 0.6, by + ux * head * 0.6, bx + uy * head * 0.6, by - ux * head * 0.6]).fill({ color, alpha: 0.95 });
}
