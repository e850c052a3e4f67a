/**
 * Henn's Shogun board in Pixi: the map (sea with seigaiha waves, provinces
 * tinted by region, ink borders, sea routes, mountain barriers) in a world
 * container moved by the camera, and the pieces (cubes, buildings, unrest,
 * planned actions, names) in screen space on top, so they stay legible at
 * every zoom.
 *
 * Cheap redraws: province shapes are built once; a new model only re-tints
 * fills and rebuilds the pieces and owner marks of provinces that changed.
 * Ink lines are re-stroked when the zoom settles (constant width on screen).
 * Changes between two models are animated (owner flash, army pulse, march
 * arrows) unless reduced motion is on — chessground's idea: diff, then animate.
 */
import { Container, Graphics, Text, TilingSprite, type Application, type FillInput } from 'pixi.js';
import type { ColourScheme } from '../stores/settings';
import { clampCamera, fitCamera, panBy, revealBox, scaleOf, screenToWorld, worldToScreen, zoomAt, ZOOM_STEP, type Camera, type Viewport } from './camera';
import type { HennBoardModel, HennProvinceModel, Movement, PlannedAction } from './henn-board-model';
import { provinceAt, type HennMap, type MapProvince } from './map/henn-map';
import type { Polygon } from './map/geometry';
import {
  INK,
  INK_SOFT,
  LAND_QUIET,
  OUT_OF_PLAY,
  PAPER_LIGHT,
  REGION_COLORS,
  SEA,
  SEA_DEEP,
  VERMILION,
  mixColor,
  seatColor,
  seatPattern,
} from './palette';
import { armyStack, buildingRow, label, planBadge, textStyle, unrestTokens } from './pieces';
import { hatchFill, paperTexture, seatMarks, setPatternScale, waveTexture } from './textures';

export interface SceneLook {
  scheme: ColourScheme;
  reducedMotion: boolean;
  /** Animation speed: 1 = normal, 2 = twice as fast. */
  speed: number;
}

export interface SceneTexts {
  outOfPlay: string;
  /** Short name of a planned action for the badge ("Tax", "+5", "Battle A", "Bid"). */
  action: (action: PlannedAction) => string;
}

interface ProvinceNode {
  map: MapProvince;
  fill: Graphics;
  owner: Graphics;
  hatch: Graphics;
  flash: Graphics;
  token: Container;
  core: { x: number; y: number; w: number; h: number };
  name: Text | null;
  inPlay: boolean;
  ownerKey: string;
  tokenKey: string;
}

interface Tween {
  elapsed: number;
  duration: number;
  step: (t: number) => void;
  done?: () => void;
}

interface Arrow {
  key: string;
  graphics: Graphics;
  badge: Container;
}

const PADDING = 22;
/** Wait this long after the last zoom step before re-stroking the ink lines. */
const SETTLE_MS = 140;

export class HennBoardScene {
  private readonly background = new Graphics();
  private readonly waves: TilingSprite;
  private readonly world = new Container();
  private readonly shore = new Graphics();
  private readonly quietLand = new Graphics();
  private readonly fills = new Container();
  private readonly owners = new Container();
  private readonly hatches = new Container();
  private readonly flashes = new Container();
  private readonly lines = new Graphics();
  private readonly highlight = new Graphics();
  private readonly arrowLayer = new Container();
  private readonly grain: TilingSprite;
  private readonly tokens = new Container();
  private readonly pulses = new Container();
  private readonly frame = new Graphics();
  private readonly nodes = new Map<string, ProvinceNode>();
  private readonly tweens = new Set<Tween>();
  private readonly arrows = new Map<string, Arrow>();
  private readonly seenMarches = new Set<string>();

  private model: HennBoardModel | null = null;
  private look: SceneLook = { scheme: 'washi', reducedMotion: false, speed: 1 };
  private texts: SceneTexts = { outOfPlay: 'out of play', action: (a) => a };
  private camera: Camera;
  private viewport: Viewport;
  private lineScale = 0;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private hovered: string | null = null;
  private focused: string | null = null;
  private firstModel = true;
  private frameRequest: number | null = null;
  private lastFrame = 0;

  /** Told whenever the camera moves (zoom relative to fit). */
  onCamera: ((camera: Camera) => void) | null = null;

  constructor(
    private readonly app: Application,
    private readonly map: HennMap,
  ) {
    this.camera = fitCamera(map.extent);
    this.viewport = { width: app.screen.width, height: app.screen.height, padding: PADDING };
    this.waves = new TilingSprite({ texture: waveTexture(SEA, mixColor(SEA, SEA_DEEP, 0.45)), width: 1, height: 1 });
    this.waves.alpha = 0.55;
    this.grain = new TilingSprite({ texture: paperTexture(), width: 1, height: 1 });
    this.grain.alpha = 0.9;
    this.world.addChild(this.shore, this.quietLand, this.fills, this.owners, this.hatches, this.flashes, this.lines, this.highlight, this.arrowLayer);
    app.stage.addChild(this.background, this.waves, this.world, this.grain, this.pulses, this.tokens, this.frame);
    this.buildStaticMap();
    // Render on demand, not 60 times a second: an idle board costs nothing.
    app.stop();
    this.resize(app.screen.width, app.screen.height);
  }

  // ---- public API ------------------------------------------------------------

  /** Show a new position; `animate` false draws it at once (a replay's jump: no flashes, pulses or march arrows). */
  setModel(model: HennBoardModel, animated = true): void {
    const previous = this.model;
    this.model = model;
    const moving = animated && !this.firstModel;
    const animate = moving && !this.look.reducedMotion;
    const sideChanged = previous?.side !== model.side || previous?.players !== model.players;
    for (const province of model.provinces) {
      const node = this.nodes.get(province.id);
      if (!node) continue;
      const before = previous?.provinces.find((p) => p.id === province.id);
      this.paintProvince(node, province, model);
      if (animate && before && before.owner !== province.owner) this.flash(node);
      if (animate && before && (before.armies !== province.armies || before.owner !== province.owner)) this.pulse(node);
    }
    if (sideChanged || this.lineScale === 0) this.strokeLines();
    this.showMarches(model.movements, moving);
    this.firstModel = false;
    this.layoutTokens();
    this.requestRender();
  }

  setLook(look: SceneLook): void {
    const schemeChanged = look.scheme !== this.look.scheme;
    this.look = look;
    if (look.reducedMotion) this.finishTweens();
    if (schemeChanged && this.model) this.repaintAll();
    this.requestRender();
  }

  setTexts(texts: SceneTexts): void {
    this.texts = texts;
    if (this.model) this.repaintAll();
    this.requestRender();
  }

  resize(width: number, height: number): void {
    this.viewport = { width, height, padding: PADDING };
    // At fit, stay fitted (re-centred); zoomed in, keep the zoom and the place as far as the new size allows.
    this.camera = this.camera.zoom <= 1.0001 ? fitCamera(this.map.extent) : clampCamera(this.camera, this.map.extent, this.viewport);
    this.background.clear().rect(0, 0, width, height).fill(SEA);
    this.waves.width = width;
    this.waves.height = height;
    this.grain.width = width;
    this.grain.height = height;
    this.drawFrame();
    this.applyCamera(true);
  }

  getCamera(): Camera {
    return { ...this.camera };
  }

  /** Zoom in (factor > 1) or out around a screen point (default: the middle). */
  zoomBy(factor: number, sx = this.viewport.width / 2, sy = this.viewport.height / 2): void {
    this.camera = zoomAt(this.camera, factor, sx, sy, this.map.extent, this.viewport);
    this.applyCamera(false);
  }

  zoomIn(): void {
    this.zoomBy(ZOOM_STEP);
  }

  zoomOut(): void {
    this.zoomBy(1 / ZOOM_STEP);
  }

  fit(): void {
    this.camera = fitCamera(this.map.extent);
    this.applyCamera(true);
  }

  panBy(dx: number, dy: number): void {
    this.camera = panBy(this.camera, dx, dy, this.map.extent, this.viewport);
    this.applyCamera(false);
  }

  /** The province under a point of the canvas (CSS pixels), if any. */
  provinceAtScreen(sx: number, sy: number): string | null {
    const [x, y] = screenToWorld(this.camera, this.map.extent, this.viewport, sx, sy);
    return provinceAt(this.map, x, y)?.id ?? null;
  }

  /** Where a province's pieces sit on the canvas (CSS pixels). */
  provinceScreenPoint(id: string): [number, number] | null {
    const p = this.map.byId.get(id);
    return p ? worldToScreen(this.camera, this.map.extent, this.viewport, p.label[0], p.label[1]) : null;
  }

  setHover(id: string | null): void {
    if (id === this.hovered) return;
    this.hovered = id;
    this.drawHighlight();
  }

  /** Keyboard focus: a ring on the board, and the province brought into view. */
  setFocus(id: string | null): void {
    if (id === this.focused) return;
    this.focused = id;
    const p = id ? this.map.byId.get(id) : null;
    if (p) {
      const before = this.camera;
      this.camera = revealBox(this.camera, p.box, 40, this.map.extent, this.viewport);
      if (before.x !== this.camera.x || before.y !== this.camera.y) this.applyCamera(false);
    }
    this.drawHighlight();
  }

  destroy(): void {
    if (this.frameRequest !== null) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = null;
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.tweens.clear();
    for (const child of [this.background, this.waves, this.world, this.grain, this.pulses, this.tokens, this.frame]) child.destroy({ children: true });
  }

  // ---- the map, built once -----------------------------------------------------

  private buildStaticMap(): void {
    const all: Polygon[] = [...this.map.provinces.flatMap((p) => p.polygons), ...this.map.land.flatMap((l) => l.polygons)];
    // A soft wash along every coast, like watercolour bleeding into the sea (world units: it grows with the map).
    for (const [width, alpha] of [
      [7, 0.14],
      [3, 0.2],
    ] as const) {
      for (const polygon of all) this.shore.poly(polygon[0]!, true);
      this.shore.stroke({ width, color: SEA_DEEP, alpha, join: 'round' });
    }
    for (const land of this.map.land) for (const polygon of land.polygons) fillPolygon(this.quietLand, polygon, LAND_QUIET);
    for (const province of this.map.provinces) {
      const fill = new Graphics();
      const owner = new Graphics();
      const hatch = new Graphics();
      const flash = new Graphics();
      for (const polygon of province.polygons) {
        fillPolygon(fill, polygon, 0xffffff);
        fillPolygon(flash, polygon, 0xffffff);
      }
      flash.alpha = 0;
      this.fills.addChild(fill);
      this.owners.addChild(owner);
      this.hatches.addChild(hatch);
      this.flashes.addChild(flash);
      const token = new Container();
      this.tokens.addChild(token);
      this.nodes.set(province.id, { map: province, fill, owner, hatch, flash, token, core: { x: 0, y: 0, w: 0, h: 0 }, name: null, inPlay: true, ownerKey: '', tokenKey: '' });
    }
  }

  // ---- per province ------------------------------------------------------------

  private repaintAll(): void {
    const model = this.model;
    if (!model) return;
    for (const province of model.provinces) {
      const node = this.nodes.get(province.id);
      if (!node) continue;
      node.ownerKey = '';
      node.tokenKey = '';
      this.paintProvince(node, province, model);
    }
    this.layoutTokens();
  }

  private paintProvince(node: ProvinceNode, province: HennProvinceModel, model: HennBoardModel): void {
    node.fill.tint = province.inPlay ? REGION_COLORS[province.region] : OUT_OF_PLAY;
    const color = province.owner === null ? null : seatColor(province.owner, this.look.scheme, model.colours);
    const ownerKey = `${province.owner}:${color}:${province.inPlay}`;
    if (ownerKey !== node.ownerKey) {
      node.ownerKey = ownerKey;
      this.paintOwner(node, province, color);
    }
    const tokenKey = JSON.stringify([province.owner, color, province.armies, province.buildings, province.unrest, province.planned, province.marching, province.inPlay]);
    if (tokenKey !== node.tokenKey) {
      node.tokenKey = tokenKey;
      this.buildToken(node, province, color);
    }
  }

  /**
   * The owner: a light wash of its colour over the province and a band along
   * the inside of the border in its colour, striped, dotted, checked or ringed
   * with its pattern — never colour alone, and the region's tint stays readable.
   */
  private paintOwner(node: ProvinceNode, province: HennProvinceModel, color: number | null): void {
    node.hatch.clear();
    if (!province.inPlay) for (const polygon of node.map.polygons) fillPolygon(node.hatch, polygon, { fill: hatchFill(INK_SOFT), alpha: 0.6 });
    const g = node.owner;
    g.clear();
    if (color === null || province.owner === null) return;
    for (const polygon of node.map.polygons) fillPolygon(g, polygon, { color, alpha: 0.16 });
    const scale = Math.max(0.2, this.lineScale || scaleOf(this.camera, this.map.extent, this.viewport));
    const marks = seatMarks(seatPattern(province.owner));
    // Inside alignment: the band stays within the province, neighbours' bands never overlap.
    // Narrower on a small board, where provinces are only a few bands wide.
    const band = { width: Math.max(3, Math.min(5.5, 1.8 + 2 * scale)) / scale, alignment: 1, join: 'round' } as const;
    for (const polygon of node.map.polygons) {
      for (const ring of polygon) g.poly(ring, true);
      g.stroke({ ...band, color, alpha: 0.85 });
      if (marks) {
        for (const ring of polygon) g.poly(ring, true);
        g.stroke({ ...band, fill: marks, alpha: 0.7 });
      }
    }
  }

  private buildToken(node: ProvinceNode, province: HennProvinceModel, color: number | null): void {
    const token = node.token;
    node.inPlay = province.inPlay;
    for (const child of token.removeChildren()) child.destroy({ children: true });
    const core = new Container();
    token.addChild(core);
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
    node.core = { x: left, y: top, w: right - left, h: bottom - top };
    const name = label(province.name.toUpperCase(), { ...textStyle(9, province.inPlay ? INK : INK_SOFT, '600', 2.6), letterSpacing: 0.6 });
    name.anchor.set(0.5, 0);
    token.addChild(name);
    node.name = name;
    if (!province.inPlay) {
      const note = label(this.texts.outOfPlay, { ...textStyle(8.5, INK_SOFT, 'normal', 3), fontStyle: 'italic' });
      note.anchor.set(0.5, 0);
      note.position.set(0, 11);
      name.addChild(note);
    }
    this.placeName(node, 'below');
  }

  private placeName(node: ProvinceNode, where: 'below' | 'above' | 'right' | 'left'): void {
    const name = node.name;
    if (!name) return;
    const c = node.core;
    const empty = c.w === 0 && c.h === 0;
    if (empty) {
      name.anchor.set(0.5, 0.5);
      name.position.set(0, 0);
      return;
    }
    switch (where) {
      case 'below':
        name.anchor.set(0.5, 0);
        name.position.set(c.x + c.w / 2, c.y + c.h + 1);
        break;
      case 'above':
        name.anchor.set(0.5, 1);
        name.position.set(c.x + c.w / 2, c.y - 1);
        break;
      case 'right':
        name.anchor.set(0, 0.5);
        name.position.set(c.x + c.w + 3, c.y + c.h / 2);
        break;
      case 'left':
        name.anchor.set(1, 0.5);
        name.position.set(c.x - 3, c.y + c.h / 2);
        break;
    }
  }

  // ---- camera and layout -----------------------------------------------------------

  private applyCamera(settleNow: boolean): void {
    const scale = scaleOf(this.camera, this.map.extent, this.viewport);
    this.world.scale.set(scale);
    this.world.position.set(this.viewport.width / 2 - this.camera.x * scale, this.viewport.height / 2 - this.camera.y * scale);
    // The waves stay anchored to the map, at a gentle fraction of its scale.
    const waveScale = Math.max(0.45, Math.min(1.4, scale * 0.55));
    this.waves.tileScale.set(waveScale);
    this.waves.tilePosition.set(this.world.position.x, this.world.position.y);
    this.layoutTokens();
    if (settleNow) this.settle();
    else {
      if (this.settleTimer) clearTimeout(this.settleTimer);
      this.settleTimer = setTimeout(() => this.settle(), SETTLE_MS);
    }
    this.onCamera?.(this.getCamera());
    this.requestRender();
  }

  private settle(): void {
    this.settleTimer = null;
    const scale = scaleOf(this.camera, this.map.extent, this.viewport);
    if (Math.abs(scale - this.lineScale) < 1e-6) return;
    this.strokeLines();
    this.requestRender();
  }

  /** Pieces grow a little as the map grows, but far less than the map. */
  private tokenScale(): number {
    const scale = scaleOf(this.camera, this.map.extent, this.viewport);
    return Math.max(0.72, Math.min(1.5, 0.4 + 0.5 * scale));
  }

  private layoutTokens(): void {
    const s = this.tokenScale();
    const entries = [...this.nodes.values()].map((node) => {
      const [x, y] = worldToScreen(this.camera, this.map.extent, this.viewport, node.map.label[0], node.map.label[1]);
      return { node, x, y, ox: x, oy: y };
    });
    // Neighbours' pieces must not cover each other: push overlapping ones apart a little
    // (a few rounds; never far from their province's label point).
    const reach = 16 * s;
    const boxOf = (e: (typeof entries)[number]) => {
      const c = e.node.core;
      return { x0: e.x + c.x * s - 2, y0: e.y + c.y * s - 2, x1: e.x + (c.x + c.w) * s + 2, y1: e.y + (c.y + c.h) * s + 2 };
    };
    const withPieces = entries.filter((e) => e.node.core.w > 0);
    for (let round = 0; round < 10; round++) {
      let moved = false;
      for (let i = 0; i < withPieces.length; i++) {
        for (let j = i + 1; j < withPieces.length; j++) {
          const a = withPieces[i]!;
          const b = withPieces[j]!;
          const ba = boxOf(a);
          const bb = boxOf(b);
          if (!overlaps(ba, bb)) continue;
          const dx = Math.min(ba.x1 - bb.x0, bb.x1 - ba.x0);
          const dy = Math.min(ba.y1 - bb.y0, bb.y1 - ba.y0);
          if (dx < dy) {
            const sign = a.x <= b.x ? -1 : 1;
            a.x += (sign * dx) / 2;
            b.x -= (sign * dx) / 2;
          } else {
            const sign = a.y <= b.y ? -1 : 1;
            a.y += (sign * dy) / 2;
            b.y -= (sign * dy) / 2;
          }
          for (const e of [a, b]) {
            const ddx = e.x - e.ox;
            const ddy = e.y - e.oy;
            const d = Math.hypot(ddx, ddy);
            if (d > reach) {
              e.x = e.ox + (ddx / d) * reach;
              e.y = e.oy + (ddy / d) * reach;
            }
          }
          moved = true;
        }
      }
      if (!moved) break;
    }
    const placed: { x0: number; y0: number; x1: number; y1: number; owner: ProvinceNode }[] = [];
    for (const e of entries) {
      e.node.token.position.set(e.x, e.y);
      e.node.token.scale.set(s);
      if (e.node.core.w > 0) placed.push({ ...boxOf(e), owner: e.node });
    }
    // Names: below the pieces, unless that covers a neighbour's pieces or name; then above,
    // right or left. Where none is free on a small board the name waits for the zoom (the
    // province card and the list of provinces still name it).
    entries.sort((a, b) => Number(b.node.inPlay) - Number(a.node.inPlay) || b.node.map.radius - a.node.map.radius);
    const crowded = s < 1.2;
    for (const { node } of entries) {
      const name = node.name;
      if (!name) continue;
      const free = (box: { x0: number; y0: number; x1: number; y1: number }): boolean => !placed.some((p) => p.owner !== node && overlaps(p, box));
      let chosen: { x0: number; y0: number; x1: number; y1: number } | null = null;
      for (const where of ['below', 'above', 'right', 'left'] as const) {
        this.placeName(node, where);
        const box = nameBox(name);
        if (free(box)) {
          chosen = box;
          break;
        }
        if (node.core.w === 0 && node.core.h === 0) break;
      }
      if (!chosen) this.placeName(node, 'below');
      name.visible = chosen !== null || !crowded;
      if (name.visible) placed.push({ ...(chosen ?? nameBox(name)), owner: node });
    }
  }

  // ---- ink lines ---------------------------------------------------------------------

  private strokeLines(): void {
    const scale = scaleOf(this.camera, this.map.extent, this.viewport);
    this.lineScale = scale;
    const px = (n: number): number => n / scale;
    // A pattern tile (16 texels) about 8 pixels wide on screen, at every zoom.
    setPatternScale(0.5 / scale);
    const g = this.lines;
    g.clear();
    const model = this.model;
    const region = new Map(model?.provinces.map((p) => [p.id, p.region]) ?? []);
    const henn = this.map.byId;
    const groups = { coast: [] as (readonly number[])[], quietCoast: [] as (readonly number[])[], region: [] as (readonly number[])[], province: [] as (readonly number[])[], quiet: [] as (readonly number[])[] };
    for (const border of this.map.borders) {
      const a = border.left;
      const b = border.right;
      const aHenn = a !== null && henn.has(a);
      const bHenn = b !== null && henn.has(b);
      if (a === null || b === null) (aHenn || bHenn ? groups.coast : groups.quietCoast).push(border.points);
      else if (aHenn && bHenn) (region.get(a) !== region.get(b) ? groups.region : groups.province).push(border.points);
      else groups.quiet.push(border.points);
    }
    const path = (lines: (readonly number[])[]): void => {
      for (const points of lines) {
        g.moveTo(points[0]!, points[1]!);
        for (let i = 2; i < points.length; i += 2) g.lineTo(points[i]!, points[i + 1]!);
      }
    };
    path(groups.quiet);
    g.stroke({ width: px(0.6), color: INK_SOFT, alpha: 0.45, join: 'round' });
    path(groups.quietCoast);
    g.stroke({ width: px(0.8), color: INK_SOFT, alpha: 0.75, join: 'round' });
    path(groups.province);
    g.stroke({ width: px(0.9), color: INK, alpha: 0.55, join: 'round' });
    path(groups.region);
    g.stroke({ width: px(2.1), color: INK, alpha: 0.85, join: 'round', cap: 'round' });
    path(groups.coast);
    g.stroke({ width: px(1.3), color: INK, alpha: 0.9, join: 'round' });
    this.drawBarriers(px);
    this.drawRoutes(px);
    // Owner bands and the highlight are stroked in screen pixels too.
    if (model) {
      for (const province of model.provinces) {
        const node = this.nodes.get(province.id);
        if (!node) continue;
        node.ownerKey = '';
        const color = province.owner === null ? null : seatColor(province.owner, this.look.scheme, model.colours);
        node.ownerKey = `${province.owner}:${color}:${province.inPlay}`;
        this.paintOwner(node, province, color);
      }
    }
    this.drawHighlight();
  }

  /** Borders armies cannot cross: a mountain range drawn along them, small inked peaks on the line. */
  private drawBarriers(px: (n: number) => number): void {
    const g = this.lines;
    for (const barrier of this.map.barriers) {
      for (const points of barrier.lines) {
        g.moveTo(points[0]!, points[1]!);
        for (let i = 2; i < points.length; i += 2) g.lineTo(points[i]!, points[i + 1]!);
        g.stroke({ width: px(2.4), color: INK, alpha: 0.9, join: 'round' });
        walkLine(points, px(11), (x, y) => {
          const half = px(5);
          const h = px(9);
          const base = y + px(3);
          // A peak with a shaded east flank, as mountains are drawn on old maps.
          g.poly([x - half, base, x, base - h, x + half, base]).fill(PAPER_LIGHT).stroke({ width: px(1.1), color: INK, join: 'round' });
          g.poly([x, base - h, x + half, base, x + px(0.6), base]).fill({ color: INK, alpha: 0.55 });
        });
      }
    }
  }

  /** Sea routes and the board's own links: dashed ink curves with a dot at each end. */
  private drawRoutes(px: (n: number) => number): void {
    const g = this.lines;
    for (const route of this.map.routes) {
      const [x0, y0, cx, cy, x1, y1] = route.points as [number, number, number, number, number, number];
      const samples: number[] = [];
      for (let k = 0; k <= 40; k++) {
        const t = k / 40;
        samples.push((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t ** 2 * x1, (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t ** 2 * y1);
      }
      dashes(g, samples, px(6), px(4));
      g.stroke({ width: px(1.8), color: INK, alpha: 0.8, cap: 'round' });
      g.circle(x0, y0, px(2.6)).circle(x1, y1, px(2.6)).fill({ color: PAPER_LIGHT }).stroke({ width: px(1.2), color: INK, alpha: 0.85 });
    }
  }

  private drawHighlight(): void {
    const g = this.highlight;
    g.clear();
    const scale = scaleOf(this.camera, this.map.extent, this.viewport);
    const px = (n: number): number => n / scale;
    const outline = (id: string | null): MapProvince | null => {
      const p = id ? this.map.byId.get(id) : null;
      if (!p) return null;
      for (const polygon of p.polygons) for (const ring of polygon) g.poly(ring, true);
      return p;
    };
    if (this.hovered && this.hovered !== this.focused && outline(this.hovered)) {
      g.stroke({ width: px(3), color: VERMILION, alpha: 0.85, join: 'round' });
    }
    if (outline(this.focused)) {
      // A double ring (paper inside ink) reads on every tint: the keyboard focus.
      g.stroke({ width: px(5.5), color: INK, alpha: 0.95, join: 'round' });
      outline(this.focused);
      g.stroke({ width: px(2.2), color: PAPER_LIGHT, alpha: 1, join: 'round' });
    }
    this.requestRender();
  }

  private drawFrame(): void {
    const { width, height } = this.viewport;
    const f = this.frame;
    f.clear();
    f.rect(5, 5, width - 10, height - 10).stroke({ width: 2.2, color: INK, alpha: 0.85 });
    f.rect(10, 10, width - 20, height - 20).stroke({ width: 0.8, color: INK, alpha: 0.55 });
    // Small ink corner blocks, as on a printed map's border.
    for (const [x, y] of [
      [5, 5],
      [width - 5, 5],
      [5, height - 5],
      [width - 5, height - 5],
    ] as const) {
      f.rect(x - 4, y - 4, 8, 8).fill(INK);
    }
  }

  // ---- animation -------------------------------------------------------------------------

  /** Draw the next frame (once, however often it is asked for before then). */
  requestRender(): void {
    if (this.frameRequest !== null) return;
    this.frameRequest = requestAnimationFrame(this.renderFrame);
  }

  private readonly renderFrame = (now: number): void => {
    this.frameRequest = null;
    // Tweens follow the clock: a slow renderer (software WebGL) draws fewer frames of an
    // animation, never a longer one that keeps the main thread busy for seconds.
    const delta = this.lastFrame > 0 ? now - this.lastFrame : 16;
    this.lastFrame = now;
    for (const tween of [...this.tweens]) {
      tween.elapsed += delta * this.look.speed;
      const t = Math.min(1, tween.elapsed / tween.duration);
      tween.step(t);
      if (t >= 1) {
        this.tweens.delete(tween);
        tween.done?.();
      }
    }
    this.app.render();
    if (this.tweens.size > 0) this.requestRender();
    else this.lastFrame = 0;
  };

  private animate(duration: number, step: (t: number) => void, done?: () => void): void {
    if (this.look.reducedMotion) {
      step(1);
      done?.();
      return;
    }
    this.tweens.add({ elapsed: 0, duration, step, done });
    this.requestRender();
  }

  private finishTweens(): void {
    for (const tween of [...this.tweens]) {
      tween.step(1);
      tween.done?.();
    }
    this.tweens.clear();
    this.requestRender();
  }

  /** A new owner: the province lights up and fades back. */
  private flash(node: ProvinceNode): void {
    this.animate(900, (t) => {
      node.flash.alpha = 0.75 * (1 - t) ** 2;
    });
  }

  /** The army count changed: a ring spreads from the stack. */
  private pulse(node: ProvinceNode): void {
    const ring = new Graphics();
    this.pulses.addChild(ring);
    this.animate(
      800,
      (t) => {
        const p = node.token.position;
        const s = this.tokenScale();
        const c = node.core;
        const cx = p.x + (c.x + c.w / 2) * s;
        const cy = p.y + (c.y + c.h / 2) * s;
        ring.clear().circle(cx, cy, (10 + 18 * t) * s).stroke({ width: 3 * (1 - t) + 0.5, color: VERMILION, alpha: 1 - t });
        const bump = 1 + 0.25 * Math.sin(Math.PI * t);
        node.token.scale.set(s * bump);
      },
      () => {
        ring.destroy();
        node.token.scale.set(this.tokenScale());
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
    const a = this.map.byId.get(m.from);
    const b = this.map.byId.get(m.to);
    if (!a || !b || !this.model) return;
    const color = seatColor(m.seat, this.look.scheme, this.model.colours);
    const scale = scaleOf(this.camera, this.map.extent, this.viewport);
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
    this.arrowLayer.addChild(graphics);
    this.tokens.addChild(badge);
    const arrow: Arrow = { key, graphics, badge };
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
      const [sx, sy] = worldToScreen(this.camera, this.map.extent, this.viewport, mx, my);
      badge.position.set(sx, sy);
    };
    const remove = (): void => {
      graphics.destroy();
      badge.destroy({ children: true });
      if (this.arrows.get(key) === arrow) this.arrows.delete(key);
    };
    if (this.look.reducedMotion) {
      // No motion: the arrow is simply shown for a while, then taken away.
      draw(1);
      badge.alpha = 1;
      setTimeout(() => {
        if (!graphics.destroyed) remove();
        this.requestRender();
      }, 4000);
      return;
    }
    this.animate(
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

// ---- helpers -------------------------------------------------------------------------------

function fillPolygon(g: Graphics, polygon: Polygon, style: FillInput): void {
  const [outer, ...holes] = polygon;
  if (!outer) return;
  g.poly(outer, true).fill(style);
  for (const hole of holes) g.poly(hole, true).cut();
}

/** A name's box on the canvas, with its "out of play" line. */
function nameBox(name: Text): { x0: number; y0: number; x1: number; y1: number } {
  const b = name.getBounds();
  return { x0: b.minX, y0: b.minY, x1: b.maxX, y1: b.maxY };
}

function overlaps(a: { x0: number; y0: number; x1: number; y1: number }, b: { x0: number; y0: number; x1: number; y1: number }): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** Calls `mark` every `spacing` along a polyline with the point and the unit direction. */
function walkLine(points: readonly number[], spacing: number, mark: (x: number, y: number, dx: number, dy: number) => void): void {
  let carry = spacing / 2;
  for (let i = 0; i + 3 < points.length; i += 2) {
    const ax = points[i]!;
    const ay = points[i + 1]!;
    const bx = points[i + 2]!;
    const by = points[i + 3]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const dx = (bx - ax) / length;
    const dy = (by - ay) / length;
    let d = carry;
    while (d < length) {
      mark(ax + dx * d, ay + dy * d, dx, dy);
      d += spacing;
    }
    carry = d - length;
  }
}

/** Adds dashes along a polyline to the current path of `g`. */
function dashes(g: Graphics, points: readonly number[], dash: number, gap: number): void {
  let on = true;
  let left = dash;
  let penDown = false;
  for (let i = 0; i + 3 < points.length; i += 2) {
    let ax = points[i]!;
    let ay = points[i + 1]!;
    const bx = points[i + 2]!;
    const by = points[i + 3]!;
    let length = Math.hypot(bx - ax, by - ay);
    while (length > 0) {
      const step = Math.min(left, length);
      const t = step / length;
      const nx = ax + (bx - ax) * t;
      const ny = ay + (by - ay) * t;
      if (on) {
        if (!penDown) g.moveTo(ax, ay);
        g.lineTo(nx, ny);
        penDown = true;
      }
      ax = nx;
      ay = ny;
      length -= step;
      left -= step;
      if (left <= 1e-9) {
        on = !on;
        left = on ? dash : gap;
        penDown = false;
      }
    }
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
