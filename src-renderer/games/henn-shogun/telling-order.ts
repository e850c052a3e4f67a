/**
 * The order the feed and log tell a seat's events in. The engine records a
 * conquest as it happens in the rules — the province changes hands (and its
 * card leaves the old owner's plan) before the battle report is written — so
 * told in that order the player read "Kii passes from Hanako to nobody"
 * before "Battle for Kii". Here such changes of hands wait for the battle of
 * their province and are told right after it.
 */
import { asEvent } from './telling';

const CHANGES_HANDS = new Set(['province-lost', 'card-passed']);

/** Indexes into `events` in telling order (every index once). */
export function tellingOrder(events: readonly unknown[]): number[] {
  const out: number[] = [];
  let held: number[] = [];
  let heldProvince: string | null = null;
  events.forEach((raw, i) => {
    const e = asEvent(raw);
    const province = e && 'province' in e ? String(e.province) : null;
    if (e && CHANGES_HANDS.has(e.type) && (held.length === 0 || province === heldProvince)) {
      held.push(i);
      heldProvince = province;
      return;
    }
    if (e?.type === 'battle' && province === heldProvince) out.push(i, ...held);
    else out.push(...held, i);
    held = [];
    heldProvince = null;
  });
  return [...out, ...held];
}
