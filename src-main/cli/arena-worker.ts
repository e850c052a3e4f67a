/** An arena worker thread: plays the games it is sent, one at a time. */
import { parentPort, workerData } from 'node:worker_threads';
import { playArenaGame, type ArenaConfig } from './arena';

const config = workerData as ArenaConfig;
parentPort!.on('message', (index: number) => {
  playArenaGame(config, index).then(
    (game) => parentPort!.postMessage({ ok: true, game }),
    (e: unknown) => parentPort!.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) }),
  );
});
