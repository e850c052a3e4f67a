/**
 * The `test` every spec imports: Playwright's, plus a browser host per
 * worker. Each worker process starts its own host on its own throw-away data
 * folder before its first test and stops it after its last, so workers run
 * specs side by side without seeing each other's games. `hostUrl()` and
 * `hostDataDir()` (page-support.ts) read this worker's host.
 *
 * TENKA_E2E_FAKE=1 runs the hosts on the in-memory stand-in services.
 */
import { test as base } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost } from './host-process';
import { hostCall } from './page-support';
import { GAME_IDS } from '../../src-shared/games/index';

export interface WorkerHost {
  url: string;
  dataDir: string;
}

export const test = base.extend<{ freshSettings: void }, { workerHost: WorkerHost }>({
  // The host keeps the player's settings (one database per worker): every test
  // starts as a fresh install would, with none kept, whatever the test before it chose.
  freshSettings: [
    async ({ workerHost }, use) => {
      await hostCall({ type: 'saveSettings', settings: null }, workerHost.url);
      // …who has seen every first-game guide (kit/guide): the guide opens only in the tests about it (first-game-guide.spec.ts).
      await hostCall({ type: 'saveSettings', key: 'guides', settings: { seen: [...GAME_IDS] } }, workerHost.url);
      await use();
    },
    { auto: true },
  ],
  workerHost: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const dataDir = mkdtempSync(join(tmpdir(), `tenka-e2e-w${workerInfo.workerIndex}-`));
      const host = await startHost(dataDir, process.env.TENKA_E2E_FAKE === '1' ? ['--fake'] : []);
      // A worker is a process of its own: the helpers read its host from the environment.
      process.env.TENKA_E2E_URL = host.url;
      process.env.TENKA_E2E_DATA_DIR = dataDir;
      try {
        await use({ url: host.url, dataDir });
      } finally {
        await host.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';
