/**
 * Kunitori! (Herrscher der Streitenden Reiche, Arclight) as a Tenka ruleset.
 * Rules: seed 001 (German rules, OCR) and /work/shared/rules/kunitori.md.
 */
import type { Ruleset } from '../../kernel/ruleset';
import { applyMove, legalMovesOf, pendingOf, validateMove } from './moves';
import { randomMoveOf } from './random-move';
import { MAX_PLAYERS, MIN_PLAYERS, parseOptions, setupGame } from './setup';
import type { KunitoriEvent, KunitoriMove, KunitoriOptions, KunitoriState, KunitoriView } from './types';
import { viewOf } from './view';
import { KUNITORI_MOVES } from './move-schema';

export type KunitoriRuleset = Ruleset<KunitoriState, KunitoriMove, KunitoriView, KunitoriEvent, KunitoriOptions>;

/** The round counter: full rounds begun (1 = the first round); a finished game stays at its last round. */
export function roundOf(s: Pick<KunitoriState, 'turns' | 'players'>): number {
  return Math.max(1, Math.ceil(s.turns / s.players.length));
}

export const kunitori: KunitoriRuleset = {
  id: 'kunitori',
  // 2: one decision replays all deployed cards, one keeps any of them and ends the turn (issue 22).
  version: '2',
  title: 'Kunitori!',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  parseOptions,
  setup: (options, seed) => setupGame(options, seed).state,
  pending: (s) => pendingOf(s),
  moves: KUNITORI_MOVES,
  validate: (s, seat, move) => validateMove(s, seat, move),
  apply: (s, seat, move) => applyMove(s, seat, move),
  legalMoves: (s, seat) => legalMovesOf(s, seat),
  randomMove: (view, rng) => randomMoveOf(view, rng),
  view: (s, seat) => viewOf(s, seat),
  result: (s) => s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() },
  round: roundOf,
};

export type * from './types';
export * from './data/cards';
