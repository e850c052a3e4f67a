/**
 * Who decides what (pending), the legal moves (small lists, so bots and the
 * random player stay simple), validation of untrusted moves and `apply`.
 * Legal moves are computed from what the deciding seat sees (its own hand, the
 * pool, the table), so the same code serves the state and the seat's view.
 */
import { err, ok, ruleError, type Decision, type Result, type RuleError, type Seat } from '../../kernel/ruleset';
import { CARDS, F_LEADS, F_STRENGTH, F_UNSCRAPPABLE, TABLE } from './data/cards';

const FLAGS = TABLE.flags;
const COST = TABLE.cost;
const LEADS = F_LEADS;
const STRENGTH = F_STRENGTH;
const UNSCRAPPABLE = F_UNSCRAPPABLE;
const LEADER_UNIT = CARDS.findIndex((c) => c.leads);
import { handPlays, hasNinja, marketChoices, marketGain, marketScrap, ninjaCard, ninjaShow, playCard } from './actions';
import { accept, ambushCard, battleBegun, defend, leadUnit, promote, promotionTreasures, restack, sendLeader } from './battle';
import { Ctx, kinds } from './context';
import { buy, endActionPhase, endBuyPhase, endTurn, isKeepChoice, keepChoices, keepable, replayDeployed, settle } from './turn';
import type { KunitoriEvent, KunitoriMove, KunitoriState, TurnState } from './types';

// The most frequent moves, built once: the buy phase lists up to 34 of them per
// ply (and validation lists them again). Frozen, as they are shared.
const BUY_MOVES: readonly KunitoriMove[] = CARDS.map((c) => Object.freeze({ type: 'buy' as const, card: c.id }));
const END_ACTIONS: KunitoriMove = Object.freeze({ type: 'end-actions' });
const END_BUYS: KunitoriMove = Object.freeze({ type: 'end-buys' });
const REPLAY: KunitoriMove = Object.freeze({ type: 'replay' });

/** What legal moves need to know: the state, or the deciding seat's view. */
export interface Table {
  pool: readonly number[];
  turn: TurnState;
  players: readonly { hand: readonly number[] | null; deployed: readonly number[]; inPlay: readonly number[] }[];
  result: unknown;
}

/** The decision now (one seat at a time; a defender or a Ninja Clan answer is out of turn). */
export function decisionOf(s: Table): Decision | null {
  if (s.result) return null;
  const t = s.turn;
  switch (t.phase) {
    case 'action': {
      const st = t.step;
      if (!st) return { seat: t.seat, kind: s.players[t.seat]!.deployed.length > 0 ? 'replay' : 'action' };
      if (st.kind === 'ninja-show') return { seat: st.order[st.at]!, kind: 'ninja-show' };
      return { seat: t.seat, kind: st.kind };
    }
    case 'battle': {
      const b = t.battle!;
      if (b.step === 'declare' || b.step === 'split') return { seat: t.seat, kind: b.step };
      return { seat: b.queue[0]!, kind: b.step };
    }
    case 'buy':
      return { seat: t.seat, kind: 'buy' };
    case 'end':
      return { seat: t.seat, kind: 'keep' };
    default:
      return null;
  }
}

export function pendingOf(s: Table): Decision[] {
  const d = decisionOf(s);
  return d ? [d] : [];
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

// ── validation ────────────────────────────────────────────────────────

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const MOVE_FIELDS: Record<KunitoriMove['type'], readonly string[]> = {
  play: ['card', 'choice'],
  replay: [],
  'end-actions': [],
  scrap: ['card'],
  gain: ['card'],
  'ninja-show': ['show'],
  'ninja-card': ['seat', 'card', 'to'],
  promote: ['general'],
  attack: ['leader', 'target'],
  lead: ['unit', 'target'],
  reinforce: [],
  ambush: ['card'],
  'ambush-done': [],
  accept: ['take'],
  restack: ['top'],
  buy: ['card'],
  'end-buys': [],
  'end-turn': ['keep'],
};

/**
 * A stable key of a move's fields (for comparing an untrusted move with the
 * legal ones). Only numbers, booleans, strings and null/absent count; any
 * other value gives a key no legal move has.
 */
export function moveKey(m: KunitoriMove): string {
  const r = m as unknown as Record<string, unknown>;
  let key: string = m.type;
  for (const f of MOVE_FIELDS[m.type]) {
    const x = r[f];
    if (x === undefined || x === null) key += '|~';
    else if (typeof x === 'number') key += '|' + x;
    else if (typeof x === 'boolean') key += x ? '|T' : '|F';
    else if (typeof x === 'string') key += '|s' + x;
    else if (Array.isArray(x) && x.every((c) => typeof c === 'number')) key += '|[' + x.join(',') + ']';
    else return '!';
  }
  return key;
}

export function validateMove(s: KunitoriState, seat: unknown, raw: unknown): Result<KunitoriMove, RuleError> {
  if (!isRecord(raw) || typeof raw.type !== 'string' || !Object.hasOwn(MOVE_FIELDS, raw.type)) {
    return err(ruleError('bad-move', 'A move is an object with a known type, e.g. { type: "end-actions" }.'));
  }
  const fields = MOVE_FIELDS[raw.type as KunitoriMove['type']];
  for (const k in raw) {
    if (k !== 'type' && Object.hasOwn(raw, k) && !fields.includes(k)) return err(ruleError('bad-move', `A ${raw.type} move has no field '${k}'.`));
  }
  if (s.result) return err(ruleError('game-over', 'The game is over.'));
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players.length) {
    return err(ruleError('bad-seat', 'No such seat.'));
  }
  const d = decisionOf(s);
  if (!d || d.seat !== seat) return err(ruleError('not-your-turn', `Seat ${seat} has nothing to decide now.`));
  if (raw.type === 'end-turn') return validateEndTurn(s, seat, raw.keep, d.kind);
  const legal = legalMovesOf(s, seat);
  const move = raw as unknown as KunitoriMove;
  let found: KunitoriMove | undefined;
  for (const m of legal) {
    if (m.type === move.type && sameFields(m, raw, fields)) {
      found = m;
      break;
    }
  }
  if (!found) return err(ruleError(`illegal-${raw.type}`, illegalMessage(move, d.kind)));
  return ok(found);
}

/** The end of a turn: `keep` lists deployables in play, ascending, a card once per copy kept (an array field: not compared by `sameFields`). */
function validateEndTurn(s: KunitoriState, seat: Seat, keep: unknown, kind: string): Result<KunitoriMove, RuleError> {
  if (kind !== 'keep') return err(ruleError('illegal-end-turn', `The turn cannot end now (the decision is '${kind}').`));
  if (!Array.isArray(keep) || keep.some((c) => typeof c !== 'number' || !Number.isInteger(c))) {
    return err(ruleError('bad-move', 'An end-turn move lists the card ids to keep: { type: "end-turn", keep: [...] }.'));
  }
  if (!isKeepChoice(keepable(s.players[seat]!.inPlay), keep as number[])) {
    return err(ruleError('illegal-end-turn', 'Only deployable cards played this turn may stay, each copy once, listed in ascending order.'));
  }
  return ok({ type: 'end-turn', keep: (keep as number[]).slice() });
}

/**
 * Whether an untrusted move has a legal move's field values: strict equality
 * per field, absent and null alike (the same test as comparing moveKeys,
 * without building strings on the hottest path of a random game).
 */
function sameFields(legal: KunitoriMove, raw: Record<string, unknown>, fields: readonly string[]): boolean {
  const l = legal as unknown as Record<string, unknown>;
  for (const f of fields) if ((l[f] ?? null) !== (raw[f] ?? null)) return false;
  return true;
}

function illegalMessage(m: KunitoriMove, kind: string): string {
  const name = (c: unknown): string => (typeof c === 'number' && CARDS[c] ? CARDS[c]!.name : String(c));
  switch (m.type) {
    case 'play':
      return `You cannot play ${name(m.card)}${m.choice ? ` (${m.choice})` : ''} now (no action left, not in hand, not playable, or a missing choice).`;
    case 'buy':
      return `You cannot buy ${name(m.card)} now (no buy left, not enough Geld, or the pile is empty).`;
    default:
      return `That ${m.type} move is not possible now (the decision is '${kind}').`;
  }
}

// ── apply ─────────────────────────────────────────────────────────────

export function applyMove(s: KunitoriState, seat: Seat, m: KunitoriMove): { state: KunitoriState; events: KunitoriEvent[] } {
  const ctx = new Ctx(s);
  switch (m.type) {
    case 'play':
      playCard(ctx, m.card, 'hand', m.choice);
      break;
    case 'replay':
      replayDeployed(ctx);
      break;
    case 'end-actions':
      endActionPhase(ctx);
      break;
    case 'scrap':
      marketScrap(ctx, m.card);
      break;
    case 'gain':
      marketGain(ctx, m.card);
      break;
    case 'ninja-show':
      ninjaShow(ctx, seat, m.show);
      break;
    case 'ninja-card':
      ninjaCard(ctx, m.seat, m.card, m.to);
      break;
    case 'promote':
      promote(ctx, m.general);
      break;
    case 'attack':
      sendLeader(ctx, m.leader, m.target);
      break;
    case 'lead':
      leadUnit(ctx, m.unit, m.target);
      break;
    case 'reinforce':
      defend(ctx, seat, 'reinforce');
      break;
    case 'ambush':
      ambushCard(ctx, seat, m.card);
      break;
    case 'ambush-done':
      defend(ctx, seat, 'ambush');
      break;
    case 'accept':
      accept(ctx, seat, m.take);
      break;
    case 'restack':
      restack(ctx, seat, m.top);
      break;
    case 'buy':
      buy(ctx, m.card);
      break;
    case 'end-buys':
      endBuyPhase(ctx);
      break;
    case 'end-turn':
      endTurn(ctx, m.keep);
      break;
  }
  settle(ctx);
  return { state: ctx.finish(), events: ctx.events };
}

