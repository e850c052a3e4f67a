/** Issue 22: MB Shogun says before Phase B's declarations are sent which province they may leave empty (and lose). */
import { describe, expect, it } from 'vitest';
import { mbConsequencesOf } from './consequences';
import { atWar, put, putArmy, scene } from './testing';
import { viewOf } from './view';

const declare = (...battles: [string, 'army' | 'force', string][]) => ({ type: 'declare', battles: battles.map(([from, troop, to]) => ({ from, troop, to })) });

describe('MB Shogun consequences (G l.3100-3150: attackers all fallen, their province left empty is lost)', () => {
  it('an army attacking alone from its province: if it falls, the province is lost with its daimyo', () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', { spearman: 2 });
    put(s, 1, 'dewa', { spearman: 3 });
    putArmy(s, 1, 0, 'satsuma', {});
    atWar(s, 0, 'b');
    const v = viewOf(s, s.colours[0]!.seat);
    expect(mbConsequencesOf(v, 0, declare(['mutsu', 'army', 'dewa']))).toEqual([{ kind: 'province-at-risk', province: 'mutsu', army: 0 }]);
    // Nothing declared, or a battle on an empty province: nothing at risk.
    expect(mbConsequencesOf(v, 0, declare())).toEqual([]);
    expect(mbConsequencesOf(v, 0, declare(['mutsu', 'army', 'hitachi']))).toEqual([]);
    // Other moves are not judged here.
    expect(mbConsequencesOf(v, 0, { type: 'next-battle', index: 0 })).toEqual([]);
  });

  it('a provincial force staying home keeps the province; both troops attacking put it at risk', () => {
    const s = scene(4, 2);
    putArmy(s, 0, 0, 'mutsu', { spearman: 2 });
    put(s, 0, 'mutsu', { spearman: 1 });
    put(s, 0, 'dewa', { spearman: 2 });
    put(s, 1, 'echigo', { spearman: 3 });
    put(s, 1, 'shimotsuke', { spearman: 1 });
    putArmy(s, 1, 0, 'satsuma', {});
    atWar(s, 0, 'b');
    const v = viewOf(s, s.colours[0]!.seat);
    expect(mbConsequencesOf(v, 0, declare(['mutsu', 'army', 'shimotsuke']))).toEqual([]);
    expect(mbConsequencesOf(v, 0, declare(['mutsu', 'army', 'shimotsuke'], ['mutsu', 'force', 'shimotsuke']))).toEqual([{ kind: 'province-at-risk', province: 'mutsu', army: 0 }]);
    // A force alone in its province (Dewa) attacking: Dewa at risk, no daimyo.
    expect(mbConsequencesOf(v, 0, declare(['dewa', 'force', 'echigo']))).toEqual([{ kind: 'province-at-risk', province: 'dewa', army: null }]);
  });
});
