/**
 * `npm run dist` has what it must download before it builds anything
 * (scripts/dist-electron.mjs): Electron for this computer (present → used as
 * is; missing → fetched as npm start does; the fetch failed → one line, what
 * and how to retry, nothing built), better-sqlite3 for that Electron, or for
 * named platforms electron-builder's download host. The world (the binary, the
 * fetch, the cache, the network) is mocked.
 */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FetchResult, FoundElectron } from '../../scripts/electron-binary.mjs';
import { buildsForThisComputerOnly, cachedElectronZip, checkDistDownloads, electronCacheDir, offlineReason, probeHost } from '../../scripts/dist-electron.mjs';

const root = '/home/me/tenka';
const binary = join(root, 'node_modules', 'electron', 'dist', 'electron');
const present = (): FoundElectron => ({ ok: true, binary, version: '45.4.1' });
const missing = (): FoundElectron => ({ ok: false, missing: 'binary', version: '45.4.1', reason: "Electron 45.4.1's binary is not downloaded yet" });
const env = { PATH: '/usr/bin' } as NodeJS.ProcessEnv;

describe('installers for this computer', () => {
  it('Electron present: used as is (no download), better-sqlite3 for it made sure of', async () => {
    const fetchBinary = vi.fn();
    const sqlite = vi.fn(async () => ({ ok: true as const }));
    expect(await checkDistDownloads({ root, args: [], env, find: present, fetchBinary, sqlite })).toEqual({ ok: true, electronDist: join(root, 'node_modules', 'electron', 'dist') });
    expect(fetchBinary).not.toHaveBeenCalled();
    expect(sqlite).toHaveBeenCalledTimes(1);
  });

  it('offline: the Electron fetch fails, one line says what and how to retry, and nothing else is tried', async () => {
    const fetchBinary = vi.fn(async (): Promise<FetchResult> => ({ ok: false, ms: 2_400, reason: 'no connection to the download host: fetch failed' }));
    const sqlite = vi.fn();
    const result = await checkDistDownloads({ root, args: [], env, find: missing, fetchBinary, sqlite });
    expect(fetchBinary).toHaveBeenCalledWith({ root, version: '45.4.1', env });
    expect(sqlite).not.toHaveBeenCalled();
    expect(result).toEqual({
      ok: false,
      line: 'npm run dist stopped: could not fetch Electron 45.4.1 for this computer (no connection to the download host: fetch failed; gave up after 2.4 s); nothing was built. Retry: npm run dist when online (npm start fetches the same download).',
    });
  });

  it('Electron missing and the fetch works: then better-sqlite3, then packing with that binary', async () => {
    let fetched = false;
    const find = () => (fetched ? present() : missing());
    const fetchBinary = vi.fn(async (): Promise<FetchResult> => {
      fetched = true;
      return { ok: true, ms: 30_000 };
    });
    const result = await checkDistDownloads({ root, args: ['--dir'], env, find, fetchBinary, sqlite: async () => ({ ok: true }) });
    expect(result).toEqual({ ok: true, electronDist: join(root, 'node_modules', 'electron', 'dist'), fetchedMs: 30_000 });
  });

  it('better-sqlite3 for Electron cannot be had: stopped before the build, saying so', async () => {
    const result = await checkDistDownloads({ root, args: [], env, find: present, sqlite: async () => ({ ok: false, reason: 'prebuild-install: no connection' }) });
    expect(result).toMatchObject({ ok: false, line: expect.stringContaining('could not fetch better-sqlite3 built for Electron 45.4.1 (prebuild-install: no connection); nothing was built.') });
  });

  it('ELECTRON_SKIP_BINARY_DOWNLOAD: no fetch, the line says to unset it; no electron package: npm install', async () => {
    const fetchBinary = vi.fn();
    const skip = await checkDistDownloads({ root, args: [], env: { ...env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, find: missing, fetchBinary });
    expect(fetchBinary).not.toHaveBeenCalled();
    expect(skip).toMatchObject({ ok: false, line: expect.stringContaining('ELECTRON_SKIP_BINARY_DOWNLOAD is set; nothing was built. Unset it') });
    const none = await checkDistDownloads({ root, args: [], env, find: () => ({ ok: false, missing: 'package', reason: 'the electron package is not installed (run npm install)' }) });
    expect(none).toEqual({ ok: false, line: 'npm run dist stopped: the electron package is not installed (run npm install).' });
  });
});

describe('installers for named platforms', () => {
  it('the zip in electron-builder\'s cache: no network needed', async () => {
    const probe = vi.fn();
    expect(await checkDistDownloads({ root, args: ['--win'], env, find: present, cached: (v) => v === '45.4.1', probe })).toEqual({ ok: true });
    expect(probe).not.toHaveBeenCalled();
  });

  it('not cached and the download host unreachable: one line, nothing built; reachable: go on', async () => {
    const probe = vi.fn(async () => ({ ok: false as const, reason: 'no connection to github.com: getaddrinfo ENOTFOUND' }));
    const result = await checkDistDownloads({ root, args: ['--linux', 'deb'], env, find: present, cached: () => false, probe });
    expect(probe).toHaveBeenCalledWith('https://github.com/electron/electron/releases/download/v45.4.1/SHASUMS256.txt');
    expect(result).toEqual({
      ok: false,
      line: 'npm run dist stopped: electron-builder must download Electron 45.4.1 for --linux, and it cannot (no connection to github.com: getaddrinfo ENOTFOUND); nothing was built. Retry: npm run dist -- --linux deb when online.',
    });
    expect(await checkDistDownloads({ root, args: ['--mac'], env: { ...env, ELECTRON_MIRROR: 'https://mirror.example/electron/' }, find: missing, cached: () => false, probe: async (url) => ({ ok: url.startsWith('https://mirror.example/electron/v45.4.1/') }) as never })).toEqual({ ok: true });
  });

  it('which arguments name a platform', () => {
    expect(buildsForThisComputerOnly([])).toBe(true);
    expect(buildsForThisComputerOnly(['--dir'])).toBe(true);
    expect(buildsForThisComputerOnly(['-w'])).toBe(false);
  });

  it('the cache: where electron-builder keeps it, and a zip of this version found flat or one folder down', () => {
    expect(electronCacheDir({}, 'linux', '/home/me')).toBe('/home/me/.cache/electron');
    expect(electronCacheDir({ ELECTRON_CACHE: '/c' }, 'linux', '/home/me')).toBe('/c');
    expect(electronCacheDir({}, 'darwin', '/Users/me')).toBe('/Users/me/Library/Caches/electron');
    const file = (name: string) => ({ name, isDirectory: () => false });
    const dir = (name: string) => ({ name, isDirectory: () => true });
    const tree: Record<string, ReturnType<typeof file>[]> = { '/c': [dir('abc123'), file('electron-v44.0.0-linux-x64.zip')], '/c/abc123': [file('electron-v45.4.1-win32-x64.zip')] };
    const list = (d: string) => {
      if (!tree[d]) throw new Error('ENOENT');
      return tree[d]!;
    };
    expect(cachedElectronZip('/c', '45.4.1', list)).toBe(true);
    expect(cachedElectronZip('/c', '45.5.0', list)).toBe(false);
    expect(cachedElectronZip('/none', '45.4.1', list)).toBe(false);
  });
});

describe('the network, as Node reports it', () => {
  it('no DNS, and a host that never answers (stopped by the timeout), are both named', async () => {
    const noDns = vi.fn(async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('getaddrinfo ENOTFOUND github.com'), { code: 'ENOTFOUND', syscall: 'getaddrinfo' }) });
    });
    expect(await probeHost('https://github.com/x', { fetch: noDns as never })).toEqual({ ok: false, reason: 'no connection to github.com: getaddrinfo ENOTFOUND' });
    const silent = ((_url: string, init: { signal: AbortSignal }) =>
      new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason)))) as never;
    const started = Date.now();
    expect(await probeHost('https://github.com/x', { fetch: silent, timeoutMs: 50 })).toEqual({ ok: false, reason: 'github.com did not answer within 0.05 s' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await probeHost('https://github.com/x', { fetch: (async () => new Response(null, { status: 404 })) as never })).toEqual({ ok: true });
  });

  it("electron-builder's own network errors (a helper tool's download) are named in a few words", () => {
    // As electron-builder printed it offline (issue 35): the Go helper's error, then Node's.
    expect(offlineReason('  • downloading url=https://github.com/electron/electron/releases/download/v45.4.1/electron-v45.4.1-linux-x64.zip\n  ⨯ Get "https://github.com/...": dial tcp: lookup github.com: no such host\n')).toBe('no connection to github.com: no such host');
    expect(offlineReason('Error: getaddrinfo ENOTFOUND github.com\n    at GetAddrInfoReqWrap')).toBe('no connection to github.com: ENOTFOUND');
    expect(offlineReason('  • packaging       platform=linux arch=x64\n  • building        target=deb\n')).toBeNull();
  });
});
