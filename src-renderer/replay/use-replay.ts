/**
 * One open replay: the host's record of the game (`getReplay`), the frame at
 * the cursor (`getReplayFrame`, seen by one seat or all-seeing), the move
 * list read in one request (`getReplayLog`), stepping by event, move and round, and
 * playback that opens each of the game's shows (its `replayShow`, e.g. a
 * throw of dice) and goes on once it has been shown.
 *
 * Frames come from the host (which replays the record with the same engine
 * and seeks in milliseconds); the renderer never works out a position
 * itself. Frames are cached per seat, so scrubbing back and forth is instant
 * once seen. Pinia is not needed: the state lives as long as the screen.
 */
import { computed, onBeforeUnmount, ref, shallowRef, watch } from 'vue';
import type { ReplayFrame, ReplayInfo } from '@shared/contract/messages';
import { getApi } from '../api';
import { useI18n } from '../i18n';
import { describeError, type ShownError } from '../stores/errors';
import { useSettingsStore } from '../stores/settings';
import { loadRendererGame } from '../games';
import type { RendererGame, ShowAt } from '../games/renderer-game';
import { describeMove, stopsOf, type Stop } from './replay-text';
import { atEnd, clampPly, nextEvent, nextRoundPly, previousEvent, previousRoundPly, roundAt, roundMarks, type Cursor } from './timeline';

export const PLAY_SPEEDS = [0.5, 1, 2, 4] as const;
/** Time one stop of the timeline stays on screen at 1×. */
const STOP_MS = 1100;
/** After a show has ended, time to read its result before playback goes on (at 1×). */
const AFTER_SHOW_MS = 1600;
const MAX_CACHED = 800;

/** A move as told by a frame or by the log: its ply and what happened (`last` of a ReplayFrame). */
type Told = Pick<ReplayFrame, 'ply' | 'last'>;

/**
 * A show in the dialog: what the game gave for it, whether playback opened it
 * (and waits for it), whether it has ended (`done`), and a key per event.
 */
export interface OpenShow {
  at: ShowAt;
  auto: boolean;
  done: boolean;
  key: string;
}

export interface MoveEntry {
  ply: number;
  seat: number;
  text: string;
  stops: Stop[];
  round: number;
}

/** `startPly`: the position to open at (clamped to the game); absent: a finished game's start, else its end. */
export function useReplay(gameId: string, startPly?: number) {
  const { t } = useI18n();
  const settings = useSettingsStore();
  const client = getApi().client;

  const info = shallowRef<ReplayInfo | null>(null);
  /** The game's renderer half (its words, its seat panel), loaded before the replay shows. */
  const half = shallowRef<RendererGame | null>(null);
  const story = computed(() => half.value?.story ?? null);
  const replayShow = computed(() => half.value?.replayShow ?? null);
  const loading = ref(true);
  const error = ref<ShownError | null>(null);
  /** Seat whose view is shown; null = all-seeing. */
  const perspective = ref<number | null>(null);
  /** Human seats this connection holds (an unfinished game with people in it is seen only through them). */
  const heldSeats = ref<number[]>([]);
  const cursor = ref<Cursor>({ ply: 0, event: -1 });
  const frame = shallowRef<ReplayFrame | null>(null);
  /** Milliseconds the last jump took from request to frame (shown to the curious, measured by the e2e test). */
  const lastSeekMs = ref<number | null>(null);
  const playing = ref(false);
  const speed = ref<number>(PLAY_SPEEDS.includes(settings.animationSpeed) ? settings.animationSpeed : 1);
  /** The show in the dialog, or null. */
  const show = shallowRef<OpenShow | null>(null);

  const cache = new Map<string, ReplayFrame>();
  /** Every move as the log told it (getReplayLog), for the move list and event steps before their frames come. */
  const lines = new Map<string, Told>();
  const inFlight = new Map<string, Promise<ReplayFrame>>();
  /** Bumped when the cache has gained frames, so the move list recomputes (a few times a second at most). */
  const known = ref(0);
  let announceTimer: ReturnType<typeof setTimeout> | null = null;
  function announce(): void {
    announceTimer ??= setTimeout(() => {
      announceTimer = null;
      known.value += 1;
    }, 300);
  }
  let disposed = false;

  const length = computed(() => info.value?.length ?? 0);
  const marks = computed(() => (info.value ? roundMarks(info.value.checkpoints, info.value.length) : []));
  const seatKey = (seat: number | null): string => (seat === null ? 'all' : String(seat));
  const keyOf = (ply: number, seat: number | null = perspective.value): string => `${seatKey(seat)}:${ply}`;
  const names = computed(() => info.value?.game.seats.map((s) => s.name) ?? []);
  const nameOf = (seat: number): string => names.value[seat] ?? t('replays.seat', { n: seat + 1 });

  /** The position is readable: a replayable game and (for a seat) one this connection may see. */
  const ready = computed(() => info.value !== null && info.value.replayable);
  /** The host lets every seat's secrets be shown (finished or bot-only games). */
  const canSeeAll = computed(() => info.value?.allSeeing ?? false);
  const allSeeing = computed(() => perspective.value === null);

  /** What was told at a ply, by its frame or by the log. */
  const toldAt = (ply: number, seat: number | null = perspective.value): Told | undefined => cache.get(keyOf(ply, seat)) ?? lines.get(keyOf(ply, seat));

  function entryOf(f: Told): MoveEntry | null {
    if (!f.last || !info.value) return null;
    return {
      ply: f.ply,
      seat: f.last.seat,
      text: describeMove(story.value, nameOf(f.last.seat), f.last.move, t, nameOf),
      stops: stopsOf(story.value, replayShow.value, f.last.events, nameOf, t, names.value.length),
      round: roundAt(marks.value, f.ply),
    };
  }

  /** Each frame's words, worked out once per frame and language. */
  const described = new WeakMap<Told, { locale: string; entry: MoveEntry | null }>();
  function entryFor(f: Told): MoveEntry | null {
    const hit = described.get(f);
    if (hit && hit.locale === settings.locale) return hit.entry;
    const entry = entryOf(f);
    described.set(f, { locale: settings.locale, entry });
    return entry;
  }

  /** The move list so far (ply 1..length, holes where frames are still coming). */
  const entries = computed<(MoveEntry | null)[]>(() => {
    void known.value;
    void settings.locale;
    const out: (MoveEntry | null)[] = [];
    for (let ply = 1; ply <= length.value; ply++) {
      const f = toldAt(ply);
      out.push(f ? entryFor(f) : null);
    }
    return out;
  });
  const loadedEntries = computed(() => entries.value.filter((e) => e !== null).length);

  const current = computed(() => (frame.value ? entryFor(frame.value) : null));
  const currentStop = computed<Stop | null>(() => current.value?.stops[cursor.value.event] ?? null);
  /** The show of the event at the cursor, if the game has one for it. */
  const currentShow = computed<ShowAt | null>(() => {
    const stop = currentStop.value;
    const f = frame.value;
    return stop?.hasShow && f?.last && replayShow.value ? replayShow.value.at(f.last.events, stop.index, t) : null;
  });
  const showKey = (): string => `${cursor.value.ply}:${cursor.value.event}`;

  function stopCount(ply: number): number {
    if (ply <= 0) return 0;
    const f = toldAt(ply);
    return f ? (entryFor(f)?.stops.length ?? 0) : 0;
  }

  async function fetchFrame(ply: number, seat: number | null = perspective.value): Promise<ReplayFrame> {
    const key = keyOf(ply, seat);
    const hit = cache.get(key);
    if (hit) return hit;
    const running = inFlight.get(key);
    if (running) return running;
    const request = client.call({ type: 'getReplayFrame', gameId, ply, seat }).then((f) => {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
      cache.set(key, f);
      announce();
      return f;
    });
    inFlight.set(key, request);
    try {
      return await request;
    } finally {
      inFlight.delete(key);
    }
  }

  // ── moving the cursor ─────────────────────────────────────────────────

  let wanted: Cursor | null = null;
  let loop: Promise<void> | null = null;

  /**
   * Show `target`. While a frame is on its way, later calls replace the
   * target (a drag shows the latest); every caller's promise settles once
   * the latest target is on screen.
   */
  function goTo(target: Cursor): Promise<void> {
    if (!ready.value) return Promise.resolve();
    wanted = { ply: clampPly(target.ply, length.value), event: target.event };
    // The loop clears itself in the same step that finds nothing more wanted, so no target is ever missed.
    loop ??= (async () => {
      try {
        await showWanted();
      } finally {
        loop = null;
      }
    })();
    return loop;
  }

  async function showWanted(): Promise<void> {
    try {
      while (wanted && !disposed) {
        const want: Cursor = wanted;
        wanted = null;
        const started = performance.now();
        const f = await fetchFrame(want.ply);
        if (disposed) return;
        lastSeekMs.value = Math.round(performance.now() - started);
        const stops = stopCount(want.ply);
        const event = want.ply === 0 || stops === 0 ? -1 : Math.max(0, Math.min(stops - 1, want.event));
        frame.value = f;
        cursor.value = { ply: want.ply, event };
        error.value = null;
      }
    } catch (e) {
      wanted = null;
      error.value = describeError(e, t('replay.error.frame'));
      pause();
    }
  }

  /** Jump to a ply with all of its move's events told (the scrubber, the move list, round and move steps). */
  function seek(ply: number): Promise<void> {
    return goTo({ ply, event: Number.MAX_SAFE_INTEGER });
  }

  /** Steps run one after another, so quick key presses each count (a drag only wants the latest, see goTo). */
  let steps: Promise<unknown> = Promise.resolve();
  function queued<T>(work: () => Promise<T>): Promise<T> {
    const run = steps.then(work, work);
    steps = run.catch(() => undefined);
    return run;
  }

  function stepEvent(direction: 1 | -1): Promise<boolean> {
    return queued(() => stepEventNow(direction));
  }

  async function stepEventNow(direction: 1 | -1): Promise<boolean> {
    if (!ready.value) return false;
    const from = cursor.value;
    if (direction === 1) {
      // The next move's stops are only known once its frame is here.
      if (from.ply < length.value) await fetchFrame(from.ply + 1).catch(() => undefined);
      const next = nextEvent(from, length.value, stopCount);
      if (!next) return false;
      await goTo(next);
      return true;
    }
    if (from.ply > 1) await fetchFrame(from.ply - 1).catch(() => undefined);
    const previous = previousEvent(from, stopCount);
    if (!previous) return false;
    await goTo(previous);
    return true;
  }

  function stepMove(direction: 1 | -1): Promise<void> {
    return queued(() => seek(cursor.value.ply + direction));
  }

  function stepRound(direction: 1 | -1): Promise<void> {
    return queued(() => {
      const ply = cursor.value.ply;
      return seek(direction === 1 ? nextRoundPly(marks.value, ply, length.value) : previousRoundPly(marks.value, ply));
    });
  }

  // ── playback ──────────────────────────────────────────────────────────

  let timer: ReturnType<typeof setTimeout> | null = null;

  function schedule(ms: number): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms / speed.value);
  }

  async function tick(): Promise<void> {
    timer = null;
    if (!playing.value || disposed) return;
    const moved = await stepEvent(1);
    if (!playing.value) return;
    if (!moved) return pause();
    const at = currentShow.value;
    if (at) {
      // Playback opens every show and goes on only once it has been shown (showDone).
      show.value = { at, auto: true, done: false, key: showKey() };
      return;
    }
    schedule(STOP_MS);
  }

  function play(): void {
    if (!ready.value) return;
    if (cursor.value.ply >= length.value && cursor.value.event >= stopCount(length.value) - 1) void seek(0);
    playing.value = true;
    show.value = null;
    schedule(STOP_MS / 2);
  }

  function pause(): void {
    playing.value = false;
    if (timer) clearTimeout(timer);
    timer = null;
    if (show.value?.auto) show.value = { ...show.value, auto: false };
  }

  function togglePlay(): void {
    if (playing.value) pause();
    else play();
  }

  /** The show has been shown (or skipped): during playback, time to read its result, then on. */
  function showDone(): void {
    if (!show.value || show.value.done) return;
    show.value = { ...show.value, done: true };
    if (!show.value.auto || !playing.value) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!playing.value) return;
      show.value = null;
      schedule(STOP_MS / 2);
    }, AFTER_SHOW_MS / speed.value);
  }

  /** Open the show at the cursor (the "watch" button). */
  function watchShow(): void {
    const at = currentShow.value;
    if (at) show.value = { at, auto: false, done: false, key: showKey() };
  }

  /** Close the show; during playback that skips the rest of it and playback goes on. */
  function closeShow(): void {
    const wasAuto = show.value?.auto ?? false;
    show.value = null;
    if (wasAuto && playing.value) schedule(STOP_MS / 2);
  }

  // ── who is looking ────────────────────────────────────────────────────

  function setPerspective(seat: number | null): void {
    if (seat === null && !canSeeAll.value) return;
    if (seat !== null && !canSeeAll.value && !heldSeats.value.includes(seat)) return;
    if (perspective.value === seat) return;
    perspective.value = seat;
    known.value += 1;
    void goTo(cursor.value).then(() => fillMoveList());
  }

  let filling = false;
  /**
   * Read the whole move list in one request (getReplayLog, one pass through
   * the game in the host's engine worker), for the seat now looking; again if the eyes
   * change meanwhile. Should it fail, the list keeps what frames have told.
   */
  async function fillMoveList(): Promise<void> {
    if (filling || !ready.value) return;
    filling = true;
    try {
      for (;;) {
        const seat = perspective.value;
        if (lines.has(keyOf(length.value, seat))) return;
        const log = await client.call({ type: 'getReplayLog', gameId, seat });
        if (disposed) return;
        for (const m of log.moves) lines.set(keyOf(m.ply, seat), m);
        known.value += 1;
        if (seat === perspective.value) return;
      }
    } catch {
      // Not worth an error on screen: the position works, and each frame still adds its line.
    } finally {
      filling = false;
    }
  }

  async function open(): Promise<void> {
    loading.value = true;
    try {
      const found = await client.call({ type: 'getReplay', gameId });
      half.value = (await loadRendererGame(found.game.ruleset)) ?? null;
      if (disposed) return;
      info.value = found;
      const humans = found.game.seats.filter((s) => s.kind === 'human').map((s) => s.seat);
      if (!found.allSeeing && !found.game.finished && humans.length > 0) {
        // An unfinished game with people in it is seen through their own seats only: claim them as the game screen does.
        await client.call({ type: 'openGame', gameId });
        heldSeats.value = humans;
      }
      // All-seeing by default for a finished game; a game still going shows one seat so a rival cannot peek.
      // A game kept as a replay of older rules (archived) is shown as recorded: all-seeing.
      const over = found.game.finished || found.archived !== undefined;
      perspective.value = over && found.allSeeing ? null : (humans[0] ?? 0);
      error.value = null;
      if (found.replayable) {
        await seek(startPly !== undefined ? clampPly(startPly, found.length) : over ? 0 : found.length);
        void fillMoveList();
      }
    } catch (e) {
      if (!disposed) error.value = describeError(e, t('replay.error.open'));
    } finally {
      if (!disposed) loading.value = false;
    }
  }

  /** A new connection holds no seats: claim the held ones again so their frames keep coming. */
  async function reconnected(): Promise<void> {
    if (heldSeats.value.length === 0) return;
    try {
      await client.call({ type: 'openGame', gameId });
    } catch (e) {
      error.value = describeError(e, t('replay.error.open'));
    }
  }

  watch(speed, () => {
    if (timer && playing.value && !show.value) schedule(STOP_MS);
  });

  onBeforeUnmount(() => {
    disposed = true;
    pause();
    if (announceTimer) clearTimeout(announceTimer);
  });

  return {
    nameOf,
    toldAt,
    info,
    loading,
    error,
    perspective,
    heldSeats,
    cursor,
    frame,
    lastSeekMs,
    playing,
    speed,
    show,
    half,
    story,
    length,
    marks,
    names,
    ready,
    canSeeAll,
    allSeeing,
    entries,
    loadedEntries,
    current,
    currentStop,
    currentShow,
    open,
    reconnected,
    seek,
    goTo,
    stepEvent,
    stepMove,
    stepRound,
    play,
    pause,
    togglePlay,
    showDone,
    watchShow,
    closeShow,
    setPerspective,
  };
}

export type ReplayPlayer = ReturnType<typeof useReplay>;
