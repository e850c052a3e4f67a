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
});
