/**
 * Gekokujō on the map kit's scene (kit/map): provinces tinted by terrain
 * (mountains darker, the Mandate provinces gold-edged), owners by colour and
 * pattern (kit/map/unit-pieces.ts), every player's stack with Daimyō and
 * Bushi counted, castles (ringed when fortified), contested provinces
 * hatched, the Ninja's target, sown Koku, and the provinces a panel
 * highlights. Cheap redraws: only provinces whose keys changed are rebuilt.
 */
import { Container, Graphics } from 'pixi.js';
import type { ColourScheme } from '../../../stores/settings';
import { INK, LAND_QUIET, VERMILION, mixColor, seatColor } from '../../../board/palette';
import type { MapSceneApi, PieceBox, PieceLayer } from '../../../kit/map/piece-layer';
import { mb68ShortName } from '../../../kit/map/boards/mb68/mb68-map';
import { provinceAt } from '../../../kit/map/map-data';
import { castleIcon, outlineProvince, paintOwnerBand, roundBadge, unitStack } from '../../../kit/map/unit-pieces';
import type { GekBoardModel, GekProvince } from './gek-board-model';
import { alliedBadge, mandateBadge, ninjaBadge } from './gek-badges';

const MOUNTAIN_TINT = 0xcdbf9f;
const MANDATE_TINT = 0xead9a0;
const REACH = 0x3f7f5f;
const KIND_LETTERS = ['Sp', 'Sw', 'Ar', 'Bn', 'Aq'];

interface Marks {
  owner: Graphics;
  over: Graphics;
  key: string;
}

export class GekLayer implements PieceLayer {
  private scene: MapSceneApi | null = null;
  private owners = new Container();
  private overs = new Container();
  /** A march being dragged: the target's outline (map space) and the arrow to the pointer (screen space). */
  private dragTarget = new Graphics();
  private dragArrow = new Graphics();
  private readonly marks = new Map<string, Marks>();
  private model: GekBoardModel | null = null;
  private scheme: ColourScheme = 'washi';

  attach(scene: MapSceneApi): void {
    this.scene = scene;
    this.owners = new Container();
    this.overs = new Container();
    this.marks.clear();
    this.dragTarget = new Graphics();
    this.dragArrow = new Graphics();
    scene.overFills.addChild(this.owners, this.overs, this.dragTarget);
    scene.overPieces.addChild(this.dragArrow);
    for (const province of scene.map.provinces) {
      const owner = new Graphics();
      const over = new Graphics();
      this.owners.addChild(owner);
      this.overs.addChild(over);
      this.marks.set(province.id, { owner, over, key: '' });
      scene.setLabel(province.id, { text: province.name, short: mb68ShortName(province.id, province.name) });
    }
    this.draw();
  }

  detach(): void {
    this.scene = null;
    this.marks.clear();
  }

  setScheme(scheme: ColourScheme): void {
    this.scheme = scheme;
    for (const m of this.marks.values()) m.key = '';
    this.draw();
  }

  setModel(model: GekBoardModel): void {
    this.model = model;
    this.draw();
  }

  /** Re-stroked lines at a new scale: owner bands are stroked in screen pixels. */
  onLineScale(): void {
    for (const m of this.marks.values()) m.key = '';
    this.draw();
  }

  // ── dragging a stack (GekBoard.vue): hit tests and the arrow, in canvas pixels ──

  /** The province under a point of the canvas, through the scene's own transform. */
  provinceAtScreen(sx: number, sy: number): string | null {
    const scene = this.scene;
    if (!scene) return null;
    const [ox, oy] = scene.worldToScreen(0, 0);
    const s = scene.scale();
    return provinceAt(scene.map, (sx - ox) / s, (sy - oy) / s)?.id ?? null;
  }

  /** Which of `ids` has its pieces under the point (a few pixels to spare: small pieces are hard to hit). */
  piecesAtScreen(sx: number, sy: number, ids: Iterable<string>): string | null {
    for (const id of ids) {
      const box = this.piecesBox(id);
      if (box && sx >= box.x0 - 6 && sx <= box.x1 + 6 && sy >= box.y0 - 6 && sy <= box.y1 + 6) return id;
    }
    return null;
  }

  /** The centre of a province's pieces on the canvas (else its label point): where a drag starts. */
  stackPoint(id: string): [number, number] | null {
    const box = this.piecesBox(id);
    return box ? [(box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2] : this.labelPoint(id);
  }

  /** A province's label point on the canvas (inside the province). */
  labelPoint(id: string): [number, number] | null {
    const p = this.scene?.map.byId.get(id);
    return p && this.scene ? this.scene.worldToScreen(p.label[0], p.label[1]) : null;
  }

  private piecesBox(id: string): { x0: number; y0: number; x1: number; y1: number } | null {
    const placed = this.scene?.piecesOf(id);
    if (!placed || placed.box.w <= 0) return null;
    const { container: c, box: b } = placed;
    const s = c.scale.x;
    return { x0: c.x + b.x * s, y0: c.y + b.y * s, x1: c.x + (b.x + b.w) * s, y1: c.y + (b.y + b.h) * s };
  }

  /** The arrow of a drag from a province's pieces to the pointer, and the province it would land on; null: none. */
  setDrag(drag: { from: string; x: number; y: number; target: string | null; reachable: boolean } | null): void {
    const scene = this.scene;
    if (!scene) return;
    this.dragArrow.clear();
    this.dragTarget.clear();
    const start = drag ? this.stackPoint(drag.from) : null;
    if (drag && start) {
      const colour = drag.reachable ? REACH : VERMILION;
      const [x0, y0] = start;
      const angle = Math.atan2(drag.y - y0, drag.x - x0);
      const head = (a: number): [number, number] => [drag.x - 12 * Math.cos(angle + a), drag.y - 12 * Math.sin(angle + a)];
      this.dragArrow.moveTo(x0, y0).lineTo(drag.x, drag.y).stroke({ width: 3, color: colour, alpha: 0.9 });
      this.dragArrow.poly([drag.x, drag.y, ...head(0.45), ...head(-0.45)]).fill({ color: colour, alpha: 0.9 });
      if (drag.target && drag.target !== drag.from) outlineProvince(this.dragTarget, scene, drag.target, colour, 1);
    }
    scene.requestRender();
  }

  private colour(seat: number): number {
    return seatColor(seat, this.scheme, this.model?.colours);
  }

  private draw(): void {
    const scene = this.scene;
    const model = this.model;
    if (!scene || !model) return;
    let changed = false;
    for (const p of model.provinces) {
      const marks = this.marks.get(p.id);
      if (!marks) continue;
      const key = JSON.stringify([p, this.scheme, p.owner === null ? null : this.colour(p.owner)]);
      if (key === marks.key) continue;
      marks.key = key;
      changed = true;
      scene.setFill(p.id, p.mandate ? MANDATE_TINT : p.mountain ? MOUNTAIN_TINT : LAND_QUIET);
      if (p.owner !== null) paintOwnerBand(marks.owner, scene, p.id, p.owner, this.colour(p.owner));
      else marks.owner.clear();
      marks.over.clear();
      if (p.contested) outlineProvince(marks.over, scene, p.id, VERMILION, 0.8);
      if (p.highlight) outlineProvince(marks.over, scene, p.id, p.highlight === 'battle' ? VERMILION : p.highlight === 'from' ? INK : REACH, 0.95);
      this.buildPieces(scene, p);
    }
    if (changed) {
      scene.layout();
      scene.requestRender();
    }
  }

  private buildPieces(scene: MapSceneApi, p: GekProvince): void {
    const core = new Container();
    let x = 0;
    const items: Container[] = [];
    if (p.castle) items.push(castleIcon(this.colour(p.castle.seat), p.castle.fortified));
    for (const s of p.stacks) {
      const detail = s.kinds ? s.kinds.flatMap((n, i) => (n ? [`${n}${KIND_LETTERS[i]}`] : [])).join(' ') : '';
      items.push(unitStack(s.seat, this.colour(s.seat), { leaders: s.d, troops: s.b, detail }, s.moved));
    }
    // Icons, not glyphs: '令' was tofu without a Japanese font (gek-badges.ts).
    if (p.ninja) items.push(ninjaBadge(p.ninja));
    if (p.sown > 0) items.push(roundBadge(`${p.sown}`, mixColor(0xb8862b, 0xffffff, 0.4)));
    if (p.mandate) items.push(mandateBadge());
    // Allies sharing the province (Political Play & Diplomacy).
    if (p.allied) items.push(alliedBadge());
    if (items.length === 0) {
      scene.setPieces(p.id, null, null);
      return;
    }
    // Measure each in place: a row, centred on the label point.
    const widths = items.map((c) => c.getLocalBounds());
    const gap = 3;
    const total = widths.reduce((w, b) => w + b.width, 0) + gap * (items.length - 1);
    x = -total / 2;
    let top = 0;
    let bottom = 0;
    items.forEach((c, i) => {
      const b = widths[i]!;
      c.position.set(x - b.minX, 0);
      x += b.width + gap;
      top = Math.min(top, b.minY);
      bottom = Math.max(bottom, b.maxY);
      core.addChild(c);
    });
    const box: PieceBox = { x: -total / 2, y: top, w: total, h: bottom - top };
    scene.setPieces(p.id, core, box);
  }
}
