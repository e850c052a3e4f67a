/**
 * What a transport (Electron IPC, or the browser host's WebSocket) needs from
 * the host services. Both transports carry the same JSON texts defined in
 * `src-shared/contract/messages.ts`; the services validate them.
 */

import type { LanAddress } from '../../src-shared/contract/messages';
import type { LanListen } from './shares';

/** One connected client (a renderer window or a browser tab). */
export interface ClientConnection {
  readonly id: string;
}

export interface HostServices {
  /** Register a client; `send` delivers pushed messages (JSON text) to it. */
  connect(send: (text: string) => void): ClientConnection;
  /** Handle one request text; resolves to the response text. Never rejects. */
  handleMessage(conn: ClientConnection, text: string): Promise<string>;
  /** Forget a client and release the seats it held. */
  disconnect(conn: ClientConnection): void;
  /** Stop the worker and close the database. */
  close(): Promise<void>;
}

export interface HostOptions {
  /** Folder holding tenka.db. */
  dataDir: string;
  /**
   * The engine worker's entry file. Leave unset when running from source
   * (tests, CLI); the bundled Electron app passes its built worker file
   * (`import workerPath from '…/engine.worker?modulePath'`).
   */
  workerEntry?: string | URL;
  /** Thinking time given to each bot move, in ms (default 1500: issue 5 gives Hard about 1.5 s; heuristic bots finish far sooner). */
  botBudgetMs?: number;
  /** Enable test-only bot levels such as 'busy' (tests only). */
  testBots?: boolean;
  /**
   * List test-only games (GameModule availability 'test', e.g. toy-race) in
   * listRulesets (tests only). They can be created either way; players just never see them.
   */
  testGames?: boolean;
  /**
   * Import unfinished game files too: the stored positions end-to-end tests
   * start from (tests only; players' hosts refuse them, see saves.ts).
   */
  testPositions?: boolean;
  /**
   * Continue unfinished all-bot games in the background on startup
   * (default true). Games with human seats continue when opened.
   */
  resumeOnStart?: boolean;
  /**
   * Let replays show every seat's secrets even of unfinished games with human
   * players (analysis/debug setting; default false: only finished or bot-only games).
   */
  allowAllSeeingReplays?: boolean;
  /**
   * Opens a folder in the system's file manager (the desktop app passes
   * Electron's shell.openPath); without it Settings shows the data folder's
   * path but offers no button.
   */
  openFolder?: (path: string) => Promise<void>;
  /**
   * Analyse every game that finishes here in the background (default true;
   * docs/record-and-analysis.md). Older games are analysed when asked.
   */
  analyseFinished?: boolean;
  /**
   * How a game opened to friends listens on the local network
   * (browser-host/lan-server.ts); unset: this host cannot share games.
   */
  lan?: LanListen;
  /** Asked before a share listens on the network (the desktop app asks the player); default: yes. */
  confirmListen?: (address: string) => Promise<boolean>;
  /** Addresses offered for sharing beyond this computer's own (tests: a second loopback address). */
  extraLanAddresses?: LanAddress[];
  /** Where to report background problems (a bot that failed); default console.error. */
  log?: (message: string) => void;
}
