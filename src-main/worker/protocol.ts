/**
 * Messages between the main thread and the engine worker. Plain structured-
 * cloneable data; every request gets exactly one reply with the same id.
 */
import type { Checkpoint, GameRecord } from '../../src-shared/kernel/record';
import type { Decision, GameEvent, GameResult, RuleError, Seat } from '../../src-shared/kernel/ruleset';

export type WorkerRequest =
  | { op: 'ping' }
  /** Replay a stored record into a live game (replacing any loaded copy). */
  | { op: 'load'; gameId: string; record: GameRecord; seatCount: number }
  | { op: 'unload'; gameId: string }
  | { op: 'status'; gameId: string }
  | { op: 'views'; gameId: string; seats: Seat[] }
  /** Validate and apply a move from a seat. */
  | { op: 'apply'; gameId: string; seat: Seat; move: unknown }
  /** Let a bot decide for a seat from its view, then apply its move. */
  | { op: 'botMove'; gameId: string; seat: Seat; level: string; budgetMs: number }
  /** Debug: keep the worker's thread busy for `ms`. */
  | { op: 'spin'; ms: number };

export interface GameStatusInfo {
  ply: number;
  round: number;
  pending: Decision[];
  result: GameResult | null;
}

export interface LoadedInfo extends GameStatusInfo {
  /** Checkpoints found while replaying the record (ply 0 first). */
  checkpoints: Checkpoint[];
}

/** One accepted move and everything the host needs to store and announce it. */
export interface MoveStep extends GameStatusInfo {
  seat: Seat;
  /** The move as the ruleset's validate() normalised it: this is what is stored. */
  move: unknown;
  events: GameEvent[];
  checkpoint: Checkpoint | null;
  /** The view of every seat after the move (index = seat). */
  views: unknown[];
}

export type MoveOutcome = { ok: true; step: MoveStep } | { ok: false; error: RuleError };

export interface WorkerResults {
  ping: { pong: true; time: number };
  load: LoadedInfo;
  unload: { unloaded: boolean };
  status: GameStatusInfo;
  views: unknown[];
  apply: MoveOutcome;
  botMove: MoveOutcome;
  spin: { spun: number };
}

export type WorkerOp = WorkerRequest['op'];
export type RequestOf<K extends WorkerOp> = Extract<WorkerRequest, { op: K }>;

export interface WorkerEnvelope {
  id: number;
  request: WorkerRequest;
}

export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; code?: string; stack?: string } };

/**
 * Sent by the worker on its own, between replies: a searching bot started to
 * decide (progress 0) or has done more of its work (progress up to 1). The
 * host turns these into `botThinking` pushes; it sends the final `done` push
 * itself once the bot's move is stored.
 */
export interface BotThinkingNotice {
  notice: 'botThinking';
  gameId: string;
  seat: Seat;
  /** The decision kind being made. */
  kind: string;
  progress: number;
  elapsedMs: number;
  budgetMs: number;
}

export type WorkerNotice = BotThinkingNotice;

/** Everything the worker posts: replies (with the request's id) and notices. */
export type WorkerMessage = WorkerReply | WorkerNotice;

/** Data the worker is started with. */
export interface EngineWorkerData {
  /** Enable test-only bots (e.g. 'busy'). */
  testBots?: boolean;
}
