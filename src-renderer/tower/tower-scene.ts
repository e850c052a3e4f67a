/**
 * The Pixi drawing of the cube tower's cut-away: wooden walls, funnel,
 * baffles, shelves and tray from `TOWER` (millimetres, y down), and one
 * square per cube at its real size, in its seat's colour with a symbol per
 * colour so the sides are told apart without colour (dot, stripe, cross,
 * ring, triangle; peasants green with a rice-straw sheaf).
 *
 * The scene only draws what `TowerPlayer.sample()` says; it holds no Vue
 * state (and must never be put into Vue reactivity).
 */
import { Container, Graphics, type Application } from 'pixi.js';
import { CUBE_RADIUS, TOWER, type Segment, type TowerGeometry } from '@shared/tower/geometry';
import { PEASANT, type ThrowTrace } from '@shared/tower/simulate';
import type { PlaybackSample } from './tower-player';

export const PEASANT_COLOUR = 0x8fae3c;
const STRAW = 0xf1dc8e;
const WOOD = 0xa8733f;
const WOOD_DARK = 0x6e4522;
const WOOD_BACK = 0xe3c79b;
const WOOD_GRAIN = 0xc99d66;
const PAPER = 0xf3ecdc;
const INK = 0x2b2622;
const MARK = 0xfaf5e8;

/** Cube edge in mm (the simulation's disc has the cube's half edge as radius). */
export const CUBE_EDGE = CUBE_RADIUS * 2;
const WALL = 5;
const TRAY_SIDE = 14;
const SLOT = CUBE_EDGE + 0.8;
/** Seconds a cube takes from the shaft's exit to its place in the tray (trace time). */
export const TRAY_DROP_SECONDS = 0.35;

/** The symbol drawn on a cube of this colour (seat 0..4, or PEASANT). */
export type CubeMark = 'dot' | 'stripe' | 'cross' | 'ring' | 'triangle' | 'straw';
const SEAT_MARKS: CubeMark[] = ['dot', 'stripe', 'cross', 'ring', 'triangle'];
export function cubeMark(colour: number): CubeMark {
  return colour === PEASANT ? 'straw' : (SEAT_MARKS[colour % SEAT_MARKS.length] ?? 'dot');
}

/** Where the k-th cube out rests in the tray (centre, mm). */
export function traySlot(k: number, g: TowerGeometry = TOWER): { x: number; y: number } {
  const x0 = g.tray.x0 + 2 + CUBE_RADIUS;
  const perRow = Math.max(1, Math.floor((g.tray.x1 - g.tray.x0 - 4) / SLOT));
  const row = Math.floor(k / perRow);
  const col = k % perRow;
  return { x: x0 + col * SLOT, y: g.tray.y - CUBE_RADIUS - 0.4 - row * SLOT };
}

function easeOut(a: number): number {
  const b = 1 - a;
  return 1 - b * b * b;
}

export class TowerScene {
  private readonly app: Application;
  private readonly geometry: TowerGeometry;
  private readonly world = new Container();
  private readonly back = new Graphics();
  private readonly front = new Graphics();
  private readonly cubeLayer = new Container();
  private cubes: Graphics[] = [];
  private view = { x0: -48, y0: -118, x1: 132, y1: 300 };

  constructor(app: Application, geometry: TowerGeometry = TOWER) {
    this.app = app;
    this.geometry = geometry;
    this.world.addChild(this.back, this.cubeLayer, this.front);
    app.stage.addChild(this.world);
    this.drawTower();
    this.layout();
  }

  /** Set up the cubes of a new throw (colours: CSS colour per seat). */
  setThrow(trace: ThrowTrace | null, colours: readonly string[]): void {
    for (const c of this.cubes) c.destroy();
    this.cubes = [];
    if (!trace) return;
    const n = trace.colours.length;
    let top = -112;
    for (let i = 0; i < n; i++) {
      const y = trace.xy[2 * i + 1]!;
      if (y !== -32768) top = Math.min(top, y / 10 - CUBE_EDGE);
    }
    this.view.y0 = top - 4;
    for (let i = 0; i < n; i++) {
      const colour = trace.colours[i]!;
      const g = drawCube(colour === PEASANT ? PEASANT_COLOUR : (colours[colour] ?? '#888888'), cubeMark(colour));
      g.visible = false;
      this.cubes.push(g);
      this.cubeLayer.addChild(g);
    }
    this.layout();
  }

  /** Place every cube as in the sample. */
  render(sample: PlaybackSample): void {
    const trayIndex = new Map<number, number>();
    sample.tray.forEach((cube, k) => trayIndex.set(cube, k));
    sample.cubes.forEach((pose, i) => {
      const g = this.cubes[i];
      if (!g) return;
      g.visible = true;
      if (!pose.out) {
        g.position.set(pose.x, pose.y);
        // Spin while moving; come to rest square (lodged cubes lie flat).
        const speed = Math.sqrt(pose.vx * pose.vx + pose.vy * pose.vy);
        const k = Math.min(1, speed / 250);
        const flat = Math.round(pose.spin / (Math.PI / 2)) * (Math.PI / 2);
        g.rotation = flat + (pose.spin - flat) * k;
        return;
      }
      const slot = traySlot(trayIndex.get(i) ?? 0, this.geometry);
      const a = Math.min(1, pose.sinceOut / TRAY_DROP_SECONDS);
      const e = easeOut(a);
      const fromY = this.geometry.exitY + CUBE_RADIUS;
      g.position.set(pose.x + (slot.x - pose.x) * e, fromY + (slot.y - fromY) * (a * a));
      // Settles square in the tray, tumbling a little on the way.
      const turn = Math.round(pose.spin / (Math.PI / 2)) * (Math.PI / 2);
      g.rotation = turn + (pose.spin - turn) * (1 - e) + Math.sin(a * Math.PI) * 0.6;
    });
  }

  /** Fit the tower into the canvas. */
  layout(): void {
    const { width, height } = this.app.screen;
    const vw = this.view.x1 - this.view.x0;
    const vh = this.view.y1 - this.view.y0;
    const s = Math.min(width / vw, height / vh);
    this.world.scale.set(s);
    this.world.position.set((width - vw * s) / 2 - this.view.x0 * s, (height - vh * s) / 2 - this.view.y0 * s);
  }

  destroy(): void {
    this.world.destroy({ children: true });
    this.cubes = [];
  }

  private drawTower(): void {
    const g = this.geometry;
    const b = this.back;
    const f = this.front;
    const W = g.width;
    const funnel = g.walls.slice(0, 4);
    const [fl, fr] = funnel;

    // Back panel of the cut-away: the inside of the tower, with a little wood grain.
    if (fl && fr) {
      b.poly([fl.x1, fl.y1, fl.x2, fl.y2, 0, 0, 0, g.exitY, W, g.exitY, W, 0, fr.x2, fr.y2, fr.x1, fr.y1]).fill({ color: WOOD_BACK });
    }
    for (let y = 6; y < g.exitY; y += 11) {
      b.moveTo(1, y).bezierCurveTo(W * 0.3, y + 3, W * 0.6, y - 3, W - 1, y + 1).stroke({ width: 0.35, color: WOOD_GRAIN, alpha: 0.7 });
    }
    // Shadow under the exit and the tray's floor.
    const t = g.tray;
    b.rect(t.x0, t.y - TRAY_SIDE, t.x1 - t.x0, TRAY_SIDE).fill({ color: PAPER_SHADE });

    // Walls in section: thick wood, outlined, hatched as cut.
    const slab = (x: number, y: number, w: number, h: number): void => {
      f.rect(x, y, w, h).fill({ color: WOOD }).stroke({ width: 0.6, color: WOOD_DARK });
      for (let k = y + 3; k < y + h; k += 4) f.moveTo(x + 0.5, k).lineTo(x + w - 0.5, k - 2).stroke({ width: 0.3, color: WOOD_DARK, alpha: 0.45 });
    };
    slab(-WALL, 0, WALL, g.exitY);
    slab(W, 0, WALL, g.exitY);
    // Funnel boards.
    for (const s of funnel) this.board(f, s, 3.2);
    // Baffles and shelves (with their lips).
    for (const s of g.baffles) this.board(f, s, 1.8);
    // Tray: floor and low sides.
    f.rect(t.x0 - 3, t.y, t.x1 - t.x0 + 6, 3).fill({ color: WOOD }).stroke({ width: 0.6, color: WOOD_DARK });
    f.rect(t.x0 - 3, t.y - TRAY_SIDE, 3, TRAY_SIDE).fill({ color: WOOD }).stroke({ width: 0.6, color: WOOD_DARK });
    f.rect(t.x1, t.y - TRAY_SIDE, 3, TRAY_SIDE).fill({ color: WOOD }).stroke({ width: 0.6, color: WOOD_DARK });
    // Base line under everything.
    f.moveTo(this.view.x0 + 6, t.y + 3.5).lineTo(this.view.x1 - 6, t.y + 3.5).stroke({ width: 0.5, color: INK, alpha: 0.35 });
  }

  private board(g: Graphics, s: Segment, width: number): void {
    g.moveTo(s.x1, s.y1).lineTo(s.x2, s.y2).stroke({ width: width + 0.8, color: WOOD_DARK, cap: 'round' });
    g.moveTo(s.x1, s.y1).lineTo(s.x2, s.y2).stroke({ width, color: WOOD, cap: 'round' });
  }
}

const PAPER_SHADE = 0xe6dcc5;

/** One cube: a square of the real size in its colour, with its mark. Centred on (0, 0). */
function drawCube(colour: string | number, mark: CubeMark): Graphics {
  const h = CUBE_RADIUS;
  const g = new Graphics();
  g.roundRect(-h, -h, 2 * h, 2 * h, 1).fill({ color: colour }).stroke({ width: 0.55, color: INK });
  // A lit top-left edge so it reads as a cube.
  g.moveTo(-h + 0.8, h - 1.2).lineTo(-h + 0.8, -h + 0.8).lineTo(h - 1.2, -h + 0.8).stroke({ width: 0.5, color: 0xffffff, alpha: 0.35 });
  const m = MARK;
  switch (mark) {
    case 'dot':
      g.circle(0, 0, 1.7).fill({ color: m });
      break;
    case 'stripe':
      g.poly([-h + 0.4, h - 2.4, h - 2.4, -h + 0.4, h - 0.4, -h + 2.4, -h + 2.4, h - 0.4]).fill({ color: m });
      break;
    case 'cross':
      g.moveTo(-2.3, -2.3).lineTo(2.3, 2.3).moveTo(2.3, -2.3).lineTo(-2.3, 2.3).stroke({ width: 1.1, color: m, cap: 'round' });
      break;
    case 'ring':
      g.circle(0, 0, 2.3).stroke({ width: 1, color: m });
      break;
    case 'triangle':
      g.poly([0, -2.8, 2.7, 2, -2.7, 2]).fill({ color: m });
      break;
    case 'straw':
      // A sheaf of rice straw: three stalks fanning out, tied in the middle.
      g.moveTo(0, 3).lineTo(0, -3).moveTo(-0.6, 3).lineTo(-2.4, -2.6).moveTo(0.6, 3).lineTo(2.4, -2.6).stroke({ width: 0.7, color: STRAW, cap: 'round' });
      g.moveTo(-1.6, 0.6).lineTo(1.6, 0.6).stroke({ width: 0.9, color: 0x6b4a1c, cap: 'round' });
      break;
  }
  return g;
}
