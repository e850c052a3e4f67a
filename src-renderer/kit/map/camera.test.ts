import { describe, expect, it } from 'vitest';
import { fitScale, homeCamera, OPENING_MARGIN, openingMargin, READABLE_SCALE, worldToScreen, type Viewport } from './camera';

const extent = { minX: 0, minY: 0, maxX: 1000, maxY: 800 };
const view: Viewport = { width: 900, height: 600, padding: 22 };
const inView = (camera: ReturnType<typeof homeCamera>, [x, y]: readonly [number, number], margin = 0): boolean => {
  const [sx, sy] = worldToScreen(camera, extent, view, x, y);
  return sx >= margin && sy >= margin && sx <= view.width - margin && sy <= view.height - margin;
};

describe('the opening view', () => {
  it('frames all of the player’s provinces when they fit at a scale where the map reads', () => {
    const points = [
      [200, 300],
      [520, 420],
      [800, 330],
    ] as const;
    const camera = homeCamera(points, extent, view);
    for (const p of points) expect(inView(camera, p, openingMargin(view.height) - 1)).toBe(true);
    const scale = fitScale(extent, view) * camera.zoom;
    // Further out than the readable scale: that was needed to show them all.
    expect(scale).toBeLessThan(READABLE_SCALE);
  });

  it('goes no closer than the readable scale for a small realm', () => {
    const camera = homeCamera([[500, 400]], extent, view);
    expect(fitScale(extent, view) * camera.zoom).toBeCloseTo(READABLE_SCALE, 6);
    expect(inView(camera, [500, 400], 100)).toBe(true);
  });

  it('provinces dealt all over the board (issue 32): zoomed out until every one of them is in view, none left off', () => {
    const points = [
      [800, 600],
      [840, 640],
      [780, 650],
      [620, 520],
      [100, 100],
    ] as const;
    const camera = homeCamera(points, extent, view);
    for (const p of points) expect(inView(camera, p, 20)).toBe(true);
    // No further out than it takes: the whole board is not squeezed below its fit.
    expect(camera.zoom).toBeGreaterThanOrEqual(1);
  });

  it('provinces at opposite corners of the board: the whole board, every one in view', () => {
    const points = [
      [5, 5],
      [995, 795],
      [5, 795],
    ] as const;
    const camera = homeCamera(points, extent, view);
    expect(camera).toEqual({ x: 500, y: 400, zoom: 1 });
    for (const p of points) expect(inView(camera, p)).toBe(true);
  });

  it('a realm reaching north to south on a short, wide canvas (issue 32: a map 318 px tall at 1280×720) is framed tightly: its box fills the height but for a margin of at most 12 %', () => {
    const short: Viewport = { width: 680, height: 318, padding: 22 };
    const board = { minX: -350, minY: -270, maxX: 452, maxY: 330 };
    // A pinned game's realm (its label points), from the north coast to the south coast.
    const points = [
      [47, -32],
      [81, -132],
      [18, 96],
      [-45, 79],
      [-24, 231],
      [-136, 213],
    ] as const;
    const camera = homeCamera(points, board, short);
    const screen = points.map(([x, y]) => worldToScreen(camera, board, short, x, y));
    const ys = screen.map((p) => p[1]);
    for (const [sx, sy] of screen) {
      expect(sx).toBeGreaterThanOrEqual(openingMargin(short.width) - 1);
      expect(sy).toBeGreaterThanOrEqual(openingMargin(short.height) - 1);
      expect(sy).toBeLessThanOrEqual(short.height - openingMargin(short.height) + 1);
    }
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(0.75 * short.height);
    // With 70 px above and below it opened as the whole board (zoom 1).
    expect(camera.zoom).toBeGreaterThan(1.2);
    expect(OPENING_MARGIN).toBeGreaterThan(openingMargin(short.height));
  });
});
