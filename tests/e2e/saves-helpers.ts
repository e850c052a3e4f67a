/**
 * Shared by the saves specs (replay, campaigns, continue): a second client
 * on the host's WebSocket that can play a human seat quickly (random legal
 * moves chosen from that seat's own view, as the random bot does), and a
 * browser host of the spec's own on a fixed data folder for restart tests
 * (host-process.ts).
 */
import WebSocket from 'ws';
import { Rng } from '../../src-shared/kernel/rng';
import { randomMoveOf } from '../../src-shared/games/henn-shogun/legal';
import type { HennShogunView } from '../../src-shared/games/henn-shogun/types';
export { SCREENS, hostUrl, watchForErrors } from './page-support';
import { hostUrl } from './page-support';

export interface SeatUpdate {
  gameId: string;
  seat: number;
  ply: number;
  view: unknown;
  pending: { seat: number; kind: string }[];
  result: { scores: number[]; winners: number[] } | null;
  events: unknown[];
}

/** One WebSocket client of the host, kept open (pushes reach it for the seats it holds). */
export class HostClient {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  readonly updates: SeatUpdate[] = [];
  private listeners: (() => void)[] = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const msg = JSON.parse(data.toString('utf8')) as { id?: number; ok?: boolean; result?: unknown; error?: { code: string; message: string }; push?: string; update?: SeatUpdate };
      if (msg.push === 'gameUpdate' && msg.update) {
        this.updates.push(msg.update);
        for (const l of this.listeners.splice(0)) l();
        return;
      }
      if (typeof msg.id !== 'number') return;
      const w = this.waiting.get(msg.id);
      if (!w) return;
      this.waiting.delete(msg.id);
      if (msg.ok) w.resolve(msg.result);
      else w.reject(Object.assign(new Error(msg.error?.message ?? 'request failed'), { code: msg.error?.code }));
    });
  }

  static async connect(url = hostUrl()): Promise<HostClient> {
    const page = new URL(url);
    const socket = new WebSocket(`ws://${page.host}/ws?k=${page.searchParams.get('k') ?? ''}`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new HostClient(socket);
  }

  call<T>(request: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, request }));
    });
  }

  /** Resolves at the next push (or after `ms`, whichever is first). */
  nextPush(ms = 5000): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.listeners.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

/**
 * Play `seat` of a Henn's Shogun game with random legal moves from its own
 * view until the game ends or `stopAtPly` is reached. Returns every update
 * pushed to that seat on the way (the live game as the host reported it).
 */
export async function playSeat(client: HostClient, gameId: string, seat: number, options: { seed?: string; stopAtPly?: number; timeoutMs?: number } = {}): Promise<SeatUpdate> {
  const rng = Rng.seeded(options.seed ?? `e2e-${gameId}`);
  const opened = await client.call<{ views: SeatUpdate[] }>({ type: 'openGame', gameId });
  let latest: SeatUpdate = { ...opened.views.find((v) => v.seat === seat)!, events: [] };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  const freshest = (): SeatUpdate => {
    for (const u of client.updates) if (u.gameId === gameId && u.seat === seat && u.ply >= latest.ply) latest = u;
    return latest;
  };
  while (Date.now() < deadline) {
    const now = freshest();
    if (now.result || (options.stopAtPly !== undefined && now.ply >= options.stopAtPly)) return now;
    if (!now.pending.some((p) => p.seat === seat)) {
      await client.nextPush(2000);
      continue;
    }
    const move = randomMoveOf(now.view as HennShogunView, rng);
    try {
      await client.call({ type: 'submitMove', gameId, seat, move });
    } catch (e) {
      // A push may have moved the game on meanwhile; anything else is a real failure.
      if ((e as { code?: string }).code !== 'not-your-turn') throw e;
    }
    while (Date.now() < deadline && freshest().ply <= now.ply) await client.nextPush(2000);
  }
  throw new Error(`game ${gameId} did not finish in time (at ply ${latest.ply})`);
}

export { startHost } from './host-process';
