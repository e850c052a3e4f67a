/**
 * Jūni-tsuki's plans on the map (kit/map/plan-draft.ts): the march the act
 * panel composes, and the marches the seat already made this month, read
 * from the events told so far (since its action points were rolled). Each
 * march is its own move, sent at once (kit/map/README.md says why). The
 * arrows join the game's points (`pt:<index>`, placed by JuniLayer.anchorOf).
 */
import type { JuniEvent } from '@shared/games/juni-tsuki/public';
import type { PlannedMarch, SentMarches } from '../../../kit/map/plan-draft';
import type { Translate } from '../../renderer-game';
import { pointName } from '../juni-view';
import { asEvent, thousands } from '../telling';

/** A point as a plan arrow's end (JuniLayer.anchorOf reads it back). */
export const pointPlace = (point: number): string => `pt:${point}`;
/** The point a plan arrow's end names, or null. */
export const placePoint = (place: string): number | null => (/^pt:\d+$/.test(place) ? Number(place.slice(3)) : null);

/** A march of `n` thousand samurai (an ally's group says whose) in a plan arrow's words. */
export function juniMarch(from: number, to: number, n: number, owner: number, seat: number, name: (seat: number) => string, t: Translate): PlannedMarch {
  const count = thousands(n, t);
  const label = owner === seat ? count : t('juni-tsuki.plan.allied', { n: count, name: name(owner) });
  return { from: pointPlace(from), to: pointPlace(to), label, title: t('juni-tsuki.plan.march', { n: label, from: pointName(from, t), to: pointName(to, t) }) };
}

/** One arrow per point an attack came from, to the point attacked (an attack is never the march Undo takes back). */
export function juniAttack(from: readonly number[], to: number, defender: number, name: (seat: number) => string, t: Translate): PlannedMarch[] {
  const label = t('juni-tsuki.plan.attack');
  return from.map((point) => ({
    from: pointPlace(point),
    to: pointPlace(to),
    label,
    title: t('juni-tsuki.plan.attackTitle', { defender: name(defender), to: pointName(to, t), from: pointName(point, t) }),
  }));
}

/** A decision of `seat` other than a march, as the events tell it (the march's own consequences name an owner). */
function otherDecision(e: JuniEvent, seat: number): boolean {
  const r = e as unknown as Record<string, unknown>;
  if (e.type === 'consent') return e.mover === seat && !e.yes; // a march the owner refused: no 'march' event follows
  if (e.type === 'card-given') return e.from === seat;
  return r.seat === seat || r.attacker === seat;
}

/**
 * The marches and attacks `seat` made this month (oldest first), and whether the last is a march that is its latest
 * decision (a card played, an attack, a transport after it means Undo would take that back first). An attack's
 * arrows come from its event's points (recorded since session 9; older saves draw none).
 */
export function juniSentMarches(events: readonly unknown[], seat: number, name: (seat: number) => string, t: Translate): SentMarches {
  const marches: PlannedMarch[] = [];
  let lastIsLatest: boolean | null = null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = asEvent(events[i]);
    if (!e || e.type === 'month' || (e.type === 'ap' && e.seat === seat)) break;
    if (e.type === 'march' && e.seat === seat) {
      marches.unshift(juniMarch(e.from, e.to, e.count, e.owner, seat, name, t));
      lastIsLatest ??= true;
    } else if (e.type === 'battle-named' && e.attacker === seat) {
      if (e.from) marches.unshift(...juniAttack(e.from, e.target, e.defender, name, t));
      lastIsLatest ??= false;
    } else if (otherDecision(e, seat)) lastIsLatest ??= false;
  }
  return { marches, lastIsLatest: lastIsLatest === true };
}
