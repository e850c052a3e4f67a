#!/usr/bin/env node
/**
 * `npm start`: the desktop app, or the browser host when the desktop app cannot run.
 *
 *   npm start                 # Electron (fetching its binary once if missing), else the browser host
 *   npm start -- --browser    # always the browser host
 *   npm start -- --port 8080 --data-dir ./my-games   # passed to the browser host
 *
 * Electron 42+ downloads its binary lazily, so on a fresh checkout it is
 * missing: we fetch it with the electron package's own installer, showing
 * progress, and fall back to the browser host (one line: why, and how to retry)
 * only when that fails — it fails within seconds without internet
 * (scripts/electron-binary.mjs). The desktop app also needs better-sqlite3
 * built for Electron (scripts/electron-sqlite.mjs), fetched once the same way.
 *
 * Never `require('electron')` here: with the binary missing, that starts a
 * download of its own, without a timeout or a fallback.
 *
 * The browser host builds the user interface only when no build exists; so
 * that an update is never served stale, we ask it to rebuild whenever a
 * source is newer than the build (renderer-build.mjs).
 *
 * First of all, an unsupported Node is said in one line (node-version.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseHost } from './electron-binary.mjs';
import { ensureElectronSqlite } from './electron-sqlite.mjs';
import { exitUnlessSupportedNode } from './node-version.mjs';
import { rendererBuildReason } from './renderer-build.mjs';

exitUnlessSupportedNode('npm start');

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const forceBrowser = args.includes('--browser');
const hostArgs = args.filter((a) => a !== '--browser');

/** Run a child to completion, inheriting stdio; exits this process if it fails. */
function runOrExit(command, commandArgs, what) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${what} failed${result.error ? `: ${result.error.message}` : ''}.`);
    process.exit(result.status ?? 1);
  }
}

/** Start a long-running child, forward Ctrl+C / termination to it, and exit with its code. */
function handOver(command, commandArgs, env = process.env) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  child.on('error', (error) => {
    console.error(`Could not start ${command}: ${error.message}`);
    process.exit(1);
  });
}

function startBrowserHost(line) {
  console.log(line);
  const stale = hostArgs.includes('--build') ? null : rendererBuildReason(root);
  if (stale) console.log(`Building the user interface first (${stale})…`);
  const buildArgs = stale ? ['--build'] : [];
  handOver(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'src-main', 'browser-host', 'start.ts'), ...buildArgs, ...hostArgs]);
}

const choice = await chooseHost({ root, forceBrowser });
if (choice.host === 'electron' && choice.fetched) console.log(`Fetched Electron in ${(choice.fetchMs / 1000).toFixed(0)} s.`);

if (choice.host === 'browser') {
  startBrowserHost(choice.line);
} else {
  const sqlite = await ensureElectronSqlite({ root });
  if (!sqlite.ok) {
    startBrowserHost(`No desktop app: better-sqlite3 for Electron could not be had (${sqlite.reason}); starting the browser host instead (retry: npm run electron:sqlite, then npm start).`);
  } else {
    console.log('Building Tenka…');
    runOrExit(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], 'electron-vite build');
    console.log('Starting the Tenka desktop app…');
    const env = { ...process.env };
    delete env.ELECTRON_RUN_AS_NODE; // would turn Electron into plain Node
    handOver(choice.binary, [root], env);
  }
}
