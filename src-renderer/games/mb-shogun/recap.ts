/**
 * What the kit's recaps read of Milton Bradley's Shogun (kit/table/telling.ts):
 * a seat's provinces (over all its colours), koku and armies in its view, and a
 * battle from its start to its end (dice and casualties between).
 * Events are read with the kit's asEvent, not ./telling's (which lists these readings): no import loop.
 */
import { asEvent, type BattleMark, type Holdings, type TellingContext } from '../../kit/table/telling';
import { MB_PROVINCES } from '@shared/maps/mb-board';
import { asMbView } from './mb-view';
import type { MbShogunEvent } from '@shared/games/mb-shogun/public';

export function holdings(raw: unknown, seat: number): Holdings | null {
  const v = asMbView(raw);
  if (!v || v.round === 0) return null;
  const seatOf = (c: number): number | null => (c >= 0 ? (v.colours[c]?.seat ?? null) : null);
  const places = v.provinces.map((p, i) => ({ id: MB_PROVINCES[i]!.id, name: MB_PROVINCES[i]!.name, owner: seatOf(p.owner) }));
  const mine = v.colours.filter((c) => c.seat === seat);
  const koku = mine.reduce((n, c) => n + c.koku, 0);
  const armies = mine.reduce((n, c) => n + c.armies.filter((a) => a.alive).length, 0);
  return { places, counts: [{ kind: 'koku', n: koku }, { kind: 'armies', n: armies }] };
}

export function battle(raw: unknown, ctx: TellingContext): BattleMark | null {
  const e = asEvent<MbShogunEvent>(raw);
  if (e?.type !== 'battle-started' && e?.type !== 'battle-ended') return null;
  const v = asMbView(ctx.view);
  // A colour's seat (the 2-player game plays two colours a seat); without a view, the colour stands for its seat.
  const seat = (c: number): number => v?.colours[c]?.seat ?? c;
  const seats = [seat(e.attacker), seat(e.defender)];
  const place = MB_PROVINCES.find((p) => p.id === e.to)?.id ?? null;
  if (e.type === 'battle-started') return { part: 'open', seats, place };
  const winners = e.outcome === 'won' ? [seat(e.attacker)] : e.outcome === 'lost' ? [seat(e.defender)] : [];
  return { part: 'close', seats, winners, place };
}
