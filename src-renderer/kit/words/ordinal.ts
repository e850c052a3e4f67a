/**
 * Places in words ("1st", "2nd" / "1.", "2."), for the start choices the
 * player's record counts by a place in an order (games/<id>/index.ts
 * `startChoice`). The engines' fairness hooks give a place as English
 * "1st", "2nd"…; `placeOf` reads the number back.
 */
import type { Locale } from '../../i18n/define';

const EN_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const enRules = new Intl.PluralRules('en', { type: 'ordinal' });

/** The place `n` (1-based) as a player reads it in `locale`. */
export function ordinal(n: number, locale: Locale): string {
  return locale === 'de' ? `${n}.` : `${n}${EN_SUFFIX[enRules.select(n)] ?? 'th'}`;
}

/** A fairness hook's place key ("1st") in `locale`'s words; a key that is no place stays as it is. */
export function placeWords(key: string, locale: Locale): string {
  const n = /^(\d+)(st|nd|rd|th)$/.exec(key);
  return n ? ordinal(Number(n[1]), locale) : key;
}
