/**
 * `npm test` on any machine: the browser tests use TENKA_CHROMIUM, else the
 * system's Chromium (Debian's /usr/bin/chromium), else Playwright's own, else
 * install Playwright's own once and use it; where that install fails, one line
 * says why and how to retry (scripts/find-chromium.ts). The world (which files
 * exist, the installer) is mocked.
 */
import { describe, expect, it, vi } from 'vitest';
import { ensureChromium, findChromium, type InstallResult } from '../../scripts/find-chromium';

const own = '/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const on = (...paths: string[]) => (path: string) => paths.includes(path);

describe('which Chromium the browser tests drive', () => {
  it('TENKA_CHROMIUM first; a wrong one is said at once, not silently replaced', () => {
    expect(findChromium({ env: { TENKA_CHROMIUM: '/opt/c/chrome' }, playwrightChromium: () => own, exists: on('/opt/c/chrome', '/usr/bin/chromium') })).toEqual({ ok: true, executablePath: '/opt/c/chrome', source: 'TENKA_CHROMIUM' });
    const wrong = findChromium({ env: { TENKA_CHROMIUM: '/opt/none' }, playwrightChromium: () => own, exists: on('/usr/bin/chromium') });
    expect(wrong).toMatchObject({ ok: false, install: false });
    expect((wrong as { message: string }).message).toContain('TENKA_CHROMIUM names /opt/none, which does not exist');
  });

  it("Debian's Chromium when present, else Playwright's own when installed", () => {
    expect(findChromium({ env: {}, playwrightChromium: () => own, exists: on('/usr/bin/chromium', own) })).toMatchObject({ executablePath: '/usr/bin/chromium', source: 'system' });
    expect(findChromium({ env: {}, playwrightChromium: () => own, exists: on(own) })).toMatchObject({ executablePath: own, source: 'playwright' });
  });

  it('TENKA_SYSTEM_CHROMIUM moves where the system Chromium is looked for (and can hide Debian\'s)', () => {
    expect(findChromium({ env: { TENKA_SYSTEM_CHROMIUM: '/usr/bin/chromium-browser' }, playwrightChromium: () => own, exists: on('/usr/bin/chromium-browser') })).toMatchObject({ executablePath: '/usr/bin/chromium-browser', source: 'system' });
    expect(findChromium({ env: { TENKA_SYSTEM_CHROMIUM: '/nowhere' }, playwrightChromium: () => own, exists: on('/usr/bin/chromium') })).toMatchObject({ ok: false, install: true });
  });

  it('none at all: Playwright\'s own may be installed; a platform Playwright has none for says so instead', () => {
    expect(findChromium({ env: {}, playwrightChromium: () => own, exists: on() })).toMatchObject({ ok: false, install: true });
    const unsupported = findChromium({ env: {}, playwrightChromium: () => { throw new Error('unsupported'); }, exists: on() });
    expect(unsupported).toMatchObject({ ok: false, install: false });
    expect((unsupported as { message: string }).message).toContain('Playwright has none for this platform');
  });
});

describe('no Chromium: Playwright\'s own is installed once', () => {
  it('the download works: installed once, then used', () => {
    const installed = new Set<string>();
    const install = vi.fn((): InstallResult => {
      installed.add(own);
      return { ok: true, ms: 48_000 };
    });
    const log = vi.fn();
    const choice = ensureChromium({ env: {}, playwrightChromium: () => own, exists: (p) => installed.has(p), install, log });
    expect(install).toHaveBeenCalledTimes(1);
    expect(choice).toEqual({ ok: true, executablePath: own, source: 'playwright', installedMs: 48_000 });
    expect(log.mock.calls.map((c) => c[0])).toEqual([
      "No Chromium for the browser tests yet: installing Playwright's own, once (npx playwright install chromium, about 170 MB)…",
      "Installed Playwright's Chromium in 48.0 s.",
    ]);
  });

  it('the download fails: one line saying why and how to retry', () => {
    const install = vi.fn((): InstallResult => ({ ok: false, ms: 6_540, reason: 'no connection to cdn.playwright.dev: getaddrinfo ENOTFOUND' }));
    const choice = ensureChromium({ env: { TENKA_CHROMIUM: '' }, playwrightChromium: () => own, exists: on(), install, log: () => undefined });
    expect(choice.ok).toBe(false);
    const message = (choice as { message: string }).message;
    expect(message).not.toContain('\n');
    expect(message).toBe(
      "No Chromium for the browser tests: Playwright's could not be installed (no connection to cdn.playwright.dev: getaddrinfo ENOTFOUND; gave up after 6.5 s). Retry: npx playwright install chromium when online, then npm test; or install Chromium at /usr/bin/chromium, or set TENKA_CHROMIUM to one.",
    );
  });

  it('the installer says it worked but nothing is there: said, not looped', () => {
    const install = vi.fn((): InstallResult => ({ ok: true, ms: 1000 }));
    const choice = ensureChromium({ env: {}, playwrightChromium: () => own, exists: on(), install, log: () => undefined });
    expect(install).toHaveBeenCalledTimes(1);
    expect((choice as { message: string }).message).toContain("Playwright's installer ended, but its Chromium is not there");
  });

  it("Debian's Chromium, TENKA_CHROMIUM, or Playwright's own already there: nothing is installed", () => {
    const install = vi.fn((): InstallResult => ({ ok: true, ms: 0 }));
    expect(ensureChromium({ env: {}, playwrightChromium: () => own, exists: on('/usr/bin/chromium'), install })).toMatchObject({ source: 'system' });
    expect(ensureChromium({ env: { TENKA_CHROMIUM: '/opt/c' }, playwrightChromium: () => own, exists: on('/opt/c'), install })).toMatchObject({ source: 'TENKA_CHROMIUM' });
    expect(ensureChromium({ env: {}, playwrightChromium: () => own, exists: on(own), install })).toMatchObject({ source: 'playwright' });
    // A wrong TENKA_CHROMIUM is the user's word: never replaced by a download.
    expect(ensureChromium({ env: { TENKA_CHROMIUM: '/opt/none' }, playwrightChromium: () => own, exists: on(), install })).toMatchObject({ ok: false });
    expect(install).not.toHaveBeenCalled();
  });
});
