/**
 * Issue 31: Normal (and Easy and Hard, which play its heuristic) contests a
 * rival close to victory — 35 provinces win at once (sheet §4), 50 at a
 * round's end in the 2-player game: it attacks the leader's provinces where it
 * would have attacked another's, and turns its ninja on the leader's armies
 * whoever they attack. Scenes built by hand, decisions from the seat's view.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../kernel/rng';
import { NEIGHBOURS, provinceId } from '../board';
import { atWar, P, pending, play, put, putArmy, run, scene } from '../testing';
import type { MbShogunState } from '../types';
import { viewOf } from '../view';
import { heuristicMove, NORMAL, runawayLeader, tunedStyle } from './heuristic';

/** Gives colour `c` `n` more provinces (one spearman each), far from Kai and Dewa, in province order. */
function holdMore(s: MbShogunState, c: number, n: number): void {
  const near = new Set(['kai', 'sagami', 'musashi', 'suruga', 'shinano', 'dewa', 'mutsu', 'echigo', 'satsuma', 'tosa', 'sado'].map(P));
  for (const q of ['kai', 'dewa']) for (const x of NEIGHBOURS[P(q)]!) near.add(x);
  let added = 0;
  for (let p = 0; p < s.provinces.length && added < n; p++) {
    if (near.has(p) || s.provinces[p]!.owner >= 0) continue;
    put(s, c, provinceId(p), { spearman: 1 });
    added++;
  }
}

/**
 * Round 3, colour 0 declares: its army in Kai (10 units) borders Sagami
 * (colour 1, 3 spearmen) and Musashi (colour 2, 1 spearman). Colour 1 holds
 * `leaderProvinces` provinces in all.
 */
function declareScene(leaderProvinces: number): MbShogunState {
  const s = scene(4, 3);
  putArmy(s, 0, 0, 'kai', { bowman: 2, gunner: 2, swordsman: 2, spearman: 4 });
  put(s, 0, 'kai', { spearman: 1 });
  put(s, 0, 'suruga', { spearman: 1 });
  put(s, 0, 'shinano', { spearman: 1 });
  put(s, 1, 'sagami', { spearman: 3 });
  putArmy(s, 1, 0, 'satsuma', {});
  put(s, 2, 'musashi', { spearman: 1 });
  putArmy(s, 2, 0, 'tosa', {});
  putArmy(s, 3, 0, 'sado', {});
  holdMore(s, 1, leaderProvinces - 2);
  atWar(s, 0, 'b');
  return run(s).state;
}

const armyTarget = (s: MbShogunState): string | undefined => {
  const m = heuristicMove(viewOf(s, 0), 0, Rng.seeded('leader'));
  if (m.type !== 'declare') throw new Error(`expected a declaration, got ${m.type}`);
  return m.battles.find((b) => b.troop === 'army')?.to;
};

describe('Normal contests a rival close to victory', () => {
  it('names the seat within 10 provinces of the 35 that leads alone, never its own seat, and no one in a tie for the lead', () => {
    const s = declareScene(28);
    expect(runawayLeader(s, 0)).toBe(1);
    expect(runawayLeader(s, 2)).toBe(1);
    expect(runawayLeader(s, 1)).toBe(-1);
    // 24 provinces are 11 short of the 35: no runaway yet.
    expect(runawayLeader(declareScene(24), 0)).toBe(-1);
    const tied = declareScene(28);
    holdMore(tied, 2, 26);
    expect(runawayLeader(tied, 3)).toBe(-1);
    expect(runawayLeader(tied, 0)).toBe(-1);
  });

  it('attacks the weaker neighbour when nobody is close to winning, and the leader’s province when it is', () => {
    const calm = declareScene(12);
    expect(pending(calm)).toEqual([{ seat: 0, kind: 'declare', colour: 0 }]);
    expect(armyTarget(calm)).toBe('musashi');
    expect(armyTarget(declareScene(28))).toBe('sagami');
  });

  it('holding the ninja, strikes the leader’s army after its declarations even when the battle is aimed at a third player', () => {
    const ninjaScene = (leaderProvinces: number): MbShogunState => {
      const s = scene(4, 3);
      putArmy(s, 1, 0, 'dewa', { spearman: 4, gunner: 2 });
      put(s, 2, 'mutsu', { spearman: 2 });
      putArmy(s, 2, 0, 'tosa', {});
      putArmy(s, 0, 0, 'satsuma', { spearman: 1 });
      putArmy(s, 3, 0, 'sado', {});
      holdMore(s, 1, leaderProvinces - 1);
      s.ninja = { holder: 0, hired: 3 };
      atWar(s, 1, 'b');
      const st = run(s).state;
      expect(pending(st)).toEqual([{ seat: 1, kind: 'declare', colour: 1 }]);
      return st;
    };
    for (const [provinces, expected] of [
      [28, { colour: 1, army: 0 }],
      [12, null],
    ] as const) {
      // Colour 1 declares Dewa → Mutsu (colour 2's); then colour 0's ninja window after the declarations.
      const st = play(ninjaScene(provinces), 1, { type: 'declare', battles: [{ from: 'dewa', troop: 'army', to: 'mutsu' }] }).state;
      expect(st.war!.step).toBe('post-b');
      expect(pending(st)).toEqual([{ seat: 0, kind: 'ninja', colour: 0 }]);
      expect(heuristicMove(viewOf(st, 0), 0, Rng.seeded('ninja'))).toEqual({ type: 'ninja', target: expected });
    }
  });
});

describe('Normal’s armies march to the front', () => {
  it('an army with no battle in reach moves one step (its level) toward the nearest province on the front', () => {
    // Mino (army, level 1) – Shinano – Kai, all colour 0's; Kai borders colour 1's Sagami.
    const s = scene(4, 3);
    putArmy(s, 0, 0, 'mino', { spearman: 4, gunner: 2 });
    put(s, 0, 'mino', { spearman: 1 });
    put(s, 0, 'shinano', { spearman: 1 });
    put(s, 0, 'kai', { spearman: 1 });
    put(s, 1, 'sagami', { spearman: 2 });
    putArmy(s, 1, 0, 'satsuma', {});
    putArmy(s, 2, 0, 'tosa', {});
    putArmy(s, 3, 0, 'sado', {});
    atWar(s, 0, 'a');
    const st = run(s).state;
    expect(pending(st)).toEqual([{ seat: 0, kind: 'move-armies', colour: 0 }]);
    const m = heuristicMove(viewOf(st, 0), 0, Rng.seeded('front'));
    expect(m).toMatchObject({ type: 'move-armies', marches: [{ army: 0, path: ['shinano'] }] });
    // Without the pull toward the front it stays (the old behaviour that stalled games).
    const still = heuristicMove(viewOf(st, 0), 0, Rng.seeded('front'), tunedStyle(NORMAL, { frontPull: '0' }));
    expect(still).toEqual({ type: 'move-armies', marches: [] });
  });
});
