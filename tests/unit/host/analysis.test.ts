/**
 * The analysis of a finished game (issue 33, docs/record-and-analysis.md):
 * the same game analysed twice gives the same numbers; a game whose end is
 * decided at its last round shows its winner ≥ 95 % there (and not at the
 * start: the graph is not the result copied back); the turning points are the
 * biggest swings; and a game that ends in the host is analysed in the
 * background, in the analyst worker, without being asked.
 */
import { describe, expect, it } from 'vitest';
import { normalGame } from '../../../src-shared/testing/normal-game';
import { getGame } from '../../../src-shared/games/index';
import { chanceOf, DEFAULT_ANALYSIS, settingKey, turningPoints, type AnalysisSetting, type ChancePoint } from '../../../src-shared/ai/win-chances';
import { saveAnalysisPoint } from '../../../src-main/store/records';
import { HostClient } from '../../../src-main/services/client';
import { Records } from '../../../src-main/services/records';
import { Store } from '../../../src-main/store/store';
import { inThreadEngine } from './parts/fixture';
import { human, startServices, tempDir } from './helpers';

/** Stores the finished game in a new store; returns the store. */
function stored(id: string, options: Record<string, unknown> & { players: number }, seed: string, game: Awaited<ReturnType<typeof normalGame>>): Store {
  const s = Store.open(tempDir('tenka-analysis-'));
  s.importGame({
    id: 'g1',
    campaignId: null,
    ruleset: id,
    rulesetVersion: getGame(id)!.ruleset.version,
    options,
    seed,
    seats: Array.from({ length: options.players }, (_, seat) => ({ seat, kind: 'bot' as const, name: `Bot ${seat}`, bot: 'normal' })),
    round: 1,
    moves: game.moves,
    checkpoints: [],
    status: 'finished',
    ply: game.moves.length,
    result: game.result,
  });
  return s;
}

async function analyse(store: Store, setting: AnalysisSetting): Promise<Records> {
  const engine = inThreadEngine();
  const records = new Records({ store, engine, rules: undefined as never, log: () => undefined, closing: () => false }, () => engine, setting);
  records.request('g1');
  await records.idle();
  return records;
}

const GEK = 'gekokujo';
const GEK_OPTIONS = { players: 4, roundLimit: 6 };

describe('the analysis of a finished game', () => {
  it('gives the same numbers when the same game is analysed twice (seeded)', { timeout: 120_000 }, async () => {
    const game = await normalGame(GEK, GEK_OPTIONS, 'twice');
    const setting: AnalysisSetting = { level: 'normal', playouts: 4, maxPoints: 4 };
    const a = (await analyse(stored(GEK, GEK_OPTIONS, 'twice', game), setting)).analysis('g1');
    const b = (await analyse(stored(GEK, GEK_OPTIONS, 'twice', game), setting)).analysis('g1');
    expect(a.state).toBe('done');
    expect(a.points.length).toBeGreaterThanOrEqual(3);
    expect(b.points).toEqual(a.points);
    expect(b.turningPoints).toEqual(a.turningPoints);
    // Playouts really ran from every point but the end (its chances are the result).
    expect(a.points.slice(0, -1).every((p) => p.playouts === 4)).toBe(true);
    expect(a.points.at(-1)).toMatchObject({ ply: game.moves.length, playouts: 0 });
  });

  it('shows the winner of a game decided at its last round at 95 % or more there, but not at the start', { timeout: 120_000 }, async () => {
    // Four Normal bots, six rounds: seat 1 wins; at the start of round 6 every playout with fresh dice ends with it.
    const game = await normalGame(GEK, GEK_OPTIONS, 'd1');
    const [winner] = game.result.winners;
    expect(game.result.winners).toHaveLength(1);
    const a = (await analyse(stored(GEK, GEK_OPTIONS, 'd1', game), { level: 'normal', playouts: 24, maxPoints: 6 })).analysis('g1');
    expect(a.state).toBe('done');
    const lastRound = a.points.at(-2)!;
    expect(lastRound.round).toBe(6);
    expect(lastRound.playouts).toBe(24);
    expect(lastRound.chances[winner!]!.chance).toBeGreaterThanOrEqual(0.95);
    // At the start nobody is that sure: the graph is estimated, not the result copied back.
    expect(Math.max(...a.points[0]!.chances.map((c) => c.chance))).toBeLessThan(0.95);
    expect(a.points.at(-1)!.chances[winner!]).toEqual({ chance: 1, low: 1, high: 1 });
  });

  it('names the biggest swings between neighbouring points as turning points, in the order played', () => {
    const p = (ply: number, wins: number[]): ChancePoint => ({ ply, round: ply, playouts: 10, wins });
    const points = [p(0, [5, 5]), p(10, [6, 4]), p(20, [1, 9]), p(30, [2, 8]), p(40, [8, 2])];
    const turns = turningPoints(points, 2);
    // 20→30 moved 0.1 (below the swing named); 10→20 moved 0.5 and 30→40 0.6.
    expect(turns.map((x) => [x.from, x.to])).toEqual([
      [10, 20],
      [30, 40],
    ]);
    expect(turns[0]).toMatchObject({ seat: 0, before: 0.6, after: 0.1 });
    expect(chanceOf(points[1]!, 0).low).toBeLessThan(0.6);
    expect(chanceOf(points[1]!, 0).high).toBeGreaterThan(0.6);
  });

  it('analyses a game that ends in the host in the background, in the analyst worker', { timeout: 120_000 }, async () => {
    const s = await startServices();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'analysed', seats: [human('A'), human('B')] });
    await c.call({ type: 'openGame', gameId });
    expect((await c.call({ type: 'getAnalysis', gameId })).state).toBe('unavailable');
    for (let round = 0; round < 5; round++) for (const seat of [0, 1]) await c.call({ type: 'submitMove', gameId, seat, move: { type: 'bid', bid: round < 2 ? 2 : 1 } });
    await s.records.idle();
    const done = await c.call({ type: 'getAnalysis', gameId });
    expect(done.state).toBe('done');
    // The start and each of the five rounds' starts after it, then the end.
    expect(done.points.map((x) => x.round)).toEqual([1, 2, 3, 4, 5, 5]);
    expect(done.points.at(-1)!.ply).toBe(10);
    for (const point of done.points) expect(point.chances).toHaveLength(2);
  });

  it('goes on, at its next start, with an analysis the host was closed in the middle of, keeping the points it had', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const first = await startServices(dir, { analyseFinished: false });
    const c = new HostClient(first);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'cut-short', seats: [human('A'), human('B')] });
    await c.call({ type: 'openGame', gameId });
    for (let round = 0; round < 5; round++) for (const seat of [0, 1]) await c.call({ type: 'submitMove', gameId, seat, move: { type: 'bid', bid: 1 } });
    expect((await c.call({ type: 'getAnalysis', gameId })).state).toBe('none');
    // As if the app closed after the first point: a point no playout would give (7 + 17 of 24).
    saveAnalysisPoint(first.store, gameId, settingKey(DEFAULT_ANALYSIS), { ply: 0, round: 1, playouts: 24, wins: [7, 17] });
    await first.close();
    const second = await startServices(dir);
    await second.records.idle();
    const done = await new HostClient(second).call({ type: 'getAnalysis', gameId });
    expect(done.state).toBe('done');
    expect(done.points[0]!.chances.map((x) => x.chance)).toEqual([7 / 24, 17 / 24]);
    expect(done.points).toHaveLength(6);
  });
});
