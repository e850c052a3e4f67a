/**
 * Is the built renderer (out/renderer) older than its sources? `npm start`
 * asks before it starts the browser host, which otherwise builds only when no
 * build exists: after an update (git pull) the player would get the old UI.
 *
 * A build is stale when any file the renderer is built from is newer than
 * out/renderer/index.html (written last by the build): the renderer's and the
 * shared sources, the build config, the lock file (dependencies).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the renderer is built from, relative to the repository root. */
export const RENDERER_SOURCES = ['src-renderer', 'src-shared', 'electron.vite.config.ts', 'package-lock.json', 'tsconfig.renderer.json'];

/** Newest modification time (ms) under a file or folder; 0 when it does not exist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * Why the renderer must be built before serving it, or null when the build is
 * up to date. `root`: the repository.
 * @returns {string | null}
 */
export function rendererBuildReason(root) {
  const built = join(root, 'out', 'renderer', 'index.html');
  if (!existsSync(built)) return 'no build of the user interface exists yet';
  const builtAt = statSync(built).mtimeMs;
  for (const source of RENDERER_SOURCES) {
    if (newestMtime(join(root, source)) > builtAt) return `${source} changed since the user interface was built`;
  }
  return null;
}
