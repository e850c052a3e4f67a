/**
 * [R §3] Home castles: drawn by lot each game by default (setup.ts homesOf), in seat order with `homes: 'fixed'`.
 * What a player checks: over games every seat gets every home of its player count, the draw follows the seed (the
 * same seed, the same homes), and each home is set up as §3 says (castle, koku, Daimyō and family at home).
 */
import { describe, expect, it } from 'vitest';
import { mbIndex } from '../../maps/mb-board';
import { CASTLE_PROVINCES, ENTRY_PROVINCES, HOME_CASTLES, RESOURCE_PROVINCES, START_DAIMYO, START_KOKU } from './data/reconstruction';
import { CASTLE_PROVINCE, ENTRY_POINTS, POINTS, RESOURCE_POINTS } from './map';
import { juniTsuki as R } from './index';
import type { JuniState } from './types';

function setup(players: number, seed: string, homes?: 'drawn' | 'fixed'): JuniState {
  const o = R.parseOptions({ players, years: 1, ...(homes ? { homes } : {}) });
  if (!o.ok) throw new Error(o.error.message);
  return R.setup(o.value, seed);
}

const homeOf = (s: JuniState, seat: number): number => CASTLE_PROVINCE[s.players[seat]!.home]!;

describe('home castles (§3 [R])', () => {
  it('are drawn by default: over games every seat starts from every home of the set, the same seed gives the same draw', () => {
    for (const players of [2, 4, 6]) {
      const set = HOME_CASTLES[players]!.map((p) => mbIndex(p));
      const seen = Array.from({ length: players }, () => new Set<number>());
      for (let g = 0; g < 60; g++) {
        const s = setup(players, `homes-${g}`);
        expect(new Set(s.players.map((_, seat) => homeOf(s, seat)))).toEqual(new Set(set));
        s.players.forEach((_, seat) => seen[seat]!.add(homeOf(s, seat)));
      }
      for (const homes of seen) expect(homes).toEqual(new Set(set));
      expect(setup(players, 'same').players.map((p) => p.home)).toEqual(setup(players, 'same').players.map((p) => p.home));
    }
  });

  it("with 'fixed' seat order picks from the set, and each seat starts at home as §3 says", () => {
    const s = setup(4, 'fixed', 'fixed');
    expect(s.players.map((_, seat) => homeOf(s, seat))).toEqual(HOME_CASTLES[4]!.map((p) => mbIndex(p)));
    s.players.forEach((p, seat) => {
      expect(s.castles[p.home]!.owner).toBe(seat);
      // The first player's month has begun (§4.1 income from a resource point at home): only his koku may have grown.
      if (seat === s.turn.seat) expect(s.castles[p.home]!.koku).toBeGreaterThanOrEqual(START_KOKU);
      else expect(s.castles[p.home]!.koku).toBe(START_KOKU);
      expect(s.daimyo.filter((d) => d.owner === seat).map((d) => d.province)).toEqual(Array(START_DAIMYO).fill(homeOf(s, seat)));
      expect(s.family.filter((f) => f.owner === seat).every((f) => f.castle === p.home)).toBe(true);
    });
  });

  // The rule every home set follows (data/reconstruction.ts HOME_CASTLES, v5): a home is a castle province with a
  // resource point (income from the first month) or an entry point (a landing for recruits) of its own, and no two
  // homes of a set are the same. Tosa and Izumo, which have neither, were the v4 5- and 6-player sets' losing homes.
  it('every home of every set is a castle with a resource point or an entry point in its province, all different', () => {
    const pointsIn = (kind: readonly number[], prov: number): number[] => kind.filter((pt) => POINTS[pt]!.adj.includes(prov));
    for (let players = 2; players <= 6; players++) {
      const set = HOME_CASTLES[players]!;
      expect(set).toHaveLength(players);
      expect(new Set(set).size).toBe(players);
      for (const home of set) {
        expect(CASTLE_PROVINCES as readonly string[]).toContain(home);
        const prov = mbIndex(home);
        const resources = pointsIn(RESOURCE_POINTS, prov);
        const entries = pointsIn(ENTRY_POINTS, prov);
        // The point map agrees with the lists: a resource point belongs to the province, an entry hangs off its march point.
        expect(resources.length > 0).toBe((RESOURCE_PROVINCES as readonly string[]).includes(home));
        expect(entries.length > 0).toBe((ENTRY_PROVINCES as readonly string[]).includes(home));
        expect(resources.length + entries.length, `${players} players: ${home}`).toBeGreaterThan(0);
      }
    }
  });
});
