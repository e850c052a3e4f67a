/**
 * Milton Bradley's Shogun (1986; also Samurai Swords, Ikusa) as a Tenka
 * ruleset. Rules: seed 000 (the German rulebook, OCR) read through the errata
 * and clarification sheet /work/shared/rules/mb-shogun.md; every unverified
 * number is a constant in data/constants.ts.
 */
import { defineRuleset } from '../../kernel/define-ruleset';
import type { Ruleset } from '../../kernel/ruleset';
import { applyMove } from './apply';
import { cloneState } from './clone';
import { advance } from './advance';
import { DECISIONS, pendingOf, resultOf, roundOf } from './flow';
import { legalMovesOf, randomMoveOf } from './legal';
import { MB_MOVES } from './move-schema';
import { crossCheck, MB_OPTIONS } from './options';
import { setupGame } from './setup';
import type { MbShogunEvent, MbShogunMove, MbShogunOptions, MbShogunState, MbShogunView } from './types';
import { validateMove } from './validate';
import { viewOf } from './view';
import { MB_REVEALS } from './reveals';

export type MbShogunRuleset = Ruleset<MbShogunState, MbShogunMove, MbShogunView, MbShogunEvent, MbShogunOptions>;

export const mbShogun: MbShogunRuleset = defineRuleset<MbShogunState, MbShogunMove, MbShogunView, MbShogunEvent, MbShogunOptions>({
  id: 'mb-shogun',
  version: '2',
  title: 'Shogun (Milton Bradley)',
  minPlayers: 2,
  maxPlayers: 5,
  options: MB_OPTIONS,
  crossCheck,
  setup: (options, seed) => {
    const { state, ctx } = setupGame(options, seed);
    advance(ctx);
    state.rng = ctx.rng.state();
    return state;
  },
  pending: pendingOf,
  decisions: DECISIONS,
  moves: MB_MOVES,
  reveals: MB_REVEALS,
  validate: validateMove,
  apply: (ctx, seat, move) => applyMove(ctx, seat, move),
  clone: cloneState,
  legalMoves: legalMovesOf,
  randomMove: randomMoveOf,
  view: viewOf,
  result: resultOf,
  round: roundOf,
});

export * from './public';
