/**
 * Normal self-play speed of Gekokujō (issue 31, part 4): `playMatch` (the arena's loop) with four Normal bots,
 * default options, seeds bench/0..N-1, timed in CPU seconds of this process (`process.cpuUsage`), which a loaded
 * machine distorts far less than the wall clock. Point GEK_ROOT at another checkout (e.g. a worktree of an older
 * commit) to compare in one sitting:
 *   node --import tsx scripts/gekokujo-selfplay-bench.mts 60
 *   GEK_ROOT=/tmp/gek-base node --import tsx scripts/gekokujo-selfplay-bench.mts 60
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.GEK_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { playMatch } = await import(`${root}/src-shared/ai/match.ts`);
const { gekokujo } = await import(`${root}/src-shared/games/gekokujo/index.ts`);
const { normalBot } = await import(`${root}/src-shared/games/gekokujo/bots/index.ts`);
const n = Number(process.argv[2] ?? 20);
const bots = [normalBot, normalBot, normalBot, normalBot];
await playMatch(gekokujo, { players: 4 }, 'warm', bots, 0);
const c0 = process.cpuUsage();
const t0 = performance.now();
let plies = 0;
for (let g = 0; g < n; g++) plies += (await playMatch(gekokujo, { players: 4 }, `bench/${g}`, bots, 0)).plies;
const c = process.cpuUsage(c0);
const cpu = (c.user + c.system) / 1e6;
const wall = (performance.now() - t0) / 1000;
console.log(
  `${root}: ${n} games, ${Math.round(plies / n)} plies/game; CPU ${cpu.toFixed(1)} s = ${(n / cpu).toFixed(2)} games/CPU-s, ` +
    `${Math.round(plies / cpu)} plies/CPU-s; wall ${wall.toFixed(1)} s = ${(n / wall).toFixed(2)} games/s`,
);
