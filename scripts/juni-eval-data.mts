/**
 * Jūni-tsuki: positions labelled with how the game ended, for fitting the evaluation to outcomes (issue 31, the
 * fitted evaluation: scripts/juni-eval-fit.mts, bots/fitted-eval.ts). Plays 4-player games of the default two years
 * (seeds `<prefix><g>`, g = FROM … TO-1) between the bots of SEATS (bot specs, e.g. normal,normal,normal,normal; a
 * Hard spec seat rotates with g so that it plays every seat), and at the start of each seat's month (its first
 * decision in the act phase) records every seat's evaluate.ts terms (seatTerms: null for a seat out). Each game's
 * line: its seed, the month and mover of each position, the terms, and each seat's share of the win (1/k for k
 * winners) and final castles. Deterministic from the seeds.
 *
 *   nice -n 19 npx tsx scripts/juni-eval-data.mts PREFIX FROM TO OUT.jsonl [SEATS]
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { playMatch } from '../src-shared/ai/match';
import { botFromSpec } from '../src-shared/games/bot-registry';
import { juniTsuki as R } from '../src-shared/games/juni-tsuki/index';
import { TERMS, seatTerms } from '../src-shared/games/juni-tsuki/bots/evaluate';
import type { JuniState } from '../src-shared/games/juni-tsuki/types';

const [prefix = 'fit', from = '0', to = '10', out = '/tmp/juni-eval.jsonl', seats = 'normal,normal,normal,normal'] = process.argv.slice(2);
const specs = seats.split(',');
const round = (x: number): number => Math.round(x * 1e4) / 1e4;

writeFileSync(out, '');
const t0 = Date.now();
for (let g = Number(from); g < Number(to); g++) {
  // Rotate the seats by g (a lone Hard plays every seat in turn).
  const bots = specs.map((_, i) => botFromSpec('juni-tsuki', specs[(i + g) % specs.length]!)!);
  const positions: { month: number; mover: number; f: (number[] | null)[] }[] = [];
  let last = '';
  const seed = `${prefix}${g}`;
  const r = await playMatch(R as never, { players: specs.length }, seed, bots, 0, {
    observe: (x) => {
      const s = x as JuniState;
      if (s.over || s.interrupt || s.turn.phase !== 'act') return;
      const key = `${s.month}/${s.turn.seat}`;
      if (key === last) return;
      last = key;
      positions.push({ month: s.month, mover: s.turn.seat, f: seatTerms(s).map((t) => (t === null ? null : TERMS.map((k) => round(t[k])))) });
    },
  });
  const final = r.final as JuniState;
  const win = final.players.map((_, i) => (r.result.winners.includes(i) ? 1 / r.result.winners.length : 0));
  const castles = final.players.map((_, i) => final.castles.filter((c) => c.owner === i).length);
  const bot = bots.map((b) => b.level);
  appendFileSync(out, JSON.stringify({ seed, months: final.options.years * 12, bot, win, castles, positions }) + '\n');
  console.error(`${seed}: ${r.plies} plies, ${positions.length} positions, winners ${r.result.winners.join(' ')} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}
