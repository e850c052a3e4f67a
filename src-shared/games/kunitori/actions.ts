/**
 * The action phase (seed §5-1, §6; rules sheet §4.1): deployed cards are
 * replayed first, then cards from hand; every play costs an action and
 * resolves the card's effects in printed order (data/cards.ts). The cards with
 * a step of their own: Marktplatz (scrap, then gain) and Ninja Clan (every
 * player shows a Ninja Clan or reveals two cards; the player decides each).
 */
import type { Seat } from '../../kernel/ruleset';
import { CARDS, F_ACTION, MARKTPLATZ, NINJA, TABLE } from './data/cards';

const FLAGS = TABLE.flags;
const ACTION = F_ACTION;
const EFFECTS = CARDS.map((c) => c.effects);
import { countOf, type Ctx, kinds, removeOne } from './piles';
import type { KunitoriMove, PlayChoice } from './types';

/** The choices a card's play move carries (one play move per choice; none: []). */
export function choicesOf(card: number, pool: readonly number[]): PlayChoice[] {
  for (const e of EFFECTS[card]!) {
    switch (e.kind) {
      case 'choose-draw-or-action':
        return ['draw', 'action'];
      case 'choose-money-or-scrap':
        return ['money', 'scrap'];
      case 'choose-draw-or-scrap':
        return ['draw', 'scrap'];
      case 'may-gain':
        // Zollaufhebung: "you may gain a Bauernmiliz" — only offered while one is left.
        return pool[e.card]! > 0 ? ['militia', 'none'] : ['none'];
      default:
        break;
    }
  }
  return [];
}

/**
 * Each card's play moves, built once for a full pool and for its own gain's
 * pile empty (the one choice that depends on the pool: Zollaufhebung's
 * Bauernmiliz). Frozen, as they are shared (the action phase lists them every ply).
 */
const playMovesFor = (card: number, pool: readonly number[]): readonly KunitoriMove[] => {
  const choices = choicesOf(card, pool);
  if (choices.length === 0) return [Object.freeze({ type: 'play' as const, card })];
  return choices.map((choice) => Object.freeze({ type: 'play' as const, card, choice }));
};
const FULL_POOL = CARDS.map((c) => c.copies);
const PLAYS: readonly (readonly KunitoriMove[])[] = CARDS.map((c) => playMovesFor(c.id, FULL_POOL));
const PLAYS_EMPTY_GAIN: readonly (readonly KunitoriMove[])[] = CARDS.map((c) => {
  const e = c.effects.find((x) => x.kind === 'may-gain');
  if (!e || e.kind !== 'may-gain') return PLAYS[c.id]!;
  const pool = FULL_POOL.slice();
  pool[e.card] = 0;
  return playMovesFor(c.id, pool);
});
const MAY_GAIN: readonly (number | null)[] = CARDS.map((c) => {
  const e = c.effects.find((x) => x.kind === 'may-gain');
  return e && e.kind === 'may-gain' ? e.card : null;
});

/** Play moves for the cards of a hand (action cards only, one per card kind and choice). */
export function handPlays(hand: readonly number[], pool: readonly number[]): KunitoriMove[] {
  const out: KunitoriMove[] = [];
  for (const card of kinds(hand)) {
    if (!(FLAGS[card]! & ACTION)) continue;
    const gain = MAY_GAIN[card]!;
    for (const m of gain !== null && pool[gain]! <= 0 ? PLAYS_EMPTY_GAIN[card]! : PLAYS[card]!) out.push(m);
  }
  return out;
}

/** Plays a card (from hand or a deployed card replayed): costs an action, then its effects in order. */
export function playCard(ctx: Ctx, card: number, from: 'hand' | 'deployed', choice?: PlayChoice): void {
  const t = ctx.s.turn;
  const seat = t.seat;
  const p = ctx.p(seat);
  removeOne(from === 'hand' ? p.hand : p.deployed, card);
  p.inPlay.push(card);
  t.actions--;
  ctx.emit(choice ? { type: 'play', seat, card, from, choice } : { type: 'play', seat, card, from });
  for (const e of EFFECTS[card]!) {
    switch (e.kind) {
      case 'draw':
        ctx.draw(seat, e.n);
        break;
      case 'actions':
        t.actions += e.n;
        break;
      case 'money':
        t.money += e.n;
        break;
      case 'buys':
        t.buys += e.n;
        break;
      case 'choose-draw-or-action':
        if (choice === 'draw') ctx.draw(seat, 1);
        else t.actions += 1;
        break;
      case 'choose-money-or-scrap':
        if (choice === 'scrap') {
          ctx.scrapFrom(seat, p.inPlay, card, 'play');
          t.money += e.scrapMoney;
        } else t.money += e.money;
        break;
      case 'choose-draw-or-scrap':
        if (choice === 'scrap') {
          ctx.scrapFrom(seat, p.inPlay, card, 'play');
          t.money += e.scrapMoney;
        } else ctx.draw(seat, e.draw);
        break;
      case 'marketplace':
        // Mandatory when the hand holds a card that may be scrapped (rules sheet §2 notes).
        if (p.hand.some((c) => !CARDS[c]!.unscrappable)) t.step = { kind: 'market-scrap' };
        break;
      case 'gain-to-hand':
        ctx.gain(seat, e.card, 'survey', 'hand');
        break;
      case 'gain':
        ctx.gain(seat, e.card, 'mine');
        break;
      case 'may-gain':
        if (choice === 'militia') ctx.gain(seat, e.card, 'tolls');
        break;
      case 'discount':
        t.discount += e.n;
        break;
      case 'ninja':
        startNinja(ctx, seat);
        break;
    }
  }
}

// ── Marktplatz ────────────────────────────────────────────────────────

/** The most a Marktplatz may gain after scrapping `card` (costs as printed: Zollaufhebung counts only in the buy phase). */
export function marketLimit(card: number): number {
  const e = CARDS[MARKTPLATZ]!.effects[0]!;
  return CARDS[card]!.cost + (e.kind === 'marketplace' ? e.plus : 0);
}

export function marketScrap(ctx: Ctx, card: number): void {
  const seat = ctx.s.turn.seat;
  ctx.scrapFrom(seat, ctx.p(seat).hand, card, 'hand');
  ctx.s.turn.step = { kind: 'market-gain', limit: marketLimit(card) };
}

/** Cards a Marktplatz may gain now (pool piles not empty, cost up to the limit). */
export function marketChoices(pool: readonly number[], limit: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < pool.length; c++) if (pool[c]! > 0 && CARDS[c]!.cost <= limit) out.push(c);
  return out;
}

export function marketGain(ctx: Ctx, card: number | null): void {
  if (card !== null) ctx.gain(ctx.s.turn.seat, card, 'marketplace');
  ctx.s.turn.step = null;
}

// ── Ninja Clan ────────────────────────────────────────────────────────

/**
 * Everyone asked, clockwise from the player: the player too under the sheet's
 * literal reading (option ninja = 'all'), else only the others.
 */
function startNinja(ctx: Ctx, seat: Seat): void {
  const order: Seat[] = [];
  for (let k = ctx.s.options.ninja === 'all' ? 0 : 1; k < ctx.n; k++) order.push((seat + k) % ctx.n);
  ctx.s.turn.step = { kind: 'ninja-show', order, at: 0, revealed: [] };
}

/** The asked seat shows a Ninja Clan (stays in hand) or reveals the top 2 cards of its deck. */
export function ninjaShow(ctx: Ctx, seat: Seat, show: boolean): void {
  const st = ctx.s.turn.step;
  if (!st || st.kind !== 'ninja-show') throw new Error('no Ninja Clan question');
  ctx.emit({ type: 'ninja-show', seat, show });
  if (!show) {
    const e = CARDS[NINJA]!.effects[0]!;
    const { cards, reshuffled } = ctx.takeFromDeck(seat, e.kind === 'ninja' ? e.reveal : 2);
    ctx.emit({ type: 'reveal', seat, cards, why: 'ninja', reshuffled });
    if (cards.length > 0) st.revealed.push({ seat, cards });
  }
  st.at++;
  if (st.at >= st.order.length) {
    ctx.s.turn.step = st.revealed.length > 0 ? { kind: 'ninja-resolve', revealed: st.revealed } : null;
  }
}

/**
 * The Ninja's player decides each revealed card: discard it, or put it back on
 * that player's deck; each card put back goes on top, so the order of the
 * moves is the chosen order (the last returned is the top).
 */
export function ninjaCard(ctx: Ctx, owner: Seat, card: number, to: 'discard' | 'deck'): void {
  const st = ctx.s.turn.step;
  if (!st || st.kind !== 'ninja-resolve') throw new Error('no Ninja Clan cards to decide');
  const r = st.revealed.find((x) => x.seat === owner)!;
  removeOne(r.cards, card);
  const p = ctx.p(owner);
  if (to === 'discard') p.discard.unshift(card);
  else p.deck.unshift(card);
  ctx.emit({ type: 'ninja-card', owner, seat: ctx.s.turn.seat, card, to });
  st.revealed = st.revealed.filter((x) => x.cards.length > 0);
  if (st.revealed.length === 0) ctx.s.turn.step = null;
}

export function hasNinja(hand: readonly number[] | null): boolean {
  return hand !== null && countOf(hand, NINJA) > 0;
}
