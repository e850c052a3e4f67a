/**
 * The legal moves (small lists, so bots and the random player stay simple),
 * computed from what the deciding seat sees (its own hand, the pool, the
 * table), so the same code serves the state and the seat's view; and the
 * random player's move, uniform over them from the seat's own view.
 */
import type { Rng } from '../../kernel/rng';
import type { Seat } from '../../kernel/ruleset';
import { CARDS, F_LEADS, F_STRENGTH, F_UNSCRAPPABLE, TABLE } from './data/cards';
import { handPlays, hasNinja, marketChoices } from './actions';
import { battleBegun, promotionTreasures } from './battle';
import { decisionOf, type Table } from './flow';
import { kinds } from './piles';
import { keepChoices, keepable } from './turn';
import type { KunitoriMove, KunitoriView } from './types';

const FLAGS = TABLE.flags;
const COST = TABLE.cost;
const LEADS = F_LEADS;
const STRENGTH = F_STRENGTH;
const UNSCRAPPABLE = F_UNSCRAPPABLE;
const LEADER_UNIT = CARDS.findIndex((c) => c.leads);

// The most frequent moves, built once: the buy phase lists up to 34 of them per
// ply (and validation lists them again). Frozen, as they are shared.
const BUY_MOVES: readonly KunitoriMove[] = CARDS.map((c) => Object.freeze({ type: 'buy' as const, card: c.id }));
const END_ACTIONS: KunitoriMove = Object.freeze({ type: 'end-actions' });
const END_BUYS: KunitoriMove = Object.freeze({ type: 'end-buys' });
const REPLAY: KunitoriMove = Object.freeze({ type: 'replay' });


export function randomMoveOf(v: KunitoriView, rng: Rng): KunitoriMove {
  const d = v.pending[0];
  if (!d) throw new Error('kunitori: nobody has a move (the game is over)');
  const seat = v.seat ?? d.seat;
  const moves = legalMovesOf(v, seat);
  if (moves.length === 0) throw new Error(`kunitori: seat ${seat} has no legal move`);
  return rng.pick(moves);
}

/** Every legal move of `seat` now (empty when the seat has nothing to decide). */
export function legalMovesOf(s: Table, seat: Seat): KunitoriMove[] {
  const d = decisionOf(s);
  if (!d || d.seat !== seat) return [];
  const t = s.turn;
  const me = s.players[seat]!;
  const hand = me.hand ?? [];
  const out: KunitoriMove[] = [];
  switch (d.kind) {
    case 'replay':
      return [REPLAY];
    case 'action':
      if (t.actions > 0) out.push(...handPlays(hand, s.pool));
      out.push(END_ACTIONS);
      return out;
    case 'market-scrap':
      for (const card of kinds(hand)) if (!(FLAGS[card]! & UNSCRAPPABLE)) out.push({ type: 'scrap', card });
      return out;
    case 'market-gain': {
      const st = t.step as { kind: 'market-gain'; limit: number };
      const choices = marketChoices(s.pool, st.limit);
      if (choices.length === 0) return [{ type: 'gain', card: null }];
      for (const card of choices) out.push({ type: 'gain', card });
      return out;
    }
    case 'ninja-show':
      // Every asked player answers, even without a Ninja Clan in hand (our ruling:
      // the question itself must not reveal a hand).
      if (hasNinja(hand)) out.push({ type: 'ninja-show', show: true });
      out.push({ type: 'ninja-show', show: false });
      return out;
    case 'ninja-resolve': {
      const st = t.step as { kind: 'ninja-resolve'; revealed: { seat: Seat; cards: number[] }[] };
      for (const r of st.revealed) {
        for (const card of kinds(r.cards)) {
          out.push({ type: 'ninja-card', seat: r.seat, card, to: 'discard' });
          out.push({ type: 'ninja-card', seat: r.seat, card, to: 'deck' });
        }
      }
      return out;
    }
    case 'declare': {
      const b = t.battle!;
      const n = s.players.length;
      if (b.undecided.includes(LEADER_UNIT) && !battleBegun(b, me.inPlay) && promotionTreasures(hand)) {
        for (let g = 0; g < CARDS.length; g++) if (CARDS[g]!.type === 'general' && s.pool[g]! > 0) out.push({ type: 'promote', general: g });
      }
      for (const leader of kinds(b.undecided)) {
        for (let k = 1; k < n; k++) out.push({ type: 'attack', leader, target: (seat + k) % n });
        out.push({ type: 'attack', leader, target: null });
      }
      return out;
    }
    case 'split': {
      const b = t.battle!;
      const targets = b.forces.map((f, i) => (f.some((c) => FLAGS[c]! & LEADS) ? i : -1)).filter((i) => i >= 0);
      for (const unit of kinds(b.unitsLeft)) for (const target of targets) out.push({ type: 'lead', unit, target });
      return out;
    }
    case 'defend': {
      // Seed §7-2: ambush or reinforcement. Ambush cards are shown one move at a
      // time; after the first, reinforcement is no longer open, and 'ambush-done'
      // with none shown is an ambush of no cards (our rulings).
      const b = t.battle!;
      if (b.mode === null) out.push({ type: 'reinforce' });
      for (const card of kinds(hand)) if (FLAGS[card]! & STRENGTH) out.push({ type: 'ambush', card });
      out.push({ type: 'ambush-done' });
      return out;
    }
    case 'accept':
      return [{ type: 'accept', take: true }, { type: 'accept', take: false }];
    case 'restack':
      for (const card of kinds(t.battle!.reinforcement)) out.push({ type: 'restack', top: card });
      return out;
    case 'buy':
      if (t.buys > 0) {
        const limit = t.money + t.discount;
        for (let card = 0; card < s.pool.length; card++) {
          // Price after the Zollaufhebung discount (never below 0): cost − discount ≤ money.
          if (s.pool[card]! > 0 && COST[card]! <= limit) out.push(BUY_MOVES[card]!);
        }
      }
      out.push(END_BUYS);
      return out;
    case 'keep':
      // One decision for the whole end phase: which deployables stay (all of them listed first).
      for (const keep of keepChoices(keepable(me.inPlay))) out.push({ type: 'end-turn', keep });
      return out;
    default:
      return out;
  }
}
