/**
 * The battle phase (seed §7; rules sheet §5): the Aufstrebender General's
 * promotion, leaders sent at target players, units split among the targets,
 * each defender's choice of ambush or reinforcement (their own decision, out
 * of turn), strengths, the award table and the clean-up, battle after battle
 * clockwise from the attacker.
 */
import type { Seat } from '../../kernel/ruleset';
import {
  AMBUSH_BONUS,
  ATTACKER_AWARDS,
  AUFSTREBENDER,
  CARDS,
  DEFENDER_AWARDS,
  PROMOTION_PRICE,
  REINFORCEMENT_CARDS,
  canLead,
  hasStrength,
  isTreasure,
  isUnit,
} from './data/cards';
import { type Ctx, removeOne } from './piles';
import type { BattleState, PlayerState } from './types';

/** A battle phase happens only when a General or Aufstrebender General was played this turn (seed §7-1). */
export function startBattlePhase(ctx: Ctx): boolean {
  const p = ctx.p(ctx.s.turn.seat);
  const leaders = p.inPlay.filter(canLead);
  if (leaders.length === 0) return false;
  ctx.s.turn.battle = {
    step: 'declare',
    undecided: leaders,
    forces: ctx.s.players.map(() => []),
    unitsLeft: [],
    queue: [],
    mode: null,
    ambush: [],
    reinforcement: [],
    offer: null,
  };
  return true;
}

/** Whether a leader was already sent or held back (the promotion comes at the start of the phase). */
export function battleBegun(b: BattleState, inPlay: readonly number[]): boolean {
  return b.undecided.length !== inPlay.filter(canLead).length || b.forces.some((f) => f.length > 0);
}

/**
 * The treasures the promotion uses: the subset of the hand's treasures with
 * the smallest total of at least PROMOTION_PRICE (any excess is lost, rules
 * sheet §2 notes; spending more than needed is never better, so the engine
 * picks the cheapest way: our ruling). Null when the hand cannot pay.
 */
export function promotionTreasures(hand: readonly number[]): number[] | null {
  const t = hand.filter(isTreasure).sort((a, b) => money(a) - money(b));
  let best: number[] | null = null;
  let bestSum = Infinity;
  const n = t.length;
  // Hands are small (a few treasures); subsets by bitmask, capped for safety.
  const limit = Math.min(n, 14);
  for (let mask = 1; mask < 1 << limit; mask++) {
    let sum = 0;
    let count = 0;
    for (let i = 0; i < limit; i++) if (mask & (1 << i)) (sum += money(t[i]!)), count++;
    if (sum >= PROMOTION_PRICE && (sum < bestSum || (sum === bestSum && count < best!.length))) {
      bestSum = sum;
      best = t.filter((_, i) => mask & (1 << i));
    }
  }
  return best;
}

function money(card: number): number {
  const e = CARDS[card]!.effects[0];
  return e && e.kind === 'money' ? e.n : 0;
}

/**
 * Aufstrebender General (rules sheet §2 #11): pay treasures worth ≥ 5 from
 * hand (they stay in play, their Geld is spent), take any General from the
 * pool into the deployment area, scrap this card. The General may attack this
 * phase.
 */
export function promote(ctx: Ctx, general: number): void {
  const t = ctx.s.turn;
  const b = t.battle!;
  const p = ctx.p(t.seat);
  const pay = promotionTreasures(p.hand)!;
  for (const c of pay) {
    removeOne(p.hand, c);
    p.inPlay.push(c);
  }
  ctx.gain(t.seat, general, 'promotion', 'play');
  ctx.emit({ type: 'promote', seat: t.seat, general, treasures: pay });
  ctx.scrapFrom(t.seat, p.inPlay, AUFSTREBENDER, 'play');
  removeOne(b.undecided, AUFSTREBENDER);
  b.undecided.push(general);
}

/** A leader is sent at a target (or stays home: target null). */
export function sendLeader(ctx: Ctx, leader: number, target: Seat | null): void {
  const t = ctx.s.turn;
  const b = t.battle!;
  removeOne(b.undecided, leader);
  if (target !== null) b.forces[target]!.push(leader);
  ctx.emit({ type: 'attack', seat: t.seat, leader, target });
  if (b.undecided.length > 0) return;
  const targets = attackedSeats(b);
  if (targets.length === 0) {
    t.battle = null; // nobody attacked: the battle phase ends
    return;
  }
  // Units must be split among the attacking leaders; with one target they all go there (seed §7-1).
  // Our ruling: every unit goes with some leader (none stay home); a kept-home
  // Aufstrebender General is a leader, not a unit, and does not fight.
  const units = ctx.p(t.seat).inPlay.filter((c) => isUnit(c) && !canLead(c));
  if (targets.length === 1) {
    b.forces[targets[0]!]!.push(...units);
    startBattles(ctx);
  } else if (units.length === 0) {
    startBattles(ctx);
  } else {
    b.unitsLeft = units;
    b.step = 'split';
  }
}

export function leadUnit(ctx: Ctx, unit: number, target: Seat): void {
  const t = ctx.s.turn;
  const b = t.battle!;
  removeOne(b.unitsLeft, unit);
  b.forces[target]!.push(unit);
  ctx.emit({ type: 'lead', seat: t.seat, unit, target });
  if (b.unitsLeft.length === 0) startBattles(ctx);
}

export function attackedSeats(b: BattleState): Seat[] {
  const out: Seat[] = [];
  b.forces.forEach((f, seat) => {
    if (f.some(canLead)) out.push(seat);
  });
  return out;
}

/** Battles are fought clockwise from the attacker (seed §7-1). */
function startBattles(ctx: Ctx): void {
  const t = ctx.s.turn;
  const b = t.battle!;
  const n = ctx.n;
  b.queue = [];
  for (let k = 1; k < n; k++) {
    const seat = (t.seat + k) % n;
    if (b.forces[seat]!.length > 0) b.queue.push(seat);
  }
  b.step = 'defend';
  b.mode = null;
}

/** Ambush (seed §7-2-1): show one more hand card with attack or defence. */
export function ambushCard(ctx: Ctx, seat: Seat, card: number): void {
  const b = ctx.s.turn.battle!;
  removeOne(ctx.p(seat).hand, card);
  b.ambush.push(card);
  b.mode = 'ambush';
}

/** The defender is done: ambush with the cards shown (0 or more), or reinforcement. */
export function defend(ctx: Ctx, seat: Seat, mode: 'ambush' | 'reinforce'): void {
  const b = ctx.s.turn.battle!;
  b.mode = mode;
  if (mode === 'reinforce') {
    // Seed §7-2-2: the top 2 cards of the deck (reshuffling if needed); those with strength join.
    const { cards, reshuffled } = ctx.takeFromDeck(seat, REINFORCEMENT_CARDS);
    b.reinforcement = cards;
    ctx.emit({ type: 'reveal', seat, cards, why: 'reinforcement', reshuffled });
    ctx.emit({ type: 'defence', seat, mode, cards: cards.filter(hasStrength) });
  } else {
    ctx.emit({ type: 'defence', seat, mode, cards: b.ambush.slice() });
  }
  resolveBattle(ctx, seat);
}

/** Attack strength of the forces sent at one player: attack values only (seed §7-1). */
export function attackStrength(forces: readonly number[]): number {
  let s = 0;
  for (const c of forces) s += CARDS[c]!.att;
  return s;
}

/**
 * Defence strength (seed §7-3): attack plus defence of every card in the
 * defender's deployment area — deployed cards, ambush cards (+1 each) and the
 * reinforcement cards that have strength.
 */
export function defenceStrength(defender: Pick<PlayerState, 'deployed'>, ambush: readonly number[], reinforcement: readonly number[]): number {
  let s = 0;
  const value = (c: number): number => CARDS[c]!.att + CARDS[c]!.def;
  for (const c of defender.deployed) s += value(c);
  for (const c of ambush) s += value(c) + AMBUSH_BONUS;
  for (const c of reinforcement) if (hasStrength(c)) s += value(c);
  return s;
}

/** The award for a margin (seed §7-3 table); null for none. */
export function awardFor(margin: number, table: readonly { margin: number; card: number }[]): number | null {
  for (const row of table) if (margin >= row.margin) return row.card;
  return null;
}

function resolveBattle(ctx: Ctx, defender: Seat): void {
  const t = ctx.s.turn;
  const b = t.battle!;
  const attack = attackStrength(b.forces[defender]!);
  const defence = defenceStrength(ctx.p(defender), b.ambush, b.reinforcement);
  const diff = attack - defence;
  // An empty pile awards nothing (rules sheet §5, our ruling: no substitution).
  let attackerGains = diff > 0 ? awardFor(diff, ATTACKER_AWARDS) : null;
  let defenderOffer = diff < 0 ? awardFor(-diff, DEFENDER_AWARDS) : null;
  if (attackerGains !== null && ctx.s.pool[attackerGains]! <= 0) attackerGains = null;
  if (defenderOffer !== null && ctx.s.pool[defenderOffer]! <= 0) defenderOffer = null;
  ctx.emit({ type: 'battle', attacker: t.seat, defender, attack, defence, attackerGains, defenderOffer });
  // The attacker must take his award.
  if (attackerGains !== null) ctx.gain(t.seat, attackerGains, 'award');
  if (defenderOffer !== null) {
    // The defender may decline: his own decision.
    b.offer = defenderOffer;
    b.step = 'accept';
    return;
  }
  cleanUp(ctx, defender);
}

export function accept(ctx: Ctx, seat: Seat, take: boolean): void {
  const b = ctx.s.turn.battle!;
  const card = b.offer!;
  b.offer = null;
  if (take) ctx.gain(seat, card, 'award');
  else ctx.emit({ type: 'decline', seat, card });
  cleanUp(ctx, seat);
}

/**
 * Clean-up (seed §7-3 end): ambush cards go back to the hand; every card
 * revealed for reinforcement goes back on the deck in the defender's order —
 * a decision only when the two cards differ. Each defender fights one battle
 * per phase (all forces sent at a player form one battle), so cleaning up
 * after each battle is the same as after all of them.
 */
function cleanUp(ctx: Ctx, defender: Seat): void {
  const b = ctx.s.turn.battle!;
  const p = ctx.p(defender);
  p.hand.push(...b.ambush);
  b.ambush = [];
  if (b.reinforcement.length === 2 && b.reinforcement[0] !== b.reinforcement[1]) {
    b.step = 'restack';
    return;
  }
  p.deck.unshift(...b.reinforcement);
  if (b.reinforcement.length > 0) ctx.emit({ type: 'restack', seat: defender, count: b.reinforcement.length });
  b.reinforcement = [];
  nextBattle(ctx);
}

/** The defender puts the two reinforcement cards back, `top` on top. */
export function restack(ctx: Ctx, seat: Seat, top: number): void {
  const b = ctx.s.turn.battle!;
  const rest = b.reinforcement.slice();
  removeOne(rest, top);
  ctx.p(seat).deck.unshift(top, ...rest);
  ctx.emit({ type: 'restack', seat, count: b.reinforcement.length });
  b.reinforcement = [];
  nextBattle(ctx);
}

function nextBattle(ctx: Ctx): void {
  const t = ctx.s.turn;
  const b = t.battle!;
  b.queue.shift();
  b.mode = null;
  b.step = 'defend';
  if (b.queue.length === 0) t.battle = null;
}
