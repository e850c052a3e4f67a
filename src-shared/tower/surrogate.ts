/**
 * The statistical stand-in for the physics tower, fitted to it by
 * `tenka tower-stats --fit` (see docs/tower.md): the chance that a thrown cube
 * falls out (p) and that a cube lodged inside falls out (q), as functions of
 * the number of cubes thrown (n) and the number inside (L), interpolated
 * bilinearly between the knots below. Counts only: fast enough for bots.
 */

/** Knots: cubes thrown, and cubes inside (L beyond the last knot counts as the last). */
export const SURROGATE_N = [1, 5, 10, 20, 40] as const;
export const SURROGATE_L = [0, 3, 6] as const;

export interface SurrogateTable {
  /** p[i][j]: knot SURROGATE_N[i], SURROGATE_L[j]. */
  p: number[][];
  q: number[][];
}

/** Fitted with `tenka tower-stats --throws 10000 --fit` (seed 'tower-stats'). */
export const SURROGATE: SurrogateTable = {
  p: [
    [0.65, 0.75, 0.8, 0.88, 0.95],
    [0.65, 0.75, 0.8, 0.88, 0.95],
    [0.65, 0.72, 0.8, 0.85, 0.9],
    [0.66, 0.7, 0.78, 0.85, 0.9],
    [0.68, 0.72, 0.8, 0.86, 0.9],
    [0.74, 0.8, 0.85, 0.88, 0.92],
    [0.82, 0.86, 0.89, 0.91, 0.93],
    [0.86, 0.89, 0.92, 0.93, 0.94],
  ],
  q: [
    [0.14, 0.14, 0.14, 0.12, 0.1],
    [0.14, 0.14, 0.12, 0.1, 0.1],
    [0.14, 0.14, 0.13, 0.12, 0.14],
    [0.16, 0.16, 0.17, 0.19, 0.25],
    [0.2, 0.2, 0.2, 0.27, 0.35],
    [0.22, 0.24, 0.25, 0.35, 0.36],
    [0.24, 0.3, 0.35, 0.42, 0.5],
    [0.27, 0.33, 0.35, 0.45, 0.57],
  ],
};

function bracket(knots: readonly number[], x: number): [number, number] {
  if (x <= knots[0]!) return [0, 0];
  const last = knots.length - 1;
  if (x >= knots[last]!) return [last, 0];
  let i = 0;
  while (knots[i + 1]! < x) i++;
  return [i, (x - knots[i]!) / (knots[i + 1]! - knots[i]!)];
}

function at(grid: number[][], n: number, load: number): number {
  const [i, u] = bracket(SURROGATE_N, n);
  const [j, v] = bracket(SURROGATE_L, load);
  const g = (a: number, b: number): number => grid[Math.min(a, grid.length - 1)]![Math.min(b, grid[0]!.length - 1)]!;
  const top = g(i, j) * (1 - v) + g(i, j + 1) * v;
  const bottom = g(i + 1, j) * (1 - v) + g(i + 1, j + 1) * v;
  return top * (1 - u) + bottom * u;
}

/** Exit chances of a thrown cube (p) and a lodged cube (q) when n cubes are thrown into a tower holding `load`. */
export function surrogateRates(n: number, load: number, table: SurrogateTable = SURROGATE): { p: number; q: number } {
  return { p: at(table.p, Math.max(1, n), load), q: at(table.q, Math.max(1, n), load) };
}
