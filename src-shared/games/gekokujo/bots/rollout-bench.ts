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
import { benchArgs, cpuSeconds, selfPlayPositions, timeRollouts } from '../../../ai/rollout-timing';
import { Rng } from '../../../kernel/rng';
import { gekokujo as R } from '../index';
import type { GekokujoMove, GekokujoState } from '../types';
import { viewOf } from '../view';
import { HARD_DEFAULTS, type HardConfig } from './hard-config';
import { normalBot } from './index';
import { gekokujoHooks, treeCandidates } from './search-hooks';

const argv = benchArgs();
const games = Number(argv[0] ?? 1);
const iterations = Number(argv[1] ?? 60);
const every = Number(argv[2] ?? 10);
const runs = Number(argv[3] ?? 3);
const policies = (argv[4] ?? 'view,lean').split(',') as HardConfig['rollout'][];

const cpu = cpuSeconds;

interface Position {
  state: GekokujoState;
  seat: number;
}

/** The decisions Hard searches (more than one candidate). */
const positions = (): Promise<Position[]> =>
  selfPlayPositions(R, normalBot, games, every, (s: GekokujoState): Position | null => {
    const seat = R.pending(s)[0]?.seat;
    if (seat === undefined) return null;
    return treeCandidates(viewOf(s, seat), seat, Rng.seeded('count'), HARD_DEFAULTS).length > 1 ? { state: s, seat } : null;
  });

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
  timeRollouts({ positions: all, policies, runs, search });
})();
