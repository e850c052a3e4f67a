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
import type { MapSceneApi } from '../../../kit/map/piece-layer';
import { ProvinceLayer, pieceRow, type ProvinceMarks } from '../../../kit/map/province-layer';
import { hatchFill } from '../../../kit/map/textures';
import { armyMarker, attackArrow, textChip } from '../../../kit/map/troop-marks';
import { castleIcon } from '../../../kit/map/castle-icon';
import { paintOwnerBand } from '../../../kit/map/unit-pieces';
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

export class MbLayer extends ProvinceLayer<MbBoardModel, MbProvinceModel, 'owner'> {
  private arrows = new Graphics();
  private texts: MbTexts = { letters: ['B', 'G', 'S', 'P'], ronin: 'R', empty: 'empty' };
  private drag: MbDrag | null = null;
  /** What the arrows were last drawn from (the model's arrows and colours, the drag, the scale). */
  private arrowsKey = '';

  constructor() {
    super(['owner']);
  }

  protected override onAttach(scene: MapSceneApi): void {
    this.arrows = new Graphics();
    this.arrowsKey = '';
    scene.overLines.addChild(this.arrows);
  }

  setTexts(texts: MbTexts): void {
    this.texts = texts;
    this.redrawAll();
  }

  /** Shows (or clears) the arrow of a march or attack being dragged. */
  setDrag(drag: MbDrag | null): void {
    if (JSON.stringify(drag) === JSON.stringify(this.drag)) return;
    this.drag = drag;
    if (this.scene && this.model && this.drawExtras(this.scene, this.model)) this.scene.requestRender();
  }

  protected provincesOf(model: MbBoardModel): readonly MbProvinceModel[] {
    return model.provinces;
  }

  private colourOf(p: MbProvinceModel, model: MbBoardModel): number | null {
    return p.owner >= 0 ? (model.colours[p.owner] ?? INK_SOFT) : null;
  }

  protected keyOf(p: MbProvinceModel, model: MbBoardModel): string {
    return JSON.stringify([p.owner, this.colourOf(p, model), p.force, p.ronin, p.army, p.castle, this.scene?.lineScale(), this.texts]);
  }

  protected paint(p: MbProvinceModel, marks: ProvinceMarks<'owner'>, scene: MapSceneApi, model: MbBoardModel): void {
    const color = this.colourOf(p, model);
    scene.setFill(p.id, color === null ? LAND_QUIET : mixColor(LAND_QUIET, color, 0.28));
    scene.setLabel(p.id, { text: p.name, short: mb68ShortName(p.id, p.name), ...(p.owner < 0 ? { note: this.texts.empty, dim: true } : {}) });
    if (color === null) {
      // An empty province: its card lies on the red rectangle; hatched so it reads at a glance.
      marks.owner.clear();
      for (const polygon of scene.map.byId.get(p.id)?.polygons ?? []) fillPolygon(marks.owner, polygon, { fill: hatchFill(VERMILION), alpha: 0.35 });
      scene.setPieces(p.id, null, null);
      return;
    }
    // The owner's wash is the fill's tint above; the band is the shared one, a little narrower.
    paintOwnerBand(marks.owner, scene, p.id, p.owner, color, 0, 5);
    const parts: Container[] = [];
    if (p.army) parts.push(armyMarker(color, seatPattern(p.owner), String(p.army.level), p.army.crippled));
    // A fortress is the castle ringed (the shared icon's `fortified`).
    if (p.castle > 0) parts.push(castleIcon(color, p.castle === 2));
    const text = forceText(p.force, p.ronin, this.texts.letters, this.texts.ronin);
    if (text) parts.push(textChip(text, color));
    const row = pieceRow(parts, 2);
    scene.setPieces(p.id, row?.core ?? null, row?.box ?? null);
  }

  /** The declared battles and the drag as arrows, drawn again only when they (or the scale) changed. */
  protected override drawExtras(scene: MapSceneApi, model: MbBoardModel): boolean {
    const key = JSON.stringify([model.arrows, model.colours, this.drag, scene.scale()]);
    if (key === this.arrowsKey) return false;
    this.arrowsKey = key;
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
    return true;
  }
}
