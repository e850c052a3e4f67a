/**
 * Issue 22: the panels' pre-send check (moveRefusal, on the seat's view) agrees with validate on the state, along
 * random games: a recruit or a march count the panel lets through is accepted, and one it stops is refused with the
 * same code (recruit-koku, march-count …). Nothing hidden is needed: the view holds one's own castles' koku and hand.
 */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../game-module';
import { GAMES } from '../index';
import { checkPreSendAgrees } from '../../testing/pre-send';
import { listMoves, moveRefusal } from './public';
import type { JuniView } from './types';

const game = GAMES['juni-tsuki'];

describe('juni-tsuki: a composed move is checked before it is sent as validate checks it', () => {
  it('moveRefusal on the view says null exactly when validate accepts, over random games and nudged drafts', () => {
    const codes = new Map<string, number>();
    let accepted = 0;
    for (const [i, config] of game.conformance.configs.entries()) {
      const t = checkPreSendAgrees(game.ruleset, defaultOptions(game, config.players as number, config), [`pre-send-${i}`], {
        check: (view, seat, draft) => moveRefusal(view as JuniView, seat, draft)?.code ?? null,
        // The recruit panel's amount and the march panel's count, typed too high or too low.
        drafts: (view, seat, rng) => {
          const v = view as JuniView;
          const out: unknown[] = [];
          if (v.turn?.phase === 'recruit') out.push({ type: 'recruit', amount: rng.int(40), point: 0 });
          for (const [p, groups] of v.points.entries()) {
            const g = groups.find((x) => x.o === seat);
            const to = g ? listMoves(v, seat).find((m) => m.type === 'march' && m.from === p) : undefined;
            if (g && to && to.type === 'march') out.push({ ...to, count: g.n + 1 + rng.int(3) }, { ...to, count: 0 });
          }
          return out;
        },
      }, 400);
      accepted += t.accepted;
      for (const [k, n] of t.codes) codes.set(k, (codes.get(k) ?? 0) + n);
    }
    expect(accepted).toBeGreaterThan(50);
    for (const code of ['recruit-koku', 'march-count']) expect(codes.get(code) ?? 0, `${code} met (${[...codes.keys()].join(', ')})`).toBeGreaterThan(0);
  });
});
