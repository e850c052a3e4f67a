/**
 * A deterministic physics-style simulation of a throw into the cube tower.
 *
 * Fixed time step, positions and velocities in plain doubles updated with
 * + - * / and sqrt only (all exactly rounded by IEEE 754, and JavaScript never
 * fuses them), initial jitter from the game's seeded Rng as integers. So the
 * same tower contents, cubes and Rng state give the same outcome and the
 * same trace on every machine.
 */
import type { Rng } from '../../../kernel/rng';
import { CUBE_RADIUS, TOWER, type Segment, type TowerGeometry } from './geometry';

/** A cube's colour: a seat index 0..4, or PEASANT. */
export type CubeColour = number;
export const PEASANT: CubeColour = 5;

/** A cube lodged inside the tower, at rest; positions in 1/100 mm. */
export interface LodgedCube {
  colour: CubeColour;
  x: number;
  y: number;
}

export interface ThrowInput {
  /** Cubes thrown in (new ones and the tray's contents), by colour, in any order. */
  thrown: readonly CubeColour[];
  /** What the tower holds from earlier throws. */
  inside: readonly LodgedCube[];
}

export interface TraceFrame {
  /** Per cube (index into `TraceHeader.colours`): x, y in 1/10 mm, or null once out of view. */
  xy: Int16Array;
}

export interface ThrowTrace {
  /** Frames per second of the trace. */
  hz: number;
  /** Colour of every cube in the trace, thrown ones first, then the ones that were inside. */
  colours: CubeColour[];
  /** Which cubes were inside before the throw. */
  wasInside: boolean[];
  /** Flattened frames: frame f, cube i at [2*(f*n+i)], [2*(f*n+i)+1], in 1/10 mm. */
  xy: Int16Array;
  frames: number;
}

export interface ThrowOutcome {
  /** Colours of cubes that landed in the tray, in the order they came out. */
  out: CubeColour[];
  /** Which of the thrown cubes came out / which earlier lodged cubes were released. */
  outThrown: number;
  outReleased: number;
  inside: LodgedCube[];
  trace: ThrowTrace;
  /** Simulated seconds until everything settled. */
  seconds: number;
}

interface Body {
  colour: CubeColour;
  wasInside: boolean;
  x: number;
  y: number;
  vx: number;
  vy: number;
  out: boolean;
}

export interface PhysicsParams {
  gravity: number; // mm/s²
  restitution: number;
  wallFriction: number;
  cubeFriction: number;
  dt: number; // s
  iterations: number;
  maxSeconds: number;
  restSpeed: number; // mm/s
  /** Impacts slower than this do not bounce, so resting cubes stay at rest. */
  bounceSpeed: number; // mm/s
  /**
   * A cube hitting a wall on a corner or an edge leaves at an angle a disc
   * would not: each bounce adds a random sideways kick of up to this fraction
   * of the impact speed (drawn from the throw's Rng, so still deterministic).
   */
  cornerKick: number;
  traceHz: number;
}

export const PHYSICS: PhysicsParams = {
  gravity: 9810,
  restitution: 0.35,
  wallFriction: 0.35,
  cubeFriction: 0.2,
  dt: 1 / 300,
  iterations: 4,
  maxSeconds: 8,
  restSpeed: 20,
  bounceSpeed: 150,
  cornerKick: 0.5,
  traceHz: 60,
};

const R = CUBE_RADIUS;
const D = 2 * R;

export function simulateThrow(
  input: ThrowInput,
  rng: Rng,
  geometry: TowerGeometry = TOWER,
  params: PhysicsParams = PHYSICS,
): ThrowOutcome {
  const bodies = spawn(input, rng, geometry);
  const n = bodies.length;
  const stepsPerFrame = Math.max(1, Math.round(1 / params.dt / params.traceHz));
  const maxSteps = Math.round(params.maxSeconds / params.dt);
  // Frames go straight into an Int16Array big enough for every frame the steps can record (values as before).
  const frames = new Int16Array(2 * n * (Math.floor(maxSteps / stepsPerFrame) + 1));
  let framed = 0;
  const out: CubeColour[] = [];
  let outThrown = 0;
  let outReleased = 0;
  let calmSteps = 0;
  let step = 0;
  const order: number[] = Array.from({ length: n }, (_, i) => i);
  const walls = wallBoxes(geometry);

  const record = (): void => {
    for (const b of bodies) {
      frames[framed++] = b.out ? -32768 : clampI16(Math.round(b.x * 10));
      frames[framed++] = b.out ? -32768 : clampI16(Math.round(b.y * 10));
    }
  };
  record();

  for (; step < maxSteps; step++) {
    let maxSpeed2 = 0;
    for (const b of bodies) {
      if (b.out) continue;
      b.vy += params.gravity * params.dt;
      b.x += b.vx * params.dt;
      b.y += b.vy * params.dt;
    }
    for (let it = 0; it < params.iterations; it++) {
      sortByY(order, bodies);
      collideBodies(order, bodies, params);
      for (const b of bodies) if (!b.out) collideWalls(b, walls, params, rng);
    }
    for (const b of bodies) {
      if (b.out) continue;
      if (b.y > geometry.exitY + R) {
        b.out = true;
        out.push(b.colour);
        if (b.wasInside) outReleased++;
        else outThrown++;
        continue;
      }
      const s2 = b.vx * b.vx + b.vy * b.vy;
      if (s2 > maxSpeed2) maxSpeed2 = s2;
    }
    if ((step + 1) % stepsPerFrame === 0) record();
    calmSteps = maxSpeed2 < params.restSpeed * params.restSpeed ? calmSteps + 1 : 0;
    if (calmSteps >= 30) break;
  }
  // Anything still inside when time ran out is treated as lodged where it is.
  const inside: LodgedCube[] = [];
  for (const b of bodies) {
    if (!b.out) inside.push({ colour: b.colour, x: Math.round(b.x * 100), y: Math.round(b.y * 100) });
  }
  return {
    out,
    outThrown,
    outReleased,
    inside,
    seconds: (step + 1) * params.dt,
    trace: {
      hz: params.traceHz,
      colours: bodies.map((b) => b.colour),
      wasInside: bodies.map((b) => b.wasInside),
      xy: frames.slice(0, framed),
      frames: framed / (2 * n || 1),
    },
  };
}

function clampI16(v: number): number {
  return v < -32767 ? -32767 : v > 32767 ? 32767 : v;
}

/** Thrown cubes start in rows above the funnel, shuffled, with small integer jitter. */
function spawn(input: ThrowInput, rng: Rng, g: TowerGeometry): Body[] {
  const bodies: Body[] = [];
  const perRow = Math.max(1, Math.floor((g.spawn.x1 - g.spawn.x0) / (D + 1.5)));
  const thrown = rng.shuffle(input.thrown);
  thrown.forEach((colour, i) => {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const stagger = row % 2 === 0 ? 0 : (D + 1.5) / 2;
    bodies.push({
      colour,
      wasInside: false,
      x: g.spawn.x0 + R + col * (D + 1.5) + stagger * 0.5 + (rng.int(201) - 100) / 100,
      y: g.spawn.y0 - row * (D + 1.5) - rng.int(101) / 100,
      vx: (rng.int(401) - 200) * 1.0,
      vy: rng.int(201) * 1.0,
      out: false,
    });
  });
  for (const c of input.inside) {
    bodies.push({ colour: c.colour, wasInside: true, x: c.x / 100, y: c.y / 100, vx: 0, vy: 0, out: false });
  }
  return bodies;
}

function sortByY(order: number[], bodies: Body[]): void {
  // Insertion sort: the order changes little from one step to the next.
  for (let i = 1; i < order.length; i++) {
    const k = order[i]!;
    const ky = bodies[k]!.y;
    let j = i - 1;
    while (j >= 0 && bodies[order[j]!]!.y > ky) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = k;
  }
}

function collideBodies(order: number[], bodies: Body[], p: PhysicsParams): void {
  for (let i = 0; i < order.length; i++) {
    const a = bodies[order[i]!]!;
    if (a.out) continue;
    for (let j = i + 1; j < order.length; j++) {
      const b = bodies[order[j]!]!;
      if (b.y - a.y >= D) break;
      if (b.out) continue;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const d2 = dx * dx + dy * dy;
      if (d2 >= D * D || d2 === 0) continue;
      const d = Math.sqrt(d2);
      const nx = dx / d;
      const ny = dy / d;
      const push = (D - d) / 2;
      a.x -= nx * push;
      a.y -= ny * push;
      b.x += nx * push;
      b.y += ny * push;
      const rvx = b.vx - a.vx;
      const rvy = b.vy - a.vy;
      const vn = rvx * nx + rvy * ny;
      if (vn >= 0) continue;
      const e = vn < -p.bounceSpeed ? p.restitution : 0;
      const jn = (-(1 + e) * vn) / 2;
      // Friction on the tangential part of the relative velocity (Coulomb, capped).
      const tx = rvx - vn * nx;
      const ty = rvy - vn * ny;
      const vt = Math.sqrt(tx * tx + ty * ty);
      let fx = 0;
      let fy = 0;
      if (vt > 0) {
        const jt = Math.min(vt / 2, p.cubeFriction * jn);
        fx = (tx / vt) * jt;
        fy = (ty / vt) * jt;
      }
      a.vx -= nx * jn - fx;
      a.vy -= ny * jn - fy;
      b.vx += nx * jn - fx;
      b.vy += ny * jn - fy;
    }
  }
}

interface WallBox {
  wall: Segment;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** The walls with their boxes, and per horizontal band the walls whose box reaches into it (in wall order). */
interface WallIndex {
  boxes: WallBox[];
  top: number;
  band: number;
  bands: number[][];
}

const WALL_INDEX = new WeakMap<TowerGeometry, WallIndex>();
const BAND = 8;

/**
 * Each wall with its bounding box grown by the cube radius plus a safety
 * margin (far above rounding), in wall order; and horizontal bands of BAND mm
 * (the first and last reaching to infinity) listing the walls whose box
 * overlaps them.
 */
function wallBoxes(g: TowerGeometry): WallIndex {
  let index = WALL_INDEX.get(g);
  if (!index) {
    const m = R + 1e-3;
    const boxes = g.walls.map((w) => ({
      wall: w,
      x0: Math.min(w.x1, w.x2) - m,
      x1: Math.max(w.x1, w.x2) + m,
      y0: Math.min(w.y1, w.y2) - m,
      y1: Math.max(w.y1, w.y2) + m,
    }));
    const top = Math.min(...boxes.map((b) => b.y0));
    const bottom = Math.max(...boxes.map((b) => b.y1));
    const count = Math.max(1, Math.ceil((bottom - top) / BAND));
    const bands: number[][] = [];
    for (let k = 0; k < count; k++) {
      const lo = k === 0 ? -Infinity : top + k * BAND;
      const hi = k === count - 1 ? Infinity : top + (k + 1) * BAND;
      bands.push(boxes.flatMap((b, i) => (b.y1 >= lo - 1e-6 && b.y0 <= hi + 1e-6 ? [i] : [])));
    }
    index = { boxes, top, band: BAND, bands };
    WALL_INDEX.set(g, index);
  }
  return index;
}

/**
 * One cube against every wall, in wall order, as `for (w of walls)
 * collideWall(b, w)` would: a wall whose grown box does not hold the cube
 * cannot touch it, so until the first contact only the walls of the cube's
 * band are tried; once a contact has moved the cube, every later wall is
 * tried (box first). The same result bit for bit, at a fraction of the cost.
 */
function collideWalls(b: Body, index: WallIndex, p: PhysicsParams, rng: Rng): void {
  const { boxes, bands } = index;
  const k = Math.floor((b.y - index.top) / index.band);
  const list = bands[k < 0 ? 0 : k >= bands.length ? bands.length - 1 : k]!;
  for (let i = 0; i < list.length; i++) {
    const at = list[i]!;
    const w = boxes[at]!;
    if (b.x <= w.x0 || b.x >= w.x1 || b.y <= w.y0 || b.y >= w.y1) continue;
    if (!collideWall(b, w.wall, p, rng)) continue;
    for (let j = at + 1; j < boxes.length; j++) {
      const o = boxes[j]!;
      if (b.x <= o.x0 || b.x >= o.x1 || b.y <= o.y0 || b.y >= o.y1) continue;
      collideWall(b, o.wall, p, rng);
    }
    return;
  }
}

/** Push the cube out of the wall and bounce it; false (and nothing changed) when they do not touch. */
function collideWall(b: Body, w: Segment, p: PhysicsParams, rng: Rng): boolean {
  const ex = w.x2 - w.x1;
  const ey = w.y2 - w.y1;
  const len2 = ex * ex + ey * ey;
  let t = ((b.x - w.x1) * ex + (b.y - w.y1) * ey) / len2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const cx = w.x1 + ex * t;
  const cy = w.y1 + ey * t;
  const dx = b.x - cx;
  const dy = b.y - cy;
  const d2 = dx * dx + dy * dy;
  if (d2 >= R * R || d2 === 0) return false;
  const d = Math.sqrt(d2);
  const nx = dx / d;
  const ny = dy / d;
  b.x += nx * (R - d);
  b.y += ny * (R - d);
  const vn = b.vx * nx + b.vy * ny;
  if (vn >= 0) return true;
  const e = vn < -p.bounceSpeed ? p.restitution : 0;
  const jn = -(1 + e) * vn;
  const tx = b.vx - vn * nx;
  const ty = b.vy - vn * ny;
  const vt = Math.sqrt(tx * tx + ty * ty);
  b.vx += nx * jn;
  b.vy += ny * jn;
  if (vt > 0) {
    const jt = Math.min(vt, p.wallFriction * jn);
    b.vx -= (tx / vt) * jt;
    b.vy -= (ty / vt) * jt;
  }
  if (e > 0) {
    // Tangent direction (-ny, nx); the kick is integer-drawn, so exact.
    const kick = (((rng.int(2001) - 1000) / 1000) * p.cornerKick * -vn);
    b.vx += -ny * kick;
    b.vy += nx * kick;
  }
  return true;
}

/**
 * A trace as plain JSON for events: the Int16 frames as little-endian bytes in
 * base64 (a 40-cube throw is some 20–40 KB), out-of-view cubes as -32768.
 */
export interface EncodedTrace {
  hz: number;
  frames: number;
  colours: CubeColour[];
  wasInside: boolean[];
  /** base64 of Int16 little-endian: frame f, cube i at index 2*(f*n+i) (x) and +1 (y), in 1/10 mm. */
  xy: string;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function encodeTrace(t: ThrowTrace): EncodedTrace {
  // The Int16 frames' little-endian bytes, as a binary string in chunks, then the platform's base64 (btoa, standard
  // alphabet with '=' padding: the same text the hand-written encoder gave, at a fraction of its cost).
  const bytes = new Uint8Array(t.xy.length * 2);
  for (let i = 0; i < t.xy.length; i++) {
    const v = t.xy[i]! & 0xffff;
    bytes[2 * i] = v & 0xff;
    bytes[2 * i + 1] = v >>> 8;
  }
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x2000) bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x2000) as unknown as number[]);
  return { hz: t.hz, frames: t.frames, colours: t.colours.slice(), wasInside: t.wasInside.slice(), xy: btoa(bin) };
}

export function decodeTrace(e: EncodedTrace): ThrowTrace {
  const clean = e.xy.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let k = 0;
  for (const ch of clean) {
    acc = (acc << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[k++] = (acc >>> bits) & 0xff;
    }
  }
  const xy = new Int16Array(bytes.length / 2);
  for (let i = 0; i < xy.length; i++) xy[i] = ((bytes[2 * i + 1]! << 8) | bytes[2 * i]!) << 16 >> 16;
  return { hz: e.hz, frames: e.frames, colours: e.colours.slice(), wasInside: e.wasInside.slice(), xy };
}
