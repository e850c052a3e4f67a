/**
 * A refused move in the player's language, for every game's table and panels: the rule's code picks the words —
 * the game's own (`<game>.refusal.<code>`, its errors.ts codes, in games/<id>/messages/refusals.ts) first, then the
 * kernel's who-may-move codes (`refusal.<code>`: game-over, bad-seat, bad-move, not-your-turn, wrong-move, in
 * i18n/messages/refusal.ts). The code's `params` (names, numbers) fill the words; a game may turn some of them into
 * words of the player's language first (`words`, e.g. a unit's name); a count `n` picks `.one`/`.other` words. Only a refusal without a rule code (the
 * connection, the host) keeps the host's sentence; no engine sentence is ever read.
 */
export type RefusalParams = Record<string, string | number>;

export interface Refusal {
  message: string;
  rule: string | null;
  params?: RefusalParams | undefined;
}

export type Translate = (key: string, params?: RefusalParams) => string;

export function refusalText(game: string, error: Refusal, t: Translate, words?: (params: RefusalParams, t: Translate) => RefusalParams): string {
  if (!error.rule) return error.message;
  const params = error.params && words ? words(error.params, t) : error.params;
  // A number `n` picks the plural form where the words have one (`<key>.one` / `<key>.other`).
  const n = params?.n;
  const plural = typeof n === 'number' ? (n === 1 ? '.one' : '.other') : null;
  for (const base of [`${game}.refusal.${error.rule}`, `refusal.${error.rule}`]) {
    for (const key of plural ? [base + plural, base] : [base]) {
      const text = t(key, params);
      if (text !== key) return text;
    }
  }
  return error.message;
}

/** A rules engine's own RuleError (a panel's local check) as a refusal to tell. */
export const refusalOf = (error: { code: string; message: string; params?: RefusalParams | undefined }): Refusal => ({
  message: error.message,
  rule: error.code,
  params: error.params,
});

/**
 * A pre-send check's verdict (the engine's RuleError from its public.ts, or null when the draft may be sent) in the
 * player's words: the one step every panel that asks before sending takes (issue 22).
 */
export function verdictText(
  game: string,
  refused: { code: string; message: string; params?: RefusalParams | undefined } | null,
  t: Translate,
  words?: (params: RefusalParams, t: Translate) => RefusalParams,
): string | null {
  return refused ? refusalText(game, refusalOf(refused), t, words) : null;
}
