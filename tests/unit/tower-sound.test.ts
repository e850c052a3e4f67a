import { describe, expect, it } from 'vitest';
import { Rng } from '../../src-shared/kernel/rng';
import { PEASANT, simulateThrow, type ThrowTrace } from '../../src-shared/games/henn-shogun/tower/simulate';
import { impactsOf } from '../../src-renderer/games/henn-shogun/tower/tower-sound';

/** One cube falling freely for 10 frames at 60 Hz, then lying still on a ledge. */
function dropTrace(): ThrowTrace {
  const hz = 60;
  const frames = 20;
  const xy = new Int16Array(frames * 2);
  let y = 0;
  let v = 0;
  for (let f = 0; f < frames; f++) {
    xy[2 * f] = 300;
    xy[2 * f + 1] = Math.round(y * 10);
    if (f < 10) {
      v += 9810 / hz;
      y += v / hz;
    }
  }
  return { hz, frames, colours: [0], wasInside: [false], xy };
}

describe('tower sound: knocks in a trace', () => {
  it('hears a cube landing, not a cube falling freely nor one lying still', () => {
    const knocks = impactsOf(dropTrace());
    expect(knocks).toHaveLength(1);
    expect(knocks[0]!.time).toBeCloseTo(10 / 60, 5);
    // It had fallen for 1/6 s: about 1.6 m/s, a firm knock.
    expect(knocks[0]!.strength).toBeGreaterThan(0.5);
  });

  it('a real throw clatters: knocks in time order, for many cubes, all while they fall', () => {
    const thrown = Array.from({ length: 20 }, (_, i) => (i % 5 === 0 ? PEASANT : i % 2));
    const r = simulateThrow({ thrown, inside: [] }, Rng.seeded('sound'));
    const knocks = impactsOf(r.trace);
    expect(knocks.length).toBeGreaterThan(20);
    for (let k = 1; k < knocks.length; k++) expect(knocks[k]!.time).toBeGreaterThanOrEqual(knocks[k - 1]!.time);
    expect(new Set(knocks.map((k) => k.cube)).size).toBeGreaterThan(10);
    for (const k of knocks) {
      expect(k.strength).toBeGreaterThan(0);
      expect(k.strength).toBeLessThanOrEqual(1);
      expect(k.time).toBeLessThanOrEqual(r.trace.frames / r.trace.hz);
    }
  });
});
