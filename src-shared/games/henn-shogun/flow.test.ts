/** The flow of seasons, years and decisions through the ruleset interface. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { ACTIONS } from './data/cards';
import { EVENT_BY_ID } from './data/cards';
import { createHennShogun, hennShogun as R } from './index';
import { advance } from './season';
import { ctxFor, emptyGame, own, prov, setPlan } from './testing';
import { scriptedTower } from './tower-model';
import { startWinter } from './winter';
import type { HennShogunEvent, HennShogunState } from './types';

const start = (players: 3 | 4 | 5 = 4, seed = 'flow'): HennShogunState => {
  const o = R.parseOptions({ players });
  if (!o.ok) throw new Error();
  return R.setup(o.value, seed);
};

describe('planning moves', () => {
  // A seed where seat 0 drew column "speler A" of the fixed setup (Suruga, Mino, Tanba, ...).
  const s = start(3, 'flow-b');
  it('seat 0 holds speler A\'s provinces in this game', () => expect(s.startGroups![0]).toBe(0));
  const plan = (actions: unknown, bid: unknown = 0) => R.validate(s, 0, { type: 'plan', actions, bid });
  const full = { tax: 'suruga', rice: 'mino', palace: 'tanba', temple: 'musashi', theatre: 'harima', armies5: 'izu', armies3: 'owari', army1: 'sagami', battleA: 1, battleB: 2 };

  it('accepts a full plan, also a building on a province without a free site', () => {
    expect(plan(full)).toMatchObject({ ok: true });
    expect(plan({ ...full, theatre: 'owari', armies3: 'harima' })).toMatchObject({ ok: true });
  });
  it('rejects with stable codes', () => {
    expect(plan({ ...full, rice: 'suruga' })).toMatchObject({ ok: false, error: { code: 'card-used-twice' } });
    expect(plan({ ...full, battleB: 1 })).toMatchObject({ ok: false, error: { code: 'card-used-twice' } });
    expect(plan(full, 1)).toMatchObject({ ok: false, error: { code: 'card-used-twice' } });
    expect(plan({ ...full, rice: 'atlantis' })).toMatchObject({ ok: false, error: { code: 'unknown-province' } });
    expect(plan({ ...full, rice: 'yamato' })).toMatchObject({ ok: false, error: { code: 'not-your-province', message: 'You do not hold the card of Yamato.' } });
    expect(plan({ ...full, rice: 7 })).toMatchObject({ ok: false, error: { code: 'bad-money-card' } });
    expect(plan({ ...full, rice: null })).toMatchObject({ ok: false, error: { code: 'space-uncovered' } });
    expect(plan({ ...full, fly: 1 })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
    expect(plan(full, 'tajima')).toMatchObject({ ok: true });
  });
  it('a seat with few cards leaves spaces empty but must use all it has', () => {
    const t = emptyGame({ players: 3 });
    own(t, 0, 'mino', 2);
    // 1 province + 5 money cards = 6 of 11 spaces
    const ok6 = R.validate(t, 0, { type: 'plan', actions: { rice: 'mino', tax: 0, palace: 1, temple: 2, theatre: 3 }, bid: 4 });
    expect(ok6.ok).toBe(true);
    const short = R.validate(t, 0, { type: 'plan', actions: { rice: 'mino', tax: 0, palace: 1, temple: 2 }, bid: 4 });
    expect(short).toMatchObject({ ok: false, error: { code: 'space-uncovered' } });
  });
  it('a bid above your money is refused', () => {
    const t = emptyGame({ players: 3 });
    t.players[0]!.money = 2;
    own(t, 0, 'mino', 2);
    expect(R.validate(t, 0, { type: 'plan', actions: { rice: 'mino', tax: 0, palace: 1, temple: 2, theatre: 4 }, bid: 3 })).toMatchObject({
      ok: false,
      error: { code: 'bid-too-high' },
    });
  });
  it('validate never throws on garbage', () => {
    const garbage: unknown[] = [null, undefined, 1, 'x', [], {}, { type: 1 }, { type: 'plan' }, { type: 'plan', actions: [] }, { type: 'plan', actions: { tax: {} } }, { type: 'march', to: null, count: 'a' }, { type: 'revolt-order', order: 3 }, { type: 'choose-slot', slot: -1 }, { type: 'draft-pick' }, { type: '__proto__' }];
    for (const seat of [0, 1, -1, 9, 0.5, NaN]) {
      for (const g of garbage) {
        const r = R.validate(s, seat, g);
        if (r.ok) expect(r.value.type).toBe('plan');
        else expect(typeof r.error.code).toBe('string');
      }
    }
    expect(R.validate(s, 0, { type: 'plan' })).toMatchObject({ ok: false, error: { code: 'space-uncovered' } });
    expect(R.validate(s, 0, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'wrong-move' } });
  });
  it('planning is simultaneous: all seats pending; a planned seat is no longer pending', () => {
    expect(R.pending(s).map((d) => d.kind)).toEqual(['plan', 'plan', 'plan']);
    const v = plan(full);
    if (!v.ok) throw new Error();
    const after = R.apply(s, 0, v.value);
    expect(R.pending(after.state).map((d) => d.seat)).toEqual([1, 2]);
    expect(after.events).toContainEqual(expect.objectContaining({ type: 'plan-confirmed', seat: 0, visibleTo: [0] }));
    expect(R.validate(after.state, 0, v.value)).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(s.plans[0]).toBeNull(); // apply did not mutate its input
  });
});

describe('a province lost before its planned action', () => {
  it('its card passes at once from the mat; the old owner does not act there, nor does the new one', () => {
    const s = emptyGame();
    own(s, 0, 'kozuke', 2);
    own(s, 0, 'mutsu', 2);
    own(s, 1, 'shinano', 5);
    // Order: battle A first, then tax; seat 1 acts first.
    s.actionOrder = ['battleA', 'tax', 'palace', 'temple', 'theatre', 'rice', 'armies5', 'armies3', 'army1', 'battleB'];
    s.actionsRevealed = 5;
    setPlan(s, 0, { tax: 'kozuke', rice: 'mutsu' });
    setPlan(s, 1, { battleA: 'shinano' });
    setPlan(s, 2, {});
    setPlan(s, 3, {});
    s.phase = 'execute';
    s.seatOrder = [1, 0, 2, 3];
    s.plans[1]!.revealed[ACTIONS.indexOf('battleA')] = true;
    s.exec = { step: 0, turn: 0, awaiting: { kind: 'battle', seat: 1, action: 'battleA', from: 'shinano' } };
    const RS = createHennShogun({ tower: scriptedTower([[0, 4, 0, 0, 0, 0]]) });
    expect(R.view(s, 1).plans[0]!.spaces[ACTIONS.indexOf('tax')]).toBe('hidden');
    const money0 = s.players[0]!.money;
    const money1 = s.players[1]!.money;
    const { state, events } = RS.apply(s, 1, { type: 'march', to: 'kozuke', count: 4 });
    expect(prov(state, 'kozuke')).toMatchObject({ owner: 1, armies: 4 });
    expect(events).toContainEqual({ type: 'card-passed', province: 'kozuke', from: 0, to: 1, action: 'tax' });
    expect(events.filter((e) => e.type === 'collected' && e.province === 'kozuke')).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'collected', province: 'mutsu', seat: 0 }));
    expect(state.players[0]!.money).toBe(money0);
    expect(state.players[1]!.money).toBe(money1);
    // The season ended (every other space was empty): the next season is planned.
    expect(state.season).toBe(1);
    expect(RS.pending(state).map((d) => d.kind)).toEqual(['plan', 'plan', 'plan', 'plan']);
  });

  it('each planned card is revealed only when its turn comes; the next hidden action card is turned after each action', () => {
    let s = start(3, 'reveal');
    const bot = Rng.seeded('b');
    while (s.phase === 'plan') {
      const seat = R.pending(s)[0]!.seat;
      s = R.apply(s, seat, R.randomMove(R.view(s, seat), bot) as never).state;
    }
    // Planned, bids paid: nothing on the mats is face up yet.
    expect(s.plans.every((p) => p!.revealed.every((r) => !r))).toBe(true);
    const order = s.actionOrder.slice();
    const events: HennShogunEvent[] = [];
    while (s.season === 0) {
      const d = R.pending(s)[0]!;
      const r = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), bot) as never);
      events.push(...r.events);
      s = r.state;
    }
    // The sequence: reveals of action 1 (every seat), card 6 turned, reveals of action 2, card 7 turned, ...
    let last = -1;
    for (const e of events) {
      if (e.type === 'card-revealed') {
        expect(order.indexOf(e.action)).toBeGreaterThanOrEqual(last);
        last = order.indexOf(e.action);
      }
      if (e.type === 'action-revealed') {
        // Turned right after the last reveal of the action 5 places before it.
        expect(last).toBe(e.index - 5);
        expect(e.action).toBe(order[e.index]);
      }
    }
    expect(events.filter((e) => e.type === 'card-revealed')).toHaveLength(30);
  });
});

describe('winter', () => {
  it('the player chooses the order of his revolts; after the first winter: scoring, new events, rice 0, no unrest', () => {
    const s = emptyGame();
    own(s, 0, 'mino', 3, { unrest: 1 });
    own(s, 0, 'owari', 3, { unrest: 2 });
    own(s, 0, 'mikawa', 3);
    own(s, 1, 'kai', 2, { unrest: 1 });
    s.players[1]!.rice = 5;
    s.yearEvents = ['tax-max-5'];
    s.eventDeck = s.eventDeck.filter((e) => e !== 'tax-max-5').slice(0, 8);
    s.seatOrder = [1, 0, 2, 3];
    const ctx = ctxFor(s);
    startWinter(ctx);
    advance(ctx);
    const w = ctx.s;
    expect(R.pending(w)).toEqual([{ seat: 0, kind: 'revolt-order' }]);
    const revolts = w.winter!.revolts[0]!;
    expect(revolts).toHaveLength(2);
    expect(R.legalMoves(w, 0)).toHaveLength(2);
    expect(R.validate(w, 0, { type: 'revolt-order', order: ['kai', 'mino'] })).toMatchObject({ ok: false, error: { code: 'bad-order' } });
    const order = revolts.slice().reverse();
    const RS = createHennShogun({ tower: scriptedTower([[3, 0, 0, 0, 0, 0], [3, 0, 0, 0, 0, 0]]) });
    const { state, events } = RS.apply(w, 0, { type: 'revolt-order', order });
    expect(events.filter((e) => e.type === 'battle').map((e) => e.type === 'battle' && e.province)).toEqual(order);
    expect(events.find((e) => e.type === 'scored')).toBeTruthy();
    expect(state.year).toBe(2);
    expect(state.season).toBe(0);
    expect(state.players.every((p) => p.rice === 0)).toBe(true);
    expect(state.provinces.every((p) => p.unrest === 0)).toBe(true);
    expect(state.yearEvents).toHaveLength(4);
    expect(state.players[0]!.score).toBeGreaterThan(0);
  });

  it('each season draws its event among the year\'s face-up ones; the last one sets the winter rice loss', () => {
    let s = start(5, 'events');
    const bot = Rng.seeded('ev');
    let faceUp = s.yearEvents.slice();
    let checkedWinters = 0;
    while (R.pending(s).length) {
      const d = R.pending(s)[0]!;
      const r = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), bot) as never);
      for (const e of r.events) {
        if (e.type === 'year-started') faceUp = e.events.slice();
        if (e.type === 'event-drawn') {
          expect(faceUp).toContain(e.event);
          faceUp = faceUp.filter((x) => x !== e.event);
        }
        if (e.type === 'winter-rice') {
          expect(faceUp).toHaveLength(1);
          expect(e.loss).toBe(EVENT_BY_ID.get(faceUp[0]!)!.riceLoss);
          checkedWinters++;
        }
      }
      s = r.state;
    }
    expect(checkedWinters).toBe(10);
    expect(R.result(s)!.scores).toEqual(s.players.map((p) => p.score));
    expect(R.round(s)).toBe(8);
  });
});
