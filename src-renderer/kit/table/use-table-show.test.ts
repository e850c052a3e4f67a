/**
 * A battle shown on the table as the story tells it (use-table-show.ts): what
 * opens by itself, what the story waits for, and when it closes. Events here
 * are { show: seats, over? } for a battle's start, anything else for the rest.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computed, nextTick, ref } from 'vue';
import { createPinia, setActivePinia } from 'pinia';
import { useGameStore } from '../../stores/game';
import { useSettingsStore } from '../../stores/settings';
import { useTableShow } from './use-table-show';

type Show = { show: number[] };
const isShow = (e: unknown): e is Show => typeof e === 'object' && e !== null && 'show' in e;

function table(history: unknown[] = [], o: { oneAtATime?: boolean; ready?: boolean; over?: () => boolean } = {}) {
  const list = ref<unknown[]>([...history]);
  const events = computed(() => list.value);
  const humans = new Set([0]);
  const ready = ref(o.ready ?? true);
  const show = useTableShow({
    events,
    at: (key) => (isShow(list.value[key]) ? (list.value[key] as Show) : null),
    seats: (s) => s.show,
    // The player's own battles in full, bots' by their result only ("Bots' turns": Summary).
    showsInFull: (seats) => seats.some((s) => humans.has(s)),
    ready: () => ready.value,
    over: o.over,
    oneAtATime: o.oneAtATime,
  });
  const tell = async (...e: unknown[]): Promise<void> => {
    list.value = [...list.value, ...e];
    await nextTick();
  };
  return { show, tell, ready, list };
}

describe('a battle shown on the table as it is told', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    useSettingsStore().reducedMotion = false;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens the player’s new battle and the story waits for it; history and bots’ battles do not open', async () => {
    const game = useGameStore();
    const { show, tell } = table([{ show: [0, 1] }]);
    await tell({ show: [1, 2] }, 'a line');
    expect(show.watching.value).toBeNull();
    expect(game.paused).toBe(false);
    await tell({ show: [1, 0] });
    expect(show.watching.value).toBe(3);
    expect(game.paused).toBe(true);
  });

  it('once done and over, closes a moment later, the story waiting that moment with it', async () => {
    const game = useGameStore();
    const { show, tell } = table();
    await tell({ show: [0, 1] });
    show.done();
    await nextTick();
    expect(show.watching.value).toBe(0);
    vi.advanceTimersByTime(1600);
    expect(show.watching.value).toBeNull();
    expect(game.paused).toBe(false);
  });

  it('done before its battle is over: the story goes on to tell the end, and it closes a moment after that', async () => {
    const game = useGameStore();
    const { show, tell, list } = table([], { over: () => list.value.includes('battle over') });
    await tell({ show: [0, 1] });
    show.done();
    await nextTick();
    expect(game.paused).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(show.watching.value).toBe(0);
    await tell('battle over');
    vi.advanceTimersByTime(1600);
    expect(show.watching.value).toBeNull();
  });

  it('a show that never says it is done (no WebGL) lets the story go on at the cap, and closes', async () => {
    const game = useGameStore();
    const { show, tell } = table();
    await tell({ show: [0, 1] });
    vi.advanceTimersByTime(20_000);
    await nextTick();
    expect(show.watching.value).toBeNull();
    expect(game.paused).toBe(false);
  });

  it('watched again from the feed, it waits for the player to close it, the story with it', async () => {
    const game = useGameStore();
    const { show } = table([{ show: [1, 2] }]);
    show.watch(0);
    show.done();
    vi.advanceTimersByTime(60_000);
    await nextTick();
    expect(show.watching.value).toBe(0);
    expect(game.paused).toBe(true);
    show.close();
    expect(game.paused).toBe(false);
  });

  it('waits until a battle is told in full, and one at a time passes over the battles told while one is open', async () => {
    const { show, tell, ready } = table([], { oneAtATime: true, ready: false });
    await tell({ show: [0, 1] });
    expect(show.watching.value).toBeNull();
    ready.value = true;
    await tell('its last skirmish');
    expect(show.watching.value).toBe(0);
    await tell({ show: [0, 2] });
    expect(show.watching.value).toBe(0);
  });

  it('under reduced motion nothing opens by itself', async () => {
    useSettingsStore().reducedMotion = true;
    const { show, tell } = table();
    await tell({ show: [0, 1] });
    expect(show.watching.value).toBeNull();
  });
});
