/**
 * Games open to friends on the local network (docs/lan.md). A share is one
 * game, some of its human seats, and a listener on the address the player
 * chose (the transport is handed in: browser-host/lan-server.ts). Each seat
 * gets its own random token per share (192 bits from the system's CSPRNG),
 * carried by its invite link; a connection made with it is bound to that
 * one game and seat (remote-access.ts decides what it may ask). Shares live
 * in memory only: a host that quits, or a share stopped and opened again,
 * makes new tokens, and the old links die.
 *
 * While shared, the host's own windows do not take the shared seats
 * (sessions.ts), and a seat whose player left may be played by a bot until
 * it is given back (`standIn`).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ShareClosedPush, ShareInfo } from '../../src-shared/contract/messages';
import { botsFor } from '../../src-shared/games/bot-registry';
import type { Seat } from '../../src-shared/kernel/ruleset';
import type { Connections } from './connections';
import { fail } from './errors';
import type { ClientConnection } from './host-api';
import type { HostContext } from './host-context';
import { isLanAddress, urlHost } from './lan-addresses';
import type { Session, Sessions } from './sessions';

/** What the listener of a share may do with the host: know a token, connect with it, pass on its messages. */
export interface RemoteGate {
  /** Is this a live token of the share (constant time)? */
  knows(token: string): boolean;
  /** A connection bound to the token's seat, or null for a token the share does not know. */
  connect(token: string, send: (text: string) => void): ClientConnection | null;
  handleMessage(conn: ClientConnection, text: string): Promise<string>;
  disconnect(conn: ClientConnection): void;
}

/** A listening share's transport: its port, and closing it (every socket dropped). */
export interface LanListener {
  readonly port: number;
  close(): Promise<void>;
}

/** Start listening for a share on `address` (browser-host/lan-server.ts). */
export type LanListen = (at: { address: string; gate: RemoteGate }) => Promise<LanListener>;

/** Token length in bytes: 192 random bits (the issue asks at least 128). */
export const TOKEN_BYTES = 24;

interface ShareSeat {
  seat: Seat;
  /** The token as the link carries it (base64url), as bytes: compared byte for byte, so no other spelling of it passes. */
  token: Buffer;
  /** The remote connections made with this seat's token (a reload may briefly make two). */
  conns: Set<string>;
}

interface Share {
  gameId: string;
  address: string;
  listener: LanListener;
  seats: ShareSeat[];
  session: Session;
}

export class Shares {
  private readonly shares = new Map<string, Share>();

  constructor(
    private readonly ctx: HostContext,
    private readonly sessions: Sessions,
    private readonly conns: Connections,
    /** How a share listens; undefined: this host cannot open games to the network. */
    private readonly listen: LanListen | undefined,
    /** Asked before the host listens on the network (the desktop app asks the player). */
    private readonly confirm: (address: string) => Promise<boolean> = () => Promise.resolve(true),
  ) {}

  /** Open `seats` of a game to friends: listen on `address` and make each seat's token. A game shared already is shared anew (new tokens: the old links die). */
  async share(gameId: string, address: string, seats: readonly Seat[]): Promise<ShareInfo> {
    if (!this.listen) fail('conflict', 'this host cannot open games to the network');
    if (!isLanAddress(address)) fail('bad-request', `${address} is not an address on a local network`);
    const session = await this.sessions.get(gameId);
    if (session.status.pending.length === 0) fail('game-over', `game ${gameId} is over`);
    const unique = [...new Set(seats)];
    for (const seat of unique) {
      if (session.row.seats[seat]?.kind !== 'human') fail('not-your-seat', `seat ${seat} of game ${gameId} is not a person's`);
    }
    if (!(await this.confirm(address))) fail('conflict', 'the player did not allow listening on the network');
    await this.stop(gameId);
    const shareSeats: ShareSeat[] = unique.map((seat) => ({ seat, token: Buffer.from(randomBytes(TOKEN_BYTES).toString('base64url')), conns: new Set() }));
    const gate = this.gate(gameId);
    const listener = await this.listen!({ address, gate });
    this.shares.set(gameId, { gameId, address, listener, seats: shareSeats, session });
    session.shared = new Set(unique);
    // The host's own windows let the shared seats go: only their links take them now.
    this.conns.releaseSeats(gameId, unique);
    return this.info(gameId)!;
  }

  /** The game's share as the host's screen shows it, or null. */
  info(gameId: string): ShareInfo | null {
    const share = this.shares.get(gameId);
    if (!share) return null;
    const base = `http://${urlHost(share.address)}:${share.listener.port}/`;
    return {
      gameId,
      address: share.address,
      port: share.listener.port,
      seats: share.seats.map((s) => ({
        seat: s.seat,
        name: share.session.row.seats[s.seat]?.name ?? '',
        link: `${base}?s=${s.token.toString()}`,
        connected: [...s.conns].some((id) => this.conns.connection({ id })?.seats.get(gameId)?.has(s.seat) ?? false),
        standIn: share.session.standIns?.get(s.seat) ?? null,
      })),
    };
  }

  /** Stop sharing: tell the remote players, drop them, close the port; the shared seats are the host's again. */
  async stop(gameId: string): Promise<boolean> {
    const share = this.shares.get(gameId);
    if (!share) return false;
    this.shares.delete(gameId);
    const closed: ShareClosedPush = { push: 'shareClosed', gameId };
    for (const seat of share.seats) {
      for (const id of seat.conns) {
        const conn = this.conns.connection({ id });
        try {
          conn?.send(JSON.stringify(closed));
        } catch {
          // already gone
        }
        this.conns.disconnect({ id });
      }
      seat.conns.clear();
    }
    share.session.shared = undefined;
    share.session.standIns = undefined;
    await share.listener.close().catch((e: unknown) => this.ctx.log(`tenka host: closing the share of ${gameId}: ${String(e)}`));
    this.sessions.changed(share.session);
    return true;
  }

  /** Stop every share (the host is closing). */
  async stopAll(): Promise<void> {
    await Promise.all([...this.shares.keys()].map((gameId) => this.stop(gameId)));
  }

  /** A bot plays a shared seat while its player is away (`bot`), or gives it back. */
  async standIn(gameId: string, seat: Seat, bot: boolean): Promise<ShareInfo> {
    const share = this.shares.get(gameId);
    if (!share?.seats.some((s) => s.seat === seat)) fail('not-your-seat', `seat ${seat} of game ${gameId} is not shared`);
    const { session } = share!;
    await this.sessions.enqueue(session, async () => {
      if (bot) (session.standIns ??= new Map()).set(seat, standInLevel(session.row.ruleset));
      else session.standIns?.delete(seat);
    });
    this.sessions.changed(session);
    return this.info(gameId)!;
  }

  private gate(gameId: string): RemoteGate {
    const seatOf = (token: string): ShareSeat | undefined => {
      const share = this.shares.get(gameId);
      if (!share || typeof token !== 'string') return undefined;
      const given = Buffer.from(token);
      // Compared with every seat's token, in constant time, no early exit.
      let found: ShareSeat | undefined;
      for (const s of share.seats) {
        const same = given.length === s.token.length && timingSafeEqual(given, s.token);
        if (same) found = s;
      }
      return found;
    };
    return {
      knows: (token) => seatOf(token) !== undefined,
      connect: (token, send) => {
        const seat = seatOf(token);
        if (!seat) return null;
        const conn = this.conns.connect(send, { gameId, seat: seat.seat });
        seat.conns.add(conn.id);
        return conn;
      },
      handleMessage: (conn, text) => this.conns.handleMessage(conn, text),
      disconnect: (conn) => {
        for (const s of this.shares.get(gameId)?.seats ?? []) s.conns.delete(conn.id);
        this.conns.disconnect(conn);
      },
    };
  }
}

/** The bot that stands in for an absent player: the game's middle level when it has one (quick, and fair to the others). */
function standInLevel(ruleset: string): string {
  const levels = botsFor(ruleset).map((b) => b.level);
  return ['normal', 'medium', 'easy'].find((level) => levels.includes(level)) ?? levels[levels.length - 1] ?? 'random';
}
