import { describe, expect, it } from 'vitest';
import { clampPly, labelledMarks, nextEvent, nextRoundPly, previousEvent, previousRoundPly, roundAt, roundMarks } from '../../../src-renderer/replay/timeline';

// As a Henn game stores them: the start (round 0, the draft), every round change, the end.
const checkpoints = [
  { ply: 0, round: 0 },
  { ply: 20, round: 1 },
  { ply: 35, round: 2 },
  { ply: 51, round: 3 },
  { ply: 60, round: 3 },
];

describe('replay timeline', () => {
  it('marks the first ply of every round, once each', () => {
    expect(roundMarks(checkpoints, 60)).toEqual([
      { ply: 0, round: 0 },
      { ply: 20, round: 1 },
      { ply: 35, round: 2 },
      { ply: 51, round: 3 },
    ]);
    expect(roundMarks([], 0)).toEqual([{ ply: 0, round: 0 }]);
  });

  it('tells the round of any ply', () => {
    const marks = roundMarks(checkpoints, 60);
    expect([0, 19, 20, 34, 35, 50, 51, 60].map((p) => roundAt(marks, p))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('steps forward to the next round and back to the start of this one, then the one before', () => {
    const marks = roundMarks(checkpoints, 60);
    expect(nextRoundPly(marks, 0, 60)).toBe(20);
    expect(nextRoundPly(marks, 20, 60)).toBe(35);
    expect(nextRoundPly(marks, 55, 60)).toBe(60);
    expect(previousRoundPly(marks, 40)).toBe(35);
    expect(previousRoundPly(marks, 35)).toBe(20);
    expect(previousRoundPly(marks, 5)).toBe(0);
    expect(previousRoundPly(marks, 0)).toBe(0);
  });

  it('steps through every event of a move, then on to the next move', () => {
    const stops: Record<number, number> = { 1: 2, 2: 0, 3: 1 };
    const stopsOf = (ply: number): number => stops[ply] ?? 0;
    const walk = [];
    let c: { ply: number; event: number } | null = { ply: 0, event: -1 };
    while (c) {
      walk.push(`${c.ply}:${c.event}`);
      c = nextEvent(c, 3, stopsOf);
    }
    // Move 2 caused nothing worth telling: it is still one stop.
    expect(walk).toEqual(['0:-1', '1:0', '1:1', '2:-1', '3:0']);

    const back = [];
    c = { ply: 3, event: 0 };
    while (c) {
      back.push(`${c.ply}:${c.event}`);
      c = previousEvent(c, stopsOf);
    }
    expect(back).toEqual(['3:0', '2:-1', '1:1', '1:0', '0:-1']);
  });

  it('keeps a ply inside the game', () => {
    expect(clampPly(-3, 10)).toBe(0);
    expect(clampPly(12, 10)).toBe(10);
    expect(clampPly(4.6, 10)).toBe(5);
    expect(clampPly(Number.NaN, 10)).toBe(0);
  });

  it('labels round marks only where their numbers do not run into each other', () => {
    // 12 rounds: the first ones short (a few plies each), the later long, on a 600 px track.
    const plies = [3, 6, 9, 12, 15, 18, 60, 120, 180, 240, 300, 360];
    const marks = plies.map((ply, i) => ({ ply, round: i + 2 }));
    const shown = labelledMarks(marks, 400, 600, 26);
    const xs = plies.filter((p) => shown.has(p)).map((p) => (p / 400) * 600);
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(26);
    expect(shown.has(3)).toBe(true);
    expect(shown.has(6)).toBe(false); // 4.5 px after round 2's label
    for (const p of [60, 120, 180, 240, 300, 360]) expect(shown.has(p)).toBe(true); // the long rounds all keep their numbers
    expect(labelledMarks(marks, 0, 600, 26).size).toBe(0);
  });
});

