import type { Dirent } from 'node:fs';
import type { FoundElectron, FetchResult } from './electron-binary.mjs';

export const PROBE_TIMEOUT_MS: number;
export const ELECTRON_RELEASES: string;
export function buildsForThisComputerOnly(args: string[]): boolean;
export function electronCacheDir(env?: NodeJS.ProcessEnv, platform?: string, home?: string): string;
export function cachedElectronZip(dir: string, version: string, list?: (dir: string) => Pick<Dirent, 'name' | 'isDirectory'>[]): boolean;
export function probeHost(url: string, options?: { fetch?: typeof fetch; timeoutMs?: number }): Promise<{ ok: true } | { ok: false; reason: string }>;
export function checkDistDownloads(options: {
  root: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  find?: (root: string, env: NodeJS.ProcessEnv) => FoundElectron;
  fetchBinary?: (o: { root: string; version: string; env: NodeJS.ProcessEnv }) => Promise<FetchResult>;
  sqlite?: () => Promise<{ ok: true } | { ok: false; reason: string }>;
  cached?: (version: string) => boolean;
  probe?: (url: string) => Promise<{ ok: true } | { ok: false; reason: string }>;
}): Promise<{ ok: true; electronDist?: string; fetchedMs?: number } | { ok: false; line: string }>;
export function offlineReason(output: string): string | null;
