/**
 * The Pixi drawing of the cube tower's cut-away: wooden walls, funnel,
 * baffles and shelves from `TOWER` (millimetres, y down), an exit ramp and
 * the tray to its right (tower-tray.ts), and one sprite per cube at its real
 * size, in its seat's colour with its seat's pattern (palette.ts: solid,
 * stripes, dots, checks, rings; peasants green with a rice-straw sheaf), so
 * the sides are told apart without colour.
 *
 * Cheap to draw: the tower (behind the cubes and in front of them) is drawn
 * once into two textures at the screen's resolution, antialiased; each look
 * of cube is drawn once into a texture too, and cubes are sprites of it. So a
 * frame only moves sprites and needs no antialiasing of its own. The scene
 * holds no Vue state (and must never be put into Vue reactivity).
 */
import { Container, Graphics, Rectangle, Sprite, Texture, type Application } from 'pixi.js';
import { CUBE_RADIUS, TOWER, type Segment, type TowerGeometry } from '@shared/games/henn-shogun/public';
import type { ThrowTrace } from '@shared/games/henn-shogun/public';
import type { SeatPattern } from '../../../board/palette';
import type { PlaybackSample } from './tower-player';
import { TRAY, type TrayPlan } from './tower-tray';
import { FALL, HOP, SLIDE } from './throw-time';

export const PEASANT_COLOUR = 0x7f9f34;
const STRAW = 0xf3e0a0;
const STRAW_TIE = 0x5a3d14;
const WOOD = 0xa8733f;
const WOOD_DARK = 0x6e4522;
const WOOD_BACK = 0xe3c79b;
const WOOD_GRAIN = 0xc99d66;
const TRAY_FELT = 0xe9dec6;
const INK = 0x2b2622;

const WALL = 5;

/** What the scene shows, in tower millimetres: the tower and funnel on the left, the tray along the bottom. */
export const VIEW = { x0: -48, y0: -78, x1: 242, y1: 318 } as const;

/** A cube's pattern: its seat's, or the peasants' straw. */
export type CubePattern = SeatPattern | 'straw';

export interface CubeLook {
  fill: number;
  pattern: CubePattern;
}

/** The ramp from under the shaft down to the tray (its top surface). */
export const RAMP = { x0: -WALL, y0: 262, x1: TRAY.x0 - 1, y1: TRAY.floor - 1 } as const;
const RAMP_ANGLE = Math.atan2(RAMP.y1 - RAMP.y0, RAMP.x1 - RAMP.x0);

// The phases of a cube's way from the shaft's exit to its place in the tray (trace seconds): throw-time.ts.
export { TRAY_DROP_SECONDS } from './throw-time';

function rampY(x: number): number {
  const u = Math.max(0, Math.min(1, (x - RAMP.x0) / (RAMP.x1 - RAMP.x0)));
  return RAMP.y0 + u * (RAMP.y1 - RAMP.y0);
}

/**
 * Where a cube is `t` seconds after it left the shaft at (x, y): it drops
 * onto the ramp, slides down it, and hops onto its pile in the tray.
 * Returns the position and the cube's tilt.
 */
export function trayPath(x: number, y: number, slot: { x: number; y: number }, t: number): { x: number; y: number; tilt: number } {
  const onRamp = (px: number): number => rampY(px) - CUBE_RADIUS / Math.cos(RAMP_ANGLE);
  const landY = Math.max(y, onRamp(x));
  if (t < FALL) {
    const a = t / FALL;
    return { x, y: y + (landY - y) * a * a, tilt: RAMP_ANGLE * a };
  }
  const footX = RAMP.x1 - CUBE_RADIUS;
  if (t < FALL + SLIDE) {
    const a = (t - FALL) / SLIDE;
    const u = a * a;
    const px = x + (footX - x) * u;
    return { x: px, y: onRamp(px), tilt: RAMP_ANGLE };
  }
  const a = Math.min(1, (t - FALL - SLIDE) / HOP);
  const e = 1 - (1 - a) * (1 - a);
  const fromY = onRamp(footX);
  const lift = 6 + Math.abs(slot.x - footX) * 0.1;
  return { x: footX + (slot.x - footX) * e, y: fromY + (slot.y - fromY) * e - lift * Math.sin(Math.PI * a), tilt: RAMP_ANGLE * (1 - e) };
}

export class TowerScene {
  private readonly app: Application;
  private readonly geometry: TowerGeometry;
  private readonly world = new Container();
  /** The tower behind and in front of the cubes, drawn as vectors once and shown as textures. */
  private readonly back = new Graphics();
  private readonly front = new Graphics();
  private readonly trayMarks = new Graphics();
  private readonly backSprite = new Sprite();
  private readonly frontSprite = new Sprite();
  private readonly cubeLayer = new Container();
  private cubes: Sprite[] = [];
  /** The look of each cube of the throw. */
  private cubeLooks: CubeLook[] = [];
  private plan: TrayPlan | null = null;
  /** Where the tray's dividers stand now (their x, joined). */
  private trayKey = '';
  private readonly textures = new Map<string, Texture>();
  private textureResolution = 0;

  constructor(app: Application, geometry: TowerGeometry = TOWER) {
    this.app = app;
    this.geometry = geometry;
    this.front.addChild(this.trayMarks);
    this.world.addChild(this.backSprite, this.cubeLayer, this.frontSprite);
    this.backSprite.position.set(VIEW.x0, VIEW.y0);
    this.frontSprite.position.set(VIEW.x0, VIEW.y0);
    app.stage.addChild(this.world);
    this.drawTower();
    this.layout();
  }

  /** Set up the cubes of a new throw: the look of each colour (seats 0..4, peasants 5) and where the tray puts them. */
  setThrow(trace: ThrowTrace | null, looks: readonly CubeLook[], plan: TrayPlan | null): void {
    for (const c of this.cubes) c.destroy();
    this.cubes = [];
    this.plan = plan;
    // The front is baked again only when the tray's dividers move: a bake is a whole antialiased render of the
    // tower, a large part of a frame on software WebGL, and the battles of a game mostly share their dividers.
    if (this.drawTray()) this.bake(this.frontSprite, this.front);
    this.cubeLooks = trace ? trace.colours.map((c) => looks[c] ?? { fill: 0x888888, pattern: 'solid' }) : [];
    for (const look of this.cubeLooks) {
      const s = new Sprite(this.texture(look));
      s.anchor.set(0.5);
      s.visible = false;
      this.cubes.push(s);
      this.cubeLayer.addChild(s);
    }
  }

  /** Place every cube as in the sample. */
  render(sample: PlaybackSample): void {
    const slots = this.plan?.slots;
    for (let i = 0; i < sample.cubes.length; i++) {
      const pose = sample.cubes[i]!;
      const s = this.cubes[i];
      if (!s) continue;
      s.visible = true;
      if (!pose.out) {
        s.position.set(pose.x, pose.y);
        // Spin while moving; come to rest square (lodged cubes lie flat).
        const speed = Math.sqrt(pose.vx * pose.vx + pose.vy * pose.vy);
        const k = Math.min(1, speed / 250);
        const flat = Math.round(pose.spin / (Math.PI / 2)) * (Math.PI / 2);
        s.rotation = flat + (pose.spin - flat) * k;
        continue;
      }
      const slot = slots?.[i] ?? { x: TRAY.x0 + 8, y: TRAY.floor - CUBE_RADIUS };
      const p = trayPath(pose.x, pose.y, slot, pose.sinceOut);
      s.position.set(p.x, p.y);
      const flat = Math.round(pose.spin / (Math.PI / 2)) * (Math.PI / 2);
      s.rotation = flat + p.tilt;
    }
  }

  /** Fit the view into the canvas; redraw the cube textures if the scale changed much. */
  layout(): void {
    const { width, height } = this.app.screen;
    const vw = VIEW.x1 - VIEW.x0;
    const vh = VIEW.y1 - VIEW.y0;
    const s = Math.min(width / vw, height / vh);
    this.world.scale.set(s);
    this.world.position.set((width - vw * s) / 2 - VIEW.x0 * s, (height - vh * s) / 2 - VIEW.y0 * s);
    // Textures at the pixels a cube covers on screen (and a little more for rotation), so sprites are sharp.
    const resolution = Math.max(2, Math.ceil(s * this.app.renderer.resolution * 1.25 * 4) / 4);
    if (Math.abs(resolution - this.textureResolution) / resolution > 0.2) {
      this.textureResolution = resolution;
      this.bake(this.backSprite, this.back);
      this.bake(this.frontSprite, this.front);
      const old = [...this.textures.values()];
      this.textures.clear();
      this.cubes.forEach((c, i) => {
        c.texture = this.texture(this.cubeLooks[i]!);
      });
      for (const t of old) t.destroy(true);
    }
  }

  destroy(): void {
    for (const t of this.textures.values()) t.destroy(true);
    this.textures.clear();
    for (const sprite of [this.backSprite, this.frontSprite]) if (sprite.texture !== Texture.EMPTY) sprite.texture.destroy(true);
    this.back.destroy({ children: true });
    this.front.destroy({ children: true });
    this.world.destroy({ children: true });
    this.cubes = [];
  }

  /** Draw vector graphics into a sprite's texture, antialiased, at the current resolution. */
  private bake(sprite: Sprite, g: Graphics): void {
    if (this.textureResolution === 0) return;
    const old = sprite.texture;
    sprite.texture = this.app.renderer.generateTexture({
      target: g,
      frame: new Rectangle(VIEW.x0, VIEW.y0, VIEW.x1 - VIEW.x0, VIEW.y1 - VIEW.y0),
      resolution: this.textureResolution / 1.25,
      antialias: true,
    });
    if (old !== Texture.EMPTY) old.destroy(true);
  }

  private texture(look: CubeLook): Texture {
    const key = `${look.fill}:${look.pattern}`;
    const known = this.textures.get(key);
    if (known) return known;
    const g = drawCube(look);
    const h = CUBE_RADIUS + 0.6;
    const texture = this.app.renderer.generateTexture({ target: g, frame: new Rectangle(-h, -h, 2 * h, 2 * h), resolution: this.textureResolution || 4, antialias: true });
    g.destroy();
    this.textures.set(key, texture);
    return texture;
  }

  /** The tray's compartments: low wooden dividers between the sides. Returns whether they moved. */
  private drawTray(): boolean {
    const comps = this.plan?.compartments ?? [];
    const xs = comps.slice(1).map((c, k) => (comps[k]!.x1 + c.x0) / 2);
    const key = xs.join(',');
    if (key === this.trayKey) return false;
    this.trayKey = key;
    const m = this.trayMarks;
    m.clear();
    for (const x of xs) {
      m.roundRect(x - 1.2, TRAY.floor - 11, 2.4, 11, 0.8).fill({ color: WOOD }).stroke({ width: 0.5, color: WOOD_DARK });
    }
    return true;
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
    // The tray: a felt floor from under the tower to the right end, low walls.
    const t = { x0: RAMP.x0 - 4, x1: TRAY.x1 + 2, y: TRAY.floor };
    b.rect(t.x0, t.y - 16, t.x1 - t.x0, 16).fill({ color: TRAY_FELT });

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
    // The exit ramp: a board from under the shaft down into the tray, on a wedge.
    f.poly([RAMP.x0, RAMP.y0, RAMP.x1, RAMP.y1, RAMP.x1, TRAY.floor, RAMP.x0, TRAY.floor]).fill({ color: WOOD_BACK, alpha: 0.55 });
    f.moveTo(RAMP.x0, RAMP.y0 + 1.2).lineTo(RAMP.x1, RAMP.y1 + 1.2).stroke({ width: 2.4 + 0.8, color: WOOD_DARK, cap: 'round' });
    f.moveTo(RAMP.x0, RAMP.y0 + 1.2).lineTo(RAMP.x1, RAMP.y1 + 1.2).stroke({ width: 2.4, color: WOOD, cap: 'round' });
    // Tray: floor and low end walls.
    f.rect(t.x0 - 3, t.y, t.x1 - t.x0 + 6, 3.5).fill({ color: WOOD }).stroke({ width: 0.6, color: WOOD_DARK });
    f.rect(t.x0 - 3, t.y - 16, 3, 16).fill({ color: WOOD }).stroke({ width: 0.6, color: WOOD_DARK });
    f.rect(t.x1, t.y - 16, 3, 16).fill({ color: WOOD }).stroke({ width: 0.6, color: WOOD_DARK });
    // Base line under everything.
    f.moveTo(VIEW.x0 + 4, t.y + 4.2).lineTo(VIEW.x1 - 4, t.y + 4.2).stroke({ width: 0.5, color: INK, alpha: 0.3 });
  }

  private board(g: Graphics, s: Segment, width: number): void {
    g.moveTo(s.x1, s.y1).lineTo(s.x2, s.y2).stroke({ width: width + 0.8, color: WOOD_DARK, cap: 'round' });
    g.moveTo(s.x1, s.y1).lineTo(s.x2, s.y2).stroke({ width, color: WOOD, cap: 'round' });
  }
}

/** Relative luminance (0..1) of a 0xRRGGBB colour, to pick a pattern colour that shows. */
export function luminance(c: number): number {
  const ch = (v: number): number => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch((c >> 16) & 255) + 0.7152 * ch((c >> 8) & 255) + 0.0722 * ch(c & 255);
}

/** The pattern's colour on a cube of this fill: light on dark colours, ink on light ones. */
export function markColour(fill: number): number {
  return luminance(fill) > 0.3 ? INK : 0xfaf5e8;
}

/** One cube: a square of the real size in its colour, with its pattern. Centred on (0, 0). */
export function drawCube(look: CubeLook): Graphics {
  const h = CUBE_RADIUS;
  const g = new Graphics();
  const fill = look.pattern === 'straw' ? PEASANT_COLOUR : look.fill;
  const m = look.pattern === 'straw' ? STRAW : markColour(fill);
  g.roundRect(-h, -h, 2 * h, 2 * h, 1).fill({ color: fill });
  const a = h - 0.9; // the pattern stays inside the outline
  switch (look.pattern) {
    case 'solid':
      break;
    case 'stripes':
      // Three diagonal stripes, corner to corner.
      for (const c of [-a, 0, a]) {
        const x0 = Math.max(-a, c - a);
        const x1 = Math.min(a, c + a);
        g.moveTo(x0, x0 - c).lineTo(x1, x1 - c);
      }
      g.stroke({ width: 1.15, color: m, cap: 'butt' });
      break;
    case 'dots':
      for (const x of [-1.9, 1.9]) for (const y of [-1.9, 1.9]) g.circle(x, y, 1.1);
      g.fill({ color: m });
      break;
    case 'checks': {
      const q = (2 * a) / 3;
      for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) if ((i + j) % 2 === 0) g.rect(-a + i * q, -a + j * q, q, q);
      g.fill({ color: m, alpha: 0.85 });
      break;
    }
    case 'rings':
      g.circle(0, 0, 2.5).stroke({ width: 1.05, color: m });
      g.circle(0, 0, 0.7).fill({ color: m });
      break;
    case 'straw':
      // A sheaf of rice straw: stalks fanning out, tied in the middle.
      g.moveTo(0, 3).lineTo(0, -3).moveTo(-0.6, 3).lineTo(-2.5, -2.7).moveTo(0.6, 3).lineTo(2.5, -2.7).stroke({ width: 0.75, color: m, cap: 'round' });
      g.moveTo(-1.7, 0.6).lineTo(1.7, 0.6).stroke({ width: 1, color: STRAW_TIE, cap: 'round' });
      break;
  }
  g.roundRect(-h, -h, 2 * h, 2 * h, 1).stroke({ width: 0.55, color: INK });
  // A lit top-left edge so it reads as a cube.
  g.moveTo(-h + 0.8, h - 1.2).lineTo(-h + 0.8, -h + 0.8).lineTo(h - 1.2, -h + 0.8).stroke({ width: 0.45, color: 0xffffff, alpha: 0.35 });
  return g;
}
