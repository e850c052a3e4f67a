/**
 * Shogun: Gekokujō (living rulebook v74) as a Tenka ruleset. Rules: seed 004
 * and /work/shared/rules/gekokujo.md (the clarification sheet).
 */
import type { Ruleset } from '../../kernel/ruleset';
import { applyMove, parseOptions, setupGame } from './flow';
import { pendingOf, validateMove } from './legal';
import { randomMoveOf } from './random-move';
import type { GekokujoEvent, GekokujoMove, GekokujoOptions, GekokujoState, GekokujoView } from './types';
import { viewOf } from './view';
import { GEKOKUJO_MOVES } from './move-schema';

export type GekokujoRuleset = Ruleset<GekokujoState, GekokujoMove, GekokujoView, GekokujoEvent, GekokujoOptions>;

export const gekokujo: GekokujoRuleset = {
  id: 'gekokujo',
  version: '2',
  title: 'Shogun: Gekokujō',
  minPlayers: 2,
  maxPlayers: 5,
  parseOptions,
  setup: setupGame,
  pending: (s) => pendingOf(s),
  moves: GEKOKUJO_MOVES,
  validate: (s, seat, move) => validateMove(s, seat, move),
  apply: applyMove,
  legalMoves: () => null,
  randomMove: randomMoveOf,
  view: viewOf,
  result: (s) => s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() },
  round: (s) => s.round,
};

export type * from './types';
export { gekokujoConsequencesOf, type GekokujoConsequence } from './consequences';
