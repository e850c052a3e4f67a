/**
 * The one place both transports get their host services from.
 */
import type { LanAddress } from '@shared/contract/messages';
import type { HostServices } from '../services/host-api';
import { lanListen } from './lan-server';

export interface LoadServicesOptions {
  dataDir: string;
  /** The engine worker's built entry (the Electron bundle); unset when running from source. */
  workerEntry?: string | URL;
  /** Opens a folder in the file manager (the desktop app's shell.openPath). */
  openFolder?: (path: string) => Promise<void>;
  /** Use the in-memory stand-in instead (renderer work without the engine or a database). */
  fake?: boolean;
  /** A searching bot's thinking time per decision (the host's default when unset). */
  botBudgetMs?: number;
  /** List test-only games (e.g. toy-race) in listRulesets: for tests. */
  testGames?: boolean;
  /** Import unfinished game files (the stored positions end-to-end tests start from): for tests. */
  testPositions?: boolean;
  /** The built renderer a game open to friends serves them (docs/lan.md); unset: games cannot be shared. */
  lanStaticDir?: string;
  /** Asked before a share listens on the network (the desktop app asks the player). */
  confirmListen?: (address: string) => Promise<boolean>;
  /** Addresses offered for sharing beyond this computer's own (tests: a second loopback address). */
  extraLanAddresses?: LanAddress[];
}

export async function loadHostServices(options: LoadServicesOptions): Promise<HostServices> {
  if (options.fake) {
    const { createFakeHostServices } = await import('./fake-services');
    return createFakeHostServices();
  }
  // Loaded lazily so the fake path never opens SQLite or starts the worker.
  const { createHostServices } = await import('../services/host-services');
  return createHostServices({
    dataDir: options.dataDir,
    ...(options.workerEntry ? { workerEntry: options.workerEntry } : {}),
    ...(options.botBudgetMs !== undefined ? { botBudgetMs: options.botBudgetMs } : {}),
    ...(options.testGames ? { testGames: true } : {}),
    ...(options.testPositions ? { testPositions: true } : {}),
    ...(options.openFolder ? { openFolder: options.openFolder } : {}),
    ...(options.lanStaticDir ? { lan: lanListen(options.lanStaticDir) } : {}),
    ...(options.confirmListen ? { confirmListen: options.confirmListen } : {}),
    ...(options.extraLanAddresses ? { extraLanAddresses: options.extraLanAddresses } : {}),
  });
}
