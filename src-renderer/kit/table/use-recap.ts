/**
 * Keeps what each human seat held at its decisions (the game's `holdings`
 * read from the seat's view; first when the table shows the seat at all) and,
 * at its next decision, the recap of what changed since (recap.ts). Nothing waits for it: it is worked out from the
 * view the decision already shows.
 */
import { computed, ref, watch, type ComputedRef } from 'vue';
import type { FeedLine } from './feed-line';
import { recapLines, type RecapLine } from './recap';
import type { GameTelling, Holdings, TellingContext } from './telling';

interface Options {
  telling: GameTelling;
  /** The held seat deciding now, with its view, or null. */
  acting: ComputedRef<{ seat: number; kind: string; view: unknown } | null>;
  /** The ply the screen shows (a new decision of the same seat and kind is a new ply). */
  ply: () => number;
  events: ComputedRef<unknown[]>;
  context: () => TellingContext;
  /** The human seats' views as told: a seat first seen (the table opened, a game continued) is kept from there. */
  held: ComputedRef<readonly { seat: number; view: unknown }[]>;
  /** The battles told (battles.ts): a place lost in one is shown at its line. */
  battles: ComputedRef<readonly { place: string | null; from: number; to: number }[]>;
}

export interface Recap {
  seat: number;
  lines: RecapLine[];
}

export function useRecap(o: Options): ComputedRef<Recap | null> {
  const kept = new Map<number, { holdings: Holdings; key: number }>();
  const shown = ref<(Recap & { at: string }) | null>(null);
  // Sitting down counts as the last look: a game opened where the bots move first recaps what they did since.
  watch(
    o.held,
    (views) => {
      if (!o.telling.holdings) return;
      for (const v of views) {
        if (kept.has(v.seat)) continue;
        const holdings = o.telling.holdings(v.view, v.seat);
        if (holdings) kept.set(v.seat, { holdings, key: o.events.value.length - 1 });
      }
    },
    { immediate: true },
  );
  const at = (): string => (o.acting.value ? `${o.acting.value.seat}:${o.acting.value.kind}:${o.ply()}` : '');
  watch(
    at,
    (now) => {
      const a = o.acting.value;
      if (!a || !o.telling.holdings || now === '') return;
      const holdings = o.telling.holdings(a.view, a.seat);
      if (!holdings) return;
      const events = o.events.value;
      const before = kept.get(a.seat);
      if (before && before.key <= events.length - 1) {
        const ctx = o.context();
        const lines: FeedLine[] = [];
        for (let key = before.key + 1; key < events.length; key++) {
          const text = o.telling.line(events[key], ctx);
          if (text) lines.push({ key, text, kind: 'other', mine: false, watch: null });
        }
        shown.value = { seat: a.seat, at: now, lines: recapLines(before.holdings, holdings, a.seat, lines, before.key, o.battles.value) };
      }
      kept.set(a.seat, { holdings, key: events.length - 1 });
    },
    { immediate: true },
  );
  return computed(() => (shown.value && shown.value.at === at() && shown.value.lines.length > 0 ? { seat: shown.value.seat, lines: shown.value.lines } : null));
}
