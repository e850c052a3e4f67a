/**
 * The timing loop of the games' search-rollout benches (`bots/rollout-bench.ts`, issue 31 part 4): a game
 * supplies its positions and one timed search of a position under a rollout policy; this runs every policy
 * over every position `runs` times, interleaved so that each policy sees the same load, after a warm-up (the
 * JIT) that makes the policies' order not matter, and prints per policy the median iterations per CPU second
 * of this process (less inflated by other processes than wall time), the policy plies per iteration and the
 * CPU ms of a searched decision (median, p95, max) from the first run.
 *
 * The positions: every `every`-th decision a game picks from 4-player self-play of its Normal bot (seeds
 * `rollout-bench-<g>`), `selfPlayPositions`.
 *
 * A bench copied into a tree from before this file (for a before/after) needs this file copied beside it.
 */
import type { Bot } from './bot';
import { playMatch } from './match';
import type { AnyRuleset } from '../kernel/ruleset';

/** One timed search: iterations run, policy plies played, CPU seconds of the search, and of the whole decision if more. */
export interface TimedSearch {
  iterations: number;
  plies: number;
  cpu: number;
  decision?: number;
}

// Shared code has no Node types: the process as far as the benches use it.
const proc = (globalThis as unknown as { process: { argv: string[]; cpuUsage(): { user: number; system: number } } }).process;

/** The bench's command-line arguments (after the script). */
export const benchArgs = (): string[] => proc.argv.slice(2);

/** CPU seconds of this process so far. */
export function cpuSeconds(): number {
  const u = proc.cpuUsage();
  return (u.user + u.system) / 1e6;
}

export function timeRollouts<P, K extends string>(o: {
  positions: P[];
  policies: K[];
  runs: number;
  /** One search of a position under a policy; null where the game's Hard would not search. */
  search: (position: P, policy: K, index: number) => TimedSearch | null;
  /** What a searched decision's CPU time covers, for the printout. */
  decisionLabel?: string;
}): void {
  const { positions, policies, runs, search } = o;
  for (const p of policies) positions.slice(0, 8).forEach((pos, i) => search(pos, p, i));
  const rates: Record<string, number[]> = Object.fromEntries(policies.map((p) => [p, []]));
  const plies: Record<string, number> = {};
  const decisions: Record<string, number[]> = Object.fromEntries(policies.map((p) => [p, []]));
  for (let run = 0; run < runs; run++) {
    for (const p of policies) {
      let it = 0;
      let sec = 0;
      let pl = 0;
      positions.forEach((pos, i) => {
        const r = search(pos, p, i);
        if (!r) return;
        it += r.iterations;
        sec += r.cpu;
        pl += r.plies;
        if (run === 0) decisions[p]!.push((r.decision ?? r.cpu) * 1000);
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
    console.log(`${p}: ${m.toFixed(1)} iterations per CPU second (runs ${rates[p]!.map((x) => x.toFixed(1)).join(', ')}), ${plies[p]!.toFixed(2)} policy plies per iteration, ${(m / base).toFixed(2)}x ${policies[0]}`);
    console.log(`  ${o.decisionLabel ?? 'a searched decision'}, CPU ms: median ${q(0.5)}, p95 ${q(0.95)}, max ${q(1)} (${d.length} decisions)`);
  }
}

/** Every `every`-th decision `pick` keeps (a seat to search, or null) along `games` 4-player games of `bot` in every seat. */
export async function selfPlayPositions<S, P>(ruleset: AnyRuleset, bot: Bot, games: number, every: number, pick: (state: S) => P | null): Promise<P[]> {
  const out: P[] = [];
  for (let g = 0; g < games; g++) {
    let k = 0;
    await playMatch(ruleset, { players: 4 }, `rollout-bench-${g}`, [bot, bot, bot, bot], 0, {
      observe: (x) => {
        const p = pick(x as S);
        if (p !== null && k++ % every === 0) out.push(p);
      },
    });
  }
  return out;
}
