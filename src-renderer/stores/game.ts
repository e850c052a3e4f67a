/**
 * The open game as this connection knows it: the summary, the views of the
 * seats it holds (or, with no human seat, seat 0's view when the host allows
 * it), and updates pushed by the host. Serialisable data only — the Pixi
 * layer reads it, never the other way round.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { GameSummary, SeatView } from '@shared/contract/messages';
import { TenkaRequestError } from '@shared/contract/client';
import { getApi } from '../api';
import { describeError, type ShownError } from './errors';

const SPECTATOR_POLL_MS = 1500;
const MAX_EVENTS = 600;

export const useGameStore = defineStore('game', () => {
  const gameId = ref<string | null>(null);
  const summary = ref<GameSummary | null>(null);
  const views = ref<SeatView[]>([]);
  /** Seat whose view is shown. */
  const shownSeat = ref<number | null>(null);
  const loading = ref(false);
  const error = ref<ShownError | null>(null);
  /** Events pushed since the game was opened, per held seat (each seat's are redacted for it), newest last. */
  const events = ref<Record<number, unknown[]>>({});
  /** The last refused move, with the rule's message, shown next to the panel that sent it. */
  const moveError = ref<{ seat: number; message: string; rule: string | null } | null>(null);
  const submitting = ref(false);
  let unsubscribe: (() => void) | null = null;
  let summaryTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;

  const shownView = computed<SeatView | null>(() => views.value.find((v) => v.seat === shownSeat.value) ?? views.value[0] ?? null);

  async function open(id: string): Promise<void> {
    close();
    gameId.value = id;
    loading.value = true;
    const client = getApi().client;
    unsubscribe = client.onGameUpdate((update) => {
      if (update.gameId !== gameId.value) return;
      const { events: pushed, ...view } = update;
      if (pushed.length > 0) {
        const list = [...(events.value[view.seat] ?? []), ...pushed];
        events.value = { ...events.value, [view.seat]: list.slice(-MAX_EVENTS) };
      }
      setView(view);
      scheduleSummaryRefresh();
    });
    try {
      const opened = await client.call({ type: 'openGame', gameId: id });
      if (gameId.value !== id) return;
      summary.value = opened.game;
      views.value = opened.views;
      if (opened.views.length === 0) await loadSpectatorView(id);
      shownSeat.value = views.value[0]?.seat ?? null;
      error.value = null;
      // A spectator holds no seat, so the host may push nothing: poll until the game ends.
      if (opened.views.length === 0) startPolling();
    } catch (e) {
      if (gameId.value === id) error.value = describeError(e, 'Opening the game');
    } finally {
      if (gameId.value === id) loading.value = false;
    }
  }

  /** All seats are bots: show seat 0's view if the host will give it; a refusal is not an error. */
  async function loadSpectatorView(id: string): Promise<void> {
    try {
      setView(await getApi().client.call({ type: 'getView', gameId: id, seat: 0 }));
    } catch (e) {
      if (!(e instanceof TenkaRequestError && e.code === 'not-your-seat')) throw e;
    }
  }

  function setView(view: SeatView): void {
    const others = views.value.filter((v) => v.seat !== view.seat);
    views.value = [...others, view].sort((a, b) => a.seat - b.seat);
    if (summary.value) {
      summary.value = { ...summary.value, ply: Math.max(summary.value.ply, view.ply), finished: summary.value.finished || view.result !== null, result: view.result ?? summary.value.result };
    }
  }

  /** Pushes carry views, not summaries; refresh the summary (round, result) at most a few times a second. */
  function scheduleSummaryRefresh(): void {
    if (summaryTimer) return;
    summaryTimer = setTimeout(() => {
      summaryTimer = null;
      void refreshSummary();
    }, 250);
  }

  async function refreshSummary(): Promise<void> {
    const id = gameId.value;
    if (!id) return;
    try {
      const games = await getApi().client.call({ type: 'listGames' });
      const found = games.find((g) => g.gameId === id);
      if (found && gameId.value === id) summary.value = found;
    } catch {
      // The next push or reopen will try again; the board keeps its last state.
    }
  }

  function startPolling(): void {
    pollTimer ??= setInterval(() => {
      const id = gameId.value;
      if (!id) return stopPolling();
      void refreshSummary().then(async () => {
        if (gameId.value !== id) return;
        await loadSpectatorView(id).catch(() => undefined);
        // One last refresh after the end so the final view and result show; then stop.
        if (summary.value?.finished) stopPolling();
      });
    }, SPECTATOR_POLL_MS);
  }

  function stopPolling(): void {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  }

  function close(): void {
    stopPolling();
    unsubscribe?.();
    unsubscribe = null;
    if (summaryTimer) clearTimeout(summaryTimer);
    summaryTimer = null;
    gameId.value = null;
    summary.value = null;
    views.value = [];
    events.value = {};
    moveError.value = null;
    submitting.value = false;
    shownSeat.value = null;
    error.value = null;
    loading.value = false;
  }

  /** Send a held seat's move; true when the host took it, else `moveError` says why. */
  async function submit(seat: number, move: unknown): Promise<boolean> {
    const id = gameId.value;
    if (!id) return false;
    submitting.value = true;
    try {
      await getApi().client.call({ type: 'submitMove', gameId: id, seat, move });
      if (gameId.value === id) moveError.value = null;
      return true;
    } catch (e) {
      if (gameId.value !== id) return false;
      if (e instanceof TenkaRequestError) moveError.value = { seat, message: e.message, rule: e.rule ?? null };
      else moveError.value = { seat, message: describeError(e).detail, rule: null };
      return false;
    } finally {
      if (gameId.value === id) submitting.value = false;
    }
  }

  return { gameId, summary, views, shownSeat, shownView, events, moveError, submitting, loading, error, open, close, refreshSummary, submit };
});
