#!/usr/bin/env node
/**
 * better-sqlite3 built for Electron, kept apart from Node's build.
 *
 *   npm run electron:sqlite     # fetch (or build) it for the installed Electron, once
 *
 * `npm start` and `npm run test:desktop` call ensureElectronSqlite() before they
 * launch Electron. The result lands in .electron-sqlite/<key>/better_sqlite3.node
 * (src-main/electron/sqlite-cache.mjs names it; the main process loads it via
 * better-sqlite3's `nativeBinding` option). node_modules/better-sqlite3 keeps
 * Node's build, so the tests and the CLI never see Electron's, and nothing of
 * this runs at `npm install` (no postinstall).
 *
 * Two ways, in order:
 * 1. the prebuilt binary for this Electron version, with better-sqlite3's own
 *    downloader (prebuild-install, a few MB), into a scratch folder;
 * 2. failing that, @electron/rebuild compiles a scratch copy of the package
 *    against Electron's headers (needs a C++ toolchain; about two minutes).
 * Both need the internet once; each gives up within seconds when it is not there.
 */
import { spawn as nodeSpawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { electronSqliteFile } from '../src-main/electron/sqlite-cache.mjs';

/** The prebuilt download is a few MB: a whole minute is generous, and a dead network fails at once. */
export const PREBUILT_TIMEOUT_MS = 60_000;

/** The versions that name the build: the installed electron and better-sqlite3 packages (no binary needed). */
export function installedTarget(root, platform = process.platform, arch = process.arch) {
  const version = (name) => String(JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version);
  return { electronVersion: version('electron'), sqliteVersion: version('better-sqlite3'), platform, arch };
}

/** Run a command, collecting its output, killed after `timeoutMs`. */
function run(spawn, command, args, options, timeoutMs) {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (c) => (output += String(c)));
    child.stderr?.on('data', (c) => (output += String(c)));
    const timer = setTimeout(() => {
      child.kill();
      done({ ok: false, reason: `no answer within ${Math.round(timeoutMs / 1000)} s` });
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      done({ ok: false, reason: error.message });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      done(code === 0 ? { ok: true } : { ok: false, reason: lastWords(output) });
    });
  });
}

/** The line of a tool's output that names the failure. */
function lastWords(output) {
  const lines = output.split(/\r?\n/).map((l) => l.replace(/^prebuild-install (warn|info|ERR!)\s*(install\s+)?/, '').trim()).filter(Boolean);
  return (lines.findLast((l) => /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|40\d|50\d|error|fail/i.test(l)) ?? lines.at(-1) ?? 'failed without a message').slice(0, 200);
}

/** Way 1: better-sqlite3's prebuilt binary for Electron, via prebuild-install run in a scratch folder. */
export async function fetchPrebuilt({ root, target, scratch, spawn = nodeSpawn, timeoutMs = PREBUILT_TIMEOUT_MS }) {
  copyFileSync(join(root, 'node_modules', 'better-sqlite3', 'package.json'), join(scratch, 'package.json'));
  const bin = join(root, 'node_modules', 'prebuild-install', 'bin.js');
  const args = [bin, '--runtime', 'electron', '--target', target.electronVersion, '--platform', target.platform, '--arch', target.arch];
  const result = await run(spawn, process.execPath, args, { cwd: scratch, env: process.env }, timeoutMs);
  const built = join(scratch, 'build', 'Release', 'better_sqlite3.node');
  if (result.ok && !existsSync(built)) return { ok: false, reason: 'prebuild-install reported success but left no better_sqlite3.node' };
  return result.ok ? { ok: true, file: built } : result;
}

/** Way 2: @electron/rebuild compiles a scratch copy of better-sqlite3 against Electron's headers. */
export async function rebuildFromSource({ root, target, scratch }) {
  let rebuild;
  try {
    const require = createRequire(join(root, 'package.json'));
    ({ rebuild } = await import(pathToFileURL(require.resolve('@electron/rebuild')).href));
  } catch {
    return { ok: false, reason: '@electron/rebuild is not installed' };
  }
  const app = join(scratch, 'app');
  const module = join(app, 'node_modules', 'better-sqlite3');
  const source = join(root, 'node_modules', 'better-sqlite3');
  mkdirSync(module, { recursive: true });
  for (const part of ['package.json', 'binding.gyp', 'src', 'deps', 'lib']) cpSync(join(source, part), join(module, part), { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'tenka-electron-sqlite', version: '0.0.0', dependencies: { 'better-sqlite3': target.sqliteVersion } }));
  // npm hands scripts its `nodedir` (Debian's npm sets it to /usr): node-gyp would then compile
  // against Node's own headers and make a Node build. Electron's headers are what we want.
  const nodedirs = Object.keys(process.env).filter((k) => /^npm_config_nodedir$/i.test(k) || k === 'NODEDIR');
  const saved = nodedirs.map((k) => [k, process.env[k]]);
  for (const k of nodedirs) delete process.env[k];
  try {
    await rebuild({ buildPath: app, electronVersion: target.electronVersion, arch: target.arch, onlyModules: ['better-sqlite3'], force: true, buildFromSource: true });
  } catch (error) {
    return { ok: false, reason: `@electron/rebuild: ${String(error instanceof Error ? error.message : error).split('\n')[0]}` };
  } finally {
    for (const [k, v] of saved) process.env[k] = v;
  }
  const built = join(module, 'build', 'Release', 'better_sqlite3.node');
  return existsSync(built) ? { ok: true, file: built } : { ok: false, reason: '@electron/rebuild left no better_sqlite3.node' };
}

/**
 * Whether Node itself can load the addon: then it is a build for Node's ABI
 * (Electron's differs), made by mistake, and must never be cached as Electron's.
 */
export function loadsInNode(file) {
  const probe = spawnSync(process.execPath, ['-e', 'require(process.argv[1])', file], { stdio: 'ignore', timeout: 30_000 });
  return probe.status === 0;
}

/**
 * Make sure the Electron build is in its cache folder; fetch or build it when not.
 * @returns {Promise<{ ok: true, file: string, cached: boolean } | { ok: false, file: string, reason: string }>}
 */
export async function ensureElectronSqlite({ root, target = installedTarget(root), log = console.log, prebuilt = fetchPrebuilt, fromSource = rebuildFromSource, nodeBuild = loadsInNode }) {
  const file = electronSqliteFile(root, target);
  if (existsSync(file)) return { ok: true, file, cached: true };
  log(`Getting better-sqlite3 ${target.sqliteVersion} for Electron ${target.electronVersion} (once)…`);
  const scratch = mkdtempSync(join(tmpdir(), 'tenka-electron-sqlite-'));
  try {
    const first = await prebuilt({ root, target, scratch });
    let got = first;
    if (!first.ok) {
      log(`  no prebuilt binary (${first.reason}); building it from source with @electron/rebuild…`);
      got = await fromSource({ root, target, scratch });
    }
    if (!got.ok) return { ok: false, file, reason: first.ok ? got.reason : `${first.reason}; ${got.reason}` };
    if (target.platform === process.platform && target.arch === process.arch && nodeBuild(got.file)) {
      return { ok: false, file, reason: `the build made is for Node ${process.version}, not for Electron ${target.electronVersion}` };
    }
    // Copied under a temporary name and renamed, so a half-written file is never taken for a build.
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial-${process.pid}`;
    copyFileSync(got.file, partial);
    renameSync(partial, file);
    return { ok: true, file, cached: false };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// `npm run electron:sqlite`
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const result = await ensureElectronSqlite({ root });
  if (result.ok) console.log(`${result.cached ? 'Already there' : 'Ready'}: ${result.file}`);
  else {
    console.error(`Could not get better-sqlite3 for Electron: ${result.reason}. It needs the internet once (and for building from source, a C++ toolchain: see docs/desktop.md).`);
    process.exit(1);
  }
}
