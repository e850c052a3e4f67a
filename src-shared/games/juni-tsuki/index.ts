/**
 * Jūni-tsuki ("twelve months") as a Tenka ruleset: the game of seed 003 (a
 * German one-page rules summary of an unidentified game), reconstructed in
 * /work/shared/rules/seed-003.md. [S] rules as the sheet states them; [R]
 * values in data/reconstruction.ts. Assembled from the contract files
 * (options, setup, flow, validate, apply, view, legal).
 */
import type { Ruleset } from '../../kernel/ruleset';
import { applyMove } from './apply';
import { freeActionsOf, pendingOf, standings } from './flow';
import { listMoves, randomMoveOf } from './legal';
import { JUNI_MOVES } from './move-schema';
import { parseOptions } from './options';
import { setupGame } from './setup';
import type { JuniEvent, JuniMove, JuniOptions, JuniState, JuniView } from './types';
import { validate } from './validate';
import { viewOf } from './view';

export type JuniRuleset = Ruleset<JuniState, JuniMove, JuniView, JuniEvent, JuniOptions>;

export const juniTsuki: JuniRuleset = {
  id: 'juni-tsuki',
  // 3: §4.3 koku in several loads, Wind's piece move and transports bar each other, §7 allies declare Daimyō dead,
  // §8 defenders' war cards and gifts at any time (free actions), Earth destroys everything, Fire on any Daimyō.
  version: '3',
  title: 'Jūni-tsuki (reconstructed)',
  minPlayers: 2,
  maxPlayers: 6,
  parseOptions,
  setup: (options, seed) => setupGame(options, seed).state,
  pending: pendingOf,
  moves: JUNI_MOVES,
  freeActions: freeActionsOf,
  validate,
  apply: (s, seat, m) => applyMove(s, seat, m),
  legalMoves: (s, seat) => listMoves(s, seat),
  randomMove: randomMoveOf,
  view: viewOf,
  result: (s) => (s.over ? standings(s) : null),
  round: (s) => s.month,
};

export type * from './types';
export { RONIN } from './types';
