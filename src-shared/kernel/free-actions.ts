/**
 * Free actions (see `Ruleset.freeActions`): moves a seat may make whenever the
 * game says, beside the pending decisions. One home for the questions hosts,
 * playouts and bot drivers ask, so each honours them the same way.
 */
import type { AnyRuleset, Decision, Seat } from './ruleset';

/** Random games (ai/playout.ts, fuzz tests) let a seat with a free action move on 1 in this many plies. */
export const FREE_ACTION_ODDS = 8;

/** The free actions open in `state` (none for games that declare none). */
export function freeActionsOf(ruleset: AnyRuleset, state: unknown): Decision[] {
  return ruleset.freeActions?.(state) ?? [];
}

/** Whether `seat` may submit a move now: it is asked (pending) or has a free action open. */
export function mayMove(pending: readonly Decision[], free: readonly Decision[] | undefined, seat: Seat): boolean {
  return pending.some((d) => d.seat === seat) || (free ?? []).some((d) => d.seat === seat);
}

/**
 * What a bot is offered (ai/bot.ts `freeAction`): the kinds open to `seat`, as one key. Drivers offer a bot seat its
 * free action when this key differs from the one at its last offer, so a standing action (gifts) is offered once and
 * a new one (a declaration) when it opens; '' = none open.
 */
export function offerKey(free: readonly Decision[] | undefined, seat: Seat): string {
  return [...new Set((free ?? []).filter((d) => d.seat === seat).map((d) => d.kind))].sort().join(',');
}

/** The seats with a free action open, each once, in seat order. */
export function freeSeats(free: readonly Decision[] | undefined): Seat[] {
  return [...new Set((free ?? []).map((d) => d.seat))].sort((a, b) => a - b);
}
