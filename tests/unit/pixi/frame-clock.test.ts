/**
 * pixi/frame-clock.ts: an animation that must be seen whole (a game's throw, the kit's dice tray) follows the
 * clock, drawn in at least MIN_FRAMES frames however slow they come (issue 21).
 */
import { describe, expect, it } from 'vitest';
import { frameAdvance, frameStep, MIN_FRAMES } from '../../../src-renderer/pixi/frame-clock';

describe('frameStep (an animation follows the clock)', () => {
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

