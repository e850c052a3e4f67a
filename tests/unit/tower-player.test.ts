import { describe, expect, it } from 'vitest';
import { Rng } from '../../src-shared/kernel/rng';
import { decodeTrace, encodeTrace, PEASANT, simulateThrow, type ThrowTrace } from '../../src-shared/games/henn-shogun/tower/simulate';
import { OUT_OF_VIEW, TowerPlayer } from '../../src-renderer/games/henn-shogun/tower/tower-player';

/** Two cubes, 3 frames at 10 Hz: cube 0 moves right, cube 1 falls and leaves at frame 2. */
function tinyTrace(): ThrowTrace {
  const xy = new Int16Array([
    // frame 0: (1, 2) mm, (30, 100) mm
    10, 20, 300, 1000,
    // frame 1
    30, 20, 300, 1500,
    // frame 2
    50, 40, OUT_OF_VIEW, OUT_OF_VIEW,
  ]);
  return { hz: 10, frames: 3, colours: [0, PEASANT], wasInside: [false, true], xy };
}

function realTrace(cubes: number): ThrowTrace {
  const thrown = Array.from({ length: cubes }, (_, i) => (i % 7 === 0 ? PEASANT : i % 4));
  const outcome = simulateThrow({ thrown, inside: [] }, Rng.seeded(`tower-player-${cubes}`));
  // Through the event encoding, as the renderer receives it.
  return decodeTrace(encodeTrace(outcome.trace));
}

describe('TowerPlayer', () => {
  it('interpolates linearly between frames', () => {
    const p = new TowerPlayer(tinyTrace());
    expect(p.duration).toBeCloseTo(0.2);
    const mid = p.sample(0.05); // halfway between frame 0 and 1
    expect(mid.cubes[0]!.x).toBeCloseTo(2);
    expect(mid.cubes[0]!.y).toBeCloseTo(2);
    expect(mid.cubes[1]!.y).toBeCloseTo(125);
    expect(mid.cubes[0]!.vx).toBeCloseTo(20); // 2 mm per 0.1 s
    expect(mid.tray).toEqual([]);
    expect(mid.finished).toBe(false);
  });

  it('moves a cube into the tray at the frame it leaves the shaft', () => {
    const p = new TowerPlayer(tinyTrace());
    expect(p.outFrame).toEqual([Infinity, 2]);
    const before = p.sample(0.15);
    expect(before.tray).toEqual([]);
    expect(before.cubes[1]!.y).toBeCloseTo(175); // carries on at its last speed
    const after = p.sample(0.2);
    expect(after.tray).toEqual([1]);
    expect(after.cubes[1]!.out).toBe(true);
  });

  it('ends exactly on the last frame of a real throw', () => {
    const trace = realTrace(20);
    const p = new TowerPlayer(trace);
    const n = trace.colours.length;
    const last = trace.frames - 1;
    p.advance(p.duration + 1);
    expect(p.finished).toBe(true);
    const end = p.sample();
    expect(end.finished).toBe(true);
    let outCount = 0;
    for (let i = 0; i < n; i++) {
      const x = trace.xy[2 * (last * n + i)]!;
      if (x === OUT_OF_VIEW) {
        outCount += 1;
        expect(end.cubes[i]!.out).toBe(true);
      } else {
        expect(end.cubes[i]!.out).toBe(false);
        expect(end.cubes[i]!.x).toBe(x / 10);
        expect(end.cubes[i]!.y).toBe(trace.xy[2 * (last * n + i) + 1]! / 10);
      }
    }
    expect(end.tray).toHaveLength(outCount);
    expect(outCount).toBeGreaterThan(0);
  });

  it('plays twice as fast at speed 2', () => {
    const trace = realTrace(10);
    const step = 1 / 60;
    const framesAt = (speed: number): number => {
      const p = new TowerPlayer(trace, speed);
      let k = 0;
      while (!p.advance(step)) k += 1;
      return k + 1;
    };
    const one = framesAt(1);
    const two = framesAt(2);
    expect(Math.abs(two - one / 2)).toBeLessThanOrEqual(1);
    const p = new TowerPlayer(trace);
    p.speed = 4;
    expect(p.remainingSeconds).toBeCloseTo(p.duration / 4);
    expect(() => (p.speed = 0)).toThrow();
  });

  it('skip jumps to the end', () => {
    const trace = realTrace(10);
    const p = new TowerPlayer(trace);
    p.advance(0.1);
    expect(p.finished).toBe(false);
    p.skip();
    expect(p.finished).toBe(true);
    expect(p.time).toBe(p.duration);
    expect(p.sample()).toEqual(new TowerPlayer(trace).sample(p.duration));
  });

  it('gives finite positions at any time', () => {
    const p = new TowerPlayer(realTrace(40));
    for (let t = 0; t <= p.duration; t += 0.0137) {
      for (const c of p.sample(t).cubes) {
        expect(Number.isFinite(c.x) && Number.isFinite(c.y) && Number.isFinite(c.spin)).toBe(true);
      }
    }
  });
});
