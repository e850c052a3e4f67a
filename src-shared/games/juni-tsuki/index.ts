/**
 * Jūni-tsuki ("twelve months") as a Tenka ruleset: the game of seed 003 (a
 * German one-page rules summary of an unidentified game), reconstructed in
 * /work/shared/rules/seed-003.md. [S] rules as the sheet states them; [R]
 * values in data/reconstruction.ts.
 */
import type { Rng } from '../../kernel/rng';
import { ok, err, type Ruleset } from '../../kernel/ruleset';
import { checkMove, parseMove } from './check';
import { applyMove, freeActionsOf, pendingOf, standings, startGame } from './engine';
import { listMoves } from './moves';
import { parseOptions, setupState } from './setup';
import type { JuniEvent, JuniMove, JuniOptions, JuniState, JuniView } from './types';
import { viewOf } from './view';
import { JUNI_MOVES } from './move-schema';

export type JuniRuleset = Ruleset<JuniState, JuniMove, JuniView, JuniEvent, JuniOptions>;

export function setupGame(options: JuniOptions, seed: string): { state: JuniState; events: JuniEvent[] } {
  const { state, events } = setupState(options, seed);
  return { state: startGame(state, events), events };
}

/** The seat a view belongs to (the all-seeing view: whoever must decide). */
function viewSeat(v: JuniView): number {
  return v.seat ?? pendingOf(v as unknown as JuniState)[0]?.seat ?? 0;
}

export function randomMoveOf(v: JuniView, rng: Rng): JuniMove {
  const seat = viewSeat(v);
  const moves = listMoves(v, seat);
  if (moves.length === 0) throw new Error('juni-tsuki: no legal move listed');
  return rng.pick(moves);
}

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
  validate: (s, seat, raw) => {
    const m = parseMove(raw);
    if ('code' in m) return err(m);
    const e = checkMove(s, seat, m);
    return e ? err(e) : ok(m);
  },
  apply: (s, seat, m) => applyMove(s, seat, m),
  legalMoves: (s, seat) => listMoves(s, seat),
  randomMove: randomMoveOf,
  view: viewOf,
  result: (s) => (s.over ? standings(s) : null),
  round: (s) => s.month,
};

export type * from './types';
export { RONIN } from './types';
export { consequencesOf, type JuniConsequence } from './consequences';
