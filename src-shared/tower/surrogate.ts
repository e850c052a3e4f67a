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
    [0.575, 0.846, 0.891],
    [0.676, 0.78, 0.888],
    [0.61, 0.723, 0.874],
    [0.73, 0.851, 0.904],
    [0.871, 0.916, 0.936],
  ],
  q: [
    [0.282, 0.109, 0.088],
    [0.158, 0.088, 0.126],
    [0.096, 0.171, 0.24],
    [0.203, 0.171, 0.422],
    [0, 0.332, 0.502],
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
