import { spawn } from 'node:child_process';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src-main/cli/index';
import { DB_FILE } from '../../../src-main/store/store';
import { ROOT, tempDir } from './helpers';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `tsx src-main/cli/index.ts …` in a child process (node and tsx directly: npx would add a second or so to each). */
function tenka(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src-main/cli/index.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

interface PlayReport {
  game: string;
  seed: string;
  gameId: string;
  options: Record<string, unknown>;
  rounds: number;
  scores: number[];
  winner: number | number[];
  moves: number;
  ms: number;
  checkpoints: { ply: number; round: number; hash: string }[];
}

describe('tenka CLI', () => {
  it('plays a stored game, verifies it, and fails loudly on a tampered move', async () => {
    const dir = tempDir();
    const play = await tenka(['play', '--game', 'toy-race', '--players', '3', '--seats', 'random,random,random', '--seed', 'cli-1', '--json'], {
      TENKA_DATA_DIR: dir,
    });
    expect(play.code, play.stderr).toBe(0);
    const report = JSON.parse(play.stdout) as PlayReport;
    expect(report).toMatchObject({ game: 'toy-race', seed: 'cli-1', rounds: 5, moves: 15 });
    expect(report.scores).toHaveLength(3);
    const best = Math.max(...report.scores);
    const winners = Array.isArray(report.winner) ? report.winner : [report.winner];
    for (const w of winners) expect(report.scores[w]).toBe(best);
    expect(report.ms).toBeGreaterThan(0);

    const ok = await tenka(['replay', '--verify', report.gameId, '--data-dir', dir]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/verified 6 checkpoints/);

    // Change one stored bid to another legal bid: the game replays differently.
    const db = new Database(path.join(dir, DB_FILE));
    const row = db.prepare('SELECT move FROM moves WHERE game_id = ? AND ply = 4').get(report.gameId) as { move: string };
    const bid = (JSON.parse(row.move) as { type: 'bid'; bid: number }).bid;
    db.prepare('UPDATE moves SET move = ? WHERE game_id = ? AND ply = 4').run(JSON.stringify({ type: 'bid', bid: bid === 0 ? 1 : 0 }), report.gameId);
    db.close();
    const bad = await tenka(['replay', '--verify', report.gameId, '--data-dir', dir]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/VERIFY FAILED .*checkpoint at ply 6/);

    // An impossible stored move is reported with its position.
    const db2 = new Database(path.join(dir, DB_FILE));
    db2.prepare('UPDATE moves SET move = ? WHERE game_id = ? AND ply = 2').run('{"type":"bid","bid":99}', report.gameId);
    db2.close();
    const illegal = await tenka(['replay', '--verify', report.gameId, '--data-dir', dir]);
    expect(illegal.code).toBe(1);
    expect(illegal.stderr).toMatch(/VERIFY FAILED .*move 2 \(seat \d\) is illegal/);
  });

  it('reproduces the same checkpoint hashes from the same seed in two separate processes', async () => {
    const args = ['play', '--game', 'toy-race', '--players', '4', '--seed', 'same-seed', '--json'];
    const [a, b, c] = await Promise.all([
      tenka([...args, '--data-dir', tempDir()]),
      tenka([...args, '--data-dir', tempDir()]),
      tenka(['play', '--game', 'toy-race', '--players', '4', '--seed', 'other-seed', '--json', '--data-dir', tempDir()]),
    ]);
    const [ra, rb, rc] = [a, b, c].map((r) => {
      expect(r.code, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as PlayReport;
    });
    expect(ra!.gameId).not.toBe(rb!.gameId);
    expect(ra!.checkpoints.length).toBe(6);
    expect(rb!.checkpoints).toEqual(ra!.checkpoints);
    expect(rb!.scores).toEqual(ra!.scores);
    expect(rc!.checkpoints.map((x) => x.hash)).not.toEqual(ra!.checkpoints.map((x) => x.hash));
  });

  it('plays whole Henn Shogun games through the worker and the store, reproducibly across processes', async () => {
    const args = ['play', '--game', 'henn-shogun', '--players', '4', '--opt', 'side=sun', '--seats', 'random,random,random,random', '--seed', '1', '--json'];
    const dirA = tempDir();
    const [a, b, moon] = await Promise.all([
      tenka([...args, '--data-dir', dirA]),
      tenka([...args, '--data-dir', tempDir()]),
      tenka(['play', '--game', 'henn-shogun', '--players', '3', '--opt', 'side=moon', '--seed', '7', '--json', '--data-dir', tempDir()]),
    ]);
    const [ra, rb, rm] = [a, b, moon].map((r) => {
      expect(r.code, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as PlayReport;
    });
    expect(ra).toMatchObject({ game: 'henn-shogun', seed: '1', rounds: 8 });
    expect(ra!.scores).toHaveLength(4);
    const winners = Array.isArray(ra!.winner) ? ra!.winner : [ra!.winner];
    for (const w of winners) expect(ra!.scores[w]).toBe(Math.max(...ra!.scores));
    // At least one checkpoint per played round with a decision in it, plus the start and the end.
    expect(ra!.checkpoints.length).toBeGreaterThanOrEqual(8);
    expect(rb!.checkpoints).toEqual(ra!.checkpoints);
    expect(rm).toMatchObject({ game: 'henn-shogun', rounds: 8, options: { side: 'moon', setup: 'draft' } });
    expect(rm!.scores).toHaveLength(3);
    expect(rm!.checkpoints.map((c) => c.hash)).not.toEqual(ra!.checkpoints.map((c) => c.hash));

    const verified = await tenka(['replay', '--verify', ra!.gameId, '--data-dir', dirA]);
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toMatch(new RegExp(`verified ${ra!.checkpoints.length} checkpoints`));
  });

  it('prints a readable summary, benchmarks, and rejects bad usage with exit 2', async () => {
    const dir = tempDir();
    const [summary, bench, unknownCmd, unknownFlag, badGame, badOption, oldFlag, help] = await Promise.all([
      tenka(['play', '--game', 'toy-race', '--players', '2', '--seed', 's', '--data-dir', dir]),
      tenka(['bench', '--game', 'toy-race', '--players', '3', '--seconds', '0.1', '--json']),
      tenka(['frobnicate']),
      tenka(['play', '--game', 'toy-race', '--turbo']),
      tenka(['play', '--game', 'chess', '--data-dir', dir]),
      tenka(['play', '--game', 'toy-race', '--players', '2', '--opt', 'side=sun', '--data-dir', dir]),
      // The per-game flags of before are gone: options come from the game's schema.
      tenka(['play', '--game', 'henn-shogun', '--players', '3', '--side', 'moon', '--data-dir', dir]),
      tenka(['--help']),
    ]);
    expect(summary.code, summary.stderr).toBe(0);
    expect(summary.stdout).toMatch(/Toy Race, 2 players, seed s/);
    expect(summary.stdout).toMatch(/winner: seat \d|shared win/);
    expect(bench.code, bench.stderr).toBe(0);
    const b = JSON.parse(bench.stdout) as { gamesPerSecond: number; runs: unknown[] };
    expect(b.runs).toHaveLength(5);
    expect(b.gamesPerSecond).toBeGreaterThan(100);
    for (const r of [unknownCmd, unknownFlag, badGame, badOption, oldFlag]) {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/tenka: /);
    }
    expect(unknownCmd.stderr).toMatch(/unknown command 'frobnicate'/);
    expect(unknownFlag.stderr).toMatch(/--turbo/);
    expect(badOption.stderr).toMatch(/toy-race has no option 'side'/);
    expect(oldFlag.stderr).toMatch(/--side/);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/play .*\n.*replay/);
    // Every game's options and commands, from its module.
    expect(help.stdout).toMatch(/henn-shogun: side=sun\|moon \(default sun\), setup=drawn\|fixed\|draft \(default drawn; draft when side=moon\)/);
    expect(help.stdout).toMatch(/tower-stats .*\(henn-shogun\)/);
  });

  it("runs a game's own command (Henn's tower-stats) registered from its module, writing files through the CLI", async () => {
    const out: string[] = [];
    const err: string[] = [];
    const file = path.join(tempDir(), 'table.ts');
    const code = await main(['tower-stats', '--fit-surrogate', '--throws', '20', '--seed', 'cli', '--out', file], { out: (l) => out.push(l), err: (l) => err.push(l) });
    expect(code, err.join('\n')).toBe(0);
    expect(out.join('\n')).toMatch(/Fitted on 20 throws \(seed cli/);
    expect(readFileSync(file, 'utf8')).toMatch(/export const SURROGATE_P/);
  });
});
