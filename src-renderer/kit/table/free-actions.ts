/** One group of a game's free actions in the always-available panel (FreeActionsPanel.vue). */
export interface FreeActionGroup {
  /** Stable id (test ids, keys). */
  id: string;
  title: string;
  /** One line on what the actions do, shown when the group is open. */
  hint?: string;
  actions: { label: string; move: unknown }[];
}
