/**
 * Henn's live tower (src-renderer/games/henn-shogun/tower/live-tower.ts, issue 21): what the table's one
 * tower shows, and when the story waits for it. The story waits for a live throw and for a battle the
 * player asked to watch; a live throw's result stays on the tower while the story goes on, for RESULT_MS
 * (shortened by the speed) or until the human must decide; a battle told meanwhile is thrown in the same
 * open tower, back to back; a throw that cannot finish lets the story go after GIVE_UP_MS.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { battleToThrow, GIVE_UP_MS, liveTower, READ_MS, RESULT_MS, throwsOf } from './live-tower';

/** A tower with the story's pause recorded: `held()` is whether the story waits now. */
function table(speed = 1) {
  const pauses: boolean[] = [];
  const tower = liveTower({ pause: (on) => pauses.push(on), speed: () => speed, now: () => Date.now() });
  return { tower, pauses, held: () => pauses.at(-1) === true };
}

describe('the live tower', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds the story while a live battle is thrown, and lets it go at the result while the result stays a moment', () => {
    const { tower, held } = table();
    expect(tower.canThrowLive()).toBe(true);
    tower.throwLive(17);
    expect(tower.state.value).toBe('throwing');
    expect(tower.battle.value).toBe(17);
    expect(held()).toBe(true);
    // No second live battle during a throw: the story is held, nothing else is told.
    expect(tower.canThrowLive()).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(tower.state.value).toBe('throwing');

    tower.thrown();
    // The story goes on at once; the result is still on the tower.
    expect(held()).toBe(false);
    expect(tower.state.value).toBe('result');
    expect(tower.battle.value).toBe(17);
    vi.advanceTimersByTime(RESULT_MS - 1);
    expect(tower.state.value).toBe('result');
    vi.advanceTimersByTime(1);
    expect(tower.state.value).toBe('closed');
    expect(tower.battle.value).toBeNull();
  });

  it('shows the result for a shorter time at a higher speed', () => {
    const { tower } = table(2);
    tower.throwLive(3);
    tower.thrown();
    vi.advanceTimersByTime(RESULT_MS / 2);
    expect(tower.state.value).toBe('closed');
  });

  it('throws a battle told while a result is shown in the same open tower, holding the story again', () => {
    const { tower, pauses, held } = table();
    tower.throwLive(10);
    tower.thrown();
    vi.advanceTimersByTime(RESULT_MS / 3);
    expect(tower.canThrowLive()).toBe(true);
    tower.throwLive(14);
    // Not closed and opened again: the tower moves on to the next battle.
    expect(tower.state.value).toBe('throwing');
    expect(tower.battle.value).toBe(14);
    expect(tower.throws.value).toBe(2);
    expect(held()).toBe(true);
    // The first result's closing does not cut the second throw short.
    vi.advanceTimersByTime(RESULT_MS);
    expect(tower.state.value).toBe('throwing');
    tower.thrown();
    vi.advanceTimersByTime(RESULT_MS);
    expect(tower.state.value).toBe('closed');
    expect(pauses).toEqual([true, false, true, false]);
  });

  it('gives way to the human’s decision once the result has stood READ_MS on the tower, never before', () => {
    const { tower, held } = table();
    tower.throwLive(5);
    tower.decisionUp();
    expect(tower.state.value).toBe('throwing');
    expect(held()).toBe(true);
    tower.thrown();
    // The decision comes with the result (the bots' lines after it told at once): the result stands READ_MS first.
    tower.decisionUp();
    expect(tower.state.value).toBe('result');
    expect(held(), 'the story is not held for it').toBe(false);
    vi.advanceTimersByTime(READ_MS - 1);
    expect(tower.state.value).toBe('result');
    vi.advanceTimersByTime(1);
    expect(tower.state.value).toBe('closed');
  });

  it('closes at once for a decision that comes after the result has stood READ_MS', () => {
    const { tower } = table();
    tower.throwLive(6);
    tower.thrown();
    vi.advanceTimersByTime(READ_MS + 100);
    expect(tower.state.value).toBe('result');
    tower.decisionUp();
    expect(tower.state.value).toBe('closed');
  });

  it('lets the story go after GIVE_UP_MS when a throw cannot finish', () => {
    const { tower, held } = table();
    tower.throwLive(8);
    vi.advanceTimersByTime(GIVE_UP_MS - 1);
    expect(held()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tower.state.value).toBe('closed');
    expect(held()).toBe(false);
  });

  it('keeps a battle the player asked to watch open (the story waiting) until they close it', () => {
    const { tower, held } = table();
    tower.watch(21);
    expect(tower.state.value).toBe('watching');
    expect(held()).toBe(true);
    // Its throw ending, a decision, time: it stays.
    tower.thrown();
    tower.decisionUp();
    vi.advanceTimersByTime(60_000);
    expect(tower.state.value).toBe('watching');
    expect(tower.canThrowLive()).toBe(false);
    tower.close();
    expect(tower.state.value).toBe('closed');
    expect(held()).toBe(false);
  });

  it('watching a battle from a live result holds the story again and stops the result’s closing', () => {
    const { tower, held } = table();
    tower.throwLive(2);
    tower.thrown();
    tower.watch(2);
    expect(held()).toBe(true);
    vi.advanceTimersByTime(RESULT_MS * 2);
    expect(tower.state.value).toBe('watching');
  });

  it('releases the story only once when closed twice', () => {
    const { tower, pauses } = table();
    tower.throwLive(1);
    tower.close();
    tower.close();
    expect(pauses).toEqual([true, false]);
  });
});

describe('which battle told now is thrown live (issue 32: a revolt’s winner was told while its throw fell)', () => {
  const thrown = { type: 'tower-thrown', trace: 'x', inside: [] };
  const battle = (kind: 'attack' | 'revolt', attacker: number | 'peasants', defender: number | 'peasants' | 'neutral', province = 'kaga') => ({ type: 'battle', kind, province, attacker, defender, winner: 'defender' });
  const human = (seats: readonly number[]): boolean => seats.includes(0);

  it('a battle is shown with the throw told last before it; one recalled without its trace or set up since has none', () => {
    const events = [thrown, battle('attack', 0, 1), { type: 'tower-thrown' }, battle('attack', 0, 2), thrown, { type: 'tower-prepared' }, battle('attack', 1, 0)];
    expect([...throwsOf(events)]).toEqual([[1, 0]]);
  });

  it('a revolt against the human in the season is thrown like an attack: its line waits for the throw', () => {
    const events = [{ type: 'season-started', year: 1, season: 0 }, thrown, battle('revolt', 'peasants', 0), { type: 'collected', seat: 0 }];
    expect(battleToThrow(events, 1, throwsOf(events), human)).toBe(2);
  });

  it('a winter’s revolts are not thrown by themselves (their lines and the winter’s summary tell them)', () => {
    const events = [{ type: 'season-started', year: 1, season: 3 }, { type: 'winter-rice', seat: 0 }, thrown, battle('revolt', 'peasants', 0)];
    expect(battleToThrow(events, 2, throwsOf(events), human)).toBeNull();
    // The next year's season: a revolt is thrown again.
    const next = [...events, { type: 'season-started', year: 2, season: 0 }, thrown, battle('revolt', 'peasants', 0)];
    expect(battleToThrow(next, 4, throwsOf(next), human)).toBe(6);
  });

  it('of the battles told together, the first is thrown (the lines from it on wait; none names a winner first)', () => {
    const events = [thrown, battle('revolt', 'peasants', 0, 'echizen'), thrown, battle('attack', 0, 1)];
    expect(battleToThrow(events, 0, throwsOf(events), human)).toBe(1);
  });

  it('not the bots’ battles unless they are watched, nor a battle told before', () => {
    const events = [thrown, battle('attack', 1, 2), thrown, battle('attack', 0, 1)];
    expect(battleToThrow(events, 0, throwsOf(events), human)).toBe(3);
    expect(battleToThrow(events, 0, throwsOf(events), () => true)).toBe(1);
    expect(battleToThrow(events, 4, throwsOf(events), () => true)).toBeNull();
  });
});
