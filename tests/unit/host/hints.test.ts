/**
 * Hints through the host (docs/hints.md): "Suggest a move" asks the game's
 * Hard for the asking seat, from its view, in the thinker worker; it plays
 * nothing, counts the hint, tells only the asker how far it got, can be
 * cancelled, and is refused for a seat that is not the caller's or when the
 * settings turn hints off.
 */
import { describe, expect, it } from 'vitest';
import type { HintThinkingPush } from '../../../src-shared/contract/messages';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import { hintsRefused } from '../../../src-main/services/hints';
import { bot, human, startServices } from './helpers';

const codeOf = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ContractFailure) return `${e.code}: ${e.message}`;
    throw e;
  }
  return 'answered';
};

/** A Henn's Shogun game of Ann against two bots: everyone plans at once, so Ann has a decision at once. */
async function annAgainstBots(budgetMs = 300) {
  const s = await startServices(undefined, { botBudgetMs: budgetMs });
  const ann = new HostClient(s);
  const { gameId } = await ann.call({ type: 'createGame', ruleset: 'henn-shogun', options: { players: 3 }, seed: 'hints', seats: [human('Ann'), bot('Kenshin', 'random'), bot('Shingen', 'random')] });
  await ann.call({ type: 'openGame', gameId });
  await s.whenIdle(gameId);
  return { s, ann, gameId };
}

describe('hints through the host', () => {
  it("suggests a move for the asker's own decision that the rules accept, plays nothing, counts it and tells only the asker its progress", { timeout: 60_000 }, async () => {
    // The default budget: at a small one a loaded machine's time cap leaves one playout, one move looked at.
    const { s, ann, gameId } = await annAgainstBots(1500);
    const onlooker = new HostClient(s);
    const before = await ann.call({ type: 'getView', gameId, seat: 0 });
    expect(before.pending.some((d) => d.seat === 0)).toBe(true);

    const hint = await ann.call({ type: 'suggestMove', gameId, seat: 0 });
    expect(hint).toMatchObject({ gameId, seat: 0, ply: before.ply, kind: 'plan', how: 'search', search: 'tree', hints: [1, 0, 0] });
    expect(hint.considered, JSON.stringify({ ...hint, move: undefined })).toBeGreaterThan(1);
    expect(hint.playouts).toBeGreaterThan(0);
    expect(hint.value).toBeGreaterThanOrEqual(0);
    expect(hint.value).toBeLessThanOrEqual(1);

    // Nothing was played: the game stands where it stood, Ann still decides.
    const after = await ann.call({ type: 'getView', gameId, seat: 0 });
    expect(after.ply).toBe(before.ply);
    expect(after.pending.some((d) => d.seat === 0)).toBe(true);
    expect(s.store.getGame(gameId)!.ply).toBe(before.ply);

    // Its progress went to Ann's connection only, from 0, within 0..1.
    const progress = ann.pushes.filter((p): p is HintThinkingPush => (p as HintThinkingPush).push === 'hintThinking');
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress[0]).toMatchObject({ gameId, seat: 0, progress: 0, budgetMs: 1500 });
    for (const p of progress) expect(p.progress).toBeGreaterThanOrEqual(0), expect(p.progress).toBeLessThanOrEqual(1);
    expect(onlooker.pushes.filter((p) => (p as HintThinkingPush).push === 'hintThinking')).toEqual([]);

    // The move is one the rules accept when Ann confirms it; a second hint counts again.
    expect((await ann.call({ type: 'suggestMove', gameId, seat: 0 })).hints).toEqual([2, 0, 0]);
    // The end summary reads the counts from the replay's info (a count only, nothing of what the hints said).
    expect((await ann.call({ type: 'getReplay', gameId })).hints).toEqual([2, 0, 0]);
    const played = await ann.call({ type: 'submitMove', gameId, seat: 0, move: hint.move as never });
    expect(played.ply).toBeGreaterThanOrEqual(before.ply);
  });

  // A seat with nothing to decide: tests/unit/host/parts/hints.test.ts (here the bots move on at once).
  it("is refused for a seat that is not the caller's and a bot's seat", { timeout: 60_000 }, async () => {
    const { s, ann, gameId } = await annAgainstBots();
    const stranger = new HostClient(s);
    expect(await codeOf(stranger.call({ type: 'suggestMove', gameId, seat: 0 }))).toMatch(/^not-your-seat/);
    expect(await codeOf(ann.call({ type: 'suggestMove', gameId, seat: 1 }))).toMatch(/^not-your-seat: seat 1 is played by a bot/);
    expect(await codeOf(stranger.call({ type: 'cancelHint', gameId, seat: 0 }))).toMatch(/^not-your-seat/);
    expect(await codeOf(ann.call({ type: 'suggestMove', gameId, seat: 7 }))).toMatch(/^not-your-seat: game \S+ has no seat 7/);
  });

  it('is refused when the settings turn hints off, and between people unless they allow it there', { timeout: 60_000 }, async () => {
    const { ann, gameId } = await annAgainstBots();
    await ann.call({ type: 'saveSettings', settings: { hints: false } });
    expect(await codeOf(ann.call({ type: 'suggestMove', gameId, seat: 0 }))).toBe('conflict: hints are turned off in the settings');
    await ann.call({ type: 'saveSettings', settings: { hints: true } });
    const hotseat = await ann.call({ type: 'createGame', ruleset: 'henn-shogun', options: { players: 3 }, seed: 'hotseat', seats: [human('Ann'), human('Ben'), bot('Rob')] });
    await ann.call({ type: 'openGame', gameId: hotseat.gameId });
    expect(await codeOf(ann.call({ type: 'suggestMove', gameId: hotseat.gameId, seat: 1 }))).toBe('conflict: hints in games between people are turned off in the settings');
    await ann.call({ type: 'saveSettings', settings: { hints: true, hotseatHints: true } });
    expect((await ann.call({ type: 'suggestMove', gameId: hotseat.gameId, seat: 1 })).hints).toEqual([0, 1, 0]);
    expect(hintsRefused(null, 1)).toBeNull();
    expect(hintsRefused({ hotseatHints: true, hints: false }, 2)).toMatch(/off/);
  });

  it('can be cancelled while it thinks: the request fails at once and the next hint runs', { timeout: 60_000 }, async () => {
    const { s, gameId } = await annAgainstBots(20_000);
    let started!: () => void;
    const thinking = new Promise<void>((resolve) => (started = resolve));
    const ann = new HostClient(s, (m) => {
      if ((m as HintThinkingPush).push === 'hintThinking') started();
    });
    await ann.call({ type: 'openGame', gameId });
    const t0 = performance.now();
    const asked = codeOf(ann.call({ type: 'suggestMove', gameId, seat: 0 }));
    await thinking;
    expect(await ann.call({ type: 'cancelHint', gameId, seat: 0 })).toEqual({ cancelled: true });
    expect(await asked).toBe('conflict: the hint was cancelled');
    expect(performance.now() - t0).toBeLessThan(15_000);
    expect(await ann.call({ type: 'cancelHint', gameId, seat: 0 })).toEqual({ cancelled: false });
  });
});
