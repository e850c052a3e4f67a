/**
 * What the kit's recaps read of Henn's Shogun (kit/table/telling.ts): a
 * seat's provinces, points, armies on the board and money in its view, and a
 * battle (one event: the tower's throw and its result) with its winner.
 */
import { asEvent as readEvent, type BattleMark, type Holdings } from '../../kit/table/telling';
import { asHennView, provinceIdAt, provinceName } from './henn-view';
import type { HennShogunEvent } from '@shared/games/henn-shogun/public';

// Read here rather than through ./telling (which lists these readings): no import loop.
const asEvent = readEvent<HennShogunEvent>;

export function holdings(raw: unknown, seat: number): Holdings | null {
  const v = asHennView(raw);
  const me = v?.players[seat];
  if (!v || !me || v.phase === 'draft') return null;
  const places = v.provinces.map((p, i) => ({ id: provinceIdAt(i), name: provinceName(provinceIdAt(i)), owner: p.owner >= 0 ? p.owner : null }));
  const armies = v.provinces.reduce((n, p) => n + (p.owner === seat ? p.armies : 0), 0);
  return { places, counts: [{ kind: 'points', n: me.score }, { kind: 'armies', n: armies }, { kind: 'money', n: me.money }] };
}

export function battle(raw: unknown): BattleMark | null {
  const e = asEvent(raw);
  if (e?.type !== 'battle') return null;
  const side = (s: number | 'peasants' | 'neutral'): number | null => (typeof s === 'number' ? s : null);
  const seats = [side(e.attacker), side(e.defender)].filter((s): s is number => s !== null);
  const winner = e.winner === 'attacker' ? side(e.attacker) : e.winner === 'defender' ? side(e.defender) : null;
  // Peasants who win are nobody's seat: the seat lost all the same (winners empty, the seat not among them).
  return { part: 'whole', seats, winners: winner === null ? (e.winner === 'draw' ? [] : [-1]) : [winner], place: e.province };
}
