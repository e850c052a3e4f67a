/**
 * Failed requests as a player reads them: a headline saying what failed (and
 * what we were doing), and the host's detail. The headline is kept as i18n
 * keys and translated where it is shown (`shownHeadline`), so it follows a
 * language switch; `headline` holds the English text for logs and tests.
 */
import { TenkaRequestError } from '@shared/contract/client';
import { translate } from '../i18n';
import type { Locale } from '../i18n/define';

export interface ShownError {
  /** English headline (logs, tests); show `shownHeadline(error, locale)` instead. */
  headline: string;
  detail: string;
  /** i18n key of what failed, e.g. 'shell.error.bad-options'. */
  key?: string;
  /** What was being done: an i18n key ('shell.doing.startGame') or plain text. */
  doing?: string;
  /** The host's values behind `detail`, to say it in the player's language (ContractError.params). */
  params?: Record<string, string | number>;
}

/** A person-readable account of a failed request. @param doing an i18n key or plain text */
export function describeError(error: unknown, doing?: string): ShownError {
  let key = 'shell.error.unexpected';
  let detail: string;
  if (error instanceof TenkaRequestError) {
    key = `shell.error.${error.code}`;
    if (translate('en', key) === key) key = 'shell.error.failed';
    detail = error.message;
  } else {
    detail = error instanceof Error ? error.message : String(error);
  }
  const params = error instanceof TenkaRequestError ? error.params : undefined;
  const shown: ShownError = { headline: '', detail, key, ...(doing ? { doing } : {}), ...(params ? { params } : {}) };
  shown.headline = shownHeadline(shown, 'en');
  return shown;
}

export function shownHeadline(error: ShownError, locale: Locale): string {
  // Errors made before keys existed (or by other code) carry only the text.
  if (!error.key) return error.headline;
  const headline = translate(locale, error.key);
  return error.doing ? translate(locale, 'shell.error.withDoing', { doing: translate(locale, error.doing), headline }) : headline;
}
