/**
 * What the kit's recaps read of Kunitori (kit/table/telling.ts): no board, so
 * no places; a seat's victory points and the cards it holds in hand, deck and
 * discard together (`holding`: "Cards in hand" named them wrongly); a battle is one
 * event (the attack against the defence: the higher wins, a tie nobody).
 * Events are read with the kit's asEvent, not ./telling's (which lists these readings): no import loop.
 */
import { asEvent, type BattleMark, type Holdings } from '../../kit/table/telling';
import { asKunitoriView } from './kunitori-view';
import { ownedVp } from './scoring';
import type { KunitoriEvent } from '@shared/games/kunitori/public';

export function holdings(raw: unknown, seat: number): Holdings | null {
  const p = asKunitoriView(raw)?.players[seat];
  if (!p) return null;
  return { places: [], counts: [{ kind: 'points', n: ownedVp(p) }, { kind: 'owned', n: p.holding.reduce((n, c) => n + c, 0) }] };
}

export function battle(raw: unknown): BattleMark | null {
  const e = asEvent<KunitoriEvent>(raw);
  if (e?.type !== 'battle') return null;
  const winners = e.attack > e.defence ? [e.attacker] : e.attack < e.defence ? [e.defender] : [];
  return { part: 'whole', seats: [e.attacker, e.defender], winners };
}
