/**
 * What the bots read off a view: the game's stage, a seat's cards, the
 * expected strength of another seat's defence, and the value of battle
 * awards. Everything here uses the VIEW only.
 */
import type { Seat } from '../../../kernel/ruleset';
import {
  ATTACKER_AWARDS,
  CARDS,
  CARD_COUNT,
  DEFENDER_AWARDS,
  DORF,
  LAND,
  PRAEFEKTUR,
  REINFORCEMENT_CARDS,
  AMBUSH_BONUS,
  TABLE,
  canLead,
  hasStrength,
} from '../data/cards';
import type { KunitoriView } from '../types';

const { cost: COST, vp: VP, att: ATT, def: DEF, money: MONEY } = TABLE;

/**
 * How far the game is towards its end (0 = start, 1 = the last turns): from
 * the three victory piles (1 = a pile empty) or, with the turn-limit option,
 * from the turns played, whichever is further. (Without the turn limit's
 * share a short game stayed "early" to the end: the bots kept buying
 * economy, Hohe Steuern's −3 VP among it, in their last turns.)
 */
export function progressOf(v: KunitoriView): number {
  if (v.finalTurns !== null) return 1;
  const n = v.players.length;
  const dorf = v.pool[DORF]! / Math.max(1, CARDS[DORF]!.copies - 2 * n);
  const pref = v.pool[PRAEFEKTUR]! / CARDS[PRAEFEKTUR]!.copies;
  const land = v.pool[LAND]! / CARDS[LAND]!.copies;
  const piles = 1 - Math.min(dorf, pref, land);
  const limit = v.options.turnLimit;
  return limit === null ? piles : Math.max(piles, Math.min(1, v.turns / (limit * n)));
}

/**
 * How many more turns `seat` will begin after the current one, when the game's
 * end is known (a victory pile emptied: the round ends; the turn-limit
 * option); Infinity while it is not.
 */
export function turnsLeft(v: KunitoriView, seat: Seat): number {
  const n = v.players.length;
  const d = (seat - v.turn.seat + n) % n || n; // turns until the seat's next one
  let left = Infinity;
  // After the current turn `finalTurns` more are played (turn.ts ends the game at 0).
  if (v.finalTurns !== null) left = d <= v.finalTurns ? 1 : 0;
  const limit = v.options.turnLimit;
  if (limit !== null) {
    const rest = limit * n - v.turns; // turns still to begin
    left = Math.min(left, d <= rest ? Math.floor((rest - d) / n) + 1 : 0);
  }
  return left;
}

/** Counts per card of everything a seat owns (hand + deck + discard from `holding`, plus the table). */
export function ownedCounts(v: KunitoriView, seat: Seat): number[] {
  const p = v.players[seat]!;
  const out = p.holding.slice();
  for (const c of p.deployed) out[c]!++;
  for (const c of p.inPlay) out[c]!++;
  return out;
}

export function countTotal(counts: readonly number[]): number {
  let n = 0;
  for (const c of counts) n += c;
  return n;
}

/** Victory points a seat owns now (the public score). */
export function scoreOfSeat(v: KunitoriView, seat: Seat): number {
  const counts = ownedCounts(v, seat);
  let s = 0;
  for (let c = 0; c < CARD_COUNT; c++) s += counts[c]! * VP[c]!;
  return s;
}

/** Average Geld per card of a seat's cards (treasures and plain money effects). */
const ANY_MONEY = CARDS.map((c) => c.effects.reduce((s, e) => s + (e.kind === 'money' ? e.n : 0), 0));
const LEADS = CARDS.map((c) => canLead(c.id));
const FIGHTS = CARDS.map((c) => c.type === 'unit' || c.type === 'general');
const STRONG = CARDS.map((c) => hasStrength(c.id));

export function moneyDensity(counts: readonly number[]): number {
  let money = 0;
  let total = 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    money += counts[c]! * ANY_MONEY[c]!;
    total += counts[c]!;
  }
  return money / Math.max(1, total);
}

export function treasureMoney(counts: readonly number[]): number {
  let money = 0;
  for (let c = 0; c < CARD_COUNT; c++) money += counts[c]! * MONEY[c]!;
  return money;
}

/** Attack of the leaders and units a seat owns (a measure of how military its deck is). */
export function armyOf(counts: readonly number[]): { leaders: number; attack: number } {
  let leaders = 0;
  let attack = 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    if (LEADS[c]) leaders += counts[c]!;
    if (FIGHTS[c]) attack += counts[c]! * ATT[c]!;
  }
  return { leaders, attack };
}

/** The value of a card's attack + defence in a defence. */
export const strengthOf = (c: number): number => ATT[c]! + DEF[c]!;

/**
 * The expected defence of a seat against an attack: its deployed cards plus
 * the better of the expected ambush (hand cards with strength, +1 each, drawn
 * from the cards it holds) and the expected reinforcement (2 cards). An
 * estimate from the view: the hand is unknown, its composition is guessed
 * from `holding`.
 */
export function expectedDefence(v: KunitoriView, seat: Seat): number {
  const p = v.players[seat]!;
  let base = 0;
  for (const c of p.deployed) base += strengthOf(c);
  const total = countTotal(p.holding);
  if (total === 0) return base;
  let strongShare = 0;
  let strongValue = 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    if (!STRONG[c] || p.holding[c] === 0) continue;
    strongShare += p.holding[c]!;
    strongValue += p.holding[c]! * strengthOf(c);
  }
  const perCard = strongValue / total;
  const ambush = p.handCount * (perCard + (AMBUSH_BONUS * strongShare) / total);
  const reinforce = REINFORCEMENT_CARDS * perCard;
  return base + Math.max(ambush, reinforce);
}

/** The VP value of gaining a card as an award (its VP, less a little for the junk in the deck early). */
export function awardValue(card: number | null, progress: number): number {
  if (card === null) return 0;
  return VP[card]! - (1 - progress) * 0.6;
}

/** The attacker's and the defender's award for a battle of `attack` against `defence`. */
export function battleAwards(attack: number, defence: number, pool: readonly number[]): { attacker: number | null; defender: number | null } {
  const diff = attack - defence;
  const pick = (margin: number, table: readonly { margin: number; card: number }[]): number | null => {
    for (const row of table) if (margin >= row.margin) return pool[row.card]! > 0 ? row.card : null;
    return null;
  };
  return { attacker: diff > 0 ? pick(diff, ATTACKER_AWARDS) : null, defender: diff < 0 ? pick(-diff, DEFENDER_AWARDS) : null };
}

export const costOf = (c: number): number => COST[c]!;
export const vpOf = (c: number): number => VP[c]!;
