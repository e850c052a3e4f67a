/**
 * The search's own rollouts per second (issue 31 part 4): Hard's search
 * (hard.ts, the one ISMCTS over search-hooks.ts) run with a fixed number of
 * iterations on the same positions, once per rollout policy, interleaved so
 * that every policy sees the same load. An iteration is one sampled world,
 * the root's line and the rollout to the end of the month, scored: what the
 * default budget buys at `rate` iterations a second.
 *
 * Positions: every `every`-th decision of a seat in its own month (no answer
 * pending) of 4-player Normal self-play games (seeds `rollout-bench-<g>`),
 * where Hard would search (the plan's best line does not lead by `margin`).
 * Timed: `searchMove` only (the plan before it is the same for every policy),
 * in CPU seconds of this process (less inflated by other processes than wall
 * time; wall time beside it).
 *
 *   nice -n 19 npx tsx src-shared/games/juni-tsuki/bots/rollout-bench.ts [games=2] [iterations=120] [every=6] [runs=3] [policies=fast,lean] [plies] [endgame=2]
 *
 * A policy `lean/round` is the lean rollout with the round horizon (HardConfig.horizon: played on through the other
 * seats' months), cut at `plies` (default Hard's `roundPlies`). A policy `lean/end` is Hard's endgame (HardConfig.endgame
 * = `endgame`, the 7th argument, default 2: played to the game's end, `endWork` / seat-months left iterations, the
 * iteration count argument unused): only positions in the last `endgame` months are searched.
 * Prints per policy the median over `runs` of iterations per CPU second and the mean plies per iteration.
 */
import { searchMove } from '../../../ai/ismcts';
import { benchArgs, cpuSeconds, selfPlayPositions, timeRollouts } from '../../../ai/rollout-timing';
import { Rng } from '../../../kernel/rng';
import { juniTsuki as R } from '../index';
import type { JuniState } from '../types';
import { viewOf } from '../view';
import { HARD_DEFAULTS, endIterations, endgameLeft, treeKnobs } from './hard';
import { NORMAL } from './heuristic';
import { normalBot } from './index';
import { planMoves } from './plan';
import * as hooksModule from './search-hooks';
import { juniHooks, orderCandidates } from './search-hooks';

type RolloutKind = 'fast' | 'lean';
// The rollouts this tree has (a tree from before them has the fast one only: the bench runs there too, for a before/after).
const ROLLOUTS: Record<string, unknown> = (hooksModule as { ROLLOUTS?: Record<string, unknown> }).ROLLOUTS ?? { fast: true };

const argv = benchArgs();
const games = Number(argv[0] ?? 2);
const iterations = Number(argv[1] ?? 120);
const every = Number(argv[2] ?? 6);
const runs = Number(argv[3] ?? 3);
const policies = (argv[4] ?? 'fast,lean').split(',');
const roundPlies = argv[5] ? Number(argv[5]) : HARD_DEFAULTS.roundPlies;
const endgame = Number(argv[6] ?? 2);
for (const p of policies.map((x) => x.split('/')[0]!)) if (!(p in ROLLOUTS)) throw new Error(`unknown rollout '${p}' (${Object.keys(ROLLOUTS).join(', ')})`);

const cpu = cpuSeconds;

interface Position {
  state: JuniState;
  seat: number;
}

/** A seat's decisions in its own month (no answer pending). */
const positions = (): Promise<Position[]> =>
  selfPlayPositions(R, normalBot, games, every, (s: JuniState): Position | null => (s.over || s.interrupt || s.turn.phase !== 'act' ? null : { state: s, seat: s.turn.seat }));

/** The search of one decision as hard.ts sets it up (default config, `rollout` policy); null where Hard would not search. */
function search(p: Position, policy: string, i: number): { plies: number; iterations: number; cpu: number; decision: number } | null {
  const [rollout, horizon] = policy.split('/') as [RolloutKind, 'round' | 'end' | undefined];
  const cfg = { ...HARD_DEFAULTS, rollout, ...(horizon === 'round' ? { horizon, roundPlies } : horizon === 'end' ? { endgame } : {}) };
  const d0 = cpu();
  const v = viewOf(p.state, p.seat);
  const left = endgameLeft(v, p.seat, cfg);
  if (horizon === 'end' && left === null) return null;
  const rng = Rng.seeded(`rollout-bench/${i}`);
  const own = { ...NORMAL, weights: { ...NORMAL.weights, ...cfg.weights } };
  const { ranked, stay } = planMoves(v, p.seat, rng, own, cfg);
  if (ranked.length === 0) return null;
  const first = ranked[0]!.value;
  if (left === null && first - Math.max(stay, ranked[1]?.value ?? -Infinity) >= cfg.margin) return null;
  const root = orderCandidates(ranked, first, stay, cfg.candidates);
  const hooks = juniHooks(v, p.seat, { treeCandidates: cfg.treeCandidates, scale: cfg.scale, weights: own.weights, rollout, horizon: cfg.horizon, end: left !== null } as Parameters<typeof juniHooks>[2], root, stay);
  let played = 0;
  const counted = { ...hooks, policy: (s: JuniState, who: number, r: Rng) => (played++, hooks.policy(s, who, r)) };
  const c0 = cpu();
  const result = searchMove(counted, {
    seat: p.seat,
    iterations: Math.max(2 * root.length, left !== null ? endIterations(cfg, left) : iterations),
    rng,
    ...treeKnobs(cfg, left !== null),
  });
  const c1 = cpu();
  return { plies: played, iterations: result.iterations, cpu: c1 - c0, decision: c1 - d0 };
}

void (async () => {
  const all = await positions();
  console.log(`Jūni-tsuki, Hard's search at ${iterations} iterations: ${all.length} positions from ${games} Normal self-play games (every ${every}th own-month decision)`);
  timeRollouts({ positions: all, policies, runs, search, decisionLabel: 'a searched decision (the plan and the search)' });
})();
