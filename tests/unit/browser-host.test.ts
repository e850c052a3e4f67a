import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createBrowserHost, type BrowserHost } from '../../src-main/browser-host/server';
import { createFakeHostServices } from '../../src-main/browser-host/fake-services';
import { lookupStaticFile } from '../../src-main/browser-host/static-files';
import type { HostServices } from '../../src-main/services/host-api';

let root: string;
let staticDir: string;
let host: BrowserHost;
let services: HostServices;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tenka-host-'));
  staticDir = join(root, 'renderer');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tenka</title>');
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(staticDir, 'assets', 'style.css'), 'body{}');
  writeFileSync(join(staticDir, 'assets', 'page.html'), '<!doctype html><title>Other</title>');
  writeFileSync(join(root, 'secret.txt'), 'outside the static folder');
  services = createFakeHostServices({ botDelayMs: 20 });
  host = await createBrowserHost({ services, staticDir });
});

afterAll(async () => {
  await host.close();
  await services.close();
  rmSync(root, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the path sent exactly as given (fetch would normalise `..`). */
function raw(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: host.port, path, headers: { host: `127.0.0.1:${host.port}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves to the HTTP status of a refused upgrade, or 101 when the socket opened. */
function upgradeStatus(url: string, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('error', (error) => reject(error));
  });
}

/** The WebSocket upgrade with the secret only in a cookie, not in the URL. */
function upgradeStatusWithCookie(cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ws`, { origin: host.origin, headers: { cookie } });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('error', (error) => reject(error));
  });
}

const wsUrl = (key?: string): string => `ws://127.0.0.1:${host.port}/ws${key === undefined ? '' : `?k=${encodeURIComponent(key)}`}`;

describe('browser host: the page', () => {
  it('prints a URL on 127.0.0.1 carrying the secret', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?k=${host.secret}`);
    expect(host.secret.length).toBeGreaterThanOrEqual(32);
  });

  it('serves the page with the right secret, with CSP and no referrer', async () => {
    const res = await fetch(host.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await res.text()).toContain('<title>Tenka</title>');
  });

  it('keeps the secret out of cookies: none is set, and a cookie (for any port) opens nothing', async () => {
    // Cookies are not port-bound: Chromium would send one set here to every
    // other server on 127.0.0.1. The page keeps the secret from its own URL.
    const res = await fetch(host.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    for (const name of [`tenka-k-${host.port}`, 'tenka-k', 'k']) {
      expect((await fetch(`${host.origin}/`, { headers: { cookie: `${name}=${host.secret}` } })).status, name).toBe(403);
      expect((await fetch(`${host.origin}/index.html`, { headers: { cookie: `${name}=${host.secret}` } })).status, name).toBe(403);
      expect(await upgradeStatusWithCookie(`${name}=${host.secret}`)).toBe(403);
    }
  });

  it('refuses the page with a wrong or missing secret (403)', async () => {
    expect((await fetch(`${host.origin}/?k=wrong`)).status).toBe(403);
    expect((await fetch(`${host.origin}/?k=${host.secret}x`)).status).toBe(403);
    expect((await fetch(`${host.origin}/`)).status).toBe(403);
    expect((await fetch(`${host.origin}/index.html`)).status).toBe(403);
    expect((await fetch(`${host.origin}/index.html?k=nope`)).status).toBe(403);
  });

  it("serves the page's assets (the app's public code) without the secret, same-origin only, with MIME types", async () => {
    const js = await fetch(`${host.origin}/assets/app.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(js.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(js.headers.get('set-cookie')).toBeNull();
    const css = await fetch(`${host.origin}/assets/style.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await fetch(`${host.origin}/assets/missing.js`)).status).toBe(403);
    expect((await fetch(`${host.origin}/assets/missing.js?k=${host.secret}`)).status).toBe(404);
    // An HTML page anywhere needs the secret.
    expect((await fetch(`${host.origin}/assets/page.html`)).status).toBe(403);
    expect((await fetch(`${host.origin}/assets/page.html?k=${host.secret}`)).status).toBe(200);
  });

  it('refuses path traversal', async () => {
    const k = `k=${host.secret}`;
    for (const path of [`/../secret.txt?${k}`, `/assets/../../secret.txt?${k}`, `/%2e%2e/secret.txt?${k}`, `/..%2fsecret.txt?${k}`, `/%2e%2e%2fsecret.txt?${k}`, `/..%5csecret.txt?${k}`, `/%00index.html?${k}`]) {
      const res = await raw(path);
      expect(res.status, path).not.toBe(200);
      expect(res.body, path).not.toContain('outside the static folder');
    }
  });

  it('refuses other Host headers (DNS rebinding) and other methods', async () => {
    expect((await raw(`/?k=${host.secret}`, { host: `evil.example:${host.port}` })).status).toBe(403);
    expect((await fetch(host.url, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('binds 127.0.0.1 only', async () => {
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((net) => net !== undefined && !net.internal)
      .map((net) => net!.address);
    for (const address of [...others, '::1']) {
      const reached = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: address, port: host.port });
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      expect(reached, address).toBe(false);
    }
  });
});

describe('browser host: the WebSocket', () => {
  it('refuses a wrong or missing secret with 403', async () => {
    expect(await upgradeStatus(wsUrl('wrong'))).toBe(403);
    expect(await upgradeStatus(wsUrl())).toBe(403);
    expect(await upgradeStatus(wsUrl(''))).toBe(403);
  });

  it("refuses cross-origin upgrades and accepts the host's own origin", async () => {
    expect(await upgradeStatus(wsUrl(host.secret), 'http://evil.example')).toBe(403);
    expect(await upgradeStatus(wsUrl(host.secret), `http://127.0.0.1:${host.port + 1}`)).toBe(403);
    expect(await upgradeStatus(wsUrl(host.secret), 'null')).toBe(403);
    expect(await upgradeStatus(wsUrl(host.secret), host.origin)).toBe(101);
  });

  it('round-trips requests and delivers pushes through the services', async () => {
    const ws = new WebSocket(wsUrl(host.secret), { origin: host.origin });
    const messages: Record<string, unknown>[] = [];
    const waitFor = (match: (m: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> =>
      new Promise((resolve) => {
        const found = messages.find(match);
        if (found) return resolve(found);
        const onMessage = (): void => {
          const hit = messages.find(match);
          if (hit) {
            ws.off('message', onMessage);
            resolve(hit);
          }
        };
        ws.on('message', onMessage);
      });
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));

    ws.send(JSON.stringify({ id: 7, request: { type: 'ping' } }));
    const pong = await waitFor((m) => m.id === 7);
    expect(pong).toMatchObject({ id: 7, ok: true, result: { pong: true } });

    ws.send('not json');
    expect(await waitFor((m) => m.ok === false && (m.error as { code: string }).code === 'bad-request')).toBeTruthy();

    // The fake host poses as one of the registered games: ask which.
    ws.send(JSON.stringify({ id: 6, request: { type: 'listRulesets' } }));
    const ruleset = ((await waitFor((m) => m.id === 6)).result as { id: string }[])[0]!.id;
    const seats = [0, 1, 2].map((i) => ({ kind: 'bot', name: `Bot ${i}`, bot: 'random' }));
    ws.send(JSON.stringify({ id: 8, request: { type: 'createGame', ruleset, options: { players: 3 }, seats } }));
    const created = await waitFor((m) => m.id === 8);
    const gameId = (created.result as { gameId: string }).gameId;
    ws.send(JSON.stringify({ id: 9, request: { type: 'openGame', gameId } }));
    expect(await waitFor((m) => m.id === 9)).toMatchObject({ ok: true });
    const push = await waitFor((m) => m.push === 'gameUpdate');
    expect((push.update as { gameId: string }).gameId).toBe(gameId);

    const disconnected = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    ws.close();
    await disconnected;
    await expect.poll(() => (services as ReturnType<typeof createFakeHostServices>).connections).toBe(0);
  });
});

describe('static file lookup', () => {
  it('maps / to index.html and stays inside the folder', async () => {
    expect(await lookupStaticFile(staticDir, '/')).toMatchObject({ ok: true, contentType: 'text/html; charset=utf-8' });
    expect(await lookupStaticFile(staticDir, '/../secret.txt')).toEqual({ ok: false, status: 403 });
    expect(await lookupStaticFile(staticDir, '/%2e%2e/secret.txt')).toEqual({ ok: false, status: 403 });
    expect(await lookupStaticFile(staticDir, '/%E0%A4%A')).toEqual({ ok: false, status: 400 });
    expect(await lookupStaticFile(staticDir, '/assets')).toEqual({ ok: false, status: 404 });
  });
});
