/**
 * Rollout throughput of MB's bots (issue 31 part 4): whole games from setup to
 * the end (default options: no round limit, first to 35 provinces) between
 * four bots of one level, timed two ways:
 *
 * - `match`: as the arena plays them (src-shared/ai/match.ts): each decision
 *   from the seat's view (viewOf), checked by `validate`, then applied;
 * - `playout`: as Hard's playouts play them (hard-config.ts playoutPolicy,
 *   search-hooks.ts): the policy reads the seat's view of the sampled state
 *   (seatView: other colours' secrets masked, the rest shared), Normal with
 *   the coarser calculator (30 samples a battle), the move applied unchecked
 *   by the search's rollout engine (the state copied once, then changed in
 *   place: ai/owned-apply.ts).
 *
 * Prints games/s, plies/game and plies/s per mode, the median of `runs` runs.
 * A measurement, rerunnable, not a test (run it niced on a shared machine):
 *
 *   npx tsx src-shared/games/mb-shogun/bots/rollout-bench.ts [games=6] [players=4] [runs=3] [seed=rollout] [both|match|playout] [normal|lean]
 */
import { Rng } from '../../../kernel/rng';
import { playMatch } from '../../../ai/match';
import { pendingOf } from '../flow';
import { mbShogun } from '../index';
import { playoutPolicy, seatView } from './hard-config';
import { rolloutEngine } from './search-hooks';
import { normalBot } from './index';
import { NORMAL } from './heuristic';

const argv = (globalThis as { process?: { argv: string[] } }).process?.argv ?? [];
const [gamesArg = '6', playersArg = '4', runsArg = '3', seed = 'rollout', modeArg = 'both', rolloutArg = 'normal'] = argv.slice(2);
const games = Number(gamesArg);
const players = Number(playersArg);
const runs = Number(runsArg);

// Wall time is inflated on a shared machine: CPU time (this process's user + system) is reported beside it.
const proc = (globalThis as { process?: { cpuUsage(): { user: number; system: number } } }).process;
const cpuNow = (): number => {
  const u = proc?.cpuUsage();
  return u ? (u.user + u.system) / 1e6 : performance.now() / 1000;
};

// The search's players (hard-config.ts playoutPolicy: Normal, 30 samples, in every seat here, no seat being Hard's;
// battle questions answered from the battle alone); `rollout` lean: the players of hard:rollout=lean.
const policy = playoutPolicy(-1, NORMAL, seatView, rolloutArg === 'lean' ? 'lean' : 'normal');

type Run = { seconds: number; cpu: number; plies: number };

async function matchRun(run: number): Promise<Run> {
  const t0 = performance.now();
  const c0 = cpuNow();
  let plies = 0;
  for (let g = 0; g < games; g++) {
    const r = await playMatch(mbShogun, { players }, `${seed}/${run}/${g}`, Array.from({ length: players }, () => normalBot), 0);
    plies += r.plies;
  }
  return { seconds: (performance.now() - t0) / 1000, cpu: cpuNow() - c0, plies };
}

function playoutRun(run: number): Run {
  const parsed = mbShogun.parseOptions({ players });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const t0 = performance.now();
  const c0 = cpuNow();
  let plies = 0;
  for (let g = 0; g < games; g++) {
    let s = mbShogun.setup(parsed.value, `${seed}/${run}/${g}`);
    const rng = Rng.seeded(`${seed}/${run}/${g}/policy`);
    for (let ply = 0; ply < 100_000; ply++) {
      const pending = pendingOf(s);
      if (pending.length === 0) break;
      const who = pending[0]!.seat;
      s = rolloutEngine.apply(s, who, policy(s, who, rng)).state;
      plies++;
    }
  }
  return { seconds: (performance.now() - t0) / 1000, cpu: cpuNow() - c0, plies };
}

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const mode of (['match', 'playout'] as const).filter((m) => modeArg === 'both' || modeArg === m)) {
  const rates: number[] = [];
  const cpuRates: number[] = [];
  let plies = 0;
  for (let run = 0; run < runs; run++) {
    const r = mode === 'match' ? await matchRun(run) : playoutRun(run);
    rates.push(games / r.seconds);
    cpuRates.push(games / r.cpu);
    plies += r.plies;
  }
  const perGame = plies / (games * runs);
  const m = median(rates);
  console.log(
    `MB ${players}p Normal self-play, ${mode.padEnd(7)}: ${m.toFixed(2)} games/s wall (runs ${rates.map((x) => x.toFixed(2)).join(', ')}), ` +
      `${median(cpuRates).toFixed(2)} games per CPU-second, ${perGame.toFixed(0)} plies/game, ${(m * perGame).toFixed(0)} plies/s wall`,
  );
}

