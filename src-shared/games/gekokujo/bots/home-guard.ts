/**
 * Keep the home province in the crowded map's first round (issue 31, fair tables at 5 players;
 * docs/games/gekokujo.md "Seventh pass" and "Eighth pass").
 *
 * In round 1 every clan has its three Daimyō in its start province, and round 1's order is alphabetical: a clan
 * that marches them out hands its home to whoever moves after it. At 5 players the last mover of round 1 took
 * the home of whichever centre clan sent its army out (in 68 of 68 traced games with Oda, Owari fell). So at
 * 5 players Normal — any clan, no names — keeps enough at home in round 1 when, and only when, a rival still to move
 * this round can reach the home province and would take it: an attack by that rival's army (as Normal marches:
 * everything but one Bushi, or its Daimyō alone) passing Normal's own odds test (odds.ts) against what stays.
 * "Enough" is read the same way: what stays must make every such attack fail. When even the whole stack would not
 * hold, nothing is kept back (staying saves nothing). Rivals that have moved already this round, allies and
 * vassals are no threat to guard against.
 *
 * Why round 1 and 5 players only: the same guard in round 2 as well kept the centre at home while the West ran away
 * (Takeda 2.5 %, Uesugi 0.5–0.7 % of 400 games), and at 4 players — fair without it — it sank Takeda to 4.8 %.
 * Reads the seat's view only (units on the board, the turn order).
 */
import type { Seat } from '../../../kernel/ruleset';
import { START_PROVINCE } from '../data';
import { allied, PROVINCES } from '../board';
import { modifierOf } from '../battle';
import { rangeOf, reachable } from '../movement';
import type { Table } from '../flow';
import type { Battle, Stack } from '../types';
import { crowded } from './leader';
import { attackModifier, attackGroup, CLEAR_FACTOR, expectedHits, NORMAL_ATTACK_RATIO } from './odds';

/** The rounds in which the home is guarded. */
export const GUARD_ROUNDS = 1;

/** A rival army that can reach `home` this round after `seat` has moved. */
interface Threat {
  seat: Seat;
  group: Stack;
}

const PROBE: Battle = { province: 0, sides: [0, 0], ronin: [0, 0], step: 'ronin', turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [] };

/**
 * The guard for `seat`'s marches out of `from` this decision, or null when there is none: `holds(rest)` says
 * whether leaving `rest` (units of the seat) in the home province keeps every later rival's attack from passing.
 */
export function homeGuard(t: Table, seat: Seat, from: number): ((rest: Stack) => boolean) | null {
  if (!crowded(t) || t.round > GUARD_ROUNDS || t.step !== 'move') return null;
  const clan = t.players[seat]!.clan;
  if (!clan || START_PROVINCE[clan] !== from) return null;
  const here = t.units[from]![seat]!;
  if (here.d + here.b === 0) return null;
  const threats = laterThreats(t, seat, from);
  if (threats.length === 0) return null;
  const holds = (rest: Stack): boolean => threats.every((x) => !passes(t, x, from, rest, seat));
  // Nothing to save when the whole stack falls anyway.
  return holds(here) ? holds : null;
}

/** The armies of rivals still to move this round that can reach `home` (everything but one Bushi, or Daimyō alone). */
function laterThreats(t: Table, seat: Seat, home: number): Threat[] {
  const out: Threat[] = [];
  const mine = t.order.indexOf(seat);
  if (mine < 0) return out;
  for (let i = mine + 1; i < t.order.length; i++) {
    const x = t.order[i]!;
    const pl = t.players[x]!;
    if (pl.eliminated || pl.liege !== null || allied(t, seat, x)) continue;
    for (let p = 0; p < PROVINCES; p++) {
      const st = t.units[p]![x]!;
      if (st.d + st.b === 0 || p === home) continue;
      const group = attackGroup(t, x, p);
      if (group.d + group.b > 0 && reachable(t, x, p, rangeOf(t, x, group.d, group.b)).has(home)) out.push({ seat: x, group });
      if (st.d > 0 && group.b > 0 && reachable(t, x, p, rangeOf(t, x, st.d, 0)).has(home)) out.push({ seat: x, group: { d: st.d, b: 0 } });
    }
  }
  return out;
}

/** Would `x`'s attack with its group on `home` pass Normal's odds test against `rest` (the seat's units left there)? */
function passes(t: Table, x: Threat, home: number, rest: Stack, seat: Seat): boolean {
  const need = rest.d + rest.b;
  if (need === 0) return true;
  PROBE.province = home;
  PROBE.sides[0] = x.seat;
  PROBE.sides[1] = seat;
  const mine = expectedHits(x.group, true, attackModifier(t, x.seat, x.group.d > 0));
  const theirs = expectedHits(rest, false, modifierOf(t, PROBE, 1));
  return mine >= need * CLEAR_FACTOR && mine >= theirs * NORMAL_ATTACK_RATIO;
}
