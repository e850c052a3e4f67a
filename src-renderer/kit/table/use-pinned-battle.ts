/**
 * The battle a human seat fought stays readable: when one of theirs ends in
 * the telling it is pinned (PinnedBattle.vue in the decision column) until
 * the player closes it, another is pinned, or a decision that needs the
 * column's room comes (`yieldRoom`); a feed line's "show battle" pins any
 * battle again (tableFocus.battle), and one the player asked for stays. A
 * battle already told when the table opened (the record recalled) is not
 * pinned by itself.
 */
import { computed, ref, watch, type ComputedRef } from 'vue';
import { findBattles, lastBattleOf, type Battle } from './battles';
import type { GameTelling, TellingContext } from './telling';
import { tableFocus } from './table-focus';
import type { FeedLine } from './feed-line';

export function usePinnedBattle(o: {
  telling: GameTelling;
  events: ComputedRef<unknown[]>;
  humans: ComputedRef<ReadonlySet<number>>;
  context: () => TellingContext;
  /** Did the event list change because the record was recalled (recall.ts)? History is never pinned as news. */
  recalled: () => boolean;
  /** The feed holds this line back (a throw still falling): a battle with such a line is not shown yet. */
  held?: (key: number) => boolean;
}) {
  const battles = computed<Battle[]>(() => {
    const mark = o.telling.battle;
    if (!mark) return [];
    const ctx = o.context();
    return findBattles(o.events.value, (e) => mark(e, ctx));
  });
  const pinnedFrom = ref<number | null>(null);
  /** The player asked for the pinned battle ("show battle"): it does not yield to a decision. */
  const asked = ref(false);
  let seen: number | null | undefined;
  watch(
    () => lastBattleOf(battles.value, o.humans.value)?.from ?? null,
    (from) => {
      // The first look is what the table opened on, and a recall brings back what was told before: neither is pinned.
      const recall = o.recalled();
      if (!recall && seen !== undefined && from !== null && from !== seen && (seen === null || from > seen)) {
        pinnedFrom.value = from;
        asked.value = false;
      }
      seen = from;
    },
    { immediate: true },
  );
  watch(
    () => tableFocus.battle,
    (ask) => {
      if (!ask) return;
      pinnedFrom.value = ask.from;
      asked.value = true;
    },
  );
  const pinned = computed(() => {
    const b = battles.value.find((x) => x.from === pinnedFrom.value) ?? null;
    if (!b || !o.held) return b;
    // Its result waits, as its line in the feed does, until the throw has landed (issue 32).
    for (let key = b.from; key <= b.to; key++) if (o.held(key)) return null;
    return b;
  });
  /** The pinned battle's lines in the game's words (its dice, casualties, result). */
  const lines = computed<FeedLine[]>(() => {
    const b = pinned.value;
    if (!b) return [];
    const ctx = o.context();
    const out: FeedLine[] = [];
    for (let key = b.from; key <= b.to; key++) {
      const text = o.telling.line(o.events.value[key], ctx);
      if (text) out.push({ key, text, kind: 'battle', mine: true, watch: null });
    }
    return out;
  });
  function close(): void {
    pinnedFrom.value = null;
  }
  /** A decision needs the column's room (issue 32): a battle pinned by itself gives way; the feed keeps it one click away. */
  function yieldRoom(): void {
    if (!asked.value) close();
  }
  return { battles, pinned, lines, close, yieldRoom };
}
