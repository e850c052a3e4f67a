/**
 * The cube tower (seed 002, "Gebruik van de dobbeltoren"): cubes thrown in
 * partly stay inside and partly knock out cubes lodged earlier. Only counts
 * per colour cross this interface, so a physical simulation can plug in
 * behind it later without the rules knowing which cube is which.
 */
import type { Rng } from '../../kernel/rng';
import type { CubeCounts } from './types';

export interface TowerDrop {
  /** Cubes that fell out into the tray, per colour. */
  out: CubeCounts;
  /** What the tower holds afterwards, per colour. */
  inside: CubeCounts;
}

export interface TowerModel {
  /**
   * Throw `thrown` into a tower holding `inside`. Must conserve cubes per
   * colour (out + new inside = thrown + old inside) and draw chance from `rng` only.
   */
  drop(input: { thrown: readonly number[]; inside: readonly number[] }, rng: Rng): TowerDrop;
}

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
  return {
    drop({ thrown, inside }, rng) {
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
    },
  };
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
