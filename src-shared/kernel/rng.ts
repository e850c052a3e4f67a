/**
 * The one source of randomness for every engine: sfc32, a small integer
 * generator that only uses 32-bit integer maths (`Math.imul`, `>>> 0`), so it is
 * bit-exact on every JavaScript engine and platform. Its whole state is four
 * uint32s, stored in the game state, so a game can be saved, replayed and
 * searched from any point.
 */

export type RngState = readonly [number, number, number, number];

/** Hash any string (or number) seed into a 32-bit integer (cyrb-style mixing). */
export function hashSeed(seed: string | number): number {
  const text = String(seed);
  let h = 0x811c9dc5 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(a: number, b: number, c: number, d: number) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
  }

  /** A generator from a seed; different seeds give unrelated streams. */
  static seeded(seed: string | number): Rng {
    const s = hashSeed(seed);
    const rng = new Rng(0x9e3779b9, 0x243f6a88, 0xb7e15162, s);
    // Warm up so that similar seeds diverge fully.
    for (let i = 0; i < 15; i++) rng.nextU32();
    return rng;
  }

  /** Resume a generator from a stored state. */
  static from(state: RngState): Rng {
    return new Rng(state[0], state[1], state[2], state[3]);
  }

  /** The state to store; `Rng.from(rng.state())` continues the same stream. */
  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** An independent stream derived from this one (advances this one by one step). */
  fork(label: string): Rng {
    return Rng.seeded(`${this.nextU32()}:${label}`);
  }

  nextU32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A uniform integer in [0, n), by rejection sampling (no float scaling). */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) {
      throw new RangeError(`Rng.int: bad range ${n}`);
    }
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.nextU32();
      if (x < limit) return x % n;
    }
  }

  /** A uniform integer in [lo, hi] inclusive. */
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** True with probability num/den, exactly (integer maths). */
  chance(num: number, den: number): boolean {
    return this.int(den) < num;
  }

  /**
   * True with probability p (0..1), resolved to a millionth so that the
   * comparison is integer maths and identical everywhere.
   */
  probability(p: number): boolean {
    const micro = Math.round(Math.min(1, Math.max(0, p)) * 1_000_000);
    return this.int(1_000_000) < micro;
  }

  /** One element picked uniformly. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: empty list');
    return items[this.int(items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}
