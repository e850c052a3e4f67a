/**
 * The transport (src-main/services/connections.ts) on its own: answers, fair
 * turns between connections, refusals, seats held and pushes.
 */
import { describe, expect, it } from 'vitest';
import type { ResponseEnvelope } from '../../../../src-shared/contract/messages';
import { MAX_ACTIVE_PER_CONNECTION, MAX_WAITING_CHARS_PER_CONNECTION } from '../../../../src-main/services/connections';
import { fail } from '../../../../src-main/services/errors';
import { envelope, partsFixture } from './fixture';

const reply = (text: string) => JSON.parse(text) as ResponseEnvelope;

describe('connections: answering', () => {
  it('answers a request with its result, a refusal with its code, and an unexpected error as internal (logged)', async () => {
    const f = partsFixture(async (_conn, request) => {
      if (request.type === 'ping') return { pong: true, time: 1 };
      if (request.type === 'listGames') return fail('unknown-game', "no game 'x'");
      throw new Error('the disk is on fire');
    });
    const { conn } = f.client();
    expect(reply(await f.conns.handleMessage(conn, envelope(1, { type: 'ping' })))).toEqual({ id: 1, ok: true, result: { pong: true, time: 1 } });
    expect(reply(await f.conns.handleMessage(conn, envelope(2, { type: 'listGames' })))).toEqual({ id: 2, ok: false, error: { code: 'unknown-game', message: "no game 'x'" } });
    const internal = reply(await f.conns.handleMessage(conn, envelope(3, { type: 'listCampaigns' })));
    expect(internal).toMatchObject({ id: 3, ok: false, error: { code: 'internal', message: 'the disk is on fire' } });
    expect(f.logs.join('\n')).toMatch(/internal error on listCampaigns: .*the disk is on fire/);
  });

  it('refuses what does not parse, keeping the id it could read, without dispatching it', async () => {
    let dispatched = 0;
    const f = partsFixture(async () => void dispatched++);
    const { conn } = f.client();
    expect(reply(await f.conns.handleMessage(conn, envelope(7, { type: 'noSuchRequest' })))).toMatchObject({ id: 7, ok: false, error: { code: 'bad-request' } });
    expect(reply(await f.conns.handleMessage(conn, '{not json'))).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(dispatched).toBe(0);
  });

  it('refuses requests of a closed connection and while the host closes', async () => {
    const f = partsFixture(async () => ({ pong: true, time: 0 }));
    const { conn } = f.client();
    f.conns.disconnect(conn);
    expect(reply(await f.conns.handleMessage(conn, envelope(1, { type: 'ping' })))).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'this connection is closed' } });
    const other = f.client();
    f.ctx.closingNow = true;
    expect(reply(await f.conns.handleMessage(other.conn, envelope(2, { type: 'ping' })))).toMatchObject({ ok: false, error: { code: 'internal', message: 'the host is shutting down' } });
  });

  it(`runs at most ${MAX_ACTIVE_PER_CONNECTION} requests of one connection at once, while another connection's request starts at once`, async () => {
    const release: (() => void)[] = [];
    const running = new Map<string, number>();
    let most = 0;
    const started: string[] = [];
    const f = partsFixture(async (conn) => {
      started.push(conn.id);
      running.set(conn.id, (running.get(conn.id) ?? 0) + 1);
      most = Math.max(most, ...running.values());
      await new Promise<void>((resolve) => release.push(resolve));
      running.set(conn.id, running.get(conn.id)! - 1);
      return { pong: true, time: 0 };
    });
    const flood = f.client();
    const other = f.client();
    const answers = Array.from({ length: 10 }, (_, i) => f.conns.handleMessage(flood.conn, envelope(i + 1, { type: 'ping' })));
    const otherAnswer = f.conns.handleMessage(other.conn, envelope(99, { type: 'ping' }));
    await expect.poll(() => started.length).toBe(MAX_ACTIVE_PER_CONNECTION + 1);
    // The other connection's request started though six of the flood are still waiting.
    expect(started.filter((id) => id === other.conn.id)).toHaveLength(1);
    while (started.length < 11 || release.length) {
      release.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all([...answers, otherAnswer]);
    expect(most).toBe(MAX_ACTIVE_PER_CONNECTION);
  });

  it("refuses at once ('too-large') what would pass the request text one connection may have waiting", async () => {
    const f = partsFixture(() => new Promise(() => undefined)); // never answers: everything stays waiting
    const { conn } = f.client();
    const big = envelope(1, { type: 'importGame', text: 'x'.repeat(MAX_WAITING_CHARS_PER_CONNECTION / 2) });
    void f.conns.handleMessage(conn, big);
    void f.conns.handleMessage(conn, big.replace('"id":1', '"id":2'));
    expect(reply(await f.conns.handleMessage(conn, big.replace('"id":1', '"id":3')))).toMatchObject({ id: 3, ok: false, error: { code: 'too-large' } });
  });
});

describe('connections: seats and pushes', () => {
  it('the newest opener takes a seat over; a push goes to each holder once per seat it holds, a failing client is logged and skipped', () => {
    const f = partsFixture();
    const a = f.client();
    const b = f.client();
    const watcher = f.client();
    f.conns.claim(a.conn, 'g1', [0, 1]);
    f.conns.claim(b.conn, 'g1', [1]);
    expect(f.conns.holds(a.conn, 'g1', 0)).toBe(true);
    expect(f.conns.holds(a.conn, 'g1', 1)).toBe(false);
    expect(f.conns.holds(b.conn, 'g1', 1)).toBe(true);
    expect(f.conns.holds(watcher.conn, 'g1', 0)).toBe(false);

    const broken = f.conns.connection(f.conns.connect(() => {
      throw new Error('socket gone');
    }))!;
    f.conns.claim(broken, 'g1', [2]);
    f.conns.pushToSeats('g1', (seat) => ({ push: 'gameUpdate', seat }));
    expect(a.pushes).toEqual([{ push: 'gameUpdate', seat: 0 }]);
    expect(b.pushes).toEqual([{ push: 'gameUpdate', seat: 1 }]);
    expect(watcher.pushes).toEqual([]);
    expect(f.logs.join('\n')).toMatch(/push to .* failed: Error: socket gone/);

    f.conns.pushToGame('g1', { push: 'botThinking' });
    expect(a.pushes).toHaveLength(2);
    expect(watcher.pushes).toHaveLength(0);

    // A deleted game: nobody holds it any more, so nothing is pushed.
    f.conns.release('g1');
    f.conns.pushToGame('g1', { push: 'botThinking' });
    expect(a.pushes).toHaveLength(2);
    expect(f.conns.holds(b.conn, 'g1', 1)).toBe(false);
  });
});
