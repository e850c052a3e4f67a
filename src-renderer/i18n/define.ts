/**
 * One dictionary per screen or area, in `messages/<area>.ts`, English and
 * German side by side so a missing translation is a type error, not a
 * blank on screen. Keys carry their area prefix (`home.newGame`) so every
 * key is unique across files; `{name}` marks a parameter.
 */
export type Locale = 'en' | 'de';
export const LOCALES: readonly { id: Locale; name: string }[] = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'Deutsch' },
];

export interface Dictionary<E extends Record<string, string>> {
  en: E;
  de: { [K in keyof E]: string };
}

export function defineMessages<const E extends Record<string, string>>(en: E, de: { [K in keyof E]: string }): Dictionary<E> {
  return { en, de };
}

/**
 * Fills `{name}` parameters; unknown ones stay visible. `{name|one|other}` is the word for the count `name` in the
 * singular (the count is 1) or the plural: "{n} {n|ring|rings}" says "1 ring", "2 rings" — never "ring(s)" — inside
 * a sentence whose other words do not change with the count (a whole sentence that does has `.one`/`.other` keys).
 * Pure, for code outside Vite too.
 */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text
    .replace(/\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (whole, name: string, one: string, other: string) => (name in params ? (Number(params[name]) === 1 ? one : other) : whole))
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
