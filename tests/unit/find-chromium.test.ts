/**
 * `npm test` on any machine: the browser tests use TENKA_CHROMIUM, else
 * Debian's /usr/bin/chromium, else Playwright's own Chromium, else stop at once
 * with the instruction to install it (scripts/find-chromium.ts).
 */
import { describe, expect, it } from 'vitest';
import { findChromium } from '../../scripts/find-chromium';

const own = '/home/me/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
const on = (...paths: string[]) => (path: string) => paths.includes(path);

describe('which Chromium the browser tests drive', () => {
  it('TENKA_CHROMIUM first; a wrong one is said at once, not silently replaced', () => {
    expect(findChromium({ env: { TENKA_CHROMIUM: '/opt/c/chrome' }, playwrightChromium: () => own, exists: on('/opt/c/chrome', '/usr/bin/chromium') })).toEqual({ ok: true, executablePath: '/opt/c/chrome', source: 'TENKA_CHROMIUM' });
    const wrong = findChromium({ env: { TENKA_CHROMIUM: '/opt/none' }, playwrightChromium: () => own, exists: on('/usr/bin/chromium') });
    expect(wrong).toMatchObject({ ok: false });
    expect((wrong as { message: string }).message).toContain('TENKA_CHROMIUM names /opt/none, which does not exist');
  });

  it("Debian's Chromium when present, else Playwright's own when installed", () => {
    expect(findChromium({ env: {}, playwrightChromium: () => own, exists: on('/usr/bin/chromium', own) })).toMatchObject({ executablePath: '/usr/bin/chromium', source: 'debian' });
    expect(findChromium({ env: {}, playwrightChromium: () => own, exists: on(own) })).toMatchObject({ executablePath: own, source: 'playwright' });
  });

  it('neither: stops with the instruction npx playwright install chromium', () => {
    const none = findChromium({ env: {}, playwrightChromium: () => own, exists: on() });
    expect(none).toEqual({ ok: false, message: expect.stringContaining('Run `npx playwright install chromium` once') });
    // A platform Playwright has no Chromium for says the same.
    expect(findChromium({ env: {}, playwrightChromium: () => { throw new Error('unsupported'); }, exists: on() })).toMatchObject({ ok: false });
  });
});
