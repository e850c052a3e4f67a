export interface ElectronSqliteTarget {
  electronVersion: string;
  sqliteVersion: string;
  platform: string;
  arch: string;
}
export const ELECTRON_SQLITE_ROOT: string;
export const SQLITE_ADDON_FILE: string;
export function electronSqliteKey(target: ElectronSqliteTarget): string;
export function electronSqliteFile(root: string, target: ElectronSqliteTarget): string;
