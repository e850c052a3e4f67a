/**
 * Milton Bradley's Shogun's in-app rules reference (src-renderer/games/mb-shogun/rules.ts):
 * English and German say the same things in the same places with the same
 * numbers, and the unverified values are said to be unverified.
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

  it('marks the unverified values as such, with the engine’s numbers', () => {
    const all = (sections: RulesSection[]): string => sections.flatMap((s) => s.blocks.flatMap(texts)).join('\n');
    for (const [value, en_, de_] of [
      [SPEARMEN_PER_KOKU, /\b3 spearmen \(unverified/, /3 Speerträger \(unbestätigt/],
      [FORTRESS_BONUS_RONIN, /3 ronin instead \(unverified/, /3 Ronin \(unbestätigt/],
      [HOLES_PER_LEVEL, /every 3 successful rounds \(unverified/, /je 3 erfolgreiche Runden \(unbestätigt/],
    ] as const) {
      expect(value).toBe(3);
      expect(all(MB_SHOGUN_RULES.en)).toMatch(en_);
      expect(all(MB_SHOGUN_RULES.de)).toMatch(de_);
    }
    expect(all(MB_SHOGUN_RULES.en)).toMatch(/transcribed by hand/);
  });
});
