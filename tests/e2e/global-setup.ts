/**
 * Starts the browser host for the end-to-end tests, the way a user would
 * (`npm run host`), on a free port with a temporary data folder, and hands
 * its URL to the tests in TENKA_E2E_URL. Rebuilds the renderer when its
 * sources are newer than the build. Set TENKA_E2E_FAKE=1 to test against
 * the in-memory stand-in services instead of the real ones.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const URL_LINE = /^Tenka is running at (http:\/\/127\.0\.0\.1:\d+\/\?k=\S+)$/m;
const START_TIMEOUT_MS = 120_000;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tenka-e2e-'));
  const args = [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'src-main/browser-host/start.ts'), '--port', '0', '--data-dir', dataDir];
  if (rendererIsStale()) args.push('--build');
  if (process.env.TENKA_E2E_FAKE === '1') args.push('--fake');

  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TENKA_DATA_DIR: dataDir } });
  const url = await waitForUrl(child);
  process.env.TENKA_E2E_URL = url;
  process.env.TENKA_E2E_DATA_DIR = dataDir;

  return async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the browser host printed no URL within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const match = URL_LINE.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolvePromise(match[1]);
      }
    };
    const fail = (error: Error): void => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${error.message}\n--- browser host output ---\n${output}`));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => fail(new Error(`the browser host exited early (code ${code})`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}

/** True when out/renderer is missing or older than anything the renderer is built from. */
function rendererIsStale(): boolean {
  const built = resolve(root, 'out/renderer/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = [resolve(root, 'src-renderer'), resolve(root, 'src-shared'), resolve(root, 'electron.vite.config.ts'), resolve(root, 'src-main/browser-host/csp.ts')];
  return sources.some((source) => newestMtime(source) > builtAt);
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}
