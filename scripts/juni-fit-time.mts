/**
 * Jūni-tsuki: Hard's decision time with the fitted evaluation against the hand-set one (issue 31, `eval=fit`), at a
 * fixed iteration count (no time cap: the load changes the times, never the choices). Positions: every EVERY-th
 * own-month decision of 4-player Normal self-play (seeds rollout-bench-<g>, GAMES games); each decided by both
 * settings in turn (interleaved: the same load), timed in CPU ms of this process. Prints median, p95 and max.
 *
 *   nice -n 19 npx tsx scripts/juni-fit-time.mts [GAMES=1] [EVERY=8] [ITERATIONS=480]
 */
import { cpuSeconds, selfPlayPositions } from '../src-shared/ai/rollout-timing';
import { Rng } from '../src-shared/kernel/rng';
import { juniTsuki as R } from '../src-shared/games/juni-tsuki/index';
import type { JuniState } from '../src-shared/games/juni-tsuki/types';
import { viewOf } from '../src-shared/games/juni-tsuki/view';
import { hardMove } from '../src-shared/games/juni-tsuki/bots/hard';
import { normalBot } from '../src-shared/games/juni-tsuki/bots/index';

const [games = '1', every = '8', iterations = '480'] = process.argv.slice(2);
const positions = await selfPlayPositions(R, normalBot, Number(games), Number(every), (s: JuniState) => (s.over || s.interrupt || s.turn.phase !== 'act' ? null : { state: s, seat: s.turn.seat }));
const times: Record<'hand' | 'fit', number[]> = { hand: [], fit: [] };
positions.forEach((p, i) => {
  for (const mode of ['hand', 'fit'] as const) {
    const c0 = cpuSeconds();
    hardMove(viewOf(p.state, p.seat), p.seat, Rng.seeded(`fit-time/${i}`), { config: { playouts: Number(iterations), cap: false, eval: mode } });
    times[mode].push((cpuSeconds() - c0) * 1000);
  }
});
for (const mode of ['hand', 'fit'] as const) {
  const d = times[mode].slice().sort((a, b) => a - b);
  const q = (f: number): string => d[Math.min(d.length - 1, Math.floor(f * d.length))]!.toFixed(0);
  console.log(`eval=${mode}: ${d.length} decisions at ${iterations} iterations, CPU ms median ${q(0.5)}, p95 ${q(0.95)}, max ${q(1)}, total ${d.reduce((a, x) => a + x, 0).toFixed(0)}`);
}
