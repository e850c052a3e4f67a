/** Battles, draws and the tower (seed 002 "Verloop gevechten"; clarifications "Battles and the tower"). */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { march } from './actions';
import { provinceIndex } from './board';
import { ctxFor, cubeTotals, emptyGame, giveSpecial, own, prov } from './testing';
import { scriptedTower, statisticalTower, totalCubes } from './tower-model';

const go = (ctx: ReturnType<typeof ctxFor>, seat: number, from: string, to: string, n: number) =>
  march(ctx, seat, provinceIndex(from), provinceIndex(to), n);
const battleOf = (ctx: ReturnType<typeof ctxFor>) => ctx.ev.find((e) => e.type === 'battle')!;
const full = { colours: [62, 62, 62, 62], peasants: 20 };

describe('battles', () => {
  it('a draw empties the province: buildings, armies, unrest gone, card neutral', () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 4);
    own(s, 1, 'kozuke', 2, { temple: true, unrest: 1 });
    s.buildingsLeft.temple--;
    const ctx = ctxFor(s, [[2, 2, 0, 0, 0, 0]]);
    go(ctx, 0, 'shinano', 'kozuke', 3);
    expect(battleOf(ctx)).toMatchObject({ winner: 'draw', attackerCount: 2, defenderCount: 2 });
    expect(prov(ctx.s, 'kozuke')).toEqual({ owner: -1, armies: 0, palace: false, temple: false, theatre: false, unrest: 0 });
    expect(ctx.s.buildingsLeft.temple).toBe(26);
    expect(ctx.s.players[0]!.supply).toBe(62 - 4 + 2);
    expect(ctx.s.tower).toEqual([1, 0, 0, 0, 0, 0]);
    expect(cubeTotals(ctx.s)).toEqual(full);
  });

  it('only peasants came out for the defender and would win: a draw', () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 4);
    own(s, 1, 'kozuke', 2);
    s.tower = [0, 0, 0, 0, 0, 3];
    s.peasants = 17;
    const ctx = ctxFor(s, [[1, 0, 0, 0, 0, 2]]);
    go(ctx, 0, 'shinano', 'kozuke', 3);
    expect(battleOf(ctx)).toMatchObject({ winner: 'draw', note: 'peasants-only', attackerCount: 1, defenderCount: 2 });
    expect(prov(ctx.s, 'kozuke').owner).toBe(-1);
    expect(ctx.s.peasants).toBe(19); // the 2 that came out go back
    expect(cubeTotals(ctx.s)).toEqual(full);
  });

  it('a neutral province defended by 1 peasant; 0:0 is a draw and the attackers in the tray are lost', () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 4);
    const ctx = ctxFor(s, [[0, 0, 0, 0, 0, 0]]);
    go(ctx, 0, 'shinano', 'kozuke', 3);
    expect(battleOf(ctx)).toMatchObject({ defender: 'neutral', thrown: [3, 0, 0, 0, 0, 1], winner: 'draw' });
    expect(prov(ctx.s, 'kozuke').owner).toBe(-1);
    expect(cubeTotals(ctx.s)).toEqual(full);
  });

  it('the defender wins: peasants are removed first, then armies; the rest stay', () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 4);
    own(s, 1, 'kozuke', 4);
    s.tower = [0, 0, 0, 0, 0, 2];
    s.peasants = 18;
    const ctx = ctxFor(s, [[2, 2, 0, 0, 0, 1]]);
    go(ctx, 0, 'shinano', 'kozuke', 3);
    // 2 attackers vs 2 yellow + 1 peasant: yellow loses the peasant and 1 army.
    expect(battleOf(ctx)).toMatchObject({ winner: 'defender', survivors: 1 });
    expect(prov(ctx.s, 'kozuke')).toMatchObject({ owner: 1, armies: 1 });
    expect(ctx.s.tower[1]).toBe(2);
    expect(cubeTotals(ctx.s)).toEqual(full);
  });

  it("other players' cubes in the tray are thrown but ignored and stay in the tray", () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 4);
    own(s, 1, 'kozuke', 1);
    s.tray = [0, 0, 3, 0, 0, 0];
    s.players[2]!.supply -= 3;
    const ctx = ctxFor(s, [[3, 0, 2, 0, 0, 0]]);
    go(ctx, 0, 'shinano', 'kozuke', 3);
    expect(battleOf(ctx)).toMatchObject({ thrown: [3, 1, 3, 0, 0, 0], winner: 'attacker', survivors: 3 });
    expect(ctx.s.tray).toEqual([0, 0, 2, 0, 0, 0]);
    expect(ctx.s.tower).toEqual([0, 1, 1, 0, 0, 0]);
    expect(cubeTotals(ctx.s)).toEqual(full);
  });

  it("the attacker's own cubes from the tower count for it (more can arrive than were sent)", () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 3);
    s.tower = [3, 0, 0, 0, 0, 0];
    s.players[0]!.supply -= 3;
    const ctx = ctxFor(s, [[4, 0, 0, 0, 0, 1]]);
    go(ctx, 0, 'shinano', 'kozuke', 2);
    expect(prov(ctx.s, 'kozuke')).toMatchObject({ owner: 0, armies: 3 });
    expect(cubeTotals(ctx.s)).toEqual(full);
  });

  it('event "neutral attack": 2 peasants defend a neutral province', () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 4);
    s.event = 'neutral-peasants-3';
    const ctx = ctxFor(s, [[3, 0, 0, 0, 0, 0]]);
    go(ctx, 0, 'shinano', 'kozuke', 3);
    expect(battleOf(ctx)).toMatchObject({ thrown: [3, 0, 0, 0, 0, 2] });
  });

  it('event "palace defence": +1 defending army from supply for a province with a palace', () => {
    for (const id of ['palace-defence-2', 'palace-defence-6']) {
      const s = emptyGame();
      own(s, 0, 'shinano', 4);
      own(s, 1, 'kozuke', 2, { palace: true });
      own(s, 1, 'musashi', 2);
      s.event = id;
      const ctx = ctxFor(s, [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]]);
      go(ctx, 0, 'shinano', 'kozuke', 1);
      expect(battleOf(ctx)).toMatchObject({ thrown: [1, 3, 0, 0, 0, 0] });
      ctx.ev.length = 0;
      go(ctx, 0, 'shinano', 'musashi', 1);
      expect(battleOf(ctx)).toMatchObject({ thrown: [1, 2, 0, 0, 0, 0] }); // no palace
    }
  });

  it('special cards "+1 army when attacking" and "+1 army when defending" throw one more own army', () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 4);
    own(s, 1, 'kozuke', 2);
    giveSpecial(s, 0, 'attack+1');
    giveSpecial(s, 1, 'defend+1');
    const ctx = ctxFor(s, [[0, 0, 0, 0, 0, 0]]);
    go(ctx, 0, 'shinano', 'kozuke', 2);
    expect(battleOf(ctx)).toMatchObject({ thrown: [3, 3, 0, 0, 0, 0] });
    expect(cubeTotals(ctx.s)).toEqual(full);
  });

  it('no bonus army when the supply is empty', () => {
    const s = emptyGame();
    own(s, 0, 'shinano', 4);
    own(s, 1, 'kozuke', 2);
    giveSpecial(s, 0, 'attack+1');
    s.tower[0] = s.players[0]!.supply;
    s.players[0]!.supply = 0;
    const ctx = ctxFor(s, [[0, 0, 0, 0, 0, 0]]);
    go(ctx, 0, 'shinano', 'kozuke', 2);
    expect(battleOf(ctx).type === 'battle' && battleOf(ctx)).toMatchObject({ thrown: [2, 2, 0, 0, 0, 0] });
  });
});

describe('tower models', () => {
  it('the statistical tower conserves cubes and lets out about p of the thrown and q of the inside', () => {
    const t = statisticalTower(2 / 3, 1 / 3);
    const rng = Rng.seeded('tower');
    let outThrown = 0;
    let outInside = 0;
    for (let k = 0; k < 2000; k++) {
      const a = t.drop({ thrown: [9, 0, 0, 0, 0, 0], inside: [0, 0, 0, 0, 0, 0] }, rng);
      outThrown += a.out[0]!;
      expect(a.out[0]! + a.inside[0]!).toBe(9);
      const b = t.drop({ thrown: [0, 0, 0, 0, 0, 0], inside: [0, 9, 0, 0, 0, 0] }, rng);
      outInside += b.out[1]!;
    }
    expect(outThrown / 18000).toBeCloseTo(2 / 3, 1);
    expect(outInside / 18000).toBeCloseTo(1 / 3, 1);
  });

  it('the scripted tower gives its outcomes in turn, capped at what is there', () => {
    const t = scriptedTower([[5, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0]]);
    const rng = Rng.seeded('x');
    const a = t.drop({ thrown: [3, 0, 0, 0, 0, 0], inside: [0, 0, 0, 0, 0, 0] }, rng);
    expect(a).toEqual({ out: [3, 0, 0, 0, 0, 0], inside: [0, 0, 0, 0, 0, 0] });
    const b = t.drop({ thrown: [0, 2, 0, 0, 0, 0], inside: [1, 0, 0, 0, 0, 0] }, rng);
    expect(b).toEqual({ out: [0, 1, 0, 0, 0, 0], inside: [1, 1, 0, 0, 0, 0] });
    expect(totalCubes(b.inside)).toBe(2);
  });
});
