/**
 * The host's services: the request contract on top of the store (SQLite), the
 * engine worker and the thinker worker (bots). This file only builds the parts
 * and joins them; each part is its own module with its own tests:
 *
 * - connections.ts — the transport: clients, seats held, fair turns, answers, pushes
 * - requests.ts    — the request table: which part answers which request
 * - sessions.ts    — live games, their queues and seats, human moves, commits
 * - bots.ts        — driving the bot seats (thinking in the thinker worker)
 * - new-games.ts   — setting up, creating and retiring games
 * - campaigns.ts   — campaigns: list, start the next game, continue, delete
 * - files.ts       — game files out and in (the format: saves.ts)
 * - replays.ts     — replays, frames and move logs (rule changes: rule-changes.ts)
 * - stored-games.ts — a stored game as the contract shows it
 * - undo.ts        — take-backs against bots (the rule: kernel/take-back.ts)
 * - shares.ts      — games open to friends on the local network (what they may ask: remote-access.ts)
 *
 * Ordering rules, per game: see sessions.ts and bots.ts.
 */
import type { ResultByType } from '../../src-shared/contract/messages';
import { TEST_BOTS } from '../../src-shared/ai/testing';
import { BOTS } from '../../src-shared/games/bot-registry';
import { Store } from '../store/store';
import { EngineClient } from '../worker/spawn';
import { Bots } from './bots';
import { Campaigns } from './campaigns';
import { Connections } from './connections';
import { GameFiles } from './files';
import type { ClientConnection, HostOptions, HostServices } from './host-api';
import type { HostContext } from './host-context';
import { NewGames } from './new-games';
import { Hints } from './hints';
import { Records } from './records';
import { Replays } from './replays';
import { dispatchBy, requestTable } from './requests';
import { RuleChanges } from './rule-changes';
import { Sessions } from './sessions';
import { lanAddresses } from './lan-addresses';
import { checkRemoteRequest } from './remote-access';
import { Shares } from './shares';
import { Undo } from './undo';

export { gameCode } from './stored-games';

/** The services plus host-side helpers for the CLI and tests (not part of the wire contract). */
export interface LocalHostServices extends HostServices {
  /** Resolves when the game has no queued work (bots finished or waiting for a human). */
  whenIdle(gameId: string): Promise<void>;
  /** The last background failure of a game (e.g. a bot error), if any. */
  backgroundError(gameId: string): Error | undefined;
  readonly store: Store;
  readonly engine: EngineClient;
  /** The player's record and the analyses (e.g. `records.idle()` waits for the analyses queued). */
  readonly records: Records;
  /** A stored game as a game file (see docs/saves.md). */
  exportGame(gameId: string): ResultByType['exportGame'];
  /** Verify a game file and store it as a new game (a campaign of one); throws ContractFailure 'bad-file'. */
  importGame(text: string): Promise<ResultByType['importGame']>;
}

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
  const host = new Host(store, engine, thinker, options, spawn);
  if (options.resumeOnStart ?? true) {
    host.bots.resume();
    void host.rules.backfillAll();
    if (options.analyseFinished ?? true) host.records.resume();
  }
  return host;
}

/** The parts joined behind the HostServices interface (a thin facade: every request goes through the table). */
class Host implements LocalHostServices {
  private closing = false;
  /** Frames, and games across rule changes (rule-changes.ts). */
  readonly rules: RuleChanges;
  readonly bots: Bots;
  private readonly conns: Connections;
  private readonly sessions: Sessions;
  private readonly files: GameFiles;
  readonly shares: Shares;
  readonly records: Records;
  private analyst: EngineClient | undefined;

  constructor(
    readonly store: Store,
    readonly engine: EngineClient,
    /** The worker in which bots think (a search may take seconds; the engine worker stays free meanwhile). */
    private readonly thinker: EngineClient,
    options: HostOptions,
    spawnAnalyst: () => EngineClient,
  ) {
    const log = options.log ?? ((m: string) => console.error(m));
    this.rules = new RuleChanges(store, engine, log);
    const ctx: HostContext = { store, engine, rules: this.rules, log, closing: () => this.closing };
    // The transport dispatches through the table, built below once every part exists.
    let dispatch: ReturnType<typeof dispatchBy> = () => Promise.reject(new Error('the host is not ready'));
    // Every request but the analysis' own polling tells the analyses someone is using the app (records.ts: they wait for a quiet moment).
    this.conns = new Connections(
      (conn, request) => {
        // A seat played from another computer asks only what remote-access.ts allows it.
        if (conn.remote) checkRemoteRequest(conn.remote, request);
        if (request.type !== 'getAnalysis') this.records.touch();
        return dispatch(conn, request);
      },
      log,
      ctx.closing,
    );
    // The analyst: a third worker, started when first needed, for the record's start choices and the analyses (records.ts).
    this.records = new Records(ctx, () => (this.analyst ??= spawnAnalyst()));
    this.sessions = new Sessions(
      ctx,
      this.conns,
      (session) => this.bots.schedule(session),
      (gameId) => {
        if (options.analyseFinished ?? true) this.records.finished(gameId);
      },
    );
    this.bots = new Bots(ctx, this.sessions, this.conns, thinker, options.botBudgetMs ?? 1500);
    const botLevels = new Set([...BOTS, ...(options.testBots ? TEST_BOTS : [])].map((b) => b.level));
    const games = new NewGames(ctx, this.sessions, botLevels);
    this.files = new GameFiles(ctx, options.testPositions ?? false);
    this.shares = new Shares(ctx, this.sessions, this.conns, options.lan, options.confirmListen);
    dispatch = dispatchBy(
      requestTable({
        ctx,
        sessions: this.sessions,
        games,
        campaigns: new Campaigns(ctx, this.sessions, this.bots, games),
        files: this.files,
        replays: new Replays(ctx, this.conns, options.allowAllSeeingReplays ?? false),
        records: this.records,
        hints: new Hints(ctx, this.sessions, this.conns, thinker, options.botBudgetMs ?? 1500),
        undo: new Undo({
          store,
          engine,
          enqueue: (s, task) => this.sessions.enqueue(s, task),
          reloaded: (s, loaded) => {
            s.status = loaded;
            s.freeOffered = undefined;
            this.rules.keep(s.id, loaded.frame);
            this.bots.schedule(s);
          },
        }),
        dataDir: options.dataDir,
        openFolder: options.openFolder,
        listTestGames: options.testGames ?? false,
        shares: this.shares,
        lanAddresses: () => lanAddresses(options.extraLanAddresses),
      }),
    );
  }

  connect(send: (text: string) => void): ClientConnection {
    return this.conns.connect(send);
  }

  disconnect(conn: ClientConnection): void {
    this.conns.disconnect(conn);
  }

  handleMessage(conn: ClientConnection, text: string): Promise<string> {
    return this.conns.handleMessage(conn, text);
  }

  whenIdle(gameId: string): Promise<void> {
    return this.sessions.whenIdle(gameId);
  }

  backgroundError(gameId: string): Error | undefined {
    return this.bots.error(gameId);
  }

  exportGame(gameId: string): ResultByType['exportGame'] {
    return this.files.export(gameId);
  }

  importGame(text: string): Promise<ResultByType['importGame']> {
    return this.files.import(text);
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    // Friends playing from other computers are told the host closed the game; the ports close.
    await this.shares.stopAll();
    const sessions = await Promise.allSettled(this.sessions.all());
    // A bot still thinking is not waited for: its move would not be stored anyway.
    await Promise.allSettled(sessions.flatMap((s) => (s.status === 'fulfilled' ? [s.value.queue] : [])));
    await Promise.all([this.engine.terminate(), this.thinker.terminate(), this.analyst?.terminate()]);
    this.store.close();
  }
}
