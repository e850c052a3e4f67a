/** The host tells a game's players how far a searching bot has got (botThinking pushes), and when it is done. */
import { describe, expect, it } from 'vitest';
import type { BotThinkingPush, GameUpdatePush } from '../../../src-shared/contract/messages';
import { HostClient } from '../../../src-main/services/client';
import { bot, human, startServices, tempDir } from './helpers';

type Push = BotThinkingPush | GameUpdatePush;

describe('bot thinking pushes', () => {
  // The search runs a fixed number of playouts for its budget (PLAYOUTS_PER_SECOND, deliberately
  // conservative), so on a quick machine it ends well inside it: a large budget keeps it searching
  // long enough (about a second here) to report progress between start and done.
  it('a Hard bot’s move: a start at 0, progress while it searches, its move, then done — in order, within 0..1', async () => {
    const s = await startServices(tempDir(), { botBudgetMs: 10_000 });
    // Resolves at the first done push of a bot whose start this connection saw.
    let fullRun!: () => void;
    const done = new Promise<void>((resolve) => (fullRun = resolve));
    const started = new Set<number>();
    const c = new HostClient(s, (m) => {
      const p = m as Push;
      if (p.push !== 'botThinking') return;
      if (!p.done && p.progress === 0) started.add(p.seat);
      if (p.done && started.has(p.seat)) fullRun();
    });
    // Fixed setup: every seat plans at once, so the Hard bots start searching straight away.
    const { gameId } = await c.call({
      type: 'createGame',
      ruleset: 'henn-shogun',
      options: { players: 3 },
      seed: 'thinking',
      seats: [human('Ann'), bot('Kenshin', 'hard'), bot('Shingen', 'hard')],
    });
    // Pushes go to connections holding a seat: opening the game takes Ann's.
    await c.call({ type: 'openGame', gameId });
    await done;
    const pushes = c.pushes as Push[];
    const thinking = pushes.filter((p): p is BotThinkingPush => p.push === 'botThinking');
    const seat = [...started][0]!;
    const mine = thinking.filter((p) => p.seat === seat);
    const run = mine.slice(mine.findIndex((p) => !p.done && p.progress === 0));
    expect(run.filter((p) => p.done)).toHaveLength(1);

    expect(run[0]).toMatchObject({ gameId, seat, kind: 'plan', progress: 0, done: false, budgetMs: 10_000 });
    const ticks = run.slice(1, -1);
    expect(ticks.length).toBeGreaterThanOrEqual(1); // it reported while searching, not only at the ends
    for (const p of run) {
      expect(p.progress).toBeGreaterThanOrEqual(0);
      expect(p.progress).toBeLessThanOrEqual(1);
      expect(p.done).toBe(p === run.at(-1));
    }
    for (let i = 1; i < run.length; i++) {
      expect(run[i]!.progress).toBeGreaterThanOrEqual(run[i - 1]!.progress);
      expect(run[i]!.elapsedMs).toBeGreaterThanOrEqual(run[i - 1]!.elapsedMs);
    }
    // Throttled in the worker: about 5 a second, not one per sampled world.
    for (let i = 1; i < run.length - 1; i++) expect(run[i]!.elapsedMs - run[i - 1]!.elapsedMs).toBeGreaterThanOrEqual(190);
    expect(run.at(-1)).toMatchObject({ kind: 'plan', progress: 1, done: true });
    // Its move reached the players before the done push: the seat stops thinking when its card lies on the table.
    const movedAt = pushes.findIndex((p) => p.push === 'gameUpdate' && p.update.pending.every((d) => d.seat !== seat));
    expect(movedAt).toBeGreaterThan(pushes.indexOf(run[0]!));
    expect(movedAt).toBeLessThan(pushes.indexOf(run.at(-1)!));
  }, 30_000);

  it('a heuristic bot sends only done; connections without a seat in the game hear nothing', async () => {
    const s = await startServices(tempDir());
    const c = new HostClient(s);
    const outsider = new HostClient(s);
    const { gameId } = await c.call({
      type: 'createGame',
      ruleset: 'henn-shogun',
      options: { players: 4 },
      seed: 'quick',
      seats: [human('Ann'), bot('A', 'normal'), bot('B', 'normal'), bot('C', 'normal')],
    });
    await c.call({ type: 'openGame', gameId });
    await s.whenIdle(gameId);
    // The bots that planned after Ann opened the game: one done push each, no progress.
    const thinking = (c.pushes as Push[]).filter((p): p is BotThinkingPush => p.push === 'botThinking');
    expect(thinking.length).toBeGreaterThanOrEqual(1);
    for (const p of thinking) expect(p).toMatchObject({ gameId, kind: 'plan', progress: 1, done: true });
    expect(new Set(thinking.map((p) => p.seat)).size).toBe(thinking.length);
    expect(outsider.pushes).toEqual([]);
  });
});
