import { describe, expect, it } from 'vitest';
import { fitScale, homeCamera, OPENING_FLOOR_SCALE, OPENING_MARGIN, READABLE_SCALE, worldToScreen, type Viewport } from './camera';

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
    expect(scale).toBeGreaterThanOrEqual(OPENING_FLOOR_SCALE - 1e-9);
    // Further out than the readable scale: that was needed to show them all.
    expect(scale).toBeLessThan(READABLE_SCALE);
  });

  it('goes no closer than the readable scale for a small realm', () => {
    const camera = homeCamera([[500, 400]], extent, view);
    expect(fitScale(extent, view) * camera.zoom).toBeCloseTo(READABLE_SCALE, 6);
    expect(inView(camera, [500, 400], 100)).toBe(true);
  });

  it('provinces dealt all over the board: the densest cluster at the floor scale, all of it in view', () => {
    const points = [
      [800, 600],
      [840, 640],
      [780, 650],
      [620, 520],
      [100, 100],
    ] as const;
    const camera = homeCamera(points, extent, view);
    expect(fitScale(extent, view) * camera.zoom).toBeCloseTo(OPENING_FLOOR_SCALE, 6);
    for (const p of points.slice(0, 4)) expect(inView(camera, p)).toBe(true);
    expect(inView(camera, [100, 100])).toBe(false);
  });
});
