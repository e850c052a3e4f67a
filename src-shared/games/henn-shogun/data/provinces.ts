/**
 * The 45 provinces of Dirk Henn's Shogun (Queen Games 2006).
 *
 * Provenance (copied from /work/shared/data/japan/README.md and
 * henn-shogun-provinces.json): tax (coin chests), rice and building sites as
 * printed on the province cards; sun/moon regions from the cards' symbols;
 * sun-side adjacency (98 pairs: land borders, sea routes and the board's own
 * simplifications) and the sun side's 3-player exclusions from a fan
 * implementation's board data. Geography derived from the Asukana
 * Ryoseikoku raster (CC0 1.0). Kai-Mikawa appeared in one direction only in
 * the source; adjacency is symmetric here.
 *
 * Not known from any source: the moon side's adjacency (we use the sun side's,
 * as the README advises) and its 3-player exclusions (reconstructed, see
 * MOON_EXCLUDED_3P).
 */

export const REGIONS = ['brown', 'yellow', 'red', 'purple', 'green'] as const;
export type Region = (typeof REGIONS)[number];

export interface ProvinceData {
  /** Stable id (the ryoseikoku id; Tamba is 'tanba'). */
  readonly id: string;
  readonly name: string;
  readonly tax: number;
  readonly rice: number;
  readonly sites: number;
  readonly regionSun: Region;
  readonly regionMoon: Region;
  /** Out of play in a 3-player game on the sun side (printed on the board). */
  readonly excluded3pSun: boolean;
  /** Out of play in a 3-player game on the moon side. Reconstructed, see MOON_EXCLUDED_3P. */
  readonly excluded3pMoon: boolean;
}

export const PROVINCES: readonly ProvinceData[] = [
  { id: 'mutsu', name: 'Mutsu', tax: 4, rice: 3, sites: 2, regionSun: 'brown', regionMoon: 'brown', excluded3pSun: true, excluded3pMoon: true },
  { id: 'echigo', name: 'Echigo', tax: 5, rice: 3, sites: 2, regionSun: 'brown', regionMoon: 'brown', excluded3pSun: true, excluded3pMoon: true },
  { id: 'shimotsuke', name: 'Shimotsuke', tax: 6, rice: 2, sites: 3, regionSun: 'brown', regionMoon: 'brown', excluded3pSun: false, excluded3pMoon: false },
  { id: 'hitachi', name: 'Hitachi', tax: 3, rice: 4, sites: 1, regionSun: 'brown', regionMoon: 'yellow', excluded3pSun: false, excluded3pMoon: false },
  { id: 'kozuke', name: 'Kozuke', tax: 3, rice: 4, sites: 2, regionSun: 'brown', regionMoon: 'brown', excluded3pSun: false, excluded3pMoon: false },
  { id: 'shinano', name: 'Shinano', tax: 6, rice: 2, sites: 3, regionSun: 'brown', regionMoon: 'red', excluded3pSun: false, excluded3pMoon: false },
  { id: 'etchu', name: 'Etchu', tax: 7, rice: 3, sites: 3, regionSun: 'brown', regionMoon: 'brown', excluded3pSun: false, excluded3pMoon: false },
  { id: 'kaga', name: 'Kaga', tax: 4, rice: 5, sites: 3, regionSun: 'brown', regionMoon: 'brown', excluded3pSun: false, excluded3pMoon: false },
  { id: 'noto', name: 'Noto', tax: 5, rice: 2, sites: 2, regionSun: 'brown', regionMoon: 'brown', excluded3pSun: false, excluded3pMoon: false },
  { id: 'awa_boso', name: 'Awa-Boso', tax: 3, rice: 4, sites: 2, regionSun: 'yellow', regionMoon: 'yellow', excluded3pSun: true, excluded3pMoon: true },
  { id: 'kazusa', name: 'Kazusa', tax: 5, rice: 3, sites: 3, regionSun: 'yellow', regionMoon: 'yellow', excluded3pSun: true, excluded3pMoon: true },
  { id: 'shimosa', name: 'Shimosa', tax: 5, rice: 5, sites: 1, regionSun: 'yellow', regionMoon: 'yellow', excluded3pSun: false, excluded3pMoon: false },
  { id: 'musashi', name: 'Musashi', tax: 6, rice: 3, sites: 2, regionSun: 'yellow', regionMoon: 'yellow', excluded3pSun: false, excluded3pMoon: false },
  { id: 'sagami', name: 'Sagami', tax: 3, rice: 4, sites: 3, regionSun: 'yellow', regionMoon: 'yellow', excluded3pSun: false, excluded3pMoon: false },
  { id: 'kai', name: 'Kai', tax: 5, rice: 3, sites: 1, regionSun: 'yellow', regionMoon: 'red', excluded3pSun: false, excluded3pMoon: false },
  { id: 'suruga', name: 'Suruga', tax: 7, rice: 3, sites: 2, regionSun: 'yellow', regionMoon: 'yellow', excluded3pSun: false, excluded3pMoon: false },
  { id: 'izu', name: 'Izu', tax: 6, rice: 2, sites: 3, regionSun: 'yellow', regionMoon: 'yellow', excluded3pSun: false, excluded3pMoon: false },
  { id: 'totomi', name: 'Totomi', tax: 6, rice: 2, sites: 2, regionSun: 'yellow', regionMoon: 'yellow', excluded3pSun: false, excluded3pMoon: false },
  { id: 'mikawa', name: 'Mikawa', tax: 6, rice: 3, sites: 1, regionSun: 'red', regionMoon: 'red', excluded3pSun: false, excluded3pMoon: false },
  { id: 'owari', name: 'Owari', tax: 6, rice: 2, sites: 2, regionSun: 'red', regionMoon: 'purple', excluded3pSun: false, excluded3pMoon: false },
  { id: 'mino', name: 'Mino', tax: 3, rice: 5, sites: 1, regionSun: 'red', regionMoon: 'red', excluded3pSun: false, excluded3pMoon: false },
  { id: 'hida', name: 'Hida', tax: 4, rice: 2, sites: 2, regionSun: 'red', regionMoon: 'red', excluded3pSun: false, excluded3pMoon: false },
  { id: 'echizen', name: 'Echizen', tax: 4, rice: 4, sites: 2, regionSun: 'red', regionMoon: 'brown', excluded3pSun: false, excluded3pMoon: false },
  { id: 'omi', name: 'Omi', tax: 3, rice: 2, sites: 3, regionSun: 'red', regionMoon: 'red', excluded3pSun: false, excluded3pMoon: false },
  { id: 'wakasa', name: 'Wakasa', tax: 6, rice: 2, sites: 2, regionSun: 'red', regionMoon: 'brown', excluded3pSun: false, excluded3pMoon: false },
  { id: 'tanba', name: 'Tamba', tax: 7, rice: 2, sites: 1, regionSun: 'red', regionMoon: 'red', excluded3pSun: false, excluded3pMoon: false },
  { id: 'harima', name: 'Harima', tax: 4, rice: 4, sites: 2, regionSun: 'red', regionMoon: 'red', excluded3pSun: false, excluded3pMoon: false },
  { id: 'shima', name: 'Shima', tax: 4, rice: 3, sites: 1, regionSun: 'purple', regionMoon: 'purple', excluded3pSun: false, excluded3pMoon: false },
  { id: 'ise', name: 'Ise', tax: 5, rice: 3, sites: 2, regionSun: 'purple', regionMoon: 'purple', excluded3pSun: false, excluded3pMoon: false },
  { id: 'kii', name: 'Kii', tax: 5, rice: 4, sites: 2, regionSun: 'purple', regionMoon: 'purple', excluded3pSun: false, excluded3pMoon: false },
  { id: 'yamato', name: 'Yamato', tax: 5, rice: 4, sites: 2, regionSun: 'purple', regionMoon: 'purple', excluded3pSun: false, excluded3pMoon: false },
  { id: 'settsu', name: 'Settsu', tax: 7, rice: 3, sites: 1, regionSun: 'purple', regionMoon: 'purple', excluded3pSun: false, excluded3pMoon: false },
  { id: 'sanuki', name: 'Sanuki', tax: 6, rice: 2, sites: 1, regionSun: 'purple', regionMoon: 'green', excluded3pSun: true, excluded3pMoon: false },
  { id: 'awa_shikoku', name: 'Awa-Shikoku', tax: 4, rice: 2, sites: 2, regionSun: 'purple', regionMoon: 'purple', excluded3pSun: false, excluded3pMoon: false },
  { id: 'tosa', name: 'Tosa', tax: 6, rice: 3, sites: 2, regionSun: 'purple', regionMoon: 'purple', excluded3pSun: true, excluded3pMoon: true },
  { id: 'iyo', name: 'Iyo', tax: 3, rice: 4, sites: 3, regionSun: 'purple', regionMoon: 'purple', excluded3pSun: false, excluded3pMoon: true },
  { id: 'tajima', name: 'Tajima', tax: 4, rice: 4, sites: 1, regionSun: 'green', regionMoon: 'green', excluded3pSun: false, excluded3pMoon: false },
  { id: 'hoki', name: 'Hoki', tax: 6, rice: 5, sites: 2, regionSun: 'green', regionMoon: 'green', excluded3pSun: false, excluded3pMoon: false },
  { id: 'mimasaka', name: 'Mimasaka', tax: 7, rice: 3, sites: 1, regionSun: 'green', regionMoon: 'red', excluded3pSun: false, excluded3pMoon: false },
  { id: 'bizen', name: 'Bizen', tax: 4, rice: 2, sites: 1, regionSun: 'green', regionMoon: 'green', excluded3pSun: false, excluded3pMoon: false },
  { id: 'bitchu', name: 'Bitchu', tax: 5, rice: 3, sites: 2, regionSun: 'green', regionMoon: 'green', excluded3pSun: false, excluded3pMoon: false },
  { id: 'bingo', name: 'Bingo', tax: 3, rice: 4, sites: 2, regionSun: 'green', regionMoon: 'green', excluded3pSun: false, excluded3pMoon: false },
  { id: 'izumo', name: 'Izumo', tax: 3, rice: 3, sites: 3, regionSun: 'green', regionMoon: 'green', excluded3pSun: true, excluded3pMoon: true },
  { id: 'iwami', name: 'Iwami', tax: 7, rice: 2, sites: 1, regionSun: 'green', regionMoon: 'green', excluded3pSun: true, excluded3pMoon: true },
  { id: 'aki', name: 'Aki', tax: 4, rice: 3, sites: 2, regionSun: 'green', regionMoon: 'green', excluded3pSun: false, excluded3pMoon: false },
];

/**
 * The moon side's 3-player exclusions: NOT from any source (reconstructed: true).
 * Chosen so that every moon region keeps 7 of its 9 provinces (brown, yellow,
 * purple and green lose 2 each, red none), the excluded ones lie on the edge
 * of the map, and the provinces left in play stay connected.
 */
export const MOON_EXCLUDED_3P = {
  reconstructed: true,
  provinces: ['mutsu', 'echigo', 'awa_boso', 'kazusa', 'tosa', 'iyo', 'izumo', 'iwami'],
} as const;

export type AdjacencyKind = 'land' | 'sea-or-board';

/** Sun-side adjacency (also used for the moon side), symmetric. */
export const ADJACENCY: readonly (readonly [string, string, AdjacencyKind])[] = [
  ['aki', 'bingo', 'land'],
  ['aki', 'iwami', 'land'],
  ['aki', 'iyo', 'sea-or-board'],
  ['awa_boso', 'izu', 'sea-or-board'],
  ['awa_boso', 'kazusa', 'land'],
  ['awa_shikoku', 'iyo', 'land'],
  ['awa_shikoku', 'kii', 'sea-or-board'],
  ['awa_shikoku', 'sanuki', 'land'],
  ['awa_shikoku', 'tosa', 'land'],
  ['bingo', 'bitchu', 'land'],
  ['bingo', 'hoki', 'land'],
  ['bingo', 'iwami', 'land'],
  ['bingo', 'izumo', 'land'],
  ['bitchu', 'bizen', 'land'],
  ['bitchu', 'hoki', 'land'],
  ['bitchu', 'mimasaka', 'land'],
  ['bizen', 'harima', 'land'],
  ['bizen', 'mimasaka', 'land'],
  ['echigo', 'etchu', 'land'],
  ['echigo', 'kozuke', 'land'],
  ['echigo', 'mutsu', 'land'],
  ['echigo', 'shinano', 'land'],
  ['echizen', 'hida', 'land'],
  ['echizen', 'kaga', 'land'],
  ['echizen', 'mino', 'land'],
  ['echizen', 'omi', 'land'],
  ['echizen', 'wakasa', 'land'],
  ['etchu', 'hida', 'land'],
  ['etchu', 'kaga', 'land'],
  ['etchu', 'noto', 'land'],
  ['etchu', 'shinano', 'land'],
  ['harima', 'hoki', 'sea-or-board'],
  ['harima', 'mimasaka', 'land'],
  ['harima', 'sanuki', 'sea-or-board'],
  ['harima', 'settsu', 'land'],
  ['harima', 'tajima', 'land'],
  ['harima', 'tanba', 'land'],
  ['hida', 'kaga', 'land'],
  ['hida', 'mino', 'land'],
  ['hida', 'shinano', 'land'],
  ['hitachi', 'mutsu', 'land'],
  ['hitachi', 'shimosa', 'land'],
  ['hitachi', 'shimotsuke', 'land'],
  ['hoki', 'izumo', 'land'],
  ['hoki', 'mimasaka', 'land'],
  ['hoki', 'tajima', 'sea-or-board'],
  ['ise', 'kii', 'land'],
  ['ise', 'mino', 'land'],
  ['ise', 'omi', 'land'],
  ['ise', 'owari', 'land'],
  ['ise', 'shima', 'land'],
  ['ise', 'yamato', 'land'],
  ['iwami', 'izumo', 'land'],
  ['iyo', 'sanuki', 'land'],
  ['iyo', 'tosa', 'land'],
  ['izu', 'sagami', 'land'],
  ['izu', 'shima', 'sea-or-board'],
  ['izu', 'suruga', 'land'],
  ['kaga', 'noto', 'land'],
  ['kaga', 'tajima', 'sea-or-board'],
  ['kai', 'mikawa', 'sea-or-board'],
  ['kai', 'musashi', 'land'],
  ['kai', 'sagami', 'land'],
  ['kai', 'shinano', 'land'],
  ['kai', 'suruga', 'land'],
  ['kai', 'totomi', 'sea-or-board'],
  ['kazusa', 'shimosa', 'land'],
  ['kii', 'settsu', 'sea-or-board'],
  ['kii', 'yamato', 'land'],
  ['kozuke', 'musashi', 'land'],
  ['kozuke', 'mutsu', 'land'],
  ['kozuke', 'shimosa', 'sea-or-board'],
  ['kozuke', 'shimotsuke', 'land'],
  ['kozuke', 'shinano', 'land'],
  ['mikawa', 'mino', 'land'],
  ['mikawa', 'owari', 'land'],
  ['mikawa', 'shinano', 'land'],
  ['mikawa', 'totomi', 'land'],
  ['mino', 'omi', 'land'],
  ['mino', 'owari', 'land'],
  ['mino', 'shinano', 'land'],
  ['musashi', 'sagami', 'land'],
  ['musashi', 'shimosa', 'land'],
  ['musashi', 'shinano', 'land'],
  ['mutsu', 'shimotsuke', 'land'],
  ['omi', 'settsu', 'sea-or-board'],
  ['omi', 'tanba', 'land'],
  ['omi', 'wakasa', 'land'],
  ['omi', 'yamato', 'sea-or-board'],
  ['sagami', 'suruga', 'land'],
  ['settsu', 'tanba', 'land'],
  ['settsu', 'yamato', 'sea-or-board'],
  ['shimosa', 'shimotsuke', 'land'],
  ['shinano', 'totomi', 'land'],
  ['suruga', 'totomi', 'land'],
  ['tajima', 'tanba', 'land'],
  ['tajima', 'wakasa', 'sea-or-board'],
  ['tanba', 'wakasa', 'land'],
];
