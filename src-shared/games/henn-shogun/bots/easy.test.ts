/**
 * Easy's mistakes (issue 31): Normal's play with the careless mistakes a
 * player can see at the table (heuristic.ts EASY), one test per kind, each
 * against Normal in the same position.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../kernel/rng';
import { provinceIndex } from '../board';
import { ACTIONS } from '../data/cards';
import { hennShogun as R } from '../index';
import { emptyGame, own, setPlan } from '../testing';
import type { HennShogunMove, HennShogunState } from '../types';
import { EASY, NORMAL, attackOdds, carelessOdds, heuristicMove, type Style } from './heuristic';

const decide = (s: HennShogunState, style: Style): HennShogunMove => heuristicMove(R.view(s, 0), 0, Rng.seeded('easy'), style);

const planOf = (s: HennShogunState, style: Style): Record<string, unknown> => {
  const m = decide(s, style);
  if (m.type !== 'plan') throw new Error(`expected a plan, got ${m.type}`);
  return m.actions;
};

/** Seat 0 plans in `season` of year 1 with eight quiet provinces (no enemy near), no rice stored and 1 coin. */
function quietRealm(season: HennShogunState['season']): HennShogunState {
  const s = emptyGame({ players: 4 });
  for (const id of ['mino', 'owari', 'mikawa', 'ise', 'omi', 'shinano', 'hida', 'echizen']) own(s, 0, id, 2);
  own(s, 1, 'mutsu', 3);
  own(s, 2, 'tosa', 3);
  own(s, 3, 'bingo', 3);
  s.players[0]!.rice = 0;
  s.players[0]!.money = 1;
  s.year = 1;
  s.season = season;
  expect(R.pending(s).some((d) => d.seat === 0 && d.kind === 'plan')).toBe(true);
  return s;
}

describe('Easy forgets the winter', () => {
  it('plans no rice in spring or summer with eight provinces to feed and none stored, where Normal does', () => {
    for (const season of [0, 1] as const) {
      const s = quietRealm(season);
      expect(planOf(s, NORMAL).rice).toEqual(expect.any(String)); // a province card: rice is gathered
      expect(typeof planOf(s, EASY).rice).not.toBe('string'); // a money card: nothing gathered
    }
  });

  it('remembers it in autumn, too late to gather enough', () => {
    expect(planOf(quietRealm(2), EASY).rice).toEqual(expect.any(String));
  });
});

/** Seat 0's Mino (2 armies) beside seat 1's Hida (5 armies), in spring of year 1. */
function poorOdds(): HennShogunState {
  const s = emptyGame({ players: 4 });
  for (const id of ['mino', 'owari', 'mikawa', 'ise', 'omi']) own(s, 0, id, 2);
  own(s, 1, 'hida', 5);
  own(s, 2, 'tosa', 3);
  own(s, 3, 'bingo', 3);
  s.players[0]!.rice = 10; // rice is no concern here
  s.players[0]!.money = 12;
  s.year = 1;
  s.season = 0;
  return s;
}

describe('Easy attacks on poor odds', () => {
  it('reads its chance in the tower too high', () => {
    expect(carelessOdds(0.25)).toBeCloseTo(0.5, 5);
    expect(carelessOdds(0.9)).toBeGreaterThan(0.9);
  });

  it('plans a battle from Mino into Hida at a small chance, where Normal plans none', () => {
    const s = poorOdds();
    const v = R.view(s, 0);
    expect(attackOdds(v, 0, provinceIndex('hida'), 1).win).toBeLessThan(0.2);
    const battles = (a: Record<string, unknown>): unknown[] => [a.battleA, a.battleB];
    expect(battles(planOf(s, NORMAL))).not.toContain('mino');
    expect(battles(planOf(s, EASY))).toContain('mino');
  });
});

/** Seat 0 battles from Mino (7 armies and a palace); seat 3's Owari next to it holds 5. */
function battleFromMino(): HennShogunState {
  const s = emptyGame({ players: 4 });
  own(s, 0, 'mino', 7, { palace: true });
  own(s, 3, 'owari', 5);
  own(s, 1, 'mutsu', 3);
  own(s, 2, 'tosa', 3);
  s.year = 1;
  s.season = 1;
  s.actionOrder = ['battleA', 'tax', 'palace', 'temple', 'theatre', 'rice', 'armies5', 'armies3', 'army1', 'battleB'];
  s.actionsRevealed = 5;
  setPlan(s, 0, { battleA: 'mino' });
  for (const seat of [1, 2, 3]) setPlan(s, seat, {});
  s.plans[0]!.revealed[ACTIONS.indexOf('battleA')] = true;
  s.phase = 'execute';
  s.seatOrder = [0, 1, 2, 3];
  s.exec = { step: 0, turn: 0, awaiting: { kind: 'battle', seat: 0, action: 'battleA', from: 'mino' } };
  return s;
}

describe('Easy marches all in', () => {
  it('sends every army but one into neutral Shinano and leaves Mino bare beside Owari, where Normal keeps a guard', () => {
    const s = battleFromMino();
    const normal = decide(s, NORMAL);
    const easy = decide(s, EASY);
    if (normal.type !== 'march' || easy.type !== 'march') throw new Error('expected marches');
    expect(normal).toEqual({ type: 'march', to: 'shinano', count: 3 });
    expect(easy).toEqual({ type: 'march', to: 'shinano', count: 6 });
  });
});

/** The last year: seat 0 attacks from Mino; Hida (seat 1) and Echizen (seat 2) lie next to it with 1 army each. */
function twoTargets(scores: number[]): HennShogunState {
  const s = battleFromMino();
  s.provinces.forEach((p) => p.owner === 3 && Object.assign(p, { owner: -1, armies: 0 }));
  own(s, 1, 'hida', 1);
  own(s, 2, 'echizen', 1);
  own(s, 3, 'bingo', 3);
  s.players.forEach((p, seat) => (p.score = scores[seat]!));
  s.year = 2;
  return s;
}

describe('Easy never notices who is about to win', () => {
  it('attacks the same neighbour whoever leads, where Normal turns on the leader', () => {
    const target = (s: HennShogunState, style: Style): string => {
      const m = decide(s, style);
      if (m.type !== 'march') throw new Error('expected a march');
      return m.to;
    };
    const hidaLeads = twoTargets([20, 40, 18, 20]);
    const echizenLeads = twoTargets([20, 18, 40, 20]);
    expect(target(hidaLeads, NORMAL)).toBe('hida');
    expect(target(echizenLeads, NORMAL)).toBe('echizen');
    expect(target(hidaLeads, EASY)).toBe(target(echizenLeads, EASY));
  });
});

describe('Easy overpays for the seat order', () => {
  it('bids 2 coins every season, where Normal bids a spare province card or a coin', () => {
    const s = poorOdds();
    for (const money of [5, 12]) {
      s.players[0]!.money = money;
      const normal = decide(s, NORMAL);
      const easy = decide(s, EASY);
      if (normal.type !== 'plan' || easy.type !== 'plan') throw new Error('expected plans');
      expect(easy.bid).toBe(2);
      expect(typeof normal.bid === 'string' || (normal.bid ?? 0) <= 1).toBe(true);
    }
  });

  it('bids what it has when that is less', () => {
    const s = poorOdds();
    s.players[0]!.money = 1;
    const easy = decide(s, EASY);
    expect(easy.type === 'plan' && easy.bid).toBe(1);
  });
});
