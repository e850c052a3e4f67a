/**
 * Where a recap line or a pinned battle takes the player: a place on the
 * board (the kit map rings it and brings it into view, MapCanvas.vue) or an
 * event's line in the feed (the log scrolls to it; beside a decision, where
 * the log is hidden, the feed shows the line, TableFeed.vue). One live table
 * at a time, so one shared request; `n` counts requests, so asking for the
 * same place twice shows it twice. A feed line's "show battle" pins that
 * battle again (use-pinned-battle.ts).
 */
import { reactive } from 'vue';

export const tableFocus = reactive<{ place: { id: string; n: number } | null; line: { key: number; n: number } | null; battle: { from: number; n: number } | null }>({
  place: null,
  line: null,
  battle: null,
});
let count = 0;

/** Show a place on the board. */
export function showPlace(id: string): void {
  tableFocus.place = { id, n: ++count };
}

/** Show an event's line in the feed (its key: the event's index among those told). */
export function showLine(key: number): void {
  tableFocus.line = { key, n: ++count };
}

/** Pin a battle again (its first event's key: battles.ts). */
export function showBattle(from: number): void {
  tableFocus.battle = { from, n: ++count };
}
