/** The shape of a game's rules reference (each game's `rules.ts`), drawn by RulesScreen. */
export type RulesBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] }
  /** A worked example or an aside, set off from the text. */
  | { kind: 'note'; text: string };

export interface RulesSection {
  id: string;
  title: string;
  blocks: RulesBlock[];
  sub?: RulesSection[];
}
