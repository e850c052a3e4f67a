/**
 * The winter on Henn's table: the latest winter told, the board as it was
 * scored (for the summary's region breakdown: the board does not change
 * until the next actions), and whether its summary is still to be read (a
 * winter already scored in the history recalled when the table opened,
 * Continue or a reload, is not news).
 */
import { computed, ref, watch, type ComputedRef } from 'vue';
import type { HennShogunView } from '@shared/games/henn-shogun/public';
import { useGameStore } from '../../stores/game';
import { latestWinter } from './winter-story';

export function useWinter(events: ComputedRef<unknown[]>, shown: ComputedRef<HennShogunView | null>) {
  const game = useGameStore();
  const winter = computed(() => latestWinter(events.value));
  /** The winter whose summary the player has read (by its start). */
  const seen = ref<number | null>(null);
  const board = ref<{ start: number; provinces: HennShogunView['provinces'] } | null>(null);
  watch(
    () => (winter.value?.scored ? winter.value.start : null),
    (start) => {
      if (start !== null && shown.value) board.value = { start, provinces: shown.value.provinces.map((p) => ({ ...p })) };
    },
    { immediate: true },
  );
  watch(
    () => game.recalled[game.shownView?.seat ?? -1] ?? 0,
    (count) => {
      const w = latestWinter(events.value.slice(0, count));
      if (w?.scored && seen.value === null) seen.value = w.start;
    },
    { immediate: true },
  );
  /** A scored winter whose summary is still to be read. */
  const summary = computed(() => (winter.value?.scored && seen.value !== winter.value.start ? winter.value : null));
  /** The winter being told (not scored yet). */
  const running = computed(() => (shown.value?.phase === 'winter' && winter.value && !winter.value.scored ? winter.value : null));
  /** The board as scored, for this winter's summary (null: not kept). */
  const provincesOf = (start: number): HennShogunView['provinces'] | null => (board.value?.start === start ? board.value.provinces : null);
  return { summary, running, provincesOf, read: (start: number): void => void (seen.value = start) };
}
