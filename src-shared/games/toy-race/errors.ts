/**
 * Why Toy Race refuses a move: the closed set of codes its validate.ts may give. The kernel adds its own
 * who-may-move codes before (game-over, bad-seat, bad-move, not-your-turn, wrong-move). A code names the rule broken,
 * so the renderer can say it in the player's language from the code and `params` alone
 * (src-renderer/games/toy-race/messages/refusals.ts), never from the English sentence.
 */
import { ruleError, type RuleError } from '../../kernel/ruleset';

export const TOY_ERROR_CODES = ['bad-bid', 'bid-out-of-range'] as const;

export type ToyErrorCode = (typeof TOY_ERROR_CODES)[number];

/** A refusal with one of the game's codes (a code outside the set does not compile); `params` fill its words. */
export const refuse = (code: ToyErrorCode, message: string, params?: Record<string, string | number>): RuleError => ruleError(code, message, params);
