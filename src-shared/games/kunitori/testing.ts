/**
 * Helpers for tests: hand-made positions and moves that must be legal.
 * Not used by the engine.
 */
import type { Seat } from '../../kernel/ruleset';
import { CARDS } from './data/cards';
import { Ctx } from './piles';
import { kunitori as R } from './index';
import { settle } from './turn';
import type { KunitoriEvent, KunitoriMove, KunitoriOptions, KunitoriState, PlayerState } from './types';

export interface PositionSpec {
  players?: number;
  options?: Partial<KunitoriOptions>;
  /** Whose turn (its action phase begins: Aktion +1, Kauf +1). */
  seat?: Seat;
  start?: Seat;
  hands?: Record<number, number[]>;
  decks?: Record<number, number[]>;
  discards?: Record<number, number[]>;
  deployed?: Record<number, number[]>;
  /** Pool counts to set (card id → count); the rest are the full piles minus the cards placed. */
  pool?: Record<number, number>;
  /** Run `settle` (replay a lone deployed kind, skip empty phases) before returning; default true. */
  settle?: boolean;
}

/**
 * A position at the start of `seat`'s turn. Cards given to players come out of
 * the pool (so 270 stay conserved unless `pool` overrides counts).
 */
export function position(spec: PositionSpec): KunitoriState {
  const n = spec.players ?? 2;
  const o = R.parseOptions({ players: n, ...spec.options });
  if (!o.ok) throw new Error(o.error.message);
  const pool = CARDS.map((c) => c.copies);
  const players: PlayerState[] = [];
  for (let seat = 0; seat < n; seat++) {
    const p: PlayerState = {
      hand: (spec.hands?.[seat] ?? []).slice(),
      deck: (spec.decks?.[seat] ?? []).slice(),
      discard: (spec.discards?.[seat] ?? []).slice(),
      deployed: (spec.deployed?.[seat] ?? []).slice(),
      inPlay: [],
    };
    for (const c of [...p.hand, ...p.deck, ...p.discard, ...p.deployed]) pool[c]!--;
    players.push(p);
  }
  for (const [card, count] of Object.entries(spec.pool ?? {})) pool[Number(card)] = count;
  if (pool.some((c) => c < 0)) throw new Error('position: more cards placed than exist');
  const seat = spec.seat ?? 0;
  const s: KunitoriState = {
    options: o.value,
    rng: [1, 2, 3, 4],
    pool,
    trash: [],
    players,
    start: spec.start ?? 0,
    turns: 1,
    turn: { seat, phase: 'action', actions: 1, buys: 1, money: 0, discount: 0, step: null, battle: null },
    finalTurns: null,
    result: null,
  };
  if (spec.settle === false) return s;
  const ctx = new Ctx(s);
  settle(ctx);
  return ctx.finish();
}

export interface Played {
  state: KunitoriState;
  events: KunitoriEvent[];
}

/** Applies moves that must be legal (validated first); throws with the rule error otherwise. */
export function play(s: KunitoriState, seat: Seat, ...moves: KunitoriMove[]): Played {
  const events: KunitoriEvent[] = [];
  let state = s;
  for (const m of moves) {
    const v = R.validate(state, seat, m);
    if (!v.ok) throw new Error(`${JSON.stringify(m)} by seat ${seat}: ${v.error.code}: ${v.error.message}`);
    const r = R.apply(state, seat, v.value);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Applies moves for whichever seat must decide (the pending seat). */
export function playAll(s: KunitoriState, ...moves: KunitoriMove[]): Played {
  const events: KunitoriEvent[] = [];
  let state = s;
  for (const m of moves) {
    const d = R.pending(state)[0];
    if (!d) throw new Error('game over');
    const r = play(state, d.seat, m);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Every card in the game, wherever it is (pool, trash, every player's piles, battle and Ninja holdings). */
export function cardCensus(s: KunitoriState): number {
  let total = s.pool.reduce((a, b) => a + b, 0) + s.trash.length;
  for (const p of s.players) total += p.hand.length + p.deck.length + p.discard.length + p.deployed.length + p.inPlay.length;
  const b = s.turn.battle;
  if (b) total += b.ambush.length + b.reinforcement.length;
  const st = s.turn.step;
  if (st && (st.kind === 'ninja-show' || st.kind === 'ninja-resolve')) for (const r of st.revealed) total += r.cards.length;
  return total;
}

export const sorted = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);
export const legalKeys = (s: KunitoriState, seat: Seat): string[] => (R.legalMoves(s, seat) ?? []).map((m) => JSON.stringify(m));
