/**
 * Playwright's installer for Chromium, run by the browser tests when no
 * Chromium is found (scripts/chromium-install.mjs): its progress is passed on,
 * its retries' stack traces are not, and a failure is named in a few words.
 * The installer is a fake child process here (no network).
 */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { chromiumInstallFailure, installChromium, shownLine } from '../../scripts/chromium-install.mjs';

/** What `npx playwright install chromium` printed on this machine (no route to cdn.playwright.dev), stdout then stderr; shortened to two of its five attempts. */
const OFFLINE_STDOUT = [
  'Downloading Chrome for Testing 159.0.8154.6 (playwright chromium v1255)\u001b[2m from https://cdn.playwright.dev/builds/cft/159.0.8154.6/linux64/chrome-linux64.zip\u001b[22m',
  'Downloading Chrome for Testing 159.0.8154.6 (playwright chromium v1255)\u001b[2m from https://cdn.playwright.dev/builds/cft/159.0.8154.6/linux64/chrome-linux64.zip\u001b[22m',
  'Failed to install browsers',
  'Error: Failed to download Chrome for Testing 159.0.8154.6 (playwright chromium v1255), caused by',
  'Error: Download failure, code=1',
  '    at ChildProcess.<anonymous> (/work/main/node_modules/playwright-core/lib/coreBundle.js:34127:32)',
  '',
].join('\n');
const OFFLINE_STDERR = [
  'Error: getaddrinfo ENOTFOUND cdn.playwright.dev',
  '    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:internal/dns/promises:99:17) {',
  '  errno: -3008,',
  "  code: 'ENOTFOUND',",
  "  syscall: 'getaddrinfo',",
  "  hostname: 'cdn.playwright.dev'",
  '}',
  '',
].join('\n');

class FakeChild extends EventEmitter {
  stdout = new PassThrough();
  stderr = new PassThrough();
}

function fakeInstaller(act: (child: FakeChild) => void) {
  const calls: { command: string; args: string[] }[] = [];
  const spawn = vi.fn((command: string, args: string[]) => {
    const child = new FakeChild();
    calls.push({ command, args });
    setTimeout(() => act(child), 0);
    return child;
  });
  return { spawn: spawn as never, calls };
}

describe('running Playwright\'s installer', () => {
  it('runs `playwright install chromium`, shows where from once and each progress row, and succeeds when it does', async () => {
    const { spawn, calls } = fakeInstaller((child) => {
      child.stdout.write('Downloading Chromium 141.0 (playwright build v1194) from https://cdn.playwright.dev/x.zip\n');
      child.stdout.write('|■■■■■■■■                                                                        |  10% of 170.2 MiB\n|■■■■■■■■■■■■■■■■');
      child.stdout.write('                                                                |  20% of 170.2 MiB\n');
      child.stdout.write('Chromium 141.0 (playwright build v1194) downloaded to /home/me/.cache/ms-playwright/chromium-1194\n');
      setTimeout(() => child.emit('exit', 0, null), 2);
    });
    const lines: string[] = [];
    const result = await installChromium({ spawn, log: (l) => lines.push(l), cli: '/x/cli.js' });
    expect(calls[0]!.args).toEqual(['/x/cli.js', 'install', 'chromium']);
    expect(result.ok).toBe(true);
    expect(lines).toEqual([
      'Downloading Chromium 141.0 (playwright build v1194) from https://cdn.playwright.dev/x.zip',
      '|■■■■■■■■                                                                        |  10% of 170.2 MiB',
      '|■■■■■■■■■■■■■■■■                                                                |  20% of 170.2 MiB',
      'Chromium 141.0 (playwright build v1194) downloaded to /home/me/.cache/ms-playwright/chromium-1194',
    ]);
  });

  it('offline: no stack traces shown, the reason names the host it could not reach', async () => {
    const { spawn } = fakeInstaller((child) => {
      child.stdout.write(OFFLINE_STDOUT);
      child.stderr.write(OFFLINE_STDERR);
      setTimeout(() => child.emit('exit', 1, null), 2);
    });
    const lines: string[] = [];
    const result = await installChromium({ spawn, log: (l) => lines.push(l), cli: '/x/cli.js' });
    expect(result).toMatchObject({ ok: false, reason: 'no connection to cdn.playwright.dev: getaddrinfo ENOTFOUND' });
    // The retry's second "Downloading … from" is not repeated; nothing of the failure's trace is shown.
    expect(lines).toEqual(['Downloading Chrome for Testing 159.0.8154.6 (playwright chromium v1255) from https://cdn.playwright.dev/builds/cft/159.0.8154.6/linux64/chrome-linux64.zip']);
  });

  it('an installer that cannot start is named too', async () => {
    const { spawn } = fakeInstaller((child) => child.emit('error', new Error('spawn node ENOENT')));
    expect(await installChromium({ spawn, log: () => undefined, cli: '/x/cli.js' })).toMatchObject({ ok: false, reason: 'spawn node ENOENT' });
  });
});

describe('naming the failure', () => {
  it('a refused or timed-out connection, and a failure that is not the network', () => {
    expect(chromiumInstallFailure('Error: connect ECONNREFUSED 10.0.0.1:443\n    at x')).toBe('no connection to 10.0.0.1:443: connect ECONNREFUSED');
    expect(chromiumInstallFailure('Downloading X from https://cdn.playwright.dev/a.zip\nError: read ETIMEDOUT\n')).toBe('no connection to cdn.playwright.dev: read ETIMEDOUT');
    expect(chromiumInstallFailure('Failed to install browsers\nError: ENOSPC: no space left on device, write\n    at x')).toBe('Error: ENOSPC: no space left on device, write');
    expect(chromiumInstallFailure('')).toBe('the installer failed without a message');
  });

  it('shows only what a player needs', () => {
    const seen = new Set<string>();
    expect(shownLine('Failed to install browsers', seen)).toBeNull();
    expect(shownLine('    at ChildProcess.<anonymous> (x.js:1:1)', seen)).toBeNull();
    expect(shownLine('Downloading A from u', seen)).toBe('Downloading A from u');
    expect(shownLine('Downloading A from u', seen)).toBeNull();
  });
});
