#!/usr/bin/env node
/**
 * `npm run dist`: installers for this platform (Linux: AppImage + .deb,
 * Windows: NSIS, macOS: dmg) in dist/. Extra arguments go to electron-builder,
 * e.g. `npm run dist -- --win` or `npm run dist -- --linux deb`.
 *
 * Steps: the Node version (scripts/node-version.mjs), the icons must exist (npm
 * run icons makes them from resources/icon.svg), then what must be downloaded
 * is had BEFORE anything is built (scripts/dist-electron.mjs: Electron for
 * this computer, fetched as npm start does, and better-sqlite3 for it; or, for
 * named platforms, electron-builder's download host answering). Offline that
 * stops within seconds in one line: what could not be fetched, how to retry.
 * Then electron-vite builds out/ and electron-builder packs
 * (electron-builder.config.cjs; its afterPack hook adds better-sqlite3 built
 * for Electron). Should electron-builder still hit a network error (a helper
 * tool for AppImage, NSIS or dmg), it is stopped at once, again in one line,
 * instead of retrying for minutes. docs/desktop.md has the details.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDistDownloads, offlineReason } from './dist-electron.mjs';
import { ensureElectronSqlite } from './electron-sqlite.mjs';
import { exitUnlessSupportedNode } from './node-version.mjs';

exitUnlessSupportedNode('npm run dist');
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);

/** Icons named by the packager config that are not there. */
const config = require('../electron-builder.config.cjs');
const missingIcons = [config.linux.icon, config.win.icon, config.mac.icon].filter((icon) => !existsSync(join(root, icon)));
if (missingIcons.length > 0) {
  console.error(`npm run dist stopped: the icons ${missingIcons.join(', ')} are missing. Run npm run icons (it renders them from resources/icon.svg), then npm run dist again.`);
  process.exit(1);
}

const downloads = await checkDistDownloads({ root, args, sqlite: () => ensureElectronSqlite({ root }) });
if (!downloads.ok) {
  console.error(downloads.line);
  process.exit(1);
}

console.log('Building Tenka (electron-vite build)…');
const build = spawnSync(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('npm run dist stopped: electron-vite build failed (see above).');
  process.exit(build.status ?? 1);
}

const builderArgs = ['--config', 'electron-builder.config.cjs', '--publish', 'never', ...args];
if (downloads.electronDist) builderArgs.push(`-c.electronDist=${downloads.electronDist}`);

console.log(`Packing with electron-builder ${builderArgs.join(' ')}…`);
// Its own process group, so that stopping it also stops the download helper it runs.
const detached = process.platform !== 'win32';
const child = spawn(process.execPath, [require.resolve('electron-builder/cli.js'), ...builderArgs], { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], detached });
let output = '';
let heldBack = ''; // its stderr: shown when it fails for another reason than the network (a network error's stack trace is replaced by one line)
let offline = null;
const stopBuilder = () => {
  try {
    if (detached) process.kill(-child.pid, 'SIGTERM');
    else child.kill();
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {
  stopBuilder();
  process.exit(130);
});
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += String(chunk);
    if (stream === child.stdout) process.stdout.write(chunk);
    else heldBack += String(chunk);
    if (!offline) {
      offline = offlineReason(output);
      if (offline) stopBuilder(); // it would retry for minutes
    }
  });
}
child.on('exit', (code, signal) => {
  if (code === 0) {
    if (heldBack) process.stderr.write(heldBack);
    console.log('Installers are in dist/.');
    return;
  }
  if (offline) {
    console.error(`npm run dist stopped: electron-builder could not download what it needs for the installers (${offline}); the build (out/) is ready. Retry: npm run dist when online.`);
    process.exit(1);
  }
  process.stderr.write(heldBack);
  console.error(`\nnpm run dist stopped: electron-builder failed (${signal ?? `exit ${code}`}); its messages are above.`);
  process.exit(code ?? 1);
});
