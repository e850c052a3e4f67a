/**
 * How many of Hard's search iterations (one rollout each: a candidate in a
 * sampled world, played to the season's end) a second of one core buys, per
 * searched decision kind (issue 31 part 4; the rates of hard.ts
 * PLAYOUTS_PER_SECOND). Plays games between Normal bots (surrogate tower, so
 * the games between the measured decisions cost little) and, at each of seat
 * 0's searched decisions, runs Hard's search with no time cap at the default
 * budget's count, reading the CPU time of this process (not the wall time,
 * which the machine's load inflates). Prints per kind the iterations per
 * CPU-second: median, 10th percentile and lowest, and the total. A
 * measurement, rerunnable, not a test:
 *
 *   npx tsx src-shared/games/henn-shogun/bots/hard-rate.ts [games=2] [seed=rate] [budgetMs=1500] [players=4]
 */
import { Rng } from '../../../kernel/rng';
import { quantile } from '../../../ai/stats';
import { createHennShogun, surrogateTower } from '../index';
import type { HennShogunView } from '../types';
import { NORMAL, heuristicMove } from './heuristic';
import { hardMove } from './hard';
import { SEARCHED } from './search-hooks';

// src-shared has no Node types: the arguments and the CPU clock through globalThis.
const proc = (globalThis as { process?: { argv: string[]; cpuUsage: () => { user: number; system: number } } }).process!;
const [gamesArg = '2', seed = 'rate', budgetArg = '1500', playersArg = '4'] = proc.argv.slice(2);
const budgetMs = Number(budgetArg);
const cpuMs = (): number => {
  const u = proc.cpuUsage();
  return (u.user + u.system) / 1000;
};

const R = createHennShogun({ tower: surrogateTower() });
const rates = new Map<string, number[]>();
let allIterations = 0;
let allMs = 0;
for (let g = 0; g < Number(gamesArg); g++) {
  const parsed = R.parseOptions({ players: Number(playersArg) });
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = R.setup(parsed.value, `${seed}/${g}`);
  for (let ply = 0; ply < 100_000; ply++) {
    const pending = R.pending(state);
    if (pending.length === 0) break;
    const { seat, kind } = pending[0]!;
    const view = R.view(state, seat) as HennShogunView;
    const searched = SEARCHED[kind as keyof typeof SEARCHED];
    if (seat === 0 && searched !== undefined) {
      let iterations = 0;
      const t0 = cpuMs();
      hardMove(view, seat, Rng.seeded(`${seed}/${g}/hard/${ply}`), { budgetMs, config: { cap: false }, onProgress: () => iterations++ });
      const ms = cpuMs() - t0;
      // Decisions with one candidate make no search (nothing to time).
      if (iterations > 0 && ms > 5) {
        rates.set(searched, [...(rates.get(searched) ?? []), (iterations * 1000) / ms]);
        allIterations += iterations;
        allMs += ms;
      }
    }
    const move = heuristicMove(view, seat, Rng.seeded(`${seed}/${g}/bot/${ply}/${seat}`), NORMAL);
    state = R.apply(state, seat, move).state;
  }
}

console.log(`Henn Hard at the ${budgetMs} ms count (no cap), ${gamesArg} Normal games (${playersArg} players, surrogate tower): iterations per CPU-second`);
console.log('kind'.padEnd(10), 'count'.padStart(6), 'median'.padStart(9), 'p10'.padStart(9), 'lowest'.padStart(9));
for (const [kind, r] of rates) {
  console.log(kind.padEnd(10), String(r.length).padStart(6), quantile(r, 0.5).toFixed(0).padStart(9), quantile(r, 0.1).toFixed(0).padStart(9), Math.min(...r).toFixed(0).padStart(9));
}
console.log(`all: ${allIterations} iterations in ${(allMs / 1000).toFixed(1)} CPU-s = ${((allIterations * 1000) / allMs).toFixed(0)} per CPU-second`);
