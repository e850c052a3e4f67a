/**
 * What a Hard time budget buys on this machine, per decision kind of Henn's
 * Shogun: iterations per CPU second of the search (process CPU time, so the
 * other processes on a shared machine do not count) and per wall second under
 * the load of the moment. Positions: seat 0's searched decisions in games
 * between Normal bots (the default options).
 * usage: nice -n 19 npx tsx scripts/henn-hard-rate.ts [games] [iterationsPerDecision] [normal|lean] [horizon=season|year|game]
 */
import { Rng } from '../src-shared/kernel/rng';
import { playMatch } from '../src-shared/ai/match';
import { searchMove } from '../src-shared/ai/ismcts';
import { getBot } from '../src-shared/games/bot-registry';
import { hennShogun } from '../src-shared/games/henn-shogun/index';
import { HARD_DEFAULTS } from '../src-shared/games/henn-shogun/bots/hard';
import { SEARCHED, hardCandidates, hennHooks } from '../src-shared/games/henn-shogun/bots/search-hooks';
import type { HennShogunState, HennShogunView } from '../src-shared/games/henn-shogun/types';

const args = (globalThis as unknown as { process: { argv: string[]; cpuUsage: () => { user: number; system: number } } }).process;
const nGames = Number(args.argv[2] ?? 2);
const perDecision = Number(args.argv[3] ?? 48);
// The rollout players and horizon (HardConfig.rollout, .horizon; a tree without the option ignores it).
const config = { ...HARD_DEFAULTS, ...(args.argv[4] ? { rollout: args.argv[4] } : {}), ...(args.argv[5] ? { horizon: args.argv[5].replace(/^horizon=/, '') } : {}) };

async function main(): Promise<void> {
  const normal = getBot(hennShogun.id, 'normal')!;
  const acc: Record<string, { it: number; cpu: number; wall: number; n: number }> = {};
  for (let g = 0; g < nGames; g++) {
    const states: HennShogunState[] = [];
    await playMatch(hennShogun as never, { players: 4 }, `rate${g}`, [normal, normal, normal, normal], 0, { observe: (s) => states.push(s as HennShogunState) });
    for (const [i, s] of states.entries()) {
      const d = hennShogun.pending(s).find((p) => p.seat === 0);
      const kind = d && SEARCHED[d.kind as keyof typeof SEARCHED];
      if (!kind || i % 2) continue;
      const v = hennShogun.view(s, 0) as HennShogunView;
      const cands = hardCandidates(v, 0, Rng.seeded(`c${g}/${i}`), HARD_DEFAULTS);
      if (cands.length < 2) continue;
      const iterations = Math.ceil(perDecision / cands.length) * cands.length;
      const c0 = args.cpuUsage();
      const t0 = performance.now();
      const r = searchMove(hennHooks(v, 0, config as typeof HARD_DEFAULTS, cands), { seat: 0, iterations, rng: Rng.seeded(`s${g}/${i}`), maxTreeDepth: 1, share: 0, rootAllocation: 'rounds' });
      const wall = performance.now() - t0;
      const c1 = args.cpuUsage();
      const a = (acc[kind] ??= { it: 0, cpu: 0, wall: 0, n: 0 });
      a.it += r.iterations;
      a.cpu += (c1.user - c0.user + c1.system - c0.system) / 1000;
      a.wall += wall;
      a.n++;
    }
  }
  for (const [kind, a] of Object.entries(acc))
    console.log(`${kind.padEnd(6)} ${a.n} decisions, ${a.it} iterations: ${((1000 * a.it) / a.cpu).toFixed(0)} per CPU second, ${((1000 * a.it) / a.wall).toFixed(0)} per wall second`);
}
void main();
