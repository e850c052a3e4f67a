/** Ink-on-washi colours shared by the Pixi board and the Vue panels. */
import type { ColourScheme } from '../stores/settings';

export const PAPER = 0xf3ecdc;
export const PAPER_DEEP = 0xe6dcc5;
export const INK = 0x2b2622;
export const INK_SOFT = 0x6b6158;
export const NEUTRAL = 0xcfc4ad;

/** One colour per seat: vermilion, indigo, moss, ochre, plum (then they repeat). */
export const SEAT_COLORS = [0xb8412c, 0x2f4f7f, 0x5b7335, 0xb8862b, 0x6d3f5f] as const;

/** The "contrast" scheme: Okabe–Ito colours, told apart with the common colour-vision deficiencies. */
export const CONTRAST_COLORS = [0xd55e00, 0x0072b2, 0x009e73, 0xe69f00, 0xcc79a7] as const;

export const SCHEME_COLORS: Record<ColourScheme, readonly number[]> = { washi: SEAT_COLORS, contrast: CONTRAST_COLORS };

/**
 * Every seat also has a pattern, so owners never depend on colour alone
 * (colour-blind safe): drawn on the board's provinces, tokens and tower cubes.
 */
export type SeatPattern = 'solid' | 'stripes' | 'dots' | 'checks' | 'rings';
export const SEAT_PATTERNS: readonly SeatPattern[] = ['solid', 'stripes', 'dots', 'checks', 'rings'];

export function seatPattern(seat: number): SeatPattern {
  return SEAT_PATTERNS[seat % SEAT_PATTERNS.length] ?? 'solid';
}

/** @param colours the game's seat colours by seat when chosen, else the scheme's order */
export function seatColor(seat: number | null, scheme: ColourScheme = 'washi', colours?: readonly (number | undefined)[]): number {
  if (seat === null || seat < 0) return NEUTRAL;
  const chosen = colours?.[seat];
  if (chosen !== undefined) return chosen;
  const list = SCHEME_COLORS[scheme];
  return list[seat % list.length] ?? NEUTRAL;
}

export function cssColor(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

// ---- Henn's Shogun board (added for the map; the seat colours above stay as they are) ----

/** Region tints of the board: soft washes of traditional pigments, light enough for ink and pieces on top. */
export const REGION_COLORS = {
  brown: 0xd3b48e,
  yellow: 0xe8d183,
  red: 0xe3a58e,
  purple: 0xbfa8cc,
  green: 0xb3c795,
} as const;

/** Deeper shades of the region tints, for swatches, borders and text on paper. */
export const REGION_INK = {
  brown: 0x8a6a45,
  yellow: 0x9c7f1f,
  red: 0xa4503a,
  purple: 0x6f5585,
  green: 0x55703a,
} as const;

export const SEA = 0xd3ddd8;
export const SEA_DEEP = 0x8fa6a6;
/** Land that is not on the board (Kyūshū, Awaji, Sado, …). */
export const LAND_QUIET = 0xece4d0;
/** Provinces out of play (3 players). */
export const OUT_OF_PLAY = 0xcdc6b8;
export const PAPER_LIGHT = 0xfaf6ec;
export const VERMILION = 0xb8412c;
export const UNREST = 0x8e2a1e;

/** Mixes two colours: t = 0 gives a, t = 1 gives b. */
export function mixColor(a: number, b: number, t: number): number {
  const ch = (shift: number): number => {
    const x = (a >> shift) & 0xff;
    const y = (b >> shift) & 0xff;
    return Math.round(x + (y - x) * t) << shift;
  };
  return ch(16) | ch(8) | ch(0);
}
