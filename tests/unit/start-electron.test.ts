/**
 * `npm start`'s choice between the desktop app and the browser host
 * (scripts/electron-binary.mjs): Electron's binary present → the desktop app;
 * missing → fetched with the electron package's own installer, then the
 * desktop app; fetch failed → the browser host with one line saying why and
 * how to retry. The installer is a fake child process here (no network, no
 * Electron): the watchdog that makes a blocked network fail fast, the progress
 * lines and the failure's reason are checked on it.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseHost, fetchElectronBinary, findElectronBinary, installerFailure, type FetchResult } from '../../scripts/electron-binary.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout with the electron package installed, its binary downloaded or not. */
function checkout(binary: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'tenka-start-electron-'));
  roots.push(root);
  const dir = join(root, 'node_modules', 'electron');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }));
  if (binary) installBinary(root);
  return root;
}

/** What the installer leaves: dist/<binary> and path.txt naming it. */
function installBinary(root: string): void {
  const dir = join(root, 'node_modules', 'electron');
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'electron'), 'ELF');
  writeFileSync(join(dir, 'path.txt'), 'electron');
}

const noSkip = { PATH: process.env.PATH } as NodeJS.ProcessEnv;

describe('finding the binary', () => {
  it('reads path.txt as the electron package does', () => {
    const root = checkout(false);
    expect(findElectronBinary(root, noSkip)).toMatchObject({ ok: false, missing: 'binary', version: '45.4.1' });
    installBinary(root);
    expect(findElectronBinary(root, noSkip)).toEqual({ ok: true, binary: join(root, 'node_modules', 'electron', 'dist', 'electron'), version: '45.4.1' });
  });

  it('a path.txt naming a file that is gone counts as missing', () => {
    const root = checkout(true);
    rmSync(join(root, 'node_modules', 'electron', 'dist'), { recursive: true });
    expect(findElectronBinary(root, noSkip)).toMatchObject({ ok: false, missing: 'binary' });
  });
});

describe('npm start: the three outcomes', () => {
  it('binary present: the desktop app, nothing fetched', async () => {
    const root = checkout(true);
    const fetch = vi.fn();
    const choice = await chooseHost({ root, forceBrowser: false, env: noSkip, fetch });
    expect(choice).toEqual({ host: 'electron', binary: join(root, 'node_modules', 'electron', 'dist', 'electron'), fetched: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('binary missing: fetched with the installer, then the desktop app', async () => {
    const root = checkout(false);
    const fetch = vi.fn(async (): Promise<FetchResult> => {
      installBinary(root);
      return { ok: true, ms: 41_000 };
    });
    const choice = await chooseHost({ root, forceBrowser: false, env: noSkip, fetch });
    expect(fetch).toHaveBeenCalledWith({ root, version: '45.4.1', env: noSkip });
    expect(choice).toEqual({ host: 'electron', binary: join(root, 'node_modules', 'electron', 'dist', 'electron'), fetched: true, fetchMs: 41_000 });
  });

  it('fetch failed: the browser host, with one line saying why and how to retry', async () => {
    const root = checkout(false);
    const fetch = vi.fn(async (): Promise<FetchResult> => ({ ok: false, ms: 412, reason: 'getaddrinfo ENOTFOUND github.com' }));
    const choice = await chooseHost({ root, forceBrowser: false, env: noSkip, fetch });
    expect(choice.host).toBe('browser');
    const line = (choice as { line: string }).line;
    expect(line).not.toContain('\n');
    expect(line).toContain('Electron 45.4.1 could not be fetched (getaddrinfo ENOTFOUND github.com; gave up after 0.4 s)');
    expect(line).toContain('starting the browser host instead');
    expect(line).toContain('retry: npm start when online');
  });

  it('--browser never looks for or fetches Electron', async () => {
    const root = checkout(true);
    const fetch = vi.fn();
    const find = vi.fn();
    const choice = await chooseHost({ root, forceBrowser: true, env: noSkip, fetch, find });
    expect(choice).toEqual({ host: 'browser', line: 'Starting the browser host (--browser was given).' });
    expect(find).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ELECTRON_SKIP_BINARY_DOWNLOAD is honoured: no fetch, and the line says how to get it', async () => {
    const root = checkout(false);
    const fetch = vi.fn();
    const choice = await chooseHost({ root, forceBrowser: false, env: { ...noSkip, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect((choice as { line: string }).line).toMatch(/ELECTRON_SKIP_BINARY_DOWNLOAD is set; starting the browser host instead \(unset it/);
  });

  it('without the electron package at all: the browser host, saying to run npm install', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tenka-start-electron-'));
    roots.push(root);
    const choice = await chooseHost({ root, forceBrowser: false, env: noSkip, fetch: vi.fn() });
    expect((choice as { line: string }).line).toContain('the electron package is not installed (run npm install)');
  });
});

/** A child process that does what `act` says with its scratch folder (TMPDIR) and its stderr. */
function fakeInstaller(act: (child: FakeChild, env: NodeJS.ProcessEnv) => void) {
  const spawned: { command: string; args: string[]; env: NodeJS.ProcessEnv }[] = [];
  const spawn = vi.fn((command: string, args: string[], options: { env: NodeJS.ProcessEnv }) => {
    const child = new FakeChild();
    spawned.push({ command, args, env: options.env });
    setTimeout(() => act(child, options.env), 0);
    return child;
  });
  return { spawn: spawn as never, spawned };
}

class FakeChild extends EventEmitter {
  stderr = new PassThrough();
  killed = false;
  kill(): boolean {
    this.killed = true;
    setTimeout(() => this.emit('exit', null, 'SIGTERM'), 0);
    return true;
  }
}

describe('fetching with the installer', () => {
  it('runs node_modules/electron/install.js and reports the network failure it printed', async () => {
    const root = checkout(false);
    const { spawn, spawned } = fakeInstaller((child) => {
      child.stderr.write('TypeError: fetch failed\n    at node:internal/deps/undici/undici:13510:13\n  [cause]: Error: getaddrinfo ENOTFOUND github.com\n');
      setTimeout(() => child.emit('exit', 1, null), 5);
    });
    const log = vi.fn();
    const result = await fetchElectronBinary({ root, version: '45.4.1', env: noSkip, spawn, log, tickMs: 10 });
    expect(spawned[0]!.args).toEqual([join(root, 'node_modules', 'electron', 'install.js')]);
    expect(result).toMatchObject({ ok: false, reason: '[cause]: Error: getaddrinfo ENOTFOUND github.com' });
    expect(log.mock.calls[0]![0]).toBe('Fetching Electron 45.4.1 for this computer (once, about 100 MB; Ctrl+C stops it)…');
  });

  it('shows progress as the download grows, and succeeds when the installer does', async () => {
    const root = checkout(false);
    let part = '';
    let child: FakeChild | undefined;
    const { spawn } = fakeInstaller((c, env) => {
      child = c;
      mkdirSync(join(env.TMPDIR!, 'electron-download-x'), { recursive: true });
      part = join(env.TMPDIR!, 'electron-download-x', 'electron.zip');
      writeFileSync(part, Buffer.alloc(2_000_000));
    });
    // The fake download moves on only once the previous size was shown: no race with the clock.
    const lines: string[] = [];
    const log = (line: string): void => {
      lines.push(line);
      if (line.includes('2.0 MB')) writeFileSync(part, Buffer.alloc(5_000_000));
      if (line.includes('5.0 MB')) {
        installBinary(root);
        child!.emit('exit', 0, null);
      }
    };
    const result = await fetchElectronBinary({ root, version: '45.4.1', env: noSkip, spawn, log, tickMs: 15 });
    expect(result.ok).toBe(true);
    expect(lines.slice(1)).toEqual(['  … 2.0 MB so far', '  … 5.0 MB so far']);
  });

  it('a download that makes no progress (a blocked host) is stopped after the stall timeout', async () => {
    const root = checkout(false);
    let child: FakeChild | undefined;
    const { spawn } = fakeInstaller((c) => (child = c)); // never writes, never exits
    const started = Date.now();
    const result = await fetchElectronBinary({ root, version: '45.4.1', env: noSkip, spawn, log: () => undefined, stallMs: 1000, tickMs: 20 });
    expect(child?.killed).toBe(true);
    expect(result).toMatchObject({ ok: false, reason: 'no progress for 1 s (is the download host blocked?)' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('names the cause line of a Node stack trace, not the trace', () => {
    expect(installerFailure('Error: Response code 404 (Not Found) for https://x/electron.zip\n    at a (b.js:1:1)')).toBe('Error: Response code 404 (Not Found) for https://x/electron.zip');
    expect(installerFailure('')).toBe('the installer failed without a message');
  });
});

describe('what the real installer prints offline', () => {
  it('"TypeError: fetch failed" (all Node says without a connection) is named as no connection', () => {
    // Captured from `node node_modules/electron/install.js` on a machine without internet (Electron 45.4.1).
    const stderr = 'TypeError: fetch failed\n    at node:internal/deps/undici/undici:14976:13\n    at async downloadArtifact (file:///x/@electron/get/dist/index.js:154:12)\n';
    expect(installerFailure(stderr)).toBe('no connection to the download host: fetch failed');
  });
});
