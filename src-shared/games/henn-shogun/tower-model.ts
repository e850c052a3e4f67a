/**
 * The cube tower (seed 002, "Gebruik van de dobbeltoren"): cubes thrown in
 * partly stay inside and partly knock out cubes lodged earlier. Only counts
 * per colour cross this interface, so a physical simulation can plug in
 * behind it later without the rules knowing which cube is which.
 */
import { encodeTrace, simulateThrow, type LodgedCube } from './tower/simulate';
import { surrogateRates } from './tower/surrogate';
import { TOWER } from './tower/geometry';
import type { Rng } from '../../kernel/rng';
import type { CubeCounts, TowerCube, TowerDrop, TowerModel } from './types';

export type { TowerDrop, TowerModel } from './types';

export const emptyCubes = (): CubeCounts => [0, 0, 0, 0, 0, 0];

export const totalCubes = (c: readonly number[]): number => {
  let n = 0;
  for (const x of c) n += x;
  return n;
};

/**
 * The statistical tower: every thrown cube falls out with probability p, every
 * cube already inside with probability q, independently.
 */
export function statisticalTower(p: number, q: number): TowerModel {
  return { drop: ({ thrown, inside }, rng) => statisticalDrop(p, q, thrown, inside, rng) };
}

/** One drop of the statistical tower (the colours in order, thrown cubes before lodged ones: the draws are the game's). */
function statisticalDrop(p: number, q: number, thrown: readonly number[], inside: readonly number[], rng: Rng): TowerDrop {
  const out = emptyCubes();
  const left = emptyCubes();
  for (let c = 0; c < 6; c++) {
    const t = thrown[c] ?? 0;
    const i = inside[c] ?? 0;
    let o = 0;
    for (let k = 0; k < t; k++) if (rng.probability(p)) o++;
    let oi = 0;
    for (let k = 0; k < i; k++) if (rng.probability(q)) oi++;
    out[c] = o + oi;
    left[c] = t - o + i - oi;
  }
  return { out, inside: left };
}

/**
 * A tower for tests: each drop lets out the next predetermined counts (capped
 * at what is available). When the script runs out, nothing falls out.
 * `script.used` tells how many outcomes were consumed.
 */
export function scriptedTower(outcomes: readonly (readonly number[])[]): TowerModel & { used: number } {
  const model = {
    used: 0,
    drop({ thrown, inside }: { thrown: readonly number[]; inside: readonly number[] }): TowerDrop {
      const want = outcomes[model.used] ?? [];
      model.used++;
      const out = emptyCubes();
      const left = emptyCubes();
      for (let c = 0; c < 6; c++) {
        const avail = (thrown[c] ?? 0) + (inside[c] ?? 0);
        out[c] = Math.min(avail, Math.max(0, want[c] ?? 0));
        left[c] = avail - out[c]!;
      }
      return { out, inside: left };
    },
  };
  return model;
}

/**
 * Where cubes go that the counts say are inside but no position is known for
 * (a state edited by hand, e.g. in tests): resting spots on the shelves and
 * baffles, in 1/100 mm; extra ones are stacked above and settle in the throw.
 */
const SPOTS: readonly (readonly [number, number])[] = [
  [5950, 7950], [450, 13950], [5850, 19950], [4450, 5550], [1950, 11550], [4450, 17550],
];

/** The cubes to simulate: the known positions, reconciled with the counts per colour. */
function lodgedFor(inside: readonly number[], cubes: readonly TowerCube[] | undefined): LodgedCube[] {
  const want = inside.slice();
  const res: LodgedCube[] = [];
  for (const c of cubes ?? []) {
    if ((want[c.colour] ?? 0) > 0) {
      want[c.colour]!--;
      res.push({ colour: c.colour, x: c.x, y: c.y });
    }
  }
  let k = 0;
  for (let colour = 0; colour < 6; colour++) {
    for (let i = 0; i < (want[colour] ?? 0); i++, k++) {
      const [x, y] = SPOTS[k % SPOTS.length]!;
      res.push({ colour, x, y: y - 1000 * Math.floor(k / SPOTS.length) });
    }
  }
  return res;
}

/**
 * The physics tower (the default): the throw is simulated in src-shared/games/henn-shogun/tower
 * with a stream forked from the game's Rng (one draw of it per throw), and the
 * outcome is what the simulation says. Returns the new positions and the trace.
 */
export function physicsTower(): TowerModel {
  return {
    drop({ thrown, inside, cubes }, rng) {
      const colours: number[] = [];
      for (let c = 0; c < 6; c++) for (let k = 0; k < (thrown[c] ?? 0); k++) colours.push(c);
      const r = simulateThrow({ thrown: colours, inside: lodgedFor(inside, cubes) }, rng.fork('tower'), TOWER);
      const out = emptyCubes();
      for (const c of r.out) out[c]!++;
      const left = emptyCubes();
      for (const c of r.inside) left[c.colour]!++;
      return { out, inside: left, cubes: r.inside.map((c) => ({ colour: c.colour, x: c.x, y: c.y })), trace: encodeTrace(r.trace) };
    },
  };
}

/**
 * The fast stand-in for the physics tower (bots' look-ahead): counts only, a
 * thrown cube falls out with chance p(n, L) and a cube inside with q(n, L),
 * n = cubes thrown, L = cubes inside, fitted to the simulation (docs/tower.md).
 */
export function surrogateTower(): TowerModel {
  return {
    drop({ thrown, inside }, rng) {
      const { p, q } = surrogateRates(totalCubes(thrown), totalCubes(inside));
      return statisticalDrop(p, q, thrown, inside, rng);
    },
  };
}
