/**
 * Toy Race: a tiny but complete game used to build and test the host before
 * the real games land. 2–4 runners race over 5 rounds. Each round every seat
 * secretly bids 0–3 of its remaining energy (simultaneous, hidden until all
 * are in); then each runner rolls a die from the seeded RNG and advances
 * die + 2 × bid, and the single highest bidder (if unique) gains one extra
 * step. Furthest runner wins; ties share the win.
 */
import { Rng, type RngState } from '../../kernel/rng';
import { err, ok, ruleError, type Decision, type GameEvent, type GameResult, type Ruleset, type Seat } from '../../kernel/ruleset';
import { TOY_MOVES } from './move-schema';

export const TOY_ROUNDS = 5;
export const TOY_ENERGY = 8;
export const TOY_MAX_BID = 3;

export interface ToyOptions {
  players: number;
}

export interface ToyState {
  rng: RngState;
  players: number;
  /** 1-based round in progress (stays at TOY_ROUNDS once finished). */
  round: number;
  finished: boolean;
  positions: number[];
  energy: number[];
  /** Secret bids this round; null = not yet placed. */
  bids: (number | null)[];
  /** The last reveal, public. */
  lastReveal: { round: number; bids: number[]; dice: number[] } | null;
}

export interface ToyMove {
  bid: number;
}

export interface ToyView {
  /** The seat this view is for; null = the all-seeing view. */
  seat: Seat | null;
  players: number;
  round: number;
  finished: boolean;
  positions: number[];
  energy: number[];
  /** Who has placed a bid this round (not how much). */
  placed: boolean[];
  /** This seat's own bid this round, if placed (all bids in the all-seeing view). */
  myBid: number | null;
  allBids?: (number | null)[];
  lastReveal: ToyState['lastReveal'];
}

export type ToyEvent =
  | { type: 'bid-placed'; seat: Seat; bid: number; visibleTo: readonly Seat[] }
  | { type: 'bid-in'; seat: Seat }
  | { type: 'dice-rolled'; round: number; dice: number[] }
  | { type: 'revealed'; round: number; bids: number[]; bonus: Seat | null; positions: number[] }
  | { type: 'game-over'; winners: Seat[] };

const maxBid = (energy: number): number => Math.min(TOY_MAX_BID, energy);

function winners(positions: readonly number[]): Seat[] {
  const best = Math.max(...positions);
  return positions.flatMap((p, i) => (p === best ? [i] : []));
}

export const toyRace: Ruleset<ToyState, ToyMove, ToyView, ToyEvent & GameEvent, ToyOptions> = {
  id: 'toy-race',
  version: '1',
  title: 'Toy Race',
  minPlayers: 2,
  maxPlayers: 4,

  parseOptions(raw) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      return err(ruleError('bad-options', 'options must be an object'));
    }
    const o = raw as Record<string, unknown>;
    const unknown = Object.keys(o).filter((k) => k !== 'players');
    if (unknown.length) return err(ruleError('bad-options', `unknown option(s): ${unknown.join(', ')}`));
    const players = o.players ?? 2;
    if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) {
      return err(ruleError('bad-options', 'players must be an integer from 2 to 4'));
    }
    return ok({ players });
  },

  setup(options, seed) {
    const n = options.players;
    return {
      rng: Rng.seeded(seed).state(),
      players: n,
      round: 1,
      finished: false,
      positions: Array<number>(n).fill(0),
      energy: Array<number>(n).fill(TOY_ENERGY),
      bids: Array<number | null>(n).fill(null),
      lastReveal: null,
    };
  },

  pending(s): Decision[] {
    if (s.finished) return [];
    return s.bids.flatMap((b, seat) => (b === null ? [{ seat, kind: 'bid' }] : []));
  },

  moves: TOY_MOVES,
  validate(s, seat, move) {
    if (s.finished) return err(ruleError('game-over', 'the race is over'));
    if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) return err(ruleError('no-such-seat', `no seat ${seat}`));
    if (s.bids[seat] !== null) return err(ruleError('already-bid', 'you have already bid this round'));
    const bid = (move as { bid?: unknown } | null)?.bid;
    if (typeof bid !== 'number' || !Number.isInteger(bid)) return err(ruleError('bad-move', 'a move is { bid: integer }'));
    const limit = maxBid(s.energy[seat]!);
    if (bid < 0 || bid > limit) return err(ruleError('bid-out-of-range', `bid must be 0..${limit}`));
    return ok({ bid });
  },

  apply(s, seat, move) {
    const bids = s.bids.slice();
    bids[seat] = move.bid;
    const events: ToyEvent[] = [
      { type: 'bid-placed', seat, bid: move.bid, visibleTo: [seat] },
      { type: 'bid-in', seat },
    ];
    if (bids.some((b) => b === null)) return { state: { ...s, bids }, events };

    // All bids are in: reveal, roll, advance.
    const placed = bids as number[];
    const rng = Rng.from(s.rng);
    const dice = placed.map(() => rng.between(1, 6));
    const top = Math.max(...placed);
    const topSeats = placed.flatMap((b, i) => (b === top ? [i] : []));
    const bonus = top > 0 && topSeats.length === 1 ? topSeats[0]! : null;
    const positions = s.positions.map((p, i) => p + dice[i]! + 2 * placed[i]! + (i === bonus ? 1 : 0));
    const energy = s.energy.map((e, i) => e - placed[i]!);
    const finished = s.round >= TOY_ROUNDS;
    events.push(
      { type: 'dice-rolled', round: s.round, dice },
      { type: 'revealed', round: s.round, bids: placed, bonus, positions },
    );
    if (finished) events.push({ type: 'game-over', winners: winners(positions) });
    return {
      state: {
        ...s,
        rng: rng.state(),
        round: finished ? s.round : s.round + 1,
        finished,
        positions,
        energy,
        bids: Array<number | null>(s.players).fill(null),
        lastReveal: { round: s.round, bids: placed, dice },
      },
      events,
    };
  },

  legalMoves(s, seat) {
    if (s.finished || s.bids[seat] !== null) return [];
    return Array.from({ length: maxBid(s.energy[seat]!) + 1 }, (_, bid) => ({ bid }));
  },

  randomMove(view, rng) {
    if (view.seat === null) throw new Error('toy-race: randomMove needs a seat view');
    return { bid: rng.int(maxBid(view.energy[view.seat]!) + 1) };
  },

  view(s, seat) {
    const base: ToyView = {
      seat,
      players: s.players,
      round: s.round,
      finished: s.finished,
      positions: s.positions.slice(),
      energy: s.energy.slice(),
      placed: s.bids.map((b) => b !== null),
      myBid: seat === null ? null : (s.bids[seat] ?? null),
      lastReveal: s.lastReveal,
    };
    if (seat === null) base.allBids = s.bids.slice();
    return base;
  },

  result(s): GameResult | null {
    return s.finished ? { scores: s.positions.slice(), winners: winners(s.positions) } : null;
  },

  round: (s) => s.round,
};
