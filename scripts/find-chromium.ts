/**
 * Which Chromium the browser tests drive (playwright.config.ts):
 *
 * 1. `TENKA_CHROMIUM`, when set (it must exist);
 * 2. Debian's `/usr/bin/chromium`, when present (our machines and CI: it is
 *    installed with apt, since Playwright's own download host is not reachable);
 * 3. Playwright's own Chromium, when `npx playwright install chromium` has been
 *    run (macOS, Windows, other Linux);
 * 4. none: stop at once with that instruction, before any test starts a host.
 *
 * Pure apart from the `exists` check, so tests/unit/find-chromium.test.ts can
 * play every case.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_HINT = 'npx playwright install chromium';

export type ChromiumChoice = { ok: true; executablePath: string; source: 'TENKA_CHROMIUM' | 'debian' | 'playwright' } | { ok: false; message: string };

export function findChromium(options: { env: NodeJS.ProcessEnv; playwrightChromium: () => string; exists: (path: string) => boolean }): ChromiumChoice {
  const { env, exists } = options;
  const chosen = env.TENKA_CHROMIUM;
  if (chosen) {
    return exists(chosen)
      ? { ok: true, executablePath: chosen, source: 'TENKA_CHROMIUM' }
      : { ok: false, message: `TENKA_CHROMIUM names ${chosen}, which does not exist. Point it at a Chromium, or unset it to use ${DEBIAN_CHROMIUM} or Playwright's own (${INSTALL_HINT}).` };
  }
  if (exists(DEBIAN_CHROMIUM)) return { ok: true, executablePath: DEBIAN_CHROMIUM, source: 'debian' };
  let own = '';
  try {
    own = options.playwrightChromium();
  } catch {
    // Playwright does not know a Chromium for this platform.
  }
  if (own && exists(own)) return { ok: true, executablePath: own, source: 'playwright' };
  return { ok: false, message: `No Chromium for the browser tests. Run \`${INSTALL_HINT}\` once (or install Chromium at ${DEBIAN_CHROMIUM}, or set TENKA_CHROMIUM to one).` };
}
