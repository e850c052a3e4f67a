/**
 * State, moves, views and events of Dirk Henn's Shogun. Everything is plain
 * JSON (numbers, strings, arrays, objects), so states hash, save and replay.
 */
import type { Decision, GameResult } from '../../kernel/ruleset';
import type { Rng, RngState } from '../../kernel/rng';
import type { ActionId, Building, EventId, SpecialId } from './data/cards';

export type Side = 'sun' | 'moon';
export type PlayerCount = 3 | 4 | 5;
export type TowerModelName = 'physics' | 'classic';

export interface HennShogunOptions {
  players: PlayerCount;
  side: Side;
  /**
   * The beginners' setup of the rulebook (sun side only) with each seat's column drawn from the seed ('drawn', new
   * games) or in seat order ('fixed', games set up before ruleset v2); 'draft' = distribution of start provinces.
   */
  setup: 'drawn' | 'fixed' | 'draft';
  /**
   * The tower. `model` 'physics' (the default of new games): the simulated
   * tower of src-shared/games/henn-shogun/tower decides every throw. 'classic' (or `model`
   * absent, as in every game stored before the physics tower): the statistical
   * tower, a thrown cube falls out with chance p, a cube inside with chance q.
   */
  tower: { model?: TowerModelName; p: number; q: number };
}

/** A province id, e.g. 'settsu', 'awa_shikoku'. */
export type ProvinceId = string;

/** What lies on a plan space: a province card (its id), a money card (0..4) or nothing. */
export type PlanCard = ProvinceId | number | null;

/** Cube counts by colour: index 0..4 = seats, index 5 = peasants. Always length 6. */
export type CubeCounts = number[];
export const PEASANT = 5;

/** A cube lodged in the physics tower: colour (seat or PEASANT) and position in 1/100 mm. */
export interface TowerCube {
  colour: number;
  x: number;
  y: number;
}

/**
 * A simulated throw for the animation (src-shared/games/henn-shogun/tower, format in
 * docs/tower.md): per frame at `hz`, the position of every cube.
 */
export interface TowerTraceData {
  hz: number;
  frames: number;
  /** Colour of every cube in the trace: the thrown ones first, then those that were inside. */
  colours: number[];
  wasInside: boolean[];
  /** base64 of Int16 little-endian x,y pairs in 1/10 mm, frame-major; -32768 = out of view. */
  xy: string;
}

export interface ProvinceState {
  /** Owning seat, or -1 when neutral (its card lies in the neutral pile). */
  owner: number;
  armies: number;
  palace: boolean;
  temple: boolean;
  theatre: boolean;
  unrest: number;
}

export interface PlayerState {
  money: number;
  rice: number;
  score: number;
  /** Armies in the player's own supply (not on the board, in the tray or in the tower). */
  supply: number;
}

export interface Plan {
  /** Card on each action space, indexed like ACTIONS. */
  spaces: PlanCard[];
  bid: PlanCard;
  /** Whether each action space has been turned face up. */
  revealed: boolean[];
}

export type Phase = 'draft' | 'plan' | 'slots' | 'execute' | 'winter' | 'over';

export interface DraftState {
  /** Hidden order of the deck of province cards; the top is index 0. */
  deck: ProvinceId[];
  /** The two open cards. */
  open: ProvinceId[];
  /** Seat whose turn it is. */
  turn: number;
  /** Army groups still on each seat's start mat. */
  groups: number[][];
  /** Card taken this turn, waiting for its army group (null = still choosing a card). */
  taken: ProvinceId | null;
  /** The open pair each seat was offered at its last pick (sorted), for the swap rule. */
  lastOffered: (ProvinceId[] | null)[];
  /** Whether the current seat has swapped already this turn. */
  swapped: boolean;
}

export type Awaiting = {
  kind: 'move' | 'battle';
  seat: number;
  action: ActionId;
  from: ProvinceId;
};

export interface ExecState {
  /** Index into actionOrder of the action being executed (10 = done). */
  step: number;
  /** Index into seatOrder of the seat executing it. */
  turn: number;
  awaiting: Awaiting | null;
}

export interface WinterState {
  /** Autumn's seat order, which also rules the winter. */
  order: number[];
  /** Index into order of the seat whose revolts are next. */
  index: number;
  /** Per seat: provinces drawn to revolt (unordered until the seat chooses). */
  revolts: ProvinceId[][];
  /** Per seat: extra peasants thrown into each of its revolts (winter table). */
  extraPeasants: number[];
  /** The seat at `order[index]` must choose the order of its revolts. */
  awaiting: boolean;
}

export interface HennShogunState {
  options: HennShogunOptions;
  rng: RngState;
  year: 1 | 2;
  /** 0 spring, 1 summer, 2 autumn, 3 winter. */
  season: 0 | 1 | 2 | 3;
  phase: Phase;
  players: PlayerState[];
  /** Indexed like PROVINCES. */
  provinces: ProvinceState[];
  /** Peasants in the general supply. */
  peasants: number;
  tower: CubeCounts;
  /**
   * Physics tower only (absent with the classic tower): where each cube inside
   * lies, in 1/100 mm of the tower's cut-away; its colours always add up to `tower`.
   */
  towerCubes?: TowerCube[];
  tray: CubeCounts;
  buildingsLeft: Record<Building, number>;
  /** Event cards not yet drawn, in hidden order. */
  eventDeck: EventId[];
  /** This year's face-up events still to come (the last one is winter's rice loss). */
  yearEvents: EventId[];
  /** This season's event (null before the draw). */
  event: EventId | null;
  /** This season's action card order (5 open, the rest hidden until reached). */
  actionOrder: ActionId[];
  /** How many action cards lie face up (5, then one more after each executed action). */
  actionsRevealed: number;
  /** Special card on each of the 5 seat-order slots. */
  slots: SpecialId[];
  /** Seat holding each slot, or null. */
  slotOwner: (number | null)[];
  /** Seats still to choose a slot, in bid order. */
  slotQueue: number[];
  /** This season's seat order (from the slots); autumn's also rules winter. */
  seatOrder: number[];
  /** Per seat: the plan once submitted. */
  plans: (Plan | null)[];
  /** Bids once revealed (null before), with what each seat paid. */
  bids: { cards: PlanCard[]; paid: number[]; order: number[] } | null;
  draft: DraftState | null;
  /**
   * Beginners' fixed setup only: the start group ("speler A", "B", ... of the
   * rulebook's table, 0 = A) each seat drew at setup, as players choose their
   * colours. Absent with the draft.
   */
  startGroups?: number[];
  exec: ExecState;
  winter: WinterState | null;
  result: GameResult | null;
}

// ---- moves ----------------------------------------------------------------

export type HennShogunMove =
  /** Draft: take an open card (its id) or the top card of the deck. */
  | { type: 'draft-pick'; card: ProvinceId | 'deck' }
  /** Draft: offered the same two open cards as last time, put both under the deck. */
  | { type: 'draft-swap' }
  /** Draft: place an army group (its size) from the start mat on the card just taken. */
  | { type: 'draft-place'; group: number }
  /** Planning: one card per action space and the bid space (missing = empty). */
  | { type: 'plan'; actions: Partial<Record<ActionId, PlanCard>>; bid: PlanCard }
  /** Choose a seat-order slot (0..4) and take its special card. */
  | { type: 'choose-slot'; slot: number }
  /** Move or attack from the acting province. */
  | { type: 'march'; to: ProvinceId; count: number }
  /** Decline the optional move of "place 1 army / move". */
  | { type: 'pass' }
  /** Winter: the order in which this seat's revolts are fought. */
  | { type: 'revolt-order'; order: ProvinceId[] };

// ---- views ----------------------------------------------------------------

export interface PlanView {
  spaces: (PlanCard | 'hidden')[];
  bid: PlanCard | 'hidden';
  revealed: boolean[];
}

export interface DraftView extends Omit<DraftState, 'deck'> {
  /** Only the number of cards left in the deck. */
  deck: number;
}

export interface HennShogunView
  extends Omit<HennShogunState, 'rng' | 'eventDeck' | 'actionOrder' | 'plans' | 'draft'> {
  /** The seat this view is for; null = all-seeing. */
  seat: number | null;
  /** Number of event cards left in the deck (their order is hidden). */
  eventDeck: number;
  /** Action cards in order; hidden ones are null. */
  actionOrder: (ActionId | null)[];
  /** Per seat: null until planned; other seats' face-down cards are 'hidden'. */
  plans: (PlanView | null)[];
  draft: DraftView | null;
  pending: Decision[];
  /** Only in the all-seeing view (seat null): the event deck's order. */
  eventDeckOrder?: string[];
  /** Only in the all-seeing view during the draft: the deck's order. */
  draftDeckOrder?: string[];
}

// ---- events -----------------------------------------------------------------

/** A party in a battle: a seat, the peasants of a revolt, or a neutral province's peasants. */
export type BattleSide = number | 'peasants';

export interface BattleReport {
  province: ProvinceId;
  kind: 'attack' | 'revolt';
  attacker: BattleSide;
  defender: BattleSide | 'neutral';
  thrown: CubeCounts;
  out: CubeCounts;
  /** Cubes counted for each side. */
  attackerCount: number;
  defenderCount: number;
  winner: 'attacker' | 'defender' | 'draw';
  /** Armies the winner put into the province. */
  survivors: number;
  /** Why a draw was declared when the counts differ. */
  note?: 'peasants-only';
  towerCount: number;
}

export interface ScoreLine {
  seat: number;
  provinces: number;
  buildings: number;
  majorities: number;
  total: number;
}

export type HennShogunEvent = (
  | { type: 'tower-prepared'; thrown: CubeCounts; out: CubeCounts; inside: CubeCounts }
  /** Physics tower only: the throw just simulated, right before its 'tower-prepared' or 'battle' event. */
  | { type: 'tower-thrown'; trace: TowerTraceData; inside: TowerCube[] }
  | { type: 'year-started'; year: number; events: EventId[] }
  | { type: 'season-started'; year: number; season: number; actions: (ActionId | null)[]; slots: SpecialId[] }
  | { type: 'draft-taken'; seat: number; province: ProvinceId; fromDeck: boolean }
  | { type: 'draft-placed'; seat: number; province: ProvinceId; armies: number }
  | { type: 'draft-swapped'; seat: number; open: ProvinceId[] }
  | { type: 'draft-ended'; neutral: ProvinceId[] }
  | { type: 'planned'; seat: number }
  | { type: 'plan-confirmed'; seat: number; plan: Plan }
  | { type: 'event-drawn'; event: EventId }
  | { type: 'bids-revealed'; cards: PlanCard[]; paid: number[]; order: number[] }
  | { type: 'slot-chosen'; seat: number; slot: number; special: SpecialId }
  | { type: 'action-revealed'; index: number; action: ActionId }
  | { type: 'card-revealed'; seat: number; action: ActionId; card: PlanCard }
  | { type: 'card-passed'; province: ProvinceId; from: number; to: number; action: ActionId | 'bid' }
  | { type: 'lapsed'; seat: number; action: ActionId; province: ProvinceId; reason: string }
  | { type: 'built'; seat: number; province: ProvinceId; building: Building; cost: number }
  | { type: 'collected'; seat: number; province: ProvinceId; kind: 'rice' | 'tax'; amount: number }
  | { type: 'unrest'; province: ProvinceId; tokens: number }
  | { type: 'armies-placed'; seat: number; province: ProvinceId; count: number; cost: number }
  | { type: 'moved'; seat: number; from: ProvinceId; to: ProvinceId; count: number }
  | ({ type: 'battle' } & BattleReport)
  | { type: 'province-lost'; province: ProvinceId; from: number; to: number }
  | {
      type: 'winter-rice';
      seat: number;
      loss: number;
      provinces: number;
      shortfall: number;
      revolts: ProvinceId[];
      extraPeasants: number;
    }
  | { type: 'scored'; year: number; lines: ScoreLine[] }
  | { type: 'year-ended'; year: number }
  | { type: 'game-over'; scores: number[]; winners: number[] }
) & { visibleTo?: readonly number[] };

/**
 * The working context of one `apply` inside Henn's rule modules: the private
 * copy of the state (defineRuleset's clone) they change in place, the events
 * they report (handed on to the kernel's emit), the resumed Rng and the tower.
 */
export interface Ctx {
  s: HennShogunState;
  ev: HennShogunEvent[];
  rng: Rng;
  tower: TowerModel;
}

/** A model of the cube tower (tower-model.ts: statistical, physics, scripted for tests). */
export interface TowerDrop {
  /** Cubes that fell out into the tray, per colour. */
  out: CubeCounts;
  /** What the tower holds afterwards, per colour. */
  inside: CubeCounts;
  /** Physics tower: where the cubes inside lie now, and the throw for the animation. */
  cubes?: TowerCube[];
  trace?: TowerTraceData;
}

export interface TowerModel {
  /**
   * Throw `thrown` into a tower holding `inside`. Must conserve cubes per
   * colour (out + new inside = thrown + old inside) and draw chance from `rng` only.
   */
  drop(input: { thrown: readonly number[]; inside: readonly number[]; cubes?: readonly TowerCube[] }, rng: Rng): TowerDrop;
}
