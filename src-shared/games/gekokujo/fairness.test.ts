/**
 * The fairness report (fairness.ts, `tenka gekokujo-fairness`) on a small count: a smoke test that equal Normal
 * bots sit down to balanced tables and finish their games with nobody knocked out early, and that the report's
 * numbers are read right from the games (the full 400-game report is in docs/games/gekokujo.md).
 */
import { describe, expect, it } from 'vitest';
import { BALANCED_TABLES } from './bots/clan-choice';
import { normalBot } from './bots';
import { playFairnessGame, summarizeFairness, type FairnessGame } from './fairness';

describe('gekokujo fairness', () => {
  it('six 4-player games between Normal bots: each ends with a winner, each table is a listed balanced one, nobody is out in rounds 1–2', () => {
    const listed = BALANCED_TABLES[4]!.map((x) => [...x.clans].sort().join(','));
    for (let g = 0; g < 6; g++) {
      const game = playFairnessGame({}, `smoke/${g}`, [normalBot, normalBot, normalBot, normalBot]);
      expect(game.winners).toHaveLength(1);
      expect(listed).toContain([...game.clans].sort().join(','));
      expect(game.outIn.filter((r) => r !== null && r <= 2)).toEqual([]);
    }
  }, 120_000);

  it('the summary counts wins per seat and per clan, the median winning round over finished games, and early outs per player-game', () => {
    const game = (winner: number | null, round: number, outIn: (number | null)[] = [null, null]): FairnessGame => ({
      seed: 's', clans: ['oda', 'uesugi'], winners: winner === null ? [] : [winner], round, outIn, reason: winner === null ? 'unfinished' : 'provinces',
    });
    const rep = summarizeFairness(2, [game(0, 5), game(0, 7, [null, 2]), game(1, 9), game(null, 900)]);
    expect(rep.seats.map((s) => s.wins)).toEqual([2, 1]);
    expect(rep.clans.find((c) => c.clan === 'oda')).toMatchObject({ games: 4, wins: 2, rate: 0.5 });
    expect(rep.medianWinningRound).toBe(7);
    expect(rep.earlyOut).toBe(0.125);
    expect(rep.reasons).toEqual({ provinces: 3, unfinished: 1 });
  });
});
