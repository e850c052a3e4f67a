/**
 * Issue 22's left-over: MB's decision panels check a draft before it is sent with the engine's own rule
 * functions (`checkAllocation`, `checkLevy`, `checkRonin`, `checkRegain`, `runPhaseMoves`, `checkDeclare`,
 * `checkLoss`, `checkFollowUp`, exported by public.ts), on a board made from the seat's VIEW (`boardOf`), where
 * validate runs them on the STATE. Those checks were tested against the rulebook's examples; here they are walked
 * like the other games' (testing/pre-send.ts): along random games, the check on the view says "may be sent"
 * exactly when validate accepts, for the legal moves of the view, those moves nudged, and each panel's typical
 * mistakes. A check that read another colour's secret (its koku boxes, its ninja) from the blanked board, or a
 * panel draft validate reads differently, fails here with the ply and the draft.
 */
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../kernel/rng';
import { checkPreSendAgrees } from '../../testing/pre-send';
import { defaultOptions } from '../game-module';
import { GAMES } from '../index';
import { parseLoss } from './casualties';
import { pools } from './combat';
import {
  boardOf,
  checkAllocation,
  checkDeclare,
  checkFollowUp,
  checkLevy,
  checkLoss,
  checkRegain,
  checkRonin,
  runPhaseMoves,
  type MbShogunView,
} from './public';
import { decisionOf } from './validate';

const game = GAMES['mb-shogun'];

/** The decisions whose panels check a draft before sending it (docs/refusals.md). */
const CHECKED = new Set(['allocate', 'levy', 'place-ronin', 'regain', 'move-armies', 'final-moves', 'declare', 'casualties', 'follow-up']);

const code = (r: { ok: true } | { ok: false; error: { code: string } }): string | null => (r.ok ? null : r.error.code);

/** What each panel runs on the seat's view before its submit is enabled (src-renderer/games/mb-shogun/panels/). */
function panelCheck(view: unknown, seat: number, draft: unknown): string | null {
  const b = boardOf(view as MbShogunView);
  const colour = decisionOf(b, seat)!.colour;
  const m = draft as Record<string, unknown> & { type: string };
  switch (m.type) {
    case 'allocate': {
      const { type: _type, ...boxes } = m;
      return code(checkAllocation(b, colour, boxes));
    }
    case 'levy':
      return code(checkLevy(b, colour, m.units));
    case 'place-ronin':
      return code(checkRonin(b, colour, m.groups));
    case 'regain': {
      const i = b.interrupts[0];
      return code(checkRegain(b, colour, i?.kind === 'regain' ? i.armies : [], m.placements));
    }
    case 'move-armies':
    case 'final-moves': {
      const r = runPhaseMoves(b, colour, m.type === 'move-armies' ? 'A' : 'D', m.marches, m.forces);
      return 'error' in r ? r.error.code : null;
    }
    case 'declare':
      return code(checkDeclare(b, colour, m.battles));
    case 'casualties': {
      // The panel builds its Loss with − and + over the pool it shows; a draft it could not build is not a Loss.
      const battle = b.war!.battle!;
      const side = colour === battle.attacker ? 'attacker' : 'defender';
      const loss = parseLoss(m.losses);
      return loss ? code(checkLoss(pools(b, battle, side), battle.hits![side === 'attacker' ? 0 : 1], loss)) : 'bad-move';
    }
    case 'follow-up':
      return code(checkFollowUp(b, colour, m));
  }
  throw new Error(`no panel check for ${m.type}`);
}

/** Each panel's typical slips: an empty draft, a half-finished one, the same entry twice. */
function slips(view: unknown, seat: number, rng: Rng): unknown[] {
  const kind = (view as MbShogunView).pending.find((d) => d.seat === seat)?.kind;
  const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)]!;
  switch (kind) {
    case 'levy':
      return [{ type: 'levy', units: [] }];
    case 'place-ronin':
      return [{ type: 'place-ronin', groups: [] }];
    case 'declare':
      return [{ type: 'declare', battles: [] }];
    case 'move-armies':
      return [{ type: 'move-armies', marches: [] }];
    case 'final-moves':
      return [{ type: 'final-moves', marches: [], forces: [] }];
    case 'follow-up':
      return [{ type: 'follow-up', move: null, attack: null }, { type: 'follow-up', move: pick(['omi', 'kai', 'mino']), attack: null }];
    default:
      return [];
  }
}

describe('mb-shogun: a panel checks a draft before it is sent as validate checks it', () => {
  it('the check on the view (boardOf) says "may be sent" exactly when validate accepts, over random games', () => {
    const codes = new Map<string, number>();
    let accepted = 0;
    for (const [i, config] of game.conformance.configs.entries()) {
      const t = checkPreSendAgrees(
        game.ruleset,
        defaultOptions(game, config.players as number, config),
        [`mb-pre-send-${i}`],
        {
          asks: (view, seat) => CHECKED.has((view as MbShogunView).pending.find((d) => d.seat === seat)?.kind ?? ''),
          check: panelCheck,
          drafts: slips,
        },
        600,
      );
      accepted += t.accepted;
      for (const [k, n] of t.codes) codes.set(k, (codes.get(k) ?? 0) + n);
    }
    expect(accepted).toBeGreaterThan(50);
    // The walk reached refusals of several kinds, not only one.
    expect(codes.size, [...codes.keys()].join(', ')).toBeGreaterThan(3);
  });
});
