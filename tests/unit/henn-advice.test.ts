/**
 * Advice where a player decides (games/henn-shogun/advice.ts). A new player
 * met a battle decision that pre-selected a hopeless attack ("1 army attack
 * Etchu (Takeda, 5 armies)") and a "Fill the rest" that filled in card order
 * and overspent (12 coins of 8, rice from a province with unrest, bluffs on
 * both battles). Now the odds come from the Normal bot's tower model and the
 * pre-selection and the fill are Normal's own choices, within the money.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@shared/kernel/rng';
import { hennShogun as R } from '@shared/games/henn-shogun';
import { heuristicMarch, heuristicPlan, NORMAL } from '@shared/games/henn-shogun/bots/heuristic';
import type { HennShogunState, HennShogunView } from '@shared/games/henn-shogun/types';
import { attackChance, fillPlan, percentText, suggestedMarch } from '../../src-renderer/games/henn-shogun/advice';
import { ACTIONS, ownedProvinces, provinceIdAt } from '../../src-renderer/games/henn-shogun/henn-view';
import { planCost } from '../../src-shared/games/henn-shogun/public';
import type { Placed } from '../../src-renderer/games/henn-shogun/plan-hints';

/** Positions of random 4-seat games where `kind` is decided, as the deciding seat sees them. */
function decisions(kind: string, count: number): { view: HennShogunView; seat: number }[] {
  const o = R.parseOptions({ players: 4 });
  if (!o.ok) throw new Error(o.error.message);
  const out: { view: HennShogunView; seat: number }[] = [];
  for (let g = 0; out.length < count && g < 40; g++) {
    let s: HennShogunState = R.setup(o.value, `advice-${g}`);
    const rng = Rng.seeded(`advice-${g}`);
    while (R.pending(s).length && out.length < count) {
      const d = R.pending(s)[0]!;
      if (d.kind === kind) out.push({ view: R.view(s, d.seat), seat: d.seat });
      s = R.apply(s, d.seat, R.randomMove(R.view(s, d.seat), rng) as never).state;
    }
  }
  return out;
}

const plans = decisions('plan', 24);
const battles = decisions('battle', 24);

describe('Fill the rest', () => {
  it('on an empty mat is the plan Normal would make (when Normal keeps within the purse)', () => {
    let same = 0;
    for (const { view, seat } of plans) {
      const normal = heuristicPlan(view, seat, Rng.seeded('any'), NORMAL);
      if (normal.type !== 'plan') throw new Error('not a plan');
      if (planCost(normal.actions, normal.bid).total > view.players[seat]!.money) continue;
      same++;
      const filled = fillPlan(view, seat, {});
      for (const a of ACTIONS) expect(filled[a], a).toEqual(normal.actions[a] ?? null);
      expect(filled.bid).toEqual(normal.bid);
    }
    expect(same).toBeGreaterThan(5);
  });

  it('never spends more than the purse, keeps what the player placed and uses each card once', () => {
    let kept = 0;
    for (const [n, { view, seat }] of plans.entries()) {
      const money = view.players[seat]!.money;
      // The player put a province card on a building space and a money card on the bid; Fill does the rest.
      const mine = ownedProvinces(view, seat);
      const placed: Placed = n % 2 === 0 && mine[0] && money >= 3 ? { palace: mine[0], bid: 0 } : {};
      const filled = fillPlan(view, seat, placed);
      for (const [space, card] of Object.entries(placed)) expect(filled[space as keyof Placed], space).toEqual(card);
      kept += Object.keys(placed).length;
      const cost = planCost(filled, filled.bid ?? null).total;
      const cards = [...ACTIONS.map((a) => filled[a]), filled.bid].filter((c) => c !== undefined && c !== null);
      if (cost > money) {
        // Only when every space must be covered and the money cards cannot cover every costly action:
        // then one province card lies on a 1-coin action (it lapses), and every money card is on the mat.
        const forced = ACTIONS.filter((a) => placed[a] === undefined && typeof filled[a] === 'string' && planCost({ [a]: filled[a] }, null).total > 0);
        expect(forced.map((a) => planCost({ [a]: filled[a] }, null).total), `plan costs ${cost} with ${money} coins`).toEqual([1]);
        expect(cards.filter((c) => typeof c === 'number')).toHaveLength(5);
        expect(cost - planCost(placed, placed.bid ?? null).total).toBe(1);
      }
      expect(new Set(cards).size, 'a card on two spaces').toBe(cards.length);
      expect(ACTIONS.filter((a) => filled[a] === undefined), 'spaces left empty').toEqual([]);
    }
    expect(kept).toBeGreaterThan(0);
  });
});

describe('battle odds and the pre-selected attack', () => {
  it('pre-selects the march Normal would make', () => {
    expect(battles.length).toBeGreaterThan(5);
    for (const { view, seat } of battles) {
      const normal = heuristicMarch(view, seat, Rng.seeded('any'), NORMAL);
      const suggested = suggestedMarch(view, seat);
      expect(suggested).toEqual(normal.type === 'march' ? { to: normal.to, count: normal.count } : null);
    }
  });

  it('gives each attack its chance, more armies never worse', () => {
    for (const { view, seat } of battles) {
      const suggested = suggestedMarch(view, seat);
      if (!suggested) continue;
      const one = attackChance(view, seat, suggested.to, 1);
      const more = attackChance(view, seat, suggested.to, Math.max(1, suggested.count));
      expect(one).toBeGreaterThanOrEqual(0);
      expect(more).toBeLessThanOrEqual(1);
      expect(more + 1e-9).toBeGreaterThanOrEqual(one);
    }
  });

  it('never reads 0% or 100%: the tower can turn any battle ("<1%", ">99%")', () => {
    expect([0, 0.001, 0.0049].map(percentText)).toEqual(['<1', '<1', '<1']);
    expect([0.005, 0.35, 0.994].map(percentText)).toEqual(['1', '35', '99']);
    expect([0.9951, 0.999, 1].map(percentText)).toEqual(['>99', '>99', '>99']);
    // Every attack of the random games with a single army, hopeless ones included, as the panel words it.
    const texts = battles.flatMap(({ view, seat }) =>
      view.provinces.flatMap((p, i) => (p.owner >= 0 && p.owner !== seat ? [percentText(attackChance(view, seat, provinceIdAt(i), 1))] : [])),
    );
    expect(texts.length).toBeGreaterThan(20);
    expect(texts).not.toContain('0');
    expect(texts).not.toContain('100');
  });
});
