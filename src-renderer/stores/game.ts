/**
 * The open game as this connection knows it: the summary, the views of the
 * seats it holds (or, with no human seat, seat 0's view when the host allows
 * it), updates pushed by the host, and the bots' thinking. Serialisable data
 * only — the Pixi layer reads it, never the other way round.
 *
 * Event playback: the host runs bots at once, so updates arrive in bursts.
 * Each update (one move: its views and events) waits in a queue; when its
 * turn comes its views are shown and its events are told one by one at the
 * animation speed of the settings (reduced motion: all at once). `views`
 * and `events` are what the table shows; `latest` is the truth, and moves
 * are judged by the host against it. `playing` stays true until the queue is
 * empty, so a table can hold a decision back until the story has caught up;
 * `skip()` catches up at once.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { BotThinkingPush, GameSummary, SeatView } from '@shared/contract/messages';
import { TenkaRequestError } from '@shared/contract/client';
import { getApi } from '../api';
import { describeError, type ShownError } from './errors';
import { useSettingsStore } from './settings';

const SPECTATOR_POLL_MS = 1500;
const MAX_EVENTS = 2000;
/** How long one event of weight 1 stays the newest in the feed at speed 1. */
export const EVENT_MS = 900;

/** Weight of an event in the playback: 0 = told at once (bookkeeping), 1 = a normal beat. */
export type EventPace = (event: unknown) => number;

/** One move as pushed: per held seat, its view and the events it may see. */
interface Step {
  ply: number;
  updates: { view: SeatView; events: unknown[] }[];
  /** The seat whose events are told (the seat shown when the step began). */
  narrator: number | null;
  /** How many of the narrator's events are told already. */
  told: number;
  started: boolean;
}

export interface BotThinking {
  kind: string;
  progress: number;
  elapsedMs: number;
  budgetMs: number;
}

export const useGameStore = defineStore('game', () => {
  const settings = useSettingsStore();
  const gameId = ref<string | null>(null);
  const summary = ref<GameSummary | null>(null);
  /** The views the table shows: behind `latest` while an update is still being told. */
  const views = ref<SeatView[]>([]);
  /** The newest view of every held seat. */
  const latest = ref<SeatView[]>([]);
  /** Seat whose view is shown. */
  const shownSeat = ref<number | null>(null);
  const loading = ref(false);
  const error = ref<ShownError | null>(null);
  /** Events told since the game was opened, per held seat (each seat's are redacted for it), newest last. */
  const events = ref<Record<number, unknown[]>>({});
  /** The last refused move, with the rule's message, shown next to the panel that sent it. */
  const moveError = ref<{ seat: number; message: string; rule: string | null } | null>(null);
  const submitting = ref(false);
  /** Bots thinking now, by seat, from the host's botThinking pushes. */
  const thinking = ref<Record<number, BotThinking>>({});
  /** Updates not yet told (the first may be half told). */
  const queue = ref<Step[]>([]);
  /** Paused by the table, e.g. while the player watches a throw in the tower. */
  const paused = ref(false);
  let pace: EventPace = () => 1;
  let lastBegunPly = -1;
  let unsubscribe: (() => void)[] = [];
  let summaryTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let playTimer: ReturnType<typeof setTimeout> | null = null;

  /**
   * Hotseat: while no player has claimed the screen, show only what everyone
   * may see (the table's `redact` turns the seat's own secrets face down).
   */
  const publicOnly = ref(false);
  let redact: ((view: unknown) => unknown) | null = null;
  const shownView = computed<SeatView | null>(() => {
    const view = views.value.find((v) => v.seat === shownSeat.value) ?? views.value[0] ?? null;
    return view && publicOnly.value && redact ? { ...view, view: redact(view.view) } : view;
  });
  /** Who must decide right now, by the newest view (not held back by the playback). */
  const livePending = computed(() => (latest.value.find((v) => v.seat === shownSeat.value) ?? latest.value[0])?.pending ?? []);
  /** True while pushed updates are still being told. */
  const playing = computed(() => queue.value.length > 0);
  /** Events still to tell (of the narrated seat). */
  const backlog = computed(() => queue.value.reduce((n, s, i) => n + (i === 0 ? narratorEvents(s).length - s.told : narratorEvents(s).length), 0));

  async function open(id: string): Promise<void> {
    close();
    gameId.value = id;
    loading.value = true;
    const client = getApi().client;
    unsubscribe = [
      client.onGameUpdate((update) => {
        if (update.gameId !== gameId.value) return;
        const { events: pushed, ...view } = update;
        receive(view, pushed);
        scheduleSummaryRefresh();
      }),
      client.onBotThinking((push) => {
        if (push.gameId === gameId.value) think(push);
      }),
    ];
    try {
      const opened = await client.call({ type: 'openGame', gameId: id });
      if (gameId.value !== id) return;
      summary.value = opened.game;
      latest.value = opened.views;
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
      const view = await getApi().client.call({ type: 'getView', gameId: id, seat: 0 });
      latest.value = upsert(latest.value, view);
      if (queue.value.length === 0) views.value = upsert(views.value, view);
      noteSummary(view);
    } catch (e) {
      if (!(e instanceof TenkaRequestError && e.code === 'not-your-seat')) throw e;
    }
  }

  function upsert(list: SeatView[], view: SeatView): SeatView[] {
    return [...list.filter((v) => v.seat !== view.seat), view].sort((a, b) => a.seat - b.seat);
  }

  function noteSummary(view: SeatView): void {
    if (summary.value) {
      summary.value = { ...summary.value, ply: Math.max(summary.value.ply, view.ply), finished: summary.value.finished || view.result !== null, result: view.result ?? summary.value.result };
    }
  }

  /** A pushed update joins the step of its move (one push per held seat), then waits its turn. */
  function receive(view: SeatView, pushed: unknown[]): void {
    latest.value = upsert(latest.value, view);
    noteSummary(view);
    const stillThinking = new Set(view.pending.map((p) => p.seat));
    const next = { ...thinking.value };
    for (const seat of Object.keys(next).map(Number)) if (!stillThinking.has(seat)) delete next[seat];
    thinking.value = next;
    // The pushes of one move (one per held seat) may arrive after its telling began.
    const same = queue.value.find((s) => s.ply === view.ply);
    if (same) {
      same.updates.push({ view, events: pushed });
      if (same.started) showAside(view, pushed);
    } else if (view.ply <= lastBegunPly) {
      showAside(view, pushed);
    } else {
      queue.value = [...queue.value, { ply: view.ply, updates: [{ view, events: pushed }], narrator: null, told: 0, started: false }];
    }
    play();
  }

  function think(push: BotThinkingPush): void {
    const next = { ...thinking.value };
    if (push.done) delete next[push.seat];
    else next[push.seat] = { kind: push.kind, progress: Math.max(0, Math.min(1, push.progress)), elapsedMs: push.elapsedMs, budgetMs: push.budgetMs };
    thinking.value = next;
  }

  function narratorEvents(step: Step): unknown[] {
    return (step.updates.find((u) => u.view.seat === step.narrator) ?? step.updates[0])?.events ?? [];
  }

  function append(seat: number, list: unknown[]): void {
    if (list.length === 0) return;
    const all = [...(events.value[seat] ?? []), ...list];
    events.value = { ...events.value, [seat]: all.slice(-MAX_EVENTS) };
  }

  /** A seat's update that is not narrated: its view and events show at once. */
  function showAside(view: SeatView, pushed: unknown[]): void {
    views.value = upsert(views.value, view);
    append(view.seat, pushed);
  }

  /** Show a step's views and the events of every seat but the narrator's (those are told one by one). */
  function begin(step: Step): void {
    step.started = true;
    lastBegunPly = Math.max(lastBegunPly, step.ply);
    step.narrator = step.updates.some((u) => u.view.seat === shownSeat.value) ? shownSeat.value : (step.updates[0]?.view.seat ?? null);
    let shown = views.value;
    for (const u of step.updates) {
      shown = upsert(shown, u.view);
      if (u.view.seat !== step.narrator) append(u.view.seat, u.events);
    }
    views.value = shown;
  }

  /** Tell the next event, or finish the step; then wait as long as the event deserves. */
  function play(): void {
    if (playTimer || paused.value) return;
    const instant = settings.reducedMotion;
    for (;;) {
      const step = queue.value[0];
      if (!step) return;
      if (!step.started) begin(step);
      const list = narratorEvents(step);
      if (step.told >= list.length) {
        queue.value = queue.value.slice(1);
        continue;
      }
      const event = list[step.told++];
      if (step.narrator !== null) append(step.narrator, [event]);
      const weight = instant ? 0 : pace(event);
      if (weight <= 0) continue;
      playTimer = setTimeout(() => {
        playTimer = null;
        play();
      }, (weight * EVENT_MS) / settings.animationSpeed);
      // Keep `queue` reactive for `playing`/`backlog` after the in-place `told` change.
      queue.value = [...queue.value];
      return;
    }
  }

  /** Tell everything still queued at once: "skip to my next decision". */
  function skip(): void {
    if (playTimer) clearTimeout(playTimer);
    playTimer = null;
    for (const step of queue.value) {
      if (!step.started) begin(step);
      const list = narratorEvents(step);
      if (step.narrator !== null) append(step.narrator, list.slice(step.told));
    }
    queue.value = [];
  }

  function setPace(fn: EventPace): void {
    pace = fn;
  }

  function setRedact(fn: ((view: unknown) => unknown) | null): void {
    redact = fn;
  }

  function pause(on: boolean): void {
    paused.value = on;
    if (on && playTimer) {
      clearTimeout(playTimer);
      playTimer = null;
    }
    if (!on) play();
  }

  // Turning on reduced motion mid-story tells the rest at once.
  watch(
    () => settings.reducedMotion,
    (reduced) => reduced && skip(),
  );

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
    for (const off of unsubscribe) off();
    unsubscribe = [];
    if (summaryTimer) clearTimeout(summaryTimer);
    summaryTimer = null;
    if (playTimer) clearTimeout(playTimer);
    playTimer = null;
    gameId.value = null;
    summary.value = null;
    views.value = [];
    latest.value = [];
    queue.value = [];
    lastBegunPly = -1;
    paused.value = false;
    publicOnly.value = false;
    events.value = {};
    thinking.value = {};
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

  return {
    gameId,
    summary,
    views,
    latest,
    shownSeat,
    shownView,
    livePending,
    events,
    thinking,
    playing,
    backlog,
    paused,
    publicOnly,
    moveError,
    submitting,
    loading,
    error,
    open,
    close,
    refreshSummary,
    submit,
    skip,
    pause,
    setPace,
    setRedact,
  };
});
