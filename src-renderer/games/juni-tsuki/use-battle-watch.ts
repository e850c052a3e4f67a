/**
 * Jūni-tsuki's battles in the dice dialog. A battle the human fights (or any,
 * when the player watches bots' battles: "Bots' turns") opens its dice as
 * soon as its skirmishes are told; the story waits for the dice and goes on a
 * moment after (kit/table/story-hold.ts caps the wait: dice that cannot
 * finish, no WebGL or a starved machine, let the story go on). Battles
 * recalled from the record when the table opened are history, not opened. A
 * battle from the feed ("watch it again") waits for the player to close it.
 * The focus goes to the dialog's close button and back where it was.
 */
import { computed, nextTick, ref, watch, type ComputedRef, type Ref } from 'vue';
import { useGameStore } from '../../stores/game';
import { useSettingsStore } from '../../stores/settings';
import { recallDetector } from '../../kit/table/recall';
import { useStoryHold } from '../../kit/table/story-hold';
import { battleAt } from './battle-story';

/** How long a battle opened live may take to show its dice before the story goes on by itself. */
const LIVE_CAP_MS = 10_000;

export function useBattleWatch(o: { events: ComputedRef<unknown[]>; showsInFull: (seats: readonly number[]) => boolean; hidden: Ref<boolean>; dialog: Ref<HTMLElement | null> }) {
  const game = useGameStore();
  const settings = useSettingsStore();
  const story = useStoryHold(LIVE_CAP_MS);
  const watching = ref<number | null>(null);
  const watched = computed(() => (watching.value === null ? null : battleAt(o.events.value, watching.value)));
  /** The battle on show was opened live (as told), not from the feed. */
  const live = ref(false);
  let returnFocus: HTMLElement | null = null;

  function open(key: number, cap: number | null): void {
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    watching.value = key;
    // A battle from the feed waits for the player (no cap: held until closed).
    story.hold(cap);
    void nextTick(() => o.dialog.value?.querySelector<HTMLElement>('[data-testid="close-battle"]')?.focus());
  }
  function close(): void {
    live.value = false;
    watching.value = null;
    story.release();
    returnFocus?.focus();
  }
  // Released by the cap (the dice never said they were done): the dialog closes with it.
  watch(story.held, (held) => !held && watching.value !== null && close());

  const autoOpened = new Set<number>();
  const recallSeen = recallDetector(() => game.recalled);
  watch(
    () => o.events.value.length,
    (n, before) => {
      const isRecall = recallSeen();
      if (isRecall || before === undefined || settings.reducedMotion || watching.value !== null || o.hidden.value) {
        // History and battles already past are not opened later.
        for (let i = 0; i < n; i++) autoOpened.add(i);
        return;
      }
      for (let i = Math.max(0, before - 12); i < n; i++) {
        if (autoOpened.has(i)) continue;
        const b = battleAt(o.events.value, i);
        if (!b) continue;
        const complete = i + 1 + b.skirmishes.length < n || !game.playing;
        if (!complete) continue;
        autoOpened.add(i);
        if (!o.showsInFull([b.attacker, b.defender])) continue;
        open(i, LIVE_CAP_MS);
        live.value = true;
        return;
      }
    },
  );
  return {
    watching,
    watched,
    close,
    /** A battle from the feed. */
    watch: (key: number): void => open(key, null),
    /** The dice have shown everything: a battle opened live closes a moment after. */
    shown(): void {
      if (live.value) story.hold(1500 / settings.animationSpeed);
    },
  };
}
