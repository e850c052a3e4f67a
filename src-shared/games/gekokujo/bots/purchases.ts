/**
 * What the heuristic buys in its recruit turn besides units: the Ninja, a
 * castle, fortifying it. Each is bought only where it beats spending the same
 * Koku on Bushi (1 Koku each), and always with a Koku left for Ronin.
 *
 * The arithmetic behind the thresholds (d6, §4.2): a defending Bushi hits on
 * a 6, a defending Daimyō on 4–6 with 3 dice. +1 defence (a castle) adds 1/6
 * hit per defending die — it doubles what the Bushi roll. A full stack of
 * 1 Daimyō + 6 Bushi rolls 9 dice: +1.5 expected hits per battle, every
 * battle, with no upkeep. Five Bushi for the same 5 Koku roll 5/6 of a hit
 * (and do not fit in a full stack anyway).
 */
import type { Seat } from '../../../kernel/ruleset';
import { BUSHI_PER_CLAN, CASTLE_COST, DAIMYO_DICE, FORTIFY_COST, KYOTO, NINJA_COST, STACK_LIMIT } from '../data';
import { allied, controller, NEIGHBOURS, present, provincesOf, size, totals } from '../board';
import { kokuOf, type Table } from '../flow';
import type { GekokujoMove } from '../types';
import { upkeepOf, winterSupplyOf } from '../bookkeeping';
import { diversionBarred } from '../glory';
import { attackEstimate, attacksOf, type AttackEstimate } from './odds';
import { isMandate, provinceValue } from './value';
import { openingAllows } from './leader';

/** Koku kept back after a purchase: one Ronin for the first battle. */
const RESERVE = 1;
/** A castle is worth building where it adds at least this many expected defence hits per battle… */
const CASTLE_MIN_GAIN = 1;
/** …and enemies with at least this many units stand next door. */
const CASTLE_MIN_PRESSURE = 3;
/** An attacker counts as a threat from this odds ratio on (bolder than Normal's own 1.2: humans and Easy attack on less). */
const THREAT_RATIO = 0.9;

/** Enemies: seats in play that are not the seat's ally this round. */
function enemiesOf(t: Table, seat: Seat): Seat[] {
  return t.players.map((_, x) => x).filter((x) => x !== seat && !t.players[x]!.eliminated && !allied(t, seat, x));
}

/** The strongest attack any enemy could make on each of the seat's provinces (passing THREAT_RATIO), by province. */
export function threatsTo(t: Table, seat: Seat, ratio = THREAT_RATIO): Map<number, { by: Seat; est: AttackEstimate }> {
  const out = new Map<number, { by: Seat; est: AttackEstimate }>();
  for (const e of enemiesOf(t, seat)) {
    for (const a of attacksOf(t, e, ratio)) {
      if (!a.est.passes || size(t.units[a.q]![seat]!) === 0) continue;
      const prev = out.get(a.q);
      if (!prev || a.est.mine - a.est.theirs > prev.est.mine - prev.est.theirs) out.set(a.q, { by: e, est: a.est });
    }
  }
  return out;
}

/** Enemy units in provinces next to p. */
function pressureOn(t: Table, seat: Seat, p: number): number {
  let n = 0;
  const foes = enemiesOf(t, seat);
  for (const q of NEIGHBOURS[p]!) for (const e of foes) n += size(t.units[q]![e]!);
  return n;
}

/** Extra expected defence hits per battle from +1 defence for the seat's units in p. */
const plusOneGain = (t: Table, seat: Seat, p: number): number => (t.units[p]![seat]!.d * DAIMYO_DICE + t.units[p]![seat]!.b) / 6;

/**
 * Where a castle pays for itself: a (nearly) full stack — recruits can add
 * little more there — under pressure from enemies next door. Not in Kyoto
 * (its own +1 is the biggest defence bonus already, §0.1), not for Uesugi
 * (its clan +1 covers provinces held since the round began).
 */
export function castleSite(t: Table, seat: Seat): number | null {
  const pl = t.players[seat]!;
  if (pl.castle !== null || t.castlesLeft <= 0 || pl.clan === 'uesugi') return null;
  let best: { p: number; score: number } | null = null;
  for (const p of provincesOf(t, seat)) {
    if (p === KYOTO || size(t.units[p]![seat]!) < STACK_LIMIT - 1) continue;
    const gain = plusOneGain(t, seat, p);
    const pressure = pressureOn(t, seat, p);
    if (gain < CASTLE_MIN_GAIN || pressure < CASTLE_MIN_PRESSURE) continue;
    const score = gain + (isMandate(p) ? 1 : 0) + Math.min(pressure, STACK_LIMIT) / STACK_LIMIT;
    if (!best || score > best.score) best = { p, score };
  }
  return best?.p ?? null;
}

/** Fortify (+2 instead of +1 for this round) when an enemy army next door could take the castle and the stack is worth it. */
export function fortifyPays(t: Table, seat: Seat): boolean {
  const pl = t.players[seat]!;
  if (pl.castle === null || pl.fortified || controller(t, pl.castle) !== seat) return false;
  return size(t.units[pl.castle]![seat]!) >= 3 && threatsTo(t, seat).has(pl.castle);
}

/**
 * The Ninja's best mission for the seat this round, or null:
 * - diversion on its own province where an enemy attack would likely win and
 *   what stands there is worth 3 Koku of protection (a Daimyō — losing the
 *   last one makes a vassal —, a Mandate province, the castle);
 * - sabotage (−1 defence, no recruiting) on an enemy province that it turns
 *   into an attack Normal makes, or that the owner would otherwise reinforce
 *   after us (it recruits later in turn order);
 * - the covert assassination when Koku is plentiful and an attack on a
 *   Daimyō-less stack is planned (one unit fewer before the dice).
 */
export function ninjaMission(t: Table, seat: Seat, ratio: number): GekokujoMove | null {
  if (t.ninja) return null;
  const koku = kokuOf(t, seat);
  if (koku < NINJA_COST + RESERVE) return null;
  const pl = t.players[seat]!;
  // What the same Koku would buy instead: Bushi in the province concerned (up to the stack limit).
  const asBushi = koku - RESERVE;
  const afterNinja = koku - NINJA_COST - RESERVE;

  // Diversion: a likely attack (at Normal's own odds) that recruiting cannot fend off.
  let guard: { p: number; worth: number } | null = null;
  for (const [p, { by, est }] of threatsTo(t, seat, ratio)) {
    if (diversionBarred(t, p)) continue; // no diversion on a Mandate province while anyone is on the Path of Glory (sheet §12.4)
    const st = t.units[p]![seat]!;
    // Only what is worth 3 Koku of protection: all the seat's Daimyō (losing them makes a vassal), or a Mandate province.
    if (!((st.d > 0 && st.d === totals(t, seat).d) || isMandate(p))) continue;
    if (recruitable(t, seat, p) && !attackedEvenWith(t, seat, p, by, asBushi, ratio)) continue;
    const worth = st.d * 3 + st.b + (isMandate(p) ? 4 : 0) + (pl.castle === p ? 3 : 0) + (est.mine - est.theirs);
    if (!guard || worth > guard.worth) guard = { p, worth };
  }
  if (guard) return { type: 'ninja', mission: 'diversion', target: guard.p };

  // Sabotage: an attack that fails even with all the Koku in Bushi at the attacking stack, but passes at −1 defence with the rest.
  let strike: { q: number; score: number } | null = null;
  for (const a of attacksOf(t, seat, ratio, () => -1)) {
    if (!a.est.passes || size(t.units[a.q]![seat]!) + a.group.d + a.group.b > STACK_LIMIT || !openingAllows(t, seat, a.q)) continue;
    const stronger = (n: number) => ({ d: a.group.d, b: a.group.b + Math.max(0, Math.min(n, STACK_LIMIT - size(t.units[a.from]![seat]!))) });
    const boosted = recruitable(t, seat, a.from) ? asBushi : 0;
    if (attackEstimate(t, seat, stronger(boosted), a.q, ratio)?.passes) continue;
    if (!attackEstimate(t, seat, stronger(recruitable(t, seat, a.from) ? afterNinja : 0), a.q, ratio, -1)?.passes) continue;
    const score = provinceValue(t, seat, a.q);
    if (!strike || score > strike.score) strike = { q: a.q, score };
  }
  if (strike) return { type: 'ninja', mission: 'sabotage', target: strike.q };

  // The covert assassination kills one unit for 3 Koku: worth it only with Koku that recruits cannot use (no room left),
  // when an attack on a stack without a Daimyō is planned.
  if (koku - RESERVE - recruitRoom(t, seat) >= NINJA_COST) {
    const soft = attacksOf(t, seat, ratio).some((a) => a.est.passes && present(t, a.q).every((x) => x === seat || t.units[a.q]![x]!.d === 0));
    if (soft) return { type: 'ninja', mission: 'assassinate', target: null };
  }
  return null;
}

/** How many Bushi the seat could still recruit this round (room in recruitable provinces, the clan's 69). */
export function recruitRoom(t: Table, seat: Seat): number {
  let room = 0;
  for (const p of provincesOf(t, seat)) if (recruitable(t, seat, p)) room += STACK_LIMIT - size(t.units[p]![seat]!);
  return Math.min(room, BUSHI_PER_CLAN - totals(t, seat).b);
}

/** Can the seat still recruit into p this round (held since phase 1, not sabotaged, room left)? */
function recruitable(t: Table, seat: Seat, p: number): boolean {
  return t.heldAtPhase1[p] === seat && controller(t, p) === seat && !(t.ninja?.mission === 'sabotage' && t.ninja.target === p) && size(t.units[p]![seat]!) < STACK_LIMIT;
}

/** Would `by`'s strongest attack on p still pass if the seat put `extra` more Bushi there (up to the stack limit)? */
function attackedEvenWith(t: Table, seat: Seat, p: number, by: Seat, extra: number, ratio: number): boolean {
  const add = Math.max(0, Math.min(extra, STACK_LIMIT - size(t.units[p]![seat]!)));
  const units = t.units.map((row, q) => (q === p ? row.map((st, x) => (x === seat ? { ...st, b: st.b + add } : st)) : row));
  return attacksOf({ ...t, units }, by, ratio).some((a) => a.q === p && a.est.passes);
}

/**
 * With The Cycle of Rice and War upkeep moves to Winter and is paid from what
 * is left then (§7.3): Koku for a purchase must come on top of Winter's bills,
 * or the purchase ends in bankruptcy (measured: without this, Normal with all
 * modules went bankrupt 3.4 times a game and lost to the Normal that never bought).
 */
function billsAhead(t: Table, seat: Seat): number {
  return t.options.rice ? upkeepOf(t, seat) + winterSupplyOf(t, seat) : 0;
}

/** The purchase (Ninja, castle, fortification) the seat makes before recruiting, or null to recruit. */
export function purchase(t: Table, seat: Seat, ratio: number): GekokujoMove | null {
  const bills = billsAhead(t, seat);
  if (kokuOf(t, seat) - bills < NINJA_COST + RESERVE) return null;
  // Decide as if the bills were already paid.
  const players = t.players.map((p, x) => (x === seat ? { ...p, koku: kokuOf(t, seat) - bills } : p));
  t = { ...t, players };
  const koku = kokuOf(t, seat);
  const ninja = ninjaMission(t, seat, ratio);
  if (ninja) return ninja;
  if (koku >= CASTLE_COST + RESERVE) {
    const site = castleSite(t, seat);
    if (site !== null) return { type: 'castle', province: site };
  }
  // Fortifying lasts one round: only with Koku recruits cannot use (or after they were bought).
  if (koku - RESERVE - recruitRoom(t, seat) >= FORTIFY_COST && fortifyPays(t, seat)) return { type: 'fortify' };
  return null;
}
