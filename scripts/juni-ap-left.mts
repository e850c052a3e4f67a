/**
 * Jūni-tsuki: the action points a level leaves when it ends its month, against three Normal, in the arena's games
 * (its seeds `${seed}/${g}`, its seat rotation and bot Rngs). Normal spends nearly all of its roll; the default Hard
 * ended 60 % of its months with points left in the eighth pass (docs/games/juni-tsuki.md). Also counts the level's months
 * (fewer than 24 a game: it was out).
 *
 *   nice -n 19 npx tsx scripts/juni-ap-left.mts S9j-201 3 hard:playouts=480
 */
import { playMatch } from '../src-shared/ai/match';
import { getRuleset } from '../src-shared/games/registry';
import { botFromSpec } from '../src-shared/games/bot-registry';
import { rotation } from '../src-main/cli/arena';
import type { JuniView } from '../src-shared/games/juni-tsuki/types';

const [seed = 'S9j-201', games = '3', spec = 'hard:playouts=480'] = process.argv.slice(2);
const R = getRuleset('juni-tsuki')!;
const left: Record<'level' | 'normal', number[]> = { level: [], normal: [] };
for (let g = 0; g < Number(games); g++) {
  const levels = rotation([spec, 'normal', 'normal', 'normal'], g);
  const seat0 = levels.indexOf(spec);
  // The arena's own games (playMatch: its bot Rngs, free actions and checks); each own-month end counted as it is chosen.
  const bots = levels.map((l) => {
    const b = botFromSpec(R.id, l)!;
    return {
      ...b,
      decide: async (...a: Parameters<typeof b.decide>) => {
        const m = await b.decide(...a);
        const [, v, seat] = a as unknown as [unknown, JuniView, number];
        if ((m as { type: string }).type === 'end-turn' && !v.interrupt) left[seat === seat0 ? 'level' : 'normal'].push(v.turn.ap);
        return m;
      },
    };
  });
  await playMatch(R, { players: 4 }, `${seed}/${g}`, bots, 1500);
}
for (const [who, a] of Object.entries(left)) {
  const hist: Record<number, number> = {};
  for (const x of a) hist[x] = (hist[x] ?? 0) + 1;
  const mean = a.reduce((x, y) => x + y, 0) / a.length;
  const some = a.filter((x) => x > 0).length;
  console.log(`${who === 'level' ? spec : 'normal (3 seats)'}: ${a.length} months, AP left ${mean.toFixed(2)} a month, some left in ${some} (${((100 * some) / a.length).toFixed(0)} %); by AP left ${JSON.stringify(hist)}`);
}
