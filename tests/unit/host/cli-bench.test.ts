/**
 * `tenka bench --policy LEVEL --games G`: the rollout throughput of a bot level in every seat (issue 31 part 4), on
 * fixed seeds and a fixed amount of work, so two builds can be compared on a busy machine.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../src-main/cli/index';

async function bench(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['bench', ...args], { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe('tenka bench --policy', () => {
  it('plays whole games with a bot level in every seat, the same games on every call', async () => {
    const args = ['--game', 'kunitori', '--players', '2', '--policy', 'normal', '--games', '2', '--runs', '2', '--json'];
    const a = await bench(args);
    expect(a.code, a.err.join('\n')).toBe(0);
    const r = JSON.parse(a.out[0]!) as { policy: string; runs: { games: number; cpuMs: number }[]; movesPerGame: number; gamesPerCpuSecond: number; seek?: unknown };
    expect(r.policy).toBe('normal');
    expect(r.runs.map((x) => x.games)).toEqual([2, 2]);
    expect(r.movesPerGame).toBeGreaterThan(10);
    expect(r.gamesPerCpuSecond).toBeGreaterThan(0);
    // Fixed work: no replay seek measurement.
    expect(r.seek).toBeUndefined();
    // The same seeds give the same games: the same moves per game.
    const b = JSON.parse((await bench(args)).out[0]!) as { movesPerGame: number };
    expect(b.movesPerGame).toBe(r.movesPerGame);
  }, 120_000);

  it('refuses a level the game does not offer, and bad counts, as usage errors', async () => {
    const unknown = await bench(['--game', 'kunitori', '--players', '2', '--policy', 'grandmaster']);
    expect(unknown.code).toBe(2);
    expect(unknown.err.join('\n')).toMatch(/unknown policy 'grandmaster'.*normal/);
    const zero = await bench(['--game', 'kunitori', '--players', '2', '--games', '0']);
    expect(zero.code).toBe(2);
    expect(zero.err.join('\n')).toMatch(/--games must be at least 1/);
  });
});
