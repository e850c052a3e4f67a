/**
 * Every key the renderer asks for exists in English and German, and the
 * German text keeps the English text's parameters ({name} …).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, translate } from '../../src-renderer/i18n';

const ROOT = join(__dirname, '../../src-renderer');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path);
    return /\.(vue|ts)$/.test(name) ? [path] : [];
  });
}

/** Keys in `t('…')`, `tn('…', …)` and `translate(locale, '…')` calls with a literal key. */
function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sources(ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(t|tn)\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
      const key = match[1] === 'tn' ? `${match[2]}.one` : match[2]!;
      used.set(key, file);
      if (match[1] === 'tn') used.set(`${match[2]}.other`, file);
    }
  }
  return used;
}

const params = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('translations', () => {
  it('has every key used in the sources, in both languages', () => {
    const missing = [...usedKeys()].filter(([key]) => !(key in MESSAGES.en) || !(key in MESSAGES.de)).map(([key, file]) => `${key} (${file.slice(ROOT.length + 1)})`);
    expect(missing).toEqual([]);
  });

  // With this, a key missing from both catalogues is the only one a screen can still show raw in one language
  // and not the other: tests/e2e/raw-keys.spec.ts walks the games' screens in German only.
  it('English and German have the same keys', () => {
    expect(Object.keys(MESSAGES.en).filter((key) => !(key in MESSAGES.de))).toEqual([]);
    expect(Object.keys(MESSAGES.de).filter((key) => !(key in MESSAGES.en))).toEqual([]);
  });

  it('keeps the parameters of each text in German', () => {
    const differing = Object.keys(MESSAGES.en).filter((key) => params(MESSAGES.en[key]!).join() !== params(MESSAGES.de[key] ?? '').join());
    expect(differing).toEqual([]);
  });

  it('fills parameters and falls back to the key when unknown', () => {
    expect(translate('de', 'common.cancel')).toBe('Abbrechen');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});

describe('counted words (issue 32: "1 ring(s)", "declares 1 battles")', () => {
  it('{n|one|other} picks the word for the count, in both languages', () => {
    expect(translate('en', 'juni-tsuki.event.cardPlayed', { name: 'Aiko', card: 'Fire', rings: 1 })).toBe('Aiko plays Fire with 1 ring.');
    expect(translate('en', 'juni-tsuki.event.cardPlayed', { name: 'Aiko', card: 'Fire', rings: 3 })).toBe('Aiko plays Fire with 3 rings.');
    expect(translate('de', 'juni-tsuki.event.cardPlayed', { name: 'Aiko', card: 'Feuer', rings: 1 })).toBe('Aiko spielt Feuer mit 1 Ring.');
    expect(translate('de', 'juni-tsuki.event.cardPlayed', { name: 'Aiko', card: 'Feuer', rings: 2 })).toBe('Aiko spielt Feuer mit 2 Ringen.');
    expect(translate('en', 'mb-shogun.move.declare', { name: 'Date', n: 1 })).toBe('Date declares 1 battle');
    expect(translate('en', 'mb-shogun.move.declare', { name: 'Date', n: 2 })).toBe('Date declares 2 battles');
    expect(translate('de', 'mb-shogun.move.declare', { name: 'Date', n: 1 })).toBe('Date erklärt 1 Schlacht');
  });

  it('no text leaves the count to the reader: no "(s)", "(e)", "(en)", "(n)" after a word', () => {
    for (const locale of ['en', 'de'] as const) {
      const found = Object.entries(MESSAGES[locale]).filter(([, text]) => /\p{L}\((s|e|en|n)\)/u.test(text));
      expect(found, locale).toEqual([]);
    }
  });

  it('every counted word has the same parameters in German', () => {
    const counted = (text: string): string[] => [...text.matchAll(/\{(\w+)\|/g)].map((m) => m[1]!).sort();
    const differing = Object.keys(MESSAGES.en).filter((key) => new Set(counted(MESSAGES.en[key]!)).size !== new Set(counted(MESSAGES.de[key] ?? '')).size);
    expect(differing).toEqual([]);
  });
});
