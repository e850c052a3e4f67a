/**
 * Toy Race: a tiny but complete game, the template of the game file contract
 * (README.md here). 2–4 runners race over 5 rounds: each round every seat
 * secretly bids 0–3 of its energy, then all roll and advance (apply.ts).
 */
import { defineRuleset } from '../../kernel/define-ruleset';
import type { Ruleset } from '../../kernel/ruleset';
import { apply } from './apply';
import { DECISIONS, pending, result, round } from './flow';
import { legalMoves, randomMove } from './legal';
import { TOY_MOVES } from './move-schema';
import { TOY_OPTIONS } from './options';
import { setup } from './setup';
import type { ToyEvent, ToyMove, ToyOptions, ToyState, ToyView } from './types';
import { validate } from './validate';
import { view } from './view';
import { TOY_REVEALS } from './reveals';

export const toyRace: Ruleset<ToyState, ToyMove, ToyView, ToyEvent, ToyOptions> = defineRuleset({
  id: 'toy-race',
  // 2: moves carry their kind (`{ type: 'bid', bid }`), as in every game; a version-1 record's `{ bid }` no longer reads.
  version: '2',
  title: 'Toy Race',
  minPlayers: 2,
  maxPlayers: 4,
  options: TOY_OPTIONS,
  setup,
  pending,
  decisions: DECISIONS,
  moves: TOY_MOVES,
  reveals: TOY_REVEALS,
  validate,
  apply,
  legalMoves,
  randomMove,
  view,
  result,
  round,
});

export * from './public';
