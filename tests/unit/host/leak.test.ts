/**
 * Hidden information, end to end through HostServices (no browser): a game of
 * Henn's Shogun between two people (seats 0 and 1) and a bot (seat 2), played
 * to the end with random legal moves chosen from each person's own view.
 * Everything sent to seat 0's connection, seat 1's connection and a third
 * connection that holds no seat is captured, while the game runs, together
 * with the answers to every request a curious client could make (lists,
 * replays, export). None of it may reveal the other person's secret plan
 * before it is turned up, or let it be computed (the seed, the Rng state,
 * the whole record).
 */
import { describe, expect, it } from 'vitest';
import type { GameUpdatePush, SeatView } from '../../../src-shared/contract/messages';
import { Rng } from '../../../src-shared/kernel/rng';
import { randomMoveOf } from '../../../src-shared/games/henn-shogun/legal';
import type { HennShogunMove, HennShogunView } from '../../../src-shared/games/henn-shogun/types';
import { HostClient } from '../../../src-main/services/client';
import type { LocalHostServices } from '../../../src-main/services/host-services';
import { startServices, human, bot } from './helpers';
import { holds } from './hidden-plans';

const SEED = 'leak-marker-seed-9f3c';

/** A client that keeps every text it receives (responses and pushes), in order. */
class Spy {
  readonly texts: { text: string; running: boolean }[] = [];
  private nextId = 1;
  readonly conn;
  running = true;
  readonly problems: string[] = [];
  constructor(readonly s: LocalHostServices) {
    this.conn = s.connect((text) => this.texts.push({ text, running: this.running }));
  }
  async call<T = unknown>(request: Record<string, unknown>): Promise<{ ok: boolean; result?: T; error?: { code: string; message: string } }> {
    const text = await this.s.handleMessage(this.conn, JSON.stringify({ id: this.nextId++, request }));
    this.texts.push({ text, running: this.running });
    return JSON.parse(text) as { ok: boolean; result?: T; error?: { code: string; message: string } };
  }
  /** What this connection was told while the game ran. */
  whileRunning(): string[] {
    return this.texts.filter((t) => t.running).map((t) => t.text);
  }
}

/** Every request a curious client could make about the game, answered into the spy's log. */
async function pry(spy: Spy, gameId: string, campaignId: string): Promise<void> {
  await spy.call({ type: 'listGames' });
  await spy.call({ type: 'latestUnfinished' });
  await spy.call({ type: 'listCampaigns' });
  await spy.call({ type: 'getCampaign', campaignId });
  const replay = await spy.call<{ record: unknown; game: unknown }>({ type: 'getReplay', gameId });
  if (replay.ok && replay.result!.record !== null) spy.problems.push('getReplay gave the record of a running game');
  const exported = await spy.call({ type: 'exportGame', gameId });
  if (exported.ok) spy.problems.push('a running game was exported');
  else if (exported.error!.code !== 'hidden' || !/finish/i.test(exported.error!.message)) spy.problems.push(`export refused unclearly: ${JSON.stringify(exported.error)}`);
  for (const seat of [null, 0, 1, 2]) {
    await spy.call({ type: 'getReplayLog', gameId, seat });
    await spy.call({ type: 'getReplayFrame', gameId, ply: 0, seat });
  }
  for (const seat of [0, 1, 2]) await spy.call({ type: 'getView', gameId, seat });
  // The analysis and the record (docs/record-and-analysis.md) read finished games only.
  const analysis = await spy.call<{ state: string; points: unknown[] }>({ type: 'getAnalysis', gameId });
  if (!analysis.ok || analysis.result!.state !== 'unavailable' || analysis.result!.points.length > 0) spy.problems.push(`getAnalysis answered for a running game: ${JSON.stringify(analysis)}`);
  const asked = await spy.call({ type: 'analyseGame', gameId });
  if (asked.ok) spy.problems.push('a running game was analysed');
  await spy.call({ type: 'getPlayerRecord', ruleset: 'henn-shogun', player: 'Ann' });
  // A hint is the asker's own seat's only (docs/hints.md): asked for another seat it is refused, and never answered.
  for (const seat of [0, 1, 2]) {
    const hint = await spy.call({ type: 'suggestMove', gameId, seat });
    if (hint.ok) spy.problems.push(`a hint was given for seat ${seat} in a game between people without the setting`);
    else if (!['not-your-seat', 'conflict'].includes(hint.error!.code)) spy.problems.push(`a hint refused unclearly: ${JSON.stringify(hint.error)}`);
  }
}

describe('hidden information through the host', () => {
  it("a two-person game of Henn's Shogun: nothing told to one seat, or to a seatless connection, reveals the other's plan, the seed or the record while it runs", { timeout: 240_000 }, async () => {
    const s = await startServices(undefined, { botBudgetMs: 50 });
    const a = new Spy(s);
    const b = new Spy(s);
    const c = new Spy(s);
    const created = await a.call<{ gameId: string }>({ type: 'createGame', ruleset: 'henn-shogun', options: {}, seed: SEED, seats: [human('Ann'), human('Ben'), bot('Rob')] });
    expect(created.ok).toBe(true);
    const gameId = created.result!.gameId;
    const campaignId = s.store.getGame(gameId)!.campaignId!;

    // Ann's connection holds seat 0 only, Ben's seat 1 only; each plays its
    // seat from its own view. The third connection holds nothing.
    const rngs = [Rng.seeded('ann'), Rng.seeded('ben')];
    const plansOf: { seat: number; ply: number; move: HennShogunMove & { type: 'plan' } }[] = [];
    const spies = [a, b];
    expect((await a.call({ type: 'openGame', gameId, seats: [0] })).ok).toBe(true);
    expect((await b.call({ type: 'openGame', gameId, seats: [1] })).ok).toBe(true);
    let turns = 0;
    for (;;) {
      await s.whenIdle(gameId);
      if (s.store.getGame(gameId)!.status === 'finished') break;
      let moved = false;
      for (const seat of [0, 1]) {
        const spy = spies[seat]!;
        const got = await spy.call<SeatView>({ type: 'getView', gameId, seat });
        expect(got.ok, JSON.stringify(got.error)).toBe(true);
        const mine = got.result!;
        if (!mine.pending.some((p) => p.seat === seat)) continue;
        const move = randomMoveOf(mine.view as HennShogunView, rngs[seat]!);
        const res = await spy.call<{ ply: number }>({ type: 'submitMove', gameId, seat, move });
        expect(res.ok, JSON.stringify(res.error)).toBe(true);
        if (move.type === 'plan') plansOf.push({ seat, ply: res.result!.ply, move });
        moved = true;
        turns++;
        if (turns % 9 === 0) for (const spy2 of [a, b, c]) await pry(spy2, gameId, campaignId);
      }
      if (!moved) await new Promise((r) => setTimeout(r, 5));
      expect(turns).toBeLessThan(3000);
    }
    for (const spy of [a, b, c]) spy.running = false;
    expect(plansOf.filter((p) => p.seat === 1).length).toBeGreaterThan(3);

    // The state hashes of the checkpoints (of the whole state, Rng included): with
    // them a client could test guessed seeds (the start's hash is a function of
    // seed and options alone), so they too wait for the end.
    const hashes = s.store.checkpoints(gameId).map((cp) => cp.hash);
    expect(hashes.length).toBeGreaterThan(3);
    // The markers: Ben's plans as he submitted them, Ann's likewise, and the seed.
    for (const [spy, other] of [
      [a, 1],
      [b, 0],
      [c, 0],
      [c, 1],
    ] as const) {
      const told = spy.whileRunning().join('\n');
      expect(told.length).toBeGreaterThan(1000);
      expect(told, 'the seed was sent').not.toContain(SEED);
      expect(told, 'an Rng state was sent').not.toMatch(/"rng"\s*:/);
      expect(told, 'a seed field was sent').not.toMatch(/"seed"\s*:/);
      for (const h of hashes) expect(told, `the state hash ${h} was sent`).not.toContain(h);
      const values = spy.whileRunning().map((t) => JSON.parse(t) as unknown);
      for (const p of plansOf.filter((x) => x.seat === other)) {
        expect(values.some((v) => holds(v, p.move)), `seat ${other}'s plan of ply ${p.ply} was sent`).toBe(false);
      }
      expect(told, "another seat's confirmed plan was sent").not.toMatch(new RegExp(`"type":"plan-confirmed","seat":${other}\\b`));
    }
    for (const spy of [a, b, c]) expect(spy.problems).toEqual([]);
    // Each view a person's connection received is its own seat's.
    for (const [spy, seat] of [
      [a, 0],
      [b, 1],
    ] as const) {
      for (const text of spy.whileRunning()) {
        const m = JSON.parse(text) as Partial<GameUpdatePush> & { result?: { views?: SeatView[]; seat?: number; view?: unknown } };
        if (m.push === 'gameUpdate') expect(m.update!.seat).toBe(seat);
      }
    }

    // The markers are real: once the game is over, the record (and the seed) may be shown.
    const after = await c.call<{ record: { seed: string; moves: unknown[] } | null; game: { seed?: string } }>({ type: 'getReplay', gameId });
    expect(after.result!.record!.seed).toBe(SEED);
    expect(after.result!.game.seed).toBe(SEED);
    const told = JSON.parse(c.texts.at(-1)!.text) as unknown;
    for (const p of plansOf) expect(holds(told, p.move)).toBe(true);
    const exported = await c.call<{ text: string }>({ type: 'exportGame', gameId });
    expect(exported.ok).toBe(true);
  });
});
