/**
 * Why is the tree Hard weaker than the flat Hard? Decision-level comparison at EQUAL COUNTS:
 * positions from games between Normal bots; at each searched decision of seat 0 the
 * same candidate list is judged by a long reference flat run (raw evaluation means over
 * many paired worlds), and each search variant's choice (several seeds) is scored by its
 * regret = reference mean of the best candidate − reference mean of the chosen one.
 * usage: nice -n 10 npx tsx scripts/hard-search-regret.ts henn|mb [positions] [seeds] [refRounds]
 */
import { Rng } from '../src-shared/kernel/rng';
import { playMatch } from '../src-shared/ai/match';
import { flatMonteCarlo } from '../src-shared/ai/flat-mc';
import { searchMove, type SearchOptions } from '../src-shared/ai/ismcts';
import { getBot } from '../src-shared/games/bot-registry';
import { hennShogun } from '../src-shared/games/henn-shogun/index';
import { HARD_DEFAULTS as HD, PLAYOUTS_PER_SECOND } from '../src-shared/games/henn-shogun/bots/hard';
import { SEARCHED, engineFor, hardCandidates, hennHooks, policy as hPolicy, seasonOver } from '../src-shared/games/henn-shogun/bots/search-hooks';
import { determinize as hDet } from '../src-shared/games/henn-shogun/determinize';
import { evaluateFor } from '../src-shared/games/henn-shogun/bots/evaluate';
import { cloneState as hClone } from '../src-shared/games/henn-shogun/clone';
import { mbShogun } from '../src-shared/games/mb-shogun/index';
import { HARD_DEFAULTS as MD, candidates as mCands, determinize as mDet, evaluate as mEval, playoutPolicy } from '../src-shared/games/mb-shogun/bots/hard-config';
import { mbHooks } from '../src-shared/games/mb-shogun/bots/search-hooks';
import { cloneState as mClone } from '../src-shared/games/mb-shogun/clone';

const args = (globalThis as unknown as { process: { argv: string[] } }).process.argv.slice(2);
const game = args[0] ?? 'mb';
const nPos = Number(args[1] ?? 8);
const nSeeds = Number(args[2] ?? 4);
const refRounds = Number(args[3] ?? 100);

type Variant = { name: string; opts: Partial<SearchOptions> | 'flat' };
const variants: Variant[] = [
  { name: 'flat (old Hard)', opts: 'flat' },
  { name: game === 'henn' ? 'tree as measured (ucb, fresh worlds, depth 8)' : 'tree as measured (ucb, fresh worlds, depth 1)', opts: { share: 1, rootAllocation: 'ucb', maxTreeDepth: game === 'henn' ? 8 : 1 } },
  { name: 'tree ucb + share 0, depth 1', opts: { share: 0, rootAllocation: 'ucb', maxTreeDepth: 1 } },
  { name: 'tree rounds, fresh worlds, depth 1', opts: { share: 1, rootAllocation: 'rounds', maxTreeDepth: 1 } },
  { name: 'tree rounds + share 0, depth 1', opts: { share: 0, rootAllocation: 'rounds', maxTreeDepth: 1 } },
  { name: 'tree rounds + share 0, depth 2, bias 1', opts: { share: 0, rootAllocation: 'rounds', maxTreeDepth: 2, firstBias: 1 } },
];

async function main(): Promise<void> {
  const ruleset = game === 'henn' ? hennShogun : mbShogun;
  const normal = getBot(ruleset.id, 'normal')!;
  const positions: unknown[] = [];
  for (let g = 0; positions.length < nPos && g < 50; g++) {
    const states: unknown[] = [];
    await playMatch(ruleset as never, game === 'henn' ? { players: 4 } : { players: 4, roundLimit: 12 }, `why${g}`, [normal, normal, normal, normal], 0, { observe: (s) => states.push(s) });
    // searched decisions of seat 0 at a spread of points in the game
    const idx = states.map((s, i) => [s, i] as const).filter(([s]) => ruleset.pending(s as never).some((d) => d.seat === 0 && (game === 'henn' ? d.kind === 'plan' : d.kind === 'allocate')));
    for (const k of [0.3, 0.7]) if (idx.length > 0 && positions.length < nPos) positions.push(idx[Math.floor(k * idx.length)]![0]);
  }
  const regret: number[][] = variants.map(() => []);
  const agree: number[] = variants.map(() => 0);
  const ms: number[] = variants.map(() => 0);
  let n = 0;
  for (const [pi, st] of positions.entries()) {
    const v = ruleset.view(st as never, 0) as never;
    const seat = 0;
    let cands: unknown[];
    let count: number;
    let flatSpec: (rounds: number, rng: Rng, onPlayout?: (c: number, x: number) => void) => ReturnType<typeof flatMonteCarlo>;
    let tree: (o: Partial<SearchOptions>, iterations: number, rng: Rng) => unknown;
    if (game === 'henn') {
      // The study of the season's horizon (the flat Hard's), as it was measured.
      const cfg = { ...HD, horizon: 'season' as const };
      cands = hardCandidates(v, seat, Rng.seeded(`c${pi}`), cfg);
      count = Math.max(2, Math.floor(Math.floor(0.3 * PLAYOUTS_PER_SECOND.season.plan) / cands.length)) * cands.length; // 300 ms budget
      flatSpec = (rounds, rng, onPlayout) =>
        flatMonteCarlo({ ruleset: engineFor(v), seat, candidates: cands as never, determinize: (r) => hDet(v, r, { opponents: cfg.opponents, noisy: cfg.noisy }), clone: hClone, policy: hPolicy, evaluate: evaluateFor, stop: seasonOver(v), rounds, rng, onPlayout });
      tree = (o, iterations, rng) => searchMove(hennHooks(v, seat, cfg, cands as never), { seat, iterations, rng, exploration: cfg.ucb, ...o }).move;
      void SEARCHED;
    } else {
      const cfg = { ...MD };
      const round = (v as { round: number }).round;
      cands = mCands(v, seat, Rng.seeded(`c${pi}`), 'allocate', cfg);
      count = Math.max(2, Math.floor(36 / cands.length)) * cands.length;
      flatSpec = (rounds, rng, onPlayout) =>
        flatMonteCarlo({ ruleset: mbShogun, seat, candidates: cands as never, determinize: (r) => mDet(v, r), clone: mClone, policy: playoutPolicy(seat, cfg.style), evaluate: mEval, stop: (s) => s.stage.kind === 'over' || s.round > round, rounds, rng, onPlayout, maxPlies: 3000 });
      tree = (o, iterations, rng) => searchMove(mbHooks(v, seat, cfg, cands as never), { seat, iterations, rng, exploration: cfg.ucb, maxPlies: 3000, ...o }).move;
    }
    if (cands.length < 2) continue;
    const t0 = performance.now();
    const ref = flatSpec(refRounds, Rng.seeded(`ref${pi}`));
    const refMs = performance.now() - t0;
    const best = Math.max(...ref.means);
    const key = (m: unknown) => JSON.stringify(m);
    const spread = best - Math.min(...ref.means);
    n++;
    for (const [vi, va] of variants.entries()) {
      for (let k = 0; k < nSeeds; k++) {
        const rng = Rng.seeded(`p${pi}s${k}`);
        const t = performance.now();
        const move = va.opts === 'flat' ? flatSpec(count / cands.length, rng).move : tree(va.opts, count, rng);
        ms[vi]! += performance.now() - t;
        const ci = cands.findIndex((c) => key(c) === key(move));
        regret[vi]!.push(best - ref.means[ci]!);
        if (ref.means[ci] === best) agree[vi]!++;
      }
    }
    console.log(`position ${pi}: ${cands.length} candidates, ${count} playouts per search, reference ${refRounds} rounds (${(refMs / 1000).toFixed(1)} s), means spread ${spread.toFixed(2)}; best = candidate ${ref.means.indexOf(best)}`);
  }
  console.log(`\n${game}: ${n} positions × ${nSeeds} seeds, equal counts`);
  for (const [vi, va] of variants.entries()) {
    const r = regret[vi]!;
    const mean = r.reduce((a, b) => a + b, 0) / r.length;
    const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, r.length - 1));
    console.log(`${va.name.padEnd(46)} mean regret ${mean.toFixed(3)} ± ${(sd / Math.sqrt(r.length)).toFixed(3)} (eval points); picks the reference best ${((100 * agree[vi]!) / r.length).toFixed(0)}%; ${(ms[vi]! / r.length).toFixed(0)} ms per search`);
  }
}
void main();
