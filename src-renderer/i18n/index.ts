/**
 * Translation: `const { t } = useI18n()` in a component, `t('home.newGame')`
 * or `t('game.passTo', { name })`. The locale is a setting (stores/settings);
 * every dictionary in `messages/` is picked up here, so adding an area means
 * adding a file, nothing else. Each game's texts live in its own folder
 * (`games/<id>/messages/en.ts` and `de.ts`, keys prefixed by the game id)
 * and are picked up the same way. An unknown key shows itself (and is caught by
 * tests/unit/i18n.test.ts, which checks every `t('…')` in the sources).
 */
import { computed } from 'vue';
import { useSettingsStore } from '../stores/settings';
import { interpolate, type Dictionary, type Locale } from './define';

const modules = import.meta.glob<Dictionary<Record<string, string>>>('./messages/*.ts', { eager: true, import: 'default' });

export const MESSAGES: Record<Locale, Record<string, string>> = { en: {}, de: {} };
for (const dictionary of Object.values(modules)) {
  Object.assign(MESSAGES.en, dictionary.en);
  Object.assign(MESSAGES.de, dictionary.de);
}

/**
 * A game's texts: `en.ts` and `de.ts` hold one language each; any other file
 * of its messages/ folder holds both (`defineMessages(en, de)`), for a part
 * big enough to keep apart.
 */
const gameModules = import.meta.glob<Record<string, string> | Dictionary<Record<string, string>>>('../games/*/messages/*.ts', { eager: true, import: 'default' });
for (const [path, dictionary] of Object.entries(gameModules)) {
  const [, game, file] = /games\/([^/]+)\/messages\/([^/]+)\.ts$/.exec(path) ?? [];
  if (!game || !file) continue;
  const byLocale = (file === 'en' || file === 'de' ? { [file]: dictionary } : dictionary) as Partial<Record<Locale, Record<string, string>>>;
  for (const locale of ['en', 'de'] as const) {
    // One home per text: a game's keys carry its id, so no game can shadow the shell or another game.
    for (const [key, text] of Object.entries(byLocale[locale] ?? {})) if (key.startsWith(`${game}.`)) MESSAGES[locale][key] = text;
  }
}

export type Params = Record<string, string | number>;

export function translate(locale: Locale, key: string, params?: Params): string {
  return interpolate(MESSAGES[locale][key] ?? MESSAGES.en[key] ?? key, params);
}

/** Numbers as the locale writes them (1,234 / 1.234). */
export function formatNumber(locale: Locale, n: number): string {
  return new Intl.NumberFormat(locale).format(n);
}

export function useI18n() {
  const settings = useSettingsStore();
  const locale = computed(() => settings.locale);
  return {
    locale,
    t: (key: string, params?: Params): string => translate(settings.locale, key, params),
    /** `key.one` when n is 1, else `key.other`, with n as the `{n}` parameter. */
    tn: (key: string, n: number, params?: Params): string => translate(settings.locale, `${key}.${n === 1 ? 'one' : 'other'}`, { n, ...params }),
  };
}
