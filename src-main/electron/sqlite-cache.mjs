/**
 * Where the better-sqlite3 build for Electron is kept when running from a
 * checkout (npm start, npm run test:desktop). One home for the folder's name:
 * scripts/electron-sqlite.mjs fills it, src-main/electron/sqlite-binding.ts
 * reads it. Plain JavaScript so that both Node scripts and the bundled main
 * process can import it.
 *
 * Node's own build (node_modules/better-sqlite3/build/Release) stays untouched
 * for the tests and the CLI; Electron's lives apart, one folder per Electron
 * version, better-sqlite3 version, platform and architecture, so an update of
 * either is a new folder and never a stale binary.
 */
import { join } from 'node:path';

/** The folder of all Electron builds, in the project folder (ignored by git). */
export const ELECTRON_SQLITE_ROOT = '.electron-sqlite';
export const SQLITE_ADDON_FILE = 'better_sqlite3.node';

/**
 * @param {{ electronVersion: string, sqliteVersion: string, platform: string, arch: string }} target
 * @returns {string} e.g. "electron-45.4.1-better-sqlite3-12.11.1-linux-x64"
 */
export function electronSqliteKey(target) {
  return `electron-${target.electronVersion}-better-sqlite3-${target.sqliteVersion}-${target.platform}-${target.arch}`;
}

/**
 * @param {string} root the project folder
 * @param {{ electronVersion: string, sqliteVersion: string, platform: string, arch: string }} target
 * @returns {string} the addon file's path
 */
export function electronSqliteFile(root, target) {
  return join(root, ELECTRON_SQLITE_ROOT, electronSqliteKey(target), SQLITE_ADDON_FILE);
}
