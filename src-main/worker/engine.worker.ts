/**
 * Worker-thread entry: wires the parent port to an EngineHost. Requests are
 * handled one at a time in arrival order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { EngineHost } from './engine';
import type { EngineWorkerData, WorkerEnvelope, WorkerReply } from './protocol';

const port = parentPort;
if (!port) throw new Error('engine.worker must run in a worker thread');

// Notices are posted straight away, from inside a running request (a bot's search).
const host = new EngineHost((workerData ?? {}) as EngineWorkerData, (notice) => port.postMessage(notice));
let queue: Promise<void> = Promise.resolve();

port.on('message', (envelope: WorkerEnvelope) => {
  queue = queue.then(async () => {
    let reply: WorkerReply;
    try {
      reply = { id: envelope.id, ok: true, result: await host.handle(envelope.request) };
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      reply = {
        id: envelope.id,
        ok: false,
        error: { message: error.message, code: (error as { code?: string }).code, stack: error.stack },
      };
    }
    port.postMessage(reply);
  });
});
