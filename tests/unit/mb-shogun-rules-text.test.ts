/**
 * Milton Bradley's Shogun's in-app rules reference (src-renderer/games/mb-shogun/rules.ts):
 * English and German say the same things in the same places with the same
 * numbers, and the unverified values are named in the sources section only.
 */
import { describe, expect, it } from 'vitest';
import { FORTRESS_BONUS_RONIN, HOLES_PER_LEVEL, SPEARMEN_PER_KOKU } from '../../src-shared/games/mb-shogun/data/constants';
import { MB_SHOGUN_RULES } from '../../src-renderer/games/mb-shogun/rules';
import type { RulesBlock, RulesSection } from '../../src-renderer/rules/rules-section';

const flat = (sections: RulesSection[]): RulesSection[] => sections.flatMap((s) => [s, ...(s.sub ?? [])]);
const texts = (b: RulesBlock): string[] => (b.kind === 'list' ? b.items : b.kind === 'table' ? [b.caption, ...b.head, ...b.rows.flat()] : [b.text]);
const digits = (b: RulesBlock): string => texts(b).join(' ').match(/\d+/g)?.sort().join(',') ?? '';
const en = flat(MB_SHOGUN_RULES.en);
const de = flat(MB_SHOGUN_RULES.de);

describe('MB Shogun rules reference', () => {
  it('has the same sections, blocks and numbers in English and German', () => {
    expect(de.map((s) => s.id)).toEqual(en.map((s) => s.id));
    en.forEach((section, i) => {
      const other = de[i]!;
      expect(other.blocks.map((b) => b.kind), section.id).toEqual(section.blocks.map((b) => b.kind));
      section.blocks.forEach((block, k) => expect(digits(other.blocks[k]!), `${section.id} block ${k}`).toBe(digits(block)));
    });
  });

  it('covers the round, the war, battles, the ninja and the end, with no empty or half-marked text', () => {
    for (const id of ['overview', 'pieces', 'setup', 'round', 'war', 'battles', 'ninja', 'end']) expect(en.map((s) => s.id)).toContain(id);
    for (const section of [...en, ...de]) {
      for (const text of section.blocks.flatMap(texts)) {
        expect(text.trim(), section.id).not.toBe('');
        expect(text.split('**').length % 2, `unbalanced ** in ${section.id}`).toBe(1);
      }
    }
  });

  it('names the unverified values once, in the sources section, with the engine’s numbers, and keeps OCR notes out of the rules', () => {
    const all = (sections: RulesSection[]): string => sections.flatMap((s) => s.blocks.flatMap(texts)).join('\n');
    const sources = (sections: RulesSection[]): string => all(sections.filter((s) => s.id === 'sources'));
    const rest = (sections: RulesSection[]): string => all(sections.filter((s) => s.id !== 'sources'));
    expect(en.at(-1)!.id).toBe('sources');
    for (const value of [SPEARMEN_PER_KOKU, FORTRESS_BONUS_RONIN, HOLES_PER_LEVEL]) expect(value).toBe(3);
    expect(sources(MB_SHOGUN_RULES.en)).toMatch(/3 spearmen per koku.*3 ronin a fortress adds.*every 3 successful rounds \(the scan could also read 5\)/);
    expect(sources(MB_SHOGUN_RULES.de)).toMatch(/3 Speerträger je Koku.*3 Ronin einer Festung.*je 3 erfolgreiche Runden \(der Scan ließe auch 5 zu\)/);
    expect(sources(MB_SHOGUN_RULES.en)).toMatch(/copied by hand from the printed board/);
    // Developer notes (an OCR's reading, a call for corrections) stay out of the rules a player reads to play.
    for (const text of [rest(MB_SHOGUN_RULES.en), rest(MB_SHOGUN_RULES.de)]) {
      expect(text).not.toMatch(/unverified|unbestätigt|OCR|corrections are welcome|Korrekturen/i);
    }
  });
});
