/**
 * A show on the table (a battle's dice over the board or in a dialog) as the story tells it. A new event that starts
 * a show of seats shown in full (the human's own; bots' when the player watches them, "Bots' turns") opens it by
 * itself, and the story waits for it (story-hold.ts; a show that cannot draw, no WebGL or a starved machine, is
 * closed at the cap and the story goes on). Once it has shown everything (`done`) and what it shows is over as told
 * (`over`), it closes a moment later: the story waits out that moment with it if it was over already, else goes on
 * to tell the end. A show from the feed ("watch it again") waits for the player to close it, the story with it.
 * History (recalled when the table opened, or after: Continue, a reload) never opens by itself, nor does anything
 * under reduced motion (the feed says it; the show stays a click away) or behind the privacy screen (`hidden`).
 */
import { computed, onBeforeUnmount, ref, watch, type ComputedRef, type Ref } from 'vue';
import { useGameStore } from '../../stores/game';
import { useSettingsStore } from '../../stores/settings';
import { recallDetector } from './recall';
import { SHOW_CAP_MS, useStoryHold } from './story-hold';

/** How long a show told now stays once it is done and over (at animation speed 1). */
const LINGER_MS = 1500;

export function useTableShow<S>(o: {
  events: ComputedRef<unknown[]>;
  /** The show that starts at this event, or null. */
  at: (key: number) => S | null;
  /** The seats a show is of. */
  seats: (show: S) => readonly number[];
  showsInFull: (seats: readonly number[]) => boolean;
  /** All of the show is told (default: at once); until then it waits, and so do the shows after it. */
  ready?: (show: S, key: number) => boolean;
  /** What the show shows is over as told (default: at once). */
  over?: (show: S, key: number) => boolean;
  /** A show told while another is open is passed over (default: it takes the other's place). */
  oneAtATime?: boolean;
  hidden?: Ref<boolean>;
  capMs?: number;
}) {
  const game = useGameStore();
  const settings = useSettingsStore();
  const story = useStoryHold(o.capMs ?? SHOW_CAP_MS);
  const recallSeen = recallDetector(() => game.recalled);
  /** The event of the show on the table, or null. */
  const watching = ref<number | null>(null);
  const shown = computed(() => (watching.value === null ? null : o.at(watching.value)));
  /** The show is told now (not one the player asked to see again): it closes by itself. */
  const live = ref(false);
  /** It has shown everything. */
  const finished = ref(false);
  const over = computed(() => watching.value !== null && !!shown.value && (o.over?.(shown.value, watching.value) ?? true));

  function open(key: number, told: boolean): void {
    watching.value = key;
    live.value = told;
    finished.value = false;
    story.hold(told ? undefined : null);
  }
  function close(): void {
    watching.value = null;
    live.value = false;
    story.release();
  }
  // The cap let the story go on before the show said it was done: it closes with it.
  watch(story.held, (held) => !held && live.value && !finished.value && close());

  /** The first event not yet looked at: what lies before it is history or passed over. */
  let next = o.events.value.length;
  watch(
    () => o.events.value.length,
    (n) => {
      if (recallSeen() || settings.reducedMotion || o.hidden?.value || (o.oneAtATime && watching.value !== null)) {
        next = n;
        return;
      }
      for (; next < n; next++) {
        const show = o.at(next);
        if (!show) continue;
        if (o.ready && !o.ready(show, next)) return;
        if (!o.showsInFull(o.seats(show))) continue;
        open(next, true);
        if (o.oneAtATime) return void (next = n);
      }
    },
  );

  let closing: ReturnType<typeof setTimeout> | null = null;
  watch(
    () => live.value && finished.value && over.value,
    (now) => {
      if (closing) clearTimeout(closing);
      closing = now ? setTimeout(close, LINGER_MS / settings.animationSpeed) : null;
    },
  );
  onBeforeUnmount(() => closing && clearTimeout(closing));

  return {
    watching,
    shown,
    close,
    /** A show from the feed, again. */
    watch: (key: number): void => open(key, false),
    /** The show has shown everything. */
    done(): void {
      finished.value = true;
      if (!live.value) return;
      if (over.value) story.hold(null);
      else story.release();
    },
  };
}
