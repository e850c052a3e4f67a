/** A tournament worker thread (arena.ts runPool): plays the games it is sent, one at a time, for the command named by `task`. */
import { parentPort, workerData } from 'node:worker_threads';
import { playArenaGame, type ArenaConfig, type WorkerTask } from './arena';
import { playFairnessGame, type FairnessConfig } from './fairness';

const data = workerData as WorkerTask;
const play = (index: number): Promise<unknown> =>
  data.task === 'fairness' ? playFairnessGame(data as unknown as FairnessConfig, index) : playArenaGame(data as unknown as ArenaConfig, index);
parentPort!.on('message', (index: number) => {
  play(index).then(
    (game) => parentPort!.postMessage({ ok: true, game }),
    (e: unknown) => parentPort!.postMessage({ ok: false, error: e instanceof Error ? e.message : String(e) }),
  );
});
