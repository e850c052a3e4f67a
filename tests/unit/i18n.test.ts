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

  it('keeps the parameters of each text in German', () => {
    const differing = Object.keys(MESSAGES.en).filter((key) => params(MESSAGES.en[key]!).join() !== params(MESSAGES.de[key] ?? '').join());
    expect(differing).toEqual([]);
  });

  it('fills parameters and falls back to the key when unknown', () => {
    expect(translate('de', 'common.cancel')).toBe('Abbrechen');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
