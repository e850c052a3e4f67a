/** The state copy the engine and the bots make for every move: point lists shared until one is changed (clone.ts). */
import { describe, expect, it } from 'vitest';
import { cloneState, ownPoint } from './clone';
import { addDaimyo, blank, cp, groupAt, march, play, put } from './testing';

describe('cloneState: point lists copied on write', () => {
  it('a march on the copy leaves the original position as it was, and changes only the lists it touches', () => {
    const s = blank(2);
    addDaimyo(s, 0, 'tosa');
    addDaimyo(s, 1, 'iyo');
    put(s, march('tosa'), 0, 10);
    put(s, march('iyo'), 1, 4);
    const before = JSON.stringify(s.points);
    const after = play(s, 0, { type: 'march', from: march('tosa'), to: cp('tosa', 'iyo'), count: 6 }).state;
    expect(JSON.stringify(s.points)).toBe(before);
    expect(groupAt(after, march('tosa'), 0)).toBe(4);
    expect(groupAt(after, cp('tosa', 'iyo'), 0)).toBe(6);
    // Lists the move did not touch are still the original's (no copy made); touched ones are the copy's own.
    expect(after.points[march('iyo')]).toBe(s.points[march('iyo')]);
    expect(after.points[march('tosa')]).not.toBe(s.points[march('tosa')]);
  });

  it('ownPoint copies a shared list (and its groups) once, then hands out the same list', () => {
    const s = blank(2);
    put(s, march('tosa'), 0, 10);
    const c = cloneState(s);
    const list = ownPoint(c, march('tosa'));
    list[0]!.n = 3;
    expect(groupAt(s, march('tosa'), 0)).toBe(10);
    expect(ownPoint(c, march('tosa'))).toBe(list);
    expect(groupAt(c, march('tosa'), 0)).toBe(3);
  });
});
