/**
 * How many of Hard's search iterations a second of one core buys (the `rate`
 * that turns Hard's time budget into a fixed iteration count, hard-config.ts).
 * Plays games between Normal bots (4 players, the quick game's round limit)
 * and, at each of seat 0's searched decisions (the allocation and the
 * declarations), runs Hard's search at a fixed count with no deadline and
 * reads the CPU time the process spent on it (the time one core gives, not the
 * wall time, which the machine's load inflates). Prints per decision kind the
 * iterations per CPU-second: median, 10th percentile (the slow decisions) and
 * the lowest, and the CPU milliseconds one decision took (median, 95th
 * percentile, the most: what a count costs against the time cap). A
 * measurement, rerunnable, not a test:
 *
 *   npx tsx src-shared/games/mb-shogun/bots/hard-rate.ts [iterations=72] [games=3] [seed=rate] [roundLimit=12] [kinds=Hard's] [rollout=Hard's]
 *
 * (`kinds`: the searched decisions, HardConfig.kinds; `rollout`: HardConfig.rollout. The 'pooled' column: all of a
 * kind's iterations over all their CPU time, steadier than the median on a loaded machine.)
 */
import { Rng } from '../../../kernel/rng';
import { quantile } from '../../../ai/stats';
import { mbShogun } from '../index';
import type { MbShogunView } from '../types';
import { heuristicMove, NORMAL } from './heuristic';
import { HARD_DEFAULTS, hardMove, type HardConfig } from './hard';
import { searches } from './hard-config';

// src-shared has no Node types: the arguments and the CPU clock through globalThis.
const proc = (globalThis as { process?: { argv: string[]; cpuUsage: () => { user: number; system: number } } }).process!;
const [itArg = '72', gamesArg = '3', seed = 'rate', limitArg = '12', kindsArg = HARD_DEFAULTS.kinds, rolloutArg] = proc.argv.slice(2);
const iterations = Number(itArg);
const config: HardConfig = { ...HARD_DEFAULTS, playouts: iterations, kinds: kindsArg as HardConfig['kinds'] };
// The rollout players (HardConfig.rollout; a tree without the option ignores it).
if (rolloutArg) Object.assign(config, { rollout: rolloutArg });
const cpuMs = (): number => {
  const u = proc.cpuUsage();
  return (u.user + u.system) / 1000;
};

const rates = new Map<string, number[]>();
for (let g = 0; g < Number(gamesArg); g++) {
  const parsed = mbShogun.parseOptions({ players: 4, extended: false, roundLimit: Number(limitArg) });
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = mbShogun.setup(parsed.value, `${seed}/${g}`);
  for (let ply = 0; ply < 100_000; ply++) {
    const pending = mbShogun.pending(state);
    if (pending.length === 0) break;
    const { seat, kind } = pending[0]!;
    const view = mbShogun.view(state, seat) as MbShogunView;
    const rng = Rng.seeded(`${seed}/${g}/bot/${ply}/${seat}`);
    if (seat === 0 && searches(config, kind)) {
      const t0 = cpuMs();
      hardMove(view, seat, Rng.seeded(`${seed}/${g}/hard/${ply}`), 1500, undefined, false, config);
      const ms = cpuMs() - t0;
      // Decisions with one candidate make no search (nothing to time).
      if (ms > 5) rates.set(kind, [...(rates.get(kind) ?? []), (iterations * 1000) / ms]);
    }
    const move = heuristicMove(view, seat, rng, NORMAL);
    state = mbShogun.apply(state, seat, move).state;
  }
}

console.log(`MB Hard at ${iterations} iterations (searching '${config.kinds}', rollout '${(config as { rollout?: string }).rollout ?? 'normal'}'), ${gamesArg} Normal games (4 players, round limit ${limitArg}): iterations per CPU-second`);
// 'pooled': all the kind's iterations over all its CPU time (steadier than the median on a loaded machine); 'all': every kind.
const pooled = (r: number[]): number => r.length / r.reduce((a, x) => a + 1 / x, 0);
// The CPU ms of a decision from its rate (ms = iterations × 1000 / rate): what the count costs against the time cap.
const ms = (r: number[], q: number): string => quantile(r.map((x) => (iterations * 1000) / x), q).toFixed(0).padStart(8);
console.log('kind'.padEnd(10), 'count'.padStart(6), 'median'.padStart(9), 'p10'.padStart(9), 'lowest'.padStart(9), 'pooled'.padStart(9), '| CPU ms:', 'median'.padStart(8), 'p95'.padStart(8), 'most'.padStart(8));
const row = (kind: string, r: number[]): void =>
  console.log(kind.padEnd(10), String(r.length).padStart(6), quantile(r, 0.5).toFixed(0).padStart(9), quantile(r, 0.1).toFixed(0).padStart(9), Math.min(...r).toFixed(0).padStart(9), pooled(r).toFixed(0).padStart(9), '|        ', ms(r, 0.5), ms(r, 0.95), ms(r, 1));
for (const [kind, r] of rates) row(kind, r);
row('all', [...rates.values()].flat());
