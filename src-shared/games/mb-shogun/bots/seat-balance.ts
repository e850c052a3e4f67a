/**
 * MB's seat balance from an arena run's games (issue 31): the win rate of each
 * seat and of each start position with 95% Wilson intervals. MB's start
 * positions are dealt, not chosen: the provinces (a random deal) and the
 * setup order (swords drawn at random, G ch.3: who reinforces and places
 * army markers first). Both are read again from the game's seed (the setup
 * draws them before anyone moves), so the arena's games file is enough:
 *
 *   nice -n 10 npm run tenka -- arena --game mb-shogun --seats normal,normal,normal,normal,normal \
 *     --games 200 --seed 1 --workers 1 --games-out /tmp/m5.jsonl
 *   npx tsx src-shared/games/mb-shogun/bots/seat-balance.ts /tmp/m5.jsonl [seed=1] [key=value options of the run]
 *
 * A shared win counts for each winner. Parity ± 40 % of parity is the band.
 */
import { wilson } from '../../../ai/stats';
import { MB_PROVINCES } from '../../../maps/mb-board';
import { mbShogun } from '../index';

// src-shared has no Node imports: the arguments and the file through globalThis (Node ≥ 20.16).
const node = (globalThis as { process?: { argv: string[]; getBuiltinModule(id: 'node:fs'): { readFileSync(f: string, enc: 'utf8'): string } } }).process;
if (!node) throw new Error('seat-balance.ts runs in Node');
const [file, seed = '1', ...optionArgs] = node.argv.slice(2);
if (!file) throw new Error('usage: seat-balance.ts GAMES.jsonl [seed] [key=value ...]');
const games = node
  .getBuiltinModule('node:fs')
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { index: number; levels: string[]; winners: number[] });
const players = games[0]!.levels.length;
const extra = Object.fromEntries(optionArgs.map((a) => a.split('=')).map(([k, v]) => [k, v === 'true' ? true : v === 'false' ? false : Number.isFinite(Number(v)) ? Number(v) : v]));
const parsed = mbShogun.parseOptions({ players, ...extra });
if (!parsed.ok) throw new Error(parsed.error.message);

type Tally = Map<string, { n: number; wins: number }>;
const add = (t: Tally, key: string, won: boolean): void => {
  const x = t.get(key) ?? { n: 0, wins: 0 };
  x.n++;
  if (won) x.wins++;
  t.set(key, x);
};
const bySeat: Tally = new Map();
const bySetupTurn: Tally = new Map();
const byWest: Tally = new Map();

for (const g of games) {
  const s = mbShogun.setup(parsed.value, `${seed}/${g.index}`);
  for (let seat = 0; seat < players; seat++) {
    const won = g.winners.includes(seat);
    add(bySeat, `seat ${seat + 1}`, won);
    // The 2-player game splits its hands first: its setup order is not drawn yet at setup.
    if (players > 2) {
      add(bySetupTurn, `setup turn ${s.order.indexOf(seat) + 1}`, won);
      // Where the dealt provinces lie: the share west of the map's middle (Kyushu, Shikoku, western Honshu).
      const own = s.provinces.flatMap((p, i) => (p.owner === seat ? [i] : []));
      const xs = MB_PROVINCES.map((p) => p.labelPoint[0]);
      const mid = (Math.min(...xs) + Math.max(...xs)) / 2;
      const west = own.filter((p) => MB_PROVINCES[p]!.labelPoint[0] < mid).length / own.length;
      add(byWest, west >= 0.6 ? 'dealt mostly west' : west <= 0.4 ? 'dealt mostly east' : 'dealt spread', won);
    }
  }
}

const parity = 1 / players;
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
console.log(`MB ${players} players, ${games.length} games from ${file} (seed ${seed}); parity ${pct(parity)}, band ${pct(parity * 0.6)}–${pct(parity * 1.4)}`);
for (const [title, t] of [
  ['by seat', bySeat],
  ['by setup turn (sword drawn at setup)', bySetupTurn],
  ['by where the deal lies', byWest],
] as const) {
  if (t.size === 0) continue;
  console.log(`  ${title}:`);
  for (const [key, x] of [...t].sort((a, b) => a[0].localeCompare(b[0]))) {
    const ci = wilson(x.wins, x.n);
    const rate = x.wins / x.n;
    const flag = rate < parity * 0.6 || rate > parity * 1.4 ? '  OUTSIDE the band' : '';
    console.log(`    ${key.padEnd(20)} ${String(x.wins).padStart(4)} / ${String(x.n).padEnd(4)} ${pct(rate).padStart(6)}  95% CI ${pct(ci.low)}–${pct(ci.high)}${flag}`);
  }
}
