/**
 * Battle odds as the heuristic reads them: expected d6 hits of each side
 * with the modifiers of §0.1, and the attack test Normal marches on. Every
 * heuristic choice that weighs a fight (marches, betrayal, the Ninja,
 * castles) asks this one place, so they agree with each other.
 */
import type { Seat } from '../../../kernel/ruleset';
import { BETRAYAL_ATTACK_PENALTY, DAIMYO_DICE, ODA_ATTACK_BONUS } from '../data';
import { allied, present, PROVINCES, size } from '../board';
import { hitFrom, modifierOf } from '../battle';
import { movable, rangeOf, reachable } from '../movement';
import { activeSeat, type Table } from '../flow';
import type { Battle, Stack } from '../types';

/** Attack when own expected hits ≥ this share of the defenders' units (enough to clear them)… */
export const CLEAR_FACTOR = 0.8;
/** Normal's attack ratio: its expected hits must beat the defence's by this much (heuristic.ts NORMAL, home-guard.ts). */
export const NORMAL_ATTACK_RATIO = 1.2;

/** Expected hits of a stack rolling in a province (attack = the active player's side). */
export function expectedHits(st: Stack & { r?: number }, attacking: boolean, mod: number): number {
  return st.d * DAIMYO_DICE * ((7 - hitFrom('daimyo', attacking, mod)) / 6) + (st.b + (st.r ?? 0)) * ((7 - hitFrom('bushi', attacking, mod)) / 6);
}

/** The attacker's net modifier (§0.1: biggest bonus minus biggest penalty): Oda with a Daimyō +1, a betrayer −1. */
export function attackModifier(t: Table, seat: Seat, withDaimyo: boolean): number {
  const bonus = t.players[seat]!.clan === 'oda' && withDaimyo ? ODA_ATTACK_BONUS : 0;
  const penalty = t.betrayed.includes(seat) ? BETRAYAL_ATTACK_PENALTY : 0;
  return bonus - penalty;
}

export interface AttackEstimate {
  /** Expected hits of the attacking group (with own units already there). */
  mine: number;
  /** Expected hits of the defenders. */
  theirs: number;
  /** Defending units (what must be hit to take the province). */
  need: number;
  /** Normal's test: enough hits to clear them, and ahead of the defence by the ratio. */
  passes: boolean;
}

/**
 * The battle the defenders' modifier is read for (modifierOf reads its province and sides, keeps nothing): one
 * object filled in per estimate instead of a new battle with five lists for every target of every march looked at.
 */
const PROBE: Battle = { province: 0, sides: [0, 0], ronin: [0, 0], step: 'ronin', turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [] };

/**
 * `seat` attacking province q with `group` (no Ronin). `defShift` moves the
 * defenders' modifier (−1: a sabotage the caller is thinking of buying).
 * Null when nobody hostile is there.
 */
export function attackEstimate(t: Table, seat: Seat, group: Stack, q: number, ratio: number, defShift = 0): AttackEstimate | null {
  // The hostile seats there (in seat order) and their units together; no intermediate lists (asked for every target of every march looked at).
  const row = t.units[q]!;
  let first = -1;
  const foe = { d: 0, b: 0 };
  for (let x = 0; x < row.length; x++) {
    const st = row[x]!;
    if (x === seat || st.d + st.b === 0 || allied(t, seat, x)) continue;
    if (first < 0) first = x;
    foe.d += st.d;
    foe.b += st.b;
  }
  if (first < 0) return null;
  PROBE.province = q;
  PROBE.sides[0] = seat;
  PROBE.sides[1] = first;
  const defMod = modifierOf(t, PROBE, 1) + defShift;
  const own = t.units[q]![seat]!;
  const mine = expectedHits({ d: group.d + own.d, b: group.b + own.b }, true, attackModifier(t, seat, group.d > 0));
  const theirs = expectedHits(foe, false, defMod);
  const need = foe.d + foe.b;
  return { mine, theirs, need, passes: mine >= need * CLEAR_FACTOR && mine >= theirs * ratio };
}

/**
 * The group Normal attacks with from a province: everything movable but one
 * Bushi (everything if something else stays). Outside the seat's own
 * campaign turn nothing has moved yet, so the whole stack counts.
 */
export function attackGroup(t: Table, seat: Seat, from: number): Stack {
  const ownTurn = t.step === 'move' && activeSeat(t) === seat;
  const can = ownTurn ? movable(t, seat, from) : t.units[from]![seat]!;
  const here = t.units[from]![seat]!;
  const stay = here.d + here.b - (can.d + can.b);
  return { d: can.d, b: stay > 0 ? can.b : Math.max(0, can.b - 1) };
}

/** Every attack `seat` could make this campaign turn (one group per province it holds units in), scored by its odds. */
export function attacksOf(t: Table, seat: Seat, ratio: number, defShift: (q: number) => number = () => 0): { from: number; q: number; path: number[]; group: Stack; est: AttackEstimate }[] {
  const out: { from: number; q: number; path: number[]; group: Stack; est: AttackEstimate }[] = [];
  for (let from = 0; from < PROVINCES; from++) {
    if (size(t.units[from]![seat]!) === 0) continue;
    const group = attackGroup(t, seat, from);
    if (group.d + group.b === 0) continue;
    for (const [q, path] of reachable(t, seat, from, rangeOf(t, seat, group.d, group.b))) {
      const est = attackEstimate(t, seat, group, q, ratio, defShift(q));
      if (est) out.push({ from, q, path, group, est });
    }
  }
  return out;
}
