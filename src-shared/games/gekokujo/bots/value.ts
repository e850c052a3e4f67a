/** What provinces are worth to the heuristic: taking one, and having an army in one. */
import type { Seat } from '../../../kernel/ruleset';
import { MANDATE, MOUNTAINS } from '../data';
import { isCoastal, NEIGHBOURS, present, totals } from '../board';
import { onPath } from '../glory';
import type { Table } from '../flow';

/** What a step on the Path of Glory adds to a province's worth (a province is 10). */
const GLORY_VALUE = 8;

export const isMandate = (q: number): boolean => (MANDATE as readonly number[]).includes(q);

/**
 * What a province is worth taking: the Mandate more, mountains less (winter supply) unless Tokugawa, coasts more for coastal clans.
 * On the Path of Glory (§7.4) a rival's last Daimyō (+2–3 of the 7 glory that win) and a Mandate province not yet paid (+3) are the way back.
 */
export function provinceValue(t: Table, seat: Seat, q: number): number {
  const clan = t.players[seat]!.clan;
  let v = 10;
  if (isMandate(q)) v += 4;
  if (onPath(t, seat)) {
    if (isMandate(q) && !t.gloryMandate[seat]!.includes(q)) v += GLORY_VALUE;
    if (present(t, q).some((x) => x !== seat && t.units[q]![x]!.d > 0 && t.units[q]![x]!.d === totals(t, x).d)) v += GLORY_VALUE;
  }
  if (MOUNTAINS.includes(q) && clan !== 'tokugawa') v -= 3;
  if ((clan === 'shimazu' || clan === 'chosokabe') && isCoastal(t.options, q)) v += 2;
  return v;
}

/** A province next to the leader close to victory counts this much more for recruits (they build the front against it). */
const LEADER_FRONT = 3;

/** How much an army in `p` matters: Daimyō there, enemies or empty land next door, the leader to stop next door. */
export function frontScore(t: Table, seat: Seat, p: number, leader: Seat | null = null): number {
  let score = t.units[p]![seat]!.d * 3;
  for (const q of NEIGHBOURS[p]!) {
    const who = present(t, q);
    if (who.length === 0) score += 1;
    else if (!who.includes(seat)) score += leader !== null && who.includes(leader) ? 2 + LEADER_FRONT : 2;
  }
  return score;
}
