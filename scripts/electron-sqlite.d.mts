import type { spawn as nodeSpawn } from 'node:child_process';
import type { ElectronSqliteTarget } from '../src-main/electron/sqlite-cache.mjs';

type Got = { ok: true; file: string } | { ok: false; reason: string };
type Way = (o: { root: string; target: ElectronSqliteTarget; scratch: string }) => Promise<Got>;
export const PREBUILT_TIMEOUT_MS: number;
export function installedTarget(root: string, platform?: string, arch?: string): ElectronSqliteTarget;
export function fetchPrebuilt(o: { root: string; target: ElectronSqliteTarget; scratch: string; spawn?: typeof nodeSpawn; timeoutMs?: number }): Promise<Got>;
export function rebuildFromSource(o: { root: string; target: ElectronSqliteTarget; scratch: string }): Promise<Got>;
export function loadsInNode(file: string): boolean;
export function ensureElectronSqlite(o: {
  root: string;
  target?: ElectronSqliteTarget;
  log?: (line: string) => void;
  prebuilt?: Way;
  fromSource?: Way;
  nodeBuild?: (file: string) => boolean;
}): Promise<{ ok: true; file: string; cached: boolean } | { ok: false; file: string; reason: string }>;
