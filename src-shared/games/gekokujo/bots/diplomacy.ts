/**
 * Political Play & Diplomacy for the heuristic (§7.1): whom to offer a pact,
 * whether to accept one, and when breaking one pays.
 */
import type { Seat } from '../../../kernel/ruleset';
import { MANDATE, PROVINCES_TO_WIN, STACK_LIMIT } from '../data';
import { allyOf, controller, NEIGHBOURS, present, PROVINCES, provinceCount, provincesOf, size } from '../board';
import { pactTargets } from '../politics';
import type { Table } from '../flow';
import type { GekokujoMove } from '../types';
import { attacksOf } from './odds';
import { leaderToStop } from './leader';

/** Betray an ally this close to winning (in provinces). */
const LEADER_MARGIN = 2;

/** Provinces that win the game for this player count (§1.1). */
const toWin = (t: Table): number => PROVINCES_TO_WIN[t.options.players]!;

/** Units of `other` next to the seat's provinces. */
export function borderStrength(t: Table, seat: Seat, other: Seat): number {
  let n = 0;
  for (const p of provincesOf(t, seat)) for (const q of NEIGHBOURS[p]!) n += size(t.units[q]![other]!);
  return n;
}

/** Offer a pact to the strongest neighbour (the biggest threat), unless it leads the game. */
export function pactOffer(t: Table, seat: Seat): GekokujoMove {
  const targets = pactTargets(t, seat);
  const lead = Math.max(...t.players.map((_, x) => provincesOf(t, x).length));
  const leader = leaderToStop(t, seat);
  const scored = targets
    .filter((x) => x !== leader && (provincesOf(t, x).length < lead || lead === provincesOf(t, seat).length))
    .map((x) => ({ x, threat: borderStrength(t, seat, x) }))
    .filter((e) => e.threat > 0)
    .sort((a, b) => b.threat - a.threat || a.x - b.x);
  return { type: 'offer', to: scored[0]?.x ?? null };
}

/** Accept unless the proposer is the leader to stop (leader.ts), close to winning or far ahead of us. */
export function pactAnswer(t: Table, seat: Seat): GekokujoMove {
  const from = t.offer!.from;
  const theirs = provincesOf(t, from).length;
  return { type: 'answer', accept: leaderToStop(t, seat) !== from && theirs < toWin(t) - 4 && theirs <= provincesOf(t, seat).length + 3 };
}

/** The board as it would be after the seat betrays: no pact, and its attacks at −1 for the round (§7.1.2). */
export function afterBetrayal(t: Table, seat: Seat): Table {
  return { ...t, pacts: t.pacts.filter(([a, b]) => a !== seat && b !== seat), betrayed: [...t.betrayed, seat] };
}

/**
 * Betrayal pays when an attack on the ally passes Normal's odds test even
 * at −1 and it is worth the broken word:
 * - taking the province wins the game (enough provinces, counting that the
 *   provinces the seat shares with the ally turn contested and stop counting),
 *   or completes the Mandate;
 * - or the ally is within LEADER_MARGIN provinces of winning — a pact must
 *   not carry the leader to victory.
 * Otherwise the pact keeps the border quiet and Normal keeps its word: the
 * −1 on every attack roll for the rest of the round costs more than one
 * ordinary province (measured: betraying whenever the ally merely led by 3
 * lost games against keeping the word).
 */
export function betrayalPays(t: Table, seat: Seat, ratio: number): boolean {
  const ally = allyOf(t, seat);
  if (ally === null || t.betrayed.includes(seat)) return false;
  const after = afterBetrayal(t, seat);
  const strikes = attacksOf(after, seat, ratio).filter(
    (a) => a.est.passes && present(t, a.q).includes(ally) && size(t.units[a.q]![seat]!) + a.group.d + a.group.b <= STACK_LIMIT,
  );
  if (strikes.length === 0) return false;
  let mine = 0;
  for (let p = 0; p < PROVINCES; p++) if (controller(after, p) === seat) mine++;
  const theirs = provinceCount(t, ally);
  if (mine + 1 >= toWin(t)) return true;
  const otherMandate = (q: number) => MANDATE.filter((m) => m !== q).every((m) => controller(after, m) === seat && present(after, m).length === 1);
  if (strikes.some((a) => (MANDATE as readonly number[]).includes(a.q) && otherMandate(a.q))) return true;
  return theirs >= toWin(t) - LEADER_MARGIN || leaderToStop(t, seat) === ally;
}
