/**
 * The common base of a game's piece layer on a province map (piece-layer.ts):
 * a few named Graphics per province in world space over the fills (an
 * owner's wash and band, marks over it), redrawn only where a province's key
 * changed — a frame of the map costs a software-rendered page a second, and
 * most moves change a few provinces; the hit tests a board's drags and its
 * browser tests use; and one row layout for a province's pieces. A game
 * supplies its model's provinces, each one's key, and how to paint one.
 */
import { Container, Graphics } from 'pixi.js';
import type { MapSceneApi, PieceBox, PieceLayer } from './piece-layer';

/** A province's own Graphics, by the names the game gave (in drawing order). */
export type ProvinceMarks<N extends string> = Record<N, Graphics>;

export abstract class ProvinceLayer<M, P extends { id: string }, N extends string = string> implements PieceLayer {
  protected scene: MapSceneApi | null = null;
  protected model: M | null = null;
  protected readonly marks = new Map<string, ProvinceMarks<N>>();
  private readonly keys = new Map<string, string>();

  /** `markNames`: the Graphics each province gets, bottom first (each name its own container over the fills). */
  constructor(private readonly markNames: readonly N[]) {}

  /** The provinces the model draws (ids of the scene's map). */
  protected abstract provincesOf(model: M): readonly P[];
  /** Everything painting `p` depends on: the same key, nothing is drawn again. */
  protected abstract keyOf(p: P, model: M): string;
  /** Paints province `p` (fill, its marks, pieces, label) through the scene. */
  protected abstract paint(p: P, marks: ProvinceMarks<N>, scene: MapSceneApi, model: M): void;
  /** What the layer draws besides provinces (arrows): says whether anything changed. */
  protected drawExtras(_scene: MapSceneApi, _model: M): boolean {
    return false;
  }
  /** The scene is new: build what the game's layer adds beyond the provinces' marks. */
  protected onAttach(_scene: MapSceneApi): void {}

  attach(scene: MapSceneApi): void {
    this.scene = scene;
    this.marks.clear();
    this.keys.clear();
    // Fresh containers each time: the last scene destroyed its own with everything in them.
    const groups = this.markNames.map(() => new Container());
    scene.overFills.addChild(...groups);
    for (const province of scene.map.provinces) {
      const marks = {} as ProvinceMarks<N>;
      this.markNames.forEach((name, i) => {
        marks[name] = new Graphics();
        groups[i]!.addChild(marks[name]);
      });
      this.marks.set(province.id, marks);
    }
    this.onAttach(scene);
    this.draw();
  }

  detach(): void {
    this.scene = null;
    this.marks.clear();
    this.keys.clear();
  }

  setModel(model: M): void {
    this.model = model;
    this.draw();
  }

  /** Bands are stroked in screen pixels: paint everything again at the new scale. */
  onLineScale(_scale?: number): void {
    this.redrawAll();
  }

  /** Everything painted again (colours, words or the line scale changed). */
  protected redrawAll(): void {
    this.keys.clear();
    this.draw();
  }

  /** Paints the provinces whose keys changed; says whether any did. */
  protected paintChanged(scene: MapSceneApi, model: M): boolean {
    let changed = false;
    for (const p of this.provincesOf(model)) {
      const marks = this.marks.get(p.id);
      if (!marks) continue;
      const key = this.keyOf(p, model);
      if (this.keys.get(p.id) === key) continue;
      this.keys.set(p.id, key);
      this.paint(p, marks, scene, model);
      changed = true;
    }
    return changed;
  }

  /** The same board again (a move that changed nothing on it) asks for no frame. */
  protected draw(): void {
    const scene = this.scene;
    const model = this.model;
    if (!scene || !model) return;
    const changed = this.paintChanged(scene, model);
    if (!this.drawExtras(scene, model) && !changed) return;
    scene.layout();
    scene.requestRender();
  }

  // ── where things are on the canvas (CSS pixels): a board's drags and its browser tests ──

  provinceAtScreen(x: number, y: number): string | null {
    return this.scene?.provinceAtScreen(x, y) ?? null;
  }

  /** A province's label point on the canvas (inside the province). */
  labelPoint(id: string): [number, number] | null {
    return this.scene?.provinceScreenPoint(id) ?? null;
  }

  /** The box of a province's pieces on the canvas; null: it has none. */
  private piecesBox(id: string): { x0: number; y0: number; x1: number; y1: number } | null {
    const placed = this.scene?.piecesOf(id);
    if (!placed || placed.box.w <= 0) return null;
    const { container: c, box: b } = placed;
    const s = c.scale.x;
    return { x0: c.x + b.x * s, y0: c.y + b.y * s, x1: c.x + (b.x + b.w) * s, y1: c.y + (b.y + b.h) * s };
  }

  /** Whether a point is on the pieces of province `id` (a few pixels to spare: small pieces are hard to hit). */
  onPiecesOf(id: string, x: number, y: number, room = 6): boolean {
    const b = this.piecesBox(id);
    return !!b && x >= b.x0 - room && x <= b.x1 + room && y >= b.y0 - room && y <= b.y1 + room;
  }

  /** Which of `ids` has its pieces under the point. */
  piecesAtScreen(x: number, y: number, ids: Iterable<string>): string | null {
    for (const id of ids) if (this.onPiecesOf(id, x, y)) return id;
    return null;
  }

  /** The middle of a province's pieces on the canvas, else its label point: where a drag starts, where tests press. */
  piecesPoint(id: string): [number, number] | null {
    const b = this.piecesBox(id);
    return b ? [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2] : this.labelPoint(id);
  }
}

/**
 * A province's pieces as one row centred on its label point, `gap` apart,
 * each measured in place; null for none (the kit then keeps no room free).
 */
export function pieceRow(items: readonly Container[], gap = 3): { core: Container; box: PieceBox } | null {
  if (items.length === 0) return null;
  const core = new Container();
  const bounds = items.map((c) => c.getLocalBounds());
  const total = bounds.reduce((w, b) => w + b.width, 0) + gap * (items.length - 1);
  let x = -total / 2;
  let top = 0;
  let bottom = 0;
  items.forEach((c, i) => {
    const b = bounds[i]!;
    c.position.set(x - b.minX, 0);
    x += b.width + gap;
    top = Math.min(top, b.minY);
    bottom = Math.max(bottom, b.maxY);
    core.addChild(c);
  });
  return { core, box: { x: -total / 2, y: top, w: total, h: bottom - top } };
}
