/** Henn's Shogun's own board colours: the five region tints, provinces out of play, unrest. */

/** Region tints of the board: soft washes of traditional pigments, light enough for ink and pieces on top. */
export const REGION_COLORS = {
  brown: 0xd3b48e,
  yellow: 0xe8d183,
  red: 0xe3a58e,
  purple: 0xbfa8cc,
  green: 0xb3c795,
} as const;

/** Provinces out of play (3 players). */
export const OUT_OF_PLAY = 0xcdc6b8;
export const UNREST = 0x8e2a1e;
