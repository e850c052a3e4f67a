#!/usr/bin/env node
/**
 * `npm start`: the desktop app when Electron's binary is installed, else the
 * browser host (the same app in an ordinary browser).
 *
 * Never `require('electron')` here: with the binary missing, that starts a
 * download. We only read node_modules/electron/path.txt and check the file it
 * names, exactly as the electron package itself would locate it.
 *
 *   npm start                 # Electron if possible, else the browser host
 *   npm start -- --browser    # always the browser host
 *   npm start -- --port 8080 --data-dir ./my-games   # passed to the browser host
 *
 * The browser host builds the user interface only when no build exists; so
 * that an update is never served stale, we ask it to rebuild whenever a
 * source is newer than the build (renderer-build.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rendererBuildReason } from './renderer-build.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const forceBrowser = args.includes('--browser');
const hostArgs = args.filter((a) => a !== '--browser');

/** @returns {{ ok: true, binary: string } | { ok: false, reason: string }} */
function findElectronBinary() {
  const packageDir = join(root, 'node_modules', 'electron');
  if (!existsSync(join(packageDir, 'package.json'))) return { ok: false, reason: 'the electron package is not installed' };
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return { ok: false, reason: `${pathFile} is missing — the binary was never downloaded` };
  const relative = readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(packageDir, 'dist');
  const binary = join(distDir, relative);
  if (!relative || !existsSync(binary)) return { ok: false, reason: `${binary} does not exist` };
  return { ok: true, binary };
}

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

const electron = forceBrowser ? { ok: false, reason: '--browser was given' } : findElectronBinary();

if (electron.ok) {
  console.log('Building Tenka…');
  runOrExit(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], 'electron-vite build');
  console.log('Starting the Tenka desktop app…');
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE; // would turn Electron into plain Node
  handOver(electron.binary, [root], env);
} else {
  const why = forceBrowser ? electron.reason : `Electron binary not found (${electron.reason})`;
  console.log(`${why}; starting the browser host instead.`);
  console.log('Open the address printed below in your browser. It works only on this computer.');
  const stale = hostArgs.includes('--build') ? null : rendererBuildReason(root);
  if (stale) console.log(`Building the user interface first (${stale})…`);
  const buildArgs = stale ? ['--build'] : [];
  handOver(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'src-main', 'browser-host', 'start.ts'), ...buildArgs, ...hostArgs]);
}
