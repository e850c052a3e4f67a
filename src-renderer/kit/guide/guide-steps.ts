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
