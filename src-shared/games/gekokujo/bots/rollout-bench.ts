/**
 * The search's own rollouts per second (issue 31 part 4): Hard's search (hard.ts, the one ISMCTS over
 * search-hooks.ts) run with a fixed number of iterations on the same positions, once per rollout policy
 * (HardConfig `rollout`), interleaved so that every policy sees the same load. An iteration is one sampled
 * world, the tree's own decisions and the rollout to the end of the round, scored.
 *
 * Positions: every `every`-th decision of 4-player Normal self-play games (seeds `rollout-bench-<g>`) where
 * Hard searches (more than one candidate). Timed: `searchMove` only, in CPU seconds of this process (less
 * inflated by other processes than wall time).
 *
 *   nice -n 19 npx tsx src-shared/games/gekokujo/bots/rollout-bench.ts [games=1] [iterations=60] [every=10] [runs=3] [policies=view,lean]
 *
 * Prints per policy the median over `runs` of iterations per CPU second, the policy plies per iteration, and the
 * CPU ms of a searched decision (median, p95, max) at that count.
 */
import { searchMove } from '../../../ai/ismcts';
import { playMatch } from '../../../ai/match';
import { Rng } from '../../../kernel/rng';
import { gekokujo as R } from '../index';
import type { GekokujoMove, GekokujoState } from '../types';
import { viewOf } from '../view';
import { HARD_DEFAULTS, type HardConfig } from './hard-config';
import { normalBot } from './index';
import { gekokujoHooks, treeCandidates } from './search-hooks';

// Shared code has no Node types: the process as far as the bench uses it.
const proc = (globalThis as unknown as { process: { argv: string[]; cpuUsage(): { user: number; system: number } } }).process;
const argv = proc.argv.slice(2);
const games = Number(argv[0] ?? 1);
const iterations = Number(argv[1] ?? 60);
const every = Number(argv[2] ?? 10);
const runs = Number(argv[3] ?? 3);
const policies = (argv[4] ?? 'view,lean').split(',') as HardConfig['rollout'][];

const cpu = (): number => {
  const u = proc.cpuUsage();
  return (u.user + u.system) / 1e6;
};

interface Position {
  state: GekokujoState;
  seat: number;
}

async function positions(): Promise<Position[]> {
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    let k = 0;
    await playMatch(R, { players: 4 }, `rollout-bench-${g}`, [normalBot, normalBot, normalBot, normalBot], 0, {
      observe: (x) => {
        const s = x as GekokujoState;
        const pending = R.pending(s);
        if (pending.length === 0) return;
        const seat = pending[0]!.seat;
        if (treeCandidates(viewOf(s, seat), seat, Rng.seeded('count'), HARD_DEFAULTS).length <= 1) return;
        if (k++ % every === 0) out.push({ state: s, seat });
      },
    });
  }
  return out;
}

function search(p: Position, rollout: HardConfig['rollout'], i: number): { plies: number; iterations: number; cpu: number } {
  const cfg: HardConfig = { ...HARD_DEFAULTS, rollout };
  const v = viewOf(p.state, p.seat);
  const rng = Rng.seeded(`rollout-bench/${i}`);
  const c0 = cpu();
  const cands = treeCandidates(v, p.seat, rng, cfg);
  const hooks = gekokujoHooks(v, p.seat, cfg);
  let plies = 0;
  const counted = { ...hooks, policy: (s: GekokujoState, who: number, r: Rng): GekokujoMove => (plies++, hooks.policy(s, who, r)) };
  const result = searchMove(counted, { seat: p.seat, iterations: Math.max(2 * cands.length, iterations), rng, exploration: cfg.ucb, maxTreeDepth: cfg.depth, firstBias: cfg.bias });
  return { plies, iterations: result.iterations, cpu: cpu() - c0 };
}

void (async () => {
  const all = await positions();
  console.log(`Gekokujō, Hard's search at ${iterations} iterations: ${all.length} positions from ${games} Normal self-play games (every ${every}th searched decision)`);
  // Each policy's code warmed up (the JIT) before anything is timed, so the order of the policies does not matter.
  for (const p of policies) all.slice(0, 8).forEach((pos, i) => search(pos, p, i));
  const rates: Record<string, number[]> = Object.fromEntries(policies.map((p) => [p, []]));
  const plies: Record<string, number> = {};
  const decisions: Record<string, number[]> = Object.fromEntries(policies.map((p) => [p, []]));
  for (let run = 0; run < runs; run++) {
    for (const p of policies) {
      let it = 0;
      let sec = 0;
      let pl = 0;
      all.forEach((pos, i) => {
        const r = search(pos, p, i);
        it += r.iterations;
        sec += r.cpu;
        pl += r.plies;
        if (run === 0) decisions[p]!.push(r.cpu * 1000);
      });
      rates[p]!.push(it / sec);
      plies[p] = pl / it;
    }
  }
  const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const base = median(rates[policies[0]!]!);
  for (const p of policies) {
    const m = median(rates[p]!);
    const d = decisions[p]!.slice().sort((a, b) => a - b);
    const q = (f: number): string => d[Math.min(d.length - 1, Math.floor(f * d.length))]!.toFixed(0);
    console.log(`${p}: ${m.toFixed(1)} iterations per CPU second (runs ${rates[p]!.map((x) => x.toFixed(1)).join(', ')}), ${plies[p]!.toFixed(1)} policy plies per iteration, ${(m / base).toFixed(2)}x ${policies[0]}`);
    console.log(`  a searched decision, CPU ms: median ${q(0.5)}, p95 ${q(0.95)}, max ${q(1)} (${d.length} decisions)`);
  }
})();
