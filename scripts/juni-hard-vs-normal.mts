/**
 * Jūni-tsuki: where Hard's choice differs from Normal's at the same view, which first move wins more (issue 31, the
 * ladder). Positions: every `every`-th own-month decision of one seat (g mod 4) in 4-player Normal self-play games of
 * the default two years (seeds hvn<g>). At each, Normal's move and Hard's (`SPEC` params, a fixed count) from the
 * seat's view; where they differ, each move is applied to the TRUE state and the game played on to its end by four
 * Normal bots `R` times (the dice reseeded per playout, the same seeds for both moves: paired), counting the seat's
 * wins and final castles.
 *
 *   nice -n 19 npx tsx scripts/juni-hard-vs-normal.mts GAMES EVERY R [hard params, e.g. playouts=480]
 */
import { Rng } from '../src-shared/kernel/rng';
import { ownMonthPositions } from './juni-positions.mts';
import { playMatch } from '../src-shared/ai/match';
import { getBot } from '../src-shared/games/bot-registry';
import { juniTsuki as R } from '../src-shared/games/juni-tsuki/index';
import { hardMove } from '../src-shared/games/juni-tsuki/bots/hard';
import { parseHardParams } from '../src-shared/games/juni-tsuki/bots/index';
import { NORMAL, heuristicMove } from '../src-shared/games/juni-tsuki/bots/heuristic';
import type { JuniMove, JuniState } from '../src-shared/games/juni-tsuki/types';

const nGames = Number(process.argv[2] ?? 2);
const every = Number(process.argv[3] ?? 8);
const reps = Number(process.argv[4] ?? 12);
const params = Object.fromEntries((process.argv[5] ?? 'playouts=480').split(':').map((kv) => kv.split('=') as [string, string]));
const config = { cap: false, ...parseHardParams(params) };
const normal = getBot('juni-tsuki', 'normal')!;
const bots = [normal, normal, normal, normal];
const castles = (s: JuniState, seat: number): number => s.castles.filter((c) => c.owner === seat).length;

async function onward(s: JuniState, seat: number, move: JuniMove, seed: string): Promise<{ win: number; castles: number }> {
  let win = 0;
  let held = 0;
  for (let k = 0; k < reps; k++) {
    const start = { ...R.apply(s, seat, move).state, rng: Rng.seeded(`${seed}/${k}`).state() };
    const r = await playMatch(R as never, start.options, `${seed}/${k}`, bots, 0, { from: start });
    if (r.result.winners.includes(seat)) win += 1 / r.result.winners.length;
    held += castles(r.final as JuniState, seat);
  }
  return { win: win / reps, castles: held / reps };
}

let agree = 0;
let differ = 0;
let hardWins = 0;
let normalWins = 0;
let dCastles = 0;
for (let g = 0; g < nGames; g++) {
  const { seat, positions } = await ownMonthPositions(g, every);
  for (const { i, state } of positions) {
    const s = state;
    const v = R.view(s, seat);
    const n = heuristicMove(v, seat, Rng.seeded(`n${g}/${i}`), NORMAL);
    const h = hardMove(v, seat, Rng.seeded(`h${g}/${i}`), { config });
    if (JSON.stringify(n) === JSON.stringify(h)) {
      agree++;
      continue;
    }
    differ++;
    const a = await onward(s, seat, h, `c${g}/${i}`);
    const b = await onward(s, seat, n, `c${g}/${i}`);
    hardWins += a.win;
    normalWins += b.win;
    dCastles += a.castles - b.castles;
    console.log(JSON.stringify({ g, i, month: s.month, hard: h, normal: n, hardWin: a.win, normalWin: b.win, hardCastles: a.castles, normalCastles: b.castles }));
  }
}
console.log(JSON.stringify({ agree, differ, hardWinMean: hardWins / differ, normalWinMean: normalWins / differ, castlesHardMinusNormal: dCastles / differ }));
