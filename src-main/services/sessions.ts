/**
 * Live games and their seats: loading a stored game into the engine worker on
 * first use, one promise queue per game, opening a game (claiming its human
 * seats), a seat's view, a human's move, and committing an accepted move.
 *
 * Ordering rules, per game (one promise queue per game):
 *   validate + apply in the worker → append to SQLite (one transaction) →
 *   only then respond and push. Bots (bots.ts) take their turns through the
 *   same queue; `afterChange` tells them the game moved on.
 */
import type { GameUpdatePush, ResultByType, SeatView } from '../../src-shared/contract/messages';
import { getRuleset } from '../../src-shared/games/registry';
import { mayMove } from '../../src-shared/kernel/free-actions';
import type { Decision, GameEvent, Seat } from '../../src-shared/kernel/ruleset';
import type { SeatInfo } from '../../src-shared/contract/messages';
import type { GameRow } from '../store/store';
import type { GameStatusInfo, MoveStep } from '../worker/protocol';
import type { Connection, Connections } from './connections';
import { ContractFailure, fail } from './errors';
import type { HostContext } from './host-context';
import { damagedMessage, storedRecord, summary } from './stored-games';

export interface Session {
  id: string;
  row: GameRow;
  status: GameStatusInfo;
  queue: Promise<unknown>;
  /** The bot move under way (turn read, thinking, applied), if any: one at a time per game. */
  botRun: Promise<void> | null;
  /** Set when its campaign is being deleted: no more bot steps. */
  deleted?: boolean;
  /** What each bot seat was last offered as free actions (kernel/free-actions.ts offerKey): offered again when it changes. */
  freeOffered?: Map<Seat, string>;
  /** Take-backs in this session (undo.ts): a bot move thought before the last one is dropped (bots.ts). */
  undos?: number;
  /** Seats played from other computers while the game is shared (shares.ts): only their links may take them. */
  shared?: ReadonlySet<Seat>;
  /** Shared seats a bot plays while their player is away (seat → bot level); in memory only, the stored seat stays a person's. */
  standIns?: Map<Seat, string>;
}

/** Who plays a seat now: its stored player, or the bot standing in for a shared seat's player. */
export function playedBy(session: Pick<Session, 'row' | 'standIns'>, seat: Seat): SeatInfo | undefined {
  const info = session.row.seats[seat];
  const level = session.standIns?.get(seat);
  return info && level ? { ...info, kind: 'bot', bot: level } : info;
}

export class Sessions {
  private readonly live = new Map<string, Promise<Session>>();

  constructor(
    private readonly ctx: HostContext,
    private readonly conns: Connections,
    /** Called when a game may need a bot's move (opened, started, moved on). */
    private readonly afterChange: (session: Session) => void,
    /** Called once a committed move ended the game (its analysis starts, records.ts). */
    private readonly finished: (gameId: string) => void = () => undefined,
  ) {}

  /** The live session of a game, loading (replaying) it into the worker on first use. */
  get(gameId: string): Promise<Session> {
    const existing = this.live.get(gameId);
    if (existing) return existing;
    const { store, engine, rules, log } = this.ctx;
    const row = store.getGame(gameId);
    if (!row) return Promise.reject(new ContractFailure('unknown-game', `no game '${gameId}'`));
    if (row.damaged) return Promise.reject(new ContractFailure('damaged', damagedMessage(gameId, row.damaged.reason)));
    const loading = (async (): Promise<Session> => {
      let record = storedRecord(store, gameId);
      if (!getRuleset(record.ruleset)) fail('unknown-ruleset', `game ${gameId} uses ruleset '${record.ruleset}', which this build does not have`);
      // Recorded under other rules: it goes on only if they show the same (else 'rules-changed').
      const current = await rules.beforeLoad(row, record);
      if (current !== row) record = storedRecord(store, gameId);
      const loaded = await engine.request({ op: 'load', gameId, record, seatCount: row.seats.length });
      this.checkReplay(gameId, loaded.checkpoints);
      if (current.status === 'active') {
        rules.keep(gameId, loaded.frame);
        void rules.backfill(current, record).catch((e: unknown) => log(`tenka host: frames of game ${gameId}: ${String(e)}`));
      }
      return { id: gameId, row: current, status: loaded, queue: Promise.resolve(), botRun: null };
    })();
    this.live.set(gameId, loading);
    loading.catch(() => this.live.delete(gameId));
    return loading;
  }

  /** Is the game live (loaded or loading)? */
  has(gameId: string): boolean {
    return this.live.has(gameId);
  }

  /** The game's seats changed hands (a bot stands in, or gave the seat back): its bots may start. */
  changed(session: Session): void {
    this.afterChange(session);
  }

  /** A game just created and loaded becomes live (and its bots may start). */
  start(session: Session): void {
    this.live.set(session.id, Promise.resolve(session));
    this.afterChange(session);
  }

  /** Every live game (for closing and resuming). */
  all(): Promise<Session>[] {
    return [...this.live.values()];
  }

  /** Warn (loudly, but keep playing) when a replay does not reproduce the stored checkpoints. */
  private checkReplay(gameId: string, replayed: readonly { ply: number; hash: string }[]): void {
    const byPly = new Map(replayed.map((c) => [c.ply, c.hash]));
    for (const cp of this.ctx.store.checkpoints(gameId)) {
      const hash = byPly.get(cp.ply);
      if (hash !== undefined && hash !== cp.hash) {
        this.ctx.log(`tenka host: game ${gameId} replays differently at ply ${cp.ply} (stored ${cp.hash}, now ${hash})`);
        return;
      }
    }
  }

  /** Run `task` after everything already queued for this game. */
  enqueue<T>(session: Session, task: () => Promise<T>): Promise<T> {
    const run = session.queue.then(task, task);
    session.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves when the game has no queued work (bots finished or waiting for a human). */
  async whenIdle(gameId: string): Promise<void> {
    const pending = this.live.get(gameId);
    if (!pending) return;
    const session = await pending.catch(() => null);
    if (!session) return;
    for (;;) {
      const tail = session.queue;
      const bot = session.botRun;
      await Promise.allSettled([tail, bot]);
      if (tail === session.queue && bot === session.botRun) return;
    }
  }

  /** Stop a live game for good (its campaign is being deleted): no more bot steps, nobody holds its seats, the worker drops it. */
  async stop(gameId: string): Promise<void> {
    const pending = this.live.get(gameId);
    if (!pending) return;
    const session = await pending.catch(() => null);
    if (session) session.deleted = true;
    await this.whenIdle(gameId);
    this.live.delete(gameId);
    this.conns.release(gameId);
    await this.ctx.engine.request({ op: 'unload', gameId }).catch(() => undefined);
  }

  // ── seats ─────────────────────────────────────────────────────────────

  /** Open a game for `conn`: it takes the game's human seats (or `only` those), and gets their views. */
  async open(conn: Connection, gameId: string, only?: readonly Seat[]): Promise<ResultByType['openGame']> {
    const session = await this.get(gameId);
    let humans = session.row.seats.filter((s) => s.kind === 'human').map((s) => s.seat);
    // A shared seat is its link's: the remote connection takes only it, the host's own windows never take it.
    if (conn.remote) humans = session.shared?.has(conn.remote.seat) ? [conn.remote.seat] : [];
    else if (session.shared) humans = humans.filter((seat) => !session.shared!.has(seat));
    if (only) {
      for (const seat of only) {
        if (session.shared?.has(seat) && !conn.remote) fail('not-your-seat', `seat ${seat} of game ${gameId} is played from another computer`);
        if (!humans.includes(seat)) fail('not-your-seat', session.row.seats[seat] ? `seat ${seat} of game ${gameId} is played by a bot` : `game ${gameId} has no seat ${seat}`);
      }
      humans = humans.filter((seat) => only.includes(seat));
    }
    const out = await this.enqueue(session, async () => {
      this.conns.claim(conn, gameId, humans);
      const views = await this.ctx.engine.request({ op: 'views', gameId, seats: humans });
      return {
        game: summary(this.ctx.store.getGame(gameId)!),
        views: humans.map((seat, i) => seatView(session, seat, views[i])),
      };
    });
    this.afterChange(session);
    return out;
  }

  async view(conn: Connection, gameId: string, seat: Seat): Promise<SeatView> {
    const session = await this.get(gameId);
    // Spectators may look at any seat when nobody's secrets are at stake:
    // games between bots only, and finished games.
    const open = session.row.seats.every((s) => s.kind === 'bot') || session.status.pending.length === 0;
    if (!open || !session.row.seats[seat]) this.requireSeat(conn, session, seat);
    return this.enqueue(session, async () => {
      const [view] = await this.ctx.engine.request({ op: 'views', gameId, seats: [seat] });
      return seatView(session, seat, view);
    });
  }

  /** A human's move: only from the connection holding the seat, only when the seat may move; stored before it is answered. */
  async submit(conn: Connection, gameId: string, seat: Seat, move: unknown): Promise<ResultByType['submitMove']> {
    const session = await this.get(gameId);
    this.requireSeat(conn, session, seat);
    const out = await this.enqueue(session, async () => {
      // Its player still watches the seat while a bot plays it (shares.ts), but does not move.
      if (session.standIns?.has(seat)) fail('not-your-seat', `a bot plays seat ${seat} while its player is away`);
      if (session.status.pending.length === 0) fail('game-over', `game ${gameId} is over`);
      if (!mayMove(session.status.pending, session.status.free, seat)) {
        fail('not-your-turn', `seat ${seat} has nothing to decide now (waiting for seat ${pendingSeats(session.status.pending)})`);
      }
      const outcome = await this.ctx.engine.request({ op: 'apply', gameId, seat, move });
      if (!outcome.ok) return fail('illegal-move', outcome.error.message, outcome.error.code, outcome.error.params);
      await this.commit(session, outcome.step);
      return { ply: outcome.step.ply };
    });
    this.afterChange(session);
    return out;
  }

  /** Fails 'not-your-seat' unless this connection holds `seat`, a human's seat of the game. */
  requireSeat(conn: Connection, session: Session, seat: Seat): void {
    const info = session.row.seats[seat];
    if (!info) fail('not-your-seat', `game ${session.id} has no seat ${seat}`);
    if (info!.kind === 'bot') fail('not-your-seat', `seat ${seat} is played by a bot`);
    if (!this.conns.holds(conn, session.id, seat)) {
      fail('not-your-seat', `this connection does not hold seat ${seat} of game ${session.id} (open the game first)`);
    }
  }

  /** Store an accepted move, then tell everyone. Reloads the worker's copy if the store refuses. */
  async commit(session: Session, step: MoveStep): Promise<void> {
    try {
      this.ctx.store.appendMove(session.id, {
        ply: step.ply,
        seat: step.seat,
        move: step.move,
        round: step.round,
        checkpoint: step.checkpoint,
        result: step.result,
      });
    } catch (e) {
      // The worker is now ahead of the database: drop its copy so the next
      // request replays what was actually stored.
      this.live.delete(session.id);
      await this.ctx.engine.request({ op: 'unload', gameId: session.id }).catch(() => undefined);
      throw e;
    }
    this.ctx.rules.keep(session.id, step.frame);
    if (step.result) this.finished(session.id);
    session.status = { ply: step.ply, round: step.round, pending: step.pending, free: step.free, result: step.result };
    this.conns.pushToSeats(session.id, (seat): GameUpdatePush => ({
      push: 'gameUpdate',
      update: {
        ...seatView(session, seat, step.views[seat]),
        events: step.events.filter((e: GameEvent) => !e.visibleTo || e.visibleTo.includes(seat)),
      },
    }));
  }
}

/** What a seat is shown of a live game: its view, who decides, its own free actions, the result. */
export function seatView(session: Session, seat: Seat, view: unknown): SeatView {
  const s = session.status;
  return {
    gameId: session.id,
    seat,
    ply: s.ply,
    view,
    pending: s.pending.map((d) => ({ seat: d.seat, kind: d.kind })),
    // Only the seat's own free actions (what others may do unasked is theirs).
    free: (s.free ?? []).filter((d) => d.seat === seat).map((d) => ({ seat: d.seat, kind: d.kind })),
    result: s.result && { scores: s.result.scores, winners: s.result.winners },
  };
}

function pendingSeats(pending: readonly Decision[]): string {
  return pending.map((d) => d.seat).join(', ') || 'nobody';
}
