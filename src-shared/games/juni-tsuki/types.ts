/** The state, moves, views and events of Jūni-tsuki (seed 003, reconstructed). */
import type { Piles } from '../../kernel/deck';
import type { RngState } from '../../kernel/rng';
import type { Element } from './data/reconstruction';

export type { Element } from './data/reconstruction';

export interface JuniOptions {
  players: number;
  /** [R §1] Years played (1–4). */
  years: number;
  /** Stop after this many months in all (machine games); absent = play the years out. */
  monthLimit?: number;
  /** [R §3] Home castles drawn by lot each game ('drawn', the default) or given in seat order ('fixed'). */
  homes?: 'drawn' | 'fixed';
}

/** One player's samurai on one point (thousands). `o` = seat, RONIN (-1) for ronin. */
export interface Group {
  o: number;
  n: number;
}
export const RONIN = -1;

export interface Daimyo {
  id: number;
  owner: number;
  province: number;
  /** The month (1-based, counted over the whole game) it last made a province move: the courtesy rule. */
  moved: number;
}

export interface Castle {
  /** Seat holding it, or -1 (neutral). */
  owner: number;
  /** Koku stored here (thousands); null in a view when hidden. */
  koku: number | null;
}

export interface FamilyMember {
  id: number;
  owner: number;
  /** Castle index it sits in (its owner's castle = at home; another's = a hostage); null = dead. */
  castle: number | null;
}

export interface WarPair {
  element: Element;
  rings: number;
}

/** A war-card hand: element cards and ring cards, played one of each together. */
export interface Hand {
  elements: Element[];
  rings: number[];
}

export interface Player {
  /** The castle index of the home castle. */
  home: number;
  /** Province of the shadow warrior; null once converted or never. */
  shadow: number | null;
  shadowMoved: number;
  /** No Daimyō left: out of the game [R §7]. */
  out: boolean;
  /** Total koku as announced at the last year end (public) [R §10]. */
  kokuAnnounced: number;
}

/** Per-turn flags of the player whose month it is. */
export interface Turn {
  seat: number;
  phase: 'recruit' | 'act';
  ap: number;
  provinceMoved: boolean;
  /** A transport was made this month (koku or a family card, §4.3): bars moving a Daimyō or the shadow warrior. */
  transported: boolean;
  /** Koku transported this month (thousands): up to 25,000 in as many loads as the player likes (§4.3 [S]). */
  kokuShipped: number;
  /** A Daimyō or the shadow warrior moved this month (province move, Wind or Water): bars a transport (§4.3 [S]). */
  pieceMoved: boolean;
  bought: boolean;
}

export interface GroupRef {
  point: number;
  owner: number;
}

/** A battle being prepared (§5.1–5.2): the groups named so far and the war cards played. */
export interface Battle {
  attacker: number;
  defender: number;
  /** The attacked point. */
  target: number;
  attackers: GroupRef[];
  defenders: GroupRef[];
  /** Rings of the defender's Nothing, if played; of the attacker's answering Nothing. */
  defNothing: number | null;
  attNothing: number | null;
  /** §5.2 [S]: the defender named more defenders, so the attacker may name more attackers. */
  reinforced: boolean;
  /** Allied groups whose owner declined to join (not asked again in this battle). */
  refused: GroupRef[];
}

export type CardAction =
  | { kind: 'fire'; daimyo?: number; family?: number }
  | { kind: 'water'; from: number; to: number }
  | { kind: 'water-piece'; piece: 'daimyo' | 'shadow'; daimyo?: number; to: number }
  | { kind: 'earth'; point: number };

/** A war card played against another player, waiting for that player's answer. */
export interface CardPlay {
  by: number;
  rings: number;
  element: Element;
  action: CardAction;
}

export type Interrupt =
  | { kind: 'consent'; seat: number; mover: number; from: number; to: number; count: number; owner: number }
  | { kind: 'defend'; seat: number; battle: Battle }
  | { kind: 'press'; seat: number; battle: Battle }
  /** `resume`: the battle decision a defender's war card interrupted (§8 [S]); it is asked again once the card is answered. */
  | { kind: 'answer'; seat: number; play: CardPlay; resume?: Extract<Interrupt, { kind: 'defend' }> }
  | { kind: 'hostage'; seat: number; from: number; family: number; castle: number }
  /** §5.2: an ally is asked whether his group joins a battle on `side` (then the side's leader decides on). */
  | { kind: 'join'; seat: number; battle: Battle; side: 'attacker' | 'defender'; group: GroupRef }
  /** §4.3/§10: consent to a province move through this seat's checkpoint or allied province; `ask` = the seats asked after him. */
  | { kind: 'permit'; seat: number; mover: number; move: PieceMove; ask: number[] };

/** A move of a Daimyō or the shadow warrior across provinces (by the month's province move or by Wind). */
export type PieceMove = Extract<JuniMove, { type: 'province-move' } | { type: 'wind-piece' }>;

export interface JuniState {
  options: JuniOptions;
  /** Months begun, over the whole game (1-based). */
  month: number;
  /** Seats in play order this year, start player first. */
  order: number[];
  /** +1 clockwise (rising seats) or -1, fixed by the start roll [S §1]. */
  direction: 1 | -1;
  /** Index in `order` of the player whose month it is. */
  turnIndex: number;
  turn: Turn;
  interrupt: Interrupt | null;
  /** Groups on each point, lowest (first arrived) first. */
  points: Group[][];
  daimyo: Daimyo[];
  nextDaimyo: number;
  castles: Castle[];
  family: FamilyMember[];
  hands: Hand[];
  players: Player[];
  /** Pairs [attacker, defender]: the defender won a Nothing duel and is safe from that attacker this month [S §8]. */
  safe: [number, number][];
  elementDeck: Piles<Element>;
  ringDeck: Piles<number>;
  fateDeck: Piles<string>;
  rng: RngState;
  /** Winner by the Shogun rule, or null. */
  shogun: number | null;
  over: boolean;
}

/** What one seat sees: the state without the Rng and deck orders; others' hands and castle koku hidden. */
export interface JuniView extends Omit<JuniState, 'rng' | 'elementDeck' | 'ringDeck' | 'fateDeck'> {
  seat: number | null;
  /** How many element cards each seat holds (public, seed-003 §10). */
  handSizes: number[];
  /** How many ring cards each seat holds (public too; not always as many as its elements). */
  ringSizes: number[];
  deckSizes: { elements: number; rings: number; fate: number };
}

export type JuniMove =
  | { type: 'recruit'; amount: number; point: number }
  | { type: 'march'; from: number; to: number; count: number; owner?: number }
  | { type: 'attack'; from: number[]; target: number; defender: number }
  | { type: 'province-move'; piece: 'daimyo' | 'shadow'; daimyo?: number; path: number[] }
  | { type: 'convert' }
  | { type: 'transport-koku'; from: number; to: number; amount: number }
  | { type: 'transport-family'; family: number; to: number }
  | { type: 'buy-card' }
  | { type: 'give-card'; to: number; element?: Element; rings?: number }
  | { type: 'hire'; point: number }
  | { type: 'wind-group'; rings: number; from: number; path: number[] }
  | { type: 'wind-piece'; rings: number; piece: 'daimyo' | 'shadow'; daimyo?: number; path: number[] }
  | { type: 'fire'; rings: number; daimyo?: number; family?: number }
  | { type: 'water'; rings: number; from: number; to: number }
  | { type: 'water-piece'; rings: number; piece: 'daimyo' | 'shadow'; daimyo?: number; to: number }
  | { type: 'wind-koku'; rings: number; from: number; to: number; amount: number }
  | { type: 'wind-family'; rings: number; family: number; to: number }
  | { type: 'earth'; rings: number; point: number }
  | { type: 'end-turn' }
  /** §7 [S] a free action: an ally declares dead a Daimyō standing among his samurai without own samurai. */
  | { type: 'declare-dead'; daimyo: number }
  // out-of-turn answers
  | { type: 'consent'; yes: boolean }
  | { type: 'defend'; nothing: number | null }
  | { type: 'reinforce'; point: number; owner: number }
  | { type: 'join'; yes: boolean }
  | { type: 'press'; go: boolean; nothing: number | null }
  | { type: 'answer'; element: Element | null; rings: number }
  | { type: 'hostage'; accept: boolean };

export type JuniEvent =
  | { type: 'start-roll'; rolls: number[][]; start: number; direction: 1 | -1 }
  | { type: 'month'; month: number; year: number; monthOfYear: number }
  | { type: 'income'; seat: number; resources: number; koku: number; castle: number | null }
  | { type: 'recruit'; seat: number; amount: number; point: number }
  | { type: 'ap'; seat: number; roll: number }
  | { type: 'march'; seat: number; owner: number; from: number; to: number; count: number }
  | { type: 'consent'; seat: number; mover: number; yes: boolean }
  /** `from`: the points the attack came from (absent in games saved before it was recorded). */
  | { type: 'battle-named'; attacker: number; defender: number; target: number; from?: number[] }
  | { type: 'battle-factors'; attacker: number[]; defender: number[]; bonus: number; side: 'attacker' | 'defender' | null }
  | { type: 'skirmish'; attacker: GroupRef; defender: GroupRef; attackRoll: number; defendRoll: number; attackTotal: number; defendTotal: number; winner: 'attacker' | 'defender'; loss: number }
  | { type: 'battle-off'; attacker: number; reason: 'called-off' | 'nothing' | 'destroyed' }
  | { type: 'nothing-duel'; defender: number; attacker: number; defRings: number; attRings: number | null; defenderSafe: boolean }
  | { type: 'daimyo-killed'; owner: number; daimyo: number; by: number | null; how: 'isolation' | 'castle' | 'fire' | 'declared' }
  | { type: 'daimyo-gained'; owner: number; daimyo: number; province: number }
  | { type: 'castle-taken'; castle: number; by: number; from: number; koku: number }
  | { type: 'province-move'; seat: number; piece: 'daimyo' | 'shadow'; path: number[] }
  | { type: 'convert'; seat: number; point: number; samurai: number }
  | { type: 'transport-koku'; seat: number; from: number; to: number; amount: number; visibleTo?: readonly number[] }
  | { type: 'transport-family'; seat: number; family: number; to: number }
  | { type: 'hostage'; seat: number; from: number; family: number; accepted: boolean }
  | { type: 'card-drawn'; seat: number; element: Element; rings: number; visibleTo: readonly number[] }
  | { type: 'card-bought'; seat: number }
  /** A gift of war cards: the giver and the receiver see the cards, the other seats only their number [R §8]. */
  | { type: 'card-given'; from: number; to: number; cards: number; element?: Element; rings?: number; visibleTo: readonly number[] }
  | { type: 'battle-joined'; seat: number; side: 'attacker' | 'defender'; point: number; samurai: number }
  | { type: 'join'; seat: number; leader: number; yes: boolean }
  | { type: 'card-played'; seat: number; element: Element; rings: number; against: number | null }
  | { type: 'card-answered'; seat: number; element: Element | null; rings: number; success: boolean }
  | { type: 'family-killed'; family: number; owner: number; by: number }
  | { type: 'earth'; seat: number; point: number; samurai: number; koku: number; family?: number }
  | { type: 'hire'; seat: number; point: number; samurai: number }
  | { type: 'ronin'; owner: number; point: number; samurai: number }
  | { type: 'player-out'; seat: number }
  | { type: 'upkeep'; seat: number; due: number; paid: number; samuraiLost: number }
  | { type: 'fate'; seat: number; card: string; effect: string; koku: number }
  | { type: 'production'; seat: number; koku: number }
  | { type: 'koku-announced'; totals: number[] }
  | { type: 'new-start-player'; seat: number }
  | { type: 'shogun'; seat: number }
  | { type: 'game-over'; winners: number[]; scores: number[] };
