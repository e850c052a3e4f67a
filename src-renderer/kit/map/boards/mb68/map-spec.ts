/**
 * The build spec of the Milton Bradley board's map (scripts/build-board-map.ts
 * → mb68-board.json): all 68 provinces, no merges, the board graph of
 * src-shared/maps/mb-board.ts (125 land pairs and 20 sea lines, transcribed
 * from the board). Shared by every game on this board (MB Shogun, Gekokujō).
 */
import { MB_ADJACENCY, MB_PROVINCES } from '@shared/maps/mb-board';
import type { BoardMapSpec } from '../../map-spec';

export const spec: BoardMapSpec = {
  title: 'Map of the Milton Bradley Shogun board (68 provinces)',
  out: 'src-renderer/kit/map/boards/mb68/mb68-board.json',
  provinces: MB_PROVINCES.map((p) => ({ id: p.id, name: p.name })),
  adjacency: MB_ADJACENCY.map((p) => [p.a, p.b, p.kind] as const),
  // The board's blue lines join islands and far coasts: drawn as lines even where the map's coasts touch.
  seaKinds: ['sea'],
  routeStyle: 'sea-line',
};
