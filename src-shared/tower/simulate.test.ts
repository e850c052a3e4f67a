import { describe, expect, it } from 'vitest';
import { hashText } from '../kernel/hash';
import { Rng } from '../kernel/rng';
import { PEASANT, simulateThrow } from './simulate';

const setupThrow = [...Array(28)].map((_, i) => i % 4).concat(Array(10).fill(PEASANT));

describe('tower simulation (work in progress, not yet the engine default)', () => {
  it('is deterministic: the same seed and contents give the same outcome and trace', () => {
    const a = simulateThrow({ thrown: setupThrow, inside: [] }, Rng.seeded('t'));
    const b = simulateThrow({ thrown: setupThrow, inside: [] }, Rng.seeded('t'));
    expect(b.out).toEqual(a.out);
    expect(b.inside).toEqual(a.inside);
    expect(hashText(Array.from(b.trace.xy).join(','))).toBe(hashText(Array.from(a.trace.xy).join(',')));
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
      inside = r.inside;
    }
  });
});
