/**
 * Undo against bots (docs/undo.md): the host side of the take-back rule.
 * The rule itself is src-shared/kernel/take-back.ts, worked out in the engine
 * worker on the stored record; here the game is cut back in the store
 * (store/take-backs.ts) and reloaded in the worker at the earlier ply.
 *
 * A bot that was thinking when the move was taken back must not apply its
 * move to the earlier position: the session's `undos` counter changes, and
 * the host's bot step drops a move thought before it changed.
 */
import type { ResultByType, UndoStatus } from '../../src-shared/contract/messages';
import type { TakeBackCheck, TakeBackRefusal } from '../../src-shared/kernel/take-back';
import type { Seat } from '../../src-shared/kernel/ruleset';
import type { GameRow, Store } from '../store/store';
import { cutBack, takeBackCounts } from '../store/take-backs';
import type { LoadedInfo } from '../worker/protocol';
import type { Engine } from './host-context';
import { fail } from './errors';

/** The contract's reason codes are the rule's. */
const _sameCodes: NonNullable<UndoStatus['reason']> extends TakeBackRefusal ? (TakeBackRefusal extends NonNullable<UndoStatus['reason']> ? true : never) : never = true;
void _sameCodes;

/** What undo needs of a live game session. */
export interface UndoSession {
  id: string;
  row: GameRow;
  status: { ply: number };
  /** Take-backs so far in this session: a bot move thought before the last one is dropped. */
  undos?: number;
}

/** What undo needs of the host (host-services.ts passes its own). */
export interface UndoHost<S extends UndoSession> {
  store: Store;
  engine: Engine;
  /** Runs `task` in the game's queue, after everything queued before. */
  enqueue<T>(session: S, task: () => Promise<T>): Promise<T>;
  /** The game now stands at the loaded position: take its status, keep its frame, start bots if any must move. */
  reloaded(session: S, loaded: LoadedInfo): void;
}

/** Plain-words fallback for logs and the CLI; the renderer has its own catalogue. */
const REFUSED: Record<TakeBackRefusal, string> = {
  'no-move': 'you have made no move to take back yet',
  people: 'undo is for games against bots only: another person has seen your move',
  over: 'the game is over',
  die: 'a die was rolled since your move',
  throw: 'a throw decided something since your move',
  card: 'a card was drawn or shown since your move',
  secret: 'a secret choice was made or revealed since your move',
  chance: 'chance decided something since your move',
};

export class Undo<S extends UndoSession> {
  constructor(private readonly host: UndoHost<S>) {}

  /** May `seat` take back its last decision now? */
  status(session: S, seat: Seat): Promise<UndoStatus> {
    return this.host.enqueue(session, async () => {
      const check = await this.check(session, seat);
      const takeBacks = takeBackCounts(this.host.store, session.id, session.row.seats.length);
      return check.ok ? { allowed: true, moves: check.moves, takeBacks } : { allowed: false, reason: check.reason, takeBacks };
    });
  }

  /** Take back `seat`'s last decision and the bots' moves since, or fail 'conflict' with the rule's reason. */
  take(session: S, seat: Seat): Promise<ResultByType['undoMove']> {
    return this.host.enqueue(session, async () => {
      const check = await this.check(session, seat);
      if (!check.ok) return fail('conflict', `cannot take the move back: ${REFUSED[check.reason]}`, check.reason);
      const record = this.host.store.record(session.id)!;
      const back = { ...record, moves: record.moves.slice(0, check.toPly) };
      const loaded = await this.host.engine.request({ op: 'load', gameId: session.id, record: back, seatCount: session.row.seats.length });
      let takeBacks: number[];
      try {
        takeBacks = cutBack(this.host.store, session.id, { fromPly: session.status.ply, toPly: check.toPly, round: loaded.round, seat, seats: session.row.seats.length });
      } catch (e) {
        // The store kept the game as it was: so must the worker.
        await this.host.engine.request({ op: 'load', gameId: session.id, record, seatCount: session.row.seats.length });
        throw e;
      }
      session.undos = (session.undos ?? 0) + 1;
      this.host.reloaded(session, loaded);
      return { ply: check.toPly, moves: check.moves, takeBacks };
    });
  }

  private check(session: S, seat: Seat): Promise<TakeBackCheck> {
    const record = this.host.store.record(session.id)!;
    const people = session.row.seats.flatMap((s, i) => (s.kind === 'bot' ? [] : [i]));
    return this.host.engine.request({ op: 'takeBackCheck', record, seat, people });
  }
}
