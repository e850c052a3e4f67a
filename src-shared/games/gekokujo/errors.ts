/**
 * Why Gekokujō refuses a move: the closed set of codes its validate.ts may give (the kernel adds its own
 * who-may-move codes before: game-over, bad-seat, bad-move, not-your-turn, wrong-move). A code names the rule broken,
 * so a program — or the renderer, in the player's language — can tell it without reading the English sentence.
 */
import { err, ruleError, type Result, type RuleError } from '../../kernel/ruleset';

export const GEKOKUJO_ERROR_CODES = [
  // the move's shape
  'bad-move', 'bad-clan', 'bad-unit', 'bad-provinces', 'bad-deposit', 'bad-halve', 'bad-recruit', 'bad-mission',
  'bad-target', 'bad-sow', 'bad-march', 'bad-path', 'bad-offer', 'bad-answer', 'bad-ronin', 'bad-split',
  'bad-casualties', 'wrong-count', 'split-total', 'casualties-total',
  // setup, treasury and building
  'clan-taken', 'no-koku', 'assault', 'not-held', 'has-castle', 'no-castles', 'no-castle', 'ninja-taken', 'no-bushi',
  'not-enough-bushi',
  // marching and fighting
  'not-movable', 'not-adjacent', 'too-far', 'must-stop', 'diversion', 'stacking', 'allied-stacking', 'sabotaged',
  'no-battle',
  // pacts
  'no-pact',
] as const;

export type GekokujoErrorCode = (typeof GEKOKUJO_ERROR_CODES)[number];

/** A refusal with one of the game's codes (a code outside the set does not compile); `params` fill its words. */
export const refuse = (code: GekokujoErrorCode, message: string, params?: Record<string, string | number>): Result<never, RuleError> =>
  err(ruleError(code, message, params));
