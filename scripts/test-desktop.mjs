#!/usr/bin/env node
/**
 * `npm run test:desktop`: the desktop smoke test (tests/desktop/, Playwright's
 * Electron support) against the real app.
 *
 * Where Electron's binary is absent (CI, machines without internet) it prints
 * ONE line saying so and how to get it, and exits 0: the logic the desktop app
 * depends on is unit-tested without the binary (tests/unit/electron-*.test.ts,
 * start-electron.test.ts, packaging-config.test.ts). It never fetches the
 * binary itself (`npm start` does) and never `require('electron')`.
 *
 * With the binary: better-sqlite3 for Electron is made ready (fetched once),
 * the app is built (electron-vite build), and Playwright runs
 * playwright.desktop.config.ts with TENKA_ELECTRON_BINARY set.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary.mjs';
import { ensureElectronSqlite } from './electron-sqlite.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const electron = findElectronBinary(root);
if (!electron.ok) {
  console.log(`Desktop smoke test skipped: ${electron.reason} (npm start fetches it where the internet is reachable; then run npm run test:desktop).`);
  process.exit(0);
}

const sqlite = await ensureElectronSqlite({ root });
if (!sqlite.ok) {
  console.error(`Desktop smoke test cannot run: better-sqlite3 for Electron could not be had (${sqlite.reason}). Run npm run electron:sqlite with internet.`);
  process.exit(1);
}

const run = (args, env = process.env) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
if (run([join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build']) !== 0) process.exit(1);
const status = run(
  [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--config', 'playwright.desktop.config.ts', ...process.argv.slice(2)],
  { ...process.env, TENKA_ELECTRON_BINARY: electron.binary },
);
process.exit(status);
