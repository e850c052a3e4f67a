import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { createHostServices } from '../../../src-main/services/host-services';
import { Store } from '../../../src-main/store/store';
import { toyRace, type ToyView } from '../../../src-shared/games/toy-race';
import { verifyRecord, type RecordedMove } from '../../../src-shared/kernel/record';
import { Rng } from '../../../src-shared/kernel/rng';
import { ROOT, tempDir } from './helpers';
import { budget } from '../../budget';

const CHILD = path.join(import.meta.dirname, 'fixtures', 'crash-loop-child.ts');
/** 20 with TENKA_FULL_CHECKS=1, else 6 (docs/testing.md): each kill is a child process start, ~1 s. */
const KILLS = budget(20, 6);

interface Run {
  games: string[];
  /** Ply at which the child found its first game (> 0 = it resumed one). */
  startPly: number | null;
  /** Highest acknowledged ply per game. */
  acked: Map<string, number>;
}

/**
 * Start the child and SIGKILL it at a seeded random moment: after `afterAcks`
 * acknowledged moves (0 = as soon as it has opened its game), plus `delayMs`.
 */
function runAndKill(dataDir: string, seed: string, afterAcks: number, delayMs: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, seed], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const run: Run = { games: [], startPly: null, acked: new Map() };
    let out = '';
    let errText = '';
    let acks = 0;
    let armed = false;
    const arm = () => {
      if (armed) return;
      armed = true;
      setTimeout(() => child.kill('SIGKILL'), delayMs);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      let nl;
      while ((nl = out.indexOf('\n')) >= 0) {
        const [tag, id, ply] = out.slice(0, nl).split(' ');
        out = out.slice(nl + 1);
        if (tag === 'GAME') {
          run.games.push(id!);
          run.startPly ??= Number(ply);
          if (afterAcks === 0) arm();
        }
        if (tag === 'ACK') {
          run.acked.set(id!, Math.max(run.acked.get(id!) ?? 0, Number(ply)));
          if (++acks >= afterAcks) arm();
        }
      }
    });
    child.stderr.on('data', (c: Buffer) => (errText += c.toString()));
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child exited ${code}: ${errText}`));
      else resolve(run);
    });
  });
}

describe('crash safety, repeatedly', () => {
  it(`keeps every acknowledged move through ${KILLS} SIGKILLs at random moments, and the game always resumes`, async () => {
    const dataDir = tempDir();
    const rng = Rng.seeded('kill-moments');
    const seen = new Map<string, RecordedMove[]>();
    let resumedFromKill = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const run = await runAndKill(dataDir, `crash-${kill}`, rng.int(5), rng.int(40));
      const store = Store.open(dataDir);
      try {
        const first = run.games[0];
        if (first && seen.has(first)) expect(run.startPly, `kill ${kill + 1}: resumed at the stored ply`).toBe(seen.get(first)!.length);
        for (const [gameId, ply] of run.acked) {
          const moves = store.moves(gameId);
          // Every acknowledged move is there (a bot move or one stored just before the kill may follow).
          expect(moves.length, `game ${gameId} after kill ${kill + 1}`).toBeGreaterThanOrEqual(ply);
          expect(store.getGame(gameId)!.ply).toBe(moves.length);
        }
        for (const gameId of new Set([...seen.keys(), ...run.games])) {
          const moves = store.moves(gameId);
          const before = seen.get(gameId) ?? [];
          // Nothing stored earlier was lost or changed.
          expect(moves.slice(0, before.length)).toEqual(before);
          // What survived is a consistent game.
          expect(verifyRecord(toyRace, store.record(gameId)!, store.checkpoints(gameId)).ok).toBe(true);
          seen.set(gameId, moves);
        }
        // The child after a kill continued the game the killed one was playing, where it stood.
        if (run.startPly) resumedFromKill++;
      } finally {
        store.close();
      }
    }
    expect(resumedFromKill).toBeGreaterThan(KILLS / 2);

    // Finally the latest unfinished game resumes and plays to the end.
    const services = await createHostServices({ dataDir, log: () => undefined });
    try {
      const client = new HostClient(services);
      const latest = (await client.call({ type: 'latestUnfinished' })).game;
      if (latest) {
        const { gameId } = latest;
        const stored = services.store.moves(gameId);
        const opened = await client.call({ type: 'continueGame' });
        expect(opened.game).toMatchObject({ gameId, ply: stored.length });
        for (let guard = 0; guard < 100; guard++) {
          await services.whenIdle(gameId);
          const v = await client.call({ type: 'getView', gameId, seat: 0 });
          if (v.result) break;
          for (const p of v.pending.filter((d) => d.seat !== 1)) {
            const view = (await client.call({ type: 'getView', gameId, seat: p.seat })).view as ToyView;
            await client.call({ type: 'submitMove', gameId, seat: p.seat, move: { type: 'bid', bid: Math.min(1, view.energy[p.seat]!) } });
          }
        }
        await services.whenIdle(gameId);
        expect(services.store.getGame(gameId)).toMatchObject({ status: 'finished', ply: 20 });
        expect(services.store.moves(gameId).slice(0, stored.length)).toEqual(stored);
      }
      const finished = services.store.listGames().filter((g) => g.status === 'finished');
      expect(finished.length).toBeGreaterThan(0);
      for (const g of services.store.listGames()) {
        expect(verifyRecord(toyRace, services.store.record(g.id)!, services.store.checkpoints(g.id)).ok).toBe(true);
      }
    } finally {
      await services.close();
    }
  });
});
