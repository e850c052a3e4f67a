/**
 * What scripts/build-board-map.ts needs to build one board's map file: which
 * ryōseikoku are the board's provinces (merged where one space covers
 * several), the board's adjacency, how sea routes are drawn, where the board
 * ends, and small label tweaks. Each board keeps its spec next to its map
 * (a game's own board keeps it in its folder, games/<id>/board/map-spec.ts;
 * a board shared by games keeps it under kit/map/boards/, e.g. mb68/map-spec.ts). Plain data, no Node, no Pixi.
 */
import type { RouteStyle } from './map-data';

export interface BoardMapSpec {
  /** Says what the map is, in the file's provenance line. */
  title: string;
  /** Where the map file goes, from the repository's root. */
  out: string;
  /** The board's provinces (ids; names as the board prints them). Every other ryōseikoku is plain land. */
  provinces: readonly { id: string; name: string }[];
  /** A board province that covers several ryōseikoku: its id → the ryōseikoku ids. */
  merges?: Readonly<Record<string, readonly string[]>>;
  /** The board's adjacent pairs, with their kind as the game data names it. */
  adjacency: readonly (readonly [a: string, b: string, kind: string])[];
  /** Kinds always drawn as sea routes; any other pair is a route only where the two share no border on the map. */
  seaKinds?: readonly string[];
  routeStyle?: RouteStyle;
  /** The board ends in the north at this latitude (a board may cut Mutsu); none: the whole of Japan. */
  northEdgeLat?: number;
  /** Moves a province's label point (map units, x east, y south) where the inscribed circle's centre reads badly. */
  labelTweaks?: Readonly<Record<string, readonly [number, number]>>;
}
