/**
 * "Show the guide" from the rules page: the game screen it leads to opens the
 * guide although the player has seen it. One flag, read once by the guide of
 * that game when it mounts.
 */
import { ref } from 'vue';

const requested = ref<string | null>(null);

/** Ask for the guide of `ruleset` in the next table of that game. */
export function requestGuide(ruleset: string): void {
  requested.value = ruleset;
}

/** True (once) when the guide of `ruleset` was asked for. */
export function takeGuideRequest(ruleset: string): boolean {
  if (requested.value !== ruleset) return false;
  requested.value = null;
  return true;
}
