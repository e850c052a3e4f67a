/**
 * The pieces on a province, drawn with Pixi Graphics in "piece pixels"
 * (the scene scales them with the zoom): a stack of army cubes in the seat's
 * colour and pattern with its count, the three buildings (castle, temple,
 * nō theatre), unrest tokens and the small badge of planned actions.
 */
import { Container, Graphics } from 'pixi.js';
import type { Building } from '@shared/games/henn-shogun/public';
import { INK, INK_SOFT, PAPER, PAPER_LIGHT, VERMILION, mixColor, type SeatPattern } from '../../../board/palette';
import { label, textStyle } from '../../../pixi/text';
import { keep } from '../../../kit/map/castle-icon';
import { UNREST } from './henn-palette';

const CUBE = 7.5;
const DEPTH = 3.4;

/** One cube, its front face's lower-left corner at (x, y). */
function cube(g: Graphics, x: number, y: number, color: number, pattern: SeatPattern): void {
  const s = CUBE;
  const d = DEPTH;
  const top = mixColor(color, 0xffffff, 0.38);
  const side = mixColor(color, 0x000000, 0.32);
  g.poly([x, y - s, x + d, y - s - d, x + s + d, y - s - d, x + s, y - s]).fill(top).stroke({ width: 0.8, color: INK, alpha: 0.9 });
  g.poly([x + s, y, x + s, y - s, x + s + d, y - s - d, x + s + d, y - d]).fill(side).stroke({ width: 0.8, color: INK, alpha: 0.9 });
  g.rect(x, y - s, s, s).fill(color).stroke({ width: 0.8, color: INK, alpha: 0.9 });
  // The seat's pattern on the front face: owners never depend on colour alone.
  const mark = { color: PAPER, alpha: 0.85 };
  const cx = x + s / 2;
  const cy = y - s / 2;
  switch (pattern) {
    case 'stripes':
      g.moveTo(x + 1, y - 2.2).lineTo(x + s - 2.2, y - s + 1).stroke({ width: 1.1, ...mark });
      g.moveTo(x + 2.8, y - 0.8).lineTo(x + s - 0.8, y - s + 2.8).stroke({ width: 1.1, ...mark });
      break;
    case 'dots':
      g.circle(cx, cy, 1.5).fill(mark);
      break;
    case 'checks':
      g.rect(x + 1.2, y - s + 1.2, s / 2 - 1.2, s / 2 - 1.2).fill(mark);
      g.rect(cx, cy, s / 2 - 1.2, s / 2 - 1.2).fill(mark);
      break;
    case 'rings':
      g.circle(cx, cy, 2).stroke({ width: 1, ...mark });
      break;
    case 'solid':
      break;
  }
}

/**
 * A small tower of cubes (one for a single army, two up to three armies,
 * three from four) with the number of armies on a paper disc beside it.
 * Centred on (0, 0).
 */
export function armyStack(count: number, color: number, pattern: SeatPattern): Container {
  const box = new Container();
  const g = new Graphics();
  const shown = count <= 1 ? 1 : count <= 3 ? 2 : 3;
  const height = shown * CUBE + DEPTH;
  const x = -(CUBE + DEPTH) / 2 - 4;
  for (let i = 0; i < shown; i++) cube(g, x, height / 2 - i * CUBE, color, pattern);
  box.addChild(g);
  const disc = new Graphics();
  const badgeX = x + CUBE + DEPTH + 5.2;
  const radius = count >= 10 ? 6.8 : 6;
  disc.circle(badgeX, 1, radius).fill(PAPER_LIGHT).stroke({ width: 1.1, color: INK });
  box.addChild(disc);
  const number = label(String(count), textStyle(count >= 10 ? 8 : 9.2, INK, 'bold'));
  number.anchor.set(0.5);
  number.position.set(badgeX, 1.4);
  box.addChild(number);
  return box;
}

/** A palace: the map kit's keep (white walls) with its gate. About 12 × 12, centred. */
function castle(g: Graphics): void {
  keep(g);
  g.rect(-0.8, 0.2, 1.6, 2.3).fill(INK);
}

/** A temple: a wide sweeping roof over vermilion posts. */
function temple(g: Graphics): void {
  g.rect(-5, 4.6, 10, 1.4).fill(0x9a948a).stroke({ width: 0.6, color: INK });
  g.rect(-3.6, -0.4, 1.4, 5).fill(VERMILION);
  g.rect(2.2, -0.4, 1.4, 5).fill(VERMILION);
  g.rect(-1, 0.6, 2, 4).fill(mixColor(VERMILION, INK, 0.4));
  g.moveTo(-6.4, -0.2).quadraticCurveTo(-3.5, -1.2, -2.4, -4.8).lineTo(2.4, -4.8).quadraticCurveTo(3.5, -1.2, 6.4, -0.2).lineTo(-6.4, -0.2).fill(0x3b3a40).stroke({ width: 0.6, color: INK });
  g.circle(0, -5.6, 0.9).fill(0xb8862b);
}

/** A nō mask: pale face, narrow eyes, red lips. */
function theatre(g: Graphics): void {
  g.ellipse(0, 0, 4.6, 6).fill(0xfbf5e6).stroke({ width: 0.8, color: INK });
  g.moveTo(-3.2, -4.2).quadraticCurveTo(0, -6.4, 3.2, -4.2).stroke({ width: 1.1, color: INK });
  g.ellipse(-1.8, -0.8, 1.1, 0.5).fill(INK);
  g.ellipse(1.8, -0.8, 1.1, 0.5).fill(INK);
  g.ellipse(0, 3, 1.2, 0.6).fill(VERMILION);
}

const DRAW: Record<Building, (g: Graphics) => void> = { palace: castle, temple, theatre };

/** A row of building icons on small paper plates, centred on (0, 0). */
export function buildingRow(buildings: readonly Building[]): Container {
  const row = new Container();
  const step = 14;
  buildings.forEach((b, i) => {
    const g = new Graphics();
    g.roundRect(-6.8, -6.8, 13.6, 13.6, 3).fill({ color: PAPER_LIGHT, alpha: 0.92 }).stroke({ width: 0.8, color: INK_SOFT });
    DRAW[b](g);
    g.position.set((i - (buildings.length - 1) / 2) * step, 0);
    row.addChild(g);
  });
  return row;
}

/** Unrest: dark red discs with a flame mark; beyond three, one disc with the count. */
export function unrestTokens(count: number): Container {
  const box = new Container();
  const shown = count > 3 ? 1 : count;
  for (let i = 0; i < shown; i++) {
    const g = new Graphics();
    g.circle(0, 0, 4.6).fill(UNREST).stroke({ width: 0.9, color: INK });
    g.moveTo(0, -3).quadraticCurveTo(2.6, 0, 0.9, 2.6).quadraticCurveTo(0, 1.2, -0.9, 2.6).quadraticCurveTo(-2.6, 0, 0, -3).fill(0xf1c27d);
    g.position.set(0, -i * 7.5);
    box.addChild(g);
  }
  if (count > 3) {
    const n = label(`×${count}`, textStyle(8, UNREST, 'bold', 2.5));
    n.anchor.set(0, 0.5);
    n.position.set(5.5, 0);
    box.addChild(n);
  }
  return box;
}

/** The badge of planned actions: short names, the ones carried out struck through. */
export function planBadge(items: readonly { text: string; done: boolean }[]): Container {
  const box = new Container();
  const parts = items.map((item) => {
    const t = label(item.text, textStyle(8.5, item.done ? INK_SOFT : INK, 'bold'));
    t.anchor.set(0, 0.5);
    return { t, done: item.done };
  });
  const gap = 5;
  const width = parts.reduce((w, p) => w + p.t.width, 0) + gap * (parts.length - 1) + 8;
  const g = new Graphics();
  g.roundRect(-width / 2, -6.5, width, 13, 6.5).fill(PAPER_LIGHT).stroke({ width: 1.1, color: VERMILION });
  box.addChild(g);
  let x = -width / 2 + 4;
  for (const { t, done } of parts) {
    t.position.set(x, 0);
    box.addChild(t);
    if (done) g.moveTo(x, 0.5).lineTo(x + t.width, 0.5).stroke({ width: 1, color: INK_SOFT });
    x += t.width + gap;
  }
  return box;
}
