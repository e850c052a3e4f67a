/**
 * Issue 22: the planning panel's pre-send check (planRefusal, on the seat's view) agrees with validate on the state,
 * along random games: a plan the panel lets through is accepted, and one it stops (a bid above the purse, spaces left
 * uncovered, a card twice) is refused with the same code.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../game-module';
import { GAMES } from '../index';
import { checkPreSendAgrees } from '../../testing/pre-send';
import type { Rng } from '../../kernel/rng';
import { planRefusal } from './public';
import { ACTIONS } from './data/cards';
import type { HennShogunView } from './types';
import { provinceId } from './board';

const game = GAMES['henn-shogun'];

/** A plan as a player might compose it: some spaces covered with own cards or money cards, any bid 0–4. */
function draftPlan(view: HennShogunView, seat: number, rng: Rng): unknown {
  const cards: (string | number)[] = [...view.provinces.flatMap((p, i) => (p.owner === seat ? [provinceId(i)] : [])), 0, 1, 2, 3, 4];
  const actions: Record<string, string | number | null> = {};
  for (const a of ACTIONS) actions[a] = rng.int(5) === 0 || cards.length === 0 ? null : cards.splice(rng.int(cards.length), 1)[0]!;
  return { type: 'plan', actions, bid: rng.int(3) === 0 ? null : rng.int(5) };
}

describe('henn-shogun: the plan is checked before it is sent as validate checks it', () => {
  it('planRefusal on the view says null exactly when validate accepts, over random games and drafts', () => {
    const tally = { accepted: 0, refused: 0, codes: new Map<string, number>() };
    for (const [i, config] of game.conformance.configs.entries()) {
      const t = checkPreSendAgrees(game.ruleset, defaultOptions(game, config.players as number, config), [`pre-send-${i}-a`, `pre-send-${i}-b`], {
        asks: (view, seat) => (view as HennShogunView).pending.some((d) => d.seat === seat && d.kind === 'plan'),
        check: (view, seat, draft) => {
          const m = draft as { type: string; actions?: unknown; bid?: unknown };
          return planRefusal(view as HennShogunView, seat, m.actions, m.bid)?.code ?? null;
        },
        drafts: (view, seat, rng) => Array.from({ length: 6 }, () => draftPlan(view as HennShogunView, seat, rng)),
      }, 300);
      tally.accepted += t.accepted;
      tally.refused += t.refused;
      for (const [k, n] of t.codes) tally.codes.set(k, (tally.codes.get(k) ?? 0) + n);
    }
    // The walk met both verdicts and the panel's two everyday mistakes.
    expect(tally.accepted).toBeGreaterThan(20);
    expect(tally.codes.get('bid-too-high') ?? 0).toBeGreaterThan(0);
    expect(tally.codes.get('space-uncovered') ?? 0).toBeGreaterThan(0);
  });
});
