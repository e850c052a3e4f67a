/**
 * Specialized Warfare (v74 §7.2) and Technological Change: the non-Daimyō
 * units of a stack by type. Without the module a stack is Daimyō and Bushi
 * only (`k` absent); with it `k` counts each type and always sums to `b`.
 */
import type { Stack } from './types';

export const UNIT_KINDS = ['spear', 'sword', 'archer', 'banner', 'arquebus'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];
export const SPEAR = 0;
export const SWORD = 1;
export const ARCHER = 2;
export const BANNER = 3;
export const ARQUEBUS = 4;

/**
 * Ruling: where a rule removes or moves non-Daimyō units without a choice
 * (bankruptcy, halving, the assassin, pact expiry is whole stacks), the
 * types go in this order: bannermen, spearmen, swordsmen, archers, arquebusiers.
 */
export const AUTO_ORDER: readonly number[] = [BANNER, SPEAR, SWORD, ARCHER, ARQUEBUS];

export const noKinds = (): number[] => [0, 0, 0, 0, 0];

/** Adds `n` non-Daimyō units (of `kinds` when typed, else of `kind`). */
export function addUnits(st: Stack, n: number, kinds?: readonly number[] | null): void {
  st.b += n;
  if (st.k && kinds) for (let i = 0; i < 5; i++) st.k[i]! += kinds[i]!;
}

/** Removes `n` non-Daimyō units: the given types, or in AUTO_ORDER. Returns the types removed (null when untyped). */
export function takeUnits(st: Stack, n: number, kinds?: readonly number[] | null): number[] | null {
  st.b -= n;
  if (!st.k) return null;
  if (kinds) {
    for (let i = 0; i < 5; i++) st.k[i]! -= kinds[i]!;
    return kinds.slice();
  }
  const out = noKinds();
  let left = n;
  for (const i of AUTO_ORDER) {
    const x = Math.min(left, st.k[i]!);
    st.k[i]! -= x;
    out[i] = x;
    left -= x;
  }
  return out;
}

export const kindsSum = (k: readonly number[]): number => k.reduce((a, x) => a + x, 0);
export const emptyStack = (typed: boolean): Stack => (typed ? { d: 0, b: 0, k: noKinds() } : { d: 0, b: 0 });
export const cloneStack = (st: Stack): Stack => (st.k ? { d: st.d, b: st.b, k: st.k.slice() } : { d: st.d, b: st.b });
