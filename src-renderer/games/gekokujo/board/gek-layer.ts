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
import type { MapSceneApi } from '../../../kit/map/piece-layer';
import { ProvinceLayer, pieceRow, type ProvinceMarks } from '../../../kit/map/province-layer';
import { mb68ShortName } from '../../../kit/map/boards/mb68/mb68-map';
import { castleIcon, outlineProvince, paintOwnerBand, roundBadge, unitStack } from '../../../kit/map/unit-pieces';
import type { GekBoardModel, GekProvince } from './gek-board-model';
import { alliedBadge, mandateBadge, ninjaBadge } from './gek-badges';

// Also the board's key's swatches (GekBoard.vue).
export const MOUNTAIN_TINT = 0xcdbf9f;
export const MANDATE_TINT = 0xead9a0;
export const REACH = 0x3f7f5f;
const KIND_LETTERS = ['Sp', 'Sw', 'Ar', 'Bn', 'Aq'];

export class GekLayer extends ProvinceLayer<GekBoardModel, GekProvince, 'owner' | 'over'> {
  /** A march being dragged: the target's outline (map space) and the arrow to the pointer (screen space). */
  private dragTarget = new Graphics();
  private dragArrow = new Graphics();
  private scheme: ColourScheme = 'washi';

  constructor() {
    super(['owner', 'over']);
  }

  protected override onAttach(scene: MapSceneApi): void {
    this.dragTarget = new Graphics();
    this.dragArrow = new Graphics();
    scene.overFills.addChild(this.dragTarget);
    scene.overPieces.addChild(this.dragArrow);
    for (const province of scene.map.provinces) scene.setLabel(province.id, { text: province.name, short: mb68ShortName(province.id, province.name) });
  }

  setScheme(scheme: ColourScheme): void {
    this.scheme = scheme;
    this.redrawAll();
  }

  /** The arrow of a drag from a province's pieces to the pointer, and the province it would land on; null: none. */
  setDrag(drag: { from: string; x: number; y: number; target: string | null; reachable: boolean } | null): void {
    const scene = this.scene;
    if (!scene) return;
    this.dragArrow.clear();
    this.dragTarget.clear();
    const start = drag ? this.piecesPoint(drag.from) : null;
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

  protected provincesOf(model: GekBoardModel): readonly GekProvince[] {
    return model.provinces;
  }

  protected keyOf(p: GekProvince): string {
    return JSON.stringify([p, this.scheme, p.owner === null ? null : this.colour(p.owner)]);
  }

  protected paint(p: GekProvince, marks: ProvinceMarks<'owner' | 'over'>, scene: MapSceneApi): void {
    scene.setFill(p.id, p.mandate ? MANDATE_TINT : p.mountain ? MOUNTAIN_TINT : LAND_QUIET);
    if (p.owner !== null) paintOwnerBand(marks.owner, scene, p.id, p.owner, this.colour(p.owner));
    else marks.owner.clear();
    marks.over.clear();
    if (p.contested) outlineProvince(marks.over, scene, p.id, VERMILION, 0.8);
    if (p.highlight) outlineProvince(marks.over, scene, p.id, p.highlight === 'battle' ? VERMILION : p.highlight === 'from' ? INK : REACH, 0.95);
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
    const row = pieceRow(items);
    scene.setPieces(p.id, row?.core ?? null, row?.box ?? null);
  }
}
