/**
 * The build spec of Henn's Shogun board map (scripts/build-board-map.ts →
 * henn-board.json): the engine's 45 provinces and adjacency.
 */
import { ADJACENCY, PROVINCES } from '@shared/games/henn-shogun/public';
import type { BoardMapSpec } from '../../../kit/map/map-spec';

export const spec: BoardMapSpec = {
  title: "Map of Dirk Henn's Shogun board",
  out: 'src-renderer/games/henn-shogun/board/henn-board.json',
  provinces: PROVINCES.map((p) => ({ id: p.id, name: p.name })),
  /**
   * Henn provinces that cover several ryōseikoku. Read off the engine's
   * adjacency: its "board simplification" links Ōmi–Settsu, Settsu–Yamato and
   * Kii–Settsu only exist if Yamashiro, Kawachi and Izumi belong to Settsu;
   * Ōmi–Yamato if Iga belongs to Yamato; Harima–Hōki and Hōki–Tajima if Inaba
   * belongs to Hōki; Tajima–Wakasa if Tango belongs to Tajima. Dewa joins Mutsu:
   * the board's north is one province.
   */
  merges: {
    settsu: ['settsu', 'yamashiro', 'kawachi', 'izumi'],
    yamato: ['yamato', 'iga'],
    hoki: ['hoki', 'inaba'],
    tajima: ['tajima', 'tango'],
    mutsu: ['mutsu', 'dewa'],
  },
  adjacency: ADJACENCY,
  routeStyle: 'dashed',
  northEdgeLat: 38.7,
};
