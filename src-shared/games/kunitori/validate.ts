/**
 * Kunitori's own checks of a move (the kernel's come first: defineRuleset): a
 * move is legal when it is one of the legal moves (legal.ts), field by field.
 */
import { ok, type Result, type RuleError, type Seat } from '../../kernel/ruleset';
import type { Table } from './flow';
import { illegalCode, refuse } from './errors';
import { CARDS } from './data/cards';
import { decisionOf } from './flow';
import { legalMovesOf } from './legal';
import { isKeepChoice, keepable } from './turn';
import type { KunitoriMove, KunitoriState } from './types';

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

export function validateMove(s: KunitoriState, seat: Seat, input: unknown): Result<KunitoriMove, RuleError> {
  // The kernel (defineRuleset) has checked the game is on, the seat is asked and the move's type answers its
  // decision; the schema has shaped the move (unknown fields dropped).
  const raw = input as Record<string, unknown> & { type: KunitoriMove['type'] };
  const fields = MOVE_FIELDS[raw.type];
  const d = decisionOf(s)!;
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
  if (!found) {
    // The card named by a refused play or buy, for the renderer's words (a number: the schema shaped the move).
    const card = (move.type === 'play' || move.type === 'buy') && typeof move.card === 'number' ? { card: move.card } : undefined;
    return refuse(illegalCode(move.type), illegalMessage(move, d.kind), card);
  }
  return ok(found);
}

/** The end of a turn: `keep` lists deployables in play, ascending, a card once per copy kept (an array field: not compared by `sameFields`). */
function validateEndTurn(s: KunitoriState, seat: Seat, keep: unknown, kind: string): Result<KunitoriMove, RuleError> {
  if (kind !== 'keep') return refuse('illegal-end-turn', `The turn cannot end now (the decision is '${kind}').`);
  if (!Array.isArray(keep) || keep.some((c) => typeof c !== 'number' || !Number.isInteger(c))) {
    return refuse('bad-move', 'An end-turn move lists the card ids to keep: { type: "end-turn", keep: [...] }.');
  }
  if (!isKeepChoice(keepable(s.players[seat]!.inPlay), keep as number[])) {
    return refuse('illegal-end-turn', 'Only deployable cards played this turn may stay, each copy once, listed in ascending order.');
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

/**
 * Why a supply pile cannot be taken now (bought, or gained by the Marketplace), or null when it can (issue 22: a
 * click on a pile says why before anything is sent). Taking a card is legal exactly when it is one of the legal moves
 * (validateMove above), so that is asked first, on the same list; the reason is then read from what the seat's view
 * holds (the pool, the turn's buys, Geld and discount): nothing hidden is needed.
 */
export function takeRefusal(t: Table, seat: Seat, card: number): RuleError | null {
  const legal = legalMovesOf(t, seat);
  if (legal.some((m) => (m.type === 'buy' || m.type === 'gain') && m.card === card)) return null;
  const no = (r: Result<never, RuleError>): RuleError => (r as { ok: false; error: RuleError }).error;
  if ((t.pool[card] ?? 0) <= 0) return no(refuse('pile-empty', 'That pile is empty.', { card }));
  const d = decisionOf(t);
  const turn = t.turn;
  if (d?.seat === seat && d.kind === 'market-gain') {
    const limit = turn.step?.kind === 'market-gain' ? turn.step.limit : 0;
    return no(refuse('market-limit', 'The Marketplace gains a cheaper card.', { card, cost: CARDS[card]!.cost, n: limit }));
  }
  if (d?.seat !== seat || d.kind !== 'buy') {
    return turn.seat === seat ? no(refuse('not-buying', 'Cards are bought in the buy phase.')) : no(refuse('not-your-buy', 'Cards are bought in your own buy phase.'));
  }
  if (turn.buys <= 0) return no(refuse('no-buy', 'No buy left this turn.'));
  return no(refuse('too-dear', 'Not enough Geld for that card.', { card, cost: Math.max(0, CARDS[card]!.cost - turn.discount), money: turn.money }));
}
