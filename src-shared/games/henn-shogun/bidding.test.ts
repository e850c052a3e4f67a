/** Bids and seat order (seed 002 "Spelersvolgorde vastleggen"; clarifications "Planning and bidding"). */
import { describe, expect, it } from 'vitest';
import { bidOrder, bidRank } from './bidding';
import { hennShogun as R } from './index';
import type { HennShogunState } from './types';

describe('bid order', () => {
  it('positive money > province card > money card 0 > no card', () => {
    expect(bidRank(4)).toBeGreaterThan(bidRank(1));
    expect(bidRank(1)).toBeGreaterThan(bidRank('aki'));
    expect(bidRank('aki')).toBeGreaterThan(bidRank(0));
    expect(bidRank(0)).toBeGreaterThan(bidRank(null));
    // seats:          0     1      2  3     4
    const cards = [null, 'aki', 0, 2, 'omi'];
    expect(bidOrder(cards, [0, 1, 2, 3, 4])).toEqual([3, 1, 4, 2, 0]);
  });

  it('ties follow the shuffled daimyo cards', () => {
    const cards = [2, 2, 'aki', 2];
    expect(bidOrder(cards, [3, 0, 2, 1])).toEqual([3, 0, 1, 2]);
    expect(bidOrder(cards, [1, 2, 3, 0])).toEqual([1, 3, 0, 2]);
  });

  it('in a game: bids are paid (province cards pay nothing), seats choose slots in bid order', () => {
    const opts = R.parseOptions({ players: 3 });
    if (!opts.ok) throw new Error();
    let s: HennShogunState = R.setup(opts.value, 'bids');
    const money = s.players.map((p) => p.money);
    const plans = [
      { actions: { tax: 'suruga', rice: 'mino', palace: 'tanba', temple: 'musashi', theatre: 'harima', armies5: 'izu', armies3: 'owari', army1: 'sagami', battleA: 0, battleB: 1 }, bid: 'tajima' },
      { actions: { tax: 'yamato', rice: 'echizen', palace: 'shimotsuke', temple: 'shimosa', theatre: 'ise', armies5: 'hitachi', armies3: 'awa_shikoku', army1: 'kaga', battleA: 0, battleB: 1 }, bid: 3 },
      { actions: { tax: 'bizen', rice: 'omi', palace: 'hida', temple: 'etchu', theatre: 'hoki', armies5: 'bitchu', armies3: 'bingo', army1: 'settsu', battleA: 'shinano', battleB: 1 }, bid: 0 },
    ];
    plans.forEach((p, seat) => {
      const v = R.validate(s, seat, { type: 'plan', ...p });
      if (!v.ok) throw new Error(v.error.message);
      s = R.apply(s, seat, v.value).state;
    });
    expect(s.phase).toBe('slots');
    expect(s.bids!.order).toEqual([1, 0, 2]);
    expect(s.players.map((p, i) => money[i]! - p.money)).toEqual([0, 3, 0]);
    expect(R.pending(s)).toEqual([{ seat: 1, kind: 'choose-slot' }]);
    expect(R.validate(s, 0, { type: 'choose-slot', slot: 0 })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    s = R.apply(s, 1, { type: 'choose-slot', slot: 4 }).state;
    expect(R.validate(s, 0, { type: 'choose-slot', slot: 4 })).toMatchObject({ ok: false, error: { code: 'slot-taken' } });
    s = R.apply(s, 0, { type: 'choose-slot', slot: 2 }).state;
    s = R.apply(s, 2, { type: 'choose-slot', slot: 0 }).state;
    expect(s.seatOrder).toEqual([2, 0, 1]);
  });
});
