import { describe, expect, it } from 'vitest';
import { hintWhy } from './hint';

const t = (key: string, params?: Record<string, string | number>): string => `${key}${params ? JSON.stringify(params) : ''}`;
const base = { how: 'search' as const, search: 'tree' as const, considered: 4, playouts: 120, visits: 30 };

describe('why a hint, in one line', () => {
  it('a searched move: the imagined games, the moves compared, its rating and the next best’s', () => {
    expect(hintWhy({ ...base, value: 0.644, nextBest: 0.581 }, null, t)).toBe('hint.why.tree{"n":120,"moves":4,"value":64,"next":58}');
    expect(hintWhy({ ...base, value: 0.6, nextBest: 0.6 }, null, t)).toMatch(/^hint\.why\.treeClose/);
    // The most visited move is played; another, visited less, may have the better mean: never called the best then.
    expect(hintWhy({ ...base, value: 0.43, nextBest: 0.54 }, null, t)).toBe('hint.why.treeMost{"n":120,"moves":4,"value":43,"next":54}');
  });
  it('a flat search: points ahead of the next best, or its own choice kept when none was clearly better', () => {
    expect(hintWhy({ ...base, search: 'flat', value: 42.35, nextBest: 40 }, null, t)).toMatch(/^hint\.why\.flat\{.*"lead":"2.4"/);
    expect(hintWhy({ ...base, search: 'flat', value: 40, nextBest: 40.5 }, null, t)).toBe('hint.why.flatKept{"n":120,"moves":4}');
  });
  it('the game’s words on what it gains come first', () => {
    expect(hintWhy({ ...base, value: 0.7, nextBest: 0.5 }, 'Wins 71 %.', t)).toMatch(/^Wins 71 %\. hint\.why\.tree/);
  });
  it('no search, or nothing to compare with', () => {
    expect(hintWhy({ ...base, how: 'rule', search: null, value: null, nextBest: null }, null, t)).toBe('hint.why.rule');
    expect(hintWhy({ ...base, considered: 1, value: 0.5, nextBest: null }, null, t)).toBe('hint.why.alone{"n":120}');
  });
});
