/**
 * Driving the bot seats. A bot's move takes two steps in its game's queue
 * (sessions.ts): reading its turn (view and seed), then applying what it
 * chose. It thinks between them, off the queue and in a second worker (the
 * thinker), so opening the game, reading views and the humans' own moves
 * never wait for a search. Its progress is pushed to the game's players.
 */
import type { BotThinkingPush, SeatInfo } from '../../src-shared/contract/messages';
import { freeSeats, offerKey } from '../../src-shared/kernel/free-actions';
import type { BotThinkingNotice, WorkerNotice } from '../worker/protocol';
import type { Connections } from './connections';
import type { Engine, HostContext } from './host-context';
import { playedBy, type Session, type Sessions } from './sessions';

/** The thinker worker: requests, and the notices of a search under way. */
export interface Thinker extends Engine {
  onNotice(listener: (notice: WorkerNotice) => void): () => void;
}

export class Bots {
  /** The last background failure of each game (e.g. a bot's illegal move): its bots stop. */
  private readonly errors = new Map<string, Error>();

  constructor(
    private readonly ctx: HostContext,
    private readonly sessions: Sessions,
    private readonly conns: Connections,
    private readonly thinker: Thinker,
    /** Thinking time given to each bot move, in ms. */
    private readonly budgetMs: number,
  ) {
    // A searching bot's progress comes from inside the worker while it thinks.
    thinker.onNotice((n) => {
      if (n.notice === 'botThinking') this.pushThinking({ ...n, done: false });
    });
  }

  /** The last background failure of a game, if any. */
  error(gameId: string): Error | undefined {
    return this.errors.get(gameId);
  }

  /** Forget a game's failure (it was deleted). */
  forget(gameId: string): void {
    this.errors.delete(gameId);
  }

  /** Continue unfinished games in which only bots play. */
  resume(): void {
    const { store, log } = this.ctx;
    for (const row of store.listActiveGames()) {
      if (row.damaged) {
        log(`tenka host: game ${row.id} is not resumed: ${row.damaged.reason}`);
        continue;
      }
      if (row.seats.every((s) => s.kind === 'bot')) {
        this.sessions.get(row.id).then(
          (s) => this.schedule(s),
          (e: unknown) => log(`tenka host: cannot resume game ${row.id}: ${String(e)}`),
        );
      }
    }
  }

  /** Start one bot move if a bot must decide and none is under way; each bot move starts the next. */
  schedule(session: Session): void {
    if (this.ctx.closing() || session.deleted || session.botRun || this.errors.has(session.id)) return;
    if (!nextBot(session)) return;
    const run = this.move(session).then(
      () => {
        session.botRun = null;
        this.schedule(session);
      },
      (e: unknown) => {
        session.botRun = null;
        if (this.ctx.closing()) return; // the thinker was stopped mid-search: nothing was lost, the game goes on next time
        const error = e instanceof Error ? e : new Error(String(e));
        this.errors.set(session.id, error);
        this.ctx.log(`tenka host: game ${session.id} stopped: ${error.message}`);
      },
    );
    session.botRun = run;
  }

  /**
   * One bot move: its turn is read in the game's queue, it thinks in the
   * thinker worker with the queue free, and its move is applied in the queue.
   * If a human's move came in meanwhile and the bot's move no longer fits,
   * nothing is applied and the next bot move thinks again from the new view.
   */
  private async move(session: Session): Promise<void> {
    const { engine, closing } = this.ctx;
    const ask = await this.sessions.enqueue(session, async () => {
      const bot = nextBot(session);
      if (!bot || closing() || session.deleted) return null;
      const turn = await engine.request({ op: 'botTurn', gameId: session.id, seat: bot.seat });
      if (!session.status.pending.some((d) => d.seat === bot.seat)) (session.freeOffered ??= new Map()).set(bot.seat, offerKey(session.status.free, bot.seat));
      return turn && { bot, turn };
    });
    if (!ask) return;
    const { bot, turn } = ask;
    const undos = session.undos;
    const t0 = performance.now();
    try {
      const { move } = await this.thinker.request({ op: 'think', turn, level: bot.bot!, budgetMs: this.budgetMs });
      if (turn.free && (move === null || move === undefined)) return; // no free action taken
      await this.sessions.enqueue(session, async () => {
        // The seat may have been given back to its player while the bot thought (shares.ts).
        if (closing() || session.deleted || session.undos !== undos || playedBy(session, bot.seat)?.kind !== 'bot') return;
        const outcome = await engine.request({ op: 'apply', gameId: session.id, seat: bot.seat, move });
        if (!outcome.ok) {
          if (session.status.ply !== turn.ply) return;
          throw new Error(`bot '${bot.bot}' at seat ${bot.seat} made an illegal move: ${outcome.error.message}`);
        }
        await this.sessions.commit(session, outcome.step);
      });
    } finally {
      // The bot is done thinking once its move is stored and pushed (or it failed).
      const elapsedMs = Math.round(performance.now() - t0);
      if (!turn.free) this.pushThinking({ gameId: session.id, seat: bot.seat, kind: turn.kind, progress: 1, elapsedMs, budgetMs: this.budgetMs, done: true });
    }
  }

  /** A bot's thinking, to every connection holding a seat in its game (nothing secret: no redaction). */
  private pushThinking(n: Omit<BotThinkingNotice, 'notice'> & { done: boolean }): void {
    const message: BotThinkingPush = {
      push: 'botThinking',
      gameId: n.gameId,
      seat: n.seat,
      kind: n.kind,
      progress: n.progress,
      elapsedMs: n.elapsedMs,
      budgetMs: n.budgetMs,
      done: n.done,
    };
    this.conns.pushToGame(n.gameId, message);
  }
}

/** The next bot to ask: first one with a free action newly open (offerKey changed), then one that must decide. */
export function nextBot(session: Pick<Session, 'row' | 'status' | 'freeOffered' | 'standIns'>): SeatInfo | undefined {
  if (session.status.pending.length === 0) return undefined;
  for (const [seat] of session.freeOffered ?? []) if (offerKey(session.status.free, seat) === '') session.freeOffered!.delete(seat);
  for (const seat of freeSeats(session.status.free)) {
    const info = playedBy(session, seat);
    if (info?.kind === 'bot' && (session.freeOffered?.get(seat) ?? '') !== offerKey(session.status.free, seat)) return info;
  }
  for (const d of session.status.pending) {
    const info = playedBy(session, d.seat);
    if (info?.kind === 'bot') return info;
  }
  return undefined;
}
