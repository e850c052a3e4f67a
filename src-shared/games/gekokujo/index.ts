/**
 * Shogun: Gekokujō (living rulebook v74) as a Tenka ruleset. Rules: seed 004
 * and /work/shared/rules/gekokujo.md (the clarification sheet). Assembled by
 * the kernel's defineRuleset from the contract files (options, setup, flow,
 * validate, apply, clone, view, legal).
 */
import { defineRuleset } from '../../kernel/define-ruleset';
import type { Ruleset } from '../../kernel/ruleset';
import { apply } from './apply';
import { cloneState } from './clone';
import { DECISIONS, pendingOf, result, round } from './flow';
import { legalMoves, randomMoveOf } from './legal';
import { GEKOKUJO_MOVES } from './move-schema';
import { crossCheck, GEKOKUJO_OPTIONS } from './options';
import { setupGame } from './setup';
import type { GekokujoEvent, GekokujoMove, GekokujoOptions, GekokujoState, GekokujoView } from './types';
import { validate } from './validate';
import { viewOf } from './view';
import { GEKOKUJO_REVEALS } from './reveals';

export type GekokujoRuleset = Ruleset<GekokujoState, GekokujoMove, GekokujoView, GekokujoEvent, GekokujoOptions>;

export const gekokujo: GekokujoRuleset = defineRuleset<GekokujoState, GekokujoMove, GekokujoView, GekokujoEvent, GekokujoOptions>({
  id: 'gekokujo',
  version: '3', // 3: no game goes past round 100 (data.ts LAST_ROUND, issue 31)
  title: 'Shogun: Gekokujō',
  minPlayers: 2,
  maxPlayers: 5,
  options: GEKOKUJO_OPTIONS,
  crossCheck,
  setup: setupGame,
  pending: pendingOf,
  decisions: DECISIONS,
  moves: GEKOKUJO_MOVES,
  reveals: GEKOKUJO_REVEALS,
  validate,
  apply,
  clone: cloneState,
  legalMoves,
  randomMove: randomMoveOf,
  view: viewOf,
  result,
  round,
});

export type * from './types';
