/**
 * Milton Bradley's Shogun on the map kit's scene: the owner's colour as a
 * wash with its pattern along the border, each province's provincial force
 * as a chip of counts, the army marker with its daimyo's level, castles and
 * fortresses, empty provinces marked, and the declared battles as arrows.
 * A new model only rebuilds what changed in a province, and asks for no
 * frame when nothing did: the table makes a new model at every move told
 * (a plan made, a battle declared, a round of dice without a hit), and on a
 * software-rendered page a frame of the map costs the page 0.3-0.7 s
 * (issue 21, docs/pace.md).
 */
import { Container, Graphics } from 'pixi.js';
import { INK, INK_SOFT, LAND_QUIET, VERMILION, mixColor, seatPattern } from '../../../board/palette';
import { fillPolygon } from '../../../kit/map/map-scene';
import type { MapSceneApi, PieceLayer } from '../../../kit/map/piece-layer';
import { hatchFill, seatMarks } from '../../../kit/map/textures';
import { armyMarker, attackArrow, textChip } from '../../../kit/map/troop-marks';
import { castleIcon } from '../../../kit/map/castle-icon';
import { mb68ShortName } from '../../../kit/map/boards/mb68/mb68-map';
import { forceText, type MbBoardModel, type MbProvinceModel } from './board-model';

export interface MbTexts {
  letters: readonly [string, string, string, string];
  ronin: string;
  empty: string;
}

/** A march or an attack being dragged (mouse) or carried (keyboard): from a province towards another. */
export interface MbDrag {
  from: string;
  /** The province under the pointer or the keyboard's focus (null: none yet). */
  to: string | null;
  /** It may land there (drawn in ink; elsewhere faint). */
  ok: boolean;
}

/** The scene's own hit test and points (MapScene has them; the layer API does not promise them). */
type SceneHits = Partial<{ provinceAtScreen(x: number, y: number): string | null; provinceScreenPoint(id: string): [number, number] | null }>;

interface Marks {
  owner: Graphics;
  key: string;
}

export class MbLayer implements PieceLayer {
  private scene: MapSceneApi | null = null;
  private owners = new Container();
  private arrows = new Graphics();
  private readonly marks = new Map<string, Marks>();
  private model: MbBoardModel | null = null;
  private texts: MbTexts = { letters: ['B', 'G', 'S', 'P'], ronin: 'R', empty: 'empty' };
  private drag: MbDrag | null = null;
  /** What the arrows were last drawn from (the model's arrows and colours, the drag, the scale). */
  private arrowsKey = '';

  attach(scene: MapSceneApi): void {
    this.scene = scene;
    this.owners = new Container();
    this.arrows = new Graphics();
    this.marks.clear();
    this.arrowsKey = '';
    scene.overFills.addChild(this.owners);
    scene.overLines.addChild(this.arrows);
    for (const p of scene.map.provinces) {
      const owner = new Graphics();
      this.owners.addChild(owner);
      this.marks.set(p.id, { owner, key: '' });
    }
    if (this.model) this.draw();
  }

  detach(): void {
    this.scene = null;
    this.marks.clear();
  }

  setModel(model: MbBoardModel): void {
    this.model = model;
    this.draw();
  }

  setTexts(texts: MbTexts): void {
    this.texts = texts;
    for (const m of this.marks.values()) m.key = '';
    this.draw();
  }

  onLineScale(): void {
    for (const m of this.marks.values()) m.key = '';
    this.draw();
  }

  /** Shows (or clears) the arrow of a march or attack being dragged. */
  setDrag(drag: MbDrag | null): void {
    if (JSON.stringify(drag) === JSON.stringify(this.drag)) return;
    this.drag = drag;
    if (this.scene && this.model) {
      this.drawArrows(this.model);
      this.arrowsKey = this.arrowsKeyOf(this.model);
      this.scene.requestRender();
    }
  }

  /** The province under a point of the canvas (CSS pixels), or null. */
  provinceAtScreen(x: number, y: number): string | null {
    return (this.scene as SceneHits | null)?.provinceAtScreen?.(x, y) ?? null;
  }

  /** Whether a point of the canvas (CSS pixels) is on the pieces of province `id` (with a little room around them). */
  onPiecesOf(id: string, x: number, y: number, room = 6): boolean {
    const at = this.scene?.piecesOf(id);
    if (!at || at.box.w === 0) return false;
    const { container: c, box } = at;
    const s = c.scale.x;
    return x >= c.x + box.x * s - room && x <= c.x + (box.x + box.w) * s + room && y >= c.y + box.y * s - room && y <= c.y + (box.y + box.h) * s + room;
  }

  /** The middle of a province's pieces on the canvas (CSS pixels), else its label point: where tests press. */
  piecesPoint(id: string): [number, number] | null {
    const at = this.scene?.piecesOf(id);
    if (at && at.box.w > 0) {
      const s = at.container.scale.x;
      return [at.container.x + (at.box.x + at.box.w / 2) * s, at.container.y + (at.box.y + at.box.h / 2) * s];
    }
    return (this.scene as SceneHits | null)?.provinceScreenPoint?.(id) ?? null;
  }

  private draw(): void {
    const scene = this.scene;
    const model = this.model;
    if (!scene || !model) return;
    let changed = false;
    for (const p of model.provinces) changed = this.paint(p, model) || changed;
    const arrows = this.arrowsKeyOf(model);
    if (arrows !== this.arrowsKey) {
      this.arrowsKey = arrows;
      this.drawArrows(model);
      changed = true;
    }
    // The same board again (a move that changed nothing on it): no frame.
    if (!changed) return;
    scene.layout();
    scene.requestRender();
  }

  private arrowsKeyOf(model: MbBoardModel): string {
    return JSON.stringify([model.arrows, model.colours, this.drag, this.scene?.scale() ?? 0]);
  }

  /** Paints a province anew if anything drawn of it changed; says whether it did. */
  private paint(p: MbProvinceModel, model: MbBoardModel): boolean {
    const scene = this.scene!;
    const marks = this.marks.get(p.id);
    const shape = scene.map.byId.get(p.id);
    if (!marks || !shape) return false;
    const color = p.owner >= 0 ? (model.colours[p.owner] ?? INK_SOFT) : null;
    const key = JSON.stringify([p.owner, color, p.force, p.ronin, p.army, p.castle, scene.lineScale(), this.texts]);
    if (key === marks.key) return false;
    marks.key = key;
    scene.setFill(p.id, color === null ? LAND_QUIET : mixColor(LAND_QUIET, color, 0.28));
    const g = marks.owner;
    g.clear();
    if (color === null) {
      // An empty province: its card lies on the red rectangle; hatched so it reads at a glance.
      for (const polygon of shape.polygons) fillPolygon(g, polygon, { fill: hatchFill(VERMILION), alpha: 0.35 });
    } else {
      const scale = Math.max(0.2, scene.lineScale() || scene.scale());
      const band = { width: Math.max(3, Math.min(5, 1.8 + 2 * scale)) / scale, alignment: 1, join: 'round' } as const;
      const pattern = seatMarks(seatPattern(p.owner));
      for (const polygon of shape.polygons) {
        for (const ring of polygon) g.poly(ring, true);
        g.stroke({ ...band, color, alpha: 0.85 });
        if (pattern) {
          for (const ring of polygon) g.poly(ring, true);
          g.stroke({ ...band, fill: pattern, alpha: 0.7 });
        }
      }
    }
    scene.setLabel(p.id, { text: p.name, short: mb68ShortName(p.id, p.name), ...(p.owner < 0 ? { note: this.texts.empty, dim: true } : {}) });
    this.buildPieces(p, color);
    return true;
  }

  private buildPieces(p: MbProvinceModel, color: number | null): void {
    const scene = this.scene!;
    if (color === null || p.owner < 0) {
      scene.setPieces(p.id, null, null);
      return;
    }
    const core = new Container();
    let x = 0;
    const parts: Container[] = [];
    if (p.army) {
      const m = armyMarker(color, seatPattern(p.owner), String(p.army.level), p.army.crippled);
      m.position.set(10, 0);
      parts.push(m);
      x = 22;
    }
    if (p.castle > 0) {
      // A fortress is the castle ringed (the shared icon's `fortified`).
      const c = castleIcon(color, p.castle === 2);
      c.position.set(x + 10, 0);
      parts.push(c);
      x += 22;
    }
    const text = forceText(p.force, p.ronin, this.texts.letters, this.texts.ronin);
    if (text) {
      const chip = textChip(text, color);
      chip.position.set(x + 1, 0);
      parts.push(chip);
      x += chip.width + 2;
    }
    if (parts.length === 0) {
      scene.setPieces(p.id, null, null);
      return;
    }
    for (const part of parts) {
      part.position.x -= x / 2;
      core.addChild(part);
    }
    scene.setPieces(p.id, core, { x: -x / 2, y: -12, w: x, h: 24 });
  }

  private drawArrows(model: MbBoardModel): void {
    const scene = this.scene!;
    const g = this.arrows;
    g.clear();
    const scale = Math.max(0.05, scene.scale());
    for (const a of model.arrows) {
      const from = scene.map.byId.get(a.from)?.label;
      const to = scene.map.byId.get(a.to)?.label;
      if (!from || !to) continue;
      const color = a.current ? VERMILION : (model.colours[a.colour] ?? VERMILION);
      attackArrow(g, from, to, (a.current ? 4.5 : 3) / scale, color, a.sea);
    }
    const d = this.drag;
    if (d?.to && d.to !== d.from) {
      const from = scene.map.byId.get(d.from)?.label;
      const to = scene.map.byId.get(d.to)?.label;
      if (from && to) attackArrow(g, from, to, 4 / scale, d.ok ? INK : INK_SOFT, !d.ok);
    }
  }
}
