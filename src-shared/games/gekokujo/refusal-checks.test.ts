/**
 * Issue 22: the panels' pre-send check (moveRefusal, on the seat's view) agrees with validate on the state, along
 * random games: a draft the panel lets through (a recruit, a sowing, a split of hits, casualties, a disbanding, a
 * halving, a march …) is accepted, and one it stops is refused with the same code. Nothing hidden is needed: the
 * view holds one's own Koku and everything public.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../game-module';
import { GAMES } from '../index';
import { checkPreSendAgrees } from '../../testing/pre-send';
import { moveRefusal } from './public';
import type { GekokujoView } from './types';

const game = GAMES.gekokujo;

describe('gekokujo: a composed move is checked before it is sent as validate checks it', () => {
  it('moveRefusal on the view says null exactly when validate accepts, over random games and nudged drafts', () => {
    const codes = new Map<string, number>();
    let accepted = 0;
    for (const [i, config] of game.conformance.configs.entries()) {
      const t = checkPreSendAgrees(game.ruleset, defaultOptions(game, config.players as number, config), [`pre-send-${i}`], {
        check: (view, seat, draft) => moveRefusal(view as GekokujoView, seat, draft)?.code ?? null,
      }, 500);
      accepted += t.accepted;
      for (const [k, n] of t.codes) codes.set(k, (codes.get(k) ?? 0) + n);
    }
    expect(accepted).toBeGreaterThan(50);
    // The refusals the panels show before sending were met (with their numbers: no-koku's cost, the hits to split).
    for (const code of ['no-koku', 'stacking']) expect(codes.get(code) ?? 0, `${code} met (${[...codes.keys()].join(', ')})`).toBeGreaterThan(0);
  });
});
