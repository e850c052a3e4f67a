import type { spawn as nodeSpawn } from 'node:child_process';

export type InstallResult = { ok: true; ms: number } | { ok: false; ms: number; reason: string };
export function shownLine(line: string, seen: Set<string>): string | null;
export function chromiumInstallFailure(output: string): string;
export function installChromium(options?: {
  env?: NodeJS.ProcessEnv;
  spawn?: typeof nodeSpawn;
  log?: (line: string) => void;
  now?: () => number;
  cli?: string;
}): Promise<InstallResult>;
