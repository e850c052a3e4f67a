/**
 * The host's transport side: the connected clients (renderer windows, browser
 * tabs), the seats each holds, taking requests in fair turns, answering them
 * (parse → dispatch → response text, never a rejection) and pushing messages
 * to the clients that hold a game's seats. What a request does is not here:
 * `dispatch` (requests.ts) is handed in.
 */
import { randomBytes } from 'node:crypto';
import { parseRequest, requestIdOf, type ContractError, type Request, type ResponseEnvelope } from '../../src-shared/contract/messages';
import type { Seat } from '../../src-shared/kernel/ruleset';
import { ContractFailure, fail } from './errors';
import type { ClientConnection } from './host-api';
import type { RemoteSeat } from './remote-access';

/** One connected client as the host keeps it. */
export interface Connection {
  readonly id: string;
  readonly send: (text: string) => void;
  /** gameId → seats this connection plays. */
  readonly seats: Map<string, Set<Seat>>;
  /** Requests received and not yet started, oldest first (see handleMessage). */
  readonly waiting: { text: string; start: () => void }[];
  /** Characters of request text waiting. */
  waitingChars: number;
  /** Requests started and not yet answered. */
  active: number;
  /** Set for a seat played from another computer (shares.ts): the one game and seat its link gives it. */
  readonly remote?: RemoteSeat;
}

/** What a request does (resolves to its result; throws a ContractFailure to refuse it). */
export type Dispatch = (conn: Connection, request: Request) => Promise<unknown>;

/**
 * Fairness between connections: each connection has at most this many
 * requests under way; the rest wait in its own queue, so one connection's
 * flood never stands between another's request and the engine worker (whose
 * queue is first come, first served). Each request starts in its own turn of
 * the event loop (setImmediate), so the connections take turns with each
 * other and with incoming messages, even when requests finish at once.
 */
export const MAX_ACTIVE_PER_CONNECTION = 4;
/** Request text one connection may have waiting; beyond it, requests are refused at once ('too-large'). */
export const MAX_WAITING_CHARS_PER_CONNECTION = 32 * 1024 * 1024;

let connCounter = 0;

export class Connections {
  private readonly conns = new Map<string, Connection>();

  constructor(
    private readonly dispatch: Dispatch,
    private readonly log: (message: string) => void,
    private readonly closing: () => boolean,
  ) {}

  connect(send: (text: string) => void, remote?: RemoteSeat): ClientConnection {
    const id = `c${++connCounter}-${randomBytes(4).toString('hex')}`;
    this.conns.set(id, { id, send, seats: new Map(), waiting: [], waitingChars: 0, active: 0, ...(remote ? { remote } : {}) });
    return { id };
  }

  disconnect(conn: ClientConnection): void {
    this.conns.delete(conn.id);
  }

  /** The host's record of a connected client (undefined once it disconnected). */
  connection(conn: ClientConnection): Connection | undefined {
    return this.conns.get(conn.id);
  }

  handleMessage(conn: ClientConnection, text: string): Promise<string> {
    const state = this.conns.get(conn.id);
    if (!state) return this.answer(conn, text);
    if (typeof text === 'string' && state.waitingChars + text.length > MAX_WAITING_CHARS_PER_CONNECTION) {
      return Promise.resolve(respondError(requestIdOf(text), { code: 'too-large', message: 'too many requests are waiting on this connection; wait for their answers' }));
    }
    return new Promise<string>((resolve) => {
      const chars = typeof text === 'string' ? text.length : 0;
      state.waitingChars += chars;
      state.waiting.push({
        text,
        start: () => {
          state.waitingChars -= chars;
          void this.answer(conn, text)
            .then(resolve)
            .finally(() => {
              state.active--;
              this.startWaiting(state);
            });
        },
      });
      this.startWaiting(state);
    });
  }

  /** Start the connection's waiting requests while it has fewer than MAX_ACTIVE_PER_CONNECTION under way, each in its own turn. */
  private startWaiting(state: Connection): void {
    while (state.active < MAX_ACTIVE_PER_CONNECTION && state.waiting.length) {
      const next = state.waiting.shift()!;
      state.active++;
      setImmediate(next.start);
    }
  }

  /** Parse, dispatch and answer one request (never rejects). */
  private async answer(conn: ClientConnection, text: string): Promise<string> {
    const parsed = parseRequest(text);
    if (!parsed.ok) return respondError(parsed.id, parsed.error);
    const { id, request } = parsed.envelope;
    try {
      const state = this.conns.get(conn.id);
      if (!state) fail('bad-request', 'this connection is closed');
      if (this.closing()) fail('internal', 'the host is shutting down');
      const result = await this.dispatch(state!, request);
      const reply: ResponseEnvelope = { id, ok: true, result };
      return JSON.stringify(reply);
    } catch (e) {
      if (e instanceof ContractFailure) return respondError(id, e.toContractError());
      const message = e instanceof Error ? e.message : String(e);
      this.log(`tenka host: internal error on ${request.type}: ${e instanceof Error ? (e.stack ?? message) : message}`);
      return respondError(id, { code: 'internal', message });
    }
  }

  // ── seats held ────────────────────────────────────────────────────────

  /** Does `conn` hold `seat` of the game (it opened the game and nobody took the seat over since)? */
  holds(conn: Connection, gameId: string, seat: Seat): boolean {
    return conn.seats.get(gameId)?.has(seat) ?? false;
  }

  /** `conn` takes these seats of the game; the newest opener takes them over from any other (e.g. a reloaded window). */
  claim(conn: Connection, gameId: string, seats: readonly Seat[]): void {
    for (const other of this.conns.values()) {
      const held = other.seats.get(gameId);
      if (!held) continue;
      for (const seat of seats) held.delete(seat);
      if (held.size === 0) other.seats.delete(gameId);
    }
    if (seats.length) conn.seats.set(gameId, new Set([...(conn.seats.get(gameId) ?? []), ...seats]));
  }

  /** Whoever holds these seats of the game lets them go (they are shared: only their links may take them). */
  releaseSeats(gameId: string, seats: readonly Seat[]): void {
    for (const conn of this.conns.values()) {
      const held = conn.seats.get(gameId);
      if (!held) continue;
      for (const seat of seats) held.delete(seat);
      if (held.size === 0) conn.seats.delete(gameId);
    }
  }

  /** Nobody holds the game's seats any more (it was deleted). */
  release(gameId: string): void {
    for (const conn of this.conns.values()) conn.seats.delete(gameId);
  }

  // ── pushes ────────────────────────────────────────────────────────────

  /** Send `message(seat)` to each connection for each seat of the game it holds (a seat's own view: nothing else leaves). */
  pushToSeats(gameId: string, message: (seat: Seat) => unknown): void {
    for (const conn of this.conns.values()) {
      const held = conn.seats.get(gameId);
      if (!held) continue;
      for (const seat of held) this.send(conn, JSON.stringify(message(seat)));
    }
  }

  /** Send one message, the same for all, to every connection holding a seat of the game (nothing secret in it). */
  pushToGame(gameId: string, message: unknown): void {
    const text = JSON.stringify(message);
    for (const conn of this.conns.values()) if (conn.seats.has(gameId)) this.send(conn, text);
  }

  /** Send one message to one connection (what it asked for alone, e.g. its hint's progress). */
  pushTo(conn: Connection, message: unknown): void {
    this.send(conn, JSON.stringify(message));
  }

  private send(conn: Connection, text: string): void {
    try {
      conn.send(text);
    } catch (e) {
      this.log(`tenka host: push to ${conn.id} failed: ${String(e)}`);
    }
  }
}

export function respondError(id: number, error: ContractError): string {
  const reply: ResponseEnvelope = { id, ok: false, error };
  return JSON.stringify(reply);
}
