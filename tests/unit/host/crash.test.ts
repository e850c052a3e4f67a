import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { createHostServices } from '../../../src-main/services/host-services';
import { verifyRecord } from '../../../src-shared/kernel/record';
import { toyRace, type ToyView } from '../../../src-shared/games/toy-race';
import { ROOT, tempDir } from './helpers';

const CHILD = path.join(import.meta.dirname, 'fixtures', 'crash-child.ts');
const KILL_AFTER_ACKS = 7;

/** Runs the child until it has acknowledged some moves, then SIGKILLs it mid-game. */
function runAndKill(dataDir: string): Promise<{ gameId: string; acked: number[]; sawDone: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let errText = '';
    let gameId = '';
    const acked: number[] = [];
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      let nl;
      while ((nl = out.indexOf('\n')) >= 0) {
        const line = out.slice(0, nl);
        out = out.slice(nl + 1);
        const [tag, id, ply] = line.split(' ');
        if (tag === 'GAME') gameId = id!;
        if (tag === 'ACK') acked.push(Number(ply));
        if ((acked.length >= KILL_AFTER_ACKS || tag === 'DONE') && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    });
    child.stderr.on('data', (c: Buffer) => (errText += c.toString()));
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child exited ${code}: ${errText}`));
      else resolve({ gameId, acked, sawDone: out.includes('DONE') });
    });
  });
}

describe('crash safety', () => {
  it('keeps every acknowledged move across a SIGKILL, and the game resumes to completion', async () => {
    const dataDir = tempDir();
    const { gameId, acked, sawDone } = await runAndKill(dataDir);
    expect(sawDone).toBe(false);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    const services = await createHostServices({ dataDir, log: () => undefined });
    try {
      const stored = services.store.moves(gameId);
      const game = services.store.getGame(gameId)!;
      expect(game.status).toBe('active');
      expect(game.ply).toBe(stored.length);
      // Every acknowledged ply is in the database (a few more may be: bot moves, or a move stored just before the kill).
      expect(stored.length).toBeGreaterThanOrEqual(Math.max(...acked));
      // What survived is a consistent game: it replays to its stored checkpoints.
      expect(verifyRecord(toyRace, services.store.record(gameId)!, services.store.checkpoints(gameId)).ok).toBe(true);

      const client = new HostClient(services);
      const opened = await client.call({ type: 'openGame', gameId });
      expect(opened.game.ply).toBe(stored.length);
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
      const done = services.store.getGame(gameId)!;
      expect(done).toMatchObject({ status: 'finished', ply: 20 });
      expect(services.store.moves(gameId).slice(0, stored.length)).toEqual(stored);
      expect(verifyRecord(toyRace, services.store.record(gameId)!, services.store.checkpoints(gameId))).toMatchObject({ ok: true });
    } finally {
      await services.close();
    }
  });
});
