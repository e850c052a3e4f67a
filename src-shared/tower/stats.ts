/**
 * Calibration of the physics tower (`tenka tower-stats`, docs/tower.md): the
 * numbers the simulation produces, and the statistical surrogate fitted to it.
 * Seeded, so the same budget and seed give the same report.
 */
import { Rng } from '../kernel/rng';
import { TOWER, type TowerGeometry } from './geometry';
import { simulateThrow, type LodgedCube } from './simulate';
import { SURROGATE, SURROGATE_L, SURROGATE_N, surrogateRates, type SurrogateTable } from './surrogate';

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
  /** Fitted surrogate (bilinear in n thrown and L inside) and its fit on held-out throws. */
  surrogate: SurrogateTable;
  /** Per n in CURVE_N and more: simulated vs surrogate on held-out throws, in percentage points. */
  fit: { n: number; newSim: number; newSurrogate: number; lodgedSim: number; lodgedSurrogate: number }[];
  fitMaxErrorPp: number;
  /** Simulation time of a 40-cube throw into a steady-state tower (median, ms) and its trace size (KB, Int16). */
  ms40Median: number;
  traceKB40: number;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** A colour per cube: a typical battle mixes two seats. */
const cubes = (n: number, rng: Rng): number[] => Array.from({ length: n }, () => rng.int(2));

interface Sample {
  n: number;
  load: number;
  newOut: number;
  lodgedOut: number;
}

/**
 * The calibration report. `fitTable` (default: the committed SURROGATE, what
 * the bots use) is checked against held-out throws; `surrogate` in the report
 * is the table fitted afresh from this run's other half.
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

  // Surrogate data: steady-state towers thinned to any load, n from 1 to 40.
  const nFit = budget(0.4);
  const samples: Sample[] = [];
  for (let i = 0; i < nFit; i++) {
    const st = rng.shuffle(pick());
    const some = st.slice(0, rng.int(st.length + 1));
    const n = i % 4 === 0 ? 1 + rng.int(5) : 1 + rng.int(40);
    const r = sim(cubes(n, rng), some);
    samples.push({ n, load: some.length, newOut: r.outThrown, lodgedOut: r.outReleased });
  }
  const train = samples.filter((_, i) => i % 2 === 0);
  const test = samples.filter((_, i) => i % 2 === 1);
  const table = fitSurrogate(train);
  const fit = fitReport(test, fitTable);
  const fitMaxErrorPp = Math.max(...fit.map((f) => Math.max(Math.abs(f.newSim - f.newSurrogate), Math.abs(f.lodgedSim - f.lodgedSurrogate))));

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
    surrogate: table,
    fit,
    fitMaxErrorPp: Math.round(fitMaxErrorPp * 10) / 10,
    ms40Median: Math.round(times[4]! * 10) / 10,
    traceKB40: Math.round(trace / 102.4) / 10,
  };
}

/** Tent weight of knot k for x on the knots (the bilinear basis). */
function tent(knots: readonly number[], k: number, x: number): number {
  const last = knots.length - 1;
  const cx = x < knots[0]! ? knots[0]! : x > knots[last]! ? knots[last]! : x;
  const c = knots[k]!;
  if (cx === c) return 1;
  if (cx < c) return k > 0 && cx > knots[k - 1]! ? (cx - knots[k - 1]!) / (c - knots[k - 1]!) : 0;
  return k < last && cx < knots[k + 1]! ? (knots[k + 1]! - cx) / (knots[k + 1]! - c) : 0;
}

/**
 * Fit the bilinear table by least squares on the tent basis (normal equations,
 * one per knot, solved by Gauss-Seidel; cubes weighted one each).
 */
export function fitSurrogate(samples: readonly Sample[]): SurrogateTable {
  const NI = SURROGATE_N.length;
  const NJ = SURROGATE_L.length;
  const solve = (weight: (s: Sample) => number, value: (s: Sample) => number): number[][] => {
    const rows = samples
      .filter((s) => weight(s) > 0)
      .map((s) => {
        const basis: [number, number, number][] = [];
        for (let i = 0; i < NI; i++) {
          const a = tent(SURROGATE_N, i, s.n);
          if (a === 0) continue;
          for (let j = 0; j < NJ; j++) {
            const b = tent(SURROGATE_L, j, s.load);
            if (b > 0) basis.push([i, j, a * b]);
          }
        }
        return { w: weight(s), y: value(s) / weight(s), basis };
      });
    // Start from the per-knot weighted mean, with a light ridge towards it so empty knots stay sane.
    const grid = [...Array(NI)].map(() => Array<number>(NJ).fill(0.5));
    const num = grid.map((r) => r.map(() => 0));
    const den = grid.map((r) => r.map(() => 0));
    for (const r of rows) for (const [i, j, b] of r.basis) {
      num[i]![j]! += r.w * b * r.y;
      den[i]![j]! += r.w * b;
    }
    for (let i = 0; i < NI; i++) for (let j = 0; j < NJ; j++) if (den[i]![j]! > 0) grid[i]![j] = num[i]![j]! / den[i]![j]!;
    const prior = grid.map((r) => r.slice());
    const ridge = 2;
    for (let sweep = 0; sweep < 40; sweep++) {
      for (let i = 0; i < NI; i++) {
        for (let j = 0; j < NJ; j++) {
          let a = ridge;
          let b = ridge * prior[i]![j]!;
          for (const r of rows) {
            let mine = 0;
            let rest = 0;
            for (const [ii, jj, w] of r.basis) {
              if (ii === i && jj === j) mine = w;
              else rest += w * grid[ii]![jj]!;
            }
            if (mine === 0) continue;
            a += r.w * mine * mine;
            b += r.w * mine * (r.y - rest);
          }
          grid[i]![j] = Math.min(1, Math.max(0, b / a));
        }
      }
    }
    return grid.map((r) => r.map((x) => Math.round(x * 1000) / 1000));
  };
  return {
    p: solve((s) => s.n, (s) => s.newOut),
    q: solve((s) => s.load, (s) => s.lodgedOut),
  };
}

/** Held-out throws grouped by n: simulated and predicted exit shares of new and lodged cubes, in %. */
export function fitReport(samples: readonly Sample[], table: SurrogateTable): TowerStats['fit'] {
  const groups: [number, number][] = [[1, 1], [2, 3], [4, 6], [7, 10], [11, 15], [16, 20], [21, 30], [31, 40]];
  return groups.map(([lo, hi]) => {
    let nNew = 0, simNew = 0, sgNew = 0, nLod = 0, simLod = 0, sgLod = 0;
    for (const s of samples) {
      if (s.n < lo || s.n > hi) continue;
      const { p, q } = surrogateRates(s.n, s.load, table);
      nNew += s.n;
      simNew += s.newOut;
      sgNew += p * s.n;
      nLod += s.load;
      simLod += s.lodgedOut;
      sgLod += q * s.load;
    }
    const pc = (x: number, d: number): number => (d > 0 ? Math.round((1000 * x) / d) / 10 : 0);
    return { n: hi, newSim: pc(simNew, nNew), newSurrogate: pc(sgNew, nNew), lodgedSim: pc(simLod, nLod), lodgedSurrogate: pc(sgLod, nLod) };
  });
}
