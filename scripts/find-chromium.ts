/**
 * Which Chromium the browser tests drive (playwright.config.ts):
 *
 * 1. `TENKA_CHROMIUM`, when set (it must exist: a wrong one is said at once,
 *    never silently replaced);
 * 2. the system's Chromium, Debian's `/usr/bin/chromium`, when present (our
 *    machines and CI: it is installed with apt). `TENKA_SYSTEM_CHROMIUM` names
 *    another place to look (a distribution that puts it elsewhere; a path that
 *    does not exist hides it, to try the next step on a machine that has it);
 * 3. Playwright's own Chromium, when installed;
 * 4. none: Playwright's own is installed once, with Playwright's installer
 *    (`npx playwright install chromium`, progress shown;
 *    scripts/chromium-install.mjs), and used. Where that download fails (no
 *    internet, a blocked host) the tests stop before any host starts, with one
 *    line: why, and how to retry.
 *
 * Pure apart from the `exists` check and the installer, which come in as
 * parameters, so tests/unit/find-chromium.test.ts plays every case.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_HINT = 'npx playwright install chromium';

export type ChromiumFound = { ok: true; executablePath: string; source: 'TENKA_CHROMIUM' | 'system' | 'playwright'; installedMs?: number };
/** `install`: no Chromium anywhere, and Playwright's own may be installed. */
export type ChromiumChoice = ChromiumFound | { ok: false; install: boolean; message: string };
export type InstallResult = { ok: true; ms: number } | { ok: false; ms: number; reason: string };

interface World {
  env: NodeJS.ProcessEnv;
  /** Where Playwright keeps its own Chromium (chromium.executablePath()); may throw on a platform it has none for. */
  playwrightChromium: () => string;
  exists: (path: string) => boolean;
}

export function systemChromium(env: NodeJS.ProcessEnv): string {
  return env.TENKA_SYSTEM_CHROMIUM || DEBIAN_CHROMIUM;
}

export function findChromium(options: World): ChromiumChoice {
  const { env, exists } = options;
  const chosen = env.TENKA_CHROMIUM;
  const system = systemChromium(env);
  if (chosen) {
    return exists(chosen)
      ? { ok: true, executablePath: chosen, source: 'TENKA_CHROMIUM' }
      : { ok: false, install: false, message: `TENKA_CHROMIUM names ${chosen}, which does not exist. Point it at a Chromium, or unset it to use ${system} or Playwright's own (installed by the tests when missing).` };
  }
  if (exists(system)) return { ok: true, executablePath: system, source: 'system' };
  let own = '';
  try {
    own = options.playwrightChromium();
  } catch {
    // Playwright does not know a Chromium for this platform.
  }
  if (own && exists(own)) return { ok: true, executablePath: own, source: 'playwright' };
  if (!own) return { ok: false, install: false, message: `No Chromium for the browser tests, and Playwright has none for this platform. Install Chromium at ${system}, or set TENKA_CHROMIUM to one.` };
  return { ok: false, install: true, message: `No Chromium for the browser tests (TENKA_CHROMIUM is not set, none at ${system}, Playwright's own is not installed).` };
}

/**
 * findChromium, and when it finds none that may be installed: Playwright's
 * installer once, then look again. The result's `message` is the one line to
 * print when the tests cannot run.
 */
export function ensureChromium(options: World & { install: () => InstallResult; log?: (line: string) => void }): ChromiumChoice {
  const found = findChromium(options);
  if (found.ok || !found.install) return found;
  const log = options.log ?? console.log;
  log(`No Chromium for the browser tests yet: installing Playwright's own, once (${INSTALL_HINT}, about 170 MB)…`);
  const installed = options.install();
  const seconds = (installed.ms / 1000).toFixed(1);
  const retry = `Retry: ${INSTALL_HINT} when online, then npm test; or install Chromium at ${systemChromium(options.env)}, or set TENKA_CHROMIUM to one.`;
  if (!installed.ok) {
    return { ok: false, install: false, message: `No Chromium for the browser tests: Playwright's could not be installed (${installed.reason}; gave up after ${seconds} s). ${retry}` };
  }
  const again = findChromium(options);
  if (again.ok) {
    log(`Installed Playwright's Chromium in ${seconds} s.`);
    return { ...again, installedMs: installed.ms };
  }
  return { ok: false, install: false, message: `No Chromium for the browser tests: Playwright's installer ended, but its Chromium is not there. ${retry}` };
}
