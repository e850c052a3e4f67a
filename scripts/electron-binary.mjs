/**
 * Electron's binary for `npm start`: where it is, and fetching it when it is not there.
 *
 * Electron 42+ downloads its binary lazily (on the first `require('electron')`
 * or `npx install-electron`), never at `npm install`, so on a fresh checkout it
 * is always missing. We never `require('electron')` here (that would start the
 * download without any say in it): we read `path.txt` as the package does, and
 * fetch by running the package's own installer (`node_modules/electron/install.js`)
 * as a child, watched so that a blocked network fails within seconds.
 *
 * Everything that touches the world (spawn, file system, clock) comes in as a
 * parameter, so tests/unit/start-electron.test.ts can play each outcome.
 */
import { spawn as nodeSpawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** No byte of progress for this long and the fetch is given up (DNS failures end far sooner). */
export const FETCH_STALL_MS = 15_000;

/**
 * The binary named by node_modules/electron/path.txt, as the electron package
 * itself finds it.
 * @param {string} root the project folder
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ ok: true, binary: string, version: string } | { ok: false, missing: 'package' | 'binary', reason: string, version?: string }}
 */
export function findElectronBinary(root, env = process.env) {
  const packageDir = join(root, 'node_modules', 'electron');
  const packageJson = join(packageDir, 'package.json');
  if (!existsSync(packageJson)) return { ok: false, missing: 'package', reason: 'the electron package is not installed (run npm install)' };
  const version = String(JSON.parse(readFileSync(packageJson, 'utf8')).version ?? '');
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return { ok: false, missing: 'binary', version, reason: `Electron ${version}'s binary is not downloaded yet` };
  const relative = readFileSync(pathFile, 'utf8').trim();
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH || join(packageDir, 'dist');
  const binary = join(distDir, relative);
  if (!relative || !existsSync(binary)) return { ok: false, missing: 'binary', version, reason: `${binary} does not exist` };
  return { ok: true, binary, version };
}

/** Total bytes of the files under `dir` (0 when it does not exist). */
export function folderBytes(dir) {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else {
      try {
        total += statSync(path).size;
      } catch {
        // removed while we looked
      }
    }
  }
  return total;
}

/** "12.3 MB" */
export function megabytes(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/**
 * The last line of the installer's error output that says something (its
 * stack trace's first line, e.g. "TypeError: fetch failed" and the cause).
 */
export function installerFailure(stderr) {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at ') && !/^[{}]/.test(line));
  const cause = lines.find((line) => /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|certificate|Response code/i.test(line));
  const said = (cause ?? lines[0] ?? 'the installer failed without a message').replace(/\s+/g, ' ').slice(0, 200);
  // Node's fetch says only this when there is no connection at all (DNS, refused, offline).
  return /^TypeError: fetch failed$/.test(said) ? 'no connection to the download host: fetch failed' : said;
}

/**
 * Run the electron package's installer, showing progress, and give up when it
 * makes none for `stallMs`.
 *
 * Progress is what arrives: the installer downloads into a temporary folder
 * (we give it its own through TMPDIR/TEMP/TMP) and then unpacks into
 * node_modules/electron/dist; we sum both every `tickMs` and print a line
 * when the total moved. @electron/get's own bar appears only after 30 s on a
 * terminal, so ours is the one a player sees first.
 *
 * @param {{ root: string, version: string, env?: NodeJS.ProcessEnv, spawn?: typeof nodeSpawn,
 *           log?: (line: string) => void, stallMs?: number, tickMs?: number, now?: () => number }} options
 * @returns {Promise<{ ok: true, ms: number } | { ok: false, ms: number, reason: string }>}
 */
export function fetchElectronBinary(options) {
  const { root, version, env = process.env, spawn = nodeSpawn, log = console.log, stallMs = FETCH_STALL_MS, tickMs = 1000, now = Date.now } = options;
  const started = now();
  const scratch = mkdtempSync(join(tmpdir(), 'tenka-electron-fetch-'));
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH || join(root, 'node_modules', 'electron', 'dist');
  const installer = join(root, 'node_modules', 'electron', 'install.js');
  log(`Fetching Electron ${version} for this computer (once, about 100 MB; Ctrl+C stops it)…`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [installer], {
      cwd: join(root, 'node_modules', 'electron'),
      env: { ...env, TMPDIR: scratch, TEMP: scratch, TMP: scratch },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
    let seen = folderBytes(scratch) + folderBytes(distDir);
    let lastProgress = now();
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      rmSync(scratch, { recursive: true, force: true });
      resolve({ ...result, ms: now() - started });
    };
    const timer = setInterval(() => {
      const bytes = folderBytes(scratch) + folderBytes(distDir);
      if (bytes !== seen) {
        seen = bytes;
        lastProgress = now();
        log(`  … ${megabytes(bytes)} so far`);
      } else if (now() - lastProgress >= stallMs) {
        child.kill();
        finish({ ok: false, reason: `no progress for ${Math.round(stallMs / 1000)} s (is the download host blocked?)` });
      }
    }, tickMs);
    child.on('error', (error) => finish({ ok: false, reason: error.message }));
    child.on('exit', (code, signal) => {
      if (code === 0) finish({ ok: true });
      else finish({ ok: false, reason: signal ? `the installer stopped (${signal})` : installerFailure(stderr) });
    });
  });
}

/**
 * Which host `npm start` runs, fetching Electron's binary first when it is
 * missing. Returns the one line to print when it is the browser host.
 *
 * @param {{ root: string, forceBrowser: boolean, env?: NodeJS.ProcessEnv,
 *           find?: typeof findElectronBinary, fetch?: (o: { root: string, version: string, env: NodeJS.ProcessEnv }) => ReturnType<typeof fetchElectronBinary> }} options
 * @returns {Promise<{ host: 'electron', binary: string, fetched: boolean, fetchMs?: number } | { host: 'browser', line: string, fetchMs?: number }>}
 */
export async function chooseHost(options) {
  const { root, forceBrowser, env = process.env, find = findElectronBinary, fetch = fetchElectronBinary } = options;
  if (forceBrowser) return { host: 'browser', line: 'Starting the browser host (--browser was given).' };
  const found = find(root, env);
  if (found.ok) return { host: 'electron', binary: found.binary, fetched: false };
  if (found.missing === 'package') return { host: 'browser', line: `No desktop app: ${found.reason}; starting the browser host instead.` };
  if (env.ELECTRON_SKIP_BINARY_DOWNLOAD && env.ELECTRON_SKIP_BINARY_DOWNLOAD !== '0') {
    return {
      host: 'browser',
      line: `No desktop app: ${found.reason} and ELECTRON_SKIP_BINARY_DOWNLOAD is set; starting the browser host instead (unset it and run npm start again to fetch Electron).`,
    };
  }
  const fetched = await fetch({ root, version: found.version ?? '', env });
  if (fetched.ok) {
    const again = find(root, env);
    if (again.ok) return { host: 'electron', binary: again.binary, fetched: true, fetchMs: fetched.ms };
    return { host: 'browser', fetchMs: fetched.ms, line: `No desktop app: the fetch ended but ${again.reason}; starting the browser host instead (retry: npx install-electron, then npm start).` };
  }
  return {
    host: 'browser',
    fetchMs: fetched.ms,
    line: `No desktop app: Electron ${found.version} could not be fetched (${fetched.reason}; gave up after ${(fetched.ms / 1000).toFixed(1)} s); starting the browser host instead (retry: npm start when online; npm start -- --browser skips the fetch).`,
  };
}
