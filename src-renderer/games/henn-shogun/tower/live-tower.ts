/**
 * When the table's tower is open, what it shows and when the story waits for
 * it (issue 21, docs/pace.md "Henn's waits (session 9)"). Pure of drawing: the
 * table (HennTable.vue) keeps ONE tower view mounted and shows or hides it as
 * this says; a new Pixi application (a WebGL context) at every opening cost
 * the human's march seconds on software WebGL.
 *
 * - A battle thrown live (the human's own, or watched bots'): the story waits
 *   for the throw (`throwing`), at most GIVE_UP_MS when a starved renderer
 *   cannot finish it.
 * - Its result: the story goes on at once while the result stays on the tower
 *   for RESULT_MS (`result`), read beside the feed's lines coming in behind.
 *   It closes earlier when the human must decide (the decision is theirs to
 *   see; the feed's line and "watch it" keep the battle), but not before the
 *   result has stood READ_MS: with the bots' lines told quicker (issue 32) the
 *   human's next decision could come with the result and close the tower
 *   before its cubes had settled in sight. A next battle told meanwhile is
 *   thrown in the same open tower, back to back.
 * - A battle the player asked to watch (`watching`): the story waits until
 *   they close it.
 */
import { ref, type Ref } from 'vue';
import { asEvent, battleSeats } from '../telling';

/** How long the result of a live throw stays on the tower while the story goes on (ms at 1×). */
export const RESULT_MS = 1500;
/** The least time a live throw's result stands before the human's decision takes its place (ms at 1×). */
export const READ_MS = 1000;
/** A throw that has not finished by then (no WebGL, a starved machine) lets the story go on (ms). */
export const GIVE_UP_MS = 12_000;

export type LiveTowerState = 'closed' | 'throwing' | 'result' | 'watching';

export interface LiveTowerOptions {
  /** Hold (true) or release (false) the story. */
  pause: (on: boolean) => void;
  /** The animation speed (1 = 1×): the result's time is shortened by it. */
  speed: () => number;
  /** Timers (the browser's by default; tests give fake ones). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** The clock in ms (performance.now by default; tests give the fake timers' one). */
  now?: () => number;
}

export interface LiveTower {
  state: Readonly<Ref<LiveTowerState>>;
  /** The battle (its event's index) on the tower, or null when closed. */
  battle: Readonly<Ref<number | null>>;
  /** How many throws the open tower has started since it opened (a back-to-back battle is the second). */
  throws: Readonly<Ref<number>>;
  /** May a battle told now be thrown live? (not while the player watches one, nor during a throw) */
  canThrowLive(): boolean;
  /** Throw a battle told now; the story waits for it. */
  throwLive(battle: number): void;
  /** The player asked to watch a battle: the story waits until they close it. */
  watch(battle: number): void;
  /** The tower's throw reached its result. */
  thrown(): void;
  /** The human must decide now: a live result gives way. */
  decisionUp(): void;
  close(): void;
}

export function liveTower(options: LiveTowerOptions): LiveTower {
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const now = options.now ?? (() => performance.now());
  /** When the result on the tower came (its READ_MS count from there). */
  let resultAt = 0;
  const state = ref<LiveTowerState>('closed');
  const battle = ref<number | null>(null);
  const throws = ref(0);
  let timer: unknown = null;
  let holding = false;

  const stopTimer = (): void => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const hold = (on: boolean): void => {
    if (holding === on) return;
    holding = on;
    options.pause(on);
  };
  const show = (key: number, next: LiveTowerState): void => {
    stopTimer();
    throws.value = state.value === 'closed' ? 1 : throws.value + 1;
    battle.value = key;
    state.value = next;
    hold(true);
  };

  function close(): void {
    stopTimer();
    state.value = 'closed';
    battle.value = null;
    throws.value = 0;
    hold(false);
  }

  return {
    state,
    battle,
    throws,
    canThrowLive: () => state.value === 'closed' || state.value === 'result',
    throwLive(key) {
      show(key, 'throwing');
      timer = setTimer(close, GIVE_UP_MS);
    },
    watch(key) {
      show(key, 'watching');
    },
    thrown() {
      if (state.value !== 'throwing') return;
      stopTimer();
      state.value = 'result';
      hold(false);
      resultAt = now();
      timer = setTimer(close, RESULT_MS / Math.max(0.25, options.speed()));
    },
    decisionUp() {
      if (state.value !== 'result') return;
      const left = READ_MS / Math.max(0.25, options.speed()) - (now() - resultAt);
      if (left <= 0) return close();
      stopTimer();
      timer = setTimer(close, left);
    },
    close,
  };
}

/**
 * For each battle (by its event's index), the throw that decided it: the last throw since the battle before. A throw
 * recalled from the record (after Continue or a reload) has no animation trace to watch.
 */
export function throwsOf(events: readonly unknown[]): Map<number, number> {
  const map = new Map<number, number>();
  let pending: number | null = null;
  events.forEach((raw, i) => {
    const type = asEvent(raw)?.type;
    if (type === 'tower-thrown') pending = (raw as { trace?: unknown }).trace ? i : null;
    else if (type === 'tower-prepared') pending = null;
    else if (type === 'battle') {
      if (pending !== null) map.set(i, pending);
      pending = null;
    }
  });
  return map;
}

/**
 * The battle to throw live among the events told since `before` (the first of them: every line from it on waits for
 * its throw, so none names a winner while cubes fall): an attack or a season's revolt, with a throw to show, of
 * seats shown in full. Not a winter's revolt (told since the last season began by its winter's rice).
 */
export function battleToThrow(events: readonly unknown[], before: number, throwOf: ReadonlyMap<number, number>, showsInFull: (seats: readonly number[]) => boolean): number | null {
  let winter = false;
  for (let i = 0; i < events.length; i++) {
    const e = asEvent(events[i]);
    if (e?.type === 'winter-rice') winter = true;
    else if (e?.type === 'season-started') winter = false;
    if (i < before || e?.type !== 'battle' || !throwOf.has(i)) continue;
    if ((e.kind === 'attack' || !winter) && showsInFull(battleSeats(e))) return i;
  }
  return null;
}
