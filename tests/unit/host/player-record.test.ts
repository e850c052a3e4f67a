/**
 * The player's record (issue 33, docs/record-and-analysis.md) against a stored
 * fixture of known games: five finished MB games of "Ann" (one hotseat with
 * "Bo"), an unfinished one and a game of another ruleset that must not count.
 * Every number is worked out by hand below from the results stored.
 */
import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '../../../src-shared/contract/messages';
import { wilson } from '../../../src-shared/ai/stats';
import { getGame } from '../../../src-shared/games/index';
import { Records } from '../../../src-main/services/records';
import { placementOf, recordCsv } from '../../../src-main/services/player-record';
import { Store } from '../../../src-main/store/store';
import { countHint } from '../../../src-main/store/hint-counts';
import { inThreadEngine } from './parts/fixture';
import { tempDir } from './helpers';

const MB = 'mb-shogun';
const ann: SeatInfo = { seat: 0, kind: 'human', name: 'Ann' };
const bot = (seat: number, level: string): SeatInfo => ({ seat, kind: 'bot', name: `Bot ${seat}`, bot: level });
const at = (seat: number, s: SeatInfo): SeatInfo => ({ ...s, seat });

/** A finished game stored as it is (the record reads only seats, results and, for the start choices, seed and options). */
function store(s: Store, id: string, finishedAt: string, seats: SeatInfo[], scores: number[], winners: number[], ruleset = MB, status: 'finished' | 'active' = 'finished'): void {
  const version = getGame(ruleset)!.ruleset.version;
  s.importGame({
    id,
    campaignId: null,
    ruleset,
    rulesetVersion: version,
    options: { players: seats.length },
    seed: `seed-${id}`,
    seats,
    round: 1,
    moves: [],
    checkpoints: [],
    status,
    ply: 0,
    result: status === 'finished' ? { scores, winners } : null,
  });
  s.db.prepare('UPDATE results SET finished_at = ? WHERE game_id = ?').run(finishedAt, id);
}

function fixture(): Store {
  const s = Store.open(tempDir('tenka-record-'));
  // Ann, oldest first: W (easy), L (normal; 3rd: seat 2's 9 beats her 8), W (normal), W shared (hard), L hotseat (2nd, Bo won).
  store(s, 'g1', '2026-01-01T10:00:00Z', [ann, bot(1, 'easy'), bot(2, 'easy')], [10, 5, 3], [0]);
  store(s, 'g2', '2026-01-02T10:00:00Z', [bot(0, 'normal'), at(1, ann), bot(2, 'easy')], [12, 8, 9], [0]);
  store(s, 'g3', '2026-01-03T10:00:00Z', [ann, bot(1, 'normal'), bot(2, 'normal')], [20, 3, 4], [0]);
  store(s, 'g4', '2026-01-04T10:00:00Z', [bot(0, 'normal'), bot(1, 'hard'), at(2, ann)], [7, 1, 7], [0, 2]);
  store(s, 'g5', '2026-01-05T10:00:00Z', [ann, { seat: 1, kind: 'human', name: 'Bo' }, bot(2, 'normal')], [6, 9, 2], [1]);
  // Not counted: an unfinished game, and a game of another ruleset.
  store(s, 'g6', '2026-01-06T10:00:00Z', [ann, bot(1, 'easy'), bot(2, 'easy')], [], [], MB, 'active');
  store(s, 'g7', '2026-01-07T10:00:00Z', [ann, bot(1, 'random')], [9, 1], [0], 'toy-race');
  return s;
}

function records(s: Store): Records {
  const engine = inThreadEngine();
  return new Records({ store: s, engine, rules: undefined as never, log: () => undefined, closing: () => false }, () => engine);
}

describe("the player's record", () => {
  it('counts games, wins, win rate with its interval, placement, best score and streaks from the stored finished games', async () => {
    const s = fixture();
    const r = await records(s).record(MB, 'Ann');
    expect(r.players).toEqual(['Ann', 'Bo']);
    expect(r.history.map((g) => g.gameId)).toEqual(['g1', 'g2', 'g3', 'g4', 'g5']);
    expect(r.games).toBe(5);
    expect(r.wins).toBe(3);
    const w = wilson(3, 5);
    expect(r.low).toBeCloseTo(w.low, 10);
    expect(r.high).toBeCloseTo(w.high, 10);
    // 3 of 5: the interval is about 23 % to 88 %.
    expect(r.low).toBeCloseTo(0.231, 2);
    expect(r.high).toBeCloseTo(0.882, 2);
    expect(r.history.map((g) => g.placement)).toEqual([1, 3, 1, 1, 2]);
    expect(r.averagePlacement).toBeCloseTo(1.6, 10);
    expect(r.bestScore).toBe(20);
    // W L W W L
    expect(r.currentStreak).toBe(0);
    expect(r.longestStreak).toBe(2);
    expect(r.hints).toBe(0);
    s.close();
  });

  it('groups the wins by the strongest bot level faced, in the game’s order of levels', async () => {
    const s = fixture();
    const r = await records(s).record(MB, 'Ann');
    expect(r.history.map((g) => g.faced)).toEqual(['easy', 'normal', 'normal', 'hard', 'normal']);
    expect(r.byLevel.map(({ key, games, wins }) => ({ key, games, wins }))).toEqual([
      { key: 'easy', games: 1, wins: 1 },
      { key: 'normal', games: 3, wins: 1 },
      { key: 'hard', games: 1, wins: 1 },
    ]);
    expect(r.byLevel[1]!.averagePlacement).toBeCloseTo((3 + 1 + 2) / 3, 10);
    s.close();
  });

  it('counts a hotseat game for each person by name; the default player is the one with most games', async () => {
    const s = fixture();
    const bo = await records(s).record(MB, 'Bo');
    expect(bo).toMatchObject({ player: 'Bo', games: 1, wins: 1, currentStreak: 1, longestStreak: 1, bestScore: 9, averagePlacement: 1 });
    expect(bo.byLevel.map((t) => t.key)).toEqual(['normal']);
    expect((await records(s).record(MB)).player).toBe('Ann');
    // A game with people only faces no bot: its key is ''.
    const toy = await records(s).record('toy-race', 'Ann');
    expect(toy).toMatchObject({ games: 1, wins: 1, choiceName: null, byChoice: [] });
    s.close();
  });

  it("lists the start choices the game's fairness hook gives, read once and kept", async () => {
    const s = fixture();
    const hook = getGame(MB)!.fairness!;
    const r = await records(s).record(MB, 'Ann');
    expect(r.choiceName).toBe(hook.choiceName);
    // Each game's choice is the hook's label for Ann's seat at the start (MB: her place in the setup order).
    for (const g of r.history) {
      const R = getGame(MB)!.ruleset;
      const o = R.parseOptions({ players: 3 });
      if (!o.ok) throw new Error(o.error.message);
      const start = R.setup(o.value, `seed-${g.gameId}`);
      expect(g.choice).toBe(hook.startChoice!(start, g.seat, start));
    }
    expect(r.byChoice.reduce((n, t) => n + t.games, 0)).toBe(5);
    expect(r.byChoice.reduce((n, t) => n + t.wins, 0)).toBe(3);
    // Kept in the store: the second read needs no replay.
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM start_choices').get() as { n: number }).n).toBe(5);
    s.close();
  });

  it('counts the hints each seat took, per game and in all (Ann and Bo in the hotseat game each their own)', async () => {
    const s = fixture();
    // g1: Ann 2; g4: Ann (seat 2) 1, the bots none; g5 (hotseat): Ann 3, Bo 4; g6 (unfinished) does not count.
    countHint(s, 'g1', 0, 3);
    countHint(s, 'g1', 0, 3);
    countHint(s, 'g4', 2, 3);
    for (let i = 0; i < 3; i++) countHint(s, 'g5', 0, 3);
    for (let i = 0; i < 4; i++) countHint(s, 'g5', 1, 3);
    countHint(s, 'g6', 0, 3);
    const r = await records(s).record(MB, 'Ann');
    expect(r.history.map((g) => g.hints)).toEqual([2, 0, 0, 1, 3]);
    expect(r.hints).toBe(6);
    expect((await records(s).record(MB, 'Bo')).hints).toBe(4);
    expect(recordCsv(r).trimEnd().split('\r\n')[1]).toMatch(/,yes,2$/);
    // A damaged count is read as none.
    s.saveSettings('hints:g3', { counts: 'x' });
    expect((await records(s).record(MB, 'Ann')).history[2]!.hints).toBe(0);
    s.close();
  });

  it('places winners first, then by score, sharing places', () => {
    expect(placementOf(2, [7, 1, 7], [0, 2])).toBe(1);
    expect(placementOf(1, [7, 1, 7], [0, 2])).toBe(3);
    expect(placementOf(1, [12, 8, 9], [0])).toBe(3);
    expect(placementOf(0, [5, 5, 1], [])).toBe(1);
    expect(placementOf(1, [5, 5, 1], [])).toBe(1);
  });

  it('exports the games as CSV, one line each, oldest first', async () => {
    const s = fixture();
    const r = await records(s).record(MB, 'Ann');
    const lines = recordCsv(r).trimEnd().split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(`finished,game,code,player,seat,players,bots faced,${r.choiceName},placement,score,won,hints`);
    expect(lines[1]).toBe(`2026-01-01T10:00:00Z,${MB},${r.history[0]!.code},Ann,1,3,easy,${r.history[0]!.choice},1,10,yes,0`);
    expect(lines[2]).toMatch(/,Ann,2,3,normal,[^,]+,3,8,no,0$/);
    expect((await records(s).csv(MB, 'Ann')).fileName).toBe(`tenka-record-${MB}-Ann.csv`);
    s.close();
  });
});
