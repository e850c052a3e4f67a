/**
 * "Suggest a move" at the acting seat's decision (docs/hints.md): asks the
 * host (suggestMove) and follows its progress (hintThinking pushes), can
 * cancel it (cancelHint), and publishes the answer as the table's draft
 * (hint.ts) for the game's panel to fill. Offered when the settings allow it:
 * in games with one person (against bots), and between people only with
 * "also in games between people". A new decision (another seat, kind or
 * position) drops the hint and stops one still thinking.
 */
import { computed, getCurrentScope, onScopeDispose, ref, shallowRef, watch, type ComputedRef } from 'vue';
import type { HintSuggestion } from '@shared/contract/messages';
import { getApi } from '../../api';
import { useSettingsStore } from '../../stores/settings';
import type { HintDraft } from './hint';

export interface HintOptions {
  gameId: () => string;
  /** The seat that decides on this screen now, and what it decides (null: none). */
  acting: ComputedRef<{ seat: number; kind: string } | null>;
  /** The position shown (a hint for another ply is stale). */
  ply: () => number;
  /** How many people play at this table. */
  people: () => number;
}

export type HintState = 'idle' | 'thinking' | 'ready' | 'failed';

let nonce = 0;

export function useHint(o: HintOptions) {
  const settings = useSettingsStore();
  const state = ref<HintState>('idle');
  const progress = ref(0);
  const suggestion = shallowRef<HintSuggestion | null>(null);
  const error = ref<string | null>(null);
  const draft = shallowRef<HintDraft | null>(null);

  // A friend's page (a seat played from another computer) offers none: the host refuses a remote seat's hint
  // (src-main/services/remote-access.ts), as the host player's settings decide hints in games between people.
  // (Outside a page, as in unit tests, there is no connection to ask: not remote.)
  const remote = typeof window !== 'undefined' && getApi().remote;
  const offered = computed(() => !remote && settings.hints && o.acting.value !== null && (o.people() <= 1 || settings.hotseatHints));
  /** The decision a hint is for: seat, kind and position. */
  const decisionKey = computed(() => (o.acting.value ? `${o.acting.value.seat}:${o.acting.value.kind}:${o.ply()}` : ''));

  let asking: string | null = null;
  /** Listening for the progress of the hint asked (only while one thinks). */
  let off: (() => void) | null = null;
  const stopListening = (): void => {
    off?.();
    off = null;
  };
  if (getCurrentScope()) {
    onScopeDispose(() => {
      if (state.value === 'thinking') void cancel();
      stopListening();
    });
  }

  function clear(): void {
    state.value = 'idle';
    progress.value = 0;
    suggestion.value = null;
    error.value = null;
    draft.value = null;
  }

  async function ask(): Promise<void> {
    const acting = o.acting.value;
    if (!offered.value || !acting || state.value === 'thinking') return;
    const key = decisionKey.value;
    clear();
    state.value = 'thinking';
    asking = key;
    off ??= getApi().client.onHintThinking((push) => {
      if (state.value === 'thinking' && push.gameId === o.gameId() && push.seat === acting.seat) progress.value = Math.max(progress.value, push.progress);
    });
    try {
      const s = await getApi().client.call({ type: 'suggestMove', gameId: o.gameId(), seat: acting.seat });
      if (asking !== key || decisionKey.value !== key) return; // the decision moved on meanwhile
      suggestion.value = s;
      draft.value = { seat: s.seat, kind: s.kind, ply: s.ply, move: s.move, nonce: ++nonce };
      state.value = 'ready';
    } catch (e) {
      if (asking !== key) return;
      const cancelled = e instanceof Error && /cancelled/.test(e.message);
      if (cancelled) clear();
      else {
        state.value = 'failed';
        error.value = e instanceof Error ? e.message : String(e);
      }
    } finally {
      if (asking === key) asking = null;
      stopListening();
    }
  }

  async function cancel(): Promise<void> {
    const acting = o.acting.value;
    if (state.value !== 'thinking' || !acting) return;
    await getApi().client.call({ type: 'cancelHint', gameId: o.gameId(), seat: acting.seat }).catch(() => undefined);
  }

  watch(decisionKey, (now, before) => {
    if (now === before) return;
    if (state.value === 'thinking' && before) {
      const [seat] = before.split(':');
      void getApi().client.call({ type: 'cancelHint', gameId: o.gameId(), seat: Number(seat) }).catch(() => undefined);
    }
    asking = null;
    clear();
  });

  return { offered, state, progress, suggestion, error, draft, ask, cancel, dismiss: clear };
}

export type TableHint = ReturnType<typeof useHint>;
