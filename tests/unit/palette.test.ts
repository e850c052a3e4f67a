/** Seat colours and patterns: the palette behind the board, the swatches and the New game screen. */
import { describe, expect, it } from 'vitest';
import { SEAT_COLOUR_COUNT } from '../../src-shared/contract/messages';
import {
  CONTRAST_COLORS,
  SCHEME_COLORS,
  SCHEME_COLOUR_NAMES,
  SEAT_COLORS,
  SEAT_PATTERNS,
  cssColor,
  gameSeatColours,
  paletteColor,
  seatColor,
  seatPatternCss,
} from '../../src-renderer/board/palette';
import { MESSAGES } from '../../src-renderer/i18n';
import type { ColourScheme } from '../../src-renderer/stores/settings';

const SCHEMES: ColourScheme[] = ['washi', 'contrast'];

describe('palette', () => {
  it('offers as many colours in each scheme as the contract allows a seat to choose, each named in both languages', () => {
    for (const scheme of SCHEMES) {
      expect(SCHEME_COLORS[scheme]).toHaveLength(SEAT_COLOUR_COUNT);
      expect(new Set(SCHEME_COLORS[scheme]).size).toBe(SEAT_COLOUR_COUNT);
      expect(SCHEME_COLOUR_NAMES[scheme]).toHaveLength(SEAT_COLOUR_COUNT);
      for (const name of SCHEME_COLOUR_NAMES[scheme]) {
        expect(MESSAGES.en[`shell.colour.${name}`]).toBeTruthy();
        expect(MESSAGES.de[`shell.colour.${name}`]).toBeTruthy();
      }
    }
    for (const pattern of SEAT_PATTERNS) expect(MESSAGES.de[`shell.pattern.${pattern}`]).toBeTruthy();
  });

  it('reads a chosen colour (a palette index) in the viewer’s scheme', () => {
    expect(paletteColor(0, 'washi')).toBe(SEAT_COLORS[0]);
    expect(paletteColor(3, 'contrast')).toBe(CONTRAST_COLORS[3]);
  });

  it('gives a game’s chosen colours to seatColor, and the scheme’s order where none was chosen', () => {
    const seats = [
      { seat: 0, colour: 4 },
      { seat: 1, colour: 0 },
      { seat: 2 },
    ];
    for (const scheme of SCHEMES) {
      const colours = gameSeatColours(seats, scheme);
      expect(seatColor(0, scheme, colours)).toBe(SCHEME_COLORS[scheme][4]);
      expect(seatColor(1, scheme, colours)).toBe(SCHEME_COLORS[scheme][0]);
      expect(seatColor(2, scheme, colours)).toBe(SCHEME_COLORS[scheme][2]);
    }
    // An old game without colours looks exactly as before.
    const none = gameSeatColours([{ seat: 0 }, { seat: 1 }], 'contrast');
    expect([0, 1].map((seat) => seatColor(seat, 'contrast', none))).toEqual([CONTRAST_COLORS[0], CONTRAST_COLORS[1]]);
  });

  it('draws every seat’s swatch in its colour with a pattern of its own', () => {
    const backgrounds = SEAT_PATTERNS.map((_, seat) => seatPatternCss(seat, 0x123456));
    expect(new Set(backgrounds).size).toBe(SEAT_PATTERNS.length);
    for (const css of backgrounds) expect(css).toContain('#123456');
    expect(seatPatternCss(0, 0x123456)).toBe('#123456'); // the plain seat
    for (const css of backgrounds.slice(1)) expect(css).toMatch(/gradient\(/);
    // Patterns repeat after five seats, like the colours; the default colour is the washi order.
    expect(seatPatternCss(5, 0x123456)).toBe(backgrounds[0]);
    expect(seatPatternCss(2)).toContain(cssColor(SEAT_COLORS[2]));
  });
});
