/**
 * Where Jūni-tsuki's Hard loses (issue 31, the ladder): plays seat-rotated default games of SPEC against three
 * Normal (the arena's seeds `${seed}/${g}` and rotation) and prints per game the castles of every seat at the end
 * of each year, the months in which Hard was a "threat" to the Normals (bots/leader.ts: they then weigh its
 * strength against their own and attack it) and the winners; and, in the plan's terms: `deaths` (each of Hard's Daimyō
 * lost: month, whose month, the last move chosen (seat:type), Hard's samurai before > after, Daimyō left), `allDeaths`
 * (every seat's: month, seat (H = Hard) - number < the last move chosen: `answer` after a war card, `press` a battle),
 * `series` (at each month's start: Hard's samurai / Hard's Daimyō / ronin on the map) and `yearEndLoss` (Hard's
 * samurai lost at each year end: upkeep and fate).
 *
 *   nice -n 19 npx tsx scripts/juni-hard-trace.mts SPEC SEED FROM TO
 */
import { playMatch } from '../src-shared/ai/match';
import { botFromSpec } from '../src-shared/games/bot-registry';
import { getRuleset } from '../src-shared/games/registry';
import { rotation } from '../src-main/cli/arena';
import { threatOf } from '../src-shared/games/juni-tsuki/bots/leader';
import { CASTLE_POINTS } from '../src-shared/games/juni-tsuki/map';
import type { JuniState } from '../src-shared/games/juni-tsuki/types';

const [spec = 'hard', seed = 'T', from = '0', to = '3'] = process.argv.slice(2);
const ruleset = getRuleset('juni-tsuki')!;
for (let g = Number(from); g <= Number(to); g++) {
  const levels = rotation([spec, 'normal', 'normal', 'normal'], g);
  const hard = levels.indexOf(spec);
  // The last move each seat chose (to name what killed a Daimyō).
  let last = '';
  const bots = levels.map((l) => {
    const b = botFromSpec(ruleset.id, l)!;
    return { ...b, decide: async (...a: Parameters<typeof b.decide>) => { const m = await b.decide(...a); last = `${a[2]}:${(m as { type: string }).type}`; return m; } };
  });
  // Every seat's Daimyō deaths: month, seat (H = Hard), the move that did it (seat:type).
  const allDeaths: string[] = [];
  const castles = (s: JuniState): number[] => s.players.map((_, o) => s.castles.filter((c) => c.owner === o).length);
  const years: string[] = [];
  let month = 1;
  let threatMonths = 0;
  let lastThreat = -1;
  // Castles lost by each seat: walked into empty (none of the holder's samurai on its point the move before), or in battle.
  const lostEmpty = [0, 0, 0, 0];
  const lostBattle = [0, 0, 0, 0];
  let prev: JuniState | null = null;
  const outMonth = [0, 0, 0, 0];
  let minDaimyo = 99;
  // Hard's Daimyō deaths: the month, whose month it was (the mover) and Hard's samurai before and after.
  const deaths: string[] = [];
  // Hard's samurai lost at the year ends (upkeep and fate: the month changes from 12k to 12k + 1).
  const yearEndLoss: number[] = [];
  // At each month's start: Hard's samurai / Daimyō / ronin on the map (all).
  const series: string[] = [];
  const samuraiOf = (s: JuniState, o: number): number => s.points.reduce((a, l) => a + l.reduce((b, g) => b + (g.o === o ? g.n : 0), 0), 0);
  const r = await playMatch(ruleset, { players: 4 }, `${seed}/${g}`, bots, 1500, {
    observe: (x) => {
      const s = x as JuniState;
      if (prev !== null) {
        for (let c = 0; c < s.castles.length; c++) {
          const was = prev.castles[c]!.owner;
          if (was < 0 || s.castles[c]!.owner === was || s.players[was]!.out) continue;
          const point = CASTLE_POINTS[c]!;
          const guards = prev.points[point]!.reduce((a, g) => a + (g.o === was ? g.n : 0), 0);
          (guards === 0 ? lostEmpty : lostBattle)[was]!++;
        }
      }
      if (prev !== null) {
        const before = prev.daimyo.filter((d) => d.owner === hard).length;
        const after = s.daimyo.filter((d) => d.owner === hard).length;
        if (after < before) deaths.push(`m${s.month}:by${prev.turn.seat === hard ? 'own' : prev.turn.seat}:${last}:${samuraiOf(prev, hard)}>${samuraiOf(s, hard)}:d${after}`);
        for (let o = 0; o < 4; o++) {
          const lost = prev.daimyo.filter((d) => d.owner === o).length - s.daimyo.filter((d) => d.owner === o).length;
          if (lost > 0) allDeaths.push(`m${s.month}:${o === hard ? 'H' : o}-${lost}<${last}`);
        }
        if (s.month !== prev.month && prev.month % 12 === 0) yearEndLoss.push(samuraiOf(prev, hard) - samuraiOf(s, hard));
      }
      prev = s;
      s.players.forEach((p, o) => {
        if (p.out && outMonth[o] === 0) outMonth[o] = s.month;
      });
      const alive = s.daimyo.filter((d) => d.owner === hard).length;
      if (alive < minDaimyo) minDaimyo = alive;
      if (s.month !== month) {
        series.push(`${samuraiOf(s, hard)}/${s.daimyo.filter((d) => d.owner === hard).length}/${s.points.reduce((a, l) => a + l.reduce((b, g) => b + (g.o === -1 ? g.n : 0), 0), 0)}`);
        if (s.month % 12 === 1) years.push(castles(s).join('/'));
        month = s.month;
        // Hard is the threat of some Normal (the same rule for every Normal seat).
        const other = (hard + 1) % 4;
        if (threatOf(s, other) === hard) threatMonths++, (lastThreat = s.month);
      }
    },
  });
  const f = r.final as JuniState;
  console.log(JSON.stringify({ g, hard, years, final: castles(f).join('/'), threatMonths, lastThreat, lostEmpty: lostEmpty.join('/'), lostBattle: lostBattle.join('/'), outMonth: outMonth.join('/'), minDaimyo, deaths: deaths.join(' '), allDeaths: allDeaths.join(' '), yearEndLoss: yearEndLoss.join('/'), series: series.join(' '), winners: r.result.winners, hardWon: r.result.winners.includes(hard) }));
}
