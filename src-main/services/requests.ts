/**
 * The request table: which part of the host answers each request of the
 * contract (src-shared/contract/messages.ts). One line per request; the type
 * makes it complete, so a request added to the contract does not compile
 * until it has its line here. A new request: its schema and result in the
 * contract, its work in the part it belongs to (or a new module beside them),
 * and one line below (ARCHITECTURE.md, "Where do I put…").
 */
import type { LanAddress, Request, ResultByType } from '../../src-shared/contract/messages';
import type { Campaigns } from './campaigns';
import type { Connection, Dispatch } from './connections';
import { fail } from './errors';
import type { GameFiles } from './files';
import { PLAYER_SETTINGS, type HostContext } from './host-context';
import type { Hints } from './hints';
import type { NewGames } from './new-games';
import type { Replays } from './replays';
import { listRulesets } from './rulesets-info';
import type { Session, Sessions } from './sessions';
import type { Shares } from './shares';
import type { Records } from './records';
import type { Undo } from './undo';
import { summary } from './stored-games';

/** A handler for every request type, typed by its request and result. */
export type RequestTable = {
  [T in Request['type']]: (conn: Connection, request: Extract<Request, { type: T }>) => ResultByType[T] | Promise<ResultByType[T]>;
};

/** The parts of the host the table hands requests to. */
export interface HostParts {
  readonly ctx: HostContext;
  readonly sessions: Sessions;
  readonly games: NewGames;
  readonly campaigns: Campaigns;
  readonly files: GameFiles;
  readonly replays: Replays;
  readonly undo: Undo<Session>;
  /** The player's record and the analyses of finished games (records.ts). */
  readonly records: Records;
  /** Suggested moves (hints.ts). */
  readonly hints: Hints;
  /** The data folder, and how to open it in the file manager (the desktop app only). */
  readonly dataDir: string;
  readonly openFolder: ((path: string) => Promise<void>) | undefined;
  /** List test-only games (a host started for tests). */
  readonly listTestGames: boolean;
  /** Games open to friends on the local network (shares.ts). */
  readonly shares: Shares;
  /** The addresses a share may listen on (lan-addresses.ts). */
  readonly lanAddresses: () => LanAddress[];
}

export function requestTable(p: HostParts): RequestTable {
  const { store } = p.ctx;
  return {
    ping: () => ({ pong: true, time: Date.now() }),
    dataFolder: () => ({ path: p.dataDir, canOpen: p.openFolder !== undefined }),
    openDataFolder: async () => {
      if (!p.openFolder) return fail('conflict', 'this host cannot open folders; open it in your file manager');
      await p.openFolder(p.dataDir);
      return { opened: true };
    },
    listRulesets: () => listRulesets(p.listTestGames),
    // The player's preferences, and other kept things under their own key (the guides seen).
    getSettings: (_c, r) => ({ settings: store.getSettings(r.key ?? PLAYER_SETTINGS) }),
    saveSettings: (_c, r) => {
      store.saveSettings(r.key ?? PLAYER_SETTINGS, r.settings);
      return { saved: true };
    },
    // Live games and their seats.
    createGame: (_c, r) => p.games.create(r),
    openGame: (conn, r) => p.sessions.open(conn, r.gameId, r.seats),
    getView: (conn, r) => p.sessions.view(conn, r.gameId, r.seat),
    submitMove: (conn, r) => p.sessions.submit(conn, r.gameId, r.seat, r.move),
    retireGame: (_c, r) => p.games.retire(r.gameId, r.startOver),
    // Take-backs against bots (undo.ts).
    undoStatus: async (conn, r) => {
      const session = await p.sessions.get(r.gameId);
      p.sessions.requireSeat(conn, session, r.seat);
      return p.undo.status(session, r.seat);
    },
    undoMove: async (conn, r) => {
      const session = await p.sessions.get(r.gameId);
      p.sessions.requireSeat(conn, session, r.seat);
      return p.undo.take(session, r.seat);
    },
    listGames: () => store.listGames().map(summary),
    // Campaigns.
    createCampaign: (_c, r) => p.campaigns.create(r),
    startCampaignGame: (_c, r) => p.campaigns.startGame(r.campaignId, r.seed),
    listCampaigns: () => p.campaigns.list(),
    getCampaign: (_c, r) => p.campaigns.get(r.campaignId),
    renameCampaign: (_c, r) => p.campaigns.rename(r.campaignId, r.name),
    deleteCampaign: (_c, r) => p.campaigns.delete(r.campaignId),
    latestUnfinished: () => p.campaigns.latestUnfinished(),
    continueGame: (conn, r) => p.campaigns.continueGame(conn, r.gameId),
    // Files.
    exportGame: (_c, r) => p.files.export(r.gameId),
    importGame: (_c, r) => p.files.import(r.text),
    // Replays.
    getReplay: (_c, r) => p.replays.info(r.gameId),
    getReplayFrame: (conn, r) => p.replays.frame(conn, r.gameId, r.ply, r.seat),
    getReplayLog: (conn, r) => p.replays.log(conn, r.gameId, r.seat),
    // The player's record and the analysis of finished games (records.ts; nothing secret: finished games only).
    getPlayerRecord: (_c, r) => p.records.record(r.ruleset, r.player),
    exportPlayerRecord: (_c, r) => p.records.csv(r.ruleset, r.player),
    getAnalysis: (_c, r) => p.records.analysis(r.gameId),
    analyseGame: (_c, r) => p.records.request(r.gameId),
    // Playing with friends on the local network (shares.ts; what a remote seat may ask: remote-access.ts).
    lanAddresses: () => ({ addresses: p.lanAddresses() }),
    shareGame: (_c, r) => p.shares.share(r.gameId, r.address, r.seats),
    shareStatus: (_c, r) => ({ share: p.shares.info(r.gameId) }),
    stopSharing: async (_c, r) => ({ stopped: await p.shares.stop(r.gameId) }),
    standIn: (_c, r) => p.shares.standIn(r.gameId, r.seat, r.bot),
    remoteSeat: (conn) => {
      if (!conn.remote) return fail('not-your-seat', 'this connection plays no seat from another computer');
      const row = store.getGame(conn.remote.gameId);
      if (!row) return fail('unknown-game', 'the shared game is gone');
      return { gameId: row.id, seat: conn.remote.seat, name: row.seats[conn.remote.seat]?.name ?? '', ruleset: row.ruleset };
    },
    // Hints: only for a seat this connection holds, from its view only (hints.ts).
    suggestMove: (conn, r) => p.hints.suggest(conn, r.gameId, r.seat),
    cancelHint: (conn, r) => p.hints.cancel(conn, r.gameId, r.seat),
  };
}

/** The table as the transport's Dispatch (connections.ts). */
export function dispatchBy(table: RequestTable): Dispatch {
  return async (conn, request) => {
    const handler = table[request.type] as (conn: Connection, request: Request) => unknown;
    return handler(conn, request);
  };
}
