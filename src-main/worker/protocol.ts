/**
 * Messages between the main thread and its workers (the engine and the thinker,
 * two copies of one entry). Plain structured-cloneable data; every request gets
 * exactly one reply with the same id.
 */
import type { Checkpoint, GameRecord } from '../../src-shared/kernel/record';
import type { Decision, GameEvent, GameResult, RuleError, Seat } from '../../src-shared/kernel/ruleset';
import type { ReplayFrame, ReplayLog } from '../../src-shared/contract/messages';
import type { TakeBackCheck } from '../../src-shared/kernel/take-back';
import type { AnalysisSetting, ChancePoint } from '../../src-shared/ai/win-chances';
import type { AnalysisPlan } from './analyst';
import type { Hint } from '../../src-shared/ai/hint';

export type WorkerRequest =
  | { op: 'ping' }
  /** Replay a stored record into a live game (replacing any loaded copy). */
  | { op: 'load'; gameId: string; record: GameRecord; seatCount: number }
  | { op: 'unload'; gameId: string }
  | { op: 'status'; gameId: string }
  | { op: 'views'; gameId: string; seats: Seat[] }
  /** Validate and apply a move from a seat. */
  | { op: 'apply'; gameId: string; seat: Seat; move: unknown }
  /** What a bot needs to decide for a seat: its view and its Rng's seed (null: the seat has nothing to decide). */
  | { op: 'botTurn'; gameId: string; seat: Seat }
  /**
   * Let a bot decide from a turn (needs no loaded game). The host sends these
   * to a second worker, the thinker, so a long search never holds up the
   * engine worker's views and moves.
   */
  | { op: 'think'; turn: BotTurn; level: string; budgetMs: number }
  /**
   * A hint (src-shared/ai/hint.ts): the game's strongest bot decides for the
   * turn's seat from its view, and says what its search found; sent to the
   * thinker like a bot's turn. `cancel`: a shared Int32Array[1] the host sets
   * to 1 to stop the search (checked at every step of it); `hintId` names the
   * progress notices.
   */
  | { op: 'hint'; turn: BotTurn; budgetMs: number; hintId: number; cancel?: SharedArrayBuffer }
  /** Can this build reproduce a stored game? null, or why not (for the replay browser). */
  | { op: 'replayCheck'; record: GameRecord; checkpoints: Checkpoint[] }
  /** A position of a stored game as `seat` saw it (null = all-seeing); the host has checked who may see it. */
  | { op: 'replayFrame'; gameId: string; record: GameRecord; ply: number; seat: Seat | null }
  /** Every move of a stored game as `seat` saw it, throws without their traces (the replay's move list). */
  | { op: 'replayLog'; gameId: string; record: GameRecord; seat: Seat | null }
  /** Every ply's frame of a stored game under this build's rules (for games stored before frames were kept, and imports). */
  | { op: 'frames'; record: GameRecord }
  /**
   * A stored game recorded under other rules: do its moves replay legally under
   * this build's rules and show the same views as its stored frames (or, with
   * no frames, reach the same checkpoints)? See src-main/services/rule-changes.ts.
   */
  | { op: 'rulesCheck'; record: GameRecord; frames: StoredFrame[]; checkpoints: Checkpoint[] }
  /** May `seat` take back its last move of a stored game (src-shared/kernel/take-back.ts)? `people`: the seats persons play. */
  | { op: 'takeBackCheck'; record: GameRecord; seat: Seat; people: Seat[] }
  /** A finished game's start choices per seat (the game's fairness hook), for the player's record. */
  | { op: 'startChoices'; record: GameRecord; seats: number }
  /** Where the analysis of a finished game looks (worker/analyst.ts), and its end. */
  | { op: 'analysisPlan'; record: GameRecord; seats: number; setting: AnalysisSetting }
  /** One point of the analysis: the playouts from the position after `ply` moves. */
  | { op: 'analysePoint'; record: GameRecord; seats: number; setting: AnalysisSetting; ply: number }
  /** Debug: keep the worker's thread busy for `ms`. */
  | { op: 'spin'; ms: number };

export interface GameStatusInfo {
  ply: number;
  round: number;
  pending: Decision[];
  /** Free actions open (kernel/free-actions.ts): seats that may move now though not pending. */
  free?: Decision[];
  result: GameResult | null;
}

export interface LoadedInfo extends GameStatusInfo {
  /** Checkpoints found while replaying the record (ply 0 first). */
  checkpoints: Checkpoint[];
  /** The frame of the current ply (src-main/worker/frames.ts). */
  frame: StoredFrame;
}

/** A compressed frame as stored (src-main/worker/frames.ts). */
export interface StoredFrame {
  ply: number;
  data: Uint8Array;
}

/** Whether a game recorded under other rules goes on under this build's (see the 'rulesCheck' op). */
export type RulesCheck =
  | { ok: true; checkpoints: Checkpoint[] }
  /** `reason`: the rule's words for an illegal move, or what no longer holds. */
  | { ok: false; ply: number; seat: Seat | null; why: 'illegal' | 'differs' | 'options'; reason: string };

/** One accepted move and everything the host needs to store and announce it. */
export interface MoveStep extends GameStatusInfo {
  seat: Seat;
  /** The move as the ruleset's validate() normalised it: this is what is stored. */
  move: unknown;
  events: GameEvent[];
  checkpoint: Checkpoint | null;
  /** The view of every seat after the move (index = seat). */
  views: unknown[];
  /** The frame of this ply, to store with the move. */
  frame: StoredFrame;
}

/** A bot's decision to make: everything it may know (its seat's view) and the seed of its Rng. */
export interface BotTurn {
  gameId: string;
  ruleset: string;
  seat: Seat;
  /** The ply the view was taken at: the host rethinks if the game moved on and the move no longer fits. */
  ply: number;
  /** The decision kind (for the thinking pushes). */
  kind: string;
  /** A free action offered (not a pending decision): the bot's `freeAction` answers, null for none. */
  free?: boolean;
  view: unknown;
  /** Seeded from the game, the ply and the seat, so a game between bots reproduces from its seed. */
  rngSeed: string;
}

export type MoveOutcome = { ok: true; step: MoveStep } | { ok: false; error: RuleError };

export interface WorkerResults {
  ping: { pong: true; time: number };
  load: LoadedInfo;
  unload: { unloaded: boolean };
  status: GameStatusInfo;
  views: unknown[];
  apply: MoveOutcome;
  botTurn: BotTurn | null;
  think: { move: unknown };
  hint: Hint;
  replayCheck: { problem: string | null };
  replayFrame: ReplayFrame;
  replayLog: ReplayLog['moves'];
  frames: { frames: StoredFrame[] };
  rulesCheck: RulesCheck;
  takeBackCheck: TakeBackCheck;
  startChoices: (string | null)[];
  analysisPlan: AnalysisPlan;
  analysePoint: ChancePoint;
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

/** A hint's search under way (the 'hint' op): its share done, for the player who asked. */
export interface HintThinkingNotice {
  notice: 'hintThinking';
  hintId: number;
  progress: number;
  elapsedMs: number;
  budgetMs: number;
}

export type WorkerNotice = BotThinkingNotice | HintThinkingNotice;

/** Everything the worker posts: replies (with the request's id) and notices. */
export type WorkerMessage = WorkerReply | WorkerNotice;

/** Data the worker is started with. */
export interface EngineWorkerData {
  /** Enable test-only bots (e.g. 'busy'). */
  testBots?: boolean;
}
