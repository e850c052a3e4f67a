/**
 * Why Milton Bradley's Shogun refuses a move: the closed set of codes its validate.ts, and the checks it calls
 * (setup, planning, movement, war, casualties, takeover), may give (the kernel adds its own who-may-move codes
 * before: game-over, bad-seat, bad-move, not-your-turn, wrong-move). One code per rule broken, and `params` carry
 * the sentence's values — `p`/`q` province names, `n`/`k`/`m` numbers, `unit` a unit type, `troop` army or force —
 * so the renderer tells it in the player's language (messages/refusals.ts) without reading the English sentence.
 */
import { err, ruleError, type Result, type RuleError } from '../../kernel/ruleset';

export const MB_ERROR_CODES = [
  // a malformed move (the panels never send one): the renderer's words are general
  'bad-move', 'bad-army', 'bad-count', 'bad-index', 'bad-koku', 'bad-unit', 'unknown-province', 'not-your-card',
  // setup
  'nothing-to-split', 'bad-split', 'named-twice', 'setup-max', 'army-there',
  // planning: koku, building, levy, ronin
  'all-koku', 'build-box', 'fortress-there', 'no-castles', 'no-bases', 'one-per-province', 'army-full', 'force-full',
  'tray-empty', 'too-expensive', 'ronin-room', 'too-many',
  // the ninja, the swords, revenge and regaining armies
  'bad-target', 'bad-sword', 'no-revenge', 'no-regain', 'place-all', 'bad-province', 'pickup-no-room',
  'no-such-ronin-here',
  // movement (Phases A and D)
  'army-lost', 'army-crippled', 'army-moved', 'detach-only-d', 'empty-path', 'army-reach', 'phase-a-own',
  'not-adjacent', 'not-yours', 'not-yours-last', 'swap-end', 'swap-back', 'only-garrison', 'army-no-such-units',
  'force-max', 'army-ronin', 'garrison', 'pickup-empty', 'ronin-alone', 'no-such-units', 'no-such-ronin',
  'army-card-full', 'left-empty', 'detachment', 'not-empty', 'conquered-stay', 'not-yours-nor-empty', 'no-army',
  'crippled-takes-none', 'force-full-in', 'force-ronin-in', 'army-too-many-ronin', 'ronin-ratio',
  // war: declaring and following up battles
  'crippled', 'no-force', 'one-battle', 'round-one', 'not-target', 'not-target-round-one', 'called-off',
  'follow-up-empty', 'no-split', 'army-lacks-units',
  // casualties
  'not-in-battle', 'no-army-fights', 'wrong-count', 'bonus-first', 'daimyo-last',
] as const;

export type MbErrorCode = (typeof MB_ERROR_CODES)[number];

export type MbErrorParams = Record<string, string | number>;

/** A refusal with one of the game's codes (a code outside the set does not compile). */
export const mbError = (code: MbErrorCode, message: string, params?: MbErrorParams): RuleError => ruleError(code, message, params);

/** The same as a failed Result, for checks that return one. */
export const refuse = (code: MbErrorCode, message: string, params?: MbErrorParams): Result<never, RuleError> => err(mbError(code, message, params));
