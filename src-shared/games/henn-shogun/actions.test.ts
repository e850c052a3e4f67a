/** The 10 actions, their lapses, event and special cards (seed 002; clarifications "Executing actions"). */
import { describe, expect, it } from 'vitest';
import { executeTurn, marchTargets } from './actions';
import { NEIGHBOURS, inPlay, provinceId, provinceIndex } from './board';
import { ACTIONS, EVENTS, type ActionId } from './data/cards';
import { PROVINCES } from './data/provinces';
import { ctxFor, emptyGame, giveSpecial, own, prov, setPlan } from './testing';
import type { HennShogunState } from './types';

function run(s: HennShogunState, seat: number, action: ActionId, outcomes: number[][] = []) {
  const ctx = ctxFor(s, outcomes);
  executeTurn(ctx, seat, action);
  return ctx;
}
const lapsed = (ctx: ReturnType<typeof run>) => ctx.ev.find((e) => e.type === 'lapsed');

describe('building', () => {
  it('palace 3, temple 2, nō theatre 1 on free sites, each type once per province', () => {
    const s = emptyGame();
    own(s, 0, 'aki', 2); // 2 sites
    setPlan(s, 0, { palace: 'aki', temple: 'aki', theatre: 'aki' });
    s.players[0]!.money = 10;
    let ctx = run(s, 0, 'temple');
    expect(prov(ctx.s, 'aki').temple).toBe(true);
    expect(ctx.s.players[0]!.money).toBe(8);
    ctx = run(ctx.s, 0, 'palace');
    expect(prov(ctx.s, 'aki').palace).toBe(true);
    expect(ctx.s.players[0]!.money).toBe(5);
    expect(ctx.s.buildingsLeft).toEqual({ palace: 27, temple: 25, theatre: 26 });
    ctx = run(ctx.s, 0, 'theatre');
    expect(lapsed(ctx)).toMatchObject({ reason: 'Aki has no free building site' });
    expect(ctx.s.players[0]!.money).toBe(5);
  });

  it('lapses with nothing paid: type already present, not enough money, supply exhausted', () => {
    const s = emptyGame();
    own(s, 0, 'etchu', 2, { temple: true });
    setPlan(s, 0, { temple: 'etchu', palace: 'etchu', theatre: 'etchu' });
    s.players[0]!.money = 2;
    expect(lapsed(run(s, 0, 'temple'))).toMatchObject({ reason: 'Etchu already has a temple' });
    const ctx = run(s, 0, 'palace');
    expect(lapsed(ctx)?.type === 'lapsed' && lapsed(ctx)).toMatchObject({ reason: expect.stringContaining('not enough money') });
    expect(ctx.s.players[0]!.money).toBe(2);
    s.buildingsLeft.theatre = 0;
    expect(lapsed(run(s, 0, 'theatre'))).toMatchObject({ reason: expect.stringContaining('supply') });
  });

  it('event "nō theatre calms": building a theatre removes an unrest token (both cards)', () => {
    for (const id of ['theatre-calms-5', 'theatre-calms-7']) {
      const s = emptyGame();
      own(s, 0, 'omi', 2, { unrest: 2 });
      setPlan(s, 0, { theatre: 'omi' });
      s.event = id;
      expect(prov(run(s, 0, 'theatre').s, 'omi').unrest).toBe(1);
    }
  });
});

describe('rice and tax', () => {
  const riceOf = (effect: string | null, special: string | null, province = 'kaga') => {
    const s = emptyGame();
    own(s, 0, province, 2);
    setPlan(s, 0, { rice: province, tax: province });
    s.event = effect;
    if (special) giveSpecial(s, 0, special);
    const r = run(s, 0, 'rice');
    const t = run(s, 0, 'tax');
    return { rice: r.s.players[0]!.rice, tax: t.s.players[0]!.money - s.players[0]!.money, unrest: prov(r.s, province).unrest };
  };
  it('rice and tax yield the card values and add an unrest token', () => {
    expect(riceOf(null, null)).toEqual({ rice: 5, tax: 4, unrest: 1 });
  });
  it('event "rice at least 4" and "rice at most 3"', () => {
    expect(riceOf('rice-min-4', null, 'omi').rice).toBe(4); // Omi: 2 rice
    expect(riceOf('rice-max-3', null, 'kaga').rice).toBe(3); // Kaga: 5 rice
  });
  it('event "tax at least 6" and "tax at most 5"', () => {
    expect(riceOf('tax-min-6', null, 'omi').tax).toBe(6); // Omi: 3 coins
    expect(riceOf('tax-max-5', null, 'etchu').tax).toBe(5); // Etchu: 7 coins
  });
  it('special "+1 rice" after the event; "+1 coin" after the event', () => {
    expect(riceOf('rice-max-3', 'rice+1', 'kaga').rice).toBe(4);
    expect(riceOf('tax-min-6', 'tax+1', 'omi').tax).toBe(7);
  });
  it('a lost revolt yields nothing and adds no token', () => {
    const s = emptyGame();
    own(s, 0, 'kaga', 1, { unrest: 1 });
    setPlan(s, 0, { rice: 'kaga' });
    const ctx = run(s, 0, 'rice', [[0, 0, 0, 0, 0, 1]]);
    expect(ctx.s.players[0]!.rice).toBe(0);
    expect(prov(ctx.s, 'kaga').owner).toBe(-1);
  });
});

describe('placing armies', () => {
  const place = (action: ActionId, effect: string | null, special: string | null, supply = 62, money = 10) => {
    const s = emptyGame();
    own(s, 0, 'mino', 1);
    s.players[0]!.supply = supply;
    s.players[0]!.money = money;
    setPlan(s, 0, { [action]: 'mino' });
    s.event = effect;
    if (special) giveSpecial(s, 0, special);
    const ctx = run(s, 0, action);
    return { added: prov(ctx.s, 'mino').armies - 1, paid: money - ctx.s.players[0]!.money, ctx };
  };
  it('5 armies for 3, 3 for 2, 1 for 1', () => {
    expect(place('armies5', null, null)).toMatchObject({ added: 5, paid: 3 });
    expect(place('armies3', null, null)).toMatchObject({ added: 3, paid: 2 });
    expect(place('army1', null, null)).toMatchObject({ added: 1, paid: 1 });
  });
  it('event "fewer armies": 3 and 2', () => {
    expect(place('armies5', 'fewer-armies', null)).toMatchObject({ added: 3, paid: 3 });
    expect(place('armies3', 'fewer-armies', null)).toMatchObject({ added: 2, paid: 2 });
  });
  it('special "6 armies" on place 5 (and +1 after the event)', () => {
    expect(place('armies5', null, 'armies6')).toMatchObject({ added: 6, paid: 3 });
    expect(place('armies5', 'fewer-armies', 'armies6')).toMatchObject({ added: 4, paid: 3 });
    expect(place('armies3', null, 'armies6')).toMatchObject({ added: 3 });
  });
  it('lapses in full with nothing paid: 4 armies in supply for "place 5", or too little money', () => {
    const a = place('armies5', null, null, 4);
    expect(a).toMatchObject({ added: 0, paid: 0 });
    expect(lapsed(a.ctx)).toMatchObject({ reason: 'only 4 armies left in supply, 5 needed' });
    expect(place('armies3', null, null, 62, 1)).toMatchObject({ added: 0, paid: 0 });
  });
  it('"place 1 army" then offers an optional move into an adjacent own province only', () => {
    const s = emptyGame();
    own(s, 0, 'mino', 2);
    own(s, 0, 'owari', 1);
    own(s, 1, 'omi', 1);
    setPlan(s, 0, { army1: 'mino' });
    const ctx = run(s, 0, 'army1');
    expect(ctx.s.exec.awaiting).toEqual({ kind: 'move', seat: 0, action: 'army1', from: 'mino' });
    expect(marchTargets(ctx.s, 0, provinceIndex('mino'), 'move').map(provinceId)).toEqual(['owari']);
  });
});

describe('battle / move actions', () => {
  it('await a march when at least 2 armies stand there; lapse otherwise', () => {
    const s = emptyGame();
    own(s, 0, 'mino', 2);
    own(s, 0, 'owari', 1);
    setPlan(s, 0, { battleA: 'mino', battleB: 'owari' });
    expect(run(s, 0, 'battleA').s.exec.awaiting).toMatchObject({ kind: 'battle', from: 'mino' });
    expect(lapsed(run(s, 0, 'battleB'))).toBeTruthy();
  });

  it('event "temples cannot be attacked": provinces with a temple are no targets (both cards)', () => {
    for (const id of ['temple-peace-3', 'temple-peace-4']) {
      const s = emptyGame();
      own(s, 0, 'mino', 3);
      own(s, 1, 'omi', 1, { temple: true });
      s.event = id;
      const targets = marchTargets(s, 0, provinceIndex('mino'), 'battle').map(provinceId);
      expect(targets).not.toContain('omi');
      expect(targets).toContain('owari');
      s.event = null;
      expect(marchTargets(s, 0, provinceIndex('mino'), 'battle').map(provinceId)).toContain('omi');
    }
  });

  it('3 players: the excluded provinces are never targets', () => {
    for (const side of ['sun', 'moon'] as const) {
      const s = emptyGame({ players: 3, side, setup: side === 'moon' ? 'draft' : 'fixed' });
      const mask = inPlay(s.options);
      for (let i = 0; i < PROVINCES.length; i++) {
        if (!mask[i]) continue;
        s.provinces[i]!.owner = 0;
        s.provinces[i]!.armies = 5;
        for (const t of marchTargets(s, 0, i, 'battle')) expect(mask[t]).toBe(true);
      }
      // e.g. Kozuke borders Echigo and Mutsu, both out of play on both sides
      expect(NEIGHBOURS[provinceIndex('kozuke')]!.map(provinceId)).toContain('mutsu');
      expect(marchTargets(s, 1, provinceIndex('kozuke'), 'battle').map(provinceId)).not.toContain('mutsu');
    }
  });

  it('sea routes count as adjacent (Shima - Izu)', () => {
    const s = emptyGame();
    own(s, 0, 'shima', 3);
    expect(marchTargets(s, 0, provinceIndex('shima'), 'battle').map(provinceId)).toContain('izu');
  });
});

describe('cards data', () => {
  it('12 events with the rulebook rice losses; 10 actions', () => {
    expect(EVENTS).toHaveLength(12);
    expect(EVENTS.map((e) => e.riceLoss).sort((a, b) => a - b)).toEqual([0, 1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7]);
    expect(ACTIONS).toHaveLength(10);
  });
});
