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
import { castleIcon, outlineProvince, paintOwnerBand, roundBadge, unitStack } from '../../../kit/map/unit-pieces';
import type { GekBoardModel, GekProvince } from './gek-board-model';

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
  private readonly marks = new Map<string, Marks>();
  private model: GekBoardModel | null = null;
  private scheme: ColourScheme = 'washi';

  attach(scene: MapSceneApi): void {
    this.scene = scene;
    this.owners = new Container();
    this.overs = new Container();
    this.marks.clear();
    scene.overFills.addChild(this.owners, this.overs);
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
    if (p.ninja) items.push(roundBadge(p.ninja === 'sabotage' ? '✕' : '⊘', 0x2b2622, 0xfaf6ec));
    if (p.sown > 0) items.push(roundBadge(`${p.sown}`, mixColor(0xb8862b, 0xffffff, 0.4)));
    if (p.mandate) items.push(roundBadge('令', 0xd9a93a));
    // Allies sharing the province (Political Play & Diplomacy).
    if (p.allied) items.push(roundBadge('∞', 0xbcd3dc));
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
