/**
 * Jūni-tsuki's Hard at the decision level: the one search (the default, depth 1, shared worlds) against the flat
 * Monte Carlo Hard it replaced, on the same positions with the same plan. Positions: seat 1's searched own-month
 * decisions in 4-player Normal games of one year (seeds regret0, regret1, ...). Each variant's move is scored by its
 * regret against a long flat reference run over the same lines (raw evaluation means, 100 paired worlds each):
 * best reference mean − the chosen line's. The old Hard is read from a copy of an earlier commit's src-shared:
 *   mkdir -p /tmp/old && git archive cae9090 src-shared | tar -x -C /tmp/old && ln -s $PWD/node_modules /tmp/old/
 *   OLD=/tmp/old nice -n 19 npx tsx scripts/juni-hard-regret.mts GAMES PER_GAME SEEDS REF_ROUNDS
 */
import { Rng } from '../src-shared/kernel/rng';
import { playMatch } from '../src-shared/ai/match';
import { flatMonteCarlo } from '../src-shared/ai/flat-mc';
import { getBot } from '../src-shared/games/bot-registry';
import { juniTsuki as R } from '../src-shared/games/juni-tsuki/index';
import { hardMove, HARD_DEFAULTS } from '../src-shared/games/juni-tsuki/bots/hard';
import { planMoves } from '../src-shared/games/juni-tsuki/bots/plan';
import { NORMAL, heuristicMove } from '../src-shared/games/juni-tsuki/bots/heuristic';
import { FAST, LINES, orderCandidates } from '../src-shared/games/juni-tsuki/bots/search-hooks';
import { evaluate } from '../src-shared/games/juni-tsuki/bots/evaluate';
import { determinize } from '../src-shared/games/juni-tsuki/determinize';
import { cloneState } from '../src-shared/games/juni-tsuki/clone';
import { viewOf } from '../src-shared/games/juni-tsuki/view';
const nGames = Number(process.argv[2] ?? 1), perGame = Number(process.argv[3] ?? 8), nSeeds = Number(process.argv[4] ?? 3), refRounds = Number(process.argv[5] ?? 150);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
async function main() {
  const { hardMove: oldHard } = await import(`${process.env.OLD ?? '/tmp/old'}/src-shared/games/juni-tsuki/bots/hard.ts`);
  const normal = getBot('juni-tsuki', 'normal')!;
  const variants: [string, (v: any, r: Rng) => any][] = [
    ['old flat, 60 playouts', (v, r) => oldHard(v, 0, r, { config: { playouts: 60 } })],
    ['new search, 60 iterations', (v, r) => hardMove(v, 0, r, { config: { playouts: 60 } })],
    ['new search, 120 iterations (default count)', (v, r) => hardMove(v, 0, r, { config: { playouts: 120 } })],
  ];
  const reg = variants.map(() => [] as number[]); const ms = variants.map(() => 0); let n = 0;
  for (let g = 0; g < nGames; g++) {
    const states: any[] = [];
    await playMatch(R as never, { players: 4, years: 2, monthLimit: 12 }, `regret${g}`, [normal, normal, normal, normal], 0, { observe: (s) => states.push(s) });
    const pos = states.filter((s) => !s.over && !s.interrupt && s.turn.phase === 'act' && s.turn.seat === 0);
    // searched decisions only (the plan's favourite does not lead by the margin)
    const searched = pos.filter((s) => { const { ranked, stay } = planMoves(R.view(s, 0), 0, Rng.seeded('m'), NORMAL); if (ranked.length === 0) return false; return ranked[0]!.value - Math.max(stay, ranked[1]?.value ?? -Infinity) < HARD_DEFAULTS.margin; });
    for (let i = 0; i < perGame && i < searched.length; i++) {
      const s = searched[Math.floor((i * searched.length) / perGame)];
      const v = R.view(s, 0);
      for (let k = 0; k < nSeeds; k++) {
        const seed = `p${g}-${i}-${k}`;
        const { ranked, stay } = planMoves(v, 0, Rng.seeded(seed), NORMAL);
        const lines = orderCandidates(ranked, ranked[0]!.value, stay, HARD_DEFAULTS.candidates);
        const month = v.month;
        const ref = flatMonteCarlo({ ruleset: LINES, seat: 0, candidates: lines, determinize: (r) => determinize(v, r), clone: cloneState,
          policy: (st: any, who: number, r: Rng) => [heuristicMove(viewOf(st, who), who, r, FAST)] as any,
          evaluate: (st: any, who: number) => evaluate(st, who, NORMAL.weights, st.over || st.turn.seat !== who || st.month !== month),
          stop: (st: any) => st.over || ((st.turn.seat !== 0 || st.month !== month) && !st.interrupt), rounds: refRounds, halving: 0, maxPlies: 4, rng: Rng.seeded(`ref${seed}`) });
        const best = Math.max(...ref.means);
        variants.forEach(([, f], j) => {
          const a = cpu();
          const m = f(v, Rng.seeded(seed));
          ms[j] += cpu() - a;
          const li = lines.findIndex((l) => JSON.stringify(l[0]) === JSON.stringify(m));
          reg[j].push(li < 0 ? NaN : best - ref.means[li]!);
        });
        n++;
      }
      console.log(`pos g${g} #${i}: ${n} decisions so far;`, variants.map(([name], j) => `${name}: mean regret ${(reg[j].filter((x) => !isNaN(x)).reduce((a, b) => a + b, 0) / reg[j].filter((x) => !isNaN(x)).length).toFixed(3)}, zero-regret ${reg[j].filter((x) => x === 0).length}, unmatched ${reg[j].filter((x) => isNaN(x)).length}, cpu ${(ms[j] / n).toFixed(0)} ms`).join(' | '));
    }
  }
}
main();
