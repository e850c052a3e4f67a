/**
 * Gekokujō's plans on the map (kit/map/plan-draft.ts): the march the move
 * panel composes, and the marches the seat already sent in this campaign
 * turn, read from the events told so far. A campaign turn is the seat's
 * marches one after another (each its own move, sent at once: see
 * kit/map/README.md), then "end moves" and the battles; the marches shown
 * are the seat's since the last event that was not part of its marching.
 */
import type { GekokujoEvent } from '@shared/games/gekokujo/public';
import type { PlannedMarch, SentMarches } from '../../../kit/map/plan-draft';
import type { Translate } from '../../renderer-game';
import { provinceId, provinceName } from '../gek-view';
import { asEvent, unitsText } from '../telling';

/** What a march moves and where, as a plan arrow's words. */
export function gekMarch(from: number, to: number, units: { d: number; b: number; kinds?: readonly number[] }, t: Translate): PlannedMarch {
  const label = unitsText(units.d, units.b, 0, t, units.kinds);
  return { from: provinceId(from), to: provinceId(to), label, title: t('gekokujo.plan.march', { units: label, from: provinceName(from), to: provinceName(to) }) };
}

/** Events a march brings with it (apply.ts 'march'): they stand between one march and the next. */
const WITH_A_MARCH = new Set<GekokujoEvent['type']>(['province-taken', 'castle-lost', 'glory']);

/**
 * The marches `seat` sent in its campaign turn so far (oldest first), and whether the last of them is its latest
 * decision: breaking a pact (betray, also a decision of the movement) after it means Undo would take that back first.
 */
export function gekSentMarches(events: readonly unknown[], seat: number, t: Translate): SentMarches {
  const marches: PlannedMarch[] = [];
  let lastIsLatest: boolean | null = null;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = asEvent(events[i]);
    if (!e) break;
    if (e.type === 'marched' && e.seat === seat) {
      marches.unshift(gekMarch(e.from, e.path[e.path.length - 1] ?? e.from, e, t));
      lastIsLatest ??= true;
    } else if (e.type === 'pact-broken' && e.seat === seat && e.why === 'betrayal') lastIsLatest ??= false;
    else if (!WITH_A_MARCH.has(e.type)) break;
  }
  return { marches, lastIsLatest: lastIsLatest === true };
}
