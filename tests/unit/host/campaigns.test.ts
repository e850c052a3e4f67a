import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import type { LocalHostServices } from '../../../src-main/services/host-services';
import { toyRace, type ToyView } from '../../../src-shared/games/toy-race';
import { getRuleset } from '../../../src-shared/games/registry';
import { ReplaySeeker } from '../../../src-shared/kernel/seek';
import { hashState } from '../../../src-shared/kernel/hash';
import { tempDir, startServices, human, bot } from './helpers';

const start = startServices;


async function failure(p: Promise<unknown>): Promise<ContractFailure> {
  const e = await p.then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(ContractFailure);
  return e as ContractFailure;
}

/** Plays the human seat 0 of a toy-race game against bots to the end, bidding 1 while it can. */
async function playOut(s: LocalHostServices, c: HostClient, gameId: string, untilPly = Infinity): Promise<void> {
  for (let guard = 0; guard < 50; guard++) {
    await s.whenIdle(gameId);
    const v = await c.call({ type: 'getView', gameId, seat: 0 });
    if (v.result || v.ply >= untilPly) return;
    if (!v.pending.some((p) => p.seat === 0)) continue;
    const energy = (v.view as ToyView).energy[0]!;
    await c.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: Math.min(1, energy) } });
  }
}

describe('campaigns', () => {
  it('a campaign keeps a fixed roster and its standings follow every finished game', async () => {
    const s = await start();
    const c = new HostClient(s);
    const created = await c.call({ type: 'createCampaign', name: 'Winter league', ruleset: 'toy-race', options: {}, seats: [human('Ann'), bot('Rob'), bot('Sue')] });
    expect(created).toMatchObject({ name: 'Winter league', single: false, games: 0, activeGameId: null });
    expect(created.standings.map((r) => [r.name, r.games, r.wins, r.points])).toEqual([['Ann', 0, 0, 0], ['Rob', 0, 0, 0], ['Sue', 0, 0, 0]]);

    const totals = [0, 0, 0];
    const wins = [0, 0, 0];
    for (let n = 1; n <= 2; n++) {
      const { gameId } = await c.call({ type: 'startCampaignGame', campaignId: created.campaignId, seed: `league-${n}` });
      // Only one unfinished game per campaign.
      expect((await failure(c.call({ type: 'startCampaignGame', campaignId: created.campaignId }))).code).toBe('conflict');
      await c.call({ type: 'openGame', gameId });
      await playOut(s, c, gameId);
      const game = s.store.getGame(gameId)!;
      expect(game.status).toBe('finished');
      expect(game.seats.map((x) => x.name)).toEqual(['Ann', 'Rob', 'Sue']);
      game.result!.scores.forEach((p, seat) => (totals[seat]! += p));
      for (const w of game.result!.winners) wins[w]! += 1;
      const { campaign, games } = await c.call({ type: 'getCampaign', campaignId: created.campaignId });
      expect(games.map((g) => g.gameId).at(-1)).toBe(gameId);
      expect(campaign).toMatchObject({ games: n, finishedGames: n, activeGameId: null });
      expect(campaign.standings.map((r) => r.games)).toEqual([n, n, n]);
      expect(campaign.standings.map((r) => r.points)).toEqual(totals);
      expect(campaign.standings.map((r) => r.wins)).toEqual(wins);
    }
  });

  it('a single game is a campaign of one; campaigns can be listed, renamed and deleted with everything in them', async () => {
    const dir = tempDir();
    const s = await start(dir);
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'one', seats: [human('Ann'), bot('Rob')] });
    await c.call({ type: 'openGame', gameId });
    await playOut(s, c, gameId, 4);
    const single = (await c.call({ type: 'listCampaigns' })).find((x) => x.activeGameId === gameId)!;
    expect(single).toMatchObject({ single: true, games: 1, ruleset: 'toy-race' });
    expect((await c.call({ type: 'listGames' })).find((g) => g.gameId === gameId)?.campaignId).toBe(single.campaignId);

    const other = await c.call({ type: 'createCampaign', name: 'Keep me', ruleset: 'toy-race', options: {}, seats: [human('Ann'), bot('Rob')] });
    const kept = await c.call({ type: 'startCampaignGame', campaignId: other.campaignId, seed: 'k' });

    const renamed = await c.call({ type: 'renameCampaign', campaignId: single.campaignId, name: 'Ann vs Rob' });
    expect(renamed.name).toBe('Ann vs Rob');
    expect((await c.call({ type: 'listCampaigns' })).map((x) => x.name).sort()).toEqual(['Ann vs Rob', 'Keep me']);

    const movesBefore = s.store.moves(gameId).length;
    expect(movesBefore).toBeGreaterThan(0);
    const deleted = await c.call({ type: 'deleteCampaign', campaignId: single.campaignId });
    expect(deleted).toEqual({ campaignId: single.campaignId, games: 1, moves: movesBefore });
    const count = (table: string) => (s.store.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE game_id = ?`).get(gameId) as { n: number }).n;
    expect([count('moves'), count('snapshots'), count('results')]).toEqual([0, 0, 0]);
    expect(s.store.getGame(gameId)).toBeUndefined();
    expect((await failure(c.call({ type: 'openGame', gameId }))).code).toBe('unknown-game');
    expect((await failure(c.call({ type: 'getCampaign', campaignId: single.campaignId }))).code).toBe('unknown-campaign');
    // The other campaign is untouched.
    expect(s.store.getGame(kept.gameId)).toBeDefined();
    expect((await c.call({ type: 'listCampaigns' })).map((x) => x.name)).toEqual(['Keep me']);
  });

  it('Continue resumes the latest unfinished game where it stood after a restart, bots included', async () => {
    const dir = tempDir();
    let s = await start(dir);
    let c = new HostClient(s);
    expect(await c.call({ type: 'latestUnfinished' })).toEqual({ game: null });
    expect((await failure(c.call({ type: 'continueGame' }))).code).toBe('unknown-game');
    const old = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'old', seats: [human('Ann'), bot('Rob')] });
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'new', seats: [human('Ann'), bot('Rob'), bot('Sue')] });
    await c.call({ type: 'openGame', gameId });
    await playOut(s, c, gameId, 6);
    const ply = s.store.getGame(gameId)!.ply;
    await s.close();

    s = await start(dir);
    c = new HostClient(s);
    const latest = await c.call({ type: 'latestUnfinished' });
    expect(latest.game).toMatchObject({ gameId, ply, finished: false });
    expect(latest.game?.gameId).not.toBe(old.gameId);
    const resumed = await c.call({ type: 'continueGame' });
    expect(resumed.game).toMatchObject({ gameId, ply });
    expect(resumed.views.map((v) => v.seat)).toEqual([0]);
    await playOut(s, c, gameId);
    expect(s.store.getGame(gameId)).toMatchObject({ status: 'finished', ply: 15 });
    expect((await failure(c.call({ type: 'continueGame', gameId }))).code).toBe('game-over');
    expect((await c.call({ type: 'latestUnfinished' })).game?.gameId).toBe(old.gameId);
  });
});

describe('replays', () => {
  it('replays are worked out in the engine worker: the host answers at once while it checks and reads a whole game', async () => {
    const s = await start();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'henn-shogun', options: {}, seed: 'busy-replay', seats: [bot('A'), bot('B'), bot('C'), bot('D')] });
    await s.whenIdle(gameId);
    let done = false;
    const work = (async () => {
      await c.call({ type: 'getReplay', gameId }); // the check replays the whole game (physics tower)
      await c.call({ type: 'getReplayLog', gameId, seat: null }); // and so does the move list
      done = true;
    })();
    const pings: number[] = [];
    while (!done) {
      const p0 = performance.now();
      await c.call({ type: 'ping' });
      pings.push(performance.now() - p0);
      await new Promise((r) => setTimeout(r, 10));
    }
    await work;
    expect(pings.length).toBeGreaterThan(5); // the work took a while …
    expect(Math.max(...pings)).toBeLessThan(50); // … and never held up the host
  });

  it('a finished game replays all-seeing; every frame matches the game as played', async () => {
    const s = await start();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'henn-shogun', options: {}, seed: 'replay', seats: [bot('A'), bot('B'), bot('C'), bot('D')] });
    await s.whenIdle(gameId);
    const info = await c.call({ type: 'getReplay', gameId });
    expect(info).toMatchObject({ replayable: true, problem: null, allSeeing: true, length: s.store.getGame(gameId)!.ply });
    expect(info.rulesetVersion).toBe(info.currentRulesetVersion);
    expect(info.record?.moves.length).toBe(info.length);
    const henn = getRuleset('henn-shogun')!;
    const seeker = new ReplaySeeker(henn, { ...info.record!, seed: info.record!.seed! }); // finished: the record has its seed
    for (const ply of [0, 1, Math.floor(info.length / 2), info.length]) {
      const frame = await c.call({ type: 'getReplayFrame', gameId, ply, seat: null });
      expect(hashState(frame.view)).toBe(hashState(seeker.view(ply, null)));
    }
    const end = await c.call({ type: 'getReplayFrame', gameId, ply: info.length, seat: 2 });
    expect(end.result).toEqual(s.store.getGame(gameId)!.result);
    expect((await failure(c.call({ type: 'getReplayFrame', gameId, ply: info.length + 1, seat: null }))).code).toBe('bad-request');

    // The move list in one answer: every ply's move and events as its frame tells them, throws without their traces.
    for (const seat of [null, 2]) {
      const log = await c.call({ type: 'getReplayLog', gameId, seat });
      expect(log.moves.map((m) => m.ply)).toEqual(Array.from({ length: info.length }, (_, i) => i + 1));
      let throws = 0;
      for (const ply of [1, 2, Math.floor(info.length / 2), info.length]) {
        const frame = await c.call({ type: 'getReplayFrame', gameId, ply, seat });
        const stripped = frame.last!.events.map((e) => ((e as { type: string }).type === 'tower-thrown' ? { type: 'tower-thrown' } : e));
        expect(log.moves[ply - 1]!.last).toEqual({ ...frame.last!, events: stripped });
      }
      for (const m of log.moves) for (const e of m.last.events as { type: string }[]) if (e.type === 'tower-thrown') (throws += 1, expect(e).toEqual({ type: 'tower-thrown' }));
      expect(throws).toBeGreaterThan(0); // the setup throw at least
    }
  });

  it('an unfinished game with people in it shows only your own seat, never the others’ secrets', async () => {
    const s = await start();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'secret', seats: [human('Ann'), human('Ben')] });
    const spy = new HostClient(s);
    await c.call({ type: 'openGame', gameId });
    await c.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 3 } });
    const info = await c.call({ type: 'getReplay', gameId });
    expect(info).toMatchObject({ allSeeing: false, record: null, length: 1 });
    expect((await failure(c.call({ type: 'getReplayFrame', gameId, ply: 1, seat: null }))).code).toBe('hidden');
    expect((await failure(spy.call({ type: 'getReplayFrame', gameId, ply: 1, seat: 0 }))).code).toBe('hidden');
    const mine = await c.call({ type: 'getReplayFrame', gameId, ply: 1, seat: 0 });
    expect(mine.last).toMatchObject({ seat: 0, move: { type: 'bid', bid: 3 } });
    const theirs = await c.call({ type: 'getReplayFrame', gameId, ply: 1, seat: 1 });
    expect(theirs.last).toEqual({ seat: 0, events: expect.any(Array) });
    expect(JSON.stringify(theirs.view)).not.toContain('"bids":[3');
    expect((theirs.view as ToyView).seat).toBe(1);
    // The log keeps the same secrets: all-seeing refused, Ben's eyes do not see Ann's bid, the spy sees nothing.
    expect((await failure(c.call({ type: 'getReplayLog', gameId, seat: null }))).code).toBe('hidden');
    expect((await failure(spy.call({ type: 'getReplayLog', gameId, seat: 0 }))).code).toBe('hidden');
    expect((await c.call({ type: 'getReplayLog', gameId, seat: 0 })).moves).toEqual([{ ply: 1, last: mine.last }]);
    expect((await c.call({ type: 'getReplayLog', gameId, seat: 1 })).moves).toEqual([{ ply: 1, last: theirs.last }]);
    void toyRace;
  });

  it('a game this build can no longer reproduce and has no frames to show it by is flagged, never shown', async () => {
    const s = await start();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'old-rules', seats: [bot('A'), bot('B')] });
    await s.whenIdle(gameId);
    s.store.db.prepare(`UPDATE games SET ruleset_version = '0' WHERE id = ?`).run(gameId);
    // With its frames it would be shown as recorded (rule-changes.test.ts); without them it cannot be.
    s.store.db.prepare('DELETE FROM frames WHERE game_id = ?').run(gameId);
    const info = await c.call({ type: 'getReplay', gameId });
    expect(info).toMatchObject({ replayable: false, rulesetVersion: '0', currentRulesetVersion: '2' });
    expect(info.problem).toMatch(/rules version 0.*cannot replay it faithfully/);
    expect((await failure(c.call({ type: 'getReplayFrame', gameId, ply: 1, seat: null }))).code).toBe('not-replayable');
    expect((await failure(c.call({ type: 'getReplayLog', gameId, seat: null }))).code).toBe('not-replayable');

    const { gameId: g2 } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'drift', seats: [bot('A'), bot('B')] });
    await s.whenIdle(g2);
    s.store.db.prepare(`UPDATE snapshots SET hash = '0123456789abcdef' WHERE game_id = ? AND ply > 0`).run(g2);
    s.store.db.prepare('DELETE FROM frames WHERE game_id = ?').run(g2);
    const drift = await c.call({ type: 'getReplay', gameId: g2 });
    expect(drift.replayable).toBe(false);
    expect(drift.problem).toMatch(/different position at move \d+/);
  });
});
