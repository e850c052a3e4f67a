/** Issue 22: Gekokujō says before a recruit or a purchase is sent when next round's upkeep will remove Bushi (§3.5). */
import { describe, expect, it } from 'vitest';
import { gekokujoConsequencesOf } from './consequences';
import { incomeOf, upkeepOf, charge } from './bookkeeping';
import { activeSeat } from './flow';
import { firstRecruitState, play } from './testing';
import { totals } from './board';
import { viewOf } from './view';
import type { GekokujoEvent, GekokujoMove, GekokujoState } from './types';

/** The recruit decision of round 1 with the seat to act holding `koku` and `bushi` Bushi on its first province. */
function position(koku: number, bushi: number): { s: GekokujoState; seat: number; province: number } {
  const s = firstRecruitState(4, 'consequences');
  const seat = activeSeat(s)!;
  s.players[seat]!.koku = koku;
  const province = s.units.findIndex((row) => row[seat]!.d + row[seat]!.b > 0);
  s.units[province]![seat]!.b = 0;
  // The Bushi stand in empty provinces, 6 to a province (at most 7 units of one player in a province).
  let left = bushi;
  s.units.forEach((row) => {
    if (left <= 0 || row.some((st) => st.d + st.b > 0)) return;
    row[seat] = { d: 0, b: Math.min(6, left) };
    left -= Math.min(6, left);
  });
  return { s, seat, province };
}

/** What the engine's next Phase 1 does with the seat's Koku: income, then upkeep with bankruptcy (rules.ts). */
function bushiRemovedNextRound(s: GekokujoState, seat: number): number {
  const x = structuredClone(s);
  x.players[seat]!.koku += incomeOf(x, seat).amount;
  x.disband[seat] = 0;
  const ev: GekokujoEvent[] = [];
  charge(x, seat, upkeepOf(x, seat), ev as never, 'upkeep');
  return x.disband[seat]!;
}

describe('Gekokujō consequences (§3.2 upkeep, §3.5 bankruptcy)', () => {
  it('recruiting with the last Koku: next round’s upkeep leaves Bushi unpaid, as the engine then charges', () => {
    const { s, seat, province } = position(3, 24);
    const m: GekokujoMove = { type: 'recruit', province, count: 3 };
    const said = gekokujoConsequencesOf(viewOf(s, seat), seat, m);
    const after = play(s, seat, m).state;
    const removed = bushiRemovedNextRound(after, seat);
    expect(removed).toBeGreaterThan(0);
    expect(said).toEqual([{ kind: 'bankrupt', koku: 0, income: incomeOf(s, seat).amount, upkeep: upkeepOf(after, seat), bushi: totals(after, seat).b, removed }]);
  });

  it('a recruit that next round’s income still pays for says nothing; nor does a move that spends nothing', () => {
    const { s, seat, province } = position(6, 2);
    expect(gekokujoConsequencesOf(viewOf(s, seat), seat, { type: 'recruit', province, count: 2 })).toEqual([]);
    expect(bushiRemovedNextRound(play(s, seat, { type: 'recruit', province, count: 2 }).state, seat)).toBe(0);
    expect(gekokujoConsequencesOf(viewOf(s, seat), seat, { type: 'end-recruit' })).toEqual([]);
  });

  it('a castle bought with the Koku the upkeep needed is warned of', () => {
    const { s, seat, province } = position(5, 30);
    const said = gekokujoConsequencesOf(viewOf(s, seat), seat, { type: 'castle', province });
    expect(said).toHaveLength(1);
    expect(said[0]!.koku).toBe(0);
    expect(said[0]!.removed).toBe(2 * (said[0]!.upkeep - said[0]!.income));
  });

  it('another seat’s view (its Koku hidden) judges nothing', () => {
    const { s, seat, province } = position(3, 24);
    expect(gekokujoConsequencesOf(viewOf(s, seat), seat, { type: 'recruit', province, count: 3 })).toHaveLength(1);
    expect(gekokujoConsequencesOf(viewOf(s, (seat + 1) % 4), seat, { type: 'recruit', province, count: 3 })).toEqual([]);
  });
});
