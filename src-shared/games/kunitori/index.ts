/**
 * Kunitori! (Herrscher der Streitenden Reiche, Arclight) as a Tenka ruleset.
 * Rules: seed 001 (German rules, OCR) and /work/shared/rules/kunitori.md.
 */
import { defineRuleset } from '../../kernel/define-ruleset';
import type { Ruleset } from '../../kernel/ruleset';
import { applyMove } from './apply';
import { topCopy } from './clone';
import { DECISIONS, pendingOf, resultOf, roundOf } from './flow';
import { legalMovesOf, randomMoveOf } from './legal';
import { KUNITORI_MOVES } from './move-schema';
import { crossCheck, KUNITORI_OPTIONS } from './options';
import { MAX_PLAYERS, MIN_PLAYERS, setupGame } from './setup';
import type { KunitoriEvent, KunitoriMove, KunitoriOptions, KunitoriState, KunitoriView } from './types';
import { validateMove } from './validate';
import { viewOf } from './view';
import { KUNITORI_REVEALS } from './reveals';

export type KunitoriRuleset = Ruleset<KunitoriState, KunitoriMove, KunitoriView, KunitoriEvent, KunitoriOptions>;

export { roundOf } from './flow';

export const kunitori: KunitoriRuleset = defineRuleset<KunitoriState, KunitoriMove, KunitoriView, KunitoriEvent, KunitoriOptions>({
  id: 'kunitori',
  // 2: one decision replays all deployed cards, one keeps any of them and ends the turn (issue 22).
  version: '2',
  title: 'Kunitori!',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: KUNITORI_OPTIONS,
  crossCheck,
  setup: (options, seed) => setupGame(options, seed).state,
  pending: pendingOf,
  decisions: DECISIONS,
  moves: KUNITORI_MOVES,
  reveals: KUNITORI_REVEALS,
  validate: validateMove,
  apply: applyMove,
  // Copy on write (clone.ts): the kernel copies the top level, the move's working copy the piles it changes.
  clone: topCopy,
  legalMoves: legalMovesOf,
  randomMove: randomMoveOf,
  view: viewOf,
  result: resultOf,
  round: roundOf,
});

export * from './public';
