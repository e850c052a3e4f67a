/** Toy Race's state, move, view, event and options types. */
import type { RngState } from '../../kernel/rng';
import type { Seat } from '../../kernel/ruleset';

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

/** A move names its kind in `type` (as in every game): the kernel checks the kind answers the seat's decision. */
export type ToyMove = { type: 'bid'; bid: number };

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

/** The most a runner with `energy` left may bid. */
export const maxBid = (energy: number): number => Math.min(TOY_MAX_BID, energy);
