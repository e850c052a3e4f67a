/**
 * Same numbers (issue 31 part 4): the root statistics (visits and mean of every candidate, as doubles) of Hard's
 * search on the rollout bench's positions (bots/rollout-bench.ts: every `every`-th searched decision of Normal
 * self-play), one line per decision. Run in two trees and compare the files: a speed-up of the engine or the
 * rollout path must give byte-identical output.
 *
 *   npx tsx scripts/gekokujo-search-dump.ts [games=1] [iterations=60] [every=10] > out.txt
 */
import { searchMove } from '../src-shared/ai/ismcts';
import { benchArgs, selfPlayPositions } from '../src-shared/ai/rollout-timing';
import { Rng } from '../src-shared/kernel/rng';
import { gekokujo as R } from '../src-shared/games/gekokujo/index';
import type { GekokujoState } from '../src-shared/games/gekokujo/types';
import { viewOf } from '../src-shared/games/gekokujo/view';
import { HARD_DEFAULTS } from '../src-shared/games/gekokujo/bots/hard-config';
import { normalBot } from '../src-shared/games/gekokujo/bots/index';
import { gekokujoHooks, treeCandidates } from '../src-shared/games/gekokujo/bots/search-hooks';

const argv = benchArgs();
const games = Number(argv[0] ?? 1);
const iterations = Number(argv[1] ?? 60);
const every = Number(argv[2] ?? 10);

void (async () => {
  const positions = await selfPlayPositions(R, normalBot, games, every, (s: GekokujoState) => {
    const seat = R.pending(s)[0]?.seat;
    if (seat === undefined) return null;
    return treeCandidates(viewOf(s, seat), seat, Rng.seeded('count'), HARD_DEFAULTS).length > 1 ? { state: s, seat } : null;
  });
  positions.forEach((p, i) => {
    const cfg = HARD_DEFAULTS;
    const v = viewOf(p.state, p.seat);
    const rng = Rng.seeded(`dump/${i}`);
    const cands = treeCandidates(v, p.seat, rng, cfg);
    const r = searchMove(gekokujoHooks(v, p.seat, cfg), { seat: p.seat, iterations: Math.max(2 * cands.length, iterations), rng, exploration: cfg.ucb, maxTreeDepth: cfg.depth, firstBias: cfg.bias });
    console.log(JSON.stringify({ i, move: r.move, depth: r.depth, stats: r.stats.map((x) => [x.key, x.visits, x.mean, x.available]) }));
  });
})();
