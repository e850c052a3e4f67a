import { describe, expect, it } from 'vitest';
import { leaderRun, whyLines, type LoggedBattle } from './why-lines';
import { narrowToMove, type Moment, type SeriesPoint } from './summary-data';

const series: SeriesPoint[] = [
  { ply: 0, round: 1, standing: [5, 5, 5] },
  { ply: 10, round: 2, standing: [6, 5, 4] },
  { ply: 20, round: 3, standing: [9, 4, 2] },
  { ply: 30, round: 4, standing: [12, 3, 2] },
  { ply: 40, round: 5, standing: [11, 5, 2] },
];
const battle = (ply: number, seats: number[], winners: number[]): LoggedBattle => ({ from: ply, to: ply, ply, seats, winners, place: null });

describe('why each loser lost', () => {
  it('finds the leader’s run: the rounds over which the winner pulled away most from the seat', () => {
    // Seat 0 gains 6 from the start of round 2 to the start of round 4 (10 → 30), seat 1 loses 2 meanwhile.
    expect(leaderRun(series, 0, 1)).toEqual({ from: 1, to: 3, gain: 7, own: -2, ply: 1 });
  });

  it('names the knock-out first, then lost battles and to whom, else the leader’s run', () => {
    const why = whyLines({
      seats: 4,
      winners: [0],
      series: series.map((p) => ({ ...p, standing: [...p.standing, 0] })),
      knockouts: [{ seat: 3, by: 0, round: 2, ply: 15 }],
      battles: [battle(3, [0, 2], [0]), battle(12, [2, 1], [1]), battle(22, [0, 2], [0]), battle(25, [2, 0], [2])],
    });
    expect(why).toEqual([
      { kind: 'run', seat: 1, leader: 0, from: 1, to: 3, gain: 7, own: -2, ply: 1 },
      // Seat 2 lost three of four battles, two of them to seat 0.
      { kind: 'battles', seat: 2, lost: 3, fought: 4, to: 0, toCount: 2, ply: 22 },
      { kind: 'out', seat: 3, by: 0, round: 2, ply: 15 },
    ]);
  });

  it('does not blame battles the seat mostly won', () => {
    const why = whyLines({ seats: 2, winners: [0], series: series.map((p) => ({ ...p, standing: p.standing.slice(0, 2) })), knockouts: [], battles: [battle(3, [0, 1], [0]), battle(4, [0, 1], [0]), battle(5, [0, 1], [1]), battle(6, [0, 1], [1]), battle(7, [0, 1], [1])] });
    expect(why[0]?.kind).toBe('run');
  });

  it('where the score is not the charted standing (a game won on points that charts provinces), says how far behind the score left the seat', () => {
    // The winner even pulled away in provinces here; the points decided, so the points explain.
    const provinces: SeriesPoint[] = [
      { ply: 0, round: 1, standing: [4, 4] },
      { ply: 10, round: 2, standing: [7, 5] },
      { ply: 20, round: 3, standing: [7, 6] },
    ];
    expect(whyLines({ seats: 2, winners: [0], series: provinces, knockouts: [], battles: [], scores: [31, 24] })).toEqual([{ kind: 'behindScore', seat: 1, leader: 0, gap: 7, ply: 20 }]);
    // Where the score is the standing (MB: provinces), the run.
    expect(whyLines({ seats: 2, winners: [0], series: provinces, knockouts: [], battles: [], scores: [7, 6] })[0]?.kind).toBe('run');
  });
});

describe('a deciding moment lands on its move', () => {
  const moment: Moment = { round: 2, fromPly: 10, toPly: 20, ply: 11, change: [3, -1, -2], swing: 3 };
  it('picks the move that changed the standing most, and its own change', () => {
    const narrowed = narrowToMove(moment, [
      { ply: 12, before: [6, 5, 4], after: [6, 5, 4] },
      { ply: 15, before: [6, 5, 4], after: [7, 4, 4] },
      { ply: 18, before: [7, 4, 4], after: [9, 4, 2] },
      // Outside the round: never chosen.
      { ply: 25, before: [9, 4, 2], after: [0, 9, 6] },
    ]);
    expect(narrowed).toMatchObject({ ply: 18, moveChange: [2, 0, -2], change: [3, -1, -2] });
  });
  it('stays on the round when no move measured changed anything', () => {
    expect(narrowToMove(moment, [{ ply: 12, before: [1, 1, 1], after: [1, 1, 1] }])).toEqual(moment);
  });
});
