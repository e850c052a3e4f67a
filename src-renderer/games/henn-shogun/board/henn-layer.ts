/**
 * Henn's Shogun on the map kit's scene (kit/map): province tints by region,
 * owners (a wash and a patterned band inside the border), the hatch of
 * provinces out of play, the pieces (cubes, buildings, unrest, planned
 * actions) and names, and the animations between two models: owner flash,
 * army pulse, march arrows — chessground's idea: diff, then animate.
 *
 * Cheap redraws: a new model only rebuilds the owner marks and pieces of
 * provinces whose keys changed. Where WebGL is drawn in software, the
 * highlights are drawn still (still-highlights.ts): a frame of the map costs
 * the page a second there.
 */
import { Container, Graphics } from 'pixi.js';
import type { ColourScheme } from '../../../stores/settings';
import { INK, INK_SOFT, PAPER_LIGHT, VERMILION, seatColor, seatPattern } from '../../../board/palette';
import { fillPolygon } from '../../../kit/map/map-scene';
import type { MapSceneApi, PieceBox } from '../../../kit/map/piece-layer';
import { ProvinceLayer, type ProvinceMarks } from '../../../kit/map/province-layer';
import { hatchFill } from '../../../kit/map/textures';
import { paintOwnerBand } from '../../../kit/map/unit-pieces';
import { label, textStyle } from '../../../pixi/text';
import type { HennBoardModel, HennProvinceModel, Movement, PlannedAction } from './board-model';
import { OUT_OF_PLAY, REGION_COLORS } from './henn-palette';
import { armyStack, buildingRow, planBadge, unrestTokens } from './pieces';
import { StillHighlights } from './still-highlights';
import { softwareRenderer } from '../../../kit/playback/software-renderer';

export interface HennTexts {
  outOfPlay: string;
  /** Short name of a planned action for the badge ("Tax", "+5", "Battle A", "Bid"). */
  action: (action: PlannedAction) => string;
}

type Mark = 'owner' | 'hatch' | 'flash';

interface Arrow {
  graphics: Graphics;
  badge: Container;
}

export class HennLayer extends ProvinceLayer<HennBoardModel, HennProvinceModel, Mark> {
  private readonly arrows = new Map<string, Arrow>();
  private readonly seenMarches = new Set<string>();
  /** The model last drawn on this scene (null: none yet): what the next one is compared with. */
  private shown: HennBoardModel | null = null;
  private scheme: ColourScheme = 'washi';
  private texts: HennTexts = { outOfPlay: 'out of play', action: (a) => a };
  /** Highlights drawn still (software WebGL), taken away with the next board; null: animated. */
  private still: StillHighlights | null = null;
  /** Provinces whose armies changed in this model, ringed still once laid out. */
  private stillRings: string[] = [];
  private animated = false;

  constructor() {
    super(['owner', 'hatch', 'flash']);
  }

  protected override onAttach(scene: MapSceneApi): void {
    this.still = softwareRenderer() ? new StillHighlights(() => this.scene?.requestRender()) : null;
    this.shown = null;
    for (const [id, marks] of this.marks) {
      for (const polygon of scene.map.byId.get(id)?.polygons ?? []) fillPolygon(marks.flash, polygon, 0xffffff);
      marks.flash.alpha = 0;
    }
  }

  override detach(): void {
    this.still?.clear(false);
    super.detach();
    this.arrows.clear();
  }

  borderGroup(id: string): string | null {
    return this.model?.provinces.find((p) => p.id === id)?.region ?? null;
  }

  /** Show a new position; `animated` false draws it at once (a replay's jump: no flashes, pulses or march arrows). */
  override setModel(model: HennBoardModel, animated = true): void {
    this.animated = animated;
    super.setModel(model);
    this.animated = false;
  }

  protected override draw(): void {
    const scene = this.scene;
    const model = this.model;
    if (!scene || !model) return;
    const previous = this.shown;
    this.shown = model;
    const moving = this.animated && previous !== null;
    const animate = moving && !scene.reducedMotion();
    const sideChanged = previous?.side !== model.side || previous?.players !== model.players;
    // The last board's still highlights go in the frame that draws this one.
    this.still?.newBoard();
    this.paintChanged(scene, model);
    if (animate && previous) {
      for (const province of model.provinces) {
        const before = previous.provinces.find((p) => p.id === province.id);
        if (before && before.owner !== province.owner) this.flash(province.id);
        if (before && (before.armies !== province.armies || before.owner !== province.owner)) this.pulse(province.id);
      }
    }
    // New regions (the other side): borders between regions are drawn bolder.
    if (sideChanged) scene.restrokeLines();
    this.showMarches(model.movements, moving);
    scene.layout();
    this.ringStill(scene);
    scene.requestRender();
  }

  /** The rings of this model's army changes, as an animated ring is a third of the way out, still. */
  private ringStill(scene: MapSceneApi): void {
    const ids = this.stillRings;
    this.stillRings = [];
    for (const id of ids) {
      const pieces = scene.piecesOf(id);
      if (!pieces || !this.still) continue;
      const ring = new Graphics();
      const p = pieces.container.position;
      const s = scene.pieceScale();
      const c = pieces.box;
      ring.circle(p.x + (c.x + c.w / 2) * s, p.y + (c.y + c.h / 2) * s, 16 * s).stroke({ width: 2.5, color: VERMILION, alpha: 0.8 });
      scene.underPieces.addChild(ring);
      this.still.show(() => {
        if (!ring.destroyed) ring.destroy();
      });
    }
  }

  setScheme(scheme: ColourScheme): void {
    if (scheme === this.scheme) return;
    this.scheme = scheme;
    this.redrawAll();
  }

  setTexts(texts: HennTexts): void {
    this.texts = texts;
    this.redrawAll();
  }

  /** Owner bands are stroked in screen pixels: only they are drawn again at the new scale (pieces' text is costly). */
  override onLineScale(): void {
    const scene = this.scene;
    const model = this.model;
    if (!scene || !model) return;
    for (const province of model.provinces) {
      const marks = this.marks.get(province.id);
      if (marks) this.paintOwner(scene, marks, province, this.colorOf(province, model));
    }
  }

  // ---- per province ------------------------------------------------------------

  private colorOf(province: HennProvinceModel, model: HennBoardModel): number | null {
    return province.owner === null ? null : seatColor(province.owner, this.scheme, model.colours);
  }

  protected provincesOf(model: HennBoardModel): readonly HennProvinceModel[] {
    return model.provinces;
  }

  protected keyOf(province: HennProvinceModel, model: HennBoardModel): string {
    const { owner, region, armies, buildings, unrest, planned, marching, inPlay } = province;
    return JSON.stringify([owner, region, this.colorOf(province, model), armies, buildings, unrest, planned, marching, inPlay, this.texts.outOfPlay]);
  }

  protected paint(province: HennProvinceModel, marks: ProvinceMarks<Mark>, scene: MapSceneApi, model: HennBoardModel): void {
    scene.setFill(province.id, province.inPlay ? REGION_COLORS[province.region] : OUT_OF_PLAY);
    const color = this.colorOf(province, model);
    this.paintOwner(scene, marks, province, color);
    this.buildPieces(province, color);
    scene.setLabel(province.id, { text: province.name, dim: !province.inPlay, ...(province.inPlay ? {} : { note: this.texts.outOfPlay }) });
  }

  /**
   * The owner: a light wash of its colour over the province and the band of
   * its colour and pattern (kit/map/unit-pieces.ts) — never colour alone, and
   * the region's tint stays readable; a province out of play hatched.
   */
  private paintOwner(scene: MapSceneApi, marks: ProvinceMarks<Mark>, province: HennProvinceModel, color: number | null): void {
    marks.hatch.clear();
    if (!province.inPlay) for (const polygon of scene.map.byId.get(province.id)?.polygons ?? []) fillPolygon(marks.hatch, polygon, { fill: hatchFill(INK_SOFT), alpha: 0.6 });
    if (color === null || province.owner === null) marks.owner.clear();
    else paintOwnerBand(marks.owner, scene, province.id, province.owner, color, 0.16);
  }

  private buildPieces(province: HennProvinceModel, color: number | null): void {
    const scene = this.scene;
    if (!scene) return;
    const core = new Container();
    let top = 0;
    let bottom = 0;
    let left = 0;
    let right = 0;
    const grow = (x0: number, y0: number, x1: number, y1: number): void => {
      left = Math.min(left, x0);
      right = Math.max(right, x1);
      top = Math.min(top, y0);
      bottom = Math.max(bottom, y1);
    };
    // Bounds below are measured where the pieces will stand: in the province's token.
    const holder = scene.piecesOf(province.id)?.container;
    holder?.addChild(core);
    if (province.owner !== null && color !== null && province.armies > 0) {
      const stack = armyStack(province.armies, color, seatPattern(province.owner));
      core.addChild(stack);
      const b = stack.getLocalBounds();
      grow(b.minX, b.minY, b.maxX, b.maxY);
      if (province.marching) {
        const ring = new Graphics();
        ring.roundRect(b.minX - 4, b.minY - 4, b.width + 8, b.height + 8, 8).stroke({ width: 1.8, color: VERMILION });
        core.addChildAt(ring, 0);
        grow(b.minX - 5, b.minY - 5, b.maxX + 5, b.maxY + 5);
      }
    }
    if (province.unrest > 0) {
      const unrest = unrestTokens(province.unrest);
      unrest.position.set(left - 7, 2);
      core.addChild(unrest);
      const b = unrest.getBounds();
      const lb = core.toLocal({ x: b.minX, y: b.minY }, undefined);
      grow(lb.x, lb.y, lb.x + b.width, lb.y + b.height);
    }
    if (province.buildings.length > 0) {
      const row = buildingRow(province.buildings);
      row.position.set(0, top - 9);
      core.addChild(row);
      grow(-row.width / 2, top - 17, row.width / 2, top);
    }
    if (province.planned.length > 0) {
      const badge = planBadge(province.planned.map((p) => ({ text: this.texts.action(p.action), done: p.done })));
      badge.position.set(0, top - 9);
      core.addChild(badge);
      grow(-badge.width / 2, top - 16, badge.width / 2, top);
    }
    holder?.removeChild(core);
    const box: PieceBox = { x: left, y: top, w: right - left, h: bottom - top };
    scene.setPieces(province.id, core, box);
  }

  // ---- animation -------------------------------------------------------------------------

  /** A new owner: the province lights up and fades back. */
  private flash(id: string): void {
    const marks = this.marks.get(id);
    if (!marks || !this.scene) return;
    if (this.still) {
      marks.flash.alpha = 0.5;
      this.still.show(() => {
        marks.flash.alpha = 0;
      });
      return;
    }
    this.scene.animate(900, (t) => {
      marks.flash.alpha = 0.75 * (1 - t) ** 2;
    });
  }

  /** The army count changed: a ring spreads from the stack. */
  private pulse(id: string): void {
    const scene = this.scene;
    if (!scene) return;
    if (this.still) {
      // Drawn once the pieces are laid out (setModel): a new stack has no place yet.
      this.stillRings.push(id);
      return;
    }
    const ring = new Graphics();
    scene.underPieces.addChild(ring);
    scene.animate(
      800,
      (t) => {
        const pieces = scene.piecesOf(id);
        if (!pieces || ring.destroyed) return;
        const p = pieces.container.position;
        const s = scene.pieceScale();
        const c = pieces.box;
        const cx = p.x + (c.x + c.w / 2) * s;
        const cy = p.y + (c.y + c.h / 2) * s;
        ring.clear().circle(cx, cy, (10 + 18 * t) * s).stroke({ width: 3 * (1 - t) + 0.5, color: VERMILION, alpha: 1 - t });
        const bump = 1 + 0.25 * Math.sin(Math.PI * t);
        pieces.container.scale.set(s * bump);
      },
      () => {
        if (!ring.destroyed) ring.destroy();
        scene.piecesOf(id)?.container.scale.set(scene.pieceScale());
      },
    );
  }

  /** New marches since the last model: an arrow from A to B in the seat's colour, drawn on, then faded. */
  private showMarches(movements: readonly Movement[], animate: boolean): void {
    const keys = new Set(movements.map((m, i) => m.key ?? `${m.from}>${m.to}#${i}`));
    // A new season starts a new list: forget the old keys.
    for (const key of [...this.seenMarches]) if (!keys.has(key)) this.seenMarches.delete(key);
    movements.forEach((m, i) => {
      const key = m.key ?? `${m.from}>${m.to}#${i}`;
      if (this.seenMarches.has(key)) return;
      this.seenMarches.add(key);
      if (animate) this.drawArrow(m, key);
    });
  }

  private drawArrow(m: Movement, key: string): void {
    const scene = this.scene;
    const a = scene?.map.byId.get(m.from);
    const b = scene?.map.byId.get(m.to);
    if (!scene || !a || !b || !this.model) return;
    const color = seatColor(m.seat, this.scheme, this.model.colours);
    const scale = scene.scale();
    const px = (n: number): number => n / scale;
    const [x0, y0] = a.label;
    const [x1, y1] = b.label;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const length = Math.hypot(dx, dy) || 1;
    // Bend a little, and stop short of both stacks.
    const cx = (x0 + x1) / 2 - dy * 0.18;
    const cy = (y0 + y1) / 2 + dx * 0.18;
    const trim = Math.min(0.3, px(16) / length);
    const graphics = new Graphics();
    const badge = armyBadge(m.armies, color);
    badge.alpha = 0;
    scene.overLines.addChild(graphics);
    scene.overPieces.addChild(badge);
    const arrow: Arrow = { graphics, badge };
    this.arrows.get(key)?.graphics.destroy();
    this.arrows.set(key, arrow);
    const at = (t: number): [number, number] => [(1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t ** 2 * x1, (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t ** 2 * y1];
    const draw = (reach: number): void => {
      graphics.clear();
      const end = trim + (1 - 2 * trim) * reach;
      const pts: number[] = [];
      for (let k = 0; k <= 30; k++) pts.push(...at(trim + ((end - trim) * k) / 30));
      graphics.poly(pts, false).stroke({ width: px(7), color: INK, alpha: 0.8, cap: 'round', join: 'round' });
      graphics.poly(pts, false).stroke({ width: px(4.2), color, alpha: 1, cap: 'round', join: 'round' });
      const [hx, hy] = at(end);
      const [bx, by] = at(end - 0.02);
      const ux = hx - bx;
      const uy = hy - by;
      const ul = Math.hypot(ux, uy) || 1;
      const nx = ux / ul;
      const ny = uy / ul;
      const size = px(11);
      graphics.poly([hx + nx * size * 0.6, hy + ny * size * 0.6, hx - nx * size * 0.5 - ny * size * 0.55, hy - ny * size * 0.5 + nx * size * 0.55, hx - nx * size * 0.5 + ny * size * 0.55, hy - ny * size * 0.5 - nx * size * 0.55]).fill(color).stroke({ width: px(1.4), color: INK });
      const [mx, my] = at(0.5);
      const [sx, sy] = scene.worldToScreen(mx, my);
      badge.position.set(sx, sy);
    };
    const remove = (): void => {
      graphics.destroy();
      badge.destroy({ children: true });
      if (this.arrows.get(key) === arrow) this.arrows.delete(key);
    };
    if (scene.reducedMotion()) {
      // No motion: the arrow is simply shown for a while, then taken away.
      draw(1);
      badge.alpha = 1;
      setTimeout(() => {
        if (!graphics.destroyed) remove();
        scene.requestRender();
      }, 4000);
      return;
    }
    if (this.still) {
      draw(1);
      badge.alpha = 1;
      this.still.show(() => {
        if (!graphics.destroyed) remove();
      });
      return;
    }
    scene.animate(
      3200,
      (t) => {
        if (graphics.destroyed) return;
        draw(Math.min(1, t / 0.3));
        const fade = t < 0.75 ? 1 : 1 - (t - 0.75) / 0.25;
        graphics.alpha = fade;
        badge.alpha = t < 0.3 ? 0 : fade;
      },
      () => {
        if (!graphics.destroyed) remove();
      },
    );
  }
}

function armyBadge(armies: number, color: number): Container {
  const box = new Container();
  const g = new Graphics();
  g.circle(0, 0, 9).fill(PAPER_LIGHT).stroke({ width: 2, color });
  box.addChild(g);
  const t = label(String(armies), textStyle(10, INK, 'bold'));
  t.anchor.set(0.5);
  box.addChild(t);
  return box;
}
