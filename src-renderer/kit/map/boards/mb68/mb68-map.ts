/**
 * The Milton Bradley board's map (68 provinces, the board's blue sea lines),
 * decoded once from mb68-board.json, built by scripts/build-board-map.ts from
 * ./map-spec.ts. Shared by the games played on this board (MB Shogun, Gekokujō).
 */
import { decodeMap, type BoardMap, type MapFile } from '../../map-data';
import data from './mb68-board.json';

let decoded: BoardMap | null = null;

export function mb68Map(): BoardMap {
  decoded ??= decodeMap(data as MapFile);
  return decoded;
}

/**
 * Short names for a crowded view: the shortest cut of at least four letters
 * that no other province's name begins with (Chikug., Chikuz.), and the two
 * Awas keep what tells them apart.
 */
export function mb68ShortName(id: string, name: string): string {
  if (id === 'awa_shikoku') return 'Awa (S.)';
  if (id === 'awa_boso') return 'Awa (B.)';
  const others = mb68Map().provinces.filter((p) => p.id !== id).map((p) => p.name);
  for (let k = 4; k < name.length - 1; k++) {
    const cut = name.slice(0, k);
    if (!others.some((o) => o.startsWith(cut))) return `${cut}.`;
  }
  return name;
}
