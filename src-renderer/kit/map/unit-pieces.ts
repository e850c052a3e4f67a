/**
 * Pieces any game on a province map draws the same way (shared by the games
 * on the Milton Bradley board): an owner's wash and patterned band inside a
 * province's border, a unit stack marker (a banner plate in the seat's
 * colour and pattern with its leaders and troops counted), a castle icon
 * (with a fortified ring) and small round badges. Drawn in "piece pixels"
 * (the scene scales them with the zoom), centred on (0, 0). Game-neutral:
 * no game's rules here, only shapes.
 */
import { Container, Graphics } from 'pixi.js';
import { INK, PAPER, PAPER_LIGHT, VERMILION, seatPattern } from '../../board/palette';
import { label, textStyle } from '../../pixi/text';
import { fillPolygon } from './map-scene';
import type { MapSceneApi } from './piece-layer';
import { seatMarks } from './textures';

/**
 * The owner of a province: a light wash of its colour and a band along the
 * inside of the border with the seat's pattern (owners never by colour alone);
 * `wash` 0: none (a game that tints the fill instead), `widest`: the band's widest in screen pixels.
 */
export function paintOwnerBand(g: Graphics, scene: MapSceneApi, id: string, seat: number, color: number, wash = 0.18, widest = 5.5): void {
  g.clear();
  const shape = scene.map.byId.get(id);
  if (!shape) return;
  if (wash > 0) for (const polygon of shape.polygons) fillPolygon(g, polygon, { color, alpha: wash });
  const scale = Math.max(0.2, scene.lineScale() || scene.scale());
  const pattern = seatMarks(seatPattern(seat));
  // Inside alignment: the band stays within the province, neighbours' bands never overlap.
  // Narrower on a small board, where provinces are only a few bands wide.
  const band = { width: Math.max(3, Math.min(widest, 1.8 + 2 * scale)) / scale, alignment: 1, join: 'round' } as const;
  for (const polygon of shape.polygons) {
    for (const ring of polygon) g.poly(ring, true);
    g.stroke({ ...band, color, alpha: 0.85 });
    if (pattern) {
      for (const ring of polygon) g.poly(ring, true);
      g.stroke({ ...band, fill: pattern, alpha: 0.7 });
    }
  }
}

/** A ring inside a province's border (e.g. contested, or highlighted), in screen pixels. */
export function outlineProvince(g: Graphics, scene: MapSceneApi, id: string, color: number, alpha = 0.5): void {
  const shape = scene.map.byId.get(id);
  if (!shape) return;
  const scale = Math.max(0.2, scene.lineScale() || scene.scale());
  for (const polygon of shape.polygons) {
    for (const ring of polygon) g.poly(ring, true);
    g.stroke({ width: 2.4 / scale, color, alpha, alignment: 1 });
  }
}

function patternMark(g: Graphics, x: number, y: number, w: number, h: number, seat: number): void {
  const mark = { color: PAPER, alpha: 0.85 };
  const cx = x + w / 2;
  const cy = y + h / 2;
  switch (seatPattern(seat)) {
    case 'stripes':
      g.moveTo(x + 1, y + 4).lineTo(x + 4, y + 1).stroke({ width: 1, ...mark });
      g.moveTo(x + w - 4, y + h - 1).lineTo(x + w - 1, y + h - 4).stroke({ width: 1, ...mark });
      break;
    case 'dots':
      g.circle(x + 3, cy, 1.3).fill(mark);
      g.circle(x + w - 3, cy, 1.3).fill(mark);
      break;
    case 'checks':
      g.rect(x + 1.5, y + 1.5, 3, 3).fill(mark);
      g.rect(x + w - 4.5, y + h - 4.5, 3, 3).fill(mark);
      break;
    case 'rings':
      g.circle(cx, cy, Math.min(w, h) / 2 - 1.5).stroke({ width: 0.9, ...mark });
      break;
    case 'solid':
      break;
  }
}

export interface StackCounts {
  /** Leaders (drawn as a gold star with the count). */
  leaders: number;
  /** Troops (the number on the plate). */
  troops: number;
  /** Extra troop kinds in short form (e.g. "2S 1A"), drawn small under the plate; empty for none. */
  detail?: string;
}

/**
 * A unit stack marker: a banner plate in the seat's colour (and pattern) with
 * the troop count, a gold star with the leader count on its left. `moved`
 * draws it dimmed with a vermilion outline (units that have moved this turn).
 */
export function unitStack(seat: number, color: number, counts: StackCounts, moved = false): Container {
  const box = new Container();
  const g = new Graphics();
  const text = String(counts.troops);
  const w = counts.troops >= 10 ? 20 : 16;
  const h = 14;
  const x = counts.leaders > 0 ? -w / 2 + 6 : -w / 2;
  g.roundRect(x, -h / 2, w, h, 3).fill(color).stroke({ width: moved ? 1.6 : 1, color: moved ? VERMILION : INK });
  patternMark(g, x, -h / 2, w, h, seat);
  // The pole of the banner.
  g.moveTo(x + w + 1.5, -h / 2 - 3).lineTo(x + w + 1.5, h / 2 + 2).stroke({ width: 1.2, color: INK });
  box.addChild(g);
  const n = label(text, textStyle(9.5, PAPER_LIGHT, 'bold'));
  n.anchor.set(0.5);
  n.position.set(x + w / 2, 0.5);
  if (counts.troops > 0) box.addChild(n);
  if (counts.leaders > 0) {
    const star = new Graphics();
    const cx = x - 4;
    const pts: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? 7.5 : 3.4;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      pts.push(cx + r * Math.cos(a), r * Math.sin(a));
    }
    star.poly(pts).fill(0xd9a93a).stroke({ width: 0.9, color: INK });
    box.addChild(star);
    const d = label(String(counts.leaders), textStyle(7.5, INK, 'bold'));
    d.anchor.set(0.5);
    d.position.set(cx, 0.8);
    box.addChild(d);
  }
  if (counts.detail) {
    const k = label(counts.detail, textStyle(7, INK, 'bold', 2.5));
    k.anchor.set(0.5, 0);
    k.position.set(x + w / 2, h / 2 + 1);
    box.addChild(k);
  }
  if (moved) box.alpha = 0.75;
  return box;
}

/** The castle icon has its own home (shared with the other map pieces). */
export { castleIcon } from './castle-icon';

/** A small round badge with a short text (e.g. a count of tokens, a mark), centred. */
export function roundBadge(text: string, fill: number, ink: number = INK, outline: number = INK): Container {
  const box = new Container();
  const t = label(text, textStyle(8, ink, 'bold'));
  t.anchor.set(0.5);
  const r = Math.max(6, t.width / 2 + 3);
  const g = new Graphics();
  g.circle(0, 0, r).fill(fill).stroke({ width: 1, color: outline });
  box.addChild(g, t);
  t.position.set(0, 0.4);
  return box;
}
