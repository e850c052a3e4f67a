/** Scoring (seed 002 "waardering"; clarifications "Winter and scoring"). */
import { describe, expect, it } from 'vitest';
import { finalResult, scoreLines } from './scoring';
import { emptyGame, own } from './testing';

describe('scoring', () => {
  it('1 per province, 1 per building, majorities 3/2/1 per region; tied leaders get one less', () => {
    const s = emptyGame();
    // red region (sun): Mino, Owari, Mikawa, Omi, Hida ...
    own(s, 0, 'mino', 1, { palace: true });
    own(s, 1, 'owari', 1, { palace: true, temple: true });
    own(s, 2, 'mikawa', 1, { theatre: true });
    // purple region: seat 0 alone has a temple
    own(s, 0, 'ise', 1, { temple: true });
    const lines = scoreLines(s);
    // palaces red: seats 0 and 1 tied -> 2 each; temples red: seat 1 -> 2; theatres red: seat 2 -> 1; temples purple: seat 0 -> 2
    expect(lines[0]).toEqual({ seat: 0, provinces: 2, buildings: 2, majorities: 4, total: 8 });
    expect(lines[1]).toEqual({ seat: 1, provinces: 1, buildings: 2, majorities: 4, total: 7 });
    expect(lines[2]).toEqual({ seat: 2, provinces: 1, buildings: 1, majorities: 1, total: 3 });
    expect(lines[3]).toEqual({ seat: 3, provinces: 0, buildings: 0, majorities: 0, total: 0 });
  });

  it('a three-way tie for theatres gives each 0; nobody with buildings gets nothing', () => {
    const s = emptyGame();
    own(s, 0, 'mino', 1, { theatre: true });
    own(s, 1, 'owari', 1, { theatre: true });
    own(s, 2, 'mikawa', 1, { theatre: true });
    expect(scoreLines(s).map((l) => l.majorities)).toEqual([0, 0, 0, 0]);
  });

  it('regions follow the board side (Owari is red on the sun side, purple on the moon side)', () => {
    const s = emptyGame();
    own(s, 0, 'owari', 1, { palace: true });
    own(s, 1, 'mino', 1, { palace: true });
    expect(scoreLines(s).map((l) => l.majorities)).toEqual([2, 2, 0, 0]);
    s.options.side = 'moon';
    expect(scoreLines(s).map((l) => l.majorities)).toEqual([3, 3, 0, 0]);
  });

  it('the winner: most points, then most money, else shared', () => {
    const players = (x: [number, number][]) => ({ players: x.map(([score, money]) => ({ score, money, rice: 0, supply: 0 })) });
    expect(finalResult(players([[10, 1], [12, 0], [12, 5]])).winners).toEqual([2]);
    expect(finalResult(players([[12, 5], [12, 5], [3, 9]]))).toEqual({ scores: [12, 12, 3], winners: [0, 1] });
  });
});
