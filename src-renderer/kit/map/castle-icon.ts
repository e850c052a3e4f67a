/**
 * A castle as the games on a province map draw it (one home for the icon):
 * a keep on its stone base on a paper plate, the keep tinted with the
 * owner's colour; `fortified` rings the plate in vermilion (a fortress, a
 * fortified castle). Drawn in "piece pixels", about 16 × 16, centred on (0, 0). `keep` draws the keep alone (a
 * game's own building plate around it).
 */
import { Container, Graphics } from 'pixi.js';
import { INK, INK_SOFT, PAPER_LIGHT, VERMILION, mixColor } from '../../board/palette';

export function castleIcon(color: number | null, fortified: boolean): Container {
  const box = new Container();
  const g = new Graphics();
  g.roundRect(-8, -8, 16, 16, 3).fill({ color: PAPER_LIGHT, alpha: 0.95 }).stroke({ width: fortified ? 2 : 0.9, color: fortified ? VERMILION : INK_SOFT });
  keep(g, color === null ? PAPER_LIGHT : mixColor(color, 0xffffff, 0.55));
  box.addChild(g);
  return box;
}

/** The keep alone, about 11 × 12 centred on (0, 0): stone base, walls (`walls`), two dark curved roofs. */
export function keep(g: Graphics, walls: number = PAPER_LIGHT): void {
  g.poly([-5.5, 6, 5.5, 6, 4.2, 2.5, -4.2, 2.5]).fill(0x9a948a).stroke({ width: 0.7, color: INK });
  g.rect(-3.4, -1.2, 6.8, 3.7).fill(walls).stroke({ width: 0.7, color: INK });
  g.poly([-5.2, -0.6, 5.2, -0.6, 3.2, -2.6, -3.2, -2.6]).fill(0x3b3a40).stroke({ width: 0.6, color: INK });
  g.rect(-2, -4.6, 4, 2.1).fill(PAPER_LIGHT).stroke({ width: 0.6, color: INK });
  g.poly([-3.8, -4.1, 3.8, -4.1, 1.8, -6.3, -1.8, -6.3]).fill(0x3b3a40).stroke({ width: 0.6, color: INK });
}
