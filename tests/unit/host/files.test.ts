import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src-main/cli/index';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import type { LocalHostServices } from '../../../src-main/services/host-services';
import { exportGame as lowLevelExport, saveDigest, type SaveFile } from '../../../src-main/services/saves';
import { ROOT, tempDir, startServices, bot } from './helpers';

const start = startServices;


async function finishedHennGame(s: LocalHostServices): Promise<string> {
  const c = new HostClient(s);
  const { gameId } = await c.call({ type: 'createGame', ruleset: 'henn-shogun', options: {}, seed: 'file', seats: [bot('A'), bot('B'), bot('C')], campaignName: 'Export me' });
  await s.whenIdle(gameId);
  expect(s.store.getGame(gameId)?.status).toBe('finished');
  return gameId;
}

/** Re-sign an edited file, as a tamperer who knows the checksum would. */
function resign(file: SaveFile): string {
  return JSON.stringify({ ...file, digest: saveDigest(file) });
}

async function importError(s: LocalHostServices, text: string): Promise<string> {
  const before = s.store.listGames().length;
  const e = await s.importGame(text).then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(ContractFailure);
  expect((e as ContractFailure).code).toBe('bad-file');
  expect(s.store.listGames().length).toBe(before); // nothing stored
  return (e as ContractFailure).message;
}

describe('game files', () => {
  it('exports a finished game and imports it elsewhere as the same, verified game', async () => {
    const a = await start();
    const gameId = await finishedHennGame(a);
    const { text, fileName } = a.exportGame(gameId);
    expect(fileName).toMatch(/^tenka-henn-shogun-\d{4}-\d\d-\d\d-.*\.json$/);
    const file = JSON.parse(text) as SaveFile;
    expect(file).toMatchObject({ format: 'tenka-game', formatVersion: 1, ruleset: { id: 'henn-shogun' }, seed: 'file', status: 'finished', campaign: { name: 'Export me' } });
    expect(file.moves.length).toBe(a.store.getGame(gameId)!.ply);

    const b = await start();
    const c = new HostClient(b);
    const imported = await c.call({ type: 'importGame', text });
    const game = b.store.getGame(imported.gameId)!;
    const original = a.store.getGame(gameId)!;
    expect(game).toMatchObject({ status: 'finished', ply: original.ply, round: original.round, seed: 'file', seats: original.seats, result: original.result, source: 'imported' });
    expect(b.store.moves(imported.gameId)).toEqual(a.store.moves(gameId));
    expect(b.store.checkpoints(imported.gameId)).toEqual(a.store.checkpoints(gameId));
    const campaign = (await c.call({ type: 'getCampaign', campaignId: imported.campaignId })).campaign;
    expect(campaign).toMatchObject({ name: 'Export me (imported)', single: true, games: 1, finishedGames: 1 });
    expect((await c.call({ type: 'getReplay', gameId: imported.gameId })).replayable).toBe(true);
  });

  it('a running game is not exported ("finish it first"), and an unfinished game file (made by an older Tenka) is refused', async () => {
    const a = await start();
    const c = new HostClient(a);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'half', seats: [{ kind: 'human', name: 'Ann' }, bot('Rob')] });
    await c.call({ type: 'openGame', gameId });
    await c.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 2 } });
    await a.whenIdle(gameId);
    const refused = await c.call({ type: 'exportGame', gameId }).then(() => null, (x: unknown) => x as ContractFailure);
    expect(refused?.code).toBe('hidden');
    expect(refused?.message).toMatch(/still being played: finish it first/);
    expect(() => a.exportGame(gameId)).toThrow(/finish it first/);
    // What older builds wrote for a running game: the whole record. Re-imported with
    // every seat a bot it would be an all-seeing replay of the others' secrets.
    const legacy = JSON.parse(lowLevelExport(a.store, gameId)!.text) as SaveFile;
    expect(legacy.status).toBe('active');
    const b = await start();
    expect(await importError(b, lowLevelExport(a.store, gameId)!.text)).toMatch(/unfinished game.*finished games only/);
    const { digest: _d, ...body } = legacy;
    const allBots = { ...body, seats: body.seats.map((x) => ({ ...x, kind: 'bot' as const, bot: 'random' })), digest: '' };
    expect(await importError(b, resign(allBots))).toMatch(/unfinished game.*finished games only/);
  });

  it('a host started for tests (--test-positions) imports a stored position: an unfinished game that goes on from its ply', async () => {
    const a = await start();
    const c = new HostClient(a);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'pos', seats: [{ kind: 'human', name: 'Ann' }, bot('Rob')] });
    await c.call({ type: 'openGame', gameId });
    await c.call({ type: 'submitMove', gameId, seat: 0, move: { type: 'bid', bid: 1 } });
    await a.whenIdle(gameId);
    const text = lowLevelExport(a.store, gameId)!.text;
    const t = await start(undefined, { testPositions: true });
    const { gameId: imported } = await new HostClient(t).call({ type: 'importGame', text });
    const stored = t.store.getGame(imported)!;
    expect(stored.status).toBe('active');
    expect(stored.ply).toBe(a.store.getGame(gameId)!.ply);
  });

  it('refuses corrupt, truncated, foreign, newer, tampered and inconsistent files with a clear reason, storing nothing', async () => {
    const s = await start();
    const gameId = await finishedHennGame(s);
    const { text } = s.exportGame(gameId);
    const file = JSON.parse(text) as SaveFile;

    expect(await importError(s, text.slice(0, Math.floor(text.length / 2)))).toMatch(/not valid JSON.*truncated/);
    expect(await importError(s, '\u0000\u0001binary junk')).toMatch(/not valid JSON/);
    expect(await importError(s, JSON.stringify({ kind: 'chess-pgn', moves: [] }))).toMatch(/not a Tenka game file/);
    expect(await importError(s, JSON.stringify({ ...file, formatVersion: 7 }))).toMatch(/newer Tenka \(format version 7/);
    expect(await importError(s, JSON.stringify({ ...file, moves: 'none' }))).toMatch(/damaged at moves/);
    // Edited without re-signing: the checksum catches it.
    const renamed = { ...file, seats: file.seats.map((x, i) => (i === 0 ? { ...x, name: 'Cheater' } : x)) };
    expect(await importError(s, JSON.stringify(renamed))).toMatch(/changed after it was exported/);
    // Edited and re-signed: the replay catches it.
    const { digest: _d, ...body } = file;
    expect(await importError(s, resign({ ...body, result: { scores: file.result!.scores.map((x, i) => (i === 1 ? x + 10 : x)), winners: [1] }, digest: '' }))).toMatch(/result differs/);
    const cps = file.checkpoints.map((cp, i) => (i === 1 ? { ...cp, hash: 'ffffffffffffffff' } : cp));
    expect(await importError(s, resign({ ...body, checkpoints: cps, digest: '' }))).toMatch(/different position at move/);
    expect(await importError(s, resign({ ...body, checkpoints: file.checkpoints.slice(0, -1), digest: '' }))).toMatch(/checkpoints differ/);
    expect(await importError(s, resign({ ...body, moves: file.moves.slice(0, -3), digest: '' }))).toMatch(/does not replay correctly/);
    expect(await importError(s, resign({ ...body, seed: 'other', digest: '' }))).toMatch(/does not replay correctly/);
    expect(await importError(s, resign({ ...body, ruleset: { id: 'henn-shogun', version: '0.1' }, digest: '' }))).toMatch(/rules version 0\.1/);
    expect(await importError(s, resign({ ...body, ruleset: { id: 'go', version: '1' }, digest: '' }))).toMatch(/ruleset 'go'/);
  });

  it('the digest covers the whole file: a field it did not cover before (top level or inside a seat) is caught; files exported before still import', async () => {
    const s = await start();
    const gameId = await finishedHennGame(s);
    const file = JSON.parse(s.exportGame(gameId).text) as SaveFile & Record<string, unknown>;
    expect(await importError(s, JSON.stringify({ ...file, note: 'added later' }))).toMatch(/changed after it was exported/);
    expect(await importError(s, JSON.stringify({ ...file, seats: file.seats.map((x, i) => (i === 1 ? { ...x, comment: 'x' } : x)) }))).toMatch(/changed after it was exported/);
    // A file written by an earlier build (same format version) reads as before.
    const old = fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'game-file-v1.json'), 'utf8');
    const imported = await s.importGame(old);
    expect(imported.duplicateOf).toBeUndefined();
    expect(s.store.getGame(imported.gameId)).toMatchObject({ status: 'finished', seed: 'v1-file', source: 'imported' });
  });

  it('the same game imported twice is stored once: the second answer names the existing copy (also for the game it was exported from)', async () => {
    const a = await start();
    const gameId = await finishedHennGame(a);
    const { text } = a.exportGame(gameId);
    const c = new HostClient(a);
    const again = await c.call({ type: 'importGame', text });
    expect(again).toMatchObject({ gameId, duplicateOf: gameId, campaignId: a.store.getGame(gameId)!.campaignId });
    expect(a.store.listGames()).toHaveLength(1);

    const b = await start();
    const cb = new HostClient(b);
    const first = await cb.call({ type: 'importGame', text });
    expect(first.duplicateOf).toBeUndefined();
    // Exported again later (another exportedAt) or as the file it was: the same game.
    const second = await cb.call({ type: 'importGame', text: a.exportGame(gameId).text });
    expect(second).toMatchObject({ gameId: first.gameId, duplicateOf: first.gameId, campaignId: first.campaignId });
    expect(b.store.listGames()).toHaveLength(1);
    expect(b.store.listCampaigns()).toHaveLength(1);
  });

  it('CLI: export writes the file, import prints the new id, a bad file exits non-zero with the reason', async () => {
    const dir = tempDir();
    const s = await start(dir);
    const gameId = await finishedHennGame(s);
    await s.close();
    const out: string[] = [];
    const err: string[] = [];
    const o = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
    const file = path.join(dir, 'game.json');
    expect(await main(['export', gameId, '--out', file, '--data-dir', dir], o)).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ format: 'tenka-game', seed: 'file' });

    const other = tempDir();
    out.length = 0;
    expect(await main(['import', file, '--data-dir', other], o)).toBe(0);
    const newId = out.at(-1)!;
    expect(newId).toMatch(/^g[0-9a-z]+$/);
    // The same file again: nothing stored, the existing copy named.
    out.length = 0;
    expect(await main(['import', file, '--data-dir', other], o)).toBe(0);
    expect(out.at(-1)).toBe(newId);
    expect(err.at(-1)).toMatch(new RegExp(`already stored as game ${newId}: nothing imported`));
    const b = await start(other);
    expect(b.store.getGame(newId)).toMatchObject({ status: 'finished', seed: 'file' });
    expect(b.store.listGames()).toHaveLength(1);
    await b.close();

    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(bad, fs.readFileSync(file, 'utf8').replace('"seed": "file"', '"seed": "fil3"'));
    expect(await main(['import', bad, '--data-dir', other], o)).toBe(1);
    expect(err.at(-1)).toMatch(/cannot import .*bad\.json: the game file was changed after it was exported/);
    expect(await main(['export', gameId, '--data-dir', dir], o)).toBe(2);
    expect(await main(['export', 'nope', '--out', file, '--data-dir', dir], o)).toBe(1);
    // A whole bots' game, three hosts and five CLI runs: 60 s was not enough at load 20 (session 8's busy run).
  }, 180_000);
});
