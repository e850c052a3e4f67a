import { describe, expect, it } from 'vitest';
import { TenkaClient, TenkaRequestError, parsePush, parseResponse, type TenkaBridge } from '../../src-shared/contract/client';
import { createFakeHostServices } from '../../src-main/browser-host/fake-services';

/** A bridge straight onto the services, like Electron's IPC without Electron. */
function bridgeTo(services: ReturnType<typeof createFakeHostServices>): TenkaBridge {
  const listeners = new Set<(text: string) => void>();
  const conn = services.connect((text) => listeners.forEach((l) => l(text)));
  return {
    request: (text) => services.handleMessage(conn, text),
    onPush(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
}

describe('TenkaClient', () => {
  it('returns typed results and turns contract errors into TenkaRequestError', async () => {
    const services = createFakeHostServices({ botDelayMs: 0 });
    const client = new TenkaClient(bridgeTo(services));
    expect((await client.call({ type: 'ping' })).pong).toBe(true);
    const failure = await client.call({ type: 'openGame', gameId: 'nope' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TenkaRequestError);
    expect(failure).toMatchObject({ code: 'unknown-game' });
    await services.close();
  });

  it('reports a failing transport as a transport error', async () => {
    const client = new TenkaClient({ request: () => Promise.reject(new Error('socket closed')), onPush: () => () => undefined });
    await expect(client.call({ type: 'ping' })).rejects.toMatchObject({ code: 'transport', message: 'socket closed' });
  });

  it('delivers game updates and stops after unsubscribing', async () => {
    const services = createFakeHostServices({ botDelayMs: 10 });
    const client = new TenkaClient(bridgeTo(services));
    // The fake host poses as one of the registered games: ask which.
    const [ruleset] = await client.call({ type: 'listRulesets' });
    const { gameId } = await client.call({ type: 'createGame', ruleset: ruleset!.id, options: {}, seats: [{ kind: 'bot', name: 'A', bot: 'random' }] });
    const updates: string[] = [];
    const stop = client.onGameUpdate((u) => updates.push(u.gameId));
    await client.call({ type: 'openGame', gameId });
    await expect.poll(() => updates.length).toBeGreaterThan(0);
    stop();
    const seen = updates.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(updates.length).toBe(seen);
    await services.close();
  });

  it('reads envelopes defensively', () => {
    expect(parseResponse('nope')).toBeNull();
    expect(parseResponse('{"id":1,"ok":false,"error":{"code":"internal"}}')).toBeNull();
    expect(parseResponse('{"id":1,"ok":true,"result":3}')).toEqual({ id: 1, ok: true, result: 3 });
    expect(parsePush('{"push":"other"}')).toBeNull();
  });
});
