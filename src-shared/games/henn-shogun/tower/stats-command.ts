/**
 * The body of `tenka tower-stats` (Henn's CLI extra, see ../cli.ts):
 * calibration numbers of the physics tower, and the fit of its statistical
 * surrogate (docs/tower.md). Prints and writes only through `o`.
 */
import type { CliFlags as Flags, CliOutput as Output } from '../../game-module';
import { towerStats } from './stats';
import { checkSurrogate, fitSurrogate, surrogateSamples, surrogateTableSource, type FitRow, type SurrogateCheck } from './surrogate-fit';

function count(flags: Flags, fallback: number): number {
  const throws = Number((flags.throws as string | undefined) ?? String(fallback));
  if (!Number.isInteger(throws) || throws < 10) throw new Error(`--throws must be an integer of at least 10`);
  return throws;
}

const since = (t0: number): number => Math.round((performance.now() - t0) / 100) / 10;

export async function towerStatsCommand(flags: Flags, positionals: string[], o: Output): Promise<void> {
  if (positionals.length) throw new Error(`tower-stats: unexpected argument '${positionals[0]}'`);
  if (flags['fit-surrogate']) return fitCommand(flags, o);
  if (flags['check-surrogate']) return checkCommand(flags, o);
  const throws = count(flags, 10000);
  const t0 = performance.now();
  const r = towerStats(throws, (flags.seed as string | undefined) ?? 'tower-stats');
  const seconds = since(t0);
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
  o.out('  surrogate vs simulation on fresh throws (cubes thrown): new out sim/surrogate ± SE, lodged out sim/surrogate ± SE');
  for (const f of r.fit) o.out(`    ${fitLine(f)}`);
  o.out(`  largest surrogate error: ${r.fitMaxErrorPp} points (largest standard error ${r.fitMaxSEPp}); 40-cube throw ${r.ms40Median} ms median, trace ${r.traceKB40} KB`);
}

function fitLine(f: FitRow): string {
  const range = f.nLo === f.nHi ? `${f.nLo}` : `${f.nLo}-${f.nHi}`;
  return `${range.padStart(5)}: ${f.newSim}/${f.newSurrogate}% ±${f.newSE}, ${f.lodgedSim}/${f.lodgedSurrogate}% ±${f.lodgedSE} (${f.throws} throws)`;
}

async function checkCommand(flags: Flags, o: Output): Promise<void> {
  const throws = count(flags, 20000);
  const seed = (flags.seed as string | undefined) ?? 'surrogate-check';
  const t0 = performance.now();
  const c: SurrogateCheck = checkSurrogate(throws, seed);
  const seconds = since(t0);
  await Promise.resolve();
  if (flags.json) {
    o.out(JSON.stringify({ ...c, seconds }));
    return;
  }
  o.out(`Surrogate check: the committed table against ${throws} fresh throws (seed ${seed}, ${seconds} s)`);
  o.out('  by cubes thrown (all loads): new out sim/surrogate ± SE, lodged out sim/surrogate ± SE');
  for (const f of c.byN) o.out(`    ${fitLine(f)}`);
  o.out('  by load (cubes inside), for 1-6 / 7-20 / 21-40 cubes thrown: largest |error| of new and lodged, points');
  for (let load = 0; load < c.byLoad.length / 3; load++) {
    const cells = [0, 1, 2].map((band) => c.byLoad[band * (c.byLoad.length / 3) + load]!);
    const err = (f: FitRow): string => `${Math.max(Math.abs(f.newSim - f.newSurrogate), Math.abs(f.lodgedSim - f.lodgedSurrogate)).toFixed(1)} ±${Math.max(f.newSE, f.lodgedSE).toFixed(1)}`;
    o.out(`    L=${cells[0]!.loadLo}${cells[0]!.loadHi > cells[0]!.loadLo ? '+' : ' '}: ${cells.map(err).join(' | ')}`);
  }
  o.out(`  largest error by cubes thrown: ${c.maxErrorPp} points; largest standard error there: ${c.maxSEPp} points`);
}

async function fitCommand(flags: Flags, o: Output): Promise<void> {
  const throws = count(flags, 40000);
  const seed = (flags.seed as string | undefined) ?? 'surrogate-fit';
  const t0 = performance.now();
  const table = fitSurrogate(surrogateSamples(throws, seed));
  const how = `npm run tenka -- tower-stats --fit-surrogate --throws ${throws} --seed ${seed} --out src-shared/games/henn-shogun/tower/surrogate-table.ts`;
  const source = surrogateTableSource(table, how);
  await Promise.resolve();
  const file = flags.out as string | undefined;
  if (!file) {
    o.out(source);
    return;
  }
  o.writeFile(file, source);
  o.out(`Fitted on ${throws} throws (seed ${seed}, ${since(t0)} s); wrote ${file}. Check it with: npm run tenka -- tower-stats --check-surrogate`);
}
