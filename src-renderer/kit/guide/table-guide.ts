/**
 * A game's first-game guide through the kit's table (kit/table/TableShell.vue):
 * a module of its own, not guide-steps.ts, which loads every game's guide.ts
 * (an import loop through it left the parts uninitialised while a guide was
 * built).
 */
import type { GuideSteps } from './guide-steps';

/**
 * The parts of the kit's table (kit/table/TableShell.vue) a game's guide points at: its frames, the same in every
 * game, so a game names the part and not where the kit draws it.
 */
const TABLE_PARTS = {
  board: ['.area-board'],
  seats: ['.area-seats'],
  status: ['[data-testid="table-status"]', '.area-season'],
  tracks: ['.area-tracks'],
  decision: ['section.decision'],
  feed: ['.area-side > .activity'],
  side: ['.area-side'],
} as const satisfies Record<string, readonly string[]>;
export type TablePart = keyof typeof TABLE_PARTS;

/** The parts whose heading is the same in every game: the kit says it (`guide.part.<part>`), the game only its text. */
const KIT_TITLED = new Set<string>(['board', 'decision', 'feed', 'seats', 'side']);

/**
 * A game's guide through its table: each step a topic (its words are the game's `<game>.guide.<topic>.title` and
 * `.text`) and what it points at, a part of the kit's table or the game's own selectors (in the order to try). A
 * step that is just a part of the table (`'board'`) is about that part: its heading is the kit's, its text the
 * game's `<game>.guide.<part>.text`.
 */
export function tableGuide(game: string, steps: readonly (TablePart | readonly [topic: string, at: TablePart | readonly string[]])[]): GuideSteps {
  return steps.map((step) => {
    const [topic, at] = typeof step === 'string' ? [step, step] : step;
    const title = typeof step === 'string' && KIT_TITLED.has(step) ? `guide.part.${step}` : `${game}.guide.${topic}.title`;
    return { anchor: typeof at === 'string' ? TABLE_PARTS[at as TablePart] : (at as readonly string[]), title, text: `${game}.guide.${topic}.text` };
  });
}
