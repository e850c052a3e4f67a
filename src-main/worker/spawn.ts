/**
 * Starting the engine worker and talking to it. `spawnEngineWorker` is the
 * one place that knows how the worker is started:
 *
 * - from source (vitest, the CLI under tsx): through `engine.worker.mjs`,
 *   which registers tsx inside the worker and imports `engine.worker.ts`;
 * - in the bundled Electron app: pass `entry` (the built worker file, e.g.
 *   from `import workerPath from './engine.worker?modulePath'`).
 */
import { Worker } from 'node:worker_threads';
import type { EngineWorkerData, RequestOf, WorkerEnvelope, WorkerMessage, WorkerNotice, WorkerOp, WorkerResults } from './protocol';

export interface SpawnEngineOptions extends EngineWorkerData {
  /** The worker entry file; defaults to the tsx bootstrap beside this file. */
  entry?: string | URL;
}

export function spawnEngineWorker(options: SpawnEngineOptions = {}): Worker {
  const { entry, ...data } = options;
  const file = entry ?? new URL('./engine.worker.mjs', import.meta.url);
  return new Worker(file, { workerData: data satisfies EngineWorkerData });
}

export class EngineWorkerError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'EngineWorkerError';
  }
}

/** Promise-based requests to an engine worker; never blocks the caller's thread. */
export class EngineClient {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private dead: Error | null = null;
  private readonly noticeListeners = new Set<(notice: WorkerNotice) => void>();

  constructor(readonly worker: Worker) {
    worker.on('message', (reply: WorkerMessage) => {
      if ('notice' in reply) {
        for (const l of this.noticeListeners) l(reply);
        return;
      }
      const w = this.waiting.get(reply.id);
      if (!w) return;
      this.waiting.delete(reply.id);
      if (reply.ok) w.resolve(reply.result);
      else w.reject(new EngineWorkerError(reply.error.message, reply.error.code));
    });
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => this.fail(new EngineWorkerError(`engine worker exited (code ${code})`, 'worker-exit')));
  }

  static spawn(options: SpawnEngineOptions = {}): EngineClient {
    return new EngineClient(spawnEngineWorker(options));
  }

  request<K extends WorkerOp>(request: RequestOf<K>): Promise<WorkerResults[K]> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<WorkerResults[K]>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      const envelope: WorkerEnvelope = { id, request };
      this.worker.postMessage(envelope);
    });
  }

  /** Listen for the worker's notices (bots' thinking progress); returns an unsubscribe function. */
  onNotice(listener: (notice: WorkerNotice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  async terminate(): Promise<void> {
    if (this.dead) return;
    this.dead = new EngineWorkerError('engine worker stopped', 'worker-exit');
    await this.worker.terminate();
    this.fail(this.dead);
  }

  private fail(e: Error): void {
    this.dead ??= e;
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
  }
}
