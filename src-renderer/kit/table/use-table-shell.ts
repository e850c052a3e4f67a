/**
 * What every game's live table shares around its own panels: the event pace
 * and the hotseat privacy of the game store, the held human seats, the seat
 * that must decide now (held back while the feed still tells earlier moves:
 * the store's views are those of the last told event, stores/event-queue.ts),
 * the privacy screen between human seats, and sending the acting seat's move.
 *
 * The game says how to read its view (`asView`), what each seat may see of
 * it while nobody has claimed the screen (`publicView`) and how it tells its
 * events (`telling`, the game's telling.ts: each event's line and beat, from
 * the context built here).
 */
import { computed, getCurrentInstance, provide, ref, watch, type ComputedRef } from 'vue';
import type { GameSummary, SeatView } from '@shared/contract/messages';
import { useGameStore } from '../../stores/game';
import { useSettingsStore } from '../../stores/settings';
import { showsBattle } from '../../stores/story-pace';
import { asEvent, type GameTelling, type TellingContext } from './telling';
import { useConsequenceGate, type ConsequenceGate } from './consequence-gate';
import type { FeedLine } from './feed-line';
import { useRecap } from './use-recap';
import { usePinnedBattle } from './use-pinned-battle';
import { recallDetector } from './recall';
import type { ColumnWords } from './decision-column';
import { refusalText, type Refusal } from './refusal';
import { useI18n } from '../../i18n';
import { useHint } from './use-hint';
import { HINT_DRAFT } from './hint';
import { TABLE_END } from './table-end';
// The grid areas and side-column pieces every table shares.
import './table.css';

export interface TableShellOptions<V> {
  summary: () => GameSummary;
  /** The game's view read from a seat's raw view, or null when it is not one. */
  asView: (raw: unknown) => V | null;
  /** The view with the seat's own secrets turned face down (shown while nobody has claimed a hotseat screen). */
  publicView: (view: V) => V;
  /** The game's telling (its telling.ts): each event's line in the feed and its beat (stores/story-pace.ts). */
  telling: GameTelling;
  /** A seat's name at this table, where the game names seats otherwise than the summary does. */
  name?: (seat: number) => string;
  /** What a decision kind is called in the game's words ("planning", "the levy"...). */
  doing: (kind: string) => string;
  /** The turn line, where the game says it otherwise than the kit ("Your decision, {name}: {doing}"). */
  yours?: (seat: number, kind: string) => string;
  /** A refused move in words, where the game has its own (else refusal.ts by the game's rule codes). */
  refusal?: (error: Refusal) => string;
  /** The waiting line's words, where the game has its own (WaitingWords). */
  waiting?: Partial<Pick<WaitingWords, 'host' | 'bot' | 'human'>>;
}

/** A game's words for the line that says who the table is waiting for. */
export interface WaitingWords {
  /** Nobody is asked (the host is working, or the game is only watched). */
  host: () => string;
  /**
   * Message keys taking `{ name, doing }`: a bot thinks, a human decides. By default the kit's ("Waiting for {name}:
   * {doing}.", i18n/messages/table.ts), for a game whose `doing` words are not noun phrases.
   */
  bot?: string;
  human?: string;
  /** What a decision kind is called ("planning", "the levy"...). */
  doing: (kind: string) => string;
  name: (seat: number) => string;
}

/** How a table marks its feed's lines (kit/table/TableFeed.vue). */
export interface FeedLineOptions {
  /** The line concerns a seat played at this screen. */
  mine?: (event: unknown, key: number) => boolean;
  /** The key the table shows the event by again (a battle's dice or throw), or null. */
  watch?: (event: unknown, key: number) => number | null;
  /** The order the events are told in (by default as they came). */
  order?: (events: readonly unknown[]) => Iterable<number>;
  /** Lines from this one on wait (a throw still falling, a roll still tumbling). */
  holdFrom?: (key: number) => boolean;
}

export interface Decision<V> {
  seat: number;
  kind: string;
  view: V;
}

export function useTableShell<V>(o: TableShellOptions<V>) {
  const game = useGameStore();
  const settings = useSettingsStore();
  game.setRedact((raw) => {
    const v = o.asView(raw);
    return v ? o.publicView(v) : raw;
  });

  const { t } = useI18n();
  /** The seats' names as the summary has them, by seat. */
  const names = computed(() => o.summary().seats.map((s) => s.name));
  /** The game's view of the seat on screen (as told), or null before there is one. */
  const shown = computed<V | null>(() => o.asView(game.shownView?.view));
  const humanSeats = computed(() => new Set(o.summary().seats.filter((s) => s.kind === 'human').map((s) => s.seat)));
  const seatName = (seat: number): string => o.name?.(seat) ?? o.summary().seats[seat]?.name ?? t('game.seatN', { n: seat + 1 });
  /** What the game's telling reads besides the event: the words, the names, the seat on screen's view and events as told. */
  function tellingContext(): TellingContext {
    return { t, name: seatName, view: game.shownView?.view ?? null, told: game.events[game.shownView?.seat ?? -1] ?? [] };
  }
  /** An event's line in the feed (the game's words). */
  const line = (event: unknown): string | null => o.telling.line(event, tellingContext());
  /** The feed's hold (a throw still falling, FeedLineOptions.holdFrom), once the table's feed says it. */
  let holdFrom: ((key: number) => boolean) | undefined;
  /** The events told on this screen so far (the shown seat's), newest last. */
  const events = computed<unknown[]>(() => game.events[game.shownView?.seat ?? -1] ?? []);
  /** The feed's lines: each event told that the game has words for (its telling's `line`), marked as the table says. */
  function feedLines(f: FeedLineOptions = {}): ComputedRef<FeedLine[]> {
    // What the feed holds back, the pinned battle holds back too (its result is no news while the throw falls).
    if (f.holdFrom) holdFrom = f.holdFrom;
    return computed(() => {
      const list = events.value;
      const ctx = tellingContext();
      const out: FeedLine[] = [];
      for (const key of f.order ? f.order(list) : list.keys()) {
        if (f.holdFrom?.(key)) break;
        const raw = list[key];
        const text = o.telling.line(raw, ctx);
        if (text) out.push({ key, text, kind: asEvent(raw)?.type ?? 'other', mine: f.mine?.(raw, key) ?? false, watch: f.watch?.(raw, key) ?? null });
      }
      // A battle's last line offers "show battle" (the pinned battle, use-pinned-battle.ts).
      const battleAt = new Map<number, number>();
      for (const b of battle.battles.value) for (let key = b.from; key <= b.to; key++) battleAt.set(key, b.from);
      const lastOf = new Map<number, FeedLine>();
      for (const l of out) {
        const from = battleAt.get(l.key);
        if (from !== undefined && (lastOf.get(from)?.key ?? -1) < l.key) lastOf.set(from, l);
      }
      for (const [from, l] of lastOf) l.battle = from;
      return out;
    });
  }
  game.setPace((event) => o.telling.beat(event, tellingContext()), () => humanSeats.value);
  /**
   * Is a battle between these seats shown in full (its dice or throw,
   * animated)? The human's own battles always; bots' battles when the player
   * chose to watch them ("Bots' turns").
   */
  function showsInFull(seats: readonly number[]): boolean {
    return showsBattle(seats, settings.storyPace, humanSeats.value);
  }
  /** Views of the human seats this screen holds (as told: behind the newest while the feed catches up). */
  const heldViews = computed<SeatView[]>(() => game.views.filter((v) => humanSeats.value.has(v.seat)));
  const hotseat = computed(() => heldViews.value.length > 1);

  function decisionOf(views: SeatView[]): Decision<V> | null {
    for (const v of views) {
      const decision = v.pending.find((p) => p.seat === v.seat);
      const view = o.asView(v.view);
      if (decision && view && v.result === null) return { seat: v.seat, kind: decision.kind, view };
    }
    return null;
  }

  /** The held seat that must decide now, once the feed has told everything before it. */
  const acting = computed(() => (game.playing ? null : decisionOf(heldViews.value)));
  /** "Since your last move" at each decision (use-recap.ts), and the human's last battle pinned (use-pinned-battle.ts). */
  const battle = usePinnedBattle({ telling: o.telling, events, humans: humanSeats, context: tellingContext, recalled: recallDetector(() => game.recalled), held: (key) => holdFrom?.(key) ?? false });
  const recap = useRecap({ telling: o.telling, acting, ply: () => game.shownView?.ply ?? -1, events, context: tellingContext, held: heldViews, battles: battle.battles });
  /** A decision is waiting behind the feed. */
  const decisionWaiting = computed(() => game.playing && decisionOf(game.latest.filter((v) => humanSeats.value.has(v.seat))) !== null);

  /** Hotseat: the seat that pressed "ready" behind the privacy screen. */
  const readySeat = ref<number | null>(null);
  /** The privacy screen is up: a human must decide, and the screen is not theirs yet. */
  const privacy = computed(() => hotseat.value && acting.value !== null && readySeat.value !== acting.value.seat);
  /** The screen shows one seat's secrets (single human, or the acting seat claimed it). */
  const claimed = computed(() => !hotseat.value || (acting.value !== null && readySeat.value === acting.value.seat));
  watch(
    claimed,
    (c) => {
      game.publicOnly = !c;
    },
    { immediate: true },
  );
  watch(
    () => acting.value?.seat,
    (seat) => {
      if (seat !== undefined && (!hotseat.value || readySeat.value === seat)) game.shownSeat = seat;
    },
    { immediate: true },
  );
  /** The acting seat's player claims the screen. */
  function ready(): void {
    if (!acting.value) return;
    readySeat.value = acting.value.seat;
    game.shownSeat = acting.value.seat;
  }

  /** The seat whose hand this screen shows (a human seat it holds), if any. */
  const me = computed(() => {
    const seat = game.shownView?.seat;
    return seat !== undefined && humanSeats.value.has(seat) && claimed.value ? seat : null;
  });
  /** The result as far as the feed has told. */
  const result = computed(() => game.shownView?.result ?? o.summary().result ?? null);
  /** What the decision column shows (kit/table/DecisionColumn.vue): the end, the privacy screen, a decision, or the wait. A game with modes of its own computes its own from these. */
  const mode = computed(() => (result.value ? 'end' : privacy.value ? 'private' : acting.value ? 'decide' : 'wait'));
  /**
   * The seat this screen shows while it is not asked, with its view (as told), when it has free actions open
   * (moves it may make unasked, kernel/free-actions.ts), also while the feed still tells earlier moves (they may be
   * made at any time); null while a seat acts (its own panel lists them), in hotseat behind the screen, or with none open.
   */
  const freeSeat = computed<Decision<V> | null>(() => {
    if (acting.value || (hotseat.value && !claimed.value)) return null;
    const seat = me.value;
    const v = seat === null ? undefined : heldViews.value.find((x) => x.seat === seat);
    const view = v ? o.asView(v.view) : null;
    if (!v || !view || v.result !== null || !v.free?.length) return null;
    return { seat: v.seat, kind: v.free[0]!.kind, view };
  });
  /** Send a free action of the shown seat. */
  async function submitFree(move: unknown): Promise<void> {
    const seat = freeSeat.value?.seat;
    if (seat !== undefined) await game.submit(seat, move);
  }
  /** The acting seat's last refused move, if any. */
  const shownError = computed(() => (game.moveError && acting.value && game.moveError.seat === acting.value.seat ? game.moveError : null));

  /** Send the acting seat's move (in hotseat the privacy screen returns when another human's decision comes up). */
  async function submit(move: unknown): Promise<void> {
    const seat = acting.value?.seat;
    if (seat !== undefined) await game.submit(seat, move);
  }

  /**
   * The consequence gate (consequence-gate.ts) for the acting seat's moves: a held move is dropped when the decision
   * changes (another seat, another kind, a new position), so a warning never outlives the decision it was about.
   */
  function decisionGate<M>(linesOf: (d: Decision<V>, move: M) => string[]): ConsequenceGate<M> {
    const gate = useConsequenceGate<M>((m) => (acting.value ? linesOf(acting.value, m) : []), (m) => void submit(m));
    watch(
      () => `${acting.value?.seat}:${acting.value?.kind}:${game.shownView?.ply}`,
      () => gate.cancel(),
    );
    return gate;
  }

  /** "Hanako is planning. Aiko (bot) is thinking about the levy." for everyone the live game waits for. */
  function waitingLine(words: WaitingWords) {
    return computed(() => {
      // ORDER: while the feed still tells earlier moves, who is asked is the told position's word (stores/game.ts).
      const pending = game.toldPending;
      if (pending.length === 0) return words.host();
      return pending
        .map((p) => t(o.summary().seats[p.seat]?.kind === 'bot' ? (words.bot ?? 'table.wait.bot') : (words.human ?? 'table.wait.human'), { name: words.name(p.seat), doing: words.doing(p.kind) }))
        .join(' ');
    });
  }

  /** The decision column's words (DecisionColumn.vue): the kit's, with the game's names for its decisions. */
  const words: ColumnWords = {
    name: seatName,
    doing: o.doing,
    yours: o.yours ?? ((seat, kind) => t('table.yours', { name: seatName(seat), doing: o.doing(kind) })),
    refusal: o.refusal ?? ((e) => refusalText(o.summary().ruleset, e, t)),
  };
  /** "Suggest a move" at the acting seat's decision (use-hint.ts); its drafted move reaches the game's panels (hint.ts). */
  const hint = useHint({ gameId: () => o.summary().gameId, acting, ply: () => game.shownView?.ply ?? -1, people: () => humanSeats.value.size });
  // The game's panels (children of its table, whose setup runs this) read the draft; outside a component (tests) none do.
  if (getCurrentInstance()) {
    provide(HINT_DRAFT, hint.draft);
    // The end (TableEnd.vue): who won, the summary and the options played with, read here and not passed by each game.
    provide(TABLE_END, {
      winners: () => (result.value?.winners ?? []).map(seatName),
      summary: o.summary,
      options: () => (shown.value as { options?: object } | null)?.options,
    });
  }
  const actingView = computed(() => acting.value?.view ?? null);

  /** Whom the table waits for, in words. */
  const waiting = waitingLine({ host: () => t('table.wait.host'), ...o.waiting, doing: o.doing, name: seatName });

  return { game, hint, actingView, recap, battle, names, shown, name: seatName, words, waiting, humanSeats, tellingContext, line, events, feedLines, showsInFull, heldViews, hotseat, acting, decisionWaiting, privacy, claimed, ready, me, result, mode, shownError, submit, freeSeat, submitFree, waitingLine, decisionGate };
}

/** A table's shell as useTableShell makes it (what TableShell.vue and a game's slots read). */
export type TableShellState<V = unknown> = ReturnType<typeof useTableShell<V>>;
