/**
 * Gekokujō's province badges drawn as small icons, never as glyphs: the
 * Mandate's '令' was a box (tofu) wherever no Japanese font is installed —
 * the app bundles no fonts and draws with the system's — and '⊘', '✕', '∞'
 * depend on the system's symbol fonts too. Drawn, they look the same
 * everywhere (issue 22). Same size and frame as kit/map's round badges.
 */
import { Container, Graphics } from 'pixi.js';
import { INK } from '../../../board/palette';

const R = 6;

function badge(fill: number, draw: (g: Graphics) => void, outline: number = INK): Container {
  const box = new Container();
  const g = new Graphics();
  g.circle(0, 0, R).fill(fill).stroke({ width: 1, color: outline });
  draw(g);
  box.addChild(g);
  return box;
}

/** The Imperial Mandate: a gold badge with the chrysanthemum seal (a centre and eight petals). */
export function mandateBadge(): Container {
  return badge(0xd9a93a, (g) => {
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      g.circle(Math.cos(a) * 3.3, Math.sin(a) * 3.3, 1.25);
    }
    g.fill(INK);
    g.circle(0, 0, 1.5).fill(INK);
  });
}

/** The Ninja: sabotage a cross, any other mission a barred circle; ivory on ink. */
export function ninjaBadge(mission: 'sabotage' | string, ink = 0xfaf6ec): Container {
  return badge(0x2b2622, (g) => {
    if (mission === 'sabotage') {
      g.moveTo(-2.8, -2.8).lineTo(2.8, 2.8).moveTo(2.8, -2.8).lineTo(-2.8, 2.8);
    } else {
      g.circle(0, 0, 3.2);
      g.moveTo(-2.3, 2.3).lineTo(2.3, -2.3);
    }
    g.stroke({ width: 1.4, color: ink });
  });
}

/** Allies sharing the province: two linked rings. */
export function alliedBadge(): Container {
  return badge(0xbcd3dc, (g) => {
    g.circle(-1.7, 0, 2.2).stroke({ width: 1.2, color: INK });
    g.circle(1.7, 0, 2.2).stroke({ width: 1.2, color: INK });
  });
}
