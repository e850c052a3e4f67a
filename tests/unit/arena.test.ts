import { describe, expect, it } from 'vitest';
import { formatArena, parseArena, rotation, runArena, summarize, type ArenaConfig, type ArenaGame } from '../../src-main/cli/arena';

const config: ArenaConfig = { game: 'henn-shogun', seats: ['normal', 'random', 'random', 'random'], games: 4, seed: 't', budgetMs: 10, workers: 1, options: {} };

describe('arena', () => {
  it('rotates seats so that every level sits in every seat equally often', () => {
    const seatsOf = (level: string): number[] => [0, 1, 2, 3].map((g) => rotation(['a', 'b', 'c', 'd'], g).indexOf(level));
    expect(seatsOf('a').sort()).toEqual([0, 1, 2, 3]);
    expect(rotation(['a', 'b', 'c'], 1)).toEqual(['c', 'a', 'b']);
  });

  it('summarizes: seat-games, shared wins for each, Wilson interval, mean score, decision times', () => {
    const games: ArenaGame[] = [
      { index: 0, levels: ['hard', 'normal', 'normal'], scores: [30, 20, 10], winners: [0], times: [[1, 3], [2], [4]] },
      { index: 1, levels: ['normal', 'hard', 'normal'], scores: [25, 25, 5], winners: [0, 1], times: [[1], [5], [1]] },
    ];
    const r = summarize({ ...config, seats: ['hard', 'normal', 'normal'], games: 2 }, games, 1);
    const hard = r.levels.find((l) => l.level === 'hard')!;
    const normal = r.levels.find((l) => l.level === 'normal')!;
    expect(hard).toMatchObject({ games: 2, wins: 2, winRate: 1, meanScore: 27.5, meanMargin: 5, decisions: 3 });
    expect(hard.timeMs).toEqual({ median: 3, p95: 5, max: 5 });
    expect(hard.ci95[0]).toBeCloseTo(0.342, 3);
    expect(normal).toMatchObject({ games: 4, wins: 1, winRate: 0.25 });
    expect(r.sharedWins).toBe(1);
    const text = formatArena(r).join('\n');
    expect(text).toMatch(/hard\s+2\s+2\s+100\.0%\s+34\.2%-100\.0%\s+27\.50\s+5\.00\s+3\.00 \/ 5\.00 \/ 5\.0/);
    expect(text).toContain('a shared win counts as a win for each winner (1 shared)');
  });

  it('parses flags and rejects unknown levels', () => {
    expect(parseArena({ game: 'henn-shogun', seats: 'hard,normal,normal', games: '6', budget: '200', workers: '1' })).toMatchObject({
      seats: ['hard', 'normal', 'normal'],
      games: 6,
      budgetMs: 200,
      workers: 1,
    });
    expect(() => parseArena({ game: 'henn-shogun', seats: 'genius,normal,normal' })).toThrow(/unknown bot level/);
    expect(() => parseArena({ game: 'henn-shogun', seats: 'normal,normal' })).toThrow(/3-5 levels/);
    // Tuning variants: parameters after the level.
    expect(parseArena({ game: 'henn-shogun', seats: 'hard:rate=2:cap=off,normal,normal' }).seats[0]).toBe('hard:rate=2:cap=off');
    expect(() => parseArena({ game: 'henn-shogun', seats: 'hard:bogus=1,normal,normal' })).toThrow(/unknown parameter 'bogus'/);
    expect(() => parseArena({ game: 'henn-shogun', seats: 'hard:cap=maybe,normal,normal' })).toThrow(/cap is 'on' or 'off'/);
    expect(() => parseArena({ game: 'henn-shogun', seats: 'normal:rate=2,normal,normal' })).toThrow(/takes no parameters/);
  });

  it('plays whole games in this thread and on two worker threads with the same results', async () => {
    const one = await runArena(config);
    const two = await runArena({ ...config, workers: 2 });
    expect(one.games).toBe(4);
    const strip = (r: typeof one) => r.levels.map((l) => ({ level: l.level, games: l.games, wins: l.wins, meanScore: l.meanScore }));
    expect(strip(two)).toEqual(strip(one));
    expect(one.levels[0]!.games).toBe(4);
    expect(one.levels[1]!.games).toBe(12);
  });
});
