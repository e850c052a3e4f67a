/**
 * How long MB's bots think, per decision kind (issue 21: is a human's wait the
 * bots' thinking or the story's telling?). Plays whole games between bots of
 * one level in this thread, as the host's thinker runs them (one decision at a
 * time, from the seat's view), and prints per decision kind the count, median,
 * p90 and max milliseconds. A measurement, rerunnable, not a test:
 *
 *   npx tsx src-shared/games/mb-shogun/bots/bench.ts [level=normal] [games=8] [seed=bench] [roundLimit=4]
 *
 * The options are the browser measurement's (4 players, base game, 4 rounds).
 */
import { Rng } from '../../../kernel/rng';
import { quantile } from '../../../ai/stats';
import { mbShogun } from '../index';
import { MB_SHOGUN_BOTS } from './index';

// src-shared has no Node types: the arguments through globalThis.
const argv = (globalThis as { process?: { argv: string[] } }).process?.argv ?? [];
const [level = 'normal', gamesArg = '8', seed = 'bench', limitArg = '4'] = argv.slice(2);
const bot = MB_SHOGUN_BOTS.find((b) => b.level === level);
if (!bot) throw new Error(`no MB bot "${level}"`);

const times = new Map<string, number[]>();
let total = 0;
for (let g = 0; g < Number(gamesArg); g++) {
  const parsed = mbShogun.parseOptions({ players: 4, extended: false, roundLimit: Number(limitArg) });
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = mbShogun.setup(parsed.value, `${seed}/${g}`);
  for (let ply = 0; ply < 100_000; ply++) {
    const pending = mbShogun.pending(state);
    if (pending.length === 0) break;
    const { seat, kind } = pending[0]!;
    const view = mbShogun.view(state, seat);
    const t0 = performance.now();
    const move = await bot.decide(mbShogun, view, seat, Rng.seeded(`${seed}/${g}/bot/${ply}/${seat}`), 1000);
    const ms = performance.now() - t0;
    total += ms;
    times.set(kind, [...(times.get(kind) ?? []), ms]);
    const checked = mbShogun.validate(state, seat, move);
    if (!checked.ok) throw new Error(`illegal move at ply ${ply}: ${checked.error.message}`);
    state = mbShogun.apply(state, seat, checked.value).state;
  }
}

const rows = [...times].sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0));
console.log(`MB ${level}, ${gamesArg} games of 4 bots, round limit ${limitArg}: ${total.toFixed(0)} ms of thinking in all`);
console.log('kind'.padEnd(16), 'count'.padStart(6), 'median'.padStart(9), 'p90'.padStart(9), 'max'.padStart(9), 'sum ms'.padStart(9));
const fmt = (n: number): string => n.toFixed(2).padStart(9);
for (const [kind, ms] of rows) {
  console.log(kind.padEnd(16), String(ms.length).padStart(6), fmt(quantile(ms, 0.5)), fmt(quantile(ms, 0.9)), fmt(Math.max(...ms)), fmt(ms.reduce((a, b) => a + b, 0)));
}
