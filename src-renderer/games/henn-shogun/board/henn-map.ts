/**
 * The map of Henn's Shogun board, decoded once from henn-board.json (built by
 * scripts/build-board-map.ts from ./map-spec.ts; provenance in ./README.md).
 */
import { decodeMap, type BoardMap, type MapFile } from '../../../kit/map/map-data';
import data from './henn-board.json';

let decoded: BoardMap | null = null;

/** The board map (decoded on first use). */
export function hennMap(): BoardMap {
  decoded ??= decodeMap(data as MapFile);
  return decoded;
}
