/** Ink-on-washi colours shared by the Pixi board and the Vue panels. */
export const PAPER = 0xf3ecdc;
export const PAPER_DEEP = 0xe6dcc5;
export const INK = 0x2b2622;
export const INK_SOFT = 0x6b6158;
export const NEUTRAL = 0xcfc4ad;

/** One colour per seat: vermilion, indigo, moss, ochre, plum (then they repeat). */
export const SEAT_COLORS = [0xb8412c, 0x2f4f7f, 0x5b7335, 0xb8862b, 0x6d3f5f] as const;

export function seatColor(seat: number | null): number {
  if (seat === null || seat < 0) return NEUTRAL;
  return SEAT_COLORS[seat % SEAT_COLORS.length] ?? NEUTRAL;
}

export function cssColor(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}
