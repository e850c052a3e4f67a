/**
 * A fast combat calculator for the bots: the battle sequence of combat.ts
 * (steps 1-8, the sea first strike, bonus defenders) sampled many times on
 * plain counts, with the default casualty order of casualties.ts (bonus, then
 * spearmen, gunners, ronin, swordsmen, bowmen, the daimyo last) and a simple
 * call-off policy for the attacker (an army stops when only its daimyo would
 * be left to fight on). Deterministic: its own small generator, seeded from
 * the battle, so a bot's decision depends on its inputs only. Written with
 * typed arrays and no allocation per sample (well under 1 ms a battle); each
 * step's hits drawn from binomial tables, answers remembered (battleOdds).
 */
import { DAIMYO_HIT_ON, HIT_ON, RONIN_HIT_ON } from '../data/constants';

/** [bowman, gunner, swordsman, spearman, daimyo, ronin, bonus spearmen, bonus ronin] */
export type Force8 = [number, number, number, number, number, number, number, number];

export interface Odds {
  /** Chance that every defender falls. */
  win: number;
  /** Chance that the attacking troop is wiped out (its daimyo lost). */
  wiped: number;
  /** Expected attacking units lost (ronin included). */
  attLoss: number;
  /** Expected defending units lost (bonus excluded). */
  defLoss: number;
}

// Casualty order: indices into Force8.
const ORDER = [6, 7, 3, 1, 5, 2, 0, 4];
const HITS = [HIT_ON[0], HIT_ON[1], HIT_ON[2], HIT_ON[3], DAIMYO_HIT_ON, RONIN_HIT_ON, HIT_ON[3], RONIN_HIT_ON];
const RANGED = [0, 1];
const MELEE = [4, 2, 5, 7, 3, 6];
const FIRST_STRIKE = [0, 1, 4, 2, 5, 3];

const a = new Int32Array(8);
const d = new Int32Array(8);
let state = 1;

function next(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return state >>> 0;
}

const die = (): number => (next() % 12) + 1;

/**
 * The hits of n dice that hit on ≤ h are Binomial(n, h/12): one draw from its
 * cumulative table instead of n dice (the battle's numbers, not its dice,
 * are what the bots weigh). Tables up to MAX_N units; more roll die by die.
 */
const MAX_N = 48;
const CDF: Float64Array[][] = [];
for (let h = 0; h <= 12; h++) {
  const p = h / 12;
  const rows: Float64Array[] = [];
  for (let n = 0; n <= MAX_N; n++) {
    const row = new Float64Array(n + 1);
    let pmf = Math.pow(1 - p, n);
    let acc = 0;
    for (let k = 0; k <= n; k++) {
      acc += pmf;
      row[k] = acc;
      pmf = p < 1 ? (pmf * (n - k) * p) / ((k + 1) * (1 - p)) : 0;
    }
    row[n] = 1;
    rows.push(row);
  }
  CDF.push(rows);
}

function hitsOf(n: number, h: number): number {
  if (n === 0) return 0;
  if (n > MAX_N) {
    let k = 0;
    for (let j = 0; j < n; j++) if (die() <= h) k++;
    return k;
  }
  const u = next() / 4294967296;
  const c = CDF[h]![n]!;
  let k = 0;
  while (k < n && u >= c[k]!) k++;
  return k;
}

function total(f: Int32Array): number {
  return f[0]! + f[1]! + f[2]! + f[3]! + f[4]! + f[5]! + f[6]! + f[7]!;
}

function remove(f: Int32Array, n: number): void {
  for (let k = 0; k < 8 && n > 0; k++) {
    const i = ORDER[k]!;
    const x = f[i]! < n ? f[i]! : n;
    f[i] = f[i]! - x;
    n -= x;
  }
}

/** Dice per hit value (1-12) of the units rolling in one step. */
const byHit = new Int32Array(13);

function roll(f: Int32Array, kinds: number[], cover: number, skipBonus: boolean): number {
  byHit.fill(0);
  for (let k = 0; k < kinds.length; k++) {
    const i = kinds[k]!;
    if (skipBonus && i >= 6) continue;
    const v = HITS[i]!;
    byHit[v] = byHit[v]! + f[i]!;
  }
  let h = 0;
  for (let v = 1; v <= 12 && h < cover; v++) if (byHit[v]! > 0) h += hitsOf(byHit[v]!, v);
  return h < cover ? h : cover;
}

/**
 * Samples the battle. `callOffAt`: the attacker calls off at step 8 when his
 * units besides the daimyo are this many or fewer (default: an army calls off
 * before its daimyo fights alone, a provincial force fights on; < 0 never).
 */
export function battleOdds(att: Readonly<Force8>, def: Readonly<Force8>, sea: boolean, samples = 200, callOffAt?: number): Readonly<Odds> {
  // The same battle is asked about again and again (every army's danger each
  // Phase A, each declaration, each call-off), about ten times per distinct
  // battle in a game between bots: remembered. The answer depends on the
  // arguments only (the sampler is seeded from them), so a remembered answer
  // is the answer. Key: both sides' counts packed 6 bits each (any count of
  // 64 or more is not remembered), one table per (sea, samples, call-off).
  const ka = pack(att);
  const kd = pack(def);
  if (ka < 0 || kd < 0) return sampleOdds(att, def, sea, samples, callOffAt);
  const tableKey = (sea ? 1 : 0) + 2 * samples + 1e7 * (callOffAt === undefined ? 0 : 1000 + callOffAt);
  let table = memo.get(tableKey);
  if (!table) memo.set(tableKey, (table = new Map()));
  let row = table.get(ka);
  if (!row) table.set(ka, (row = new Map()));
  const known = row.get(kd);
  if (known) return known;
  const odds = sampleOdds(att, def, sea, samples, callOffAt);
  if (++remembered > MEMO_MAX) {
    memo.clear();
    remembered = 0;
  }
  row.set(kd, odds);
  return odds;
}

function pack(f: Readonly<Force8>): number {
  let k = 0;
  for (let i = 7; i >= 0; i--) {
    const x = f[i]!;
    if (x < 0 || x >= 64) return -1;
    k = k * 64 + x;
  }
  return k;
}

/** Remembered answers (per thread); forgotten all at once when full, which changes no answer. */
const memo = new Map<number, Map<number, Map<number, Readonly<Odds>>>>();
const MEMO_MAX = 100_000;
let remembered = 0;

export function sampleOdds(att: Readonly<Force8>, def: Readonly<Force8>, sea: boolean, samples: number, callOffAt?: number): Odds {
  let seed = 0x9e3779b9;
  for (let i = 0; i < 8; i++) seed = Math.imul(seed ^ att[i]!, 0x85ebca6b) ^ (seed >>> 13);
  for (let i = 0; i < 8; i++) seed = Math.imul(seed ^ (def[i]! + 17), 0xc2b2ae35) ^ (seed >>> 15);
  state = (Math.imul(seed ^ (sea ? 7 : 3), 0x27d4eb2f) ^ samples) >>> 0 || 1;
  const stop = callOffAt ?? (att[4] > 0 ? 0 : -1);
  let win = 0;
  let wiped = 0;
  let attLoss = 0;
  let defLoss = 0;
  const a0 = att[0] + att[1] + att[2] + att[3] + att[4] + att[5] + att[6] + att[7];
  const d0 = def[0] + def[1] + def[2] + def[3] + def[4] + def[5];
  for (let n = 0; n < samples; n++) {
    for (let i = 0; i < 8; i++) {
      a[i] = att[i]!;
      d[i] = def[i]!;
    }
    if (sea) remove(a, roll(d, FIRST_STRIKE, total(a), true));
    for (let round = 0; round < 12; round++) {
      let ta = total(a);
      let td = total(d);
      if (ta === 0 || td === 0) break;
      let ha = roll(a, RANGED, td, false);
      let hd = roll(d, RANGED, ta, false);
      remove(d, ha);
      remove(a, hd);
      ta = total(a);
      td = total(d);
      if (ta === 0 || td === 0) break;
      ha = roll(a, MELEE, td, false);
      hd = roll(d, MELEE, ta, false);
      remove(d, ha);
      remove(a, hd);
      ta = total(a);
      td = total(d);
      if (ta === 0 || td === 0) break;
      if (stop >= 0 && ta - a[4]! <= stop) break;
    }
    const ta = total(a);
    const dd = d[0]! + d[1]! + d[2]! + d[3]! + d[4]! + d[5]!;
    if (total(d) === 0) win++;
    if (ta === 0) wiped++;
    attLoss += a0 - ta;
    defLoss += d0 - dd;
  }
  return { win: win / samples, wiped: wiped / samples, attLoss: attLoss / samples, defLoss: defLoss / samples };
}
