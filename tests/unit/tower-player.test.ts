import { describe, expect, it } from 'vitest';
import { Rng } from '../../src-shared/kernel/rng';
import { decodeTrace, encodeTrace, PEASANT, simulateThrow, type ThrowTrace } from '../../src-shared/games/henn-shogun/tower/simulate';
import { OUT_OF_VIEW, TowerPlayer } from '../../src-renderer/games/henn-shogun/tower/tower-player';
import { frameAdvance, frameStep, MIN_FRAMES } from '../../src-renderer/pixi/frame-clock';

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

describe('frameStep (the throw follows the clock)', () => {
  /** Frames of `frameMs` each until a throw of `seconds` is played at `speed`, and how long that takes. */
  function play(seconds: number, speed: number, frameMs: number): { frames: number; wallMs: number } {
    let played = 0;
    let frames = 0;
    while (played < seconds - 1e-9) {
      // What TowerView does each frame: the ticker's raw elapsed time (Pixi's deltaMS is capped at 100 ms).
      played += frameAdvance(frameMs, seconds, speed) * speed;
      frames++;
    }
    return { frames, wallMs: frames * frameMs };
  }

  it('plays in real time where frames are quick', () => {
    const { wallMs } = play(1.8, 1, 16);
    expect(wallMs).toBeGreaterThanOrEqual(1800);
    expect(wallMs).toBeLessThan(1900);
  });

  it('draws a throw in at least MIN_FRAMES frames, but no longer than that on a renderer that takes a second a frame', () => {
    // Capped at 100 ms a frame, an 1.8-second throw took 18 s at a second a frame (the story waited 12 s for it).
    const slow = play(1.8, 1, 1000);
    expect(slow.frames).toBe(MIN_FRAMES);
    expect(slow.wallMs).toBeLessThanOrEqual(6000);
    expect(play(1.8, 2, 1000).frames).toBe(MIN_FRAMES);
    // A very short throw still takes at least 100 ms a frame at 1× (it was never faster than that).
    expect(frameStep(0.3, 1)).toBe(0.1);
  });

  it('follows the frames’ real time, not Pixi’s delta capped at 100 ms (a 2.3-second throw at half a second a frame)', () => {
    // Pixi's ticker caps deltaMS at 100 ms (minFPS 10): fed that, a frame of 500 ms moved the throw 100 ms, 23 frames
    // (11.5 s) for this throw; the raw elapsed time plays it in MIN_FRAMES frames (3 s).
    const capped = Math.min(500, 100);
    expect(frameAdvance(capped, 2.3, 1)).toBeCloseTo(0.1);
    expect(frameAdvance(500, 2.3, 1)).toBeCloseTo(2.3 / MIN_FRAMES);
    expect(play(2.3, 1, 500).frames).toBe(MIN_FRAMES);
    // Quick frames: the time between them.
    expect(frameAdvance(16, 2.3, 1)).toBeCloseTo(0.016);
    expect(frameAdvance(0, 2.3, 1)).toBe(0);
  });
});

