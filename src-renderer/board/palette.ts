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
 * (colour-blind safe): drawn on the board's provinces, tokens and cubes.
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

/**
 * Names of the scheme colours by palette index (i18n keys `shell.colour.<name>`).
 * A seat's chosen colour is a palette index (contract `SeatSpec.colour`), so
 * the same choice shows as vermilion in washi and orange in contrast.
 */
export const SCHEME_COLOUR_NAMES: Record<ColourScheme, readonly string[]> = {
  washi: ['vermilion', 'indigo', 'moss', 'ochre', 'plum'],
  contrast: ['orange', 'blue', 'green', 'yellow', 'pink'],
};

/** The colour of palette index `index` in a scheme (what a seat's chosen `colour` means). */
export function paletteColor(index: number, scheme: ColourScheme = 'washi'): number {
  const list = SCHEME_COLORS[scheme];
  return list[((index % list.length) + list.length) % list.length] ?? NEUTRAL;
}

/**
 * A game's chosen seat colours as RGB, ready for `seatColor(seat, scheme, colours)`:
 * `seatColor(s.seat, scheme, gameSeatColours(summary.seats, scheme))`. Seats
 * without a choice (games made before colours existed) stay undefined and so
 * take the scheme's order.
 */
export function gameSeatColours(seats: readonly { seat?: number; colour?: number }[], scheme: ColourScheme = 'washi'): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  seats.forEach((s, i) => {
    out[s.seat ?? i] = s.colour === undefined ? undefined : paletteColor(s.colour, scheme);
  });
  return out;
}

/** Paper over the colour: the pattern's light marks, as CSS. */
const MARK = 'rgba(250, 246, 236, 0.72)';

/**
 * A CSS `background` for a seat swatch: the colour with the seat's pattern
 * drawn over it in light marks, the same pattern the board and its pieces use
 * (`seatPattern`), so a swatch never relies on colour alone.
 * @param color the seat's colour (default: the washi scheme's order)
 */
export function seatPatternCss(seat: number, color: number = seatColor(seat)): string {
  const base = cssColor(color);
  switch (seatPattern(seat)) {
    case 'stripes':
      return `repeating-linear-gradient(45deg, ${MARK} 0 2px, transparent 2px 6px), ${base}`;
    case 'dots':
      return `radial-gradient(circle, ${MARK} 0 1.6px, transparent 2.2px) 0 0 / 7px 7px, ${base}`;
    case 'checks':
      return `conic-gradient(${MARK} 0 25%, transparent 0 50%, ${MARK} 0 75%, transparent 0) 0 0 / 8px 8px, ${base}`;
    case 'rings':
      return `repeating-radial-gradient(circle at 50% 50%, transparent 0 2.5px, ${MARK} 2.5px 4px), ${base}`;
    default:
      return base;
  }
}

// ---- the map kit's sea, land and ink (kit/map) ----

export const SEA = 0xd3ddd8;
export const SEA_DEEP = 0x8fa6a6;
/** Land that is not on the board (e.g. Kyūshū, Awaji and Sado on a board of Honshū). */
export const LAND_QUIET = 0xece4d0;
export const PAPER_LIGHT = 0xfaf6ec;
export const VERMILION = 0xb8412c;

/** Mixes two colours: t = 0 gives a, t = 1 gives b. */
export function mixColor(a: number, b: number, t: number): number {
  const ch = (shift: number): number => {
    const x = (a >> shift) & 0xff;
    const y = (b >> shift) & 0xff;
    return Math.round(x + (y - x) * t) << shift;
  };
  return ch(16) | ch(8) | ch(0);
}
