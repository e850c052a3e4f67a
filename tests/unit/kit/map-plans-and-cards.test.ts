/**
 * The map kit's pure parts added for issue 22: where a game opens (on the
 * player's own cluster of provinces, at a readable scale), the camera kept
 * per game, the plan arrows' geometry and hit test, the province card's
 * place inside the frame, and the two-click move of the "province chosen"
 * signal. Each as a player would notice it: the view lands on their
 * provinces, a remembered view comes back, an arrow points at its target.
 */
import { describe, expect, it } from 'vitest';
import { effectScope, nextTick } from 'vue';
import { homeCamera, worldToScreen, type Viewport } from '../../../src-renderer/kit/map/camera';
import { KEPT_CAMERAS, loadCamera, saveCamera } from '../../../src-renderer/kit/map/camera-memory';
import { arrowShape, distanceToArrow, laneOf } from '../../../src-renderer/kit/map/plan-arrows';
import { placeCard } from '../../../src-renderer/kit/map/province-card';
import { chooseProvince, useClickToMove } from '../../../src-renderer/kit/map/province-choice';

const extent = { minX: 0, minY: 0, maxX: 1000, maxY: 800 };
const view: Viewport = { width: 900, height: 600, padding: 22 };

function memoryStore(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
}

describe('the opening camera', () => {
  it('frames all of the player’s provinces, a stray one too (issue 32: the densest cluster alone left it off-screen)', () => {
    // Three provinces together in the south-east, one stray in the north-west.
    const points = [
      [800, 600],
      [840, 640],
      [780, 650],
      [100, 100],
    ] as const;
    const camera = homeCamera(points, extent, view);
    for (const [x, y] of points) {
      const [sx, sy] = worldToScreen(camera, extent, view, x, y);
      expect(sx).toBeGreaterThan(0);
      expect(sx).toBeLessThan(view.width);
      expect(sy).toBeGreaterThan(0);
      expect(sy).toBeLessThan(view.height);
    }
  });

  it('shows the whole board when the player holds nothing', () => {
    expect(homeCamera([], extent, view)).toEqual({ x: 500, y: 400, zoom: 1 });
  });
});

describe('the camera kept per game', () => {
  it('comes back as it was left, per game, and only the latest games are kept', () => {
    const store = memoryStore();
    saveCamera('g1.mb', { x: 123.456, y: 78.9, zoom: 2.345 }, store);
    saveCamera('g2.mb', { x: 1, y: 2, zoom: 3 }, store);
    expect(loadCamera('g1.mb', store)).toEqual({ x: 123.46, y: 78.9, zoom: 2.35 });
    expect(loadCamera('g2.mb', store)).toEqual({ x: 1, y: 2, zoom: 3 });
    expect(loadCamera('g3.mb', store)).toBeNull();
    for (let i = 0; i < KEPT_CAMERAS; i++) saveCamera(`n${i}`, { x: i, y: i, zoom: 1 }, store);
    expect(loadCamera('g1.mb', store)).toBeNull();
    expect(loadCamera(`n${KEPT_CAMERAS - 1}`, store)).toEqual({ x: KEPT_CAMERAS - 1, y: KEPT_CAMERAS - 1, zoom: 1 });
  });

  it('ignores a damaged entry instead of breaking the map', () => {
    const store = memoryStore();
    store.setItem('tenka.camera.bad', '{"x":"left"}');
    store.setItem('tenka.camera.worse', 'not json');
    expect(loadCamera('bad', store)).toBeNull();
    expect(loadCamera('worse', store)).toBeNull();
  });
});

describe('plan arrows', () => {
  it('run from near one province to near the other, the head at the target', () => {
    const shape = arrowShape([0, 0], [200, 0])!;
    expect(shape.start[0]).toBeGreaterThan(0);
    expect(shape.end[0]).toBeLessThan(200);
    expect(shape.end[0]).toBeGreaterThan(150);
    expect(shape.head[0]).toEqual(shape.end);
    // The head's back corners lie behind the tip, towards the start.
    expect(shape.head[1][0]).toBeLessThan(shape.end[0]);
    expect(shape.head[2][0]).toBeLessThan(shape.end[0]);
    expect(shape.mid[0]).toBeCloseTo(100, 6);
  });

  it('between the same two provinces bend apart, so both can be seen and removed', () => {
    const plans = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'a' },
      { from: 'a', to: 'c' },
    ];
    expect(laneOf(plans)).toEqual([0, 1, 0]);
    const one = arrowShape([0, 0], [200, 0], 0)!;
    const two = arrowShape([0, 0], [200, 0], 1)!;
    expect(Math.sign(one.mid[1])).toBe(-Math.sign(two.mid[1]));
    expect(Math.abs(one.mid[1] - two.mid[1])).toBeGreaterThan(10);
  });

  it('are hit near their line and not far from it; too short an arrow is not drawn', () => {
    const shape = arrowShape([0, 0], [200, 0])!;
    expect(distanceToArrow(shape, shape.mid[0], shape.mid[1])).toBeLessThan(1);
    expect(distanceToArrow(shape, 100, 120)).toBeGreaterThan(50);
    expect(arrowShape([0, 0], [10, 0])).toBeNull();
    // Close neighbours still get an arrow, its ends shrunk, pointing the right way.
    const short = arrowShape([0, 0], [40, 0])!;
    expect(short.end[0]).toBeGreaterThan(short.start[0]);
    expect(short.end[0]).toBeLessThanOrEqual(40);
    // The badge (label and ×) sits off the line, so it never hides a short arrow.
    expect(distanceToArrow(short, short.badge[0], short.badge[1])).toBeGreaterThan(8);
  });
});

describe('the province card', () => {
  const frame = { width: 800, height: 500 };
  const card = { width: 200, height: 150 };

  it('sits beside its province, right and below when there is room', () => {
    expect(placeCard([100, 100], card, frame)).toEqual([118, 118]);
  });

  it('flips to stay inside the frame near its right and bottom edges', () => {
    const [x, y] = placeCard([780, 480], card, frame);
    expect(x + card.width).toBeLessThanOrEqual(frame.width - 8);
    expect(y + card.height).toBeLessThanOrEqual(frame.height - 8);
    expect(x).toBe(780 - 18 - 200);
  });

  it('never leaves the frame, even when it is taller than the room beside its province', () => {
    const [x, y] = placeCard([400, 250], { width: 300, height: 480 }, frame);
    expect(x).toBeGreaterThanOrEqual(8);
    expect(y).toBeGreaterThanOrEqual(8);
    expect(y + 480).toBeLessThanOrEqual(frame.height - 8 + 1e-9);
  });
});

describe('click to move (the kit’s “province chosen”)', () => {
  it('selects a source, then moves it to a legal target; a click elsewhere clears it', async () => {
    const moves: string[] = [];
    const scope = effectScope();
    const { selected } = scope.run(() =>
      useClickToMove({
        sources: () => ['a', 'b'],
        targetsOf: (from) => (from === 'a' ? ['x', 'b'] : []),
        move: (from, to) => moves.push(`${from}>${to}`),
      }),
    )!;
    chooseProvince('x');
    expect(selected.value).toBeNull();
    chooseProvince('a');
    expect(selected.value).toBe('a');
    chooseProvince('z'); // not a target: nothing moves, the selection goes
    expect(moves).toEqual([]);
    expect(selected.value).toBeNull();
    chooseProvince('a');
    chooseProvince('x');
    expect(moves).toEqual(['a>x']);
    expect(selected.value).toBeNull();
    // A target that is itself a source stays selected (an army with steps left goes on).
    chooseProvince('a');
    chooseProvince('b');
    expect(moves).toEqual(['a>x', 'a>b']);
    expect(selected.value).toBe('b');
    scope.stop();
    chooseProvince('a');
    await nextTick();
    expect(selected.value).toBe('b');
  });
});
