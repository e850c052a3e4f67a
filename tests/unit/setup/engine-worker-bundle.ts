/**
 * Vitest global setup: the engine worker bundled once per run, for the host
 * tests' services (tests/unit/host/helpers.ts `startServices`).
 *
 * Started from source, each engine worker registers tsx and compiles the
 * engine's few hundred modules on its own: about 4.5 s for a host's two
 * workers on the loaded 2-core machine, against 1.4 s for the same workers
 * from one bundled file (measured 2026-11-29, load 16). The host tests start
 * some hundred hosts, so that was most of their time
 * (rule-changes.test.ts: 79 s in CI, 32 host starts). The desktop app starts
 * a bundled worker too (electron-vite's build); the tsx path stays tested by
 * the tests that spawn the worker themselves (worker.test.ts, the CLI's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled engine worker's file, for `workerEntry`. */
    engineWorkerBundle: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenka-worker-'));
  const outfile = path.join(dir, 'engine.worker.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'src-main/worker/engine.worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    alias: { '@shared': path.join(ROOT, 'src-shared') },
    // Native modules stay where Node finds them (the worker does not open the database; kept out all the same).
    external: ['better-sqlite3', 'electron'],
    // A require() inside an ES module bundle: give it one.
    banner: { js: "import { createRequire as __tenkaRequire } from 'node:module'; const require = __tenkaRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  project.provide('engineWorkerBundle', outfile);
  return () => rmSync(dir, { recursive: true, force: true });
}
