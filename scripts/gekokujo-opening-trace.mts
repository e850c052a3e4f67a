// Trace the opening of 5-player games between Normal bots (seventh pass on Oda, docs/games/gekokujo.md): each
// march and recruit of rounds 1..R, who holds each home at the end of a round; COUNTS=1 adds provinces/Daimyō/Bushi
// per clan each round, WHO=<clan> that clan's other decisions, Koku and stacks.
// Usage: [COUNTS=1] [WHO=takeda] nice -n 19 npx tsx scripts/gekokujo-opening-trace.mts SEED FROM TO [R]
import { botFromSpec } from '../src-shared/games/bot-registry';
import { getRuleset } from '../src-shared/games/registry';
import { playMatch } from '../src-shared/ai/match';
import { MB_PROVINCES } from '../src-shared/maps/mb-board';
import { START_PROVINCE } from '../src-shared/games/gekokujo/data';
import { controller } from '../src-shared/games/gekokujo/board';
const seed = process.argv[2] ?? 'fair';
const from = Number(process.argv[3] ?? 0), to = Number(process.argv[4] ?? 3);
const maxRound = Number(process.argv[5] ?? 2);
const rs = getRuleset('gekokujo')!;
const name = (p: number) => MB_PROVINCES[p]!.id;
for (let g = from; g < to; g++) {
  const base = Array.from({ length: 5 }, () => botFromSpec('gekokujo', 'normal')!);
  let st: any = null;
  const bots = base.map((b, seat) => ({ ...b, level: b.level, decide: async (r: any, view: any, s: number, rng: any, ms: number) => {
    const m = await b.decide(r, view, s, rng, ms);
    if (st && st.round <= maxRound && (m as any).type === 'march') {
      const mm = m as any; console.log(`  r${st.round} ${st.players[s].clan}: ${name(mm.from)}->${mm.path.map(name).join('>')} d${mm.d} b${mm.b}`);
    }
    if (st && st.round <= maxRound && process.env.WHO === st.players[s].clan && !["march"].includes((m as any).type)) console.log(`  r${st.round} ${st.players[s].clan} ${st.step}: ${JSON.stringify(m)}`);
    if (st && st.round <= maxRound && (m as any).type === 'recruit') console.log(`  r${st.round} ${st.players[s].clan}: recruit ${(m as any).count} in ${name((m as any).province)}`);
    return m;
  } }));
  let lastRound = 0;
  const r = await playMatch(rs, { players: 5 }, `${seed}/5/${g}`, bots as any, 1500, { observe: (s: any) => {
    st = s;
    if (s.round !== lastRound) {
      if (lastRound >= 1 && lastRound <= maxRound) console.log(`  end r${lastRound}: ` + s.players.map((p: any, i: number) => `${p.clan}:home=${controller(s, START_PROVINCE[p.clan]) === i ? 'own' : controller(s, START_PROVINCE[p.clan])} D${s.units.reduce((a: number, row: any) => a + row[i].d, 0)}`).join(' '));
      if (process.env.COUNTS && lastRound >= 1) console.log(`  r${lastRound} counts: ` + s.players.map((p: any, i: number) => { let n = 0; for (let q = 0; q < s.units.length; q++) if (controller(s, q) === i) n++; return `${p.clan.slice(0,4)} ${n}p/${s.units.reduce((a: number, row: any) => a + row[i].d, 0)}D/${s.units.reduce((a: number, row: any) => a + row[i].b, 0)}B${p.liege !== null ? 'V' : ''}${p.eliminated ? 'X' : ''}`; }).join(' | '));
      if (process.env.WHO && lastRound >= 1) { const i = s.players.findIndex((p: any) => p.clan === process.env.WHO); if (i >= 0) { const at: string[] = []; s.units.forEach((row: any, q: number) => { if (row[i].d + row[i].b) at.push(`${name(q)}:${row[i].d}D${row[i].b}B`); }); console.log(`  r${lastRound} ${process.env.WHO} koku ${s.players[i].koku}: ${at.join(' ')}`); } }
      lastRound = s.round;
      if (s.round === 1) console.log(`game ${g}: order ${s.order.map((i: number) => s.players[i].clan).join(',')}`);
    }
  } });
  console.log(`  winner ${r.result.winners.map((i: number) => (r.final as any).players[i].clan)} round ${(r.final as any).round}`);
}
