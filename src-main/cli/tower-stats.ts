/**
 * `tenka tower-stats`: calibration numbers of the physics tower (docs/tower.md).
 */
import { towerStats } from '../../src-shared/tower/stats';

type Flags = Record<string, string | boolean | undefined>;
type Output = { out: (line: string) => void; err: (line: string) => void };

export const TOWER_STATS_USAGE = `Usage: tenka tower-stats [--throws N] [--seed S] [--json]
  Simulates N throws (default 10000) of the physics tower of Dirk Henn's Shogun:
  single cubes into the empty tower, series of battles of 5-15 cubes, the release
  curve for 1/5/10/20/40 cubes, setup throws for 3/4/5 players, and the fit of the
  statistical surrogate (p and q by cubes thrown and cubes inside) on held-out throws.
  --json prints one JSON object (newCubeExitRate, steadyStateMean, curve, setup, fit, ...).`;

export async function towerStatsCommand(flags: Flags, positionals: string[], o: Output): Promise<void> {
  if (positionals.length) throw new Error(`tower-stats: unexpected argument '${positionals[0]}'`);
  const throws = Number((flags.throws as string | undefined) ?? '10000');
  if (!Number.isInteger(throws) || throws < 10) throw new Error(`--throws must be an integer of at least 10`);
  const t0 = performance.now();
  const r = towerStats(throws, (flags.seed as string | undefined) ?? 'tower-stats');
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  await Promise.resolve();
  if (flags.json) {
    o.out(JSON.stringify({ ...r, seconds }));
    return;
  }
  const pc = (x: number): string => `${(x * 100).toFixed(1)}%`;
  o.out(`Physics tower, ${throws} throws (seed ${r.seed}, ${seconds} s)`);
  o.out(`  single new cube into the empty tower comes out: ${pc(r.newCubeExitRate)}`);
  o.out(`  battles of 5-15 cubes in a row: ${r.steadyStateMean} cubes inside on average (range ${r.steadyStateMin}-${r.steadyStateMax}, 10-90%: ${r.steadyStateP10}-${r.steadyStateP90}); ${pc(r.lodgedReleasedPerBattle)} of the lodged released per battle`);
  o.out('  cubes thrown into a steady-state tower: lodged released / new out');
  for (const c of r.curve) o.out(`    ${String(c.n).padStart(2)}: ${pc(c.lodgedReleased)} / ${pc(c.newExit)}`);
  o.out(`  setup throw (7 per player + 10 peasants): ${r.setup.map((s) => `${s.players}p ${s.mean} inside (${s.min}-${s.max})`).join(', ')}`);
  o.out('  surrogate vs simulation on held-out throws (n up to): new out sim/surrogate, lodged out sim/surrogate');
  for (const f of r.fit) o.out(`    ${String(f.n).padStart(2)}: ${f.newSim}/${f.newSurrogate}%, ${f.lodgedSim}/${f.lodgedSurrogate}%`);
  o.out(`  largest surrogate error: ${r.fitMaxErrorPp} points; 40-cube throw ${r.ms40Median} ms median, trace ${r.traceKB40} KB`);
}
