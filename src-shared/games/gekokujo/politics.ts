/**
 * Political Play & Diplomacy (v74 §7.1, sheet §12.1): pact offers at step
 * 1.5a, betrayal, and the expiry at the end of Winter. Shared control and
 * movement through allies live in board.ts / legal.ts (allied, hasEnemy).
 */
import type { Seat } from '../../kernel/ruleset';
import { PACT_COST, STACK_LIMIT } from './data';
import { allied, allyOf, controller, NEIGHBOURS, PROVINCES, size } from './board';
import { kokuOf, type Table } from './flow';
import type { GekokujoEvent, GekokujoState } from './types';
import { addUnits, emptyStack } from './units';
import { ownRow, ownStack } from './clone';

type Ev = GekokujoEvent[];

/** Political (§7.1): who the seat may offer a pact to — free players without a pact, when it is free, has none and can pay. */
export function pactTargets(t: Table, seat: Seat): Seat[] {
  const free = (x: Seat) => !t.players[x]!.eliminated && t.players[x]!.liege === null && allyOf(t, x) === null;
  if (!free(seat) || kokuOf(t, seat) < PACT_COST) return [];
  return t.players.map((_, x) => x).filter((x) => x !== seat && free(x));
}

/** Can the seat whose diplomacy turn it is offer anything? */
export const canOffer = (s: GekokujoState, seat: Seat): boolean => pactTargets(s, seat).length > 0;

export function offerPact(s: GekokujoState, seat: Seat, to: Seat | null, ev: Ev): void {
  if (to === null) {
    s.turn++;
    return;
  }
  s.players[seat]!.koku -= PACT_COST;
  s.offer = { from: seat, to };
  ev.push({ type: 'pact-offered', seat, to });
}

export function answerPact(s: GekokujoState, seat: Seat, accept: boolean, ev: Ev): void {
  const from = s.offer!.from;
  if (accept) s.pacts.push([from, seat]);
  ev.push({ type: 'pact-answered', seat, from, accept });
  s.offer = null;
  s.turn++;
}

/** Ends a seat's pact (betrayal: −1 on its attack rolls for the round, §7.1.2; or a new vassal, v79). */
export function breakPact(s: GekokujoState, seat: Seat, why: 'betrayal' | 'vassal', ev: Ev): void {
  const i = s.pacts.findIndex(([a, b]) => a === seat || b === seat);
  if (i < 0) return;
  const [a, b] = s.pacts[i]!;
  s.pacts.splice(i, 1);
  if (why === 'betrayal' && !s.betrayed.includes(seat)) s.betrayed.push(seat);
  ev.push({ type: 'pact-broken', seat, ally: a === seat ? b : a, why });
}

/**
 * Expiry at the end of Winter (ruling after v83's ordered retreat): in each
 * shared province the ally without control moves its units to an adjacent
 * province it controls (the first, by index, with room for all); otherwise
 * they stay and the province becomes contested.
 */
export function expirePacts(s: GekokujoState, ev: Ev): void {
  for (const [a, b] of s.pacts) {
    const moved: { seat: Seat; from: number; to: number }[] = [];
    for (let p = 0; p < PROVINCES; p++) {
      if (size(s.units[p]![a]!) === 0 || size(s.units[p]![b]!) === 0 || !allied(s, a, b)) continue;
      const owner = controller(s, p);
      const guest = owner === a ? b : a;
      const st = s.units[p]![guest]!;
      const to = NEIGHBOURS[p]!.find((q) => controller(s, q) === guest && size(s.units[q]![guest]!) + size(st) <= STACK_LIMIT);
      if (to === undefined) continue;
      const there = ownStack(s, to, guest);
      there.d += st.d;
      addUnits(there, st.b, st.k ?? null);
      ownRow(s, p)[guest] = emptyStack(!!st.k);
      moved.push({ seat: guest, from: p, to });
    }
    ev.push({ type: 'pact-expired', a, b, moved });
  }
  s.pacts = [];
  s.betrayed = [];
  s.shareOwner = s.shareOwner.map(() => null);
}
