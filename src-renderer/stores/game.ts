/**
 * The open game as this connection knows it: the summary, the views of the
 * seats it holds (or, with no human seat, seat 0's view when the host allows
 * it), updates pushed by the host, and the bots' thinking. Serialisable data
 * only — the Pixi layer reads it, never the other way round.
 *
 * Event playback: the host runs bots at once, so updates arrive in bursts.
 * Each update (one move: its views and events) waits in a queue; when its
 * turn comes its events are told one by one at the animation speed of the
 * settings (reduced motion: all at once), and its views are shown with its
 * last event, never before (stores/event-queue.ts). `views` and `events`
 * are what the table shows; `latest` is the truth, and moves are judged by
 * the host against it. `playing` stays true until the queue is
 * empty, so a table can hold a decision back until the story has caught up;
 * `skip()` catches up at once.
 */
import { defineStore } from 'pinia';
import { computed, nextTick, ref, shallowRef, watch } from 'vue';
import type { BotThinkingPush, GameSummary, SeatView } from '@shared/contract/messages';
import { TenkaRequestError } from '@shared/contract/client';
import { getApi } from '../api';
import { EventQueue } from './event-queue';
import { BEAT, beatMs, paced, tellingBeat, type EventTelling, type Telling } from './story-pace';
import { catchesUp, StoryClock } from './story-clock';
import { describeError, type ShownError } from './errors';
import { useSettingsStore } from './settings';

const SPECTATOR_POLL_MS = 1500;
export { EVENT_MS } from './story-pace';
export type { EventTelling } from './story-pace';

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
  const views = shallowRef<SeatView[]>([]);
  /** The newest view of every held seat. */
  const latest = shallowRef<SeatView[]>([]);
  /** Seat whose view is shown. */
  const shownSeat = ref<number | null>(null);
  const loading = ref(false);
  const error = ref<ShownError | null>(null);
  /** Events told since the game was opened, per held seat (each seat's are redacted for it), newest last. */
  const events = shallowRef<Record<number, unknown[]>>({});
  /** How many of each seat's `events` are its history from before the table opened (already seen, not news). */
  const recalled = ref<Record<number, number>>({});
  /**
   * Another tab or window opened this game and took its seats (the host gives
   * a game's seats to the connection that opened it last): this one gets no
   * more updates and cannot move until the player takes the seats back.
   */
  const seatsTaken = ref(false);
  /** The last refused move, with the rule's code and values (told in words by kit/table/refusal.ts), shown next to the panel that sent it. */
  const moveError = ref<{ seat: number; message: string; rule: string | null; params?: Record<string, string | number> } | null>(null);
  const submitting = ref(false);
  /** Bots thinking now, by seat, from the host's botThinking pushes. */
  const thinking = ref<Record<number, BotThinking>>({});
  /** Moves not yet told (the first may be half told); `views`, `latest`, `events`, `playing`, `backlog` mirror it. */
  let queue = new EventQueue();
  const playing = ref(false);
  /** Events still to tell (of the narrated seat). */
  const backlog = ref(0);
  /** Paused by the table, e.g. while the player watches a throw in the tower. */
  const paused = ref(false);
  /**
   * True from a skip until its state is drawn: what the skip told at once is
   * drawn as the end state, not tweened from the last (a board animating every
   * skipped march and battle at once froze software-rendered pages).
   */
  const jumping = ref(false);
  /** The game's reading of its events, and the human seats of this screen: with the "Bots' turns" setting they give each event's beat. */
  let telling: EventTelling = () => ({ kind: 'action', beat: BEAT.normal, seats: [] });
  let humans: () => ReadonlySet<number> = () => new Set();
  let unsubscribe: (() => void)[] = [];
  let summaryTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  let playTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the next event is due: the story follows the clock, not the timers' lateness. */
  const clock = new StoryClock();

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
  /**
   * The summary as far as the feed has told: while a view is shown, whether
   * the game is over is that view's word, not the newest summary's (which
   * knows the result while the feed still tells the moves before it).
   */
  const shownSummary = computed<GameSummary | null>(() => {
    const s = summary.value;
    const view = shownView.value;
    if (!s || !view) return s;
    return { ...s, finished: view.result !== null, result: view.result };
  });
  /** Who must decide right now, by the newest view (not held back by the playback). */
  const livePending = computed(() => (latest.value.find((v) => v.seat === shownSeat.value) ?? latest.value[0])?.pending ?? []);
  /**
   * Who decides as far as the feed has told: while the story still plays, the told position's (ORDER: a seat card
   * or the waiting line saying "to decide: planning" while the battles before it are still told is the next phase
   * shown before its time); once it has caught up, the newest.
   */
  const toldPending = computed(() => (playing.value ? (shownView.value?.pending ?? []) : livePending.value));

  /** Copy the queue's state into the reactive refs the table reads. */
  function sync(): void {
    if (views.value !== queue.shown) views.value = queue.shown;
    if (latest.value !== queue.latest) latest.value = queue.latest;
    if (events.value !== queue.told) events.value = queue.told;
    playing.value = queue.playing;
    backlog.value = queue.backlog;
  }

  /** Tabs of this browser tell each other which game they open (the host tells nobody). */
  const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('tenka.open-games') : null;
  if (tabs) {
    tabs.onmessage = (message: MessageEvent<{ gameId?: string }>) => {
      if (message.data?.gameId && message.data.gameId === gameId.value && latest.value.length > 0) seatsTaken.value = true;
    };
  }

  async function open(id: string): Promise<void> {
    close();
    gameId.value = id;
    loading.value = true;
    /** This opening's queue: a later open (a reconnection while this one waits) makes a new one and wins. */
    const opening = queue;
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
      if (queue !== opening) return;
      summary.value = opened.game;
      // This tab holds the seats now: any other tab showing the game lost them.
      if (opened.views.length > 0) tabs?.postMessage({ gameId: id });
      queue.open(opened.views);
      sync();
      if (opened.views.length === 0) await loadSpectatorView(id);
      shownSeat.value = views.value[0]?.seat ?? null;
      error.value = null;
      void recallHistory(id, views.value, opening);
      // A spectator holds no seat, so the host may push nothing: poll until the game ends.
      if (opened.views.length === 0) startPolling();
    } catch (e) {
      if (gameId.value === id) error.value = describeError(e, 'Opening the game');
    } finally {
      if (gameId.value === id) loading.value = false;
    }
  }

  /**
   * The story so far for every seat shown, from the record as that seat saw
   * it (the host's replay log), so the feed and log are not empty after
   * Continue, a reload or a restart. Told as already told, before whatever
   * arrived while it loaded; moves after the opened position come by push.
   * Without it (e.g. a game this build cannot replay) the log starts empty.
   */
  async function recallHistory(id: string, opened: SeatView[], opening: EventQueue): Promise<void> {
    const client = getApi().client;
    await Promise.all(
      opened.map(async ({ seat, ply }) => {
        try {
          const log = await client.call({ type: 'getReplayLog', gameId: id, seat });
          // The game may be closed or opened again meanwhile: only this opening's queue takes it.
          if (queue !== opening) return;
          const history = log.moves.filter((m) => m.ply <= ply).flatMap((m) => m.last.events);
          queue.recall(seat, history);
          recalled.value = { ...recalled.value, [seat]: history.length };
          sync();
        } catch {
          // The history is a courtesy: the game plays on without it.
        }
      }),
    );
  }

  /** All seats are bots: show seat 0's view if the host will give it; a refusal is not an error. */
  async function loadSpectatorView(id: string): Promise<void> {
    try {
      const view = await getApi().client.call({ type: 'getView', gameId: id, seat: 0 });
      queue.note(view);
      sync();
      noteSummary(view);
    } catch (e) {
      if (!(e instanceof TenkaRequestError && e.code === 'not-your-seat')) throw e;
    }
  }

  function noteSummary(view: SeatView): void {
    if (summary.value) {
      summary.value = { ...summary.value, ply: Math.max(summary.value.ply, view.ply), finished: summary.value.finished || view.result !== null, result: view.result ?? summary.value.result };
    }
  }

  /** A pushed update waits its turn in the queue (see stores/event-queue.ts). */
  function receive(view: SeatView, pushed: unknown[]): void {
    queue.receive(view, pushed);
    noteSummary(view);
    const stillThinking = new Set(view.pending.map((p) => p.seat));
    const next = { ...thinking.value };
    for (const seat of Object.keys(next).map(Number)) if (!stillThinking.has(seat)) delete next[seat];
    thinking.value = next;
    sync();
    play();
  }

  function think(push: BotThinkingPush): void {
    const next = { ...thinking.value };
    if (push.done) delete next[push.seat];
    else next[push.seat] = { kind: push.kind, progress: Math.max(0, Math.min(1, push.progress)), elapsedMs: push.elapsedMs, budgetMs: push.budgetMs };
    thinking.value = next;
  }

  /**
   * Tell the next event, then wait as long as the event deserves (reduced motion: all at once).
   * The story follows the clock (stores/story-clock.ts): a timer that fires late because a
   * frame of the board took a second to draw tells the bots' events due by then together.
   */
  function play(): void {
    if (playTimer || paused.value) return;
    for (;;) {
      const now = performance.now();
      if (!clock.ready(now)) {
        playTimer = setTimeout(() => {
          playTimer = null;
          play();
        }, clock.waitMs(now));
        return;
      }
      // Dice shown in full keep the move's views (a casualty prompt, the hits) back until their beat and hold are over.
      const told = queue.tellNext(shownSeat.value, (event) => !settings.reducedMotion && decidesInFull(telling(event)));
      sync();
      if (!told) {
        clock.reset();
        return;
      }
      const what = telling(told.event);
      const beat = settings.reducedMotion ? BEAT.none : tellingBeat(what, settings.storyPace, humans());
      if (beat <= 0) continue;
      // What the pace shortened (a bots' battle told by its result in Summary) may catch up like an action; what is shown in full never.
      clock.told(now, beatMs(beat, settings.animationSpeed, queue.backlog), catchesUp(what) || beat < paced(what, settings.storyPace).beat);
    }
  }

  /** Dice the table shows in full (the human's, or bots' when watched): what they decide waits for them. */
  function decidesInFull(what: Telling): boolean {
    return what.kind === 'dice' && tellingBeat(what, settings.storyPace, humans()) > 0;
  }

  /** Tell everything still queued at once: "skip to my next decision". */
  function skip(): void {
    if (playTimer) clearTimeout(playTimer);
    playTimer = null;
    clock.reset();
    jumping.value = true;
    queue.skip(shownSeat.value);
    sync();
    // After the render that draws the skipped-to state (nextTick runs after the watchers and the render).
    void nextTick(() => {
      jumping.value = false;
    });
  }

  /** The table's game says what its events are (`fn`) and which seats are the humans of this screen. */
  function setPace(fn: EventTelling, humanSeats: () => ReadonlySet<number> = () => new Set()): void {
    telling = fn;
    humans = humanSeats;
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
    // The time spent paused (watching a throw, dice rolling) is not story to catch up.
    clock.reset();
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
    clock.reset();
    gameId.value = null;
    summary.value = null;
    queue = new EventQueue();
    sync();
    recalled.value = {};
    seatsTaken.value = false;
    paused.value = false;
    jumping.value = false;
    publicOnly.value = false;
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
      // The seats went to another tab or window (the host said "this connection does not hold seat …").
      if (e instanceof TenkaRequestError && (e.code === 'not-your-seat' || e.code === 'hidden')) {
        seatsTaken.value = true;
        return false;
      }
      if (e instanceof TenkaRequestError) moveError.value = { seat, message: e.message, rule: e.rule ?? null, ...(e.params ? { params: e.params } : {}) };
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
    shownSummary,
    livePending,
    toldPending,
    events,
    recalled,
    seatsTaken,
    thinking,
    playing,
    backlog,
    paused,
    jumping,
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
