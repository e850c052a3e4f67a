import { describe, expect, it } from 'vitest';
import { hashText } from '../../../kernel/hash';
import { Rng } from '../../../kernel/rng';
import { hashState } from '../../../kernel/hash';
import { replay } from '../../../kernel/record';
import { hennShogun as R } from '../index';
import { recordRandomGame } from '../testing';
import { decodeTrace, encodeTrace, PEASANT, simulateThrow } from './simulate';
import { towerStats } from './stats';

const setupThrow = [...Array(28)].map((_, i) => i % 4).concat(Array(10).fill(PEASANT));
const traceHash = (xy: Int16Array): string => hashText(Array.from(xy).join(','));

describe('tower simulation', () => {
  it('golden: fixed seeds and contents give these outcomes and traces on every machine', () => {
    const golden = [
      ['golden-1', [1, 1, 1, 0, 3, 5, 5, 2, 3, 1, 0, 3, 1, 2, 3, 0, 5, 0, 5, 1, 0, 2, 1, 2, 5, 5, 5, 5, 2, 5, 5, 3, 2], 'dbb39ddaeb266f91', [0, 1, 5, 1, 0, 1], '053daf7750968fc3', 5],
      ['golden-2', [0, 3, 1, 2, 3, 5, 1, 5, 2, 5, 3, 1, 2, 5, 1, 1, 0, 2, 0, 5, 5, 3, 0, 1, 0, 5, 5, 3, 0, 2, 5, 5], '34a905d433f517e3', [0, 1, 1, 5, 1, 0], '89ee36bfe9dd7064', 6],
    ] as const;
    for (const [seed, out1, hash1, out2, hash2, left] of golden) {
      const a = simulateThrow({ thrown: setupThrow, inside: [] }, Rng.seeded(seed));
      expect(a.out).toEqual(out1);
      expect(traceHash(a.trace.xy)).toBe(hash1);
      const b = simulateThrow({ thrown: [0, 0, 1, 1, 1, PEASANT], inside: a.inside }, Rng.seeded(seed + 'b'));
      expect(b.out).toEqual(out2);
      expect(traceHash(b.trace.xy)).toBe(hash2);
      expect(b.inside.length).toBe(left);
    }
  });

  it('is deterministic: the same seed and contents give the same outcome and trace', () => {
    const a = simulateThrow({ thrown: setupThrow, inside: [] }, Rng.seeded('t'));
    const b = simulateThrow({ thrown: setupThrow, inside: [] }, Rng.seeded('t'));
    expect(b.out).toEqual(a.out);
    expect(b.inside).toEqual(a.inside);
    expect(traceHash(b.trace.xy)).toBe(traceHash(a.trace.xy));
    const c = simulateThrow({ thrown: setupThrow, inside: [] }, Rng.seeded('u'));
    expect(Array.from(c.trace.xy)).not.toEqual(Array.from(a.trace.xy));
  });

  it('conserves cubes: everything thrown or lodged before is either out or inside after', () => {
    const rng = Rng.seeded('conserve');
    let inside = simulateThrow({ thrown: setupThrow, inside: [] }, rng).inside;
    for (let battle = 0; battle < 10; battle++) {
      const thrown = [...Array(5 + rng.int(11))].map(() => rng.int(2));
      const before = inside.length;
      const r = simulateThrow({ thrown, inside }, rng);
      expect(r.out.length + r.inside.length).toBe(thrown.length + before);
      expect(r.outThrown + r.outReleased).toBe(r.out.length);
      const colours = (xs: number[]): number[] => xs.slice().sort((x, y) => x - y);
      expect(colours([...r.out, ...r.inside.map((c) => c.colour)])).toEqual(colours([...thrown, ...inside.map((c) => c.colour)]));
      inside = r.inside;
    }
  });

  it('the trace: at least 30 Hz, under 200 KB for 40 cubes, and survives the base64 round trip of events', () => {
    const rng = Rng.seeded('trace');
    const before = simulateThrow({ thrown: setupThrow, inside: [] }, rng).inside;
    const r = simulateThrow({ thrown: Array<number>(40).fill(0), inside: before }, rng);
    expect(r.trace.hz).toBeGreaterThanOrEqual(30);
    expect(r.trace.xy.length).toBe(r.trace.frames * 2 * (40 + before.length));
    const e = encodeTrace(r.trace);
    expect(JSON.stringify(e).length).toBeLessThan(200 * 1024);
    expect(Array.from(decodeTrace(e).xy)).toEqual(Array.from(r.trace.xy));
  });

  it('calibration: targets of docs/tower.md hold on a modest seeded run', () => {
    const s = towerStats(600, 'test');
    expect(s.newCubeExitRate).toBeGreaterThanOrEqual(0.6);
    expect(s.newCubeExitRate).toBeLessThanOrEqual(0.8);
    expect(s.steadyStateMean).toBeGreaterThan(3);
    expect(s.steadyStateMean).toBeLessThan(9);
    // More cubes thrown knock out more of the lodged ones.
    const rel = s.curve.map((c) => c.lodgedReleased);
    expect(rel[4]!).toBeGreaterThan(rel[2]!);
    expect(rel[2]!).toBeGreaterThan(rel[0]!);
    for (const st of s.setup) expect(st.mean).toBeGreaterThan(2);
  }, 60_000);
});

describe('the physics tower in the game', () => {
  it('replays reproduce every throw: the kernel replay twice gives equal checkpoints and states', () => {
    const { record: rec, hashes } = recordRandomGame({ players: 4 }, 'physics-replay');
    const a: string[] = [];
    const b: string[] = [];
    const ra = replay(R, rec, (st) => a.push(hashState(st.state)));
    const rb = replay(R, rec, (st) => b.push(hashState(st.state)));
    expect(a).toEqual(hashes);
    expect(b).toEqual(a);
    expect(rb.checkpoints).toEqual(ra.checkpoints);
  });

  it('every throw announces its trace in a tower-thrown event, and the lodged cubes match the counts', () => {
    const o = R.parseOptions({ players: 3 });
    if (!o.ok) throw new Error();
    const s = R.setup(o.value, 'events');
    expect(s.options.tower.model).toBe('physics');
    const byColour = [0, 0, 0, 0, 0, 0];
    for (const c of s.towerCubes!) byColour[c.colour]!++;
    expect(byColour).toEqual(s.tower);
    expect(s.towerCubes!.length).toBeGreaterThan(0);
  });
});
