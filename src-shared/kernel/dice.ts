/**
 * Dice on the game's seeded Rng, written once for every game: MB Shogun's
 * d12s, Gekokujō's d6s, Jūni-tsuki's d10 and d20. Rolls draw integers by
 * rejection sampling (Rng.int), so every face is exactly equally likely and a
 * roll is the same on every machine.
 */
import type { Rng } from './rng';

export const DIE_SIDES = [6, 10, 12, 20] as const;
export type DieSides = (typeof DIE_SIDES)[number];

/** One die: a value 1..sides. */
export function rollDie(rng: Rng, sides: number): number {
  if (!Number.isInteger(sides) || sides < 2) throw new RangeError(`rollDie: a die needs 2 or more sides, not ${sides}`);
  return 1 + rng.int(sides);
}

/** `count` dice of `sides` sides, in the order rolled. */
export function rollDice(rng: Rng, count: number, sides: number): number[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`rollDice: bad count ${count}`);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(rollDie(rng, sides));
  return out;
}

/** How many of the values hit: a value counts when `hits(value)` is true. */
export function countHits(values: readonly number[], hits: (value: number) => boolean): number {
  let n = 0;
  for (const v of values) if (hits(v)) n++;
  return n;
}
