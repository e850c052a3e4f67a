/**
 * The in-app rules reference (src-renderer/games/henn-shogun/rules.ts): English and
 * German say the same things in the same places, and its tables agree with
 * the engine's data.
 */
import { describe, expect, it } from 'vitest';
import { EVENTS, winterRevolts } from '../../src-shared/games/henn-shogun/data/cards';
import { PROVINCES } from '../../src-shared/games/henn-shogun/data/provinces';
import { HENN_SHOGUN_RULES, SHORTFALL_ROWS, type RulesBlock, type RulesSection } from '../../src-renderer/games/henn-shogun/rules';

const flat = (sections: RulesSection[]): RulesSection[] => sections.flatMap((s) => [s, ...(s.sub ?? [])]);
const texts = (b: RulesBlock): string[] => (b.kind === 'list' ? b.items : b.kind === 'table' ? [b.caption, ...b.head, ...b.rows.flat()] : [b.text]);
const digits = (b: RulesBlock): string => texts(b).join(' ').match(/\d+/g)?.sort().join(',') ?? '';

const en = flat(HENN_SHOGUN_RULES.en);
const de = flat(HENN_SHOGUN_RULES.de);

describe('rules reference', () => {
  it('has the same sections, blocks and numbers in English and German', () => {
    expect(de.map((s) => s.id)).toEqual(en.map((s) => s.id));
    en.forEach((section, i) => {
      const other = de[i]!;
      expect(other.blocks.map((b) => b.kind), section.id).toEqual(section.blocks.map((b) => b.kind));
      section.blocks.forEach((block, k) => {
        const twin = other.blocks[k]!;
        expect(digits(twin), `${section.id} block ${k}`).toBe(digits(block));
        if (block.kind === 'list' && twin.kind === 'list') expect(twin.items.length).toBe(block.items.length);
        if (block.kind === 'table' && twin.kind === 'table') expect(twin.rows.map((r) => r.length)).toEqual(block.rows.map((r) => r.length));
      });
    });
  });

  it('has unique ids, titles and no empty or half-marked text', () => {
    expect(new Set(en.map((s) => s.id)).size).toBe(en.length);
    for (const section of [...en, ...de]) {
      expect(section.title.trim()).not.toBe('');
      for (const text of section.blocks.flatMap(texts)) {
        expect(text.trim(), section.id).not.toBe('');
        expect(text.split('**').length % 2, `unbalanced ** in ${section.id}: ${text}`).toBe(1);
      }
    }
  });

  it('covers what a player must know', () => {
    const ids = en.map((s) => s.id);
    for (const id of ['overview', 'setup', 'planning', 'seat-order', 'event', 'actions', 'battles', 'revolts', 'winter', 'scoring', 'end', 'sides', 'three-players']) expect(ids).toContain(id);
  });

  it('prints the winter table as the engine plays it', () => {
    // Each printed row covers a range of shortfalls with one result.
    SHORTFALL_ROWS.forEach((row, i) => {
      const next = SHORTFALL_ROWS[i + 1]?.from ?? row.from + 5;
      for (let shortfall = row.from; shortfall < next; shortfall++) expect(winterRevolts(shortfall)).toEqual(winterRevolts(row.from));
    });
    const table = HENN_SHOGUN_RULES.de.find((s) => s.id === 'winter')!.blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows).toEqual(SHORTFALL_ROWS.map((r) => [r.label, String(winterRevolts(r.from).revolts), String(winterRevolts(r.from).extraPeasants)]));
  });

  it('lists every event card’s winter rice loss', () => {
    const events = en.find((s) => s.id === 'event')!.blocks.find((b) => b.kind === 'table');
    if (events?.kind !== 'table') throw new Error('no event table');
    const printed = events.rows.flatMap((r) => r[1]!.split(' / ').map(Number)).sort((a, b) => a - b);
    expect(printed).toEqual(EVENTS.map((e) => e.riceLoss).sort((a, b) => a - b));
  });

  it('names the provinces out of play with three players, sun and moon', () => {
    const three = de.find((s) => s.id === 'three-players')!.blocks.find((b) => b.kind === 'list');
    if (three?.kind !== 'list') throw new Error('no list');
    for (const p of PROVINCES.filter((p) => p.excluded3pSun)) expect(three.items[0]).toContain(p.name);
    for (const p of PROVINCES.filter((p) => p.excluded3pMoon)) expect(three.items[1]).toContain(p.name);
  });
});
