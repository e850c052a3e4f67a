/**
 * The state, moves, events and views of Kunitori!. Cards are small integers
 * (ids of data/cards.ts); piles are number[] with index 0 the TOP.
 */
import type { RngState } from '../../kernel/rng';
import type { BaseOptions, Decision, GameEvent, Seat } from '../../kernel/ruleset';

export interface KunitoriOptions extends BaseOptions {
  /** Whom Ninja Clan asks: 'all' (the sheet's literal reading, the player too) or 'others'. */
  ninja: 'all' | 'others';
  /** Turns per player after which the game ends and is scored (null = off). */
  turnLimit: number | null;
}

export interface PlayerState {
  hand: number[];
  /** Index 0 = top. */
  deck: number[];
  /** Index 0 = top (the face-up card). */
  discard: number[];
  /** Deployed cards kept from earlier turns, not yet replayed this turn (seed §6). */
  deployed: number[];
  /** Cards played this turn (the deployment area during the turn). */
  inPlay: number[];
}

export type Phase = 'action' | 'battle' | 'buy' | 'end' | 'over';

/** Cards revealed by a Ninja Clan, per player, waiting for the Ninja's owner to decide. */
export interface Revealed {
  seat: Seat;
  cards: number[];
}

export type ActionStep =
  | { kind: 'market-scrap' }
  | { kind: 'market-gain'; limit: number }
  /** Ninja Clan: `asked` in order; `at` is the seat asked now. */
  | { kind: 'ninja-show'; order: Seat[]; at: number; revealed: Revealed[] }
  | { kind: 'ninja-resolve'; revealed: Revealed[] };

export interface BattleState {
  step: 'declare' | 'split' | 'defend' | 'accept' | 'restack';
  /** Leaders in play not yet sent or held back (card ids). */
  undecided: number[];
  /** Forces per target seat (cards: leaders and units), empty = not attacked. */
  forces: number[][];
  /** Units still to be split among the targets. */
  unitsLeft: number[];
  /** Defenders still to fight, clockwise from the attacker; [0] is the current. */
  queue: Seat[];
  /** The current defender's choice. */
  mode: 'ambush' | 'reinforce' | null;
  ambush: number[];
  reinforcement: number[];
  /** The award the current defender may accept. */
  offer: number | null;
}

export interface TurnState {
  seat: Seat;
  phase: Phase;
  actions: number;
  buys: number;
  money: number;
  /** Zollaufhebung played this turn (each: every card costs 1 less in the buy phase). */
  discount: number;
  step: ActionStep | null;
  battle: BattleState | null;
}

export interface KunitoriState {
  options: KunitoriOptions;
  rng: RngState;
  /** Cards left in each pool pile (index = card id). */
  pool: number[];
  trash: number[];
  players: PlayerState[];
  start: Seat;
  /** Turns begun so far (1 = the starting player's first turn). */
  turns: number;
  turn: TurnState;
  /** Turns still to play after the current one once the end is triggered (seed §9-1), else null. */
  finalTurns: number | null;
  result: { scores: number[]; winners: Seat[] } | null;
}

export type PlayChoice = 'draw' | 'action' | 'money' | 'scrap' | 'militia' | 'none';

export type KunitoriMove =
  | { type: 'play'; card: number; choice?: PlayChoice }
  /** Replays every deployed card at once (their order changes nothing: each only adds actions, draws and buys). */
  | { type: 'replay' }
  | { type: 'end-actions' }
  | { type: 'scrap'; card: number }
  | { type: 'gain'; card: number | null }
  | { type: 'ninja-show'; show: boolean }
  | { type: 'ninja-card'; seat: Seat; card: number; to: 'discard' | 'deck' }
  | { type: 'promote'; general: number }
  | { type: 'attack'; leader: number; target: Seat | null }
  | { type: 'lead'; unit: number; target: Seat }
  | { type: 'reinforce' }
  | { type: 'ambush'; card: number }
  | { type: 'ambush-done' }
  | { type: 'accept'; take: boolean }
  | { type: 'restack'; top: number }
  | { type: 'buy'; card: number }
  | { type: 'end-buys' }
  /**
   * Ends the turn: the deployables in `keep` (card ids, ascending, a card once
   * per copy) stay in the deployment area, every other played card is discarded.
   */
  | { type: 'end-turn'; keep: number[] };

export type GainWhy = 'buy' | 'award' | 'marketplace' | 'survey' | 'mine' | 'tolls' | 'promotion';

export type KunitoriEvent =
  | { type: 'setup'; start: Seat; visibleTo?: undefined }
  | { type: 'turn'; seat: Seat; turn: number; visibleTo?: undefined }
  | { type: 'phase'; seat: Seat; phase: Phase; visibleTo?: undefined }
  | { type: 'draw'; seat: Seat; count: number; reshuffled: boolean; visibleTo?: undefined }
  /** The drawn cards, for the drawer only. */
  | { type: 'drew'; seat: Seat; cards: number[]; visibleTo: Seat[] }
  | { type: 'play'; seat: Seat; card: number; from: 'hand' | 'deployed'; choice?: PlayChoice; visibleTo?: undefined }
  | { type: 'treasures'; seat: Seat; cards: number[]; money: number; visibleTo?: undefined }
  | { type: 'buy'; seat: Seat; card: number; cost: number; visibleTo?: undefined }
  | { type: 'gain'; seat: Seat; card: number; to: 'discard' | 'hand' | 'play'; why: GainWhy; visibleTo?: undefined }
  | { type: 'scrap'; seat: Seat; card: number; from: 'hand' | 'play'; visibleTo?: undefined }
  | { type: 'reveal'; seat: Seat; cards: number[]; why: 'ninja' | 'reinforcement'; reshuffled: boolean; visibleTo?: undefined }
  | { type: 'ninja-show'; seat: Seat; show: boolean; visibleTo?: undefined }
  | { type: 'ninja-card'; owner: Seat; seat: Seat; card: number; to: 'discard' | 'deck'; visibleTo?: undefined }
  | { type: 'promote'; seat: Seat; general: number; treasures: number[]; visibleTo?: undefined }
  | { type: 'attack'; seat: Seat; leader: number; target: Seat | null; visibleTo?: undefined }
  | { type: 'lead'; seat: Seat; unit: number; target: Seat; visibleTo?: undefined }
  | { type: 'defence'; seat: Seat; mode: 'ambush' | 'reinforce'; cards: number[]; visibleTo?: undefined }
  | {
      type: 'battle';
      attacker: Seat;
      defender: Seat;
      attack: number;
      defence: number;
      /** What the attacker gains (null: nothing, or the pile is empty). */
      attackerGains: number | null;
      /** What the defender may gain (null: nothing). */
      defenderOffer: number | null;
      visibleTo?: undefined;
    }
  | { type: 'decline'; seat: Seat; card: number; visibleTo?: undefined }
  | { type: 'restack'; seat: Seat; count: number; visibleTo?: undefined }
  | { type: 'keep'; seat: Seat; card: number; visibleTo?: undefined }
  | { type: 'cleanup'; seat: Seat; discarded: number; deployed: number[]; visibleTo?: undefined }
  | { type: 'end-triggered'; seat: Seat; pile: number; visibleTo?: undefined }
  | { type: 'game-over'; scores: number[]; winners: Seat[]; byTurnLimit: boolean; visibleTo?: undefined };

/** Another player's hidden piles, as counts. */
export interface PlayerView {
  /** Own hand; null for another seat (see handCount). */
  hand: number[] | null;
  handCount: number;
  deckCount: number;
  discardCount: number;
  /** The face-up top of the discard pile (null when empty). */
  discardTop: number | null;
  /**
   * Counts per card id of the cards in hand + deck + discard together: public
   * knowledge (every gain, scrap and deployment is announced), so a seat may
   * know it for everyone; which of them sits where is not shown.
   */
  holding: number[];
  deployed: number[];
  inPlay: number[];
}

export interface KunitoriView {
  seat: Seat | null;
  options: KunitoriOptions;
  pool: number[];
  trash: number[];
  players: PlayerView[];
  start: Seat;
  turns: number;
  turn: TurnState;
  finalTurns: number | null;
  result: { scores: number[]; winners: Seat[] } | null;
  pending: Decision[];
}
