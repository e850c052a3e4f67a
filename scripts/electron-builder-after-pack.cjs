/**
 * electron-builder's afterPack hook (electron-builder.config.cjs): put
 * better-sqlite3 built for the target's Electron into the app's unpacked copy
 * of the module, replacing the Node build electron-builder copied from
 * node_modules. The build comes from scripts/electron-sqlite.mjs (cached per
 * Electron version, platform and architecture; fetched once when missing).
 * Fails the packaging with the fix when it cannot be had: an installer whose
 * app cannot open its database must never be made.
 */
const { copyFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

const ARCH = ['ia32', 'x64', 'armv7l', 'arm64', 'universal'];

module.exports = async function afterPack(context) {
  const root = context.packager.projectDir;
  const platform = context.electronPlatformName; // 'linux' | 'win32' | 'darwin' | 'mas'
  const arch = ARCH[context.arch] ?? String(context.arch);
  const { ensureElectronSqlite, installedTarget } = await import(pathToFileURL(join(root, 'scripts', 'electron-sqlite.mjs')).href);
  const target = { ...installedTarget(root), platform: platform === 'mas' ? 'darwin' : platform, arch };
  const got = await ensureElectronSqlite({ root, target });
  if (!got.ok) {
    throw new Error(`better-sqlite3 for Electron ${target.electronVersion} (${target.platform}-${target.arch}) could not be had: ${got.reason}. Run npm run electron:sqlite with internet, then npm run dist again.`);
  }
  const resources = platform === 'darwin' || platform === 'mas' ? join(context.appOutDir, `${context.packager.appInfo.productFilename}.app`, 'Contents', 'Resources') : join(context.appOutDir, 'resources');
  const addon = join(resources, 'app.asar.unpacked', 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(addon)) throw new Error(`the unpacked better-sqlite3 addon is not where it should be: ${addon} (check asarUnpack in electron-builder.config.cjs)`);
  copyFileSync(got.file, addon);
  console.log(`  • better-sqlite3 for Electron ${target.electronVersion} ${target.platform}-${target.arch} → ${addon}`);
};
