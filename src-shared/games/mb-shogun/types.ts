/**
 * State, moves, views and events of Milton Bradley's Shogun. Everything is
 * plain JSON (numbers, strings, arrays, objects, null), so states hash, save
 * and replay.
 *
 * Vocabulary: a *colour* is one set of pieces with its own koku, tray, army
 * card and sword; a *seat* is a person or bot. With 3-5 players colour i is
 * seat i; in the 2-player game seat s plays colours s and s + 2 (allies).
 * Provinces are indexed as in src-shared/maps/mb-board.ts; moves name them by id.
 */
import type { Decision, GameResult } from '../../kernel/ruleset';
import type { Rng, RngState } from '../../kernel/rng';
import type { UnitType } from './data/constants';

/** Counts of regular units by type: [bowman, gunner, swordsman, spearman]. */
export type Units = [number, number, number, number];

export interface MbShogunOptions {
  players: 2 | 3 | 4 | 5;
  /** Optional extended game (G l.4079): 35 provinces win only at the end of a round. */
  extended: boolean;
  /** Optional round limit (not a rule of the game): after this round the most provinces win. null = off. */
  roundLimit: number | null;
}

export interface ProvinceState {
  /** Colour holding the card, or -1 (card face up on the red rectangle: empty). */
  owner: number;
  /** The provincial force: regular units standing on the board. */
  force: Units;
  /** Revealed ronin with the provincial force. */
  forceRonin: number;
  /** Hidden ronin with the provincial force (on a face-down card; secret to the other colours). */
  forceHidden: number;
  /** Index (0-2) of the owner's army whose marker stands here, or -1. */
  army: number;
  /** 0 none, 1 castle, 2 fortress (castle + fortification base). */
  castle: 0 | 1 | 2;
}

export interface ArmyState {
  /** False once the daimyo is lost (daimyo, marker and experience marker in the tray). */
  alive: boolean;
  /** Province of the army marker, -1 when lost. */
  province: number;
  /** Regular units on the army card besides the daimyo. */
  units: Units;
  ronin: number;
  hidden: number;
  /** Experience marker hole, 0 = the hole marked "1". */
  hole: number;
  /** Assassinated this round: laid on its side, the army crippled until the round ends. */
  assassinated: boolean;
}

export interface ColourState {
  seat: number;
  alive: boolean;
  koku: number;
  /** Regular units in the tray: the levy supply (a taken-over colour's tray is added to the taker's). */
  tray: Units;
  /** Colour sets this colour holds: 1 + the colours it took over (units are conserved per set). */
  sets: number;
  armies: ArmyState[];
  /** This round's sword (diamonds 1-5), 0 before the swords are taken. */
  sword: number;
  /** The colour that removed its last daimyo, -1 while alive (or eliminated by no one). */
  eliminatedBy: number;
}

/** Koku in the five planning boxes. */
export interface Allocation {
  swords: number;
  build: number;
  levy: number;
  ronin: number;
  ninja: number;
}
export const BOXES = ['swords', 'build', 'levy', 'ronin', 'ninja'] as const;
export type Box = (typeof BOXES)[number];

/** A troop in a province: the army standing there, or the provincial force. */
export type TroopKind = 'army' | 'force';

export interface Declared {
  from: number;
  troop: TroopKind;
  /** The army's index when troop is 'army', else -1. */
  army: number;
  to: number;
}

export interface BattleState {
  attacker: number;
  defender: number;
  from: number;
  to: number;
  /** Along a sea line: the defender strikes first. */
  sea: boolean;
  /** Attacking army index, or -1 for a provincial force. */
  army: number;
  /** Bonus defenders of a castle (spearmen) or fortress (ronin) still standing in this battle. */
  bonusSpear: number;
  bonusRonin: number;
  /** 'first-strike' before the sea defender's lone round; 'ranged' before steps 1-2; 'melee' before steps 4-6; 'continue' at step 8. */
  step: 'first-strike' | 'ranged' | 'melee' | 'continue';
  /** Hits waiting to be removed (steps 3 and 7): [on the attacker, on the defender]; null when none are waiting. */
  hits: [number, number] | null;
  /** Combat rounds begun. */
  round: number;
  /** Whether the [attacker's, defender's] daimyo fell as the last casualty. */
  fallen: [boolean, boolean];
}

/** An army of the colour at war that is in the middle of its attacks (level ≥ 2). */
export interface Campaign {
  army: number;
  /** Attacks made so far this Phase C. */
  attacks: number;
  /** Whether its last battle was called off: the next attack must come from where it stands. */
  calledOff: boolean;
  /** Province it attacked last (for the move into the emptied province). */
  last: number;
}

export interface WarState {
  /** Index into `order` of the colour at war. */
  index: number;
  colour: number;
  /** 'pre-a', 'post-a' and 'post-b' are ninja windows between phases; Phase C and D open theirs inside (sheet §3 Action 6). */
  step: 'pre-a' | 'a' | 'post-a' | 'b' | 'post-b' | 'c' | 'd' | 'end';
  /** The decision this colour's war waits for, null while the engine runs on. */
  await: 'ninja' | 'move-armies' | 'declare' | 'next-battle' | 'casualties' | 'continue' | 'follow-up' | 'final-moves' | null;
  /** Declared first battles not yet fought. */
  declared: Declared[];
  /** Per army of the colour at war: attacks made, and whether one succeeded (experience). */
  attacks: number[];
  success: boolean[];
  /** Armies that have finished Phase C (no more attacks). */
  finished: boolean[];
  campaign: Campaign | null;
  battle: BattleState | null;
  /** Bonus defenders left per province (by index) in this colour's Wage War, [spearmen, ronin] (losses carry over; sheet §3 Refresh). */
  bonusLeft: Record<string, [number, number]>;
  /** Whether the ninja window of this step (or of the upcoming battle) has been offered. */
  windowOffered: boolean;
  /** Phase C: the battle about to begin, held while the ninja's window before it is open. */
  upcoming: Declared | null;
}

export type Stage =
  | { kind: 'split' }
  | { kind: 'reinforce'; turn: number }
  | { kind: 'place-army'; turn: number }
  | { kind: 'plan' }
  | { kind: 'swords'; queue: number[] }
  | { kind: 'build' }
  | { kind: 'levy' }
  | { kind: 'ronin' }
  | { kind: 'war' }
  | { kind: 'over' };

/** A decision that interrupts the flow and is answered before it goes on. */
export type Interrupt =
  /** The target of a failed assassination won its revenge roll and picks one of the hirer's daimyos. */
  | { kind: 'revenge'; colour: number; hirer: number }
  /** A colour that eliminated another places its regained daimyos. */
  | { kind: 'regain'; colour: number; armies: number[] };

export interface NinjaState {
  /** Colour holding the ninja, -1 = in the master tray. */
  holder: number;
  /** Round it was hired in. */
  hired: number;
}

export interface SpyState {
  /** The colour spying in this planning (held the ninja unused from last round). */
  holder: number;
  /** Named target once chosen (null = not yet or declined). */
  target: number | null;
  /** Whether the holder has made the spy decision. */
  decided: boolean;
}

export interface MbShogunState {
  options: MbShogunOptions;
  rng: RngState;
  round: number;
  stage: Stage;
  colours: ColourState[];
  provinces: ProvinceState[];
  /** Hired ronin in the master tray (fortress bonus ronin are stand-ins, not counted). */
  roninTray: number;
  castlesLeft: number;
  basesLeft: number;
  /** Sword diamonds in play this game. */
  swords: number[];
  /** Colours in this round's sword order (setup order during setup). */
  order: number[];
  /** This round's allocations (null until made); public once revealed. */
  alloc: (Allocation | null)[];
  revealed: boolean;
  /**
   * Secret simultaneous inputs of the current decision (split, build, levy,
   * ronin placement, casualties), per colour: null = not yet in. Hidden from
   * the other colours until the decision resolves.
   */
  inputs: (unknown | null)[];
  /** Which colours the current simultaneous decision waits for. */
  waiting: boolean[];
  /** Ronin hired this round per colour (placed in Action 5). */
  hired: number[];
  ninja: NinjaState;
  spy: SpyState | null;
  war: WarState | null;
  interrupts: Interrupt[];
  /** 2-player game: each seat's 34 cards before the split. */
  hands: number[][] | null;
  result: GameResult | null;
}

// ---- moves ----------------------------------------------------------------

/** Units by name in moves, e.g. { spearman: 2, gunner: 1 }. */
export type UnitSpec = Partial<Record<UnitType, number>>;

export interface MarchSpec {
  army: number;
  /** Provinces entered in order (not the start). */
  path: string[];
  /** Units dropped as a garrison in the province left (only if it would be empty). */
  garrison?: UnitSpec;
  garrisonRonin?: number;
  /** Provincial units picked up at path[at]. */
  pickups?: { at: number; units: UnitSpec; ronin?: number }[];
  /** Phase D: units split off (from where the army stands after its friendly steps) to conquer adjacent empty provinces. */
  detach?: { to: string; units: UnitSpec; ronin?: number }[];
}

export interface ForceMoveSpec {
  from: string;
  to: string;
  units: UnitSpec;
  ronin?: number;
  /** Onto the army card of the army at `to` (else into the provincial force). */
  join?: TroopKind;
}

export interface LossSpec {
  army?: UnitSpec & { daimyo?: number };
  armyRonin?: number;
  force?: UnitSpec;
  forceRonin?: number;
  bonus?: number;
}

export type MbShogunMove =
  | { type: 'split'; provinces: string[] }
  | { type: 'reinforce'; province: string }
  | { type: 'place-army'; province: string }
  | ({ type: 'allocate' } & Allocation)
  | { type: 'spy'; target: number | null }
  | { type: 'choose-sword'; sword: number }
  | { type: 'build'; province: string | null }
  | { type: 'levy'; units: { province: string; unit: UnitType; to: TroopKind }[] }
  | { type: 'place-ronin'; groups: { province: string; troop: TroopKind; count: number }[] }
  | { type: 'ninja'; target: { colour: number; army: number } | null }
  | { type: 'revenge'; army: number }
  | { type: 'move-armies'; marches: MarchSpec[] }
  | { type: 'declare'; battles: { from: string; troop: TroopKind; to: string }[] }
  | { type: 'next-battle'; index: number }
  | { type: 'casualties'; losses: LossSpec }
  | { type: 'continue'; callOff: boolean }
  | { type: 'follow-up'; move: string | null; garrison?: UnitSpec; garrisonRonin?: number; attack: string | null }
  | { type: 'final-moves'; marches: MarchSpec[]; forces: ForceMoveSpec[] }
  | { type: 'regain'; placements: { army: number; province: string; pickup?: UnitSpec; ronin?: number }[] };

// ---- decisions, views, events ------------------------------------------------

export interface MbDecision extends Decision {
  /** The colour the seat decides for. */
  colour: number;
}

export interface MbShogunView extends Omit<MbShogunState, 'rng' | 'inputs'> {
  /** The seat this view is for; null = all-seeing. */
  seat: number | null;
  /** Own inputs in full; other colours' only whether they are in (true) or not (null). */
  inputs: (unknown | true | null)[];
  /** Per colour: sizes of its face-down ronin groups (the cards show how many stand, not where). */
  hiddenGroups: number[][];
  /** The spy's look at its target's allocation (only in the holder's view). */
  spyLook: Allocation | null;
  pending: MbDecision[];
}

export type Side = 'attacker' | 'defender';
export type ProvinceLossHow = 'battle' | 'left-empty' | 'eliminated';
export type RollKind = UnitType | 'daimyo' | 'ronin' | 'bonus-spearman' | 'bonus-ronin';

export type MbShogunEvent = (
  | { type: 'dealt'; hands: string[][]; leftover: string[] }
  | { type: 'split'; seat: number; colours: number[]; provinces: string[][] }
  | { type: 'claimed'; colour: number; provinces: string[] }
  | { type: 'swords-drawn'; order: number[]; swords: number[] }
  | { type: 'reinforced'; colour: number; province: string; spearmen: number }
  | { type: 'army-placed'; colour: number; army: number; province: string }
  | { type: 'round-started'; round: number }
  | { type: 'allocated'; colour: number }
  | { type: 'spied'; colour: number; target: number | null }
  | { type: 'spy-look'; colour: number; target: number; alloc: Allocation }
  | { type: 'allocations-revealed'; alloc: (Allocation | null)[] }
  | { type: 'sword-taken'; colour: number; sword: number; how: 'chosen' | 'drawn' }
  | { type: 'sword-tie'; colours: number[]; order: number[] }
  | { type: 'built'; colour: number; province: string; castle: 1 | 2 }
  | { type: 'build-failed'; colour: number; reason: string }
  | { type: 'levied'; colour: number; units: { province: string; unit: UnitType; to: TroopKind }[] }
  | { type: 'ronin-hired'; colour: number; count: number; paidFor: number }
  | { type: 'ronin-placed'; colour: number; groups: number[] }
  | { type: 'ninja-hired'; colour: number | null; bids: number[] }
  | { type: 'ninja-returned'; colour: number }
  | { type: 'assassination'; colour: number; target: number; army: number; roll: number; success: boolean }
  | { type: 'revenge-roll'; colour: number; against: number; roll: number; success: boolean }
  | { type: 'assassinated'; colour: number; army: number; province: string; by: number; lapsed: number }
  | { type: 'war-started'; colour: number; sword: number }
  | { type: 'phase'; colour: number; phase: 'A' | 'B' | 'C' | 'D' }
  | { type: 'army-moved'; colour: number; army: number; path: string[]; garrison: Units; pickups: Units; swappedWith: number }
  | { type: 'battles-declared'; colour: number; battles: { from: string; troop: TroopKind; to: string; sea: boolean }[] }
  | { type: 'ronin-revealed'; colour: number; province: string; troop: TroopKind; count: number }
  | {
      type: 'battle-started';
      attacker: number;
      defender: number;
      from: string;
      to: string;
      troop: TroopKind;
      army: number;
      sea: boolean;
      bonusSpear: number;
      bonusRonin: number;
    }
  | { type: 'battle-lapsed'; colour: number; from: string; to: string; reason: 'empty' | 'own' | 'crippled' | 'gone' }
  | { type: 'empty-attacked'; colour: number; army: number; to: string }
  | { type: 'first-strike'; defender: number; to: string }
  | { type: 'combat-round'; round: number }
  /** One step's dice for one side and unit kind: every value, and how many hit (value ≤ hitOn). */
  | { type: 'dice'; step: number; side: Side; colour: number; unit: RollKind; hitOn: number; values: number[]; hits: number }
  | { type: 'casualties'; side: Side; colour: number; step: number; army: Units; daimyo: number; armyRonin: number; force: Units; forceRonin: number; bonus: number }
  | { type: 'called-off'; colour: number; to: string }
  | {
      type: 'battle-ended';
      attacker: number;
      defender: number;
      from: string;
      to: string;
      outcome: 'won' | 'lost' | 'both' | 'called-off';
      rounds: number;
    }
  /**
   * The card goes back face up: `how` says why, so the feed can tell it — the
   * defenders were wiped out by `by`'s attack ('battle'), nothing stands there
   * any more after its troops left or fell elsewhere ('left-empty'), or its
   * owner was knocked out with no one to take over ('eliminated').
   */
  | { type: 'province-lost'; colour: number; province: string; how: ProvinceLossHow; by: number }
  | { type: 'conquered'; colour: number; province: string; how: 'army' | 'force' | 'campaign' }
  | { type: 'follow-up'; colour: number; army: number; move: string | null; attack: string | null }
  | { type: 'experience'; colour: number; army: number; level: number; hole: number }
  | { type: 'forces-moved'; colour: number; moves: { from: string; to: string; units: Units; ronin: number; join: TroopKind }[] }
  | { type: 'daimyo-lost'; colour: number; army: number; by: number; how: 'battle' | 'assassinated' }
  | { type: 'eliminated'; colour: number; by: number; provinces: number }
  | { type: 'regained'; colour: number; army: number; province: string; pickup: Units }
  | { type: 'ronin-removed'; count: number }
  | { type: 'successor'; colour: number; army: number }
  | { type: 'income'; colour: number; provinces: number; koku: number }
  | { type: 'round-ended'; round: number; provinces: number[] }
  | { type: 'game-over'; winners: number[]; reason: 'provinces' | 'two-player' | 'extended' | 'round-limit' | 'last-standing'; provinces: number[] }
) & { visibleTo?: readonly number[] };

export type { GameResult };

/**
 * The working context of one `apply` inside MB's rule modules: the private
 * copy of the state (defineRuleset's clone) they change in place, the events
 * they report (handed on to the kernel's emit) and the resumed Rng. Dice come
 * from `roll`, which tests may script.
 */
export interface Ctx {
  s: MbShogunState;
  ev: MbShogunEvent[];
  rng: Rng;
  /** One d12. */
  roll: () => number;
  /**
   * True when `ev` drops what is pushed (a search's rollout, apply.ts applyMoveQuietly): the engine may then skip
   * building what only an event would carry (each die's value), never anything the state reads.
   */
  readonly quiet?: boolean;
}
