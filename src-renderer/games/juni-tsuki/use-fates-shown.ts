/**
 * The year end's fate cards over the board: shown from the year end through
 * the next year's first month (or at the end), until the player closes them.
 * The year closed is kept per game (localStorage): closed once, they stay
 * closed when the game is opened again (they reopened at every visit).
 */
import { computed, ref, watch, type ComputedRef, type Ref } from 'vue';
import { lastFates } from './fate-cards';

export function useFatesShown(gameId: () => string, events: ComputedRef<unknown[]>, hidden: Ref<boolean>) {
  const fates = computed(() => lastFates(events.value));
  const key = (): string => `tenka.fatesClosed.${gameId()}`;
  function readClosed(): number | null {
    try {
      const v = Number(localStorage.getItem(key()));
      return Number.isInteger(v) && v > 0 ? v : null;
    } catch {
      return null;
    }
  }
  const closed = ref<number | null>(readClosed());
  watch(closed, (year) => {
    try {
      if (year !== null) localStorage.setItem(key(), String(year));
    } catch {
      /* storage blocked: closed for this visit only */
    }
  });
  const show = computed(() => fates.value !== null && fates.value.monthsSince <= 1 && closed.value !== fates.value.year && !hidden.value);
  return { fates, show, close: (): void => void (fates.value && (closed.value = fates.value.year)) };
}
