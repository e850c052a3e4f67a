/**
 * Jūni-tsuki ("twelve months") as a Tenka ruleset: the game of seed 003 (a
 * German one-page rules summary of an unidentified game), reconstructed in
 * /work/shared/rules/seed-003.md. [S] rules as the sheet states them; [R]
 * values in data/reconstruction.ts. Assembled by the kernel's defineRuleset
 * from the contract files (options, setup, flow, validate, apply, clone,
 * view, legal).
 */
import { defineRuleset } from '../../kernel/define-ruleset';
import type { Ruleset } from '../../kernel/ruleset';
import { apply } from './apply';
import { cloneState } from './clone';
import { DECISIONS, freeActionsOf, pendingOf, result, round } from './flow';
import { legalMoves, randomMoveOf } from './legal';
import { JUNI_MOVES } from './move-schema';
import { crossCheck, JUNI_OPTIONS } from './options';
import { setupGame } from './setup';
import type { JuniEvent, JuniMove, JuniOptions, JuniState, JuniView } from './types';
import { validate } from './validate';
import { viewOf } from './view';
import { JUNI_REVEALS } from './reveals';

export type JuniRuleset = Ruleset<JuniState, JuniMove, JuniView, JuniEvent, JuniOptions>;

export const juniTsuki: JuniRuleset = defineRuleset<JuniState, JuniMove, JuniView, JuniEvent, JuniOptions>({
  id: 'juni-tsuki',
  // 3: §4.3 koku in several loads, Wind's piece move and transports bar each other, §7 allies declare Daimyō dead,
  // §8 defenders' war cards and gifts at any time (free actions), Earth destroys everything, Fire on any Daimyō.
  // 4: §3 [R] home castles drawn by lot each game by default (option `homes`; 'fixed' = seat order), and other
  // home sets for 3–6 players (none in the middle of the map).
  // 5: §3 [R] the 5- and 6-player home sets: every home has a resource or an entry point, as in the 2–4-player sets
  // (5 players Nagato for Tosa; 6 players Nagato and Settsu for Izumo and Tosa).
  // 6: §3 [R] the 5- and 6-player home sets again: no home at the West's door (5 players Echigo for Nagato: the West
  // is Satsuma's; 6 players Echigo for Settsu).
  // 7: §3 [R] the 5-player home set: Sagami for Musashi (Musashi won 34.5 % of 200 games; now every home 14.2–26.5 % of 600).
  version: '7',
  title: 'Jūni-tsuki (reconstructed)',
  minPlayers: 2,
  maxPlayers: 6,
  options: JUNI_OPTIONS,
  crossCheck,
  setup: (options, seed) => setupGame(options, seed).state,
  pending: pendingOf,
  freeActions: freeActionsOf,
  decisions: DECISIONS,
  moves: JUNI_MOVES,
  reveals: JUNI_REVEALS,
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
export { RONIN } from './types';
