/**
 * The desktop smoke test (`npm run test:desktop`): Playwright's Electron
 * support drives the real app (tests/desktop/). Started by
 * scripts/test-desktop.mjs, which skips it in one line where Electron's binary
 * is absent and passes the binary as TENKA_ELECTRON_BINARY. Separate from
 * playwright.config.ts: it needs no Chromium and no browser host.
 */
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests/desktop',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/desktop',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
});
