/**
 * Jūni-tsuki: the action points a level leaves when it ends its month, against three Normal, in the arena's games
 * (its seeds `${seed}/${g}`, its seat rotation and bot Rngs). Normal spends nearly all of its roll; the default Hard
 * ended 60 % of its months with points left (docs/games/juni-tsuki.md, "eighth pass"). Also counts the level's months
 * (fewer than 24 a game: it was out).
 *
 *   nice -n 19 npx tsx scripts/juni-ap-left.mts S9j-201 3 hard:playouts=480
 */
import { getRuleset } from '../src-shared/games/registry';
import { botFromSpec } from '../src-shared/games/bot-registry';
import { rotation } from '../src-main/cli/arena';
import { Rng } from '../src-shared/kernel/rng';
import type { JuniState, JuniView } from '../src-shared/games/juni-tsuki/types';

const [seed = 'S9j-201', games = '3', spec = 'hard:playouts=480'] = process.argv.slice(2);
const R = getRuleset('juni-tsuki')!;
const left: Record<'level' | 'normal', number[]> = { level: [], normal: [] };
for (let g = 0; g < Number(games); g++) {
  const levels = rotation([spec, 'normal', 'normal', 'normal'], g);
  const seat0 = levels.indexOf(spec);
  const bots = levels.map((l) => botFromSpec(R.id, l)!);
  const o = R.parseOptions({ players: 4 });
  if (!o.ok) throw new Error(o.error.message);
  let s = R.setup(o.value, `${seed}/${g}`) as JuniState;
  for (let ply = 0; ; ply++) {
    const pend = R.pending(s);
    if (pend.length === 0) break;
    const seat = pend[0]!.seat;
    const v = R.view(s, seat) as JuniView;
    const m = await bots[seat]!.decide(R, v, seat, Rng.seeded(`${seed}/${g}/bot/${ply}/${seat}`), 1500);
    if (m.type === 'end-turn' && !v.interrupt) left[seat === seat0 ? 'level' : 'normal'].push(v.turn.ap);
    s = R.apply(s, seat, m).state as JuniState;
  }
}
for (const [who, a] of Object.entries(left)) {
  const hist: Record<number, number> = {};
  for (const x of a) hist[x] = (hist[x] ?? 0) + 1;
  const mean = a.reduce((x, y) => x + y, 0) / a.length;
  const some = a.filter((x) => x > 0).length;
  console.log(`${who === 'level' ? spec : 'normal (3 seats)'}: ${a.length} months, AP left ${mean.toFixed(2)} a month, some left in ${some} (${((100 * some) / a.length).toFixed(0)} %); by AP left ${JSON.stringify(hist)}`);
}
