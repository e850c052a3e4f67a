/**
 * Issue 24, "A rule fix never takes a player's games away": per game, a game
 * saved under the previous rules version still replays after the version is
 * bumped, and an unfinished one continues when its moves show the same under
 * the new rules — or says what changed, and may be kept as a replay or started
 * over, with nothing deleted.
 *
 * The bump is simulated by storing the game under the previous version ('0')
 * and restarting the host on the same data folder, as a new build would find it.
 */
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import type { LocalHostServices } from '../../../src-main/services/host-services';
import { saveDigest } from '../../../src-main/services/saves';
import { FrameStore } from '../../../src-main/store/frames';
import { decodeFrames, encodeFrame, type Frame } from '../../../src-main/worker/frames';
import { getGame } from '../../../src-shared/games/index';
import { getRuleset } from '../../../src-shared/games/registry';
import { replay, type RecordedMove } from '../../../src-shared/kernel/record';
import { Rng } from '../../../src-shared/kernel/rng';
import { randomGameFile } from './game-files';
import { startServices, stopServices, tempDir } from './helpers';

const GAMES = ['henn-shogun', 'mb-shogun', 'gekokujo', 'kunitori', 'juni-tsuki'];

/** Store the game as if saved under the previous rules version, and start the host again (the new build). */
async function bumpVersion(s: LocalHostServices, dir: string, gameId: string): Promise<LocalHostServices> {
  s.store.db.prepare(`UPDATE games SET ruleset_version = '0' WHERE id = ?`).run(gameId);
  await stopServices(s);
  return startServices(dir, { resumeOnStart: false, testPositions: true });
}

/**
 * An unfinished game stored by a host for tests (which imports positions): the
 * first half of a random game, every seat a person.
 */
async function importUnfinished(s: LocalHostServices, ruleset: string, seed: string): Promise<string> {
  const R = getRuleset(ruleset)!;
  const file = JSON.parse(randomGameFile(ruleset, { ...getGame(ruleset)!.quickStart }, seed).text) as Record<string, unknown> & { moves: RecordedMove[]; seats: { seat: number }[] };
  const moves = file.moves.slice(0, Math.floor(file.moves.length / 2));
  const { checkpoints } = replay(R, { ruleset, rulesetVersion: R.version, options: file.options, seed, moves });
  const body: Record<string, unknown> = { ...file, moves, checkpoints, status: 'active', result: null, seats: file.seats.map((x) => ({ seat: x.seat, kind: 'human', name: `P${x.seat + 1}` })) };
  delete body.digest;
  const { gameId } = await s.importGame(JSON.stringify({ ...body, digest: saveDigest(body) }));
  expect(s.store.getGame(gameId)).toMatchObject({ status: 'active', ply: moves.length });
  return gameId;
}

describe.each(GAMES)('a rule fix never takes a player\'s games away: %s', (ruleset) => {
  it('a finished game saved under the previous version still replays, from its frames, exactly as before', async () => {
    const dir = tempDir();
    let s = await startServices(dir, { resumeOnStart: false });
    const { gameId } = await s.importGame(randomGameFile(ruleset, { ...getGame(ruleset)!.quickStart }, 'bump-finished').text);
    let c = new HostClient(s);
    const length = s.store.getGame(gameId)!.ply;
    const before = await c.call({ type: 'getReplayLog', gameId, seat: null });
    const mid = Math.floor(length / 2);
    const frameBefore = await c.call({ type: 'getReplayFrame', gameId, ply: mid, seat: null });
    const endBefore = await c.call({ type: 'getReplayFrame', gameId, ply: length, seat: null });

    s = await bumpVersion(s, dir, gameId);
    c = new HostClient(s);
    const info = await c.call({ type: 'getReplay', gameId });
    expect(info).toMatchObject({ replayable: true, rulesetVersion: '0', currentRulesetVersion: getRuleset(ruleset)!.version, archived: { rulesetVersion: '0' } });
    expect(info.problem).toMatch(/rules version 0/);
    const after = await c.call({ type: 'getReplayLog', gameId, seat: null });
    expect(JSON.parse(JSON.stringify(after.moves))).toEqual(JSON.parse(JSON.stringify(before.moves)));
    const frameAfter = await c.call({ type: 'getReplayFrame', gameId, ply: mid, seat: null });
    expect(frameAfter.view).toEqual(frameBefore.view);
    expect(frameAfter.last).toEqual(frameBefore.last);
    const endAfter = await c.call({ type: 'getReplayFrame', gameId, ply: length, seat: null });
    expect(endAfter.result).toEqual(endBefore.result);
    expect(endAfter.pending).toEqual([]);
  }, 180_000);

  it('an unfinished game continues when its moves show the same under the new rules, and takes the new version', async () => {
    const dir = tempDir();
    let s = await startServices(dir, { resumeOnStart: false, testPositions: true });
    const gameId = await importUnfinished(s, ruleset, 'bump-goes-on');
    s = await bumpVersion(s, dir, gameId);
    const c = new HostClient(s);
    const opened = await c.call({ type: 'continueGame', gameId });
    expect(opened.views.length).toBeGreaterThan(0);
    expect(s.store.getGame(gameId)!.rulesetVersion).toBe(getRuleset(ruleset)!.version);
    // And it goes on: the seat to move makes a legal move.
    const R = getRuleset(ruleset)!;
    const turn = opened.views.find((v) => v.pending.some((d) => d.seat === v.seat))!;
    const move = R.randomMove(turn.view, Rng.seeded('next'));
    const ply = s.store.getGame(gameId)!.ply;
    expect((await c.call({ type: 'submitMove', gameId, seat: turn.seat, move })).ply).toBe(ply + 1);
  }, 180_000);

  it('an unfinished game whose board the new rules show differently says what changed; kept as a replay or started over, nothing deleted', async () => {
    const dir = tempDir();
    let s = await startServices(dir, { resumeOnStart: false, testPositions: true });
    const gameId = await importUnfinished(s, ruleset, 'bump-changed');
    const ply = s.store.getGame(gameId)!.ply;
    // What the old rules showed after move 3 differs from what this build shows (as after a rule fix).
    const frames = new FrameStore(s.store.db);
    const texts = decodeFrames(frames.raw(gameId));
    const changed = texts.map((t, i) => (i === 3 ? JSON.stringify({ ...(JSON.parse(t) as Frame), view: { before: 'the rule fix' } }) : t));
    frames.put(gameId, changed.map((t, i) => ({ ply: i, data: encodeFrame(i, t, i === 0 ? null : changed[i - 1]!) })));
    s = await bumpVersion(s, dir, gameId);
    const c = new HostClient(s);
    const refused = await c.call({ type: 'continueGame', gameId }).then(() => null, (e: unknown) => e as ContractFailure);
    expect(refused?.code).toBe('rules-changed');
    expect(refused?.message).toMatch(/started under .* rules version 0\. .*after move 3 \(P\d\) the board would not be the same\. .*replay.*start it over; nothing is deleted/);
    expect(s.store.getGame(gameId)).toMatchObject({ status: 'active', ply, rulesetVersion: '0' });

    const retired = await c.call({ type: 'retireGame', gameId, startOver: true });
    expect(retired.retired).toBe(gameId);
    expect(s.store.getGame(gameId)).toMatchObject({ status: 'abandoned', ply });
    expect(s.store.moves(gameId).length).toBe(ply);
    const fresh = s.store.getGame(retired.gameId!)!;
    expect(fresh).toMatchObject({ status: 'active', ply: 0, rulesetVersion: getRuleset(ruleset)!.version, campaignId: s.store.getGame(gameId)!.campaignId });
    // The old game is a replay of the rules it was played under.
    const info = await c.call({ type: 'getReplay', gameId });
    expect(info).toMatchObject({ replayable: true, allSeeing: true, archived: { rulesetVersion: '0' }, game: { abandoned: true } });
    expect((await c.call({ type: 'getReplayFrame', gameId, ply: 3, seat: null })).view).toEqual({ before: 'the rule fix' });
    const again = await c.call({ type: 'continueGame', gameId }).then(() => null, (e: unknown) => e as ContractFailure);
    expect(again?.code).toBe('game-over');
  }, 180_000);
});

describe('a move the new rules no longer allow', () => {
  it('is named with its number, its player and the rule\'s words; the game stays as it was', async () => {
    const dir = tempDir();
    let s = await startServices(dir, { resumeOnStart: false, testPositions: true });
    const gameId = await importUnfinished(s, 'kunitori', 'bump-illegal');
    // As if the new rules refused what the old ones allowed at move 5.
    s.store.db.prepare(`UPDATE moves SET move = '{"type":"end-turn"}' WHERE game_id = ? AND ply = 5`).run(gameId);
    const before = s.store.moves(gameId);
    s = await bumpVersion(s, dir, gameId);
    const refused = await new HostClient(s).call({ type: 'continueGame', gameId }).then(() => null, (e: unknown) => e as ContractFailure);
    expect(refused?.code).toBe('rules-changed');
    expect(refused?.message).toMatch(/under them move 5 \(P\d\) is no longer allowed: .+\. You can keep the game as a replay/);
    expect(s.store.moves(gameId)).toEqual(before);
    expect(s.store.getGame(gameId)).toMatchObject({ status: 'active', rulesetVersion: '0' });
  }, 120_000);
});
