#!/usr/bin/env node
/**
 * Playwright's own Chromium for the browser tests, installed with Playwright's
 * own installer (`npx playwright install chromium`, run here as
 * `node node_modules/@playwright/test/cli.js install chromium`, the same
 * program without npx's lookup) when the tests find no Chromium at all
 * (scripts/find-chromium.ts decides; playwright.config.ts runs this file).
 *
 * The installer shows a progress line every 10 % and, when it fails, five
 * retries' worth of stack traces. We pass on the progress and keep the rest:
 * on failure this prints only the reason, on stderr, for the one line the
 * caller says (why, and how to retry). Exit code 0 when Chromium was installed.
 *
 * Everything that touches the world (spawn, clock, output) comes in as a
 * parameter, so tests/unit/chromium-install.test.ts plays each outcome.
 */
import { spawn as nodeSpawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * Which of the installer's lines a player sees: what is downloaded from where
 * (once, not at every retry), the progress rows, where it landed.
 * @param {string} line
 * @param {Set<string>} seen lines already shown
 */
export function shownLine(line, seen) {
  const text = line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();
  if (!text) return null;
  if (/^Downloading /.test(text)) {
    if (seen.has(text)) return null;
    seen.add(text);
    return text;
  }
  if (/^\|.*\|\s*\d+% of /.test(text) || / downloaded to /.test(text)) return text;
  return null;
}

/**
 * Why the installer failed, in a few words, from everything it printed: the
 * network error and the host it could not reach when there is one (offline:
 * "getaddrinfo ENOTFOUND cdn.playwright.dev"), else its first error line.
 * @param {string} output stdout and stderr together
 */
export function chromiumInstallFailure(output) {
  const text = output.replace(/\u001b\[[0-9;]*m/g, '');
  const network = /\b(getaddrinfo |connect |read |)(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)\b ?([\w.:-]*)/.exec(text);
  if (network) {
    const [, call, code, where] = network;
    const host = where || /hostname: '([^']+)'/.exec(text)?.[1] || /from (https?:\/\/[^/\s]+)/.exec(text)?.[1] || 'the download host';
    return `no connection to ${host.replace(/^https?:\/\//, '')}: ${call}${code}`;
  }
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at ') && !/^[{}]/.test(line) && !/^Downloading |^\|/.test(line));
  const said = lines.find((line) => /^Error: /.test(line) && !/^Error: Download failure, code=/.test(line)) ?? lines.find((line) => /error|fail/i.test(line)) ?? lines[0];
  return (said ?? 'the installer failed without a message').replace(/\s+/g, ' ').slice(0, 200);
}

/**
 * Run Playwright's installer for Chromium, passing its progress on.
 * @param {{ env?: NodeJS.ProcessEnv, spawn?: typeof nodeSpawn, log?: (line: string) => void, now?: () => number, cli?: string }} [options]
 * @returns {Promise<{ ok: true, ms: number } | { ok: false, ms: number, reason: string }>}
 */
export function installChromium(options = {}) {
  const { env = process.env, spawn = nodeSpawn, log = console.log, now = Date.now, cli = require.resolve('@playwright/test/cli') } = options;
  const started = now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'install', 'chromium'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let pending = '';
    const seen = new Set();
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      pending += String(chunk);
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const shown = shownLine(line, seen);
        if (shown) log(shown);
      }
    });
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    let settled = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, ms: now() - started });
    };
    child.on('error', (error) => finish({ ok: false, reason: error.message }));
    child.on('exit', (code, signal) => {
      if (code === 0) finish({ ok: true });
      else finish({ ok: false, reason: signal ? `the installer stopped (${signal})` : chromiumInstallFailure(output) });
    });
  });
}

function isMain() {
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (process.argv[1] && isMain()) {
  const result = await installChromium();
  if (!result.ok) {
    process.stderr.write(`${result.reason}\n`);
    process.exit(1);
  }
}
