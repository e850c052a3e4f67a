/** Text on the Pixi canvases (boards, pieces, dice): the app's serif, an optional paper halo, sharp when scaled. */
import { Text, type TextStyleOptions } from 'pixi.js';
import { INK, PAPER_LIGHT } from '../board/palette';

export const FONT = ['Iowan Old Style', 'Palatino Linotype', 'Book Antiqua', 'Palatino', 'Noto Serif', 'DejaVu Serif', 'Georgia', 'serif'];

export function textStyle(size: number, fill = INK, weight: TextStyleOptions['fontWeight'] = 'normal', halo = 0): TextStyleOptions {
  const style: TextStyleOptions = { fontFamily: FONT, fontSize: size, fill, fontWeight: weight };
  if (halo > 0) style.stroke = { color: PAPER_LIGHT, width: halo, join: 'round' };
  return style;
}

/** Text drawn at twice the resolution, so it stays sharp when the pieces grow with the zoom. */
export function label(text: string, style: TextStyleOptions): Text {
  return new Text({ text, style, resolution: 2 });
}
