/**
 * Dice drawn with Pixi Graphics, centred on (0, 0), `size` pixels across:
 * a d6 as a rounded square with pips; the others as their silhouettes with
 * the number on the face turned up — d4 a triangle, d8 a diamond, d10 a
 * kite, d12 a pentagon inside its outline, d20 a triangle inside a hexagon.
 * Sixes and nines of the polyhedral dice are underlined, as on real dice.
 */
import { Container, Graphics } from 'pixi.js';
import { INK, PAPER_LIGHT, mixColor } from '../../board/palette';
import { label, textStyle } from '../../pixi/text';
import type { DieSides } from './dice-plan';

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** Points of a regular polygon (`n` corners, radius `r`, first corner straight up). */
function regular(n: number, r: number, turn = 0): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const a = -Math.PI / 2 + turn + (2 * Math.PI * k) / n;
    out.push(Math.cos(a) * r, Math.sin(a) * r);
  }
  return out;
}

export interface DieLook {
  body: number;
  /** Ink of pips, numbers and edges. */
  ink: number;
}

/** A die showing `face`: a container with the shape and its pips or number. */
export function drawDie(sides: DieSides, face: number, size: number, look: DieLook): Container {
  const box = new Container();
  const g = new Graphics();
  box.addChild(g);
  const r = size / 2;
  const edge = { width: 1.6, color: look.ink, alpha: 0.9, join: 'round' } as const;
  const light = mixColor(look.body, 0xffffff, 0.35);
  const shade = mixColor(look.body, 0x000000, 0.18);
  if (sides === 6) {
    g.roundRect(-r + 2, -r + 4, size - 4, size - 4, 7).fill({ color: 0x000000, alpha: 0.18 });
    g.roundRect(-r, -r, size - 2, size - 2, 7).fill(look.body).stroke(edge);
    g.roundRect(-r + 3, -r + 3, size - 8, size * 0.22, 4).fill({ color: light, alpha: 0.6 });
    const step = size * 0.25;
    for (const [px, py] of PIPS[face] ?? []) g.circle(-1 + px * step, -1 + py * step, size * 0.085).fill(look.ink);
    return box;
  }
  // Polyhedral dice: the silhouette, facet lines to the face turned up, and its number.
  let outline: number[];
  let facet: number[] | null = null;
  let numberY = 0;
  switch (sides) {
    case 4:
      outline = regular(3, r * 1.05);
      numberY = r * 0.18;
      break;
    case 8:
      outline = [0, -r, r * 0.82, 0, 0, r, -r * 0.82, 0];
      facet = [-r * 0.82, 0, r * 0.82, 0];
      numberY = -r * 0.2;
      break;
    case 10:
      outline = [0, -r, r * 0.92, -r * 0.1, r * 0.62, r * 0.55, 0, r, -r * 0.62, r * 0.55, -r * 0.92, -r * 0.1];
      facet = [-r * 0.92, -r * 0.1, 0, r * 0.38, r * 0.92, -r * 0.1];
      numberY = -r * 0.12;
      break;
    case 12:
      outline = regular(10, r, Math.PI / 10).map((v) => v * 1.0);
      facet = regular(5, r * 0.62);
      numberY = r * 0.04;
      break;
    default:
      // d20: a hexagon with the front triangle.
      outline = regular(6, r);
      facet = regular(3, r * 0.82, Math.PI);
      numberY = -r * 0.02;
      break;
  }
  const shadow = outline.map((v, i) => v + (i % 2 === 1 ? 2.5 : 1));
  g.poly(shadow, true).fill({ color: 0x000000, alpha: 0.18 });
  g.poly(outline, true).fill(shade).stroke(edge);
  if (facet) {
    if (sides === 12 || sides === 20) {
      g.poly(facet, true).fill(look.body).stroke({ ...edge, width: 1.1, alpha: 0.75 });
      // Ridges from the front face's corners out to the outline.
      for (let i = 0; i < facet.length; i += 2) {
        const fx = facet[i]!;
        const fy = facet[i + 1]!;
        const d = Math.hypot(fx, fy) || 1;
        g.moveTo(fx, fy).lineTo((fx / d) * r * 0.98, (fy / d) * r * 0.98);
      }
      g.stroke({ ...edge, width: 1, alpha: 0.5 });
    } else {
      g.poly([outline[0]!, outline[1]!, ...facet], true).fill(look.body);
      g.moveTo(facet[0]!, facet[1]!);
      for (let i = 2; i < facet.length; i += 2) g.lineTo(facet[i]!, facet[i + 1]!);
      g.stroke({ ...edge, width: 1.1, alpha: 0.7 });
    }
  } else {
    g.poly(outline, true).fill(look.body).stroke(edge);
  }
  const text = label(String(face), textStyle(size * (face >= 10 ? 0.36 : 0.42), look.ink, 'bold'));
  text.anchor.set(0.5);
  text.position.set(0, numberY);
  box.addChild(text);
  if (face === 6 || face === 9) {
    const w = size * 0.16;
    g.moveTo(-w / 2, numberY + size * 0.22).lineTo(w / 2, numberY + size * 0.22).stroke({ width: 1.4, color: look.ink });
  }
  return box;
}

/** The default look: ivory dice with ink. */
export const IVORY: DieLook = { body: PAPER_LIGHT, ink: INK };
