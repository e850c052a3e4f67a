/** Hidden information: what a seat's view may and may not contain. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../kernel/rng';
import { ACTIONS } from './data/cards';
import { hennShogun as R } from './index';
import type { HennShogunState, PlanCard } from './types';

function play(options: object, seed: string, until: (s: HennShogunState) => boolean): HennShogunState {
  const o = R.parseOptions(options);
  if (!o.ok) throw new Error();
  let s = R.setup(o.value, seed);
  const bot = Rng.seeded(seed);
  while (!until(s) && R.pending(s).length) {
    const d = R.pending(s)[0]!;
    s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), bot) as never).state;
  }
  return s;
}

describe('views', () => {
  it('while planning, other seats see only that a plan is in, not its cards', () => {
    const s = play({ players: 4 }, 'v1', (s) => s.phase === 'plan' && s.plans.filter(Boolean).length === 3);
    const planner = s.plans.findIndex((p) => p !== null);
    const viewer = s.plans.findIndex((p) => p === null);
    const v = R.view(s, viewer);
    const mine = s.plans[planner]!;
    const pv = v.plans[planner]!;
    expect(pv.spaces.every((c) => c === 'hidden' || c === null)).toBe(true);
    expect(pv.bid === 'hidden' || pv.bid === null).toBe(true);
    // The planner's own view shows its cards.
    expect(R.view(s, planner).plans[planner]!.spaces).toEqual(mine.spaces);
    // No province card of the plan appears in the other seat's view of the plans.
    const text = JSON.stringify(v.plans);
    for (const c of mine.spaces) if (typeof c === 'string') expect(text).not.toContain(`"${c}"`);
  });

  it('hidden action cards, the event deck order, the rng and unrevealed cards never reach a seat', () => {
    const s = play({ players: 3 }, 'v2a', (s) => s.phase === 'execute' && s.exec.step === 2 && s.exec.awaiting !== null);
    expect(s.phase).toBe('execute');
    for (let seat = 0; seat < 3; seat++) {
      const v = R.view(s, seat);
      const json = JSON.stringify(v);
      expect(v.actionOrder.filter((a) => a === null)).toHaveLength(10 - s.actionsRevealed);
      expect(v.actionOrder.slice(0, s.actionsRevealed)).toEqual(s.actionOrder.slice(0, s.actionsRevealed));
      expect(json).not.toContain('"rng"');
      expect(v.eventDeck).toBe(s.eventDeck.length);
      for (const e of s.eventDeck) expect(json).not.toContain(e);
      // Hidden action cards are not named anywhere in the plans' revealed parts either.
      s.plans.forEach((plan, owner) => {
        if (owner === seat || !plan) return;
        plan.spaces.forEach((c: PlanCard, i) => {
          const shown = v.plans[owner]!.spaces[i];
          if (plan.revealed[i]) expect(shown).toEqual(c);
          else expect(shown).toBe(c === null ? null : 'hidden');
        });
      });
      // Bids are public once revealed.
      expect(v.bids).toEqual(s.bids);
    }
    // The event deck order only in the all-seeing view.
    const all = R.view(s, null);
    expect(all.eventDeckOrder).toEqual(s.eventDeck);
    expect(all.actionOrder).toEqual(s.actionOrder);
  });

  it("the draft deck's order is hidden; its size and the open cards are shown", () => {
    const s = play({ players: 5, side: 'moon' }, 'v3', () => true);
    const v = R.view(s, 2);
    expect(v.draft!.deck).toBe(s.draft!.deck.length);
    expect(v.draft!.open).toEqual(s.draft!.open);
    const json = JSON.stringify(v);
    for (const id of s.draft!.deck) expect(json).not.toContain(`"${id}"`);
  });

  it('the tower contents are public counts', () => {
    const s = play({ players: 4 }, 'v4', () => true);
    expect(R.view(s, 1).tower).toEqual(s.tower);
  });

  it('a view is a copy: changing it does not change the state', () => {
    const s = play({ players: 4 }, 'v5', () => true);
    const v = R.view(s, 0);
    v.provinces[0]!.armies = 99;
    v.players[0]!.money = -5;
    expect(s.provinces[0]!.armies).not.toBe(99);
    expect(s.players[0]!.money).not.toBe(-5);
    expect(ACTIONS).toHaveLength(10);
  });
});
