/**
 * A probe of the remote side (docs/lan.md): a game of Henn's Shogun with the
 * host's own seat (Ann, seat 0), a friend's seat played from "another
 * computer" (Ben, seat 1, over a real socket to 127.0.0.2) and a bot. The
 * friend's connection is untrusted input: a wrong or old token, another
 * seat, another game, every request outside the allow-list, a flood and
 * oversized messages are all refused and store nothing; nothing it is told
 * holds Ann's secret plans (the hidden-information check of leak.test.ts);
 * and drops, a stand-in bot and closing the share work as the player expects.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_MESSAGE_CHARS, type SeatView, type ShareInfo } from '../../../src-shared/contract/messages';
import { Rng } from '../../../src-shared/kernel/rng';
import { randomMoveOf } from '../../../src-shared/games/henn-shogun/legal';
import type { HennShogunMove, HennShogunView } from '../../../src-shared/games/henn-shogun/types';
import { HostClient } from '../../../src-main/services/client';
import { lanListen } from '../../../src-main/browser-host/lan-server';
import { browserHostCsp } from '../../../src-main/browser-host/csp';
import { REMOTE_ACCESS } from '../../../src-main/services/remote-access';
import { TOKEN_BYTES } from '../../../src-main/services/shares';
import { storedRecord } from '../../../src-main/services/stored-games';
import { startServices, human, bot, tempDir } from './helpers';
import { holds } from './hidden-plans';
import { sampleRequests } from './remote-requests';

const SEED = 'lan-probe-seed-7c1d';
const FRIEND = '127.0.0.2';

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { code: string; message: string };
}

/** The friend's browser, reduced to its socket: everything it is told, in order. */
class Remote {
  readonly texts: string[] = [];
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  closeCode: number | null = null;
  readonly closed: Promise<number>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data);
      this.texts.push(text);
      const reply = JSON.parse(text) as Reply & { push?: string };
      if (reply.push === undefined) this.waiting.get(reply.id)?.(reply);
    });
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve((this.closeCode = code))));
  }

  static open(link: string, origin?: string): Promise<Remote> {
    const page = new URL(link);
    const ws = new WebSocket(`ws://${page.host}/ws?s=${page.searchParams.get('s')}`, origin ? { origin } : {});
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Remote(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(text: string): void {
    this.ws.send(text);
  }

  call<T = unknown>(request: Record<string, unknown>): Promise<Reply & { result?: T }> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve as (reply: Reply) => void);
      this.ws.send(JSON.stringify({ id, request }));
    });
  }

  pushes(kind: string): Record<string, unknown>[] {
    return this.texts.map((t) => JSON.parse(t) as Record<string, unknown>).filter((m) => m.push === kind);
  }
}

function http(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function sharedGame() {
  const staticDir = tempDir('tenka-lan-static-');
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Tenka</title>');
  fs.writeFileSync(path.join(staticDir, 'app.js'), 'console.log(1)');
  const s = await startServices(undefined, { botBudgetMs: 50, lan: lanListen(staticDir) });
  const host = new HostClient(s);
  const { gameId } = await host.call({ type: 'createGame', ruleset: 'henn-shogun', options: {}, seed: SEED, seats: [human('Ann'), human('Ben'), bot('Rob')] });
  const before = await host.call({ type: 'openGame', gameId });
  expect(before.views.map((v) => v.seat)).toEqual([0, 1]);
  const share = await host.call({ type: 'shareGame', gameId, address: FRIEND, seats: [1] });
  return { s, host, gameId, share, link: share.seats[0]!.link };
}

const tokenOf = (link: string): string => new URL(link).searchParams.get('s')!;

async function refusedUpgrade(link: string, origin?: string): Promise<string> {
  return Remote.open(link, origin).then(
    (r) => {
      r.ws.close();
      return 'opened';
    },
    (e: Error) => e.message,
  );
}

describe('a game open to friends: the remote side', () => {
  it('links carry a 192-bit token per seat and share, on the chosen address only; a wrong, old or altered token gets a refusal, the page the same CSP', async () => {
    const { host, gameId, share, link } = await sharedGame();
    expect(share).toMatchObject({ gameId, address: FRIEND, seats: [{ seat: 1, name: 'Ben', connected: false, standIn: null }] });
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.2:${share.port}/\\?s=[A-Za-z0-9_-]+$`));
    expect(Buffer.from(tokenOf(link), 'base64url')).toHaveLength(TOKEN_BYTES);
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    // The host's own window no longer holds the shared seat.
    expect((await host.call({ type: 'openGame', gameId })).views.map((v) => v.seat)).toEqual([0]);
    await expect(host.call({ type: 'openGame', gameId, seats: [1] })).rejects.toMatchObject({ code: 'not-your-seat' });

    // The page: only with a live token, with the same CSP as the local host.
    const origin = `http://${FRIEND}:${share.port}`;
    const page = await http(link);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBe(browserHostCsp(origin));
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await http(`${origin}/`)).status).toBe(403);
    const wrong = link.slice(0, -4) + (link.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await http(wrong)).status).toBe(403);
    // Another spelling of the same bytes (a character base64 decoding would skip) is not the token either.
    expect((await http(`${link}.`)).status).toBe(403);
    expect((await http(`${link}%21`)).status).toBe(403);
    expect((await http(link, { host: `evil.example:${share.port}` })).status).toBe(403);
    // Not on the host's other address: the listener is bound to the one chosen.
    await expect(http(link.replace(FRIEND, '127.0.0.1'))).rejects.toThrow(/ECONNREFUSED/);
    expect(await refusedUpgrade(wrong)).toBe('refused: 403');
    expect(await refusedUpgrade(link, 'http://evil.example')).toBe('refused: 403');

    // Shared anew: new tokens, the old link dies.
    const again = await host.call({ type: 'shareGame', gameId, address: FRIEND, seats: [1] });
    expect(tokenOf(again.seats[0]!.link)).not.toBe(tokenOf(link));
    expect(await refusedUpgrade(again.seats[0]!.link.replace(String(again.port), String(again.port)).replace(tokenOf(again.seats[0]!.link), tokenOf(link)))).toBe('refused: 403');
    expect((await http(again.seats[0]!.link)).status).toBe(200);
    // Only local-network addresses, only people's seats.
    await expect(host.call({ type: 'shareGame', gameId, address: '0.0.0.0', seats: [1] })).rejects.toMatchObject({ code: 'bad-request' });
    await expect(host.call({ type: 'shareGame', gameId, address: '8.8.8.8', seats: [1] })).rejects.toMatchObject({ code: 'bad-request' });
    await expect(host.call({ type: 'shareGame', gameId, address: FRIEND, seats: [2] })).rejects.toMatchObject({ code: 'not-your-seat' });
  });

  it('every request outside the allow-list, another seat and another game are refused and nothing is stored; floods wait their turn, oversized messages are refused', { timeout: 120_000 }, async () => {
    const { s, host, gameId, link } = await sharedGame();
    const other = (await host.call({ type: 'createGame', ruleset: 'henn-shogun', options: {}, seats: [human('Cy'), human('Di'), bot('Eve')] })).gameId;
    const otherShare = await host.call({ type: 'shareGame', gameId: other, address: FRIEND, seats: [0] });
    await host.call({ type: 'saveSettings', settings: { language: 'en' } });
    const stored = () => ({ games: s.store.listGames().length, campaigns: JSON.stringify(s.store.listGames().map((g) => g.campaignId)), settings: JSON.stringify(s.store.getSettings('player')), campaignsListed: s.store.listCampaigns().length });
    // The bots' first moves (Rob plans at once) are in before the probe starts.
    await s.whenIdle(gameId);
    await s.whenIdle(other);
    const before = stored();
    const plyBefore = (await host.call({ type: 'getView', gameId, seat: 0 })).ply;

    const ben = await Remote.open(link);
    expect((await ben.call({ type: 'remoteSeat' })).result).toEqual({ gameId, seat: 1, name: 'Ben', ruleset: 'henn-shogun' });
    const opened = await ben.call<{ views: SeatView[] }>({ type: 'openGame', gameId });
    expect(opened.result!.views.map((v) => v.seat)).toEqual([1]);

    for (const [type, request] of Object.entries(sampleRequests(gameId, 1))) {
      if (REMOTE_ACCESS[type as keyof typeof REMOTE_ACCESS] !== 'refused') continue;
      const reply = await ben.call(request);
      expect(reply.ok, `${type} was answered`).toBe(false);
      expect(reply.error!.code, type).toBe('hidden');
    }
    // Another seat of its game, its game under another seat's or game's id.
    for (const request of [
      { type: 'getView', gameId, seat: 0 },
      { type: 'getView', gameId, seat: 2 },
      { type: 'submitMove', gameId, seat: 0, move: { type: 'pass' } },
      { type: 'getReplayLog', gameId, seat: 0 },
      { type: 'getReplayLog', gameId, seat: null },
      { type: 'undoStatus', gameId, seat: 0 },
      { type: 'openGame', gameId, seats: [0, 1] },
      { type: 'openGame', gameId: other },
      { type: 'getView', gameId: other, seat: 1 },
      { type: 'submitMove', gameId: other, seat: 1, move: { type: 'pass' } },
    ]) {
      const reply = await ben.call(request);
      expect(reply.error?.code, JSON.stringify(request)).toBe('not-your-seat');
    }
    // The other game's token opens only the other game.
    const cy = await Remote.open(otherShare.seats[0]!.link);
    expect((await cy.call({ type: 'getView', gameId, seat: 1 })).error?.code).toBe('not-your-seat');
    expect((await cy.call({ type: 'openGame', gameId })).error?.code).toBe('not-your-seat');

    // Oversized: refused by the contract's limit, and beyond the socket's payload limit the socket is closed.
    const big = await ben.call({ type: 'submitMove', gameId, seat: 1, move: { type: 'plan', pad: 'x'.repeat(MAX_MESSAGE_CHARS) } });
    expect(big.error?.code).toBe('too-large');
    const asImport = JSON.stringify({ id: 99_999, request: { type: 'importGame', text: 'x'.repeat(MAX_MESSAGE_CHARS * 2) } });
    const huge = await Remote.open(link);
    huge.send(asImport);
    huge.send('y'.repeat(MAX_MESSAGE_CHARS * 4));
    expect(await huge.closed).toBe(1009);
    // Binary frames and bad JSON get a refusal, not a crash.
    ben.ws.send(Buffer.from([1, 2, 3]));
    ben.send('{not json');

    // A flood on the friend's socket: the host's own requests are answered meanwhile.
    const FLOOD = 3000;
    let answered = 0;
    const flood = Array.from({ length: FLOOD }, (_, i) => ben.call(i % 2 ? { type: 'getView', gameId, seat: 1 } : { type: 'listGames' }).then((r) => (answered++, r)));
    await new Promise((r) => setTimeout(r, 20));
    await host.call({ type: 'ping' });
    const atPing = answered;
    const replies = await Promise.all(flood);
    expect(atPing, `the host's ping waited for ${atPing} of the flood`).toBeLessThan(FLOOD);
    expect(replies.filter((r) => !r.ok).every((r) => r.error!.code === 'hidden')).toBe(true);
    expect(replies.filter((r) => r.ok)).toHaveLength(FLOOD / 2);

    // Nothing was stored, the game did not move, and the host still answers.
    expect(stored()).toEqual(before);
    expect((await host.call({ type: 'getView', gameId, seat: 0 })).ply).toBe(plyBefore);
    ben.ws.close();
    cy.ws.close();
  });

  it("a round and more of Henn's Shogun with the friend playing from the socket: nothing the friend is told holds the host's plans, the seed or a state hash", { timeout: 240_000 }, async () => {
    const { s, host, gameId, link } = await sharedGame();
    const ben = await Remote.open(link);
    await ben.call({ type: 'openGame', gameId });
    const rngs = [Rng.seeded('ann'), Rng.seeded('ben')];
    const plansOf: { seat: number; ply: number; move: HennShogunMove & { type: 'plan' } }[] = [];
    let turns = 0;
    while (s.store.getGame(gameId)!.status === 'active' && (await host.call({ type: 'getView', gameId, seat: 0 })).view && turns < 400) {
      await s.whenIdle(gameId);
      const round = s.store.getGame(gameId)!;
      if (plansOf.filter((p) => p.seat === 0).length >= 3 && plansOf.filter((p) => p.seat === 1).length >= 3) break;
      if (round.status !== 'active') break;
      let moved = false;
      for (const seat of [0, 1]) {
        const view = seat === 0 ? await host.call({ type: 'getView', gameId, seat }) : (await ben.call<SeatView>({ type: 'getView', gameId, seat })).result!;
        if (!view.pending.some((p) => p.seat === seat)) continue;
        const move = randomMoveOf(view.view as HennShogunView, rngs[seat]!);
        const ply = seat === 0 ? (await host.call({ type: 'submitMove', gameId, seat, move })).ply : (await ben.call<{ ply: number }>({ type: 'submitMove', gameId, seat, move })).result!.ply;
        expect(ply).toBeGreaterThan(0);
        if (move.type === 'plan') plansOf.push({ seat, ply, move });
        moved = true;
        turns++;
      }
      if (!moved) await new Promise((r) => setTimeout(r, 5));
    }
    expect(plansOf.filter((p) => p.seat === 0).length).toBeGreaterThanOrEqual(3);
    // Ben's own plans do come back to him: the check can see a plan when it is there.
    const values = ben.texts.map((t) => JSON.parse(t) as unknown);
    const told = ben.texts.join('\n');
    expect(told.length).toBeGreaterThan(1000);
    for (const p of plansOf.filter((x) => x.seat === 0)) expect(values.some((v) => holds(v, p.move)), `Ann's plan of ply ${p.ply} reached Ben`).toBe(false);
    // The markers are real: the stored record holds Ann's plans as the check looks for them.
    const record = storedRecord(s.store, gameId);
    for (const p of plansOf.filter((x) => x.seat === 0)) expect(holds(record, p.move)).toBe(true);
    expect(told).not.toMatch(/"type":"plan-confirmed","seat":0\b/);
    expect(told).not.toContain(SEED);
    expect(told).not.toMatch(/"(rng|seed)"\s*:/);
    for (const h of s.store.checkpoints(gameId).map((cp) => cp.hash)) expect(told).not.toContain(h);
    for (const m of ben.pushes('gameUpdate')) expect((m.update as SeatView).seat).toBe(1);
    ben.ws.close();
  });

  it('a dropped friend gets the seat back with the same link; a bot stands in and gives it back; stopping the share tells the friend and closes the port', { timeout: 120_000 }, async () => {
    const { s, host, gameId, link, share } = await sharedGame();
    const status = async (): Promise<ShareInfo['seats'][number]> => (await host.call({ type: 'shareStatus', gameId })).share!.seats[0]!;
    let ben = await Remote.open(link);
    await ben.call({ type: 'openGame', gameId });
    expect(await status()).toMatchObject({ connected: true, standIn: null });
    // Dropped.
    ben.ws.terminate();
    await ben.closed;
    await expect.poll(async () => (await status()).connected).toBe(false);
    // Back with the same link: the seat, its view.
    ben = await Remote.open(link);
    const back = await ben.call<{ views: SeatView[] }>({ type: 'openGame', gameId });
    expect(back.result!.views.map((v) => v.seat)).toEqual([1]);
    expect((await status()).connected).toBe(true);

    // Ann plans; Ben is away: a bot plans for him, and the game goes on.
    const ann = await host.call({ type: 'getView', gameId, seat: 0 });
    await host.call({ type: 'submitMove', gameId, seat: 0, move: randomMoveOf(ann.view as HennShogunView, Rng.seeded('a')) });
    const benView = (await ben.call<SeatView>({ type: 'getView', gameId, seat: 1 })).result!;
    expect(benView.pending.some((p) => p.seat === 1)).toBe(true);
    expect((await host.call({ type: 'standIn', gameId, seat: 1, bot: true })).seats[0]!.standIn).toBeTruthy();
    await expect.poll(async () => (await ben.call<SeatView>({ type: 'getView', gameId, seat: 1 })).result!.pending.some((p) => p.seat === 1), { timeout: 30_000 }).toBe(false);
    const whileBot = await ben.call({ type: 'submitMove', gameId, seat: 1, move: randomMoveOf(benView.view as HennShogunView, Rng.seeded('b')) });
    expect(whileBot.error?.code).toBe('not-your-seat');
    // Given back: the bot no longer moves for seat 1, and its player may.
    expect((await host.call({ type: 'standIn', gameId, seat: 1, bot: false })).seats[0]!.standIn).toBeNull();
    expect(s.store.getGame(gameId)!.seats[1]!.kind).toBe('human');

    // Stopped: the friend is told, the socket and the port close, the seat is the host's again.
    expect(await host.call({ type: 'stopSharing', gameId })).toEqual({ stopped: true });
    expect(await ben.closed).toBeGreaterThan(0);
    expect(ben.pushes('shareClosed')).toEqual([{ push: 'shareClosed', gameId }]);
    await expect(http(link)).rejects.toThrow(/ECONNREFUSED/);
    expect((await host.call({ type: 'shareStatus', gameId })).share).toBeNull();
    expect((await host.call({ type: 'openGame', gameId })).views.map((v) => v.seat)).toEqual([0, 1]);
    // Shared again: a new port or token, never the old link.
    const again = await host.call({ type: 'shareGame', gameId, address: FRIEND, seats: [1] });
    expect(again.seats[0]!.link).not.toBe(link);
    expect(share.port).toBeGreaterThan(0);
  });
});
