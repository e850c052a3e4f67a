/**
 * The host's session service: implements the request contract on top of the
 * store (SQLite), the engine worker and the thinker worker (bots).
 *
 * Ordering rules, per game (one promise queue per game):
 *   validate + apply in the worker → append to SQLite (one transaction) →
 *   only then respond and push. A bot's move takes two queue steps: reading
 *   its turn (view and seed), then applying what it chose. It thinks between
 *   them, off the queue and in a second worker (the thinker), so opening the
 *   game, reading views and the humans' own moves never wait for a search.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  SEAT_COLOUR_COUNT,
  parseRequest,
  requestIdOf,
  type CampaignSummary,
  type ContractError,
  type ReplayFrame,
  type ReplayLog,
  type ReplayInfo,
  type GameSummary,
  type BotThinkingPush,
  type GameUpdatePush,
  type Request,
  type ResponseEnvelope,
  type ResultByType,
  type SeatInfo,
  type SeatView,
} from '../../src-shared/contract/messages';
import { BOTS, botLevelsFor } from '../../src-shared/ai/registry';
import { TEST_BOTS } from '../../src-shared/ai/testing';
import { getRuleset } from '../../src-shared/games/registry';
import { listRulesets } from './rulesets-info';
import type { AnyRuleset, Decision, GameEvent, Seat } from '../../src-shared/kernel/ruleset';
import type { GameRecord } from '../../src-shared/kernel/record';
import { freeSeats, mayMove, offerKey } from '../../src-shared/kernel/free-actions';
import { GameDamagedError, Store, type CampaignRow, type GameRow } from '../store/store';
import type { BotThinkingNotice, GameStatusInfo, MoveStep } from '../worker/protocol';
import { EngineClient } from '../worker/spawn';
import { ContractFailure, fail } from './errors';
import type { ClientConnection, HostOptions, HostServices } from './host-api';
import { SaveFileError, exportGame, verifySaveFile } from './saves';
import { RuleChanges } from './rule-changes';
import { Undo } from './undo';

/** The services plus host-side helpers for the CLI and tests (not part of the wire contract). */
export interface LocalHostServices extends HostServices {
  /** Resolves when the game has no queued work (bots finished or waiting for a human). */
  whenIdle(gameId: string): Promise<void>;
  /** The last background failure of a game (e.g. a bot error), if any. */
  backgroundError(gameId: string): Error | undefined;
  readonly store: Store;
  readonly engine: EngineClient;
  /** A stored game as a game file (see docs/saves.md). */
  exportGame(gameId: string): ResultByType['exportGame'];
  /** Verify a game file and store it as a new game (a campaign of one); throws ContractFailure 'bad-file'. */
  importGame(text: string): Promise<ResultByType['importGame']>;
}

interface ConnState {
  id: string;
  send: (text: string) => void;
  /** gameId → seats this connection plays. */
  seats: Map<string, Set<Seat>>;
  /** Requests received and not yet started, oldest first (see handleMessage). */
  waiting: { text: string; start: () => void }[];
  /** Characters of request text waiting. */
  waitingChars: number;
  /** Requests started and not yet answered. */
  active: number;
}

/**
 * Fairness between connections: each connection has at most this many
 * requests under way; the rest wait in its own queue, so one connection's
 * flood never stands between another's request and the engine worker (whose
 * queue is first come, first served). Each request starts in its own turn of
 * the event loop (setImmediate), so the connections take turns with each
 * other and with incoming messages, even when requests finish at once.
 */
const MAX_ACTIVE_PER_CONNECTION = 4;
/** Request text one connection may have waiting; beyond it, requests are refused at once ('too-large'). */
const MAX_WAITING_CHARS_PER_CONNECTION = 32 * 1024 * 1024;

interface Session {
  id: string;
  row: GameRow;
  status: GameStatusInfo;
  queue: Promise<unknown>;
  /** The bot move under way (turn read, thinking, applied), if any: one at a time per game. */
  botRun: Promise<void> | null;
  error?: Error;
  /** Set when its campaign is being deleted: no more bot steps. */
  deleted?: boolean;
  /** What each bot seat was last offered as free actions (kernel/free-actions.ts offerKey): offered again when it changes. */
  freeOffered?: Map<Seat, string>;
  /** Take-backs in this session (undo.ts): a bot move thought before the last one is dropped. */
  undos?: number;
}

type SetupRequest = { ruleset: string; options: Record<string, unknown>; seats: Extract<Request, { type: 'createGame' }>['seats'] };

let connCounter = 0;

/** The settings row of the player (one player per data folder). */
const PLAYER_SETTINGS = 'player';

export async function createHostServices(options: HostOptions): Promise<LocalHostServices> {
  const store = Store.open(options.dataDir);
  const spawn = (): EngineClient => EngineClient.spawn({ entry: options.workerEntry, testBots: options.testBots });
  let engine: EngineClient | undefined;
  let thinker: EngineClient | undefined;
  try {
    engine = spawn();
    thinker = spawn();
    await Promise.all([engine.request({ op: 'ping' }), thinker.request({ op: 'ping' })]);
  } catch (e) {
    await Promise.allSettled([engine?.terminate(), thinker?.terminate()]);
    store.close();
    throw e;
  }
  const host = new Host(store, engine, thinker, options);
  if (options.resumeOnStart ?? true) {
    host.resumeBotGames();
    void host.rules.backfillAll();
  }
  return host;
}

class Host implements LocalHostServices {
  private readonly conns = new Map<string, ConnState>();
  private readonly sessions = new Map<string, Promise<Session>>();
  private readonly botLevels: Set<string>;
  private readonly budgetMs: number;
  private readonly log: (message: string) => void;
  private closing = false;
  private readonly allowAllSeeing: boolean;
  private readonly listTestGames: boolean;
  /** Whether unfinished game files may be imported (a host started for tests). */
  private readonly importPositions: boolean;
  private readonly dataDir: string;
  private readonly openFolder: ((path: string) => Promise<void>) | undefined;
  /** Frames, and games across rule changes (rule-changes.ts). */
  readonly rules: RuleChanges;

  constructor(
    readonly store: Store,
    readonly engine: EngineClient,
    /** The worker in which bots think (a search may take seconds; the engine worker stays free meanwhile). */
    private readonly thinker: EngineClient,
    options: HostOptions,
  ) {
    this.botLevels = new Set([...BOTS, ...(options.testBots ? TEST_BOTS : [])].map((b) => b.level));
    this.budgetMs = options.botBudgetMs ?? 1500;
    this.allowAllSeeing = options.allowAllSeeingReplays ?? false;
    this.listTestGames = options.testGames ?? false;
    this.importPositions = options.testPositions ?? false;
    this.log = options.log ?? ((m) => console.error(m));
    this.dataDir = options.dataDir;
    this.openFolder = options.openFolder;
    this.rules = new RuleChanges(store, engine, this.log);
    // A searching bot's progress comes from inside the worker while it thinks.
    thinker.onNotice((n) => this.pushThinking({ ...n, done: false }));
    this.undo = new Undo<Session>({ store, engine, enqueue: (s, task) => this.enqueue(s, task), reloaded: (s, loaded) => {
      s.status = loaded;
      s.freeOffered = undefined;
      this.rules.keep(s.id, loaded.frame);
      this.scheduleBots(s);
    } });
  }

  /** Take-backs against bots (undo.ts). */
  private readonly undo: Undo<Session>;

  // ── transport side ────────────────────────────────────────────────────

  connect(send: (text: string) => void): ClientConnection {
    const id = `c${++connCounter}-${randomBytes(4).toString('hex')}`;
    this.conns.set(id, { id, send, seats: new Map(), waiting: [], waitingChars: 0, active: 0 });
    return { id };
  }

  disconnect(conn: ClientConnection): void {
    this.conns.delete(conn.id);
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
  private startWaiting(state: ConnState): void {
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
      if (this.closing) fail('internal', 'the host is shutting down');
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

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    const sessions = await Promise.allSettled([...this.sessions.values()]);
    // A bot still thinking is not waited for: its move would not be stored anyway.
    await Promise.allSettled(
      sessions.flatMap((s) => (s.status === 'fulfilled' ? [s.value.queue] : [])),
    );
    await Promise.all([this.engine.terminate(), this.thinker.terminate()]);
    this.store.close();
  }

  async whenIdle(gameId: string): Promise<void> {
    const pending = this.sessions.get(gameId);
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

  backgroundError(gameId: string): Error | undefined {
    return this.sessionErrors.get(gameId);
  }

  private readonly sessionErrors = new Map<string, Error>();

  /** Continue unfinished games in which only bots play. */
  resumeBotGames(): void {
    for (const row of this.store.listActiveGames()) {
      if (row.damaged) {
        this.log(`tenka host: game ${row.id} is not resumed: ${row.damaged.reason}`);
        continue;
      }
      if (row.seats.every((s) => s.kind === 'bot')) {
        this.session(row.id).then(
          (s) => this.scheduleBots(s),
          (e: unknown) => this.log(`tenka host: cannot resume game ${row.id}: ${String(e)}`),
        );
      }
    }
  }

  // ── requests ──────────────────────────────────────────────────────────

  private dispatch(conn: ConnState, request: Request): Promise<unknown> {
    switch (request.type) {
      case 'ping':
        return Promise.resolve({ pong: true, time: Date.now() } satisfies ResultByType['ping']);
      case 'dataFolder':
        return Promise.resolve({ path: this.dataDir, canOpen: this.openFolder !== undefined } satisfies ResultByType['dataFolder']);
      case 'openDataFolder':
        return this.openDataFolder();
      case 'listRulesets':
        return Promise.resolve(listRulesets(this.listTestGames) satisfies ResultByType['listRulesets']);
      case 'createGame':
        return this.createGame(request);
      case 'openGame':
        return this.openGame(conn, request.gameId, request.seats);
      case 'getView':
        return this.getView(conn, request.gameId, request.seat);
      case 'submitMove':
        return this.submitMove(conn, request.gameId, request.seat, request.move);
      case 'listGames':
        return Promise.resolve(this.store.listGames().map(summary) satisfies ResultByType['listGames']);
      case 'createCampaign':
        return Promise.resolve(this.createCampaign(request));
      case 'startCampaignGame':
        return this.startCampaignGame(request.campaignId, request.seed);
      case 'listCampaigns':
        return Promise.resolve(this.store.listCampaigns().map((c) => this.campaignSummary(c)) satisfies ResultByType['listCampaigns']);
      case 'getCampaign': {
        const c = this.requireCampaign(request.campaignId);
        return Promise.resolve({ campaign: this.campaignSummary(c), games: this.store.campaignGames(c.id).map(summary) } satisfies ResultByType['getCampaign']);
      }
      case 'renameCampaign': {
        this.requireCampaign(request.campaignId);
        this.store.renameCampaign(request.campaignId, request.name);
        return Promise.resolve(this.campaignSummary(this.requireCampaign(request.campaignId)));
      }
      case 'deleteCampaign':
        return this.deleteCampaign(request.campaignId);
      case 'latestUnfinished': {
        const row = this.store.latestUnfinished();
        return Promise.resolve({ game: row ? summary(row) : null } satisfies ResultByType['latestUnfinished']);
      }
      case 'continueGame': {
        const row = request.gameId ? this.store.getGame(request.gameId) : this.store.latestUnfinished();
        if (!row) return fail('unknown-game', request.gameId ? `no game '${request.gameId}'` : 'there is no unfinished game to continue');
        if (row.status !== 'active') fail('game-over', `game ${row.id} is over; open its replay instead`);
        return this.openGame(conn, row.id);
      }
      case 'exportGame':
        return Promise.resolve(this.exportGame(request.gameId));
      case 'importGame':
        return this.importGame(request.text);
      case 'getReplay':
        return this.getReplay(request.gameId);
      case 'getReplayFrame':
        return this.getReplayFrame(conn, request.gameId, request.ply, request.seat);
      case 'getReplayLog':
        return this.getReplayLog(conn, request.gameId, request.seat);
      case 'retireGame':
        return this.retireGame(request.gameId, request.startOver);
      case 'getSettings':
        return Promise.resolve({ settings: this.store.getSettings(request.key ?? PLAYER_SETTINGS) } satisfies ResultByType['getSettings']);
      case 'undoStatus':
      case 'undoMove':
        return this.session(request.gameId).then((s): Promise<unknown> => {
          this.requireSeat(conn, s, request.seat);
          return request.type === 'undoStatus' ? this.undo.status(s, request.seat) : this.undo.take(s, request.seat);
        });
      case 'saveSettings':
        this.store.saveSettings(request.key ?? PLAYER_SETTINGS, request.settings);
        return Promise.resolve({ saved: true } satisfies ResultByType['saveSettings']);
    }
  }

  private async openDataFolder(): Promise<ResultByType['openDataFolder']> {
    const open = this.openFolder;
    if (!open) return fail('conflict', 'this host cannot open folders; open it in your file manager');
    await open(this.dataDir);
    return { opened: true };
  }

  // ── campaigns ─────────────────────────────────────────────────────────

  private campaignSummary(c: CampaignRow): CampaignSummary {
    const games = this.store.campaignGames(c.id);
    return {
      campaignId: c.id,
      name: c.name,
      ruleset: c.ruleset,
      options: c.options,
      roster: c.roster.map((m, seat) => ({ seat, ...m })),
      single: c.single,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      games: games.length,
      finishedGames: games.filter((g) => g.status === 'finished').length,
      activeGameId: games.find((g) => g.status === 'active')?.id ?? null,
      standings: this.store.standings(c.id),
      ...(c.damaged ? { damaged: c.damaged } : {}),
    };
  }

  private requireCampaign(campaignId: string): CampaignRow {
    const c = this.store.getCampaign(campaignId);
    if (!c) return fail('unknown-campaign', `no campaign '${campaignId}'`);
    return c;
  }

  private createCampaign(req: Extract<Request, { type: 'createCampaign' }>): CampaignSummary {
    const { ruleset, options, seats } = this.resolveSetup(req);
    const id = newId('c');
    this.store.createCampaign({ id, name: req.name, ruleset: ruleset.id, options, roster: seats.map(({ seat: _s, ...m }) => m), single: false });
    return this.campaignSummary(this.store.getCampaign(id)!);
  }

  private async startCampaignGame(campaignId: string, seed: string | undefined): Promise<ResultByType['startCampaignGame']> {
    const c = this.requireCampaign(campaignId);
    if (c.damaged) fail('damaged', `campaign '${c.name}' cannot be read: ${c.damaged.reason}; it is kept as it is`);
    const ruleset = getRuleset(c.ruleset);
    if (!ruleset) return fail('unknown-ruleset', `campaign ${campaignId} uses ruleset '${c.ruleset}', which this build does not have`);
    const running = this.store.campaignGames(campaignId).find((g) => g.status === 'active');
    if (running) fail('conflict', `campaign '${c.name}' has an unfinished game (${running.id}); continue it first`);
    if (c.single && this.store.campaignGames(campaignId).length > 0) fail('conflict', `'${c.name}' is a single game, not a campaign`);
    const seats: SeatInfo[] = c.roster.map((m, seat) => ({ seat, ...m }));
    return this.launch(ruleset, c.options, seats, seed, campaignId);
  }

  private async deleteCampaign(campaignId: string): Promise<ResultByType['deleteCampaign']> {
    this.requireCampaign(campaignId);
    // Stop the campaign's live games first, so no bot commits into a deleted game.
    const gameIds = this.store.campaignGames(campaignId).map((g) => g.id);
    for (const id of gameIds) {
      const pending = this.sessions.get(id);
      if (!pending) continue;
      const session = await pending.catch(() => null);
      if (session) session.deleted = true;
      await this.whenIdle(id);
      this.sessions.delete(id);
      this.sessionErrors.delete(id);
      for (const conn of this.conns.values()) conn.seats.delete(id);
      await this.engine.request({ op: 'unload', gameId: id }).catch(() => undefined);
    }
    const deleted = this.store.deleteCampaign(campaignId);
    if (!deleted) return fail('unknown-campaign', `no campaign '${campaignId}'`);
    return { campaignId, games: deleted.games.length, moves: deleted.moves };
  }

  // ── files ─────────────────────────────────────────────────────────────

  exportGame(gameId: string): ResultByType['exportGame'] {
    const row = this.readableGame(gameId);
    // A game file holds every seat's moves and the seed: while the game runs
    // that is every player's secrets (and, re-imported with bots in every seat,
    // an all-seeing replay of them). Only finished games travel as files.
    if (row.status !== 'finished') fail('hidden', `game ${gameId} is still being played: finish it first, then export it (a file of a running game would show every player's secret plans)`);
    const out = exportGame(this.store, gameId);
    if (!out) return fail('unknown-game', `no game '${gameId}'`);
    return { fileName: out.fileName, text: out.text };
  }

  async importGame(text: string): Promise<ResultByType['importGame']> {
    let v;
    try {
      v = verifySaveFile(text, { allowUnfinished: this.importPositions });
    } catch (e) {
      if (e instanceof SaveFileError) return fail('bad-file', e.message);
      throw e;
    }
    // The same game stored already (imported before, or the very game it was exported from): name it, store nothing.
    const [same] = this.store.findSameGames({ ruleset: v.ruleset, seed: v.file.seed, options: v.file.options, seats: v.seats, moves: v.moves });
    if (same) return { gameId: same.id, campaignId: same.campaignId ?? '', moves: v.moves.length, duplicateOf: same.id };
    const gameId = newId('g');
    const campaignId = newId('c');
    const title = getRuleset(v.ruleset)?.title ?? v.ruleset;
    this.store.importGame(
      {
        id: gameId,
        campaignId,
        ruleset: v.ruleset,
        rulesetVersion: v.rulesetVersion,
        options: v.file.options,
        seed: v.file.seed,
        seats: v.seats,
        round: v.round,
        moves: v.moves,
        checkpoints: v.checkpoints,
        status: v.status,
        ply: v.moves.length,
        result: v.result,
      },
      {
        id: campaignId,
        name: (v.file.campaign?.name ?? `${title} game`).slice(0, 70) + ' (imported)',
        ruleset: v.ruleset,
        options: v.file.options,
        roster: v.seats.map(({ seat: _s, ...m }) => m),
        single: true,
      },
    );
    await this.rules.backfill(this.store.getGame(gameId)!, this.storedRecord(gameId)).catch((e: unknown) => this.log(`tenka host: frames of imported game ${gameId}: ${String(e)}`));
    return { gameId, campaignId, moves: v.moves.length };
  }

  /** An unfinished game that cannot go on under this build's rules: kept as a replay, and with `startOver` a new game like it. */
  private async retireGame(gameId: string, startOver: boolean): Promise<ResultByType['retireGame']> {
    const row = this.readableGame(gameId);
    if (row.status !== 'active') fail('game-over', `game ${gameId} is not being played; open its replay instead`);
    if (this.sessions.has(gameId)) fail('conflict', `game ${gameId} goes on under this version's rules: continue it`);
    try {
      await this.rules.beforeLoad(row, this.storedRecord(gameId));
      return fail('conflict', `game ${gameId} goes on under this version's rules: continue it`);
    } catch (e) {
      if (!(e instanceof ContractFailure) || e.code !== 'rules-changed') throw e;
    }
    this.rules.frames.abandon(gameId);
    if (!startOver) return { retired: gameId, gameId: null };
    const ruleset = getRuleset(row.ruleset)!;
    const options = ruleset.parseOptions(row.options);
    if (!options.ok) return fail('bad-options', `the game is kept as a replay, but its options are not valid under the new rules: ${options.error.message}`);
    const { gameId: started } = await this.launch(ruleset, options.value, row.seats, undefined, row.campaignId ?? newId('c'));
    return { retired: gameId, gameId: started };
  }

  // ── replays ───────────────────────────────────────────────────────────

  /** A stored game that can be read, or a ContractFailure: 'unknown-game', or 'damaged' with the reason. */
  private readableGame(gameId: string): GameRow {
    const row = this.store.getGame(gameId);
    if (!row) return fail('unknown-game', `no game '${gameId}'`);
    if (row.damaged) fail('damaged', damagedMessage(gameId, row.damaged.reason));
    return row;
  }

  /** May every seat's secrets of this game be shown? */
  private allSeeing(row: GameRow): boolean {
    return row.status === 'finished' || row.status === 'abandoned' || row.seats.every((s) => s.kind === 'bot') || this.allowAllSeeing;
  }

  /** Why this build cannot reproduce the game as stored (null: it can), worked out in the engine worker once per length. */
  private readonly replayProblems = new Map<string, { stored: string; problem: string | null }>();
  private async replayProblem(row: GameRow): Promise<string | null> {
    const stored = `${row.ply}@${row.rulesetVersion}`;
    const known = this.replayProblems.get(row.id);
    if (known && known.stored === stored) return known.problem;
    const { problem } = await this.engine.request({ op: 'replayCheck', record: this.storedRecord(row.id), checkpoints: this.store.checkpoints(row.id) });
    this.replayProblems.delete(row.id);
    this.replayProblems.set(row.id, { stored, problem });
    if (this.replayProblems.size > 32) this.replayProblems.delete(this.replayProblems.keys().next().value!);
    return problem;
  }

  private async getReplay(gameId: string): Promise<ReplayInfo> {
    const row = this.readableGame(gameId);
    const problem = await this.replayProblem(row);
    const allSeeing = this.allSeeing(row);
    const record = allSeeing ? this.storedRecord(gameId) : null;
    // The seed predicts what is still to come: only a finished game's record carries it.
    if (record && row.status !== 'finished') delete (record as { seed?: string }).seed;
    // This build's rules no longer reproduce it: shown as recorded, from its frames.
    const archived = problem !== null && this.rules.archived(row);
    return {
      game: summary(row),
      length: row.ply,
      rulesetVersion: row.rulesetVersion,
      currentRulesetVersion: getRuleset(row.ruleset)?.version ?? null,
      replayable: problem === null || archived,
      problem,
      ...(archived ? { archived: { rulesetVersion: row.rulesetVersion } } : {}),
      allSeeing,
      record,
      // A state hash is a seed oracle while the game runs (see ReplayInfo.checkpoints).
      checkpoints: this.store.checkpoints(gameId).map((cp) => (row.status === 'finished' ? cp : { ply: cp.ply, round: cp.round })),
    };
  }

  /** A stored game `seat` may see (null = all-seeing) and this build reproduces, or a ContractFailure saying why not. */
  private async replayable(conn: ConnState, gameId: string, seat: Seat | null): Promise<{ row: GameRow; record: GameRecord; archived: boolean }> {
    const row = this.readableGame(gameId);
    if (seat === null) {
      if (!this.allSeeing(row)) fail('hidden', `game ${gameId} is unfinished and has human players: step through it as one of your seats`);
    } else {
      if (!row.seats[seat]) fail('not-your-seat', `game ${gameId} has no seat ${seat}`);
      if (!this.allSeeing(row) && !conn.seats.get(gameId)?.has(seat)) {
        fail('hidden', `this connection does not hold seat ${seat} of game ${gameId} (open the game first)`);
      }
    }
    const problem = await this.replayProblem(row);
    const archived = problem !== null && this.rules.archived(row);
    if (problem !== null && !archived) fail('not-replayable', problem);
    return { row, record: this.storedRecord(gameId), archived };
  }

  private async getReplayFrame(conn: ConnState, gameId: string, ply: number, seat: Seat | null): Promise<ReplayFrame> {
    const { row, record, archived } = await this.replayable(conn, gameId, seat);
    if (ply > row.ply) fail('bad-request', `game ${gameId} has ${row.ply} moves; there is no ply ${ply}`);
    if (archived) return this.rules.frame(row, record.moves, ply, seat);
    return this.engine.request({ op: 'replayFrame', gameId, record, ply, seat });
  }

  private async getReplayLog(conn: ConnState, gameId: string, seat: Seat | null): Promise<ReplayLog> {
    const { row, record, archived } = await this.replayable(conn, gameId, seat);
    if (archived) return { gameId, seat, moves: this.rules.replayLog(row, record.moves, seat) };
    return { gameId, seat, moves: await this.engine.request({ op: 'replayLog', gameId, record, seat }) };
  }

  private async createGame(req: Extract<Request, { type: 'createGame' }>): Promise<ResultByType['createGame']> {
    const { ruleset, options, seats } = this.resolveSetup(req);
    const campaignId = newId('c');
    const day = new Date().toISOString().slice(0, 10);
    this.store.createCampaign({
      id: campaignId,
      name: req.campaignName ?? `${ruleset.title}, ${day}`,
      ruleset: ruleset.id,
      options,
      roster: seats.map(({ seat: _s, ...m }) => m),
      single: true,
    });
    try {
      return await this.launch(ruleset, options, seats, req.seed, campaignId);
    } catch (e) {
      this.store.deleteCampaign(campaignId);
      throw e;
    }
  }

  /** Check a ruleset, its options and seats as a request gives them. */
  private resolveSetup(req: SetupRequest): { ruleset: AnyRuleset; options: unknown; seats: SeatInfo[] } {
    const ruleset = getRuleset(req.ruleset);
    if (!ruleset) return fail('unknown-ruleset', `unknown ruleset '${req.ruleset}'`);
    const n = req.seats.length;
    if (n < ruleset.minPlayers || n > ruleset.maxPlayers) {
      fail('bad-options', `${ruleset.title} takes ${ruleset.minPlayers}–${ruleset.maxPlayers} players, not ${n}`);
    }
    const rawOptions = 'players' in req.options ? req.options : { ...req.options, players: n };
    const parsed = ruleset.parseOptions(rawOptions);
    if (!parsed.ok) return fail('bad-options', parsed.error.message, parsed.error.code);
    const players = (parsed.value as { players: number }).players;
    if (players !== n) fail('bad-options', `${n} seats given but the options say ${players} players`);
    const colours = seatColours(req.seats);
    const seats: SeatInfo[] = req.seats.map((s, seat) => {
      const colour = colours[seat] === undefined ? {} : { colour: colours[seat] };
      if (s.kind === 'human') return { seat, kind: 'human', name: s.name, ...colour };
      if (!s.bot) return fail('bad-options', `seat ${seat} is a bot but names no bot level`);
      if (!botLevelsFor(ruleset).includes(s.bot) && !this.botLevels.has(s.bot)) {
        return fail('bad-options', `seat ${seat}: unknown bot level '${s.bot}' (known: ${[...new Set([...botLevelsFor(ruleset), ...this.botLevels])].join(', ')})`);
      }
      return { seat, kind: 'bot', name: s.name, bot: s.bot, ...colour };
    });
    return { ruleset, options: parsed.value, seats };
  }

  /** Create, store and start one game (its campaign exists already). */
  private async launch(ruleset: AnyRuleset, options: unknown, seats: SeatInfo[], seedIn: string | undefined, campaignId: string): Promise<{ gameId: string }> {
    const n = seats.length;
    // The only non-seeded randomness in a game: its seed, chosen once and stored.
    const seed = seedIn ?? randomBytes(12).toString('base64url');
    const gameId = newId('g');
    const record = { ruleset: ruleset.id, rulesetVersion: ruleset.version, options, seed, moves: [] };
    const loaded = await this.engine.request({ op: 'load', gameId, record, seatCount: n });
    try {
      this.store.createGame({
        id: gameId,
        campaignId,
        ruleset: ruleset.id,
        rulesetVersion: ruleset.version,
        options,
        seed,
        seats,
        round: loaded.round,
        checkpoints: loaded.checkpoints,
      });
      this.rules.keep(gameId, loaded.frame);
    } catch (e) {
      await this.engine.request({ op: 'unload', gameId }).catch(() => undefined);
      throw e;
    }
    const row = this.store.getGame(gameId)!;
    const session: Session = { id: gameId, row, status: loaded, queue: Promise.resolve(), botRun: null };
    this.sessions.set(gameId, Promise.resolve(session));
    this.scheduleBots(session);
    return { gameId };
  }

  private async openGame(conn: ConnState, gameId: string, only?: readonly Seat[]): Promise<ResultByType['openGame']> {
    const session = await this.session(gameId);
    let humans = session.row.seats.filter((s) => s.kind === 'human').map((s) => s.seat);
    if (only) {
      for (const seat of only) {
        if (!humans.includes(seat)) fail('not-your-seat', session.row.seats[seat] ? `seat ${seat} of game ${gameId} is played by a bot` : `game ${gameId} has no seat ${seat}`);
      }
      humans = humans.filter((seat) => only.includes(seat));
    }
    const out = await this.enqueue(session, async () => {
      // The newest opener takes the seats it claims over (e.g. a reloaded window).
      for (const other of this.conns.values()) {
        const held = other.seats.get(gameId);
        if (!held) continue;
        for (const seat of humans) held.delete(seat);
        if (held.size === 0) other.seats.delete(gameId);
      }
      if (humans.length) conn.seats.set(gameId, new Set([...(conn.seats.get(gameId) ?? []), ...humans]));
      const views = await this.engine.request({ op: 'views', gameId, seats: humans });
      return {
        game: summary(this.store.getGame(gameId)!),
        views: humans.map((seat, i) => this.seatView(session, seat, views[i])),
      };
    });
    this.scheduleBots(session);
    return out;
  }

  private async getView(conn: ConnState, gameId: string, seat: Seat): Promise<SeatView> {
    const session = await this.session(gameId);
    // Spectators may look at any seat when nobody's secrets are at stake:
    // games between bots only, and finished games.
    const open = session.row.seats.every((s) => s.kind === 'bot') || session.status.pending.length === 0;
    if (!open || !session.row.seats[seat]) this.requireSeat(conn, session, seat);
    return this.enqueue(session, async () => {
      const [view] = await this.engine.request({ op: 'views', gameId, seats: [seat] });
      return this.seatView(session, seat, view);
    });
  }

  private async submitMove(conn: ConnState, gameId: string, seat: Seat, move: unknown): Promise<ResultByType['submitMove']> {
    const session = await this.session(gameId);
    this.requireSeat(conn, session, seat);
    const out = await this.enqueue(session, async () => {
      if (session.status.pending.length === 0) fail('game-over', `game ${gameId} is over`);
      if (!mayMove(session.status.pending, session.status.free, seat)) {
        fail('not-your-turn', `seat ${seat} has nothing to decide now (waiting for seat ${pendingSeats(session.status.pending)})`);
      }
      const outcome = await this.engine.request({ op: 'apply', gameId, seat, move });
      if (!outcome.ok) return fail('illegal-move', outcome.error.message, outcome.error.code);
      await this.commit(session, outcome.step);
      return { ply: outcome.step.ply };
    });
    this.scheduleBots(session);
    return out;
  }

  // ── sessions, commits, bots ───────────────────────────────────────────

  /** The live session of a game, loading (replaying) it into the worker on first use. */
  private session(gameId: string): Promise<Session> {
    const existing = this.sessions.get(gameId);
    if (existing) return existing;
    const row = this.store.getGame(gameId);
    if (!row) return Promise.reject(new ContractFailure('unknown-game', `no game '${gameId}'`));
    if (row.damaged) return Promise.reject(new ContractFailure('damaged', damagedMessage(gameId, row.damaged.reason)));
    const loading = (async (): Promise<Session> => {
      let record = this.storedRecord(gameId);
      if (!getRuleset(record.ruleset)) fail('unknown-ruleset', `game ${gameId} uses ruleset '${record.ruleset}', which this build does not have`);
      // Recorded under other rules: it goes on only if they show the same (else 'rules-changed').
      const current = await this.rules.beforeLoad(row, record);
      if (current !== row) record = this.storedRecord(gameId);
      const loaded = await this.engine.request({ op: 'load', gameId, record, seatCount: row.seats.length });
      this.checkReplay(gameId, loaded.checkpoints);
      if (current.status === 'active') {
        this.rules.keep(gameId, loaded.frame);
        void this.rules.backfill(current, record).catch((e: unknown) => this.log(`tenka host: frames of game ${gameId}: ${String(e)}`));
      }
      return { id: gameId, row: current, status: loaded, queue: Promise.resolve(), botRun: null };
    })();
    this.sessions.set(gameId, loading);
    loading.catch(() => this.sessions.delete(gameId));
    return loading;
  }

  /** The stored record; a move that cannot be read is a ContractFailure 'damaged'. */
  private storedRecord(gameId: string): GameRecord {
    try {
      return this.store.record(gameId)!;
    } catch (e) {
      if (e instanceof GameDamagedError) return fail('damaged', damagedMessage(gameId, e.reason));
      throw e;
    }
  }

  /** Warn (loudly, but keep playing) when a replay does not reproduce the stored checkpoints. */
  private checkReplay(gameId: string, replayed: readonly { ply: number; hash: string }[]): void {
    const byPly = new Map(replayed.map((c) => [c.ply, c.hash]));
    for (const cp of this.store.checkpoints(gameId)) {
      const hash = byPly.get(cp.ply);
      if (hash !== undefined && hash !== cp.hash) {
        this.log(`tenka host: game ${gameId} replays differently at ply ${cp.ply} (stored ${cp.hash}, now ${hash})`);
        return;
      }
    }
  }

  /** Run `task` after everything already queued for this game. */
  private enqueue<T>(session: Session, task: () => Promise<T>): Promise<T> {
    const run = session.queue.then(task, task);
    session.queue = run.catch(() => undefined);
    return run;
  }

  private requireSeat(conn: ConnState, session: Session, seat: Seat): void {
    const info = session.row.seats[seat];
    if (!info) fail('not-your-seat', `game ${session.id} has no seat ${seat}`);
    if (info!.kind === 'bot') fail('not-your-seat', `seat ${seat} is played by a bot`);
    if (!conn.seats.get(session.id)?.has(seat)) {
      fail('not-your-seat', `this connection does not hold seat ${seat} of game ${session.id} (open the game first)`);
    }
  }

  /** Store an accepted move, then tell everyone. Reloads the worker's copy if the store refuses. */
  private async commit(session: Session, step: MoveStep): Promise<void> {
    try {
      this.store.appendMove(session.id, {
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
      this.sessions.delete(session.id);
      await this.engine.request({ op: 'unload', gameId: session.id }).catch(() => undefined);
      throw e;
    }
    this.rules.keep(session.id, step.frame);
    session.status = { ply: step.ply, round: step.round, pending: step.pending, free: step.free, result: step.result };
    this.push(session, step);
  }

  private push(session: Session, step: MoveStep): void {
    for (const conn of this.conns.values()) {
      const held = conn.seats.get(session.id);
      if (!held) continue;
      for (const seat of held) {
        const update: GameUpdatePush['update'] = {
          ...this.seatView(session, seat, step.views[seat]),
          events: step.events.filter((e: GameEvent) => !e.visibleTo || e.visibleTo.includes(seat)),
        };
        const message: GameUpdatePush = { push: 'gameUpdate', update };
        try {
          conn.send(JSON.stringify(message));
        } catch (e) {
          this.log(`tenka host: push to ${conn.id} failed: ${String(e)}`);
        }
      }
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
    const text = JSON.stringify(message);
    for (const conn of this.conns.values()) {
      if (!conn.seats.has(n.gameId)) continue;
      try {
        conn.send(text);
      } catch (e) {
        this.log(`tenka host: push to ${conn.id} failed: ${String(e)}`);
      }
    }
  }

  private seatView(session: Session, seat: Seat, view: unknown): SeatView {
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

  /** Start one bot move if a bot must decide and none is under way; each bot move starts the next. */
  private scheduleBots(session: Session): void {
    if (this.closing || session.deleted || session.botRun || this.sessionErrors.has(session.id)) return;
    if (!nextBot(session)) return;
    const run = this.botMove(session).then(
      () => {
        session.botRun = null;
        this.scheduleBots(session);
      },
      (e: unknown) => {
        session.botRun = null;
        if (this.closing) return; // the thinker was stopped mid-search: nothing was lost, the game goes on next time
        const error = e instanceof Error ? e : new Error(String(e));
        this.sessionErrors.set(session.id, error);
        this.log(`tenka host: game ${session.id} stopped: ${error.message}`);
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
  private async botMove(session: Session): Promise<void> {
    const ask = await this.enqueue(session, async () => {
      const bot = nextBot(session);
      if (!bot || this.closing || session.deleted) return null;
      const turn = await this.engine.request({ op: 'botTurn', gameId: session.id, seat: bot.seat });
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
      await this.enqueue(session, async () => {
        if (this.closing || session.deleted || session.undos !== undos) return;
        const outcome = await this.engine.request({ op: 'apply', gameId: session.id, seat: bot.seat, move });
        if (!outcome.ok) {
          if (session.status.ply !== turn.ply) return;
          throw new Error(`bot '${bot.bot}' at seat ${bot.seat} made an illegal move: ${outcome.error.message}`);
        }
        await this.commit(session, outcome.step);
      });
    } finally {
      // The bot is done thinking once its move is stored and pushed (or it failed).
      const elapsedMs = Math.round(performance.now() - t0);
      if (!turn.free) this.pushThinking({ gameId: session.id, seat: bot.seat, kind: turn.kind, progress: 1, elapsedMs, budgetMs: this.budgetMs, done: true });
    }
  }
}

function newId(prefix: 'g' | 'c'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
}

/** The next bot to ask: first one with a free action newly open (offerKey changed), then one that must decide. */
function nextBot(session: Session): SeatInfo | undefined {
  if (session.status.pending.length === 0) return undefined;
  for (const [seat] of session.freeOffered ?? []) if (offerKey(session.status.free, seat) === '') session.freeOffered!.delete(seat);
  for (const seat of freeSeats(session.status.free)) {
    const info = session.row.seats[seat];
    if (info?.kind === 'bot' && (session.freeOffered?.get(seat) ?? '') !== offerKey(session.status.free, seat)) return info;
  }
  for (const d of session.status.pending) {
    const info = session.row.seats[d.seat];
    if (info?.kind === 'bot') return info;
  }
  return undefined;
}

/**
 * The seats' colours as stored: none when no seat chose one (the viewer's
 * scheme order applies, as in games made before colours existed); otherwise
 * the chosen ones, and each seat without a choice takes the first colour
 * nobody chose, so a chosen colour never clashes with a seat's default.
 */
function seatColours(specs: readonly { colour?: number }[]): (number | undefined)[] {
  if (specs.every((s) => s.colour === undefined)) return specs.map(() => undefined);
  const taken = new Set<number>();
  specs.forEach((s, seat) => {
    if (s.colour === undefined) return;
    if (taken.has(s.colour)) fail('bad-options', `seat ${seat}: colour ${s.colour} is already another seat's colour`);
    taken.add(s.colour);
  });
  const free = Array.from({ length: SEAT_COLOUR_COUNT }, (_, i) => i).filter((c) => !taken.has(c));
  return specs.map((s) => s.colour ?? free.shift());
}

function pendingSeats(pending: readonly Decision[]): string {
  return pending.map((d) => d.seat).join(', ') || 'nobody';
}

/**
 * The game's short public code: 7 characters of a hash of its id (never of the
 * seed), shown as "XXXX-XXX". Crockford's base 32 (no I, L, O, U).
 */
export function gameCode(gameId: string): string {
  const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = createHash('sha256').update(`tenka-game-code:${gameId}`).digest();
  let out = '';
  for (let i = 0; i < 7; i++) out += ALPHABET[bytes[i]! % 32];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

function summary(row: GameRow): GameSummary {
  return {
    gameId: row.id,
    ruleset: row.ruleset,
    code: gameCode(row.id),
    // The seed would predict the rest of the game: only once it is over.
    ...(row.status === 'finished' ? { seed: row.seed } : {}),
    seats: row.seats,
    createdAt: row.createdAt,
    ply: row.ply,
    round: row.round,
    finished: row.status === 'finished',
    result: row.result && { scores: row.result.scores, winners: row.result.winners },
    campaignId: row.campaignId,
    updatedAt: row.updatedAt,
    source: row.source,
    ...(row.damaged ? { damaged: row.damaged } : {}),
    ...(row.status === 'abandoned' ? { abandoned: true as const } : {}),
  };
}

function damagedMessage(gameId: string, reason: string): string {
  return `game ${gameId} cannot be opened: ${reason.replace(/^the saved game cannot be read: /, 'its saved data is damaged: ')}. Tenka keeps it as it is (nothing was deleted); the other games are not affected`;
}

function respondError(id: number, error: ContractError): string {
  const reply: ResponseEnvelope = { id, ok: false, error };
  return JSON.stringify(reply);
}
