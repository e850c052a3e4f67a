/**
 * End-to-end tests: Chromium (TENKA_CHROMIUM, Debian's at /usr/bin/chromium, or
 * Playwright's own, installed here once when none is found) drives the real renderer through the
 * browser host. Each worker starts a host of its own on a free port with a
 * throw-away data folder (tests/e2e/fixtures.ts); global-setup.ts only
 * rebuilds the renderer when it is stale. Pixi renders with WebGL on
 * SwiftShader. How the suite is organised and what it costs: docs/testing.md.
 */
import { chromium, defineConfig } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium, type InstallResult } from './scripts/find-chromium';

/** Playwright's installer, run by scripts/chromium-install.mjs: its progress on our stdout, the reason of a failure on its stderr. */
function installPlaywrightChromium(): InstallResult {
  const started = Date.now();
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('./scripts/chromium-install.mjs', import.meta.url))], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  const ms = Date.now() - started;
  if (run.status === 0) return { ok: true, ms };
  const reason = (run.stderr ?? '').trim().split(/\r?\n/).pop() || run.error?.message || `the installer exited with ${run.status ?? run.signal}`;
  return { ok: false, ms, reason };
}

/**
 * TENKA_CHROMIUM, Debian's Chromium, or Playwright's own, installed once when none is there
 * (scripts/find-chromium.ts); else stop here in one line, before any host starts.
 */
const browser = ensureChromium({ env: process.env, playwrightChromium: () => chromium.executablePath(), exists: existsSync, install: installPlaywrightChromium });
if (!browser.ok) {
  console.error(browser.message);
  process.exit(1);
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // Spec files are spread over the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  // Measured on the 2-core machine (docs/testing.md); TENKA_E2E_WORKERS=1 for one at a time.
  workers: Number(process.env.TENKA_E2E_WORKERS ?? 2),
  // One retry in CI: a 2-core machine under load can starve a browser test once, and that must
  // not block a landing. A test that passes only on its retry is counted and named as flaky by
  // scripts/test-summary.mjs, to be fixed; locally, no retries, so a flake shows itself.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]] : [['list']],
  use: {
    browserName: 'chromium',
    // No action may wait without end: \`isEnabled()\` on a button that never appears (Skip, while the
    // privacy screen shows) waited out a whole 5-minute test beside two CPU hogs (session 8).
    actionTimeout: 30_000,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--enable-unsafe-swiftshader',
        '--use-angle=swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
