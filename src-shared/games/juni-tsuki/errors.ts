/**
 * Why Jūni-tsuki refuses a move: the closed set of codes its validate.ts may give (the kernel adds its own
 * who-may-move codes before: game-over, bad-seat, bad-move, not-your-turn, wrong-move). A code names the rule broken,
 * so a program — or the renderer, in the player's language — can tell it without reading the English sentence.
 */
import { ruleError, type RuleError } from '../../kernel/ruleset';

export const JUNI_ERROR_CODES = [
  // the move's shape (whose turn it is and which kind answers the decision: the kernel's codes)
  'bad-move',
  // what is named: points, castles, pieces, players, groups, cards
  'bad-point', 'bad-castle', 'bad-from', 'bad-path', 'bad-target', 'bad-player', 'bad-group', 'bad-family', 'bad-entry',
  'bad-amount', 'recruit-koku', 'march-count', 'not-adjacent', 'not-yours', 'no-piece', 'no-shadow', 'no-daimyo', 'no-ronin', 'no-enemy',
  'no-card', 'nothing-given', 'wrong-element', 'no-nothing', 'nothing-needed', 'no-effect', 'out-of-range', 'too-far',
  // what this month allows
  'no-ap', 'no-koku', 'moved', 'transported', 'bought', 'safe', 'out', 'no-reinforce', 'not-allied', 'not-declarable',
] as const;

export type JuniErrorCode = (typeof JUNI_ERROR_CODES)[number];

/** A refusal with one of the game's codes (a code outside the set does not compile); `params` fill its words. */
export const juniError = (code: JuniErrorCode, message: string, params?: Record<string, string | number>): RuleError => ruleError(code, message, params);
