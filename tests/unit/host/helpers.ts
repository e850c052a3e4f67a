import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, inject } from 'vitest';
import { createHostServices, type LocalHostServices } from '../../../src-main/services/host-services';

const made: string[] = [];

/** A fresh temporary data folder, removed after the test file. */
export function tempDir(prefix = 'tenka-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export const ROOT = path.resolve(import.meta.dirname, '../../..');

const running: LocalHostServices[] = [];

/** The bundled worker, unless TENKA_WORKER_FROM_SOURCE=1 asks for the tsx path (to compare, or to debug the worker). */
const bundled = (): { workerEntry?: string } => (process.env.TENKA_WORKER_FROM_SOURCE === '1' ? {} : { workerEntry: inject('engineWorkerBundle') });

/**
 * Host services on a data folder (fresh by default), closed after each test. Their engine workers start from the
 * bundle made once for the run (tests/unit/setup/engine-worker-bundle.ts: a third of the time of tsx's).
 */
export async function startServices(
  dataDir = tempDir(),
  extra: Partial<Parameters<typeof createHostServices>[0]> = {},
): Promise<LocalHostServices> {
  const s = await createHostServices({ dataDir, log: () => undefined, ...bundled(), ...extra });
  running.push(s);
  return s;
}

/** Close services before the test ends (e.g. to simulate a restart). */
export async function stopServices(s: LocalHostServices): Promise<void> {
  running.splice(running.indexOf(s), 1);
  await s.close();
}

afterEach(async () => {
  for (const s of running.splice(0)) await s.close();
});

/** Seat specs for createGame. */
export const human = (name: string) => ({ kind: 'human' as const, name });
export const bot = (name: string, level = 'random') => ({ kind: 'bot' as const, name, bot: level });
