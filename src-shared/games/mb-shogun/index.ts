/**
 * Milton Bradley's Shogun (1986; also Samurai Swords, Ikusa) as a Tenka
 * ruleset. Rules: seed 000 (the German rulebook, OCR) read through the errata
 * and clarification sheet /work/shared/rules/mb-shogun.md; every unverified
 * number is a constant in data/constants.ts.
 */
import type { Ruleset } from '../../kernel/ruleset';
import { advance, pendingOf } from './flow';
import { applyMove, validateMove } from './moves';
import { randomMoveOf } from './random-move';
import { parseOptions, setupGame } from './setup';
import type { MbShogunEvent, MbShogunMove, MbShogunOptions, MbShogunState, MbShogunView } from './types';
import { viewOf } from './view';
import { legalMovesOf } from './legal';
import { MB_MOVES } from './move-schema';

export type MbShogunRuleset = Ruleset<MbShogunState, MbShogunMove, MbShogunView, MbShogunEvent, MbShogunOptions>;

export const mbShogun: MbShogunRuleset = {
  id: 'mb-shogun',
  version: '2',
  title: 'Shogun (Milton Bradley)',
  minPlayers: 2,
  maxPlayers: 5,
  parseOptions,
  setup: (options, seed) => {
    const { state, ctx } = setupGame(options, seed);
    advance(ctx);
    state.rng = ctx.rng.state();
    return state;
  },
  pending: (s) => pendingOf(s),
  moves: MB_MOVES,
  validate: (s, seat, move) => validateMove(s, seat, move),
  apply: (s, seat, move) => applyMove(s, seat, move),
  legalMoves: (s, seat) => legalMovesOf(s, seat),
  randomMove: (view, rng) => randomMoveOf(view, rng),
  view: (s, seat) => viewOf(s, seat),
  result: (s) => s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() },
  round: (s) => s.round,
};

export type * from './types';
export { mbConsequencesOf, type MbConsequence } from './consequences';
