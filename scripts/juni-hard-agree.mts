/**
 * Jūni-tsuki: how often two Hard settings choose differently at the same view (issue 31, the ladder). Positions: every
 * `every`-th own-month decision of one seat (g mod 4) in 4-player Normal self-play games of the default two years
 * (seeds hvn<g>, as juni-hard-vs-normal.mts). At each, Hard A (seeded 'a'), Hard A again with another seed (the
 * search's own noise) and Hard B (seeded 'a'), fixed counts, no time cap. If B differs from A no more often than A from
 * itself, B changes nothing but the dice of the search.
 *
 *   nice -n 19 npx tsx scripts/juni-hard-agree.mts GAMES EVERY playouts=480 playouts=1500
 */
import { Rng } from '../src-shared/kernel/rng';
import { ownMonthPositions } from './juni-positions.mts';
import { juniTsuki as R } from '../src-shared/games/juni-tsuki/index';
import { hardMove } from '../src-shared/games/juni-tsuki/bots/hard';
import { parseHardParams } from '../src-shared/games/juni-tsuki/bots/index';

const nGames = Number(process.argv[2] ?? 2);
const every = Number(process.argv[3] ?? 4);
const spec = (s: string) => ({ cap: false, ...parseHardParams(Object.fromEntries(s.split(':').map((kv) => kv.split('=') as [string, string]))) });
const a = spec(process.argv[4] ?? 'playouts=480');
const b = spec(process.argv[5] ?? 'playouts=1500');
let n = 0;
let selfDiff = 0;
let bDiff = 0;
let bDiffBoth = 0;
let msA = 0;
let msB = 0;
for (let g = 0; g < nGames; g++) {
  const { seat, positions } = await ownMonthPositions(g, every);
  for (const { i, state } of positions) {
    const v = R.view(state, seat);
    let t = performance.now();
    const ma = JSON.stringify(hardMove(v, seat, Rng.seeded(`a${g}/${i}`), { config: a }));
    msA += performance.now() - t;
    const ma2 = JSON.stringify(hardMove(v, seat, Rng.seeded(`z${g}/${i}`), { config: a }));
    t = performance.now();
    const mb = JSON.stringify(hardMove(v, seat, Rng.seeded(`a${g}/${i}`), { config: b }));
    msB += performance.now() - t;
    n++;
    if (ma !== ma2) selfDiff++;
    if (ma !== mb) bDiff++;
    if (ma !== mb && ma2 !== mb) bDiffBoth++;
  }
  console.log(JSON.stringify({ g, positions: n, aVsA2: selfDiff, aVsB: bDiff, bVsBothA: bDiffBoth, msA: Math.round(msA / n), msB: Math.round(msB / n) }));
}
