/**
 * Henn's Shogun: would more of Hard's search change its choices? (issue 31: what faster rollouts would buy.) Positions:
 * every `every`-th searched decision (plan, march or battle, seat-order slot) of one seat (g mod 4) in 4-player Normal
 * self-play games of the default game (seeds hha<g>). At each, Hard at its default count (seeded 'a'), the same again
 * with another seed (the search's own noise) and Hard at `factor` times the count (seeded 'a'), all with the cap off
 * (the counts, not the clock). If the bigger search differs from the default no more often than the default from
 * itself, the extra iterations a faster rollout would buy change nothing but the dice of the search. The bigger search
 * seeded 'a' plays the default's worlds first, so `big` leans towards agreeing; `bigVsBoth` (differs from both
 * default runs) does not.
 *
 *   nice -n 19 npx tsx scripts/henn-hard-agree.mts GAMES EVERY FACTOR
 */
import { playMatch } from '../src-shared/ai/match';
import { getBot } from '../src-shared/games/bot-registry';
import { hennShogun as R } from '../src-shared/games/henn-shogun/index';
import { hardMove } from '../src-shared/games/henn-shogun/bots/hard';
import { SEARCHED, moveKey } from '../src-shared/games/henn-shogun/bots/search-hooks';
import type { HennShogunState } from '../src-shared/games/henn-shogun/types';
import { Rng } from '../src-shared/kernel/rng';

const nGames = Number(process.argv[2] ?? 2);
const every = Number(process.argv[3] ?? 2);
const factor = Number(process.argv[4] ?? 4);
const normal = getBot('henn-shogun', 'normal')!;
type Row = { n: number; self: number; big: number; bigVsBoth: number; msA: number; msB: number };
const byKind: Record<string, Row> = {};
for (let g = 0; g < nGames; g++) {
  const seat = g % 4;
  const states: HennShogunState[] = [];
  await playMatch(R as never, { players: 4 }, `hha${g}`, [normal, normal, normal, normal], 0, { observe: (s) => states.push(s as HennShogunState) });
  let k = 0;
  for (const s of states) {
    const v = R.view(s, seat);
    const d = v.pending.find((x) => x.seat === seat);
    const kind = d && SEARCHED[d.kind as keyof typeof SEARCHED];
    if (!kind || k++ % every !== 0) continue;
    const key = (seed: string, rate: number): [string, number] => {
      const t = performance.now();
      const m = hardMove(v, seat, Rng.seeded(seed), { config: { cap: false, rate } });
      return [moveKey(m), performance.now() - t];
    };
    const [a, msA] = key(`a${g}/${k}`, 1);
    const [a2] = key(`z${g}/${k}`, 1);
    const [b, msB] = key(`a${g}/${k}`, factor);
    const row = (byKind[kind] ??= { n: 0, self: 0, big: 0, bigVsBoth: 0, msA: 0, msB: 0 });
    row.n++;
    if (a !== a2) row.self++;
    if (a !== b) row.big++;
    if (a !== b && a2 !== b) row.bigVsBoth++;
    row.msA += msA;
    row.msB += msB;
  }
  console.log(JSON.stringify({ g, seat, byKind }));
}
