/**
 * The engine host that lives in a worker thread: owns live game states,
 * validates and applies moves, computes per-seat views, replays stored games
 * for the replay browser, and lets bots think (the host runs a second copy,
 * the thinker, for that alone). Free of
 * worker plumbing so it can be exercised in-process too.
 */
import { botsFor, getBot } from '../../src-shared/games/bot-registry';
import { suggestMove, type Hint } from '../../src-shared/ai/hint';
import { TEST_BOTS } from '../../src-shared/ai/testing';
import type { Bot } from '../../src-shared/ai/bot';
import { getRuleset } from '../../src-shared/games/registry';
import { CheckpointTracker, ReplayError, type GameRecord } from '../../src-shared/kernel/record';
import { checkMove } from '../../src-shared/kernel/move-schema';
import { Rng } from '../../src-shared/kernel/rng';
import { freeActionsOf } from '../../src-shared/kernel/free-actions';
import { checkTakeBack } from '../../src-shared/kernel/take-back';
import { decisionOf } from '../../src-shared/kernel/define-ruleset';
import { Replays } from './replays';
import { Analyst } from './analyst';
import { encodeFrame, frameText } from './frames';
import { allFrames, frameOf, rulesCheck } from './rule-check';
import type { AnyRuleset, GameEvent, Seat } from '../../src-shared/kernel/ruleset';
import type {
  BotTurn,
  EngineWorkerData,
  GameStatusInfo,
  LoadedInfo,
  MoveOutcome,
  RequestOf,
  WorkerNotice,
  WorkerOp,
  WorkerRequest,
  WorkerResults,
} from './protocol';

interface LiveGame {
  ruleset: AnyRuleset;
  seed: string;
  seatCount: number;
  state: unknown;
  ply: number;
  tracker: CheckpointTracker;
  /** The text of the current ply's frame (the next frame is compressed against it). */
  frameText: string;
}

export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** How often a searching bot's progress is reported, at most (ms). */
export const PROGRESS_INTERVAL_MS = 200;

export class EngineHost {
  private readonly games = new Map<string, LiveGame>();
  private readonly replays = new Replays();
  /** The record's start choices and the analysis of finished games (in the host's third worker, the analyst). */
  private readonly analyst = new Analyst();
  private readonly extraBots: readonly Bot[];

  /** `notify` receives notices (bots' thinking progress) as they happen, even in the middle of a request. */
  constructor(
    data: EngineWorkerData = {},
    private readonly notify: (notice: WorkerNotice) => void = () => undefined,
  ) {
    this.extraBots = data.testBots ? TEST_BOTS : [];
  }

  async handle<K extends WorkerOp>(request: RequestOf<K>): Promise<WorkerResults[K]>;
  async handle(request: WorkerRequest): Promise<unknown>;
  async handle(request: WorkerRequest): Promise<unknown> {
    switch (request.op) {
      case 'ping':
        return { pong: true, time: Date.now() };
      case 'load':
        return this.load(request.gameId, request.record, request.seatCount);
      case 'unload':
        return { unloaded: this.games.delete(request.gameId) };
      case 'status':
        return this.status(this.game(request.gameId));
      case 'views': {
        const g = this.game(request.gameId);
        return request.seats.map((s) => g.ruleset.view(g.state, s));
      }
      case 'apply':
        return this.apply(this.game(request.gameId), request.seat, request.move);
      case 'botTurn':
        return this.botTurn(this.game(request.gameId), request.gameId, request.seat);
      case 'think':
        return this.think(request);
      case 'hint':
        return this.hint(request);
      case 'replayCheck':
        return this.replays.check(request.record, request.checkpoints);
      case 'replayFrame':
        return this.replays.frame(request.gameId, request.record, request.ply, request.seat);
      case 'replayLog':
        return this.replays.log(request.gameId, request.record, request.seat);
      case 'frames': {
        const ruleset = getRuleset(request.record.ruleset);
        if (!ruleset) throw new EngineError('unknown-ruleset', `unknown ruleset '${request.record.ruleset}'`);
        return { frames: allFrames(ruleset, request.record) };
      }
      case 'rulesCheck': {
        const ruleset = getRuleset(request.record.ruleset);
        if (!ruleset) throw new EngineError('unknown-ruleset', `unknown ruleset '${request.record.ruleset}'`);
        return rulesCheck(ruleset, request.record, request.frames, request.checkpoints);
      }
      case 'takeBackCheck': {
        const ruleset = getRuleset(request.record.ruleset);
        if (!ruleset) throw new EngineError('unknown-ruleset', `unknown ruleset '${request.record.ruleset}'`);
        return checkTakeBack(ruleset, request.record, request.seat, request.people);
      }
      case 'startChoices':
        return this.analyst.startChoices(request.record, request.seats);
      case 'analysisPlan':
        return this.analyst.plan(request.record, request.seats, request.setting);
      case 'analysePoint':
        return this.analyst.point(request.record, request.seats, request.setting, request.ply);
      case 'spin': {
        const until = Date.now() + request.ms;
        let spun = 0;
        while (Date.now() < until) spun++;
        return { spun };
      }
    }
  }

  private game(gameId: string): LiveGame {
    const g = this.games.get(gameId);
    if (!g) throw new EngineError('not-loaded', `game ${gameId} is not loaded in the engine`);
    return g;
  }

  private load(gameId: string, record: GameRecord, seatCount: number): LoadedInfo {
    const ruleset = getRuleset(record.ruleset);
    if (!ruleset) throw new EngineError('unknown-ruleset', `unknown ruleset '${record.ruleset}'`);
    const options = ruleset.parseOptions(record.options);
    if (!options.ok) throw new EngineError('bad-options', options.error.message);
    let state = ruleset.setup(options.value, record.seed);
    const tracker = new CheckpointTracker(ruleset, state);
    let events: GameEvent[] = [];
    record.moves.forEach((m, i) => {
      const checked = checkMove(ruleset, state, m.seat, m.move);
      if (!checked.ok) {
        throw new ReplayError(`move ${i + 1} (seat ${m.seat}) is illegal: ${checked.error.message}`, i + 1, checked.error);
      }
      const applied = ruleset.apply(state, m.seat, checked.value.move);
      state = applied.state;
      events = applied.events;
      tracker.observe(i + 1, state);
    });
    const ply = record.moves.length;
    const text = frameText(frameOf(ruleset, state, events));
    const g: LiveGame = { ruleset, seed: record.seed, seatCount, state, ply, tracker, frameText: text };
    this.games.set(gameId, g);
    // Stored as a key frame: the frame before it may not be at hand.
    return { ...this.status(g), checkpoints: tracker.checkpoints.slice(), frame: { ply, data: encodeFrame(ply, text, null) } };
  }

  private status(g: LiveGame): GameStatusInfo {
    return {
      ply: g.ply,
      round: g.ruleset.round(g.state),
      pending: g.ruleset.pending(g.state),
      free: freeActionsOf(g.ruleset, g.state),
      result: g.ruleset.result(g.state),
    };
  }

  private apply(g: LiveGame, seat: Seat, move: unknown): MoveOutcome {
    if (g.ruleset.pending(g.state).length === 0) {
      return { ok: false, error: { code: 'game-over', message: 'the game is over' } };
    }
    const checked = checkMove(g.ruleset, g.state, seat, move);
    if (!checked.ok) return { ok: false, error: checked.error };
    const applied = g.ruleset.apply(g.state, seat, checked.value.move);
    g.state = applied.state;
    g.ply += 1;
    const checkpoint = g.tracker.observe(g.ply, g.state);
    const views = Array.from({ length: g.seatCount }, (_, s) => g.ruleset.view(g.state, s));
    const text = frameText(frameOf(g.ruleset, g.state, applied.events));
    const frame = { ply: g.ply, data: encodeFrame(g.ply, text, g.frameText) };
    g.frameText = text;
    return {
      ok: true,
      step: { ...this.status(g), seat, move: checked.value.record, events: applied.events, checkpoint, views, frame },
    };
  }

  private botTurn(g: LiveGame, gameId: string, seat: Seat): BotTurn | null {
    const asked = decisionOf(g.ruleset, g.state, seat);
    if (!asked) return null;
    return {
      gameId,
      ruleset: g.ruleset.id,
      seat,
      ply: g.ply,
      kind: asked.decision.kind,
      ...(asked.free ? { free: true } : {}),
      view: g.ruleset.view(g.state, seat),
      rngSeed: `${g.seed}/bot/${g.ply}/${seat}`,
    };
  }

  private async think(req: RequestOf<'think'>): Promise<{ move: unknown }> {
    const { turn } = req;
    const ruleset = getRuleset(turn.ruleset);
    if (!ruleset) throw new EngineError('unknown-ruleset', `unknown ruleset '${turn.ruleset}'`);
    const bot = getBot(ruleset.id, req.level, this.extraBots);
    if (!bot) throw new EngineError('unknown-bot', `unknown bot level '${req.level}'`);
    if (turn.free) return { move: bot.freeAction?.(ruleset, turn.view, turn.seat, Rng.seeded(turn.rngSeed)) ?? null };
    const onProgress = bot.searches ? this.progressReporter(turn, req.budgetMs) : undefined;
    const move = await bot.decide(ruleset, turn.view, turn.seat, Rng.seeded(turn.rngSeed), req.budgetMs, { onProgress });
    return { move };
  }

  /**
   * A hint for the turn's seat: the game's strongest bot ('hard', else its last
   * searching level) from the seat's view, with what its search found. The
   * search stops (the request fails with 'cancelled') once the host sets the
   * shared cancel flag; it is read at every step of the search.
   */
  private async hint(req: RequestOf<'hint'>): Promise<Hint> {
    const { turn, budgetMs, hintId } = req;
    const ruleset = getRuleset(turn.ruleset);
    if (!ruleset) throw new EngineError('unknown-ruleset', `unknown ruleset '${turn.ruleset}'`);
    const bots = botsFor(ruleset.id);
    const bot = getBot(ruleset.id, 'hard') ?? [...bots].reverse().find((b) => b.searches) ?? bots[bots.length - 1];
    if (!bot) throw new EngineError('unknown-bot', `no bot for '${turn.ruleset}'`);
    const flag = req.cancel ? new Int32Array(req.cancel) : null;
    const cancelled = (): boolean => flag !== null && Atomics.load(flag, 0) !== 0;
    const t0 = performance.now();
    let last = t0;
    const send = (progress: number, now: number): void => this.notify({ notice: 'hintThinking', hintId, progress, elapsedMs: Math.round(now - t0), budgetMs });
    send(0, t0);
    const onProgress = (fraction: number): void => {
      if (cancelled()) throw new EngineError('cancelled', 'the hint was cancelled');
      const now = performance.now();
      if (now - last < PROGRESS_INTERVAL_MS / 2) return;
      last = now;
      send(Math.min(1, Math.max(0, fraction)), now);
    };
    if (cancelled()) throw new EngineError('cancelled', 'the hint was cancelled');
    return suggestMove(bot, ruleset, turn.view, turn.seat, Rng.seeded(turn.rngSeed), budgetMs, onProgress);
  }

  /**
   * Announces that a searching bot starts, and returns the callback its search
   * calls (often, synchronously, from inside its loop): it passes progress on
   * at most every PROGRESS_INTERVAL_MS, never backwards.
   */
  private progressReporter(turn: BotTurn, budgetMs: number): (fraction: number) => void {
    const { gameId, seat, kind } = turn;
    const t0 = performance.now();
    let last = t0;
    let shown = 0;
    const send = (progress: number, now: number): void =>
      this.notify({ notice: 'botThinking', gameId, seat, kind, progress, elapsedMs: Math.round(now - t0), budgetMs });
    send(0, t0);
    return (fraction) => {
      const now = performance.now();
      if (now - last < PROGRESS_INTERVAL_MS) return;
      last = now;
      shown = Math.max(shown, Math.min(1, Math.max(0, fraction)));
      send(shown, now);
    };
  }
}
