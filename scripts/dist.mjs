#!/usr/bin/env node
/**
 * `npm run dist`: installers for this platform (Linux: AppImage + .deb,
 * Windows: NSIS, macOS: dmg) in dist/. Extra arguments go to electron-builder,
 * e.g. `npm run dist -- --win` or `npm run dist -- --linux deb`.
 *
 * Steps: the icons must exist (npm run icons makes them from resources/icon.svg),
 * electron-vite builds out/, then electron-builder packs (electron-builder.config.cjs;
 * its afterPack hook adds better-sqlite3 built for Electron). electron-builder
 * downloads Electron's zip for the target (unless the binary npm start fetched
 * fits: then it is used as is) and, for some targets, its helper tools; where
 * that is impossible (no internet) we stop with one clear message instead of
 * its stack trace. docs/desktop.md has the details.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron-binary.mjs';

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

console.log('Building Tenka (electron-vite build)…');
const build = spawnSync(process.execPath, [join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('npm run dist stopped: electron-vite build failed (see above).');
  process.exit(build.status ?? 1);
}

// The binary npm start fetched fits builds for this very platform: no second download.
const builderArgs = ['--config', 'electron-builder.config.cjs', '--publish', 'never', ...args];
const names = ['--linux', '--win', '--mac', '-l', '-w', '-m'];
const forThisPlatformOnly = !args.some((a) => names.includes(a));
const electron = findElectronBinary(root);
if (forThisPlatformOnly && electron.ok && !process.env.ELECTRON_OVERRIDE_DIST_PATH) builderArgs.push(`-c.electronDist=${join(root, 'node_modules', 'electron', 'dist')}`);

console.log(`Packing with electron-builder ${builderArgs.join(' ')}…`);
const child = spawn(process.execPath, [require.resolve('electron-builder/cli.js'), ...builderArgs], { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += String(chunk);
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}
child.on('exit', (code) => {
  if (code === 0) {
    console.log('Installers are in dist/.');
    return;
  }
  const offline = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|fetch failed|getaddrinfo|dial tcp|no such host|Cannot download|unable to download/i.test(output);
  console.error(
    offline
      ? `\nnpm run dist stopped: electron-builder must download Electron ${electron.version ?? ''} for the target (and, for AppImage, NSIS and dmg, its helper tools) and this machine cannot reach the download hosts. The build (out/) and the icons are ready; run npm run dist on a machine with internet (docs/desktop.md).`
      : `\nnpm run dist stopped: electron-builder failed (exit ${code}); its messages are above.`,
  );
  process.exit(code ?? 1);
});
