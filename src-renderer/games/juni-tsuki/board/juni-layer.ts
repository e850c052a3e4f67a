/**
 * Jūni-tsuki's piece layer on the map kit (kit/map/piece-layer.ts): the
 * point map drawn over the MB board. The province map stays the kit's; this
 * layer adds what the engine defines on top of it:
 * - links and point markers in world space (they move and scale with the
 *   map; line widths kept in screen pixels): march points (round), border
 *   checkpoints (diamonds), castles (squares in the holder's colour),
 *   resource points (green), entry points (triangles at the edge);
 * - the pieces in screen space, so their numbers stay readable at any zoom:
 *   each group a chip in its owner's colour with its thousands; Daimyō and
 *   shadow warriors as figures; a castle's koku where the view shows it;
 *   the selected point ringed and the reachable ones marked with their cost.
 * The march point's pieces are the province's pieces for the kit (it keeps
 * names clear of them); the other points' pieces follow the view (onView).
 */
import { Container, Graphics } from 'pixi.js';
import { MB_PROVINCES } from '@shared/maps/mb-board';
import { POINTS, type PointKind } from '@shared/games/juni-tsuki/public';
import { INK, INK_SOFT, LAND_QUIET, PAPER_LIGHT, VERMILION, mixColor } from '../../../board/palette';
import type { MapSceneApi, PieceLayer } from '../../../kit/map/piece-layer';
import { mb68ShortName } from '../../../kit/map/boards/mb68/mb68-map';
import { label, textStyle } from '../../../pixi/text';
import { separate, type Box } from './separate';
import { colourOf, type JuniBoardModel } from './board-model';
import { layoutPoints, type Xy } from './point-layout';
import { placePoint } from './plan-marches';

const INDIGO = 0x2f4f7f;
const RESOURCE_GREEN = 0x5b7335;
/** Marker sizes in map units (a middling province is about 16 across its inner circle). */
const SIZE: Record<PointKind, number> = { march: 2.1, checkpoint: 1.5, castle: 2.6, resource: 1.9, entry: 2.3 };

/** How far (screen pixels at piece scale 1) a floating label may be nudged off its point to keep clear of others. */
const FLOAT_REACH = 30;

export class JuniLayer implements PieceLayer {
  private scene: MapSceneApi | null = null;
  private places: Xy[] = [];
  private links = new Graphics();
  private markers = new Graphics();
  /** Screen-space pieces of the points that are not march points, by point. */
  private floating = new Map<number, Container>();
  private floatRoot = new Container();
  private key = '';

  constructor(private model: JuniBoardModel) {
    this.key = modelKey(model);
  }

  attach(scene: MapSceneApi): void {
    this.scene = scene;
    this.places = layoutPoints(scene.map);
    this.links = new Graphics();
    this.markers = new Graphics();
    this.floatRoot = new Container();
    scene.overLines.addChild(this.links, this.markers);
    scene.overPieces.addChild(this.floatRoot);
    for (const p of scene.map.provinces) scene.setLabel(p.id, { text: p.name, short: mb68ShortName(p.id, p.name) });
    this.drawWorld(scene.lineScale());
    this.drawPieces();
  }

  detach(): void {
    this.scene = null;
    this.floating.clear();
  }

  setModel(model: JuniBoardModel): void {
    // Most events change nothing on the map (a card drawn, the AP rolled): redraw only what changed,
    // as text textures are costly on a software renderer.
    const key = modelKey(model);
    if (key === this.key) return;
    this.key = key;
    this.model = model;
    if (!this.scene) return;
    this.drawWorld(this.scene.lineScale());
    this.drawPieces();
    this.scene.requestRender();
  }

  onLineScale(scale: number): void {
    this.drawWorld(scale);
  }

  onView(): void {
    this.placeFloating();
  }

  /** The point nearest a screen position (canvas pixels), within a finger's reach. */
  pointAtScreen(x: number, y: number): number | null {
    if (!this.scene) return null;
    let best: number | null = null;
    let bestD = 16;
    this.places.forEach(([px, py], i) => {
      const [sx, sy] = this.scene!.worldToScreen(px, py);
      const d = Math.hypot(sx - x, sy - y);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
    return best;
  }

  /** A plan arrow's end at a point (`pt:<index>`, board/plan-marches.ts): the point's place on the canvas now. */
  anchorOf(place: string): [number, number] | null {
    const point = placePoint(place);
    return point === null ? null : this.screenOf(point);
  }

  /** Screen position of a point (tests and the panel's "show on map"). */
  screenOf(point: number): [number, number] | null {
    const at = this.places[point];
    return at && this.scene ? this.scene.worldToScreen(at[0], at[1]) : null;
  }

  // ── world space: links and markers ──

  private drawWorld(scale: number): void {
    const px = 1 / Math.max(scale, 1e-3);
    const m = this.model;
    const links = this.links.clear();
    for (const p of POINTS) {
      const [x, y] = this.places[p.index]!;
      for (const q of p.adj) {
        if (q < p.index) continue;
        const [qx, qy] = this.places[q]!;
        links.moveTo(x, y).lineTo(qx, qy);
      }
    }
    links.stroke({ width: 1.1 * px, color: INK_SOFT, alpha: 0.55 });
    // Links a move can take now: from the selected point to each target.
    if (m.selected !== null) {
      const [sx, sy] = this.places[m.selected]!;
      for (const target of m.targets.keys()) {
        const [tx, ty] = this.places[target]!;
        links.moveTo(sx, sy).lineTo(tx, ty);
      }
      links.stroke({ width: 2.4 * px, color: INDIGO, alpha: 0.9 });
    }

    const g = this.markers.clear();
    for (const p of POINTS) {
      const [x, y] = this.places[p.index]!;
      const r = SIZE[p.kind];
      switch (p.kind) {
        case 'march':
          g.circle(x, y, r).fill({ color: PAPER_LIGHT }).stroke({ width: 1.2 * px, color: INK });
          break;
        case 'checkpoint':
          g.poly([x, y - r, x + r, y, x, y + r, x - r, y]).fill({ color: INK_SOFT }).stroke({ width: 0.8 * px, color: PAPER_LIGHT });
          break;
        case 'castle': {
          const c = m.castles.get(p.index);
          const fill = c && c.owner >= 0 ? colourOf(m, c.owner) : LAND_QUIET;
          // A keep: a square with three merlons.
          g.rect(x - r, y - r * 0.7, 2 * r, 1.7 * r).fill({ color: fill }).stroke({ width: 1.4 * px, color: INK });
          for (const dx of [-r, -r * 0.2, r * 0.6]) g.rect(x + dx, y - r * 1.1, r * 0.4, r * 0.4).fill({ color: INK });
          break;
        }
        case 'resource':
          g.circle(x, y, r).fill({ color: RESOURCE_GREEN }).stroke({ width: 1 * px, color: PAPER_LIGHT });
          g.circle(x, y, r * 0.4).fill({ color: 0xe8d183 });
          break;
        case 'entry':
          g.poly([x, y + r, x + r, y - r * 0.7, x - r, y - r * 0.7]).fill({ color: PAPER_LIGHT }).stroke({ width: 1.2 * px, color: INK });
          break;
      }
    }
    if (m.selected !== null) {
      const [x, y] = this.places[m.selected]!;
      g.circle(x, y, SIZE[POINTS[m.selected]!.kind] + 2.2).stroke({ width: 3 * px, color: VERMILION });
    }
    for (const target of m.targets.keys()) {
      const [x, y] = this.places[target]!;
      g.circle(x, y, SIZE[POINTS[target]!.kind] + 1.6).stroke({ width: 2.2 * px, color: INDIGO });
    }
  }

  // ── screen space: pieces ──

  private drawPieces(): void {
    const scene = this.scene;
    if (!scene) return;
    const m = this.model;
    // Province tints: a province where one player's Daimyō stands takes a little of its colour.
    MB_PROVINCES.forEach((prov, i) => {
      const owners = m.daimyo.get(i) ?? [];
      scene.setFill(prov.id, owners.length > 0 ? mixColor(LAND_QUIET, colourOf(m, owners[0]!), 0.28) : LAND_QUIET);
    });
    // March points: the province's pieces for the kit.
    MB_PROVINCES.forEach((prov, i) => {
      // The marker's own room is kept free of names too.
      const c = this.pieceRow(i, true) ?? new Container();
      scene.setPieces(prov.id, c, withMarker(c.children.length > 0 ? boxOf(c) : null));
    });
    // The other points.
    this.floatRoot.removeChildren().forEach((c) => c.destroy({ children: true }));
    this.floating.clear();
    for (const p of POINTS) {
      if (p.kind === 'march') continue;
      const c = this.pieceRow(p.index, false);
      if (!c) continue;
      this.floating.set(p.index, c);
      this.floatRoot.addChild(c);
    }
    scene.layout();
    this.placeFloating();
  }

  private placeFloating(): void {
    const scene = this.scene;
    if (!scene) return;
    const s = scene.pieceScale();
    const entries: { c: Container; box: Box }[] = [];
    for (const [point, c] of this.floating) {
      const [x, y] = this.places[point]!;
      const [sx, sy] = scene.worldToScreen(x, y);
      c.position.set(sx, sy);
      c.scale.set(s);
      const b = c.getBounds();
      entries.push({ c, box: { x0: b.minX, y0: b.minY, x1: b.maxX, y1: b.maxY } });
    }
    // Issue 22: labels of neighbouring points, and the provinces' names and march pieces (the kit's tokens),
    // lay over one another: each floating label is nudged clear where a few pixels allow (separate.ts).
    const tokens: Box[] = [];
    for (const prov of MB_PROVINCES) {
      const token = scene.piecesOf(prov.id)?.container;
      if (!token) continue;
      const b = token.getBounds();
      if (b.width > 0) tokens.push({ x0: b.minX, y0: b.minY, x1: b.maxX, y1: b.maxY });
    }
    const offsets = separate(
      entries.map((e) => e.box),
      tokens,
      FLOAT_REACH * s,
    );
    entries.forEach((e, i) => e.c.position.set(e.c.position.x + offsets[i]![0], e.c.position.y + offsets[i]![1]));
  }

  /** A point's pieces around (0, 0): chips for groups; on a march point also Daimyō and shadow figures; cost and koku labels. */
  private pieceRow(point: number, march: boolean): Container | null {
    const m = this.model;
    const groups = m.groups[point] ?? [];
    const province = POINTS[point]!.provinces[0] ?? -1;
    const daimyo = march ? (m.daimyo.get(province) ?? []) : [];
    const shadows = march ? (m.shadows.get(province) ?? []) : [];
    const castle = m.castles.get(point);
    const cost = m.targets.get(point);
    if (groups.length === 0 && daimyo.length === 0 && shadows.length === 0 && castle?.koku == null && cost === undefined) return null;
    const c = new Container();
    // Chips start right of the marker (march points: below it, where the kit keeps names away).
    let x = march ? -((groups.length * 24 + (daimyo.length + shadows.length) * 13) / 2) : 6;
    const y = march ? 6 : -7;
    for (const d of daimyo) {
      c.addChild(figure(x + 6, y + 7, colourOf(m, d), false));
      x += 13;
    }
    for (const sh of shadows) {
      c.addChild(figure(x + 6, y + 7, colourOf(m, sh), true));
      x += 13;
    }
    for (const grp of groups) {
      c.addChild(chip(x, y, grp.n, colourOf(m, grp.o)));
      x += 24;
    }
    if (castle && castle.koku !== null) {
      const t = label(`${castle.koku} koku`, textStyle(9, INK, '600', 3));
      t.position.set(march ? x + 2 : 6, y + (groups.length > 0 ? 15 : 0));
      c.addChild(t);
    }
    if (cost !== undefined) {
      const t = label(cost, textStyle(10, INDIGO, '700', 3));
      t.anchor.set(0.5, 1);
      t.position.set(march ? 0 : 0, -7);
      c.addChild(t);
    }
    return c;
  }
}

function modelKey(m: JuniBoardModel): string {
  return JSON.stringify([m.groups, [...m.daimyo], [...m.shadows], [...m.castles], m.colours, m.selected, [...m.targets]]);
}

function chip(x: number, y: number, n: number, colour: number): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(x, y, 22, 14, 3).fill({ color: colour }).stroke({ width: 1, color: INK });
  c.addChild(g);
  const t = label(String(n), textStyle(10, 0xffffff, '700'));
  t.anchor.set(0.5, 0.5);
  t.position.set(x + 11, y + 7);
  c.addChild(t);
  return c;
}

/** A Daimyō (a figure in its colour with a white crest) or a shadow warrior (ink with a coloured ring). */
function figure(x: number, y: number, colour: number, shadow: boolean): Graphics {
  const g = new Graphics();
  if (shadow) {
    g.circle(x, y, 5.5).fill({ color: INK }).stroke({ width: 2, color: colour });
  } else {
    g.circle(x, y, 6).fill({ color: colour }).stroke({ width: 1.2, color: INK });
    g.poly([x, y - 3.2, x + 3.2, y, x, y + 3.2, x - 3.2, y]).fill({ color: 0xffffff });
  }
  return g;
}

function withMarker(b: { x: number; y: number; w: number; h: number } | null): { x: number; y: number; w: number; h: number } {
  const m = { x: -6, y: -6, w: 12, h: 12 };
  if (!b) return m;
  const x0 = Math.min(b.x, m.x);
  const y0 = Math.min(b.y, m.y);
  return { x: x0, y: y0, w: Math.max(b.x + b.w, m.x + m.w) - x0, h: Math.max(b.y + b.h, m.y + m.h) - y0 };
}

function boxOf(c: Container): { x: number; y: number; w: number; h: number } {
  const b = c.getLocalBounds();
  return { x: b.x, y: b.y, w: b.width, h: b.height };
}
