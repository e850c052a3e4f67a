/**
 * Why Henn's Shogun refuses a move: the closed set of codes its validate.ts, and the checks it calls (draft,
 * planning, bidding, winter), may give (the kernel adds its own who-may-move codes before: game-over, bad-seat,
 * bad-move, not-your-turn, wrong-move). A code names the rule broken and `params` carry the sentence's values, so the
 * renderer tells it in the player's language (messages/refusals.ts) without reading the English sentence.
 */
import { err, ruleError, type Result, type RuleError } from '../../kernel/ruleset';

export const HENN_ERROR_CODES = [
  // the move's shape
  'bad-move', 'unknown-action', 'unknown-province', 'bad-card', 'bad-money-card',
  // the draft
  'deck-empty', 'not-open', 'swap-not-allowed', 'no-such-group',
  // planning
  'not-your-province', 'card-used-twice', 'bid-too-high', 'space-uncovered',
  // seat order
  'bad-slot', 'slot-taken',
  // marching
  'not-adjacent', 'not-own-province', 'cannot-enter', 'bad-count',
  // winter
  'bad-order',
] as const;

export type HennErrorCode = (typeof HENN_ERROR_CODES)[number];

/** A refusal with one of the game's codes (a code outside the set does not compile). */
export const refuse = (code: HennErrorCode, message: string, params?: Record<string, string | number>): Result<never, RuleError> =>
  err(ruleError(code, message, params));
