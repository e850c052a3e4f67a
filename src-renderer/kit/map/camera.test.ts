import { describe, expect, it } from 'vitest';
import { fitScale, homeCamera, OPENING_MARGIN, READABLE_SCALE, worldToScreen, type Viewport } from './camera';

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
    for (const p of points) expect(inView(camera, p, OPENING_MARGIN - 1)).toBe(true);
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
});
