/**
 * `npm run dist`'s downloads, decided before anything is built (scripts/dist.mjs).
 *
 * electron-builder packs Electron's binary for the target. Offline it used to
 * build out/, then print `getaddrinfo ENOTFOUND` with a stack trace and go on
 * retrying for minutes. So we look first, as `npm start` does:
 *
 * - installers for this computer (no --linux/--win/--mac): Electron's binary
 *   in node_modules/electron is used as is; when it is missing it is fetched
 *   with the electron package's own installer (scripts/electron-binary.mjs:
 *   progress shown, fails within seconds offline, stops after 15 s without
 *   progress). Then better-sqlite3 built for that Electron (the afterPack hook
 *   needs it; cached in .electron-sqlite/, fetched once).
 * - installers for named platforms: electron-builder downloads Electron for
 *   each; we go on when its zip is in electron-builder's cache or the download
 *   host answers within 10 s.
 *
 * Either way, what could not be had is said in one line, with how to retry,
 * and nothing is built. While electron-builder runs, its first network error
 * (a helper tool it downloads for AppImage, NSIS or dmg) stops it at once:
 * offlineReason() below, used by dist.mjs.
 *
 * Everything that touches the world comes in as a parameter, so
 * tests/unit/dist-offline.test.ts plays each outcome.
 */
import { readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fetchElectronBinary, findElectronBinary } from './electron-binary.mjs';

/** How long the download host may take to answer before we call it unreachable. */
export const PROBE_TIMEOUT_MS = 10_000;
const PLATFORM_FLAGS = ['--linux', '--win', '--mac', '-l', '-w', '-m'];
export const ELECTRON_RELEASES = 'https://github.com/electron/electron/releases/download/';

/** Does `npm run dist -- <args>` build for this computer only (no platform named)? */
export function buildsForThisComputerOnly(args) {
  return !args.some((a) => PLATFORM_FLAGS.includes(a));
}

/** Where electron-builder keeps the Electron zips it downloaded (ELECTRON_CACHE, else the platform's cache folder). */
export function electronCacheDir(env = process.env, platform = process.platform, home = homedir()) {
  if (env.ELECTRON_CACHE) return env.ELECTRON_CACHE;
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'electron');
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'electron', 'Cache');
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'electron');
}

/** Is a zip of this Electron version in the cache (flat, or one folder down as @electron/get keeps them)? */
export function cachedElectronZip(dir, version, list = (d) => readdirSync(d, { withFileTypes: true })) {
  const wanted = (name) => name.startsWith(`electron-v${version}-`) && name.endsWith('.zip');
  let entries;
  try {
    entries = list(dir);
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() && wanted(entry.name)) return true;
    if (entry.isDirectory()) {
      try {
        if (list(join(dir, entry.name)).some((inner) => !inner.isDirectory() && wanted(inner.name))) return true;
      } catch {
        // unreadable: not a cache we can use
      }
    }
  }
  return false;
}

/**
 * Does the download host answer at all (any HTTP status counts: only no answer is offline)?
 * @returns {Promise<{ ok: true } | { ok: false, reason: string }>}
 */
export async function probeHost(url, { fetch = globalThis.fetch, timeoutMs = PROBE_TIMEOUT_MS } = {}) {
  try {
    await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return { ok: true };
  } catch (error) {
    const cause = error?.cause;
    const code = cause?.code ?? error?.code;
    if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return { ok: false, reason: `${new URL(url).host} did not answer within ${timeoutMs / 1000} s` };
    return { ok: false, reason: `no connection to ${new URL(url).host}${code ? `: ${cause?.syscall ? `${cause.syscall} ` : ''}${code}` : `: ${error?.message ?? error}`}` };
  }
}

/**
 * What `npm run dist` needs downloaded, had before anything is built.
 *
 * @param {{ root: string, args: string[], env?: NodeJS.ProcessEnv,
 *           find?: typeof findElectronBinary,
 *           fetchBinary?: (o: { root: string, version: string, env: NodeJS.ProcessEnv }) => Promise<{ ok: boolean, ms: number, reason?: string }>,
 *           sqlite?: () => Promise<{ ok: boolean, reason?: string }>,
 *           cached?: (version: string) => boolean,
 *           probe?: (url: string) => Promise<{ ok: boolean, reason?: string }> }} options
 * @returns {Promise<{ ok: true, electronDist?: string, fetchedMs?: number } | { ok: false, line: string }>}
 */
export async function checkDistDownloads(options) {
  const { root, args, env = process.env, find = findElectronBinary, fetchBinary = fetchElectronBinary } = options;
  const stop = (what) => ({ ok: false, line: `npm run dist stopped: ${what}` });
  const found = find(root, env);
  if (!found.ok && found.missing === 'package') return stop(`${found.reason}.`);
  const version = found.version;

  if (!buildsForThisComputerOnly(args)) {
    const cached = options.cached ?? ((v) => cachedElectronZip(electronCacheDir(env), v));
    if (cached(version)) return { ok: true };
    const url = `${env.ELECTRON_MIRROR || ELECTRON_RELEASES}v${version}/SHASUMS256.txt`;
    const probe = options.probe ?? ((u) => probeHost(u));
    const reached = await probe(url);
    if (reached.ok) return { ok: true };
    return stop(`electron-builder must download Electron ${version} for ${args.filter((a) => PLATFORM_FLAGS.includes(a)).join(' ')}, and it cannot (${reached.reason}); nothing was built. Retry: npm run dist -- ${args.join(' ')} when online.`);
  }

  let fetchedMs;
  if (!found.ok) {
    if (env.ELECTRON_SKIP_BINARY_DOWNLOAD && env.ELECTRON_SKIP_BINARY_DOWNLOAD !== '0') {
      return stop(`${found.reason} and ELECTRON_SKIP_BINARY_DOWNLOAD is set; nothing was built. Unset it and run npm run dist again (it fetches Electron first).`);
    }
    const fetched = await fetchBinary({ root, version, env });
    if (!fetched.ok) {
      return stop(`could not fetch Electron ${version} for this computer (${fetched.reason}; gave up after ${(fetched.ms / 1000).toFixed(1)} s); nothing was built. Retry: npm run dist when online (npm start fetches the same download).`);
    }
    const again = find(root, env);
    if (!again.ok) return stop(`the Electron fetch ended but ${again.reason}; nothing was built. Retry: npx install-electron, then npm run dist.`);
    fetchedMs = fetched.ms;
  }

  if (options.sqlite) {
    const sqlite = await options.sqlite();
    if (!sqlite.ok) {
      return stop(`could not fetch better-sqlite3 built for Electron ${version} (${sqlite.reason}); nothing was built. Retry: npm run dist when online (npm run electron:sqlite fetches it alone).`);
    }
  }
  // The binary npm start (or the fetch above) put in node_modules fits this very platform: no second download.
  const electronDist = env.ELECTRON_OVERRIDE_DIST_PATH ? undefined : join(root, 'node_modules', 'electron', 'dist');
  return fetchedMs === undefined ? { ok: true, electronDist } : { ok: true, electronDist, fetchedMs };
}

/**
 * electron-builder's output naming a download that failed for want of a
 * network: the line that says so, else null (then its own message stands).
 */
export function offlineReason(output) {
  const line = output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|fetch failed|dial tcp|no such host|Cannot download|unable to download/i.test(l));
  if (!line) return null;
  const host = /(?:ENOTFOUND|lookup|dial tcp:?(?: lookup)?)\s+([a-z0-9.-]+\.[a-z]{2,})/i.exec(line)?.[1];
  const code = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|no such host/i.exec(line)?.[0];
  if (host && code) return `no connection to ${host}: ${code}`;
  return line.replace(/\s+/g, ' ').slice(0, 160);
}
