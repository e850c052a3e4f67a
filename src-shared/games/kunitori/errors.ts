/**
 * Why Kunitori refuses a move: the closed set of codes its validate.ts may give (the kernel adds its own who-may-move
 * codes before: game-over, bad-seat, bad-move, not-your-turn, wrong-move). A move is legal when it is one of the
 * legal moves, so a refusal names the kind of move that is not possible now (`illegal-<type>`, one per move type:
 * `illegalCode` does not compile if a move type lacks its code); `params.card` names the card for play and buy.
 */
import { err, ruleError, type Result, type RuleError } from '../../kernel/ruleset';
import type { KunitoriMove } from './types';

export const KUNITORI_ERROR_CODES = [
  'bad-move',
  'illegal-play', 'illegal-replay', 'illegal-end-actions', 'illegal-scrap', 'illegal-gain', 'illegal-ninja-show',
  'illegal-ninja-card', 'illegal-promote', 'illegal-attack', 'illegal-lead', 'illegal-reinforce', 'illegal-ambush',
  'illegal-ambush-done', 'illegal-accept', 'illegal-restack', 'illegal-buy', 'illegal-end-buys', 'illegal-end-turn',
  // why a supply pile cannot be taken now (validate.ts takeRefusal, said before anything is sent)
  'pile-empty', 'market-limit', 'not-buying', 'not-your-buy', 'no-buy', 'too-dear',
] as const;

export type KunitoriErrorCode = (typeof KUNITORI_ERROR_CODES)[number];

/** The code of a move of this type that is not possible now. */
export const illegalCode = (type: KunitoriMove['type']): KunitoriErrorCode => `illegal-${type}`;

/** A refusal with one of the game's codes (a code outside the set does not compile). */
export const refuse = (code: KunitoriErrorCode, message: string, params?: Record<string, string | number>): Result<never, RuleError> =>
  err(ruleError(code, message, params));
