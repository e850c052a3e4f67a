/** The MB board as transcribed: 68 provinces, 125 land pairs, 20 sea lines, the rulebook's adjacencies. */
import { describe, expect, it } from 'vitest';
import { MB_ADJACENCY, MB_NEIGHBOURS, MB_PROVINCE_COUNT, MB_PROVINCES, mbAdjacency, mbDistance, mbId, mbIndex } from './mb-board';

describe('the Milton Bradley board', () => {
  it('has 68 provinces with unique ids, the two Awas told apart', () => {
    expect(MB_PROVINCE_COUNT).toBe(68);
    expect(new Set(MB_PROVINCES.map((p) => p.id)).size).toBe(68);
    expect(mbId(mbIndex('awa_shikoku'))).toBe('awa_shikoku');
    expect(mbIndex('awa_boso')).not.toBe(mbIndex('awa_shikoku'));
  });

  it('has 125 land pairs and 20 sea lines, no pair twice, none to itself', () => {
    expect(MB_ADJACENCY.filter((e) => e.kind === 'land')).toHaveLength(125);
    expect(MB_ADJACENCY.filter((e) => e.kind === 'sea')).toHaveLength(20);
    const keys = MB_ADJACENCY.map((e) => [e.a, e.b].sort().join('|'));
    expect(new Set(keys).size).toBe(145);
    expect(MB_ADJACENCY.every((e) => e.a !== e.b)).toBe(true);
  });

  it('agrees with the adjacencies the MB rulebook examples use', () => {
    const i = mbIndex;
    expect(mbAdjacency(i('iki'), i('nagato'))).toBe('sea');
    expect(mbAdjacency(i('nagato'), i('buzen'))).toBe('sea');
    expect(mbAdjacency(i('bungo'), i('iyo'))).toBe('sea');
    expect(mbAdjacency(i('iki'), i('buzen'))).toBeNull();
    expect(mbAdjacency(i('kozuke'), i('shimosa'))).toBeNull();
    // The board's own quirks, kept as it draws them.
    expect(mbAdjacency(i('kawachi'), i('tanba'))).toBe('land');
    expect(mbAdjacency(i('settsu'), i('yamashiro'))).toBeNull();
  });

  it('is symmetric and connected (every province reachable, islands by sea)', () => {
    for (let a = 0; a < MB_PROVINCE_COUNT; a++) {
      expect(MB_NEIGHBOURS[a]!.length).toBeGreaterThan(0);
      for (const n of MB_NEIGHBOURS[a]!) expect(mbAdjacency(n.index, a)).toBe(n.kind);
      expect(mbDistance(0, a)).toBeLessThan(Infinity);
    }
    for (const p of MB_PROVINCES.filter((x) => x.island)) {
      expect(MB_NEIGHBOURS[mbIndex(p.id)]!.every((n) => n.kind === 'sea')).toBe(true);
    }
  });

  it('measures distances over land only when asked', () => {
    expect(mbDistance(mbIndex('iki'), mbIndex('nagato'))).toBe(1);
    expect(mbDistance(mbIndex('iki'), mbIndex('nagato'), { sea: false })).toBe(Infinity);
  });
});
