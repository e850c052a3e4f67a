/**
 * Issue 22: the supply's pre-send check (takeRefusal, on the seat's view) agrees with validate on the state, along
 * random games: a pile it calls takeable is bought (or gained) without refusal, and a pile it says why for is
 * refused; the reasons name the rule (too dear, no buy left, empty pile, the Marketplace's limit, not the buy phase).
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../game-module';
import { GAMES } from '../index';
import { checkPreSendAgrees } from '../../testing/pre-send';
import { CARDS } from './data/cards';
import { Rng } from '../../kernel/rng';
import { takeRefusal } from './public';
import type { KunitoriView } from './types';

const game = GAMES.kunitori;

/** A click on a pile is a buy in the buy phase and a gain while the Marketplace gains (the supply panel's move). */
const clickOn = (view: KunitoriView, seat: number, card: number): unknown => {
  const kind = view.pending.find((d) => d.seat === seat)?.kind;
  return kind === 'market-gain' ? { type: 'gain', card } : { type: 'buy', card };
};

describe('kunitori: a click on a supply pile is checked before it is sent as validate checks it', () => {
  it('takeRefusal on the view says null exactly when validate accepts the click’s move, over random games', () => {
    const codes = new Map<string, number>();
    let accepted = 0;
    for (const [i, config] of game.conformance.configs.entries()) {
      const t = checkPreSendAgrees(game.ruleset, defaultOptions(game, config.players as number, config), [`pre-send-${i}`], {
        asks: (view, seat) => ['buy', 'market-gain'].includes((view as KunitoriView).pending.find((d) => d.seat === seat)?.kind ?? ''),
        perPly: 0,
        check: (view, seat, draft) => takeRefusal(view as KunitoriView, seat, (draft as { card: number }).card)?.code ?? null,
        drafts: (view, seat, rng) => Array.from({ length: 6 }, () => clickOn(view as KunitoriView, seat, rng.int(CARDS.length))),
      }, 1500);
      accepted += t.accepted;
      for (const [k, n] of t.codes) codes.set(k, (codes.get(k) ?? 0) + n);
    }
    expect(accepted).toBeGreaterThan(20);
    expect(codes.get('too-dear') ?? 0, [...codes.keys()].join(', ')).toBeGreaterThan(0);
  });

  it('outside the buy phase a click says which phase buys, and not-your-buy to a seat whose turn it is not', () => {
    const o = game.ruleset.parseOptions(defaultOptions(game, 2, {}));
    if (!o.ok) throw new Error(o.error.message);
    let s = game.ruleset.setup(o.value, 'pre-send-phase');
    // Play on (the random player) until a seat decides something other than buying.
    const rng = Rng.seeded('pre-send-phase');
    for (let i = 0; i < 200 && ['buy', 'market-gain'].includes(game.ruleset.pending(s)[0]!.kind); i++) {
      const seat = game.ruleset.pending(s)[0]!.seat;
      s = game.ruleset.apply(s, seat, game.ruleset.randomMove(game.ruleset.view(s, seat), rng)).state;
    }
    const d = game.ruleset.pending(s)[0]!;
    expect(['action', 'replay']).toContain(d.kind);
    const other = 1 - d.seat;
    const gold = CARDS.findIndex((c) => c.type === 'treasure');
    expect(takeRefusal(game.ruleset.view(s, d.seat) as KunitoriView, d.seat, gold)?.code).toBe('not-buying');
    expect(takeRefusal(game.ruleset.view(s, other) as KunitoriView, other, gold)?.code).toBe('not-your-buy');
  });
});
