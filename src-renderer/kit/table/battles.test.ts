import { describe, expect, it } from 'vitest';
import { findBattles, lastBattleOf, outcomeFor } from './battles';
import type { BattleMark } from './telling';

/** Events as a game's telling reads them: the mark rides on the event here, so the test says what the game would. */
type E = { type: string; mark?: BattleMark };
const mark = (e: unknown): BattleMark | null => (e as E).mark ?? null;
const ev = (type: string, m?: BattleMark): E => ({ type, mark: m });

describe('the battles in a story', () => {
  it('spans a battle from its start to its end, with the dice and casualties between, and its winner', () => {
    const events = [
      ev('march'),
      ev('battle-started', { part: 'open', seats: [0, 2], place: 'owari' }),
      ev('dice'),
      ev('casualties'),
      ev('battle-ended', { part: 'close', winners: [2] }),
      ev('province-lost'),
    ];
    const [b] = findBattles(events, mark);
    expect(b).toEqual({ from: 1, to: 4, seats: [0, 2], winners: [2], place: 'owari' });
    expect(outcomeFor(b!, 0)).toBe('lost');
    expect(outcomeFor(b!, 2)).toBe('won');
    expect(outcomeFor(b!, 1)).toBe('drawn');
  });

  it('leaves out a battle still being told (opened, not yet closed)', () => {
    const events = [ev('battle-started', { part: 'open', seats: [0, 1] }), ev('dice')];
    expect(findBattles(events, mark)).toEqual([]);
  });

  it('reads a battle told in one event, and one whose skirmishes decide it (the side that won most)', () => {
    const events = [
      ev('battle', { part: 'whole', seats: [1, 3], winners: [], place: 'kai' }),
      ev('battle-factors', { part: 'open', until: 'steps' }),
      ev('skirmish', { part: 'step', seats: [0, 1], winners: [1], place: 'mino' }),
      ev('skirmish', { part: 'step', seats: [0, 1], winners: [1] }),
      ev('skirmish', { part: 'step', seats: [0, 1], winners: [0] }),
      ev('month'),
    ];
    const battles = findBattles(events, mark);
    expect(battles).toHaveLength(2);
    expect(battles[0]).toMatchObject({ from: 0, to: 0, winners: [], place: 'kai' });
    expect(outcomeFor(battles[0]!, 1)).toBe('drawn');
    expect(battles[1]).toEqual({ from: 1, to: 4, seats: [0, 1], winners: [1], place: 'mino' });
  });

  it('ends a battle told in one batch with the list, and finds the human’s last', () => {
    const events = [
      ev('battle', { part: 'whole', seats: [0, 1], winners: [0] }),
      ev('battle', { part: 'whole', seats: [2, 3], winners: [3] }),
      ev('battle-factors', { part: 'open', until: 'steps' }),
      ev('skirmish', { part: 'step', seats: [2, 0], winners: [2] }),
    ];
    const battles = findBattles(events, mark);
    expect(battles.map((b) => b.from)).toEqual([0, 1, 2]);
    expect(lastBattleOf(battles, new Set([0]))?.from).toBe(2);
    expect(lastBattleOf(battles, new Set([1]))?.from).toBe(0);
    expect(lastBattleOf(battles, new Set([5]))).toBeNull();
  });
});
