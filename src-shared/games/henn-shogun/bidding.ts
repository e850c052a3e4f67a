/**
 * Bidding for seat order (seed 002, "Spelersvolgorde vastleggen";
 * clarifications, "Planning and bidding").
 */
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import type { Ctx } from './types';
import type { HennShogunState, PlanCard } from './types';

/**
 * Rank of a bid: money cards by value, a province card above a 0 money card
 * and below any positive bid, no card last.
 */
export function bidRank(card: PlanCard): number {
  if (card === null) return 0;
  if (typeof card === 'string') return 2;
  return card === 0 ? 1 : card + 2;
}

/**
 * Order seats by bid. Ties are broken by shuffling the daimyo cards:
 * `tiebreak` is a random order of all seats, used within equal ranks.
 */
export function bidOrder(cards: readonly PlanCard[], tiebreak: readonly number[]): number[] {
  return tiebreak.slice().sort((a, b) => bidRank(cards[b] ?? null) - bidRank(cards[a] ?? null));
}

/** Reveal and pay the bids; the seats then choose slots in bid order. */
export function resolveBids(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.players.length;
  const cards = s.plans.map((p) => p?.bid ?? null);
  const paid = cards.map((c) => (typeof c === 'number' ? c : 0));
  paid.forEach((v, seat) => (s.players[seat]!.money -= v));
  const seats = Array.from({ length: n }, (_, i) => i);
  const order = bidOrder(cards, ctx.rng.shuffle(seats));
  s.bids = { cards, paid, order };
  s.slotQueue = order.slice();
  s.slotOwner = [null, null, null, null, null];
  ctx.ev.push({ type: 'bids-revealed', cards, paid, order });
}

export function freeSlots(s: Pick<HennShogunState, 'slotOwner'>): number[] {
  const out: number[] = [];
  s.slotOwner.forEach((o, i) => o === null && out.push(i));
  return out;
}

export function checkSlot(s: HennShogunState, slot: unknown): Result<number, RuleError> {
  if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot > 4) {
    return refuse('bad-slot', 'Choose a seat-order slot from 0 (first) to 4.');
  }
  if (s.slotOwner[slot] !== null) return refuse('slot-taken', `Slot ${slot + 1} is taken already.`, { slot: slot + 1 });
  return ok(slot);
}

export function chooseSlot(ctx: Ctx, seat: number, slot: number): void {
  const s = ctx.s;
  s.slotOwner[slot] = seat;
  s.slotQueue = s.slotQueue.filter((x) => x !== seat);
  ctx.ev.push({ type: 'slot-chosen', seat, slot, special: s.slots[slot]! });
}

/** Seat order from the chosen slots; empty slots are skipped. */
export function seatOrderFromSlots(slotOwner: readonly (number | null)[]): number[] {
  return slotOwner.filter((x): x is number => x !== null);
}
