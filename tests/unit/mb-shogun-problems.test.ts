/**
 * Milton Bradley's Shogun's refusals in the player's language
 * (src-renderer/games/mb-shogun/problem.ts): every sentence the rules engine
 * can refuse a move with is read from its sources, filled with sample names
 * and numbers, and must come out in German (not the engine's English) with
 * no message key showing — except the sentences about malformed moves,
 * which the panels never send.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { interpolate } from '../../src-renderer/i18n/define';
import { problemText } from '../../src-renderer/games/mb-shogun/problem';
import EN from '../../src-renderer/games/mb-shogun/messages/en';
import DE from '../../src-renderer/games/mb-shogun/messages/de';

const translator =
  (messages: Record<string, string>) =>
  (key: string, params?: Record<string, string | number>): string =>
    messages[key] === undefined ? key : interpolate(messages[key]!, params);
const en = translator(EN);
const de = translator(DE);

/** Codes of malformed moves (a move's shape, unknown ids): the engine's own words stand. */
const MALFORMED = new Set(['bad-move', 'bad-option', 'bad-options', 'bad-players', 'bad-seat', 'bad-koku', 'bad-count', 'bad-index', 'bad-unit', 'bad-army', 'unknown-province', 'not-your-card', 'wrong-move']);

/** A source's template filled in: province names as Echigo, unit names as spearman, other values as 3. */
function fill(template: string): string {
  return template
    .replace(/\$\{provinceName\([^)]*\)\}/g, 'Echigo')
    .replace(/\$\{UNIT_TYPES\[[^\]]*\]\}/g, 'spearman')
    .replace(/\$\{[^}]*\}/g, '3');
}

/** Every `ruleError(code, sentence)` of the engine, and the march checks' sentences (code illegal-move). */
function engineSentences(): { code: string; message: string }[] {
  const dir = new URL('../../src-shared/games/mb-shogun/', import.meta.url);
  const out: { code: string; message: string }[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    for (const m of text.matchAll(/ruleError\('([a-z-]+)',\s*(`[^`]*`|'[^']*'|"[^"]*")/g)) out.push({ code: m[1]!, message: fill(m[2]!.slice(1, -1)) });
    if (file === 'movement.ts') for (const m of text.matchAll(/return (`[^`]*`|'[^']*');/g)) out.push({ code: 'illegal-move', message: fill(m[1]!.slice(1, -1)) });
  }
  return out;
}

describe('MB Shogun refusals in words', () => {
  const sentences = engineSentences();

  it('finds the engine’s sentences', () => {
    expect(sentences.length).toBeGreaterThan(100);
  });

  it('tells every refusal a player can meet in German, with no key showing', () => {
    const untold = sentences.filter((s) => !MALFORMED.has(s.code)).filter((s) => {
      const text = problemText(s, de);
      return text === s.message || text.includes('mb-shogun.');
    });
    expect(untold).toEqual([]);
  });

  it('keeps the names and numbers of the engine’s sentence', () => {
    expect(problemText({ code: 'illegal-move', message: 'Echigo does not border Sado.' }, de)).toBe('Echigo grenzt nicht an Sado.');
    expect(problemText({ code: 'illegal-move', message: 'Army 2 (level 3) moves at most 3 province(s).' }, de)).toBe('Armee 2 (Stufe 3) zieht höchstens 3 Provinzen weit.');
    expect(problemText({ code: 'too-expensive', message: 'These units cost 4 koku; your Levy box holds 3.' }, de)).toBe('Diese Einheiten kosten 4 Koku; dein Feld Ausheben enthält 3.');
    expect(problemText({ code: 'tray-empty', message: 'Your tray has only 2 gunner(s).' }, en)).toBe('Your tray has only 2 gunners left.');
    expect(problemText({ code: 'ronin-ratio', message: 'The force in Kai takes at most 1 ronin (one fewer than its regular units).' }, de)).toBe(
      'Die Provinztruppe in Kai nimmt höchstens 1 Ronin auf (einen weniger als reguläre Einheiten).',
    );
  });

  it('says the engine’s own words only for a malformed move', () => {
    expect(problemText({ code: 'bad-move', message: 'A move is an object with a "type".' }, de)).toBe('A move is an object with a "type".');
  });
});
