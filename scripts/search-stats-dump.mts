/**
 * The Hard search's root statistics (visits and means per candidate) at every
 * searched decision of seat-to-move in games between Normal bots, one JSON line
 * per decision, read from the code of TREE (a checkout or a `git archive` of
 * a commit). Two trees whose lines are identical weigh every candidate exactly
 * alike: how a speed change of the search's rollouts shows it changed nothing
 * the search sees (issue 31 part 4, docs/playouts.md). Small counts (3-4
 * iterations per candidate), no time cap:
 *
 *   npx tsx scripts/search-stats-dump.mts TREE henn [games=1] [players=4]     > a.txt
 *   npx tsx scripts/search-stats-dump.mts TREE mb [games=1] [roundLimit=6]  > a.txt
 *   (the same in the other tree, then cmp)
 */

import { resolve } from 'node:path';

const [treeArg = '.', game = 'henn', gamesArg = '1', extra] = process.argv.slice(2);
const tree = resolve(treeArg);
const limit = extra ?? (game === 'mb' ? '6' : '4');
const { Rng } = await import(`${tree}/src-shared/kernel/rng.ts`);
const { searchMove } = await import(`${tree}/src-shared/ai/ismcts.ts`);
if (game === 'mb') {
  const { mbShogun: R } = await import(`${tree}/src-shared/games/mb-shogun/index.ts`);
  const { NORMAL, heuristicMove } = await import(`${tree}/src-shared/games/mb-shogun/bots/heuristic.ts`);
  const { HARD_DEFAULTS, candidates, searches } = await import(`${tree}/src-shared/games/mb-shogun/bots/hard-config.ts`);
  const { mbHooks } = await import(`${tree}/src-shared/games/mb-shogun/bots/search-hooks.ts`);
  const cfg = { ...HARD_DEFAULTS, kinds: 'admf' };
  for (let g = 0; g < Number(gamesArg); g++) {
    let s = R.setup(R.parseOptions({ players: 4, extended: false, roundLimit: Number(limit) }).value, `dump/${g}`);
    for (let ply = 0; ply < 100000; ply++) {
      const p = R.pending(s); if (!p.length) break;
      const { seat, kind } = p[0];
      const v = R.view(s, seat);
      if (searches(cfg, kind)) {
        const cands = candidates(v, seat, Rng.seeded(`c${ply}`), kind, cfg);
        if (cands.length > 1) console.log(JSON.stringify([g, ply, kind, searchMove(mbHooks(v, seat, cfg, cands), { seat, iterations: cands.length * 3, rng: Rng.seeded(`s${ply}`), share: 0, rootAllocation: 'rounds', maxTreeDepth: 1, maxPlies: 3000 }).stats]));
      }
      s = R.apply(s, seat, heuristicMove(v, seat, Rng.seeded(`b${g}/${ply}`), NORMAL)).state;
    }
  }
} else {
  const { createHennShogun, surrogateTower } = await import(`${tree}/src-shared/games/henn-shogun/index.ts`);
  const { NORMAL, heuristicMove } = await import(`${tree}/src-shared/games/henn-shogun/bots/heuristic.ts`);
  const { HARD_DEFAULTS } = await import(`${tree}/src-shared/games/henn-shogun/bots/hard.ts`);
  const { SEARCHED, hardCandidates, hennHooks } = await import(`${tree}/src-shared/games/henn-shogun/bots/search-hooks.ts`);
  const R = createHennShogun({ tower: surrogateTower() });
  for (let g = 0; g < Number(gamesArg); g++) {
    let s = R.setup(R.parseOptions({ players: Number(limit) }).value, `dump/${g}`);
    for (let ply = 0; ply < 10000; ply++) {
      const p = R.pending(s); if (!p.length) break;
      const { seat, kind } = p[0];
      const v = R.view(s, seat);
      if (SEARCHED[kind]) {
        const cands = hardCandidates(v, seat, Rng.seeded(`c${ply}`), HARD_DEFAULTS);
        if (cands.length > 1) console.log(JSON.stringify([g, ply, kind, searchMove(hennHooks(v, seat, HARD_DEFAULTS, cands), { seat, iterations: cands.length * 4, rng: Rng.seeded(`s${ply}`), share: 0, rootAllocation: 'rounds', maxTreeDepth: 1 }).stats]));
      }
      s = R.apply(s, seat, heuristicMove(v, seat, Rng.seeded(`b${g}/${ply}`), NORMAL)).state;
    }
  }
}
