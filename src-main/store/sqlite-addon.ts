/**
 * The better-sqlite3 addon every database of this process is opened with.
 *
 * Unset (Node: tests, CLI, browser host) better-sqlite3 finds its own build.
 * The Electron main process sets a build for Electron's ABI before anything
 * opens the store (src-main/electron/sqlite-binding.ts chooses it), through
 * better-sqlite3's `nativeBinding` option. One process-wide setting because the
 * store opens databases in several places and the choice never changes while
 * the process runs.
 */
import type Database from 'better-sqlite3';

let addonFile: string | undefined;

export function useSqliteAddon(file: string | undefined): void {
  addonFile = file;
}

/** `options` plus the chosen addon, for `new Database(file, sqliteOptions({...}))`. */
export function sqliteOptions(options: Database.Options = {}): Database.Options {
  return addonFile ? { ...options, nativeBinding: addonFile } : options;
}
