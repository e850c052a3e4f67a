/**
 * Calibration of the physics tower (`tenka tower-stats`, docs/tower.md): the
 * numbers the simulation produces, and the statistical surrogate fitted to it.
 * Seeded, so the same budget and seed give the same report.
 */
import { Rng } from '../../../kernel/rng';
import { TOWER, type TowerGeometry } from './geometry';
import { simulateThrow, type LodgedCube } from './simulate';
import { SURROGATE, type SurrogateTable } from './surrogate';
import { checkSurrogate, type FitRow } from './surrogate-fit';

export const CURVE_N = [1, 5, 10, 20, 40] as const;

export interface TowerStats {
  throws: number;
  seed: string;
  /** A single new cube into an empty tower: share that comes out. */
  newCubeExitRate: number;
  /** Battles of 5–15 cubes in a row: cubes inside after each (after a warm-up of 20). */
  steadyStateMean: number;
  steadyStateMin: number;
  steadyStateMax: number;
  /** 10th and 90th percentile of the count inside. */
  steadyStateP10: number;
  steadyStateP90: number;
  /** Share of the lodged cubes a typical battle (5–15 cubes) releases. */
  lodgedReleasedPerBattle: number;
  /** From steady-state towers, n cubes thrown: share of lodged released, share of new that came out. */
  curve: { n: number; lodgedReleased: number; newExit: number; throws: number }[];
  /** The setup throw (7 per player + 10 peasants) into the empty tower: cubes left inside. */
  setup: { players: number; mean: number; min: number; max: number }[];
  /** The committed surrogate against fresh throws of this run, by cubes thrown (surrogate-fit.ts), in %. */
  fit: FitRow[];
  /** Largest |simulated − surrogate| there, and the largest standard error of one comparison, in points. */
  fitMaxErrorPp: number;
  fitMaxSEPp: number;
  /** Simulation time of a 40-cube throw into a steady-state tower (median, ms) and its trace size (KB, Int16). */
  ms40Median: number;
  traceKB40: number;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** A colour per cube: a typical battle mixes two seats. */
const cubes = (n: number, rng: Rng): number[] => Array.from({ length: n }, () => rng.int(2));

/**
 * The calibration report. `fitTable` (default: the committed SURROGATE, what
 * the bots use) is checked against 40% of the throws, drawn fresh from this seed.
 */
export function towerStats(throws: number, seed = 'tower-stats', geometry: TowerGeometry = TOWER, fitTable: SurrogateTable = SURROGATE): TowerStats {
  const rng = Rng.seeded(seed);
  const sim = (thrown: number[], inside: readonly LodgedCube[]) => simulateThrow({ thrown, inside }, rng, geometry);
  const budget = (share: number): number => Math.max(1, Math.round(throws * share));

  let single = 0;
  const nSingle = budget(0.2);
  for (let i = 0; i < nSingle; i++) single += sim([0], []).outThrown;

  const battles = budget(0.2) + 20;
  let inside: LodgedCube[] = [];
  const counts: number[] = [];
  const states: LodgedCube[][] = [];
  let released = 0;
  let lodged = 0;
  for (let b = 0; b < battles; b++) {
    const r = sim(cubes(5 + rng.int(11), rng), inside);
    if (b >= 20) {
      released += r.outReleased;
      lodged += inside.length;
      counts.push(r.inside.length);
      states.push(r.inside);
    }
    inside = r.inside;
  }
  const sorted = counts.slice().sort((a, b) => a - b);
  const pick = (): LodgedCube[] => states[rng.int(states.length)]!;

  const nCurve = budget(0.15);
  const curve = CURVE_N.map((n) => {
    const k = Math.max(1, Math.round(nCurve / CURVE_N.length));
    let rel = 0;
    let lod = 0;
    let out = 0;
    for (let i = 0; i < k; i++) {
      const st = pick();
      const r = sim(cubes(n, rng), st);
      rel += r.outReleased;
      lod += st.length;
      out += r.outThrown;
    }
    return { n, lodgedReleased: round3(rel / Math.max(1, lod)), newExit: round3(out / (n * k)), throws: k };
  });

  const nSetup = Math.max(1, Math.round(budget(0.05) / 3));
  const setup = [3, 4, 5].map((players) => {
    const left: number[] = [];
    for (let i = 0; i < nSetup; i++) {
      const thrown = [...Array(7 * players)].map((_, k) => k % players).concat(Array<number>(10).fill(5));
      left.push(sim(thrown, []).inside.length);
    }
    return { players, mean: round3(left.reduce((a, b) => a + b, 0) / left.length), min: Math.min(...left), max: Math.max(...left) };
  });

  const check = checkSurrogate(budget(0.4), seed, fitTable, geometry);

  const times: number[] = [];
  let trace = 0;
  for (let i = 0; i < 9; i++) {
    const st = pick();
    const t0 = performance.now();
    const r = sim(cubes(40, rng), st);
    times.push(performance.now() - t0);
    trace = Math.max(trace, r.trace.xy.length * 2);
  }
  times.sort((a, b) => a - b);

  return {
    throws,
    seed,
    newCubeExitRate: round3(single / nSingle),
    steadyStateMean: round3(counts.reduce((a, b) => a + b, 0) / counts.length),
    steadyStateMin: sorted[0]!,
    steadyStateMax: sorted[sorted.length - 1]!,
    steadyStateP10: sorted[Math.floor(sorted.length * 0.1)]!,
    steadyStateP90: sorted[Math.floor(sorted.length * 0.9)]!,
    lodgedReleasedPerBattle: round3(released / Math.max(1, lodged)),
    curve,
    setup,
    fit: check.byN,
    fitMaxErrorPp: check.maxErrorPp,
    fitMaxSEPp: check.maxSEPp,
    ms40Median: Math.round(times[4]! * 10) / 10,
    traceKB40: Math.round(trace / 102.4) / 10,
  };
}
