/**
 * The working copy of one move (`Ctx`), copy on write over the kernel's
 * top-level clone (clone.ts), with the pile helpers every rule uses: drawing
 * (with the kernel's reshuffle-only-when-needed), gaining from the pool,
 * scrapping, and the game-end trigger.
 */
import { drawCards } from '../../kernel/deck';
import { Rng } from '../../kernel/rng';
import type { Seat } from '../../kernel/ruleset';
import { CARDS, F_UNSCRAPPABLE, TABLE, VICTORY_PILES } from './data/cards';
import { clonePlayer, topCopy } from './clone';

const FLAGS = TABLE.flags;
import type { GainWhy, KunitoriEvent, KunitoriState, PlayerState } from './types';

export class Ctx {
  readonly s: KunitoriState;
  readonly events: KunitoriEvent[] = [];
  private rngObj: Rng | null = null;

  /** Which players' piles are this move's own copies (the others still share the input's arrays, read-only). */
  private own = 0;
  /** Whether the pool and the trash are this move's own copies (most moves neither gain nor scrap). */
  private ownPool = false;
  private ownTrash = false;

  /**
   * Over `state`'s top-level copy: `own` = `state` is already this move's own (the kernel's clone, with its Rng),
   * else it is copied here. Copy on write: a move touches one or two players, so players are copied when first used
   * (p()); the pool and the trash when first changed (gain, scrapFrom).
   */
  constructor(state: KunitoriState, own?: { readonly rng: Rng }) {
    this.s = own ? state : topCopy(state);
    this.kernel = own ?? null;
  }

  /** The kernel's apply context, whose Rng is resumed only when read (a move that draws nothing stores nothing). */
  private readonly kernel: { readonly rng: Rng } | null;

  get n(): number {
    return this.s.players.length;
  }

  get rng(): Rng {
    if (this.kernel) return this.kernel.rng;
    if (!this.rngObj) this.rngObj = Rng.from(this.s.rng);
    return this.rngObj;
  }

  emit(e: KunitoriEvent): void {
    this.events.push(e);
  }

  /** The state to return, with the Rng stored back. */
  finish(): KunitoriState {
    if (this.rngObj) this.s.rng = this.rngObj.state();
    return this.s;
  }

  p(seat: Seat): PlayerState {
    if (!(this.own & (1 << seat))) {
      this.own |= 1 << seat;
      this.s.players[seat] = clonePlayer(this.s.players[seat]!);
    }
    return this.s.players[seat]!;
  }

  /**
   * Takes up to `count` cards from the top of the seat's deck, shuffling the
   * discard into a new deck only when a card is needed and the deck is empty
   * (rules sheet §4.4, kernel drawCards).
   */
  takeFromDeck(seat: Seat, count: number): { cards: number[]; reshuffled: boolean } {
    const p = this.p(seat);
    if (count <= 0) return { cards: [], reshuffled: false };
    if (p.deck.length >= count) {
      // The common case without a reshuffle: no Rng needed.
      return { cards: p.deck.splice(0, count), reshuffled: false };
    }
    const r = drawCards(this.rng, { draw: p.deck, discard: p.discard }, count);
    p.deck = r.draw;
    p.discard = r.discard;
    return { cards: r.cards, reshuffled: r.reshuffles > 0 };
  }

  /** Draws into the hand: a public count, the cards for the drawer only. */
  draw(seat: Seat, count: number): number[] {
    const { cards, reshuffled } = this.takeFromDeck(seat, count);
    this.p(seat).hand.push(...cards);
    this.emit({ type: 'draw', seat, count: cards.length, reshuffled });
    if (cards.length > 0) this.emit({ type: 'drew', seat, cards, visibleTo: [seat] });
    return cards;
  }

  /**
   * Gains a card from the pool ("erhalten", rules sheet §2 notes): onto the
   * discard pile unless told otherwise; nothing when the pile is empty.
   * Returns whether a card was gained.
   */
  gain(seat: Seat, card: number, why: GainWhy, to: 'discard' | 'hand' | 'play' = 'discard'): boolean {
    if (this.s.pool[card]! <= 0) return false;
    if (!this.ownPool) {
      this.s.pool = this.s.pool.slice();
      this.ownPool = true;
    }
    this.s.pool[card]!--;
    const p = this.p(seat);
    if (to === 'discard') p.discard.unshift(card);
    else if (to === 'hand') p.hand.push(card);
    else p.inPlay.push(card);
    this.emit({ type: 'gain', seat, card, to, why });
    this.checkEndTrigger(card);
    return true;
  }

  /**
   * Seat §9-1: the moment the last card of a victory pile leaves the pool, the
   * current turn is finished and every other player gets one more turn.
   */
  checkEndTrigger(card: number): void {
    if (this.s.finalTurns !== null || this.s.pool[card]! > 0 || !VICTORY_PILES.includes(card)) return;
    this.s.finalTurns = this.n - 1;
    this.emit({ type: 'end-triggered', seat: this.s.turn.seat, pile: card });
  }

  /** Moves one card of a kind from a list to the trash ("schrotten"); Hohe Steuern never (card text). */
  scrapFrom(seat: Seat, list: number[], card: number, from: 'hand' | 'play'): void {
    if (FLAGS[card]! & F_UNSCRAPPABLE) throw new Error(`${CARDS[card]!.name} cannot be scrapped`);
    removeOne(list, card);
    if (!this.ownTrash) {
      this.s.trash = this.s.trash.slice();
      this.ownTrash = true;
    }
    this.s.trash.push(card);
    this.emit({ type: 'scrap', seat, card, from });
  }
}

/** Removes one card of a kind from a list (throws when there is none: a rules bug). */
export function removeOne(list: number[], card: number): void {
  const i = list.indexOf(card);
  if (i < 0) throw new Error(`card ${card} not in the list`);
  list.splice(i, 1);
}

export function countOf(list: readonly number[], card: number): number {
  let n = 0;
  for (const c of list) if (c === card) n++;
  return n;
}

/** The distinct cards of a list, in ascending id order. */
export function kinds(list: readonly number[]): number[] {
  if (list.length === 0) return [];
  let mask = 0;
  let high: number[] | null = null;
  for (const c of list) {
    if (c < 31) mask |= 1 << c;
    else (high ??= []).includes(c) || high.push(c);
  }
  const out: number[] = [];
  for (let c = 0; c < 31; c++) if (mask & (1 << c)) out.push(c);
  if (high) out.push(...high.sort((a, b) => a - b));
  return out;
}
