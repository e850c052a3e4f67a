/**
 * The first-game guide's steps (FirstGameGuide.vue): each game lists its own
 * in `src-renderer/games/<id>/guide.ts` (its default export), with the texts
 * in its message catalogue. Found here by folder, so the kit names no game.
 */

export interface GuideStep {
  /**
   * Where the step points: CSS selectors tried in order, the first element on
   * screen is highlighted (a table's layout differs by window size and
   * phase). A step none of whose selectors is on screen is passed over.
   */
  anchor: readonly string[];
  /** Message keys of the step's heading and text (the game's catalogue). */
  title: string;
  text: string;
}

export type GuideSteps = readonly GuideStep[];

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

/**
 * A game's guide through its table: each step a topic (its words are the game's `<game>.guide.<topic>.title` and
 * `.text`) and what it points at, a part of the kit's table or the game's own selectors (in the order to try).
 */
export function tableGuide(game: string, steps: readonly (readonly [topic: string, at: TablePart | readonly string[]])[]): GuideSteps {
  return steps.map(([topic, at]) => ({ anchor: typeof at === 'string' ? TABLE_PARTS[at as TablePart] : (at as readonly string[]), title: `${game}.guide.${topic}.title`, text: `${game}.guide.${topic}.text` }));
}

/** The kit's own last step, the same in every game: where Undo, the rules and this guide are. */
export const KIT_STEPS: GuideSteps = [{ anchor: ['[data-testid="undo-button"]'], title: 'guide.undo.title', text: 'guide.undo.text' }];

const modules = import.meta.glob<GuideSteps>('../../games/*/guide.ts', { eager: true, import: 'default' });

/** The game's steps (then the kit's), or none when the game has no guide. */
export function guideSteps(ruleset: string): GuideSteps {
  for (const [path, steps] of Object.entries(modules)) {
    if (path.endsWith(`/games/${ruleset}/guide.ts`)) return [...steps, ...KIT_STEPS];
  }
  return [];
}

/** Whether the game has a guide (the rules page offers it then). */
export const hasGuide = (ruleset: string): boolean => guideSteps(ruleset).length > 0;
