/**
 * Fitting the statistical surrogate (surrogate.ts) to the physics tower, and
 * checking it: `tenka tower-stats --fit-surrogate` regenerates the committed
 * table (surrogate-table.ts) from seeded throws; `checkSurrogate` compares a
 * table with throws of an independent seed, group by group, with the sampling
 * error of each comparison (docs/tower.md).
 *
 * The throws: towers from long series of typical battles (5–15 cubes), thinned
 * to a load drawn evenly from 0..7 cubes (a steady-state tower holds 5–6; 0 is
 * the setup throw), and n cubes thrown in.
 */
import { Rng } from '../../../kernel/rng';
import { TOWER, type TowerGeometry } from './geometry';
import { simulateThrow, type LodgedCube } from './simulate';
import { SURROGATE, SURROGATE_L, SURROGATE_N, surrogateRates, type SurrogateTable } from './surrogate';

/** One simulated throw: n cubes into a tower holding `load`; how many of each came out. */
export interface FitSample {
  n: number;
  load: number;
  newOut: number;
  lodgedOut: number;
  /** Which steady-state tower it was thinned from (throws from the same tower are not independent). */
  tower?: number;
}

/** Loads sampled: 0..MAX_LOAD, evenly (a few steady-state towers hold 8; they count as 7). */
export const MAX_LOAD = 7;

/** A colour per cube (colours do not change the physics; a battle mixes two seats). */
const colours = (n: number, rng: Rng): number[] => Array.from({ length: n }, () => rng.int(2));

/**
 * `count` steady-state towers: what is inside after each battle of series of
 * 5–15-cube battles (SERIES battles each, after WARMUP battles from empty).
 * Many short series rather than one long one: where the lodged cubes lie
 * matters, and one series visits too few of the ways a tower can be filled.
 */
export function steadyTowers(rng: Rng, count: number, geometry: TowerGeometry = TOWER): LodgedCube[][] {
  const towers: LodgedCube[][] = [];
  while (towers.length < count) {
    let inside: LodgedCube[] = [];
    for (let b = 0; b < WARMUP + SERIES && towers.length < count; b++) {
      inside = simulateThrow({ thrown: colours(5 + rng.int(11), rng), inside }, rng, geometry).inside;
      if (b >= WARMUP) towers.push(inside);
    }
  }
  return towers;
}
const WARMUP = 20;
const SERIES = 60;

/** A tower holding `load` cubes: `load` of the cubes of a random steady-state tower that holds at least that many; and which tower. */
export function towerWithLoad(rng: Rng, towers: readonly LodgedCube[][], load: number): { inside: LodgedCube[]; tower: number } {
  const big: number[] = [];
  towers.forEach((t, k) => {
    if (t.length >= load) big.push(k);
  });
  const tower = big.length > 0 ? big[rng.int(big.length)]! : rng.int(towers.length);
  return { inside: rng.shuffle(towers[tower]!).slice(0, load), tower };
}

/** `count` throws with n drawn evenly from nLo..nHi and the load evenly from 0..MAX_LOAD. */
export function sampleThrows(rng: Rng, towers: readonly LodgedCube[][], count: number, nLo: number, nHi: number, geometry: TowerGeometry = TOWER): FitSample[] {
  const out: FitSample[] = [];
  for (let i = 0; i < count; i++) {
    const n = nLo + rng.int(nHi - nLo + 1);
    const { inside, tower } = towerWithLoad(rng, towers, rng.int(MAX_LOAD + 1));
    const r = simulateThrow({ thrown: colours(n, rng), inside }, rng, geometry);
    out.push({ n, load: inside.length, newOut: r.outThrown, lodgedOut: r.outReleased, tower });
  }
  return out;
}

/**
 * The groups of cubes thrown the fit is checked on, and the share of a check's
 * throws each gets: enough that the standard error of every group comes out
 * about the same (measured: ~0.7 points at 7600 throws). Single cubes are
 * cheap but each throw is one answer; a 40-cube throw answers for 40 new
 * cubes, but its lodged cubes are as few as anyone's.
 */
export const CHECK_GROUPS: readonly { lo: number; hi: number; share: number }[] = [
  { lo: 1, hi: 1, share: 0.395 },
  { lo: 2, hi: 3, share: 0.158 },
  { lo: 4, hi: 6, share: 0.079 },
  { lo: 7, hi: 10, share: 0.079 },
  { lo: 11, hi: 15, share: 0.079 },
  { lo: 16, hi: 20, share: 0.086 },
  { lo: 21, hi: 30, share: 0.072 },
  { lo: 31, hi: 40, share: 0.052 },
];

/** Throws for a fit or a check: `throws` in all, shared out over CHECK_GROUPS, from throws/8 steady-state towers. */
export function surrogateSamples(throws: number, seed: string, geometry: TowerGeometry = TOWER): FitSample[] {
  const rng = Rng.seeded(`surrogate:${seed}`);
  const towers = steadyTowers(rng, Math.max(60, Math.round(throws / 8)), geometry);
  return CHECK_GROUPS.flatMap((g) => sampleThrows(rng, towers, Math.max(1, Math.round(throws * g.share)), g.lo, g.hi, geometry));
}

/** Simulated against predicted exit shares for one group of throws, in %, with the standard error of the difference. */
export interface FitRow {
  /** The group: cubes thrown nLo..nHi and load loadLo..loadHi. */
  nLo: number;
  nHi: number;
  loadLo: number;
  loadHi: number;
  throws: number;
  newCubes: number;
  newSim: number;
  newSurrogate: number;
  /** Standard error of newSim − newSurrogate from the throws' scatter, in points. */
  newSE: number;
  lodgedCubes: number;
  lodgedSim: number;
  lodgedSurrogate: number;
  lodgedSE: number;
}

const pp = (x: number): number => Math.round(x * 1000) / 10;
const pp2 = (x: number): number => Math.round(x * 10000) / 100;

/**
 * Compare a table with simulated throws in one group. The standard error
 * treats the throws from one steady-state tower as one draw (they share where
 * the lodged cubes lie; cubes of one throw are not independent either):
 * se = sqrt(Σ_towers (Σ (out − predicted))²) / Σ cubes, the scatter around
 * the surrogate's own prediction.
 */
export function fitRow(samples: readonly FitSample[], table: SurrogateTable, nLo: number, nHi: number, loadLo = 0, loadHi = Infinity): FitRow {
  let throws = 0;
  let newCubes = 0, newOut = 0, newPred = 0;
  let lodgedCubes = 0, lodgedOut = 0, lodgedPred = 0;
  const residuals = new Map<number, [number, number]>();
  samples.forEach((s, k) => {
    if (s.n < nLo || s.n > nHi || s.load < loadLo || s.load > loadHi) return;
    const { p, q } = surrogateRates(s.n, s.load, table);
    throws++;
    newCubes += s.n;
    newOut += s.newOut;
    newPred += p * s.n;
    lodgedCubes += s.load;
    lodgedOut += s.lodgedOut;
    lodgedPred += q * s.load;
    const key = s.tower ?? -1 - k;
    const r = residuals.get(key) ?? [0, 0];
    r[0] += s.newOut - p * s.n;
    r[1] += s.lodgedOut - q * s.load;
    residuals.set(key, r);
  });
  let newVar = 0;
  let lodgedVar = 0;
  for (const [a, b] of residuals.values()) {
    newVar += a * a;
    lodgedVar += b * b;
  }
  const share = (x: number, d: number): number => (d > 0 ? x / d : 0);
  return {
    nLo,
    nHi,
    loadLo,
    loadHi: Math.min(loadHi, MAX_LOAD + 1),
    throws,
    newCubes,
    newSim: pp(share(newOut, newCubes)),
    newSurrogate: pp(share(newPred, newCubes)),
    newSE: pp2(share(Math.sqrt(newVar), newCubes)),
    lodgedCubes,
    lodgedSim: pp(share(lodgedOut, lodgedCubes)),
    lodgedSurrogate: pp(share(lodgedPred, lodgedCubes)),
    lodgedSE: pp2(share(Math.sqrt(lodgedVar), lodgedCubes)),
  };
}

export interface SurrogateCheck {
  seed: string;
  throws: number;
  /** By cubes thrown (CHECK_GROUPS), all loads. */
  byN: FitRow[];
  /** By load (0..7), small (1–6 cubes), middling (7–20) and big (21–40) throws. */
  byLoad: FitRow[];
  /** Largest |simulated − surrogate| over byN, new and lodged, in points; and the largest standard error there. */
  maxErrorPp: number;
  maxSEPp: number;
}

/** Check a table (default: the committed one) against `throws` fresh throws of `seed`. */
export function checkSurrogate(throws: number, seed: string, table: SurrogateTable = SURROGATE, geometry: TowerGeometry = TOWER): SurrogateCheck {
  return checkSamples(surrogateSamples(throws, seed, geometry), table, seed);
}

export function checkSamples(samples: readonly FitSample[], table: SurrogateTable, seed = ''): SurrogateCheck {
  const byN = CHECK_GROUPS.map((g) => fitRow(samples, table, g.lo, g.hi));
  const byLoad: FitRow[] = [];
  for (const [lo, hi] of [[1, 6], [7, 20], [21, 40]] as const) {
    for (let load = 0; load <= MAX_LOAD; load++) byLoad.push(fitRow(samples, table, lo, hi, load, load === MAX_LOAD ? Infinity : load));
  }
  const round1 = (x: number): number => Math.round(x * 10) / 10;
  return {
    seed,
    throws: samples.length,
    byN,
    byLoad,
    maxErrorPp: round1(Math.max(...byN.map((r) => Math.max(Math.abs(r.newSim - r.newSurrogate), Math.abs(r.lodgedSim - r.lodgedSurrogate))))),
    maxSEPp: Math.max(...byN.map((r) => Math.max(r.newSE, r.lodgedSE))),
  };
}

/**
 * Least-squares fit of the table on the knots (bilinear "tent" basis, every
 * cube weighted one), with a smoothness penalty on the second differences
 * along both axes, so that sparse corners follow their neighbours instead of
 * the noise. `smooth` is the penalty per unit of data weight; 0 is plain least squares.
 */
export function fitSurrogate(samples: readonly FitSample[], smooth = SMOOTH, nKnots: readonly number[] = SURROGATE_N, loadKnots: readonly number[] = SURROGATE_L): SurrogateTable {
  const NI = nKnots.length;
  const NJ = loadKnots.length;
  const K = NI * NJ;
  const solve = (weight: (s: FitSample) => number, value: (s: FitSample) => number): number[][] => {
    const A = Array.from({ length: K }, () => new Float64Array(K));
    const b = new Float64Array(K);
    let total = 0;
    for (const s of samples) {
      const w = weight(s);
      if (w <= 0) continue;
      total += w;
      const y = value(s) / w;
      const basis: [number, number][] = [];
      for (let i = 0; i < NI; i++) {
        const a = tent(nKnots, i, s.n);
        if (a === 0) continue;
        for (let j = 0; j < NJ; j++) {
          const c = tent(loadKnots, j, s.load);
          if (c > 0) basis.push([i * NJ + j, a * c]);
        }
      }
      for (const [k, bk] of basis) {
        b[k]! += w * bk * y;
        for (const [l, bl] of basis) A[k]![l]! += w * bk * bl;
      }
    }
    // Penalty: λ Σ (f[k-1] − 2 f[k] + f[k+1])² along each axis, λ scaled to the data's weight per knot.
    const lambda = (smooth * total) / K;
    const penalize = (ks: number[]): void => {
      const c = [1, -2, 1];
      for (let u = 0; u < 3; u++) for (let v = 0; v < 3; v++) A[ks[u]!]![ks[v]!]! += lambda * c[u]! * c[v]!;
    };
    for (let i = 0; i < NI; i++) for (let j = 1; j + 1 < NJ; j++) penalize([i * NJ + j - 1, i * NJ + j, i * NJ + j + 1]);
    for (let j = 0; j < NJ; j++) for (let i = 1; i + 1 < NI; i++) penalize([(i - 1) * NJ + j, i * NJ + j, (i + 1) * NJ + j]);
    // A whisper of ridge towards 1/2 keeps knots without data (none in practice) defined.
    for (let k = 0; k < K; k++) {
      A[k]![k]! += 1e-9 * (total + 1);
      b[k]! += 1e-9 * (total + 1) * 0.5;
    }
    const f = solveSymmetric(A, b);
    return Array.from({ length: NI }, (_, i) => Array.from({ length: NJ }, (_, j) => Math.round(Math.min(1, Math.max(0, f[i * NJ + j]!)) * 1000) / 1000));
  };
  return {
    p: solve((s) => s.n, (s) => s.newOut),
    q: solve((s) => s.load, (s) => s.lodgedOut),
  };
}

/** The smoothness penalty of the committed table (chosen by held-out error, docs/tower.md). */
export const SMOOTH = 0.01;

/** Tent weight of knot k for x on the knots (the bilinear basis; x outside the knots counts as the end knot). */
function tent(knots: readonly number[], k: number, x: number): number {
  const last = knots.length - 1;
  const cx = Math.min(knots[last]!, Math.max(knots[0]!, x));
  const c = knots[k]!;
  if (cx === c) return 1;
  if (cx < c) return k > 0 && cx > knots[k - 1]! ? (cx - knots[k - 1]!) / (c - knots[k - 1]!) : 0;
  return k < last && cx < knots[k + 1]! ? (knots[k + 1]! - cx) / (knots[k + 1]! - c) : 0;
}

/** Solve A x = b for a symmetric positive definite A (Cholesky; A is overwritten). */
function solveSymmetric(A: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  for (let j = 0; j < n; j++) {
    let d = A[j]![j]!;
    for (let k = 0; k < j; k++) d -= A[j]![k]! * A[j]![k]!;
    if (!(d > 0)) throw new Error('fitSurrogate: the normal equations are not positive definite');
    const l = Math.sqrt(d);
    A[j]![j] = l;
    for (let i = j + 1; i < n; i++) {
      let s = A[i]![j]!;
      for (let k = 0; k < j; k++) s -= A[i]![k]! * A[j]![k]!;
      A[i]![j] = s / l;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i]!;
    for (let k = 0; k < i; k++) s -= A[i]![k]! * y[k]!;
    y[i] = s / A[i]![i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i]!;
    for (let k = i + 1; k < n; k++) s -= A[k]![i]! * x[k]!;
    x[i] = s / A[i]![i]!;
  }
  return x;
}

/** The source of surrogate-table.ts for a fitted table. */
export function surrogateTableSource(table: SurrogateTable, how: string, nKnots: readonly number[] = SURROGATE_N, loadKnots: readonly number[] = SURROGATE_L): string {
  const grid = (g: number[][]): string => g.map((row, i) => `  [${row.map((x) => x.toFixed(3)).join(', ')}], // n = ${nKnots[i]}`).join('\n');
  return `/**
 * The surrogate's table, generated: do not edit by hand. Regenerate with
 *   ${how}
 * (docs/tower.md). p[i][j] and q[i][j]: exit chance of a thrown cube and of a
 * lodged cube for SURROGATE_N[i] cubes thrown into a tower holding SURROGATE_L[j].
 */
export const SURROGATE_N = [${nKnots.join(', ')}] as const;
export const SURROGATE_L = [${loadKnots.join(', ')}] as const;

export const SURROGATE_P: number[][] = [
${grid(table.p)}
];

export const SURROGATE_Q: number[][] = [
${grid(table.q)}
];
`;
}
