/**
 * Jūni-tsuki: the first months of one arena game of SPEC against three Normal (the arena's seed `${seed}/${g}` and
 * rotation): every move of Hard's, every Fire, every loss of Hard's Daimyō, with where Hard's Daimyō stand and
 * evaluate.ts `fireRisk` (unweighted) after each. Shows how a setting changes Hard's opening at the same seed.
 *
 *   nice -n 19 npx tsx scripts/juni-hard-first-months.mts S5j-8 0 hard:playouts=480:w.fire=3 1
 */
import { getRuleset } from '../src-shared/games/registry';
import { botFromSpec } from '../src-shared/games/bot-registry';
import { rotation } from '../src-main/cli/arena';
import { Rng } from '../src-shared/kernel/rng';
import { fireRisk, WEIGHTS } from '../src-shared/games/juni-tsuki/bots/evaluate';
import type { JuniState } from '../src-shared/games/juni-tsuki/types';
const [seed = 'S5j-8', gs = '0', spec = 'hard:playouts=480', months = '2'] = process.argv.slice(2);
const R = getRuleset('juni-tsuki')!;
const g = Number(gs);
const levels = rotation([spec, 'normal', 'normal', 'normal'], g);
const hard = levels.indexOf(spec);
const bots = levels.map((l) => botFromSpec(R.id, l)!);
const o = R.parseOptions({ players: 4 }); if (!o.ok) throw new Error(o.error.message);
let s = R.setup(o.value, `${seed}/${g}`) as JuniState;
for (let ply = 0; ply < 3000; ply++) {
  const pend = R.pending(s); if (pend.length === 0) break;
  if (s.month > Number(months)) break;
  const seat = pend[0]!.seat;
  const v = R.view(s, seat);
  const m = await bots[seat]!.decide(R, v, seat, Rng.seeded(`${seed}/${g}/bot/${ply}/${seat}`), 1500);
  const before = s;
  s = R.apply(s, seat, m).state as JuniState;
  const dh = s.daimyo.filter((d) => d.owner === hard).map((d) => d.province).join(',');
  if (seat === hard || (m as { type: string }).type === 'fire' || before.daimyo.filter((d) => d.owner === hard).length !== s.daimyo.filter((d) => d.owner === hard).length)
    console.log(`m${s.month} seat${seat}${seat === hard ? '(H)' : ''} ${JSON.stringify(m)} | H daimyo@${dh} fireRisk=${fireRisk(s, hard, WEIGHTS).toFixed(1)}`);
}
