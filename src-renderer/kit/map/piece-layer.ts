/**
 * What a game adds to the map kit's scene: its pieces on each province, the
 * province tints and border groups, its own animations. The kit (map-scene.ts)
 * knows nothing of any game; it calls the layer when it is attached, when the
 * view's scale settles, and asks it how borders group; the layer draws
 * through the scene's small API below and asks for a render when it changed
 * something.
 */
import type { Container } from 'pixi.js';
import type { BoardMap } from './map-data';

/** A province's pieces in screen space around its label point (0, 0), and their box there. */
export interface PieceBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ProvinceLabel {
  text: string;
  /** Drawn softer (e.g. a province out of play). */
  dim?: boolean;
  /** A second small italic line under the name. */
  note?: string;
  /** A shorter form, shown where the whole name finds no room (zoomed out). */
  short?: string;
}

/** What the scene offers a layer. */
export interface MapSceneApi {
  readonly map: BoardMap;
  /** World-space containers (they move and scale with the map): above the province fills, and above the ink lines. */
  readonly overFills: Container;
  readonly overLines: Container;
  /** Screen-space containers: below the provinces' pieces, and above them. */
  readonly underPieces: Container;
  readonly overPieces: Container;
  /** Tint of a province's fill (its shape is filled white once). */
  setFill(id: string, color: number): void;
  /** Replaces a province's pieces (null: none); the kit places them and keeps neighbours' pieces and names apart. */
  setPieces(id: string, pieces: Container | null, box: PieceBox | null): void;
  setLabel(id: string, label: ProvinceLabel): void;
  /** After setPieces/setLabel: place every province's pieces and name again. */
  layout(): void;
  /** Re-stroke the ink lines (a layer's border groups changed). */
  restrokeLines(): void;
  /** Screen position and scale of a province's pieces, for effects drawn around them. */
  piecesOf(id: string): { container: Container; box: PieceBox } | null;
  /** Pieces grow a little with the map: their scale now. */
  pieceScale(): number;
  /** Screen pixels per map unit now, and the scale the ink lines were last stroked at. */
  scale(): number;
  lineScale(): number;
  worldToScreen(x: number, y: number): [number, number];
  /** The province under a point of the canvas (CSS pixels), if any. */
  provinceAtScreen(sx: number, sy: number): string | null;
  /** A province's label point on the canvas (CSS pixels). */
  provinceScreenPoint(id: string): [number, number] | null;
  /** Runs `step(t)` for t from 0 to 1 over `ms` (at the look's speed), then `done`; at once when motion is reduced. */
  animate(ms: number, step: (t: number) => void, done?: () => void): void;
  reducedMotion(): boolean;
  requestRender(): void;
}

export interface PieceLayer {
  /** The scene is ready: build what the layer needs and draw its current state. */
  attach(scene: MapSceneApi): void;
  /** The scene goes away: drop references (the scene destroys its display objects). */
  detach(): void;
  /**
   * Borders between two provinces of different groups are drawn bolder (a board's regions);
   * null or no method: every border alike.
   */
  borderGroup?(id: string): string | null;
  /** The ink lines were re-stroked at a new scale: redraw what is stroked in screen pixels. */
  onLineScale?(scale: number): void;
  /** The view moved (pan, zoom, resize): move what is placed in screen space. */
  onView?(): void;
  /**
   * Where a plan arrow (plan-arrows.ts) starts or ends for a place that is not a province's pieces (e.g. a point of
   * the game's own map), in canvas pixels now; null or no method: the end is a province id, at its pieces.
   */
  anchorOf?(place: string): [number, number] | null;
}
