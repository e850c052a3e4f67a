/**
 * The turn around the cards (seed §5; rules sheet §4): its start, the
 * hand-over from phase to phase, the buy phase, the end phase with the choice
 * of deployables that stay, the game end (seed §9-1) and the scoring with its
 * tie-break (seed §9-2). `settle` moves the game on past every point where the
 * mover has nothing to choose.
 */
import type { Seat } from '../../kernel/ruleset';
import { CARDS, F_ACTION, F_DEPLOYABLE, F_TREASURE, HAND_SIZE, TABLE } from './data/cards';

const COST = TABLE.cost;
const FLAGS = TABLE.flags;
const ACTION = F_ACTION;
const TREASURE = F_TREASURE;
const DEPLOYABLE = F_DEPLOYABLE;
const MONEY = TABLE.money;
const VP = TABLE.vp;
import { type Ctx, removeOne } from './piles';
import { startBattlePhase } from './battle';
import { playCard } from './actions';
import type { KunitoriState } from './types';
import type { Table } from './flow';

/** The price of a card now: Zollaufhebung's −1 each in the buy phase, never below 0 (rules sheet §2 notes). */
export function priceOf(card: number, discount: number): number {
  return Math.max(0, COST[card]! - discount);
}

/** A fresh turn: Aktion +1, Kauf +1 (seed §5-1, §5-3). */
export function beginTurn(ctx: Ctx, seat: Seat): void {
  ctx.s.turns++;
  ctx.s.turn = { seat, phase: 'action', actions: 1, buys: 1, money: 0, discount: 0, step: null, battle: null };
  ctx.emit({ type: 'turn', seat, turn: ctx.s.turns });
}

/** Replays every deployed card, in the order they were kept (seed §6; the order changes nothing, see the 'replay' move). */
export function replayDeployed(ctx: Ctx): void {
  const p = ctx.s.players[ctx.s.turn.seat]!;
  for (const card of p.deployed.slice()) playCard(ctx, card, 'deployed');
}

export function endActionPhase(ctx: Ctx): void {
  const t = ctx.s.turn;
  t.actions = 0; // unused actions vanish (rules sheet §4.1)
  if (startBattlePhase(ctx)) {
    t.phase = 'battle';
    ctx.emit({ type: 'phase', seat: t.seat, phase: 'battle' });
  } else beginBuyPhase(ctx);
}

/**
 * Buy phase (seed §5-3): the treasures in hand are played. Playing all of
 * them is never worse (unplayed treasures are discarded anyway), so the engine
 * plays them all at once: our ruling, one move fewer per turn.
 */
export function beginBuyPhase(ctx: Ctx): void {
  const t = ctx.s.turn;
  t.phase = 'buy';
  t.battle = null;
  ctx.emit({ type: 'phase', seat: t.seat, phase: 'buy' });
  const p = ctx.p(t.seat);
  const treasures: number[] = [];
  const rest: number[] = [];
  let money = 0;
  for (const c of p.hand) {
    if (FLAGS[c]! & TREASURE) {
      treasures.push(c);
      money += MONEY[c]!;
    } else rest.push(c);
  }
  if (treasures.length === 0) return;
  p.hand = rest;
  p.inPlay.push(...treasures);
  t.money += money;
  ctx.emit({ type: 'treasures', seat: t.seat, cards: treasures, money });
}

export function buy(ctx: Ctx, card: number): void {
  const t = ctx.s.turn;
  const cost = priceOf(card, t.discount);
  t.money -= cost;
  t.buys--;
  ctx.emit({ type: 'buy', seat: t.seat, card, cost });
  ctx.gain(t.seat, card, 'buy');
}

export function endBuyPhase(ctx: Ctx): void {
  const t = ctx.s.turn;
  t.phase = 'end';
  ctx.emit({ type: 'phase', seat: t.seat, phase: 'end' });
}

/** The deployables in play, ascending, a card once per copy: what may stay at the end of the turn. */
export function keepable(inPlay: readonly number[]): number[] {
  const out: number[] = [];
  for (const c of inPlay) if (FLAGS[c]! & DEPLOYABLE) out.push(c);
  return out.sort((a, b) => a - b);
}

/**
 * Every choice of deployables to keep: each sub-multiset of `keepable`
 * (ascending), all of them first, none last. Small: a turn rarely plays more
 * than a handful of deployables (4 copies of 2 kinds = 25 choices).
 */
export function keepChoices(keepable: readonly number[]): number[][] {
  const kinds: [card: number, copies: number][] = [];
  for (const c of keepable) {
    const last = kinds[kinds.length - 1];
    if (last && last[0] === c) last[1]++;
    else kinds.push([c, 1]);
  }
  let out: number[][] = [[]];
  for (const [card, copies] of kinds) {
    const next: number[][] = [];
    for (const base of out) for (let k = copies; k >= 0; k--) next.push([...base, ...Array<number>(k).fill(card)]);
    out = next;
  }
  return out;
}

/** Whether `keep` (ascending) is a choice of `keepChoices(keepable)`. */
export function isKeepChoice(keepable: readonly number[], keep: readonly number[]): boolean {
  const rest = keepable.slice();
  for (let i = 0; i < keep.length; i++) {
    if (i > 0 && keep[i]! < keep[i - 1]!) return false;
    const at = rest.indexOf(keep[i]!);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return true;
}

/**
 * End phase (seed §5-4, §6), one decision: the chosen deployables stay in the
 * deployment area, every other played card and the hand go to the discard
 * pile, draw 4. Then the next player clockwise, or the end of the game.
 * (Version 1 asked "keep X?" once per card and ended the turn silently after
 * the last one; a new player could not tell the turn was over.)
 */
export function endTurn(ctx: Ctx, keep: readonly number[]): void {
  const t = ctx.s.turn;
  const p = ctx.p(t.seat);
  for (const card of keep) ctx.emit({ type: 'keep', seat: t.seat, card });
  const rest = p.inPlay.slice();
  for (const c of keep) removeOne(rest, c);
  const discarded = rest.length + p.hand.length;
  p.discard.unshift(...rest, ...p.hand);
  p.deployed = keep.slice();
  p.inPlay = [];
  p.hand = [];
  ctx.emit({ type: 'cleanup', seat: t.seat, discarded, deployed: p.deployed.slice() });
  ctx.draw(t.seat, HAND_SIZE);
  const s = ctx.s;
  const n = ctx.n;
  // Option turnLimit (ours, off by default): scored after that many turns per player.
  const limit = s.options.turnLimit;
  if (s.finalTurns === 0) return finishGame(ctx, false);
  if (s.finalTurns !== null) s.finalTurns--;
  else if (limit !== null && s.turns >= limit * n) return finishGame(ctx, true);
  beginTurn(ctx, (t.seat + 1) % n);
}

/** Every card a seat owns: hand, deck, discard, deployment area (seed §9-2). */
export function ownedCards(s: Pick<KunitoriState, 'players'>, seat: Seat): number[] {
  const p = s.players[seat]!;
  return [...p.hand, ...p.deck, ...p.discard, ...p.deployed, ...p.inPlay];
}

export function scoreOf(cards: readonly number[]): number {
  let vp = 0;
  for (const c of cards) vp += VP[c]!;
  return vp;
}

/** Tie-break (seed §9-2): among the tied, the one seated furthest from the starting player wins. */
export function winnerOf(scores: readonly number[], start: Seat): Seat {
  const n = scores.length;
  let best = -1;
  for (let seat = 0; seat < n; seat++) {
    if (best < 0 || scores[seat]! > scores[best]!) best = seat;
    else if (scores[seat] === scores[best] && (seat - start + n) % n > (best - start + n) % n) best = seat;
  }
  return best;
}

function finishGame(ctx: Ctx, byTurnLimit: boolean): void {
  const s = ctx.s;
  const scores = s.players.map((_, seat) => scoreOf(ownedCards(s, seat)));
  const winners = [winnerOf(scores, s.start)];
  s.turn = { ...s.turn, phase: 'over', step: null, battle: null };
  s.result = { scores, winners };
  ctx.emit({ type: 'game-over', scores, winners, byTurnLimit });
}

/**
 * Moves the game on while the mover has no choice: an action phase with no action or nothing to play, a
 * Marktplatz with nothing to gain, an end phase with nothing to keep.
 */
export function settle(ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    const t = ctx.s.turn;
    // Read only: the player is copied (ctx.p) by the step that changes it, not on every move.
    const p = ctx.s.players[t.seat]!;
    if (t.phase === 'action') {
      if (t.step) {
        if (t.step.kind === 'market-gain' && !canGainUpTo(ctx.s.pool, t.step.limit)) {
          t.step = null;
          continue;
        }
        return;
      }
      // Deployed cards are played first (seed §6), all at once by one decision
      // (the 'replay' move): the player sees them come back before the turn goes on.
      if (p.deployed.length > 0) return;
      if (t.actions > 0 && hasAction(p.hand)) return;
      endActionPhase(ctx);
      continue;
    }
    if (t.phase === 'battle') {
      if (t.battle) return;
      beginBuyPhase(ctx);
      continue;
    }
    if (t.phase === 'buy') {
      if (t.buys > 0 && canGainUpTo(ctx.s.pool, t.money + t.discount)) return;
      endBuyPhase(ctx);
      continue;
    }
    if (t.phase === 'end') {
      if (keepable(p.inPlay).length > 0) return;
      endTurn(ctx, []);
      continue;
    }
    return; // over
  }
  throw new Error('settle: no progress');
}


function hasAction(hand: readonly number[]): boolean {
  for (const c of hand) if (FLAGS[c]! & ACTION) return true;
  return false;
}

/**
 * Whether buying `card` now ends the turn at once (issue 32): the buy phase ends (no buy left, or nothing left the
 * money reaches) and nothing in play may be kept, so the turn ends and the next hand is dealt — after which the buy can
 * no longer be taken back (the new hand has been seen). The same tests `settle` makes; read from what the buyer sees
 * (the state or the buyer's view), so the table can ask before it sends the buy.
 */
export function buyEndsTurn(s: Table, card: number): boolean {
  const t = s.turn;
  if (t.phase !== 'buy' || s.result) return false;
  const pool = s.pool.slice();
  pool[card] = Math.max(0, (pool[card] ?? 0) - 1);
  const money = t.money - priceOf(card, t.discount);
  const buyPhaseEnds = t.buys - 1 <= 0 || !canGainUpTo(pool, money + t.discount);
  return buyPhaseEnds && keepable(s.players[t.seat]!.inPlay).length === 0;
}

/** Whether some pool pile has a card costing at most `limit` (printed cost). */
function canGainUpTo(pool: readonly number[], limit: number): boolean {
  for (let c = 0; c < pool.length; c++) if (pool[c]! > 0 && COST[c]! <= limit) return true;
  return false;
}
