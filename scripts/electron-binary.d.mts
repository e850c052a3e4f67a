import type { spawn as nodeSpawn } from 'node:child_process';

export const FETCH_STALL_MS: number;
export type FoundElectron =
  | { ok: true; binary: string; version: string }
  | { ok: false; missing: 'package' | 'binary'; reason: string; version?: string };
export type FetchResult = { ok: true; ms: number } | { ok: false; ms: number; reason: string };
export function findElectronBinary(root: string, env?: NodeJS.ProcessEnv): FoundElectron;
export function folderBytes(dir: string): number;
export function megabytes(bytes: number): string;
export function installerFailure(stderr: string): string;
export function fetchElectronBinary(options: {
  root: string;
  version: string;
  env?: NodeJS.ProcessEnv;
  spawn?: typeof nodeSpawn;
  log?: (line: string) => void;
  stallMs?: number;
  tickMs?: number;
  now?: () => number;
}): Promise<FetchResult>;
export type HostChoice =
  | { host: 'electron'; binary: string; fetched: boolean; fetchMs?: number }
  | { host: 'browser'; line: string; fetchMs?: number };
export function chooseHost(options: {
  root: string;
  forceBrowser: boolean;
  env?: NodeJS.ProcessEnv;
  find?: (root: string, env: NodeJS.ProcessEnv) => FoundElectron;
  fetch?: (o: { root: string; version: string; env: NodeJS.ProcessEnv }) => Promise<FetchResult>;
}): Promise<HostChoice>;
