/**
 * The draft of start provinces (seed 002, "Verdeling van de startprovincies";
 * clarifications, "Setup"). In turn from seat 0, each takes an open card or the
 * top card of the deck and places an army group of its choice there.
 */
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import { provinceIndex, provinceName } from './board';
import type { Ctx } from './types';
import type { DraftState, DraftView, HennShogunState } from './types';

const samePair = (a: readonly string[] | null, b: readonly string[]): boolean =>
  a !== null && a.length === 2 && b.length === 2 && [...a].sort().join() === [...b].sort().join();

/** The swap rule: offered the same two open cards as at your last pick. */
export function canSwap(d: DraftState | DraftView, seat: number): boolean {
  return d.turn === seat && d.taken === null && !d.swapped && samePair(d.lastOffered[seat] ?? null, d.open);
}

export function checkPick(s: HennShogunState, card: unknown): Result<string, RuleError> {
  const d = s.draft!;
  if (card === 'deck') {
    if (d.deck.length === 0) return refuse('deck-empty', 'The deck is empty; take an open card.');
    return ok('deck');
  }
  if (provinceIndex(card) < 0) return refuse('unknown-province', `There is no province '${String(card)}'.`);
  if (!d.open.includes(card as string)) {
    return refuse('not-open', `${provinceName(provinceIndex(card))} is not one of the open cards.`, { province: provinceName(provinceIndex(card)) });
  }
  return ok(card as string);
}

/**
 * Taking a card is one move and placing the group another, because the top card
 * of the deck is only seen once taken. With one group size left the group is
 * placed at once. The taken card is public (the armies land on it at once).
 */
export function draftPick(ctx: Ctx, seat: number, card: string): void {
  const d = ctx.s.draft!;
  d.lastOffered[seat] = [...d.open].sort();
  let id: string;
  if (card === 'deck') {
    id = d.deck.shift()!;
  } else {
    id = card;
    const at = d.open.indexOf(card);
    const next = d.deck.shift();
    if (next === undefined) d.open.splice(at, 1);
    else d.open[at] = next;
  }
  d.taken = id;
  ctx.ev.push({ type: 'draft-taken', seat, province: id, fromDeck: card === 'deck' });
  const sizes = [...new Set(d.groups[seat])];
  if (sizes.length === 1) draftPlace(ctx, seat, sizes[0]!);
}

export function draftSwap(ctx: Ctx, seat: number): void {
  const d = ctx.s.draft!;
  d.deck.push(...d.open);
  d.open = d.deck.splice(0, 2);
  d.swapped = true;
  ctx.ev.push({ type: 'draft-swapped', seat, open: d.open.slice() });
}

/** Place a group from the start mat on the card just taken; the turn passes on. */
export function draftPlace(ctx: Ctx, seat: number, group: number): void {
  const s = ctx.s;
  const d = s.draft!;
  const groups = d.groups[seat]!;
  groups.splice(groups.indexOf(group), 1);
  const index = provinceIndex(d.taken);
  const prov = s.provinces[index]!;
  prov.owner = seat;
  prov.armies = group;
  s.players[seat]!.supply -= group;
  ctx.ev.push({ type: 'draft-placed', seat, province: d.taken!, armies: group });
  d.taken = null;
  d.swapped = false;
  d.turn = (d.turn + 1) % s.players.length;
}

/** The cards left over belong to nobody: neutral provinces. */
export function endDraft(ctx: Ctx): void {
  const d = ctx.s.draft!;
  const neutral = [...d.open, ...d.deck].sort();
  ctx.s.draft = null;
  ctx.ev.push({ type: 'draft-ended', neutral });
}

