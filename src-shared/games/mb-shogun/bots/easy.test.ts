/**
 * Issue 31: Easy makes mistakes a person at the table can see, not random
 * moves (heuristic.ts EASY). One scene per mistake, built by hand; Easy and
 * Normal decide from the same view, and only the mistake tells them apart.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../kernel/rng';
import { NEIGHBOURS, provinceId } from '../board';
import { atWar, P, pending, put, putArmy, run, scene } from '../testing';
import type { MbShogunMove, MbShogunState } from '../types';
import { viewOf } from '../view';
import { EASY, heuristicMove, NORMAL } from './heuristic';

const decide = (s: MbShogunState, style: typeof NORMAL, seed = 'easy'): MbShogunMove => heuristicMove(viewOf(s, 0), 0, Rng.seeded(seed), style);

/** Round 3, planning: colour 0 holds Kai (its army), Shinano and Suruga and has `koku` koku; the others one army each far away. */
function planScene(koku: number): MbShogunState {
  const s = scene(4, 3);
  putArmy(s, 0, 0, 'kai', { spearman: 3 });
  put(s, 0, 'kai', { spearman: 1 });
  put(s, 0, 'shinano', { spearman: 1 });
  put(s, 0, 'suruga', { spearman: 1 });
  putArmy(s, 1, 0, 'satsuma', {});
  putArmy(s, 2, 0, 'tosa', {});
  putArmy(s, 3, 0, 'sado', {});
  s.colours.forEach((c) => (c.koku = koku));
  s.waiting = [true, true, true, true];
  expect(pending(s).find((d) => d.seat === 0)?.kind).toBe('allocate');
  return s;
}

const allocation = (m: MbShogunMove): { swords: number; build: number } => {
  if (m.type !== 'allocate') throw new Error(`expected an allocation, got ${m.type}`);
  return { swords: m.swords, build: m.build };
};

describe('Easy’s mistakes, each one a person can see', () => {
  it('never builds a castle: with 4 koku Normal puts 2 into Build, Easy none', () => {
    const s = planScene(4);
    expect(allocation(decide(s, NORMAL)).build).toBe(2);
    expect(allocation(decide(s, EASY)).build).toBe(0);
  });

  it('puts a koku into Swords every round it has 3: Normal keeps all 3 for troops', () => {
    const s = planScene(3);
    expect(allocation(decide(s, NORMAL)).swords).toBe(0);
    expect(allocation(decide(s, EASY)).swords).toBe(1);
    // It does so whatever its Rng draws (a habit, not a random move).
    for (const seed of ['a', 'b', 'c', 'd']) expect(allocation(decide(s, EASY, seed)).swords).toBe(1);
  });

  it('marches its army next to a stronger enemy army: Normal stays out of its reach', () => {
    // Mino (colour 0's army, level 1) – Shinano (colour 0's): from Shinano the army could take Kozuke (colour 1, one
    // spearman), but colour 2's army of 10 stands in Musashi, next to Shinano, and would strike it there.
    const s = scene(4, 3);
    putArmy(s, 0, 0, 'mino', { spearman: 4, gunner: 2 });
    put(s, 0, 'mino', { spearman: 1 });
    put(s, 0, 'shinano', { spearman: 1 });
    put(s, 1, 'kozuke', { spearman: 1 });
    putArmy(s, 1, 0, 'satsuma', {});
    putArmy(s, 2, 0, 'musashi', { spearman: 4, gunner: 2, swordsman: 2, bowman: 2 });
    putArmy(s, 3, 0, 'sado', {});
    atWar(s, 0, 'a');
    const st = run(s).state;
    expect(pending(st)).toEqual([{ seat: 0, kind: 'move-armies', colour: 0 }]);
    expect(decide(st, NORMAL)).toEqual({ type: 'move-armies', marches: [] });
    expect(decide(st, EASY)).toMatchObject({ type: 'move-armies', marches: [{ army: 0, path: ['shinano'] }] });
  });

  it('never notices who is about to win: Normal attacks the leader’s province, Easy the weaker neighbour', () => {
    // Colour 0's army in Kai borders Sagami (colour 1, 3 spearmen) and Musashi (colour 2, 1 spearman); colour 1 holds
    // 28 provinces, 7 short of the 35 that win.
    const s = scene(4, 3);
    putArmy(s, 0, 0, 'kai', { bowman: 2, gunner: 2, swordsman: 2, spearman: 4 });
    put(s, 0, 'kai', { spearman: 1 });
    put(s, 1, 'sagami', { spearman: 3 });
    putArmy(s, 1, 0, 'satsuma', {});
    put(s, 2, 'musashi', { spearman: 1 });
    putArmy(s, 2, 0, 'tosa', {});
    putArmy(s, 3, 0, 'sado', {});
    const near = new Set([...NEIGHBOURS[P('kai')]!, ...NEIGHBOURS[P('sagami')]!, ...NEIGHBOURS[P('musashi')]!, P('satsuma'), P('tosa'), P('sado')]);
    let held = 2;
    for (let p = 0; p < s.provinces.length && held < 28; p++) {
      if (near.has(p) || s.provinces[p]!.owner >= 0) continue;
      put(s, 1, provinceId(p), { spearman: 1 });
      held++;
    }
    atWar(s, 0, 'b');
    const st = run(s).state;
    expect(pending(st)).toEqual([{ seat: 0, kind: 'declare', colour: 0 }]);
    const armyTarget = (m: MbShogunMove): string | undefined => (m.type === 'declare' ? m.battles.find((b) => b.troop === 'army')?.to : undefined);
    expect(armyTarget(decide(st, NORMAL))).toBe('sagami');
    expect(armyTarget(decide(st, EASY))).toBe('musashi');
  });

  it('makes no random moves: the same view gives the same move from any Rng, outside the ninja’s and the allocation’s coin', () => {
    const s = scene(4, 3);
    putArmy(s, 0, 0, 'mino', { spearman: 4, gunner: 2 });
    put(s, 0, 'shinano', { spearman: 1 });
    put(s, 1, 'kozuke', { spearman: 1 });
    putArmy(s, 1, 0, 'satsuma', {});
    putArmy(s, 2, 0, 'musashi', { spearman: 4 });
    putArmy(s, 3, 0, 'sado', {});
    atWar(s, 0, 'a');
    const st = run(s).state;
    const first = decide(st, EASY, 'x');
    for (const seed of ['y', 'z', 'w']) expect(decide(st, EASY, seed)).toEqual(first);
    expect(EASY.blunder).toBe(0);
  });
});
