/**
 * What the kit's recaps read of Gekokujō (kit/table/telling.ts): the provinces
 * a seat controls, its koku (its own view shows it) and glory, and a battle from
 * its start to its end (the controller after it won).
 * Events are read with the kit's asEvent, not ./telling's (which lists these readings): no import loop.
 */
import { asEvent, type BattleMark, type Holdings } from '../../kit/table/telling';
import { controller } from '@shared/games/gekokujo/public';
import { asGekView, provinceId, provinceName } from './gek-view';
import type { GekokujoEvent } from '@shared/games/gekokujo/public';

export function holdings(raw: unknown, seat: number): Holdings | null {
  const v = asGekView(raw);
  const me = v?.players[seat];
  if (!v || !me || v.round === 0) return null;
  const places = v.units.map((_, p) => ({ id: provinceId(p), name: provinceName(p), owner: controller(v, p) }));
  const counts: { kind: 'koku' | 'points'; n: number }[] = [{ kind: 'points', n: me.glory }];
  if (me.koku !== null) counts.unshift({ kind: 'koku', n: me.koku });
  return { places, counts };
}

export function battle(raw: unknown): BattleMark | null {
  const e = asEvent<GekokujoEvent>(raw);
  if (e?.type === 'battle-start') return { part: 'open', seats: e.sides, place: provinceId(e.province) };
  if (e?.type === 'battle-end') return { part: 'close', winners: e.controller === null ? [] : [e.controller], place: provinceId(e.province) };
  return null;
}
