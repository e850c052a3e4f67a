/**
 * Small textures painted once on 2D canvases: washi fibres, seigaiha waves
 * for the sea, the seat patterns (stripes, dots, checks, rings) and the hatch
 * of provinces out of play. Deterministic (a fixed pseudo-random sequence),
 * so screenshots do not flicker between runs. Cached per colour; freed with
 * `destroyBoardTextures` when the board goes away.
 */
import { FillPattern, Matrix, Texture } from 'pixi.js';
import type { SeatPattern } from '../../board/palette';
import { cssColor } from '../../board/palette';

const cache = new Map<string, Texture>();
const patterns = new Map<string, FillPattern>();
/** Map units per texel of the pattern fills (see setPatternScale). */
let patternScale = 1;

/**
 * Patterns are filled in map units; after a zoom the scene sets their scale so
 * one tile stays about the same size on screen.
 */
export function setPatternScale(mapUnitsPerTexel: number): void {
  patternScale = mapUnitsPerTexel;
  const matrix = new Matrix().scale(mapUnitsPerTexel, mapUnitsPerTexel);
  for (const fill of patterns.values()) fill.setTransform(matrix);
}

function newPattern(texture: Texture): FillPattern {
  const fill = new FillPattern(texture, 'repeat');
  fill.setTransform(new Matrix().scale(patternScale, patternScale));
  return fill;
}

function canvas(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  return [c, ctx];
}

function cached(key: string, paint: () => HTMLCanvasElement): Texture {
  let texture = cache.get(key);
  if (!texture) {
    texture = Texture.from(paint());
    texture.source.addressMode = 'repeat';
    cache.set(key, texture);
  }
  return texture;
}

/** A tiny deterministic generator (mulberry32), so the paper looks the same every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Washi: faint fibres and specks on transparent ground, laid over the whole board. */
export function paperTexture(): Texture {
  return cached('paper', () => {
    const size = 256;
    const [c, ctx] = canvas(size, size);
    const rnd = random(7);
    ctx.lineCap = 'round';
    for (let i = 0; i < 520; i++) {
      const x = rnd() * size;
      const y = rnd() * size;
      const length = 4 + rnd() * 22;
      const angle = rnd() * Math.PI;
      const bend = (rnd() - 0.5) * 8;
      ctx.strokeStyle = `rgba(90, 70, 45, ${0.035 + rnd() * 0.06})`;
      ctx.lineWidth = 0.4 + rnd() * 0.8;
      // Draw each fibre at its place and wrapped copies, so the tile repeats without seams.
      for (const [ox, oy] of [[0, 0], [-size, 0], [size, 0], [0, -size], [0, size]] as const) {
        ctx.beginPath();
        ctx.moveTo(x + ox, y + oy);
        ctx.quadraticCurveTo(x + ox + (Math.cos(angle) * length) / 2 + bend, y + oy + (Math.sin(angle) * length) / 2 - bend, x + ox + Math.cos(angle) * length, y + oy + Math.sin(angle) * length);
        ctx.stroke();
      }
    }
    for (let i = 0; i < 900; i++) {
      ctx.fillStyle = `rgba(255, 255, 255, ${0.05 + rnd() * 0.12})`;
      ctx.fillRect(rnd() * size, rnd() * size, 1 + rnd() * 2, 1 + rnd() * 2);
    }
    return c;
  });
}

/** Seigaiha, the pattern of overlapping waves, in one colour on transparent ground. */
export function waveTexture(sea: number, line: number): Texture {
  return cached(`waves:${sea}:${line}`, () => {
    const r = 24;
    const [c, ctx] = canvas(2 * r, r);
    const centres: [number, number][] = [
      [0, 0],
      [2 * r, 0],
      [r, r / 2],
      [-r, r / 2],
      [3 * r, r / 2],
      [0, r],
      [2 * r, r],
    ];
    // Back rows first: each fan covers the ones behind it.
    for (const [cx, cy] of centres.sort((a, b) => a[1] - b[1])) {
      ctx.beginPath();
      ctx.arc(cx, cy, r, Math.PI, 2 * Math.PI);
      ctx.fillStyle = cssColor(sea);
      ctx.fill();
      ctx.strokeStyle = cssColor(line);
      ctx.lineWidth = 1.1;
      for (let k = 1; k <= 4; k++) {
        ctx.beginPath();
        ctx.arc(cx, cy, (r * k) / 4.2, Math.PI, 2 * Math.PI);
        ctx.stroke();
      }
    }
    return c;
  });
}

/** A seat's pattern in its colour on transparent ground (solid = an even wash). */
function patternCanvas(pattern: SeatPattern, color: number): HTMLCanvasElement {
  const size = 16;
  const [c, ctx] = canvas(size, size);
  const css = cssColor(color);
  ctx.fillStyle = css;
  ctx.strokeStyle = css;
  switch (pattern) {
    case 'solid':
      ctx.globalAlpha = 0.55;
      ctx.fillRect(0, 0, size, size);
      break;
    case 'stripes':
      ctx.lineWidth = 3.2;
      for (const o of [-size, 0, size]) {
        ctx.beginPath();
        ctx.moveTo(o, size);
        ctx.lineTo(o + size, 0);
        ctx.stroke();
      }
      break;
    case 'dots':
      for (const [x, y] of [[4, 4], [12, 12]] as const) {
        ctx.beginPath();
        ctx.arc(x, y, 2.6, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'checks':
      ctx.fillRect(0, 0, size / 2, size / 2);
      ctx.fillRect(size / 2, size / 2, size / 2, size / 2);
      break;
    case 'rings':
      ctx.lineWidth = 1.6;
      for (const [x, y] of [[4, 4], [12, 12]] as const) {
        ctx.beginPath();
        ctx.arc(x, y, 2.9, 0, Math.PI * 2);
        ctx.stroke();
      }
      break;
  }
  return c;
}

/** The seat's pattern as pale marks on transparent ground, laid over a band of its colour. */
export function seatMarks(pattern: SeatPattern): FillPattern | null {
  if (pattern === 'solid') return null;
  const key = `marks:${pattern}`;
  let fill = patterns.get(key);
  if (!fill) {
    fill = newPattern(cached(key, () => patternCanvas(pattern, 0xfaf6ec)));
    patterns.set(key, fill);
  }
  return fill;
}

/** Diagonal ink hatching for provinces out of play. */
export function hatchFill(color: number): FillPattern {
  const key = `hatch:${color}`;
  let fill = patterns.get(key);
  if (!fill) {
    const texture = cached(key, () => {
      const size = 10;
      const [c, ctx] = canvas(size, size);
      ctx.strokeStyle = cssColor(color);
      ctx.lineWidth = 1.2;
      for (const o of [-size, 0, size]) {
        ctx.beginPath();
        ctx.moveTo(o, 0);
        ctx.lineTo(o + size, size);
        ctx.stroke();
      }
      return c;
    });
    fill = newPattern(texture);
    patterns.set(key, fill);
  }
  return fill;
}

export function destroyBoardTextures(): void {
  // FillPattern.destroy would also destroy its texture; the textures are freed below.
  patterns.clear();
  for (const texture of cache.values()) texture.destroy(true);
  cache.clear();
}
