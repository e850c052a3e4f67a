/**
 * A browser host of the tests' own, started the way a user starts one
 * (`npm run host`) on a free port and a given data folder, and whether the
 * renderer build is older than its sources. Used by the global setup (the
 * build), the per-worker host fixture (fixtures.ts) and the specs that
 * restart a host of their own (continue.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const URL_LINE = /^Tenka is running at (http:\/\/127\.0\.0\.1:\d+\/\?k=\S+)$/m;
const START_TIMEOUT_MS = 120_000;

export interface RunningHost {
  url: string;
  stop: () => Promise<void>;
  /** Everything the host printed so far. */
  output: () => string;
}

/** Start `npm run host` on `dataDir`, importing stored positions (--test-positions) (extra flags e.g. '--bot-budget', '60000'); resolves once it prints its URL. */
export async function startHost(dataDir: string, extraArgs: string[] = []): Promise<RunningHost> {
  const args = [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'src-main/browser-host/start.ts'), '--port', '0', '--data-dir', dataDir, '--test-positions', ...extraArgs];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, TENKA_DATA_DIR: dataDir } });
  let output = '';
  const url = await new Promise<string>((resolvePromise, reject) => {
    const fail = (message: string): void => {
      clearTimeout(timer);
      child.kill('SIGTERM');
      reject(new Error(`${message}\n--- browser host output ---\n${output}`));
    };
    const timer = setTimeout(() => fail(`the browser host printed no URL within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = URL_LINE.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolvePromise(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => fail(`the browser host exited early (code ${code})`));
  });
  return { url, stop: () => stop(child), output: () => output };
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
export function rendererIsStale(): boolean {
  const built = resolve(ROOT, 'out/renderer/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = [resolve(ROOT, 'src-renderer'), resolve(ROOT, 'src-shared'), resolve(ROOT, 'electron.vite.config.ts'), resolve(ROOT, 'src-main/browser-host/csp.ts')];
  return sources.some((source) => newestMtime(source) > builtAt);
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}
