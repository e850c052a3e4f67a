/**
 * Hostile requests: absurdly nested JSON, and one connection flooding the host.
 */
import { describe, expect, it } from 'vitest';
import type { ResponseEnvelope } from '../../../src-shared/contract/messages';
import { HostClient } from '../../../src-main/services/client';
import { startServices, human } from './helpers';

const deep = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

describe('hostile requests', () => {
  it("deeply nested JSON (100,000 levels inside a move, the options or a game file) answers 'bad-request' / 'bad-file', not 'internal'", async () => {
    const s = await startServices();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'deep', seats: [human('A'), human('B')] });
    await c.call({ type: 'openGame', gameId });
    const send = async (requestJson: string): Promise<ResponseEnvelope> => JSON.parse(await s.handleMessage(c.conn, `{"id":5,"request":${requestJson}}`)) as ResponseEnvelope;

    const move = await send(`{"type":"submitMove","gameId":"${gameId}","seat":0,"move":${deep(100_000)}}`);
    expect(move.ok).toBe(false);
    if (!move.ok) {
      expect(move.error.code).toBe('bad-request');
      expect(move.error.message).toMatch(/nested/);
      expect(move.id).toBe(5);
    }
    const options = await send(`{"type":"createGame","ruleset":"toy-race","options":{"x":${deep(100_000)}},"seats":[{"kind":"human","name":"A"},{"kind":"human","name":"B"}]}`);
    expect(options.ok || options.error.code).toBe('bad-request');
    // A game file is JSON inside the request's JSON: its own depth is checked too.
    const file = JSON.stringify({ format: 'tenka-game', formatVersion: 1, moves: [{ seat: 0, move: JSON.parse(deep(2000)) }] }).replace(deep(2000), deep(100_000));
    const imported = await send(JSON.stringify({ type: 'importGame', text: file }));
    expect(imported.ok || imported.error.code).toBe('bad-file');
    // Nothing was applied, and the host still answers.
    expect((await c.call({ type: 'getView', gameId, seat: 0 })).ply).toBe(0);
    expect((await c.call({ type: 'ping' })).pong).toBe(true);
  });

  it('a flood of 10,000 requests on one connection does not hold up another connection: its ping and view are answered after at most a few of the flood', { timeout: 180_000 }, async () => {
    const s = await startServices();
    const a = new HostClient(s);
    const b = new HostClient(s);
    const { gameId } = await a.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'flood', seats: [human('A'), human('B')] });
    await a.call({ type: 'openGame', gameId });
    const mine = (await b.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seed: 'mine', seats: [human('C'), human('D')] })).gameId;
    await b.call({ type: 'openGame', gameId: mine });
    // A few games in the store make every list a little work on the host's thread.
    for (let i = 0; i < 10; i++) await a.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('A'), human('B')] });

    const FLOOD = 10_000;
    let answered = 0;
    const flood: Promise<unknown>[] = [];
    for (let i = 0; i < FLOOD; i++) {
      const request = i % 2 ? { type: 'getView', gameId, seat: 0 } : { type: 'listGames' };
      flood.push(s.handleMessage(a.conn, JSON.stringify({ id: i + 1, request })).then(() => answered++));
    }
    // The other connection asks while the flood is waiting: by order of service,
    // only a handful of the flood may be answered before it.
    const t0 = performance.now();
    const pingAt = b.call({ type: 'ping' }).then(() => ({ after: answered, ms: performance.now() - t0 }));
    const viewAt = b.call({ type: 'getView', gameId: mine, seat: 0 }).then(() => ({ after: answered, ms: performance.now() - t0 }));
    const [ping, view] = await Promise.all([pingAt, viewAt]);
    await Promise.all(flood);
    expect(answered).toBe(FLOOD);
    // Before: the ping came after half the flood (the lists ran at once) and the view after all of it.
    expect(ping.after, `ping answered after ${ping.after} of the flood`).toBeLessThanOrEqual(100);
    expect(view.after, `view answered after ${view.after} of the flood`).toBeLessThanOrEqual(100);
    expect(ping.ms).toBeLessThan(1000);
  });
});
