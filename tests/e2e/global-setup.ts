/**
 * Before any worker starts: rebuild the renderer when its sources are newer
 * than the build (once, here, so the workers' hosts never race to build it).
 * Each Playwright worker then starts a browser host of its own on its own
 * data folder (fixtures.ts), so specs run in parallel without sharing games.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, rendererIsStale } from './host-process';

export default function globalSetup(): void {
  if (!rendererIsStale()) return;
  // The host's own --build path (the renderer config of electron.vite.config.ts), without keeping a host running.
  const started = Date.now();
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'tests/e2e/build-renderer.ts')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the renderer build failed (exit ${build.status})`);
  console.log(`renderer built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
