/**
 * Zoom and pan of the board (camera.ts) and arrow-key travel between
 * provinces (province-navigation.ts): the map can never be lost, zooming
 * keeps the point under the pointer still, arrows go to the province that
 * lies that way.
 */
import { describe, expect, it } from 'vitest';
import { clampCamera, fitCamera, fitScale, MAX_ZOOM, panBy, revealBox, screenToWorld, worldToScreen, zoomAt, type Viewport } from '../../src-renderer/kit/map/camera';
import { hennMap } from '../../src-renderer/games/henn-shogun/board/henn-map';
import { provinceInDirection } from '../../src-renderer/kit/map/province-navigation';

const extent = { minX: -400, minY: -300, maxX: 400, maxY: 300 };
const small: Viewport = { width: 600, height: 580, padding: 20 };
const wide: Viewport = { width: 1260, height: 950, padding: 20 };

describe('the board camera', () => {
  it('fits the whole board into the canvas at zoom 1, at any size', () => {
    for (const viewport of [small, wide]) {
      const camera = fitCamera(extent);
      const [x0, y0] = worldToScreen(camera, extent, viewport, extent.minX, extent.minY);
      const [x1, y1] = worldToScreen(camera, extent, viewport, extent.maxX, extent.maxY);
      expect(x0).toBeGreaterThanOrEqual(viewport.padding - 1e-9);
      expect(y0).toBeGreaterThanOrEqual(viewport.padding - 1e-9);
      expect(x1).toBeLessThanOrEqual(viewport.width - viewport.padding + 1e-9);
      expect(y1).toBeLessThanOrEqual(viewport.height - viewport.padding + 1e-9);
      // …and fills one of the two directions.
      expect(Math.max((x1 - x0) / (viewport.width - 2 * viewport.padding), (y1 - y0) / (viewport.height - 2 * viewport.padding))).toBeCloseTo(1, 9);
    }
    expect(fitScale(extent, wide)).toBeGreaterThan(fitScale(extent, small));
  });

  it('zooms around the pointer: the map point under it stays put', () => {
    const camera = zoomAt(fitCamera(extent), 2.5, 150, 400, extent, small);
    expect(camera.zoom).toBeCloseTo(2.5);
    const before = screenToWorld(fitCamera(extent), extent, small, 150, 400);
    const after = screenToWorld(camera, extent, small, 150, 400);
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
  });

  it('keeps the zoom in range and the view on the board', () => {
    expect(zoomAt(fitCamera(extent), 0.2, 300, 290, extent, small).zoom).toBe(1);
    expect(zoomAt(fitCamera(extent), 100, 300, 290, extent, small).zoom).toBe(MAX_ZOOM);
    // At fit nothing can be panned away.
    expect(panBy(fitCamera(extent), 5000, -5000, extent, small)).toEqual(fitCamera(extent));
    // Zoomed in, panning stops at the board's edge.
    const zoomed = { ...fitCamera(extent), zoom: 3 };
    const far = panBy(zoomed, 1e6, 1e6, extent, small);
    const [left, top] = screenToWorld(far, extent, small, 0, 0);
    expect(left).toBeCloseTo(extent.minX, 6);
    expect(top).toBeCloseTo(extent.minY, 6);
    expect(clampCamera({ x: Number.NaN, y: 0, zoom: Number.NaN }, extent, small).zoom).toBe(1);
  });

  it('brings a focused province into view with the smallest pan', () => {
    const zoomed = { x: 0, y: 0, zoom: 4 };
    const box = { minX: 300, minY: 200, maxX: 340, maxY: 230 };
    const shown = revealBox(zoomed, box, 10, extent, wide);
    const [x1, y1] = worldToScreen(shown, extent, wide, box.maxX, box.maxY);
    expect(x1).toBeLessThanOrEqual(wide.width - 10 + 1e-6);
    expect(y1).toBeLessThanOrEqual(wide.height - 10 + 1e-6);
    // Already visible: nothing moves.
    expect(revealBox(shown, box, 10, extent, wide)).toEqual(shown);
  });
});

describe('arrow keys between provinces', () => {
  const points = new Map(hennMap().provinces.map((p) => [p.id, p.label] as const));

  it('goes to the neighbouring province that lies that way', () => {
    expect(provinceInDirection(points, 'omi', 'right')).toBe('owari');
    expect(provinceInDirection(points, 'omi', 'up')).toBe('mino');
    expect(provinceInDirection(points, 'omi', 'left')).toBe('tanba');
    expect(provinceInDirection(points, 'kii', 'up')).toBe('yamato');
    expect(provinceInDirection(points, 'sagami', 'left')).toBe('kai');
    expect(provinceInDirection(points, 'echigo', 'down')).toBe('kozuke');
  });

  it('stops at the edge of the board', () => {
    expect(provinceInDirection(points, 'mutsu', 'up')).toBeNull();
    expect(provinceInDirection(points, 'iwami', 'left')).toBeNull();
    expect(provinceInDirection(points, 'nowhere', 'left')).toBeNull();
  });

  it('reaches every province from every other one', () => {
    const seen = new Set(['settsu']);
    const queue = ['settsu'];
    while (queue.length > 0) {
      const at = queue.shift()!;
      for (const dir of ['left', 'right', 'up', 'down'] as const) {
        const next = provinceInDirection(points, at, dir);
        if (next && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(seen.size).toBe(45);
  });
});
