/**
 * Hints (docs/hints.md): "Suggest a move" for a person's decision. The game's
 * Hard decides for the seat from the seat's VIEW only (read in the game's
 * queue like a bot's turn, never the state), in the thinker worker, so the
 * game's queue and the main thread stay free; its progress goes to the
 * connection that asked, which may cancel it. Nothing is played: the table
 * drafts the move for the player to confirm or change. Each hint given is
 * counted per seat and game (store/hint-counts.ts).
 *
 * Who may ask: only the connection holding the seat, only while the seat has
 * a decision, and only when the player's settings allow hints: `hints`
 * (default on) for games against bots, and `hotseatHints` (default off) as
 * well for games with more than one person (a hint there helps one person
 * against another).
 */
import type { HintSuggestion, HintThinkingPush } from '../../src-shared/contract/messages';
import type { Seat } from '../../src-shared/kernel/ruleset';
import { countHint } from '../store/hint-counts';
import type { Thinker } from './bots';
import type { Connection, Connections } from './connections';
import { fail } from './errors';
import { PLAYER_SETTINGS, type HostContext } from './host-context';
import type { Session, Sessions } from './sessions';

/** A hint under way: who asked, and the flag the thinker's search reads to stop. */
interface Running {
  id: number;
  conn: Connection;
  gameId: string;
  seat: Seat;
  flag: Int32Array;
}

/** Whether the player's settings allow a hint in this game, and if not, why. */
export function hintsRefused(settings: Readonly<Record<string, unknown>> | null, people: number): string | null {
  if (settings?.hints === false) return 'hints are turned off in the settings';
  if (people > 1 && settings?.hotseatHints !== true) return 'hints in games between people are turned off in the settings';
  return null;
}

export class Hints {
  private readonly running = new Map<string, Running>();
  private nextId = 1;

  constructor(
    private readonly ctx: HostContext,
    private readonly sessions: Sessions,
    private readonly conns: Connections,
    private readonly thinker: Thinker,
    /** The Hard's thinking time for a hint, in ms (the bots' budget). */
    private readonly budgetMs: number,
  ) {
    thinker.onNotice((n) => {
      if (n.notice !== 'hintThinking') return;
      const r = [...this.running.values()].find((x) => x.id === n.hintId);
      if (!r) return;
      const push: HintThinkingPush = { push: 'hintThinking', gameId: r.gameId, seat: r.seat, progress: n.progress, elapsedMs: n.elapsedMs, budgetMs: n.budgetMs };
      this.conns.pushTo(r.conn, push);
    });
  }

  async suggest(conn: Connection, gameId: string, seat: Seat): Promise<HintSuggestion> {
    const session = await this.sessions.get(gameId);
    this.sessions.requireSeat(conn, session, seat);
    this.requireAllowed(session);
    const key = `${gameId}/${seat}`;
    if (this.running.has(key)) fail('conflict', `a hint for seat ${seat} is under way`);
    const t0 = performance.now();
    // The seat's view, read in the game's queue like a bot's turn (its seed: the game's, the ply's and the seat's).
    const turn = await this.sessions.enqueue(session, async () => {
      if (session.status.pending.length === 0) fail('game-over', `game ${gameId} is over`);
      if (!session.status.pending.some((d) => d.seat === seat)) fail('not-your-turn', `seat ${seat} has nothing to decide now`);
      return this.ctx.engine.request({ op: 'botTurn', gameId, seat });
    });
    if (!turn || turn.free) return fail('not-your-turn', `seat ${seat} has nothing to decide now`);
    const running: Running = { id: this.nextId++, conn, gameId, seat, flag: new Int32Array(new SharedArrayBuffer(4)) };
    this.running.set(key, running);
    let hint;
    try {
      hint = await this.thinker.request({ op: 'hint', turn: { ...turn, rngSeed: `${turn.rngSeed}/hint` }, budgetMs: this.budgetMs, hintId: running.id, cancel: running.flag.buffer as SharedArrayBuffer });
    } catch (e) {
      if ((e as { code?: string } | null)?.code === 'cancelled') return fail('conflict', 'the hint was cancelled');
      throw e;
    } finally {
      this.running.delete(key);
    }
    const hints = countHint(this.ctx.store, gameId, seat, session.row.seats.length);
    return { gameId, seat, ply: turn.ply, kind: turn.kind, ...hint, elapsedMs: Math.round(performance.now() - t0), budgetMs: this.budgetMs, hints };
  }

  async cancel(conn: Connection, gameId: string, seat: Seat): Promise<{ cancelled: boolean }> {
    const session = await this.sessions.get(gameId);
    this.sessions.requireSeat(conn, session, seat);
    const r = this.running.get(`${gameId}/${seat}`);
    if (!r) return { cancelled: false };
    Atomics.store(r.flag, 0, 1);
    return { cancelled: true };
  }

  private requireAllowed(session: Session): void {
    const people = session.row.seats.filter((s) => s.kind === 'human').length;
    const why = hintsRefused(this.ctx.store.getSettings(PLAYER_SETTINGS), people);
    if (why) fail('conflict', why);
  }
}
