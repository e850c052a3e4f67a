/**
 * Same numbers (issue 31 part 4): the root statistics (visits and mean of every root line, as doubles) and the
 * chosen line of Hard's search on the rollout bench's positions (bots/rollout-bench.ts: every `every`-th searched
 * own-month decision of Normal self-play), one line per decision, searched as the bench searches them (Hard's
 * defaults, a fixed number of iterations). Run in two trees and compare the files: a speed-up of the engine or the
 * rollout path must give byte-identical output.
 *
 *   npx tsx scripts/juni-search-dump.ts [games=1] [iterations=120] [every=8] [rollout=lean] > out.txt
 */
import { searchMove } from '../src-shared/ai/ismcts';
import { benchArgs, selfPlayPositions } from '../src-shared/ai/rollout-timing';
import { Rng } from '../src-shared/kernel/rng';
import { juniTsuki as R } from '../src-shared/games/juni-tsuki/index';
import type { JuniState } from '../src-shared/games/juni-tsuki/types';
import { viewOf } from '../src-shared/games/juni-tsuki/view';
import { HARD_DEFAULTS, treeKnobs } from '../src-shared/games/juni-tsuki/bots/hard';
import { NORMAL } from '../src-shared/games/juni-tsuki/bots/heuristic';
import { normalBot } from '../src-shared/games/juni-tsuki/bots/index';
import { planMoves } from '../src-shared/games/juni-tsuki/bots/plan';
import { juniHooks, orderCandidates, type RolloutKind } from '../src-shared/games/juni-tsuki/bots/search-hooks';

const argv = benchArgs();
const games = Number(argv[0] ?? 1);
const iterations = Number(argv[1] ?? 120);
const every = Number(argv[2] ?? 8);
const rollout = (argv[3] ?? 'lean') as RolloutKind;

void (async () => {
  const positions = await selfPlayPositions(R, normalBot, games, every, (s: JuniState) =>
    s.over || s.interrupt || s.turn.phase !== 'act' ? null : { state: s, seat: s.turn.seat },
  );
  positions.forEach((p, i) => {
    const cfg = { ...HARD_DEFAULTS, rollout };
    const v = viewOf(p.state, p.seat);
    const rng = Rng.seeded(`rollout-bench/${i}`);
    const own = { ...NORMAL, weights: { ...NORMAL.weights, ...cfg.weights } };
    const { ranked, stay } = planMoves(v, p.seat, rng, own, cfg);
    if (ranked.length === 0) return;
    const first = ranked[0]!.value;
    if (first - Math.max(stay, ranked[1]?.value ?? -Infinity) >= cfg.margin) return;
    const root = orderCandidates(ranked, first, stay, cfg.candidates);
    const hooks = juniHooks(v, p.seat, { treeCandidates: cfg.treeCandidates, scale: cfg.scale, weights: own.weights, rollout }, root, stay);
    const r = searchMove(hooks, {
      seat: p.seat,
      iterations: Math.max(2 * root.length, iterations),
      rng,
      ...treeKnobs(cfg),
    });
    console.log(JSON.stringify({ i, move: r.move, stats: r.stats.map((x) => [x.key, x.visits, x.mean, x.available]) }));
  });
})();
