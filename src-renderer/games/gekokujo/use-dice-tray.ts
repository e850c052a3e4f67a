/**
 * Gekokujō's battles on the dice tray over the board: each new roll of a
 * battle shown in full (the human's own; bots' when the player watches them,
 * "Bots' turns") rolls as it is told, the story waiting for it
 * (kit/table/story-hold.ts); once its battle is over and its dice have
 * landed, the tray gives the board back. A roll from the feed ("watch it
 * again") stays until closed. The history recalled when the table opened (or
 * after: Continue, a reload, a stored position) is not rolled.
 */
import { computed, onBeforeUnmount, ref, watch, type ComputedRef } from 'vue';
import { useGameStore } from '../../stores/game';
import { useSettingsStore } from '../../stores/settings';
import { recallDetector } from '../../kit/table/recall';
import { useStoryHold } from '../../kit/table/story-hold';
import { asEvent, diceEvent } from './telling';

export function useDiceTray(events: ComputedRef<unknown[]>, showsInFull: (seats: readonly number[]) => boolean) {
  const game = useGameStore();
  const settings = useSettingsStore();
  const story = useStoryHold();
  /** Dice events already there when the table opened are history: only new rolls play by themselves. */
  const firstLive = ref(events.value.length);
  const recallSeen = recallDetector(() => game.recalled);
  /** The roll on the tray (its event's key), or null. */
  const watching = ref<number | null>(null);
  /** The watched roll is being told now (not one the player asked to see again): it closes by itself. */
  const live = ref(false);
  const shownDice = computed(() => (watching.value === null ? null : diceEvent(events.value[watching.value])));
  watch(
    () => events.value.length,
    (n, before) => {
      if (recallSeen()) {
        firstLive.value = n;
        return;
      }
      // Reduced motion: nothing rolls, the feed says the hits; the dice stay a click away in the feed.
      if (settings.reducedMotion) return;
      for (let i = Math.max(before ?? n, firstLive.value); i < n; i++) {
        const dice = diceEvent(events.value[i]);
        if (dice && showsInFull(dice.sides)) {
          watching.value = i;
          live.value = true;
          story.hold();
        }
      }
    },
  );
  /** The tray of the watched roll has shown everything. */
  const trayDone = ref(false);
  watch(watching, () => (trayDone.value = false));
  function done(): void {
    trayDone.value = true;
    story.release();
  }
  /** Its battle is over (as told). */
  const battleOver = computed(() => {
    const at = watching.value;
    const dice = shownDice.value;
    if (at === null || !dice) return false;
    return events.value.slice(at + 1).some((raw) => {
      const e = asEvent(raw);
      return (e?.type === 'battle-end' && e.province === dice.province) || e?.type === 'round-start';
    });
  });
  let closeTimer: ReturnType<typeof setTimeout> | null = null;
  watch(
    () => battleOver.value && trayDone.value && live.value,
    (over) => {
      if (closeTimer) clearTimeout(closeTimer);
      closeTimer = over ? setTimeout(() => (watching.value = null), settings.reducedMotion ? 0 : 1500) : null;
    },
  );
  onBeforeUnmount(() => closeTimer && clearTimeout(closeTimer));
  return {
    watching,
    shownDice,
    done,
    /** A roll from the feed, again. */
    rewatch(key: number): void {
      live.value = false;
      watching.value = key;
    },
    close(): void {
      watching.value = null;
      story.release();
    },
  };
}
