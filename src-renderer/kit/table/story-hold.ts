/**
 * Holding the story while something the player watches plays out (dice
 * rolling on a tray, a battle shown in full): the feed pauses until the show
 * says it is done — or, as a cap, after `capMs`, since a show that cannot draw
 * (no WebGL) or a starved software renderer may never say so. Leaving the
 * table lets go.
 */
import { onBeforeUnmount, ref } from 'vue';
import { useGameStore } from '../../stores/game';

/** Long enough for a starved software renderer to start and land the dice (seen: over 8 s at load 40). */
export const SHOW_CAP_MS = 20_000;

export function useStoryHold(capMs: number = SHOW_CAP_MS) {
  const game = useGameStore();
  /** The story waits for the show. */
  const held = ref(false);
  let timer: ReturnType<typeof setTimeout> | null = null;
  function release(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    held.value = false;
    game.pause(false);
  }
  /** Hold the story; `cap` null: until released (a show the player opened and closes). */
  function hold(cap: number | null = capMs): void {
    game.pause(true);
    held.value = true;
    if (timer) clearTimeout(timer);
    timer = cap === null ? null : setTimeout(release, cap);
  }
  onBeforeUnmount(release);
  return { held, hold, release };
}
