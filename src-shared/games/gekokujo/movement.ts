/**
 * Where units may go (§3.3, §6.1, §7.1): a group's range, the units still free to move, the provinces reachable,
 * the Ninja's diversion, allies' stacking room. Read from a Table, so validate, the bots and the renderer's move
 * panel ask the same questions of a state or a view.
 */
import type { Seat } from '../../kernel/ruleset';
import { ALLIED_STACK_LIMIT, BANNER_MOVE_BONUS, BUSHI_MOVE, DAIMYO_MOVE, TAKEDA_ESCORT } from './data';
import { allied, allyOf, hasEnemy, NEIGHBOURS, present, size } from './board';
import type { Table } from './flow';
import { ARQUEBUS, BANNER, SPEAR, UNIT_KINDS } from './units';

/**
 * The movement range of a group (§3.3): Bushi 2, Daimyō 3; Takeda's Daimyō
 * takes up to 6 Bushi at 3; Specialized Warfare: Ashigaru (spearmen,
 * arquebusiers) starting with own bannermen get +1.
 */
export function rangeOf(t: Table, seat: Seat, d: number, b: number, from?: number, kinds?: readonly number[]): number {
  if (b === 0) return DAIMYO_MOVE;
  if (t.players[seat]!.clan === 'takeda' && d >= 1 && b <= TAKEDA_ESCORT) return DAIMYO_MOVE;
  if (kinds && from !== undefined && kinds[SPEAR]! + kinds[ARQUEBUS]! === b && (t.units[from]![seat]!.k?.[BANNER] ?? 0) > 0) return BUSHI_MOVE + BANNER_MOVE_BONUS;
  return BUSHI_MOVE;
}

export function unitAllowed(t: Table, unit: unknown): boolean {
  return typeof unit === 'string' && (UNIT_KINDS as readonly string[]).includes(unit) && (unit !== 'arquebus' || t.options.technology);
}

/** Units of `seat` in `p` that may still move this campaign turn. */
export function movable(t: Table, seat: Seat, p: number): { d: number; b: number; k?: number[] } {
  const st = t.units[p]![seat]!;
  const m = t.moved[p]!;
  if (st.k) return { d: st.d - m.d, b: st.b - m.b, k: st.k.map((x, i) => x - (m.k?.[i] ?? 0)) };
  return { d: st.d - m.d, b: st.b - m.b };
}

/** Diversion (§6.1, ruling): nobody absent from the target may enter it where that starts a battle. */
export function diverted(t: Table, seat: Seat, p: number): boolean {
  if (t.ninja?.mission !== 'diversion' || t.ninja.target !== p) return false;
  const who = present(t, p);
  return who.length > 0 && !who.includes(seat) && who.some((x) => !allied(t, seat, x));
}

const REACH_SEEN = new Int32Array(NEIGHBOURS.length);
let reachStamp = 0;

/** The provinces a group can end in from `from` with this range, and one path to each (breadth first). */
export function reachable(t: Table, seat: Seat, from: number, range: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  // Breadth first over provinces and their paths (parallel arrays, a typed "seen" list: the bots ask this for every
  // province they hold, so it runs thousands of times a game).
  let frontier: number[] = [from];
  let paths: number[][] = [[]];
  // "Seen" marks: one table for every call, a province seen when it holds this call's stamp (not reentrant).
  if (reachStamp === 0x7fffffff) (REACH_SEEN.fill(0), (reachStamp = 0));
  const stamp = ++reachStamp;
  const seen = REACH_SEEN;
  seen[from] = stamp;
  for (let step = 0; step < range && frontier.length > 0; step++) {
    const next: number[] = [];
    const nextPaths: number[][] = [];
    for (let i = 0; i < frontier.length; i++) {
      const path = paths[i]!;
      for (const q of NEIGHBOURS[frontier[i]!]!) {
        if (seen[q] === stamp) continue;
        seen[q] = stamp;
        const np = path.slice();
        np.push(q);
        const enemy = hasEnemy(t, seat, q);
        if (enemy && diverted(t, seat, q)) continue;
        out.set(q, np);
        // A unit must stop on entering a province with another player's units (v79 §6.1.3); allies' provinces are crossed (v79 §6.1.3).
        if (!enemy) {
          next.push(q);
          nextPaths.push(np);
        }
      }
    }
    frontier = next;
    paths = nextPaths;
  }
  return out;
}

/** Political: allies in one province at most 10 together (v75/v79). */
export function alliedRoom(t: Table, seat: Seat, p: number, adding: number): boolean {
  const ally = allyOf(t, seat);
  if (ally === null) return true;
  return size(t.units[p]![seat]!) + size(t.units[p]![ally]!) + adding <= ALLIED_STACK_LIMIT;
}
