/** The blocks a game's rules reference is written with (rules-section.ts), one maker per kind. */
import type { RulesBlock, RulesSection } from './rules-section';

export const p = (text: string): RulesBlock => ({ kind: 'p', text });
export const list = (items: string[], ordered = false): RulesBlock => ({ kind: 'list', items, ordered });
/** A worked example or an aside. */
export const note = (text: string): RulesBlock => ({ kind: 'note', text });
export const table = (caption: string, head: string[], rows: (string | number)[][]): RulesBlock => ({ kind: 'table', caption, head, rows: rows.map((r) => r.map(String)) });
/** A section of the reference: its id (the same in every language), its title, its blocks and its subsections, if any. */
export const section = (id: string, title: string, blocks: RulesBlock[], sub?: RulesSection[]): RulesSection => (sub ? { id, title, blocks, sub } : { id, title, blocks });
