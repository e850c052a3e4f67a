/**
 * "A warning before send" (issue 22): a move that costs the player something
 * for good — samurai turning ronin, a Daimyō dying, a province left empty,
 * Bushi lost to debt — is held back and its consequences said in words; only
 * the player's confirmation sends it, and Cancel keeps the draft (the panel
 * that made the move is untouched, so its choices stay as they were).
 *
 * The game gives the lines (from its engine's pure consequence function, put
 * into words by the game's renderer); the gate only holds and sends. A move
 * with no lines goes at once.
 */
import { computed, ref, type ComputedRef, type Ref } from 'vue';

export interface ConsequenceGate<M> {
  /** The move waiting for the player's word, or null. */
  held: Ref<M | null>;
  /** The held move's consequences in words. */
  lines: ComputedRef<string[]>;
  /** Sends the move at once when it has no consequences; else holds it and shows the lines. */
  request: (move: M) => void;
  /** The player confirmed: the held move is sent. */
  confirm: () => void;
  /** The player cancelled: nothing is sent. */
  cancel: () => void;
}

export function useConsequenceGate<M>(linesOf: (move: M) => string[], send: (move: M) => void): ConsequenceGate<M> {
  const held = ref<M | null>(null) as Ref<M | null>;
  return {
    held,
    // Worded again when the language changes while the warning shows.
    lines: computed(() => (held.value === null ? [] : linesOf(held.value))),
    request(move) {
      if (linesOf(move).length === 0) {
        held.value = null;
        send(move);
        return;
      }
      held.value = move;
    },
    confirm() {
      const m = held.value;
      held.value = null;
      if (m !== null) send(m);
    },
    cancel() {
      held.value = null;
    },
  };
}
