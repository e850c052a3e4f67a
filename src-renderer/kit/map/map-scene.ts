/**
 * A province map in Pixi, for any game on a map board: the sea with seigaiha
 * waves, province shapes (tinted by the game), plain land around them, ink
 * borders, sea routes and barriers, in a world container moved by the camera
 * (zoom, pan, fit); each province's name and pieces in screen space on top,
 * so they stay legible at every zoom; hover and keyboard focus rings. What
 * stands on the provinces is a game's piece layer (piece-layer.ts): the
 * scene calls it and offers it a small API, and knows nothing of any game.
 *
 * Cheap redraws: province shapes are built once; ink lines are re-stroked
 * when the zoom settles (constant width on screen). Rendering is on demand:
 * an idle board costs nothing; tweens follow the clock.
 */
import { Container, Graphics, Text, TilingSprite, type Application, type FillInput } from 'pixi.js';
import { INK, INK_SOFT, LAND_QUIET, PAPER_LIGHT, SEA, SEA_DEEP, VERMILION, mixColor } from '../../board/palette';
import { label as textLabel, textStyle } from '../../pixi/text';
import { clampCamera, fitCamera, panBy, revealBox, scaleOf, screenToWorld, worldToScreen, zoomAt, ZOOM_STEP, type Camera, type Viewport } from './camera';
import type { Polygon } from './geometry';
import { provinceAt, type BoardMap, type MapProvince } from './map-data';
import type { MapSceneApi, PieceBox, PieceLayer, ProvinceLabel } from './piece-layer';
import { arrowShape, badgeSpot, distanceToArrow, laneOf, type ArrowShape, type PlanArrow } from './plan-arrows';
import { paperTexture, setPatternScale, waveTexture } from './textures';

export interface SceneLook {
  reducedMotion: boolean;
  /** Animation speed: 1 = normal, 2 = twice as fast. */
  speed: number;
}

interface ProvinceNode {
  map: MapProvince;
  fill: Graphics;
  /** Screen-space holder of the pieces and the name, at the label point. */
  token: Container;
  pieces: Container | null;
  core: PieceBox;
  name: Text | null;
  label: ProvinceLabel | null;
  nameKey: string;
  /** The name is drawn in its short form now. */
  short: boolean;
}

interface Tween {
  elapsed: number;
  duration: number;
  step: (t: number) => void;
  done?: () => void;
}

type Box4 = { x0: number; y0: number; x1: number; y1: number };

const PADDING = 22;
/** Wait this long after the last zoom step before re-stroking the ink lines. */
const SETTLE_MS = 140;
/** The MB board's sea lines: a clear blue, thin. */
const SEA_LINE = 0x2f6fa8;
const NO_BOX: PieceBox = { x: 0, y: 0, w: 0, h: 0 };

export class MapScene implements MapSceneApi {
  private readonly background = new Graphics();
  private readonly waves: TilingSprite;
  private readonly world = new Container();
  private readonly shore = new Graphics();
  private readonly quietLand = new Graphics();
  private readonly fills = new Container();
  readonly overFills = new Container();
  private readonly lines = new Graphics();
  private readonly highlight = new Graphics();
  readonly overLines = new Container();
  private readonly grain: TilingSprite;
  readonly underPieces = new Container();
  private readonly tokens = new Container();
  readonly overPieces = new Container();
  /** The player's drafted plan (plan-arrows.ts), in screen space over every piece. */
  private readonly planInk = new Graphics();
  private plans: readonly PlanArrow[] = [];
  private planShapes: { id: string; shape: ArrowShape; removable: boolean }[] = [];
  private readonly frame = new Graphics();
  private readonly nodes = new Map<string, ProvinceNode>();
  private readonly tweens = new Set<Tween>();

  private look: SceneLook = { reducedMotion: false, speed: 1 };
  private camera: Camera;
  private viewport: Viewport;
  private strokedScale = 0;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private hovered: string | null = null;
  private focused: string | null = null;
  /** The player's own provinces: their names go first (setFavoured). */
  private favoured = new Set<string>();
  private frameRequest: number | null = null;
  private lastFrame = 0;
  private destroyed = false;
  private layerAttached = false;

  /** Told whenever the camera moves (zoom relative to fit). */
  onCamera: ((camera: Camera) => void) | null = null;
  /** Told whenever the plan arrows were drawn again (their middles moved). */
  onPlans: (() => void) | null = null;

  constructor(
    private readonly app: Application,
    readonly map: BoardMap,
    private readonly layer: PieceLayer | null = null,
  ) {
    this.camera = fitCamera(map.extent);
    this.viewport = { width: app.screen.width, height: app.screen.height, padding: PADDING };
    this.waves = new TilingSprite({ texture: waveTexture(SEA, mixColor(SEA, SEA_DEEP, 0.45)), width: 1, height: 1 });
    this.waves.alpha = 0.55;
    this.grain = new TilingSprite({ texture: paperTexture(), width: 1, height: 1 });
    this.grain.alpha = 0.9;
    this.world.addChild(this.shore, this.quietLand, this.fills, this.overFills, this.lines, this.highlight, this.overLines);
    app.stage.addChild(this.background, this.waves, this.world, this.grain, this.underPieces, this.tokens, this.overPieces, this.planInk, this.frame);
    this.buildStaticMap();
    // Render on demand, not 60 times a second: an idle board costs nothing.
    app.stop();
    this.resize(app.screen.width, app.screen.height);
    if (this.layer) {
      this.layer.attach(this);
      this.layerAttached = true;
    }
    this.layout();
  }

  // ---- public API ------------------------------------------------------------

  setLook(look: SceneLook): void {
    this.look = look;
    if (look.reducedMotion) this.finishTweens();
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

  /** Puts the camera where asked (a remembered view, the player's home), kept over the board. */
  setCamera(camera: Camera): void {
    this.camera = clampCamera(camera, this.map.extent, this.viewport);
    this.applyCamera(true);
  }

  /** The viewport now (CSS pixels), for a camera computed outside (camera.ts homeCamera). */
  getViewport(): Viewport {
    return { ...this.viewport };
  }

  /** The player's drafted plan as arrows between provinces' pieces (an empty list: none). */
  setPlans(plans: readonly PlanArrow[]): void {
    this.plans = plans;
    this.drawPlans();
  }

  /** Each drawn arrow's middle on the canvas (CSS pixels): where its label and remove button go. */
  planMiddles(): { id: string; x: number; y: number }[] {
    return this.planShapes.map(({ id, shape }) => ({ id, x: shape.badge[0], y: shape.badge[1] }));
  }

  /** A point on each drawn arrow's line (its middle), for tests that click the arrow itself. */
  planLinePoints(): { id: string; x: number; y: number }[] {
    return this.planShapes.map(({ id, shape }) => ({ id, x: shape.mid[0], y: shape.mid[1] }));
  }

  /** The removable plan arrow under a point of the canvas (within a few pixels of its line), if any. */
  planAtScreen(sx: number, sy: number, reach = 6): string | null {
    let best: string | null = null;
    let bestDistance = reach;
    for (const { id, shape, removable } of this.planShapes) {
      if (!removable) continue;
      const d = distanceToArrow(shape, sx, sy);
      if (d <= bestDistance) {
        best = id;
        bestDistance = d;
      }
    }
    return best;
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
    return p ? this.worldToScreen(p.label[0], p.label[1]) : null;
  }

  setHover(id: string | null): void {
    if (id === this.hovered) return;
    this.hovered = id;
    this.drawHighlight();
  }

  /**
   * The provinces whose names go first where names crowd (the player's own: MapCanvas's `home`), before the big
   * ones and the rest.
   */
  setFavoured(ids: readonly string[]): void {
    const next = new Set(ids);
    if (next.size === this.favoured.size && [...next].every((id) => this.favoured.has(id))) return;
    this.favoured = next;
    this.layout();
    this.requestRender();
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

  /** Which names are shown now (for tests and the lab): id → the text drawn and its box on the canvas. */
  shownLabels(): { id: string; text: string; box: Box4 }[] {
    const out: { id: string; text: string; box: Box4 }[] = [];
    for (const [id, node] of this.nodes) if (node.name?.visible) out.push({ id, text: node.name.text, box: nameBox(node.name) });
    return out;
  }

  destroy(): void {
    this.destroyed = true;
    if (this.layerAttached) this.layer?.detach();
    this.layerAttached = false;
    if (this.frameRequest !== null) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = null;
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.tweens.clear();
    for (const child of [this.background, this.waves, this.world, this.grain, this.underPieces, this.tokens, this.overPieces, this.planInk, this.frame]) child.destroy({ children: true });
  }

  // ---- what a piece layer uses (MapSceneApi) -------------------------------------

  setFill(id: string, color: number): void {
    const node = this.nodes.get(id);
    if (node) node.fill.tint = color;
  }

  setPieces(id: string, pieces: Container | null, box: PieceBox | null): void {
    const node = this.nodes.get(id);
    if (!node) return;
    if (node.pieces) node.pieces.destroy({ children: true });
    node.pieces = pieces;
    node.core = pieces && box ? box : NO_BOX;
    if (pieces) node.token.addChildAt(pieces, 0);
  }

  setLabel(id: string, label: ProvinceLabel): void {
    const node = this.nodes.get(id);
    if (!node) return;
    node.label = label;
    const key = `${label.text}|${label.dim ?? false}|${label.note ?? ''}|${label.short ?? ''}`;
    if (key === node.nameKey && node.name) return;
    node.nameKey = key;
    node.short = false;
    node.name?.destroy({ children: true });
    const name = textLabel(label.text.toUpperCase(), { ...textStyle(9, label.dim ? INK_SOFT : INK, '600', 2.6), letterSpacing: 0.6 });
    name.anchor.set(0.5, 0);
    if (label.note) {
      const note = textLabel(label.note, { ...textStyle(8.5, INK_SOFT, 'normal', 3), fontStyle: 'italic' });
      note.anchor.set(0.5, 0);
      note.position.set(0, 11);
      name.addChild(note);
    }
    node.token.addChild(name);
    node.name = name;
  }

  restrokeLines(): void {
    this.strokeLines();
    this.requestRender();
  }

  piecesOf(id: string): { container: Container; box: PieceBox } | null {
    const node = this.nodes.get(id);
    return node ? { container: node.token, box: node.core } : null;
  }

  /** Pieces grow a little as the map grows, but far less than the map. */
  pieceScale(): number {
    return Math.max(0.72, Math.min(1.5, 0.4 + 0.5 * this.scale()));
  }

  scale(): number {
    return scaleOf(this.camera, this.map.extent, this.viewport);
  }

  lineScale(): number {
    return this.strokedScale;
  }

  worldToScreen(x: number, y: number): [number, number] {
    return worldToScreen(this.camera, this.map.extent, this.viewport, x, y);
  }

  reducedMotion(): boolean {
    return this.look.reducedMotion;
  }

  animate(duration: number, step: (t: number) => void, done?: () => void): void {
    if (this.look.reducedMotion) {
      step(1);
      done?.();
      return;
    }
    this.tweens.add({ elapsed: 0, duration, step, done });
    this.requestRender();
  }

  /** Draw the next frame (once, however often it is asked for before then). */
  requestRender(): void {
    if (this.frameRequest !== null || this.destroyed) return;
    this.frameRequest = requestAnimationFrame(this.renderFrame);
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
      for (const polygon of province.polygons) fillPolygon(fill, polygon, 0xffffff);
      fill.tint = LAND_QUIET;
      this.fills.addChild(fill);
      const token = new Container();
      this.tokens.addChild(token);
      this.nodes.set(province.id, { map: province, fill, token, pieces: null, core: NO_BOX, name: null, label: null, nameKey: '', short: false });
      // Named as the map file names it until a layer says otherwise.
      this.setLabel(province.id, { text: province.name });
    }
  }

  // ---- names and pieces on the canvas -------------------------------------------------

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

  /** Places every province's pieces at its label point (pushing neighbours apart a little) and its name where it is free. */
  layout(): void {
    const s = this.pieceScale();
    const entries = [...this.nodes.values()].map((node) => {
      const [x, y] = this.worldToScreen(node.map.label[0], node.map.label[1]);
      return { node, x, y, ox: x, oy: y };
    });
    // Neighbours' pieces must not cover each other: push overlapping ones apart a little
    // (a few rounds; never far from their province's label point).
    const reach = 16 * s;
    const boxOf = (e: (typeof entries)[number]): Box4 => {
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
    const placed: (Box4 & { owner: ProvinceNode })[] = [];
    for (const e of entries) {
      e.node.token.position.set(e.x, e.y);
      e.node.token.scale.set(s);
      if (e.node.core.w > 0) placed.push({ ...boxOf(e), owner: e.node });
    }
    // Names: below the pieces, unless that covers a neighbour's pieces or name; then above,
    // right or left. Where none is free on a small board the name waits for the zoom (the
    // game's province card and the list of provinces still name it); the player's own and bigger provinces first.
    // The player's own names first (where they stand is what a player looks for), then those in play, then the big.
    const own = (e: (typeof entries)[number]): number => Number(this.favoured.has(e.node.map.id));
    entries.sort((a, b) => own(b) - own(a) || Number(!b.node.label?.dim) - Number(!a.node.label?.dim) || b.node.map.radius - a.node.map.radius);
    const crowded = s < 1.2;
    for (const { node } of entries) {
      const name = node.name;
      if (!name) continue;
      // Measured while visible: Pixi gives a hidden object empty bounds, which would always look free
      // (the old board scene did so: a name hidden once could come back over its neighbour's).
      name.visible = true;
      const free = (box: Box4): boolean => !placed.some((p) => p.owner !== node && overlaps(p, box));
      const spot = (): Box4 | null => {
        for (const where of ['below', 'above', 'right', 'left'] as const) {
          this.placeName(node, where);
          const box = nameBox(name);
          if (free(box)) return box;
          if (node.core.w === 0 && node.core.h === 0) break;
        }
        return null;
      };
      this.useShortName(node, false);
      let chosen = spot();
      // No room for the whole name: its short form, if the layer gave one.
      if (!chosen && crowded && node.label?.short) {
        this.useShortName(node, true);
        chosen = spot();
        if (!chosen) this.useShortName(node, false);
      }
      if (!chosen) this.placeName(node, 'below');
      // A name with no free place gives way (issue 32: zoomed out they piled up), unless the map is zoomed in as far
      // as pieces grow: there a name that still collides is better shown than missing.
      name.visible = chosen !== null || s >= 1.5;
      if (name.visible) placed.push({ ...(chosen ?? nameBox(name)), owner: node });
    }
    // Pieces moved: the arrows between them follow.
    this.drawPlans();
  }

  /** Where a province's pieces stand on the canvas now (their middle), else its label point; or a place the layer knows. */
  private piecesMiddle(id: string): [number, number] | null {
    const anchored = this.layer?.anchorOf?.(id);
    if (anchored) return anchored;
    const node = this.nodes.get(id);
    if (!node) return null;
    const s = node.token.scale.x;
    const c = node.core;
    return [node.token.position.x + (c.x + c.w / 2) * s, node.token.position.y + (c.y + c.h / 2) * s];
  }

  private drawPlans(): void {
    // No plan before or now (most of a game): nothing to draw, no frame asked for on every layout.
    if (this.plans.length === 0 && this.planShapes.length === 0) return;
    const g = this.planInk;
    g.clear();
    this.planShapes = [];
    const lanes = laneOf(this.plans);
    // Badges keep off the names shown, the pieces and each other (what is under a badge can be neither read nor
    // pointed at).
    const blocked: Box4[] = [];
    for (const node of this.nodes.values()) {
      if (node.name?.visible) blocked.push(nameBox(node.name));
      if (node.core.w > 0) {
        const k = node.token.scale.x;
        const [x, y] = [node.token.position.x, node.token.position.y];
        blocked.push({ x0: x + node.core.x * k, y0: y + node.core.y * k, x1: x + (node.core.x + node.core.w) * k, y1: y + (node.core.y + node.core.h) * k });
      }
    }
    this.plans.forEach((plan, i) => {
      const a = this.piecesMiddle(plan.from);
      const b = this.piecesMiddle(plan.to);
      const drawn = a && b ? arrowShape(a, b, lanes[i]) : null;
      if (!drawn) return;
      // About the button's size in MapCanvas (0.72rem text, a × and padding).
      const size = { w: 6.2 * plan.label.length + (plan.removable === false ? 12 : 24), h: 18 };
      const shape = { ...drawn, badge: badgeSpot(drawn, size, blocked) };
      blocked.push({ x0: shape.badge[0] - size.w / 2, y0: shape.badge[1] - size.h / 2, x1: shape.badge[0] + size.w / 2, y1: shape.badge[1] + size.h / 2 });
      this.planShapes.push({ id: plan.id, shape, removable: plan.removable !== false });
      // A paper halo under the ink: the arrow reads over every tint and piece. What was already sent this round is
      // quieter (thinner, in ink) so the march being composed stands out.
      const sent = plan.tone === 'sent';
      const ink = sent ? INK_SOFT : VERMILION;
      for (const [width, color, alpha] of [
        [sent ? 5 : 6.5, PAPER_LIGHT, sent ? 0.75 : 0.9],
        [sent ? 2 : 3, ink, sent ? 0.85 : 1],
      ] as const) {
        g.moveTo(...shape.start).quadraticCurveTo(shape.control[0], shape.control[1], shape.end[0], shape.end[1]);
        g.stroke({ width, color, alpha, cap: 'round' });
      }
      g.poly(shape.head.flat(), true).fill({ color: ink, alpha: sent ? 0.85 : 1 }).stroke({ width: 1.5, color: PAPER_LIGHT, alpha: 0.9, join: 'round' });
    });
    this.onPlans?.();
    this.requestRender();
  }

  /** Switches a name between its whole and its short form (only when it changes: new text is a new texture). */
  private useShortName(node: ProvinceNode, short: boolean): void {
    const name = node.name;
    const label = node.label;
    if (!name || !label || node.short === short || (short && !label.short)) return;
    node.short = short;
    name.text = (short ? label.short! : label.text).toUpperCase();
  }

  // ---- camera -----------------------------------------------------------------------

  private applyCamera(settleNow: boolean): void {
    const scale = this.scale();
    this.world.scale.set(scale);
    this.world.position.set(this.viewport.width / 2 - this.camera.x * scale, this.viewport.height / 2 - this.camera.y * scale);
    // The waves stay anchored to the map, at a gentle fraction of its scale.
    const waveScale = Math.max(0.45, Math.min(1.4, scale * 0.55));
    this.waves.tileScale.set(waveScale);
    this.waves.tilePosition.set(this.world.position.x, this.world.position.y);
    this.layout();
    if (this.attached()) this.layer?.onView?.();
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
    if (Math.abs(this.scale() - this.strokedScale) < 1e-6) return;
    this.strokeLines();
    this.requestRender();
  }

  /** The layer hears from the scene only once it is attached (the scene is fully built first). */
  private attached(): boolean {
    return this.layerAttached && !this.destroyed;
  }

  // ---- ink lines ---------------------------------------------------------------------

  private strokeLines(): void {
    const scale = this.scale();
    this.strokedScale = scale;
    const px = (n: number): number => n / scale;
    // A pattern tile (16 texels) about 8 pixels wide on screen, at every zoom.
    setPatternScale(0.5 / scale);
    const g = this.lines;
    g.clear();
    const group = (id: string): string | null => this.layer?.borderGroup?.(id) ?? null;
    const groups = { coast: [] as (readonly number[])[], quietCoast: [] as (readonly number[])[], region: [] as (readonly number[])[], province: [] as (readonly number[])[], quiet: [] as (readonly number[])[] };
    for (const border of this.map.borders) {
      const a = border.left;
      const b = border.right;
      const aOn = a !== null && this.map.byId.has(a);
      const bOn = b !== null && this.map.byId.has(b);
      if (a === null || b === null) (aOn || bOn ? groups.coast : groups.quietCoast).push(border.points);
      else if (aOn && bOn) (group(a) !== group(b) ? groups.region : groups.province).push(border.points);
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
    if (this.map.routeStyle === 'sea-line') this.drawSeaLines(px);
    else this.drawRoutes(px);
    // What the layer strokes in screen pixels (owner bands) follows.
    if (this.attached()) this.layer?.onLineScale?.(scale);
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

  /** Sea routes and a board's own links: dashed ink curves with a dot at each end. */
  private drawRoutes(px: (n: number) => number): void {
    const g = this.lines;
    for (const route of this.map.routes) {
      const [x0, y0, , , x1, y1] = route.points as [number, number, number, number, number, number];
      dashes(g, curve(route.points, 40), px(6), px(4));
      g.stroke({ width: px(1.8), color: INK, alpha: 0.8, cap: 'round' });
      g.circle(x0, y0, px(2.6)).circle(x1, y1, px(2.6)).fill({ color: PAPER_LIGHT }).stroke({ width: px(1.2), color: INK, alpha: 0.85 });
    }
  }

  /** The MB board's sea lines: thin solid blue lines from coast to coast, a small blue dot at each end. */
  private drawSeaLines(px: (n: number) => number): void {
    const g = this.lines;
    for (const route of this.map.routes) {
      const samples = curve(route.points, 40);
      g.poly(samples, false).stroke({ width: px(3.2), color: PAPER_LIGHT, alpha: 0.7, cap: 'round', join: 'round' });
      g.poly(samples, false).stroke({ width: px(1.6), color: SEA_LINE, alpha: 0.95, cap: 'round', join: 'round' });
      const [x0, y0] = route.points as [number, number];
      const x1 = route.points[4]!;
      const y1 = route.points[5]!;
      g.circle(x0, y0, px(2.2)).circle(x1, y1, px(2.2)).fill({ color: SEA_LINE });
    }
  }

  private drawHighlight(): void {
    const g = this.highlight;
    g.clear();
    const px = (n: number): number => n / this.scale();
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

  private finishTweens(): void {
    for (const tween of [...this.tweens]) {
      tween.step(1);
      tween.done?.();
    }
    this.tweens.clear();
    this.requestRender();
  }
}

// ---- helpers -------------------------------------------------------------------------------

export function fillPolygon(g: Graphics, polygon: Polygon, style: FillInput): void {
  const [outer, ...holes] = polygon;
  if (!outer) return;
  g.poly(outer, true).fill(style);
  for (const hole of holes) g.poly(hole, true).cut();
}

/** Points along a quadratic curve `[x0, y0, cx, cy, x1, y1]`. */
function curve(points: readonly number[], steps: number): number[] {
  const [x0, y0, cx, cy, x1, y1] = points as [number, number, number, number, number, number];
  const out: number[] = [];
  for (let k = 0; k <= steps; k++) {
    const t = k / steps;
    out.push((1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t ** 2 * x1, (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t ** 2 * y1);
  }
  return out;
}

/** A name's box on the canvas, with its note line. */
function nameBox(name: Text): Box4 {
  const b = name.getBounds();
  return { x0: b.minX, y0: b.minY, x1: b.maxX, y1: b.maxY };
}

function overlaps(a: Box4, b: Box4): boolean {
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
