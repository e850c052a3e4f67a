/**
 * Measures the analysis of a long finished game in a real host (its analyst
 * worker) while the host is asked for other things, as a player would notice:
 * docs/record-and-analysis.md, "What it costs".
 *
 *   npx tsx scripts/analysis-measure.ts [game=mb-shogun] [players=5] [seed=long-10]
 *
 * Plays the game with Normal bots in every seat (seeded as the host seeds them),
 * stores it finished in a new data folder, asks for its analysis, and while it
 * runs pings the host every 50 ms and reads a live game's view every 250 ms:
 * prints the analysis' time, its progress as seen by polling, the answers'
 * latencies (median, p95, max) and the load average before and after.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { quantile } from '../src-shared/ai/stats';
import { getGame } from '../src-shared/games/index';
import { normalGame } from '../src-shared/testing/normal-game';
import { HostClient } from '../src-main/services/client';
import { createHostServices } from '../src-main/services/host-services';

const [id = 'mb-shogun', playersArg = '5', seed = 'long-10'] = process.argv.slice(2);

async function main(): Promise<void> {
  const R = getGame(id)?.ruleset;
  if (!R) throw new Error(`no game '${id}'`);
  const options = { players: Number(playersArg) };
  const { moves, result, round } = await normalGame(id, options, seed);
  console.log(`${id}, ${options.players} players, seed ${seed}: ${moves.length} plies, won by seat ${result.winners.join(' & ')}`);

  const host = await createHostServices({ dataDir: mkdtempSync(join(tmpdir(), 'tenka-measure-')), log: (m) => console.error(m), testGames: true });
  host.store.importGame({
    id: 'measured',
    campaignId: null,
    ruleset: id,
    rulesetVersion: R.version,
    options: { ...options },
    seed,
    seats: Array.from({ length: options.players }, (_, seat) => ({ seat, kind: 'bot' as const, name: `Bot ${seat}`, bot: 'normal' })),
    round,
    moves,
    checkpoints: [],
    status: 'finished',
    ply: moves.length,
    result,
  });
  const c = new HostClient(host);
  // A live game beside it, whose view the "player" keeps reading.
  const { gameId: live } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [{ kind: 'human', name: 'A' }, { kind: 'human', name: 'B' }] });
  await c.call({ type: 'openGame', gameId: live });

  const before = loadavg();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await c.call({ type: 'analyseGame', gameId: 'measured' });
  const pings: number[] = [];
  const views: number[] = [];
  const progress: string[] = [];
  let done = false;
  const pinger = (async () => {
    while (!done) {
      const t = performance.now();
      await c.call({ type: 'ping' });
      pings.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const viewer = (async () => {
    while (!done) {
      const t = performance.now();
      await c.call({ type: 'getView', gameId: live, seat: 0 });
      views.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  for (;;) {
    const a = await c.call({ type: 'getAnalysis', gameId: 'measured' });
    progress.push(`${((performance.now() - t0) / 1000).toFixed(0)}s:${Math.round(a.progress * 100)}%`);
    if (a.state === 'done' || a.state === 'unavailable') {
      done = true;
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      await Promise.all([pinger, viewer]);
      const after = loadavg();
      const last = a.points.at(-2);
      console.log(`analysis: ${a.state}${a.problem ? ` (${a.problem})` : ''} in ${seconds.toFixed(1)} s: ${a.points.length} points of ${a.setting.playouts} ${a.setting.level} playouts (the end exact)`);
      // CPU time of the whole process (all its threads): on a loaded machine it says what the wall time would be on a free core.
      console.log(`CPU time of the host process meanwhile: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s`);
      console.log(`progress seen: ${progress.join(' ')}`);
      const ms = (xs: number[]): string => `median ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms (${xs.length} asked)`;
      console.log(`ping while analysing: ${ms(pings)}`);
      console.log(`a live game's view while analysing: ${ms(views)}`);
      if (last) console.log(`last round (ply ${last.ply}): ${last.chances.map((x, seat) => `seat ${seat} ${Math.round(x.chance * 100)}%`).join(', ')}`);
      console.log(`turning points: ${a.turningPoints.map((t) => `plies ${t.from}-${t.to} seat ${t.seat} ${Math.round(t.before * 100)}%→${Math.round(t.after * 100)}%`).join('; ') || 'none'}`);
      console.log(`load average before ${before.map((x) => x.toFixed(2)).join(' ')}, after ${after.map((x) => x.toFixed(2)).join(' ')} (2 cores, shared)`);
      break;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  await host.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
