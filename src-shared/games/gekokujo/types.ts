/** The state, moves, views and events of Shogun: Gekokujō (plain JSON throughout). */
import type { BaseOptions, GameEvent, Seat } from '../../kernel/ruleset';
import type { RngState } from '../../kernel/rng';
import type { Clan } from './data';
import type { UnitKind } from './units';

export interface GekokujoOptions extends BaseOptions {
  /** 3 Koku at setup (§2.2) or none (v83). */
  startingCapital: boolean;
  /** 'geographic' = every province touching the sea (ruling); 'seed-list' = the seed's 8. */
  coastal: 'geographic' | 'seed-list';
  /** Off (null) by default; at the end of this round the leader wins (reconstructed). */
  roundLimit: number | null;
  /** Path of Glory module (§7.4): replaces vassalage with glory points. */
  glory: boolean;
  /** The Cycle of Rice and War (§7.3): sow, store, raid, harvest; replaces Winter. */
  rice: boolean;
  /** Political Play & Diplomacy (§7.1): one-round pacts. */
  political: boolean;
  /** Specialized Warfare (§7.2): four unit types instead of Bushi. */
  specialized: boolean;
  /** Technological Change: arquebusiers (with Specialized Warfare). */
  technology: boolean;
}

/** One player's units in one province. */
export interface Stack {
  d: number; // Daimyō
  b: number; // Bushi (with Specialized Warfare: all non-Daimyō units)
  /** Specialized Warfare: spearmen, swordsmen, archers, bannermen, arquebusiers (sums to b). */
  k?: number[];
}

export type NinjaMission = 'sabotage' | 'diversion' | 'assassinate';

export interface Ninja {
  seat: Seat;
  mission: NinjaMission;
  /** The target province of sabotage/diversion; null for the covert assassination. */
  target: number | null;
  /** The assassination is used once. */
  used: boolean;
}

export type VassalPath = 'assault' | 'fund';

export interface Player {
  clan: Clan | null;
  koku: number;
  /** Liege seat when a vassal, else null. */
  liege: Seat | null;
  /** This round's liberation path (vassals only). */
  path: VassalPath | null;
  fund: number;
  eliminated: boolean;
  /** Path of Glory. */
  glory: number;
  /** Province index of this player's castle on the map, or null. */
  castle: number | null;
  fortified: boolean;
}

export type BattleStep = 'ronin' | 'assassin' | 'split' | 'casualties';

export interface Battle {
  province: number;
  /** The sides: the active player (attacker) first, then the others in turn order. */
  sides: Seat[];
  ronin: number[];
  step: BattleStep;
  /** Whose turn within the step (index into sides), for ronin and split. */
  turn: number;
  /** The Ninja's owner was asked about an assassination in this battle. */
  asked: boolean;
  /** Hits each side rolled. */
  hits: number[];
  /** hitsOn[i][j]: hits side i assigned to side j. */
  hitsOn: number[][];
  /** Sides still to choose casualties (indexes), simultaneous. */
  toChoose: number[];
  /** Chosen casualties per side (null until chosen). */
  losses: (Stack & { r: number } | null)[];
  /** Specialized Warfare: the combat phase being fought (firearm → ranged → melee). */
  phase?: 'firearm' | 'ranged' | 'melee';
  /** Technological Change: an arquebusier attacked (volley: no castle bonus for defenders). */
  volley?: boolean;
  /** Daimyō of each seat when the battle began, and hits assigned over all phases (for the liege). */
  startDaimyo?: number[];
  hitsSum?: number[][];
}

export type Step =
  | 'clan' // clan choice in seat order
  | 'disband' // bankruptcy: owners choose which Bushi go
  | 'sow' // Rice and War step 0: sow and store, in last round's order
  | 'vassal' // vassals choose this round's path (§5.1.2, step 1.4)
  | 'recruit' // recruit & build, in turn order
  | 'diplomacy' // Political module, step 1.5a: pact offers in turn order
  | 'move' // campaign: the active player moves
  | 'battle-choice' // campaign: the active player picks the next battle
  | 'battle'
  | 'over';

export interface GekokujoCore {
  options: GekokujoOptions;
  round: number;
  step: Step;
  /** 1, 2 or 3: the phase of the round (victory is checked at each end). */
  phase: 1 | 2 | 3;
  players: Player[];
  /** units[province][seat]. */
  units: Stack[][];
  /** Turn order of this round (seats). */
  order: Seat[];
  /** Index into order: whose recruit or campaign turn it is; the clan chooser's seat in 'clan'. */
  turn: number;
  /** Owner of each province at the start of phase 1 (recruit placement, §5.2 v79). */
  heldAtPhase1: (Seat | null)[];
  /** Owner at the start of the round (Uesugi's defence bonus). */
  heldAtRound: (Seat | null)[];
  /** Campaign: units of the active player that have moved this turn, per province (cannot move again). */
  moved: Stack[];
  /** Campaign: provinces with battles the active player still has to fight. */
  battles: number[];
  battle: Battle | null;
  ninja: Ninja | null;
  /** Bushi owed to bankruptcy per seat (0 = nothing owed). */
  disband: number[];
  /** What the bankruptcy is in ('upkeep' in phase 1, 'winter' in phase 3). */
  disbandAt: 'upkeep' | 'winter' | null;
  /** Seats that must halve as new vassals (§5.1.1), first first. */
  halve: Seat[];
  /** Vassals still to choose this round's path. */
  vassalChoosing: Seat[];
  /** Path of Glory: Mandate provinces whose first capture each seat was paid for. */
  gloryMandate: number[][];
  /** Rice and War: Koku tokens sown on each province (public) and who sowed them. */
  sown: number[];
  sownBy: (Seat | null)[];
  /** Rice and War: Koku stored behind the screen this round (hidden). */
  stored: number[];
  /** Rice and War: the order step 0 runs in (last round's turn order). */
  sowOrder: Seat[];
  /** Political: this round's pacts (pairs of seats), who betrayed (−1 attack), the open offer. */
  pacts: [Seat, Seat][];
  betrayed: Seat[];
  offer: { from: Seat; to: Seat } | null;
  /** Political: who controlled a province an ally now shares (that one keeps control, §7.1). */
  shareOwner: (Seat | null)[];
  castlesLeft: number;
  roninLeft: number;
  result: { winners: Seat[]; scores: number[]; reason: string } | null;
}

export interface GekokujoState extends GekokujoCore {
  rng: RngState;
}

export interface GekokujoView extends Omit<GekokujoCore, 'players' | 'ninja' | 'stored'> {
  /** Stored Koku: only one's own. */
  stored: (number | null)[];
  /** The seat this view is for; null = all-seeing. */
  seat: Seat | null;
  /** Other players' Koku is hidden (null); vassal funds are public. */
  players: (Omit<Player, 'koku'> & { koku: number | null })[];
  /** The Ninja; a covert mission is shown only to its owner. */
  ninja: (Omit<Ninja, 'mission'> & { mission: NinjaMission | null }) | null;
  pending: { seat: Seat; kind: string }[];
}

export type GekokujoMove =
  /** Specialized Warfare: the starting Bushi becomes a unit of this type (ruling; default swordsman). */
  | { type: 'clan'; clan: Clan; unit?: UnitKind }
  /** Bankruptcy: one province per Bushi removed. */
  | { type: 'disband'; provinces: number[] }
  | { type: 'vassal-path'; path: VassalPath; deposit: number }
  | { type: 'recruit'; province: number; count: number; unit?: UnitKind }
  | { type: 'castle'; province: number }
  | { type: 'fortify' }
  | { type: 'ninja'; mission: NinjaMission; target: number | null }
  | { type: 'end-recruit' }
  /** Political: offer a pact (1 Koku) or none. */
  | { type: 'offer'; to: Seat | null }
  | { type: 'answer'; accept: boolean }
  /** Political: break your pact during your movement (−1 on attack rolls for the round). */
  | { type: 'betray' }
  /** Rice and War step 0: Koku sown on own provinces, and Koku stored. */
  | { type: 'sow'; sow: { province: number; amount: number }[]; store: number }
  /** A group moving along a path of adjacent provinces (path excludes `from`). */
  | { type: 'march'; from: number; path: number[]; d: number; b: number; kinds?: number[] }
  | { type: 'end-moves' }
  | { type: 'battle'; province: number }
  | { type: 'ronin'; count: number }
  | { type: 'assassinate'; target: Seat | null }
  /** 3+ sides: hits per side (aligned with battle.sides; 0 on oneself). */
  | { type: 'split'; hits: number[] }
  | { type: 'casualties'; d: number; b: number; r: number; kinds?: number[] }
  /** New vassal: provinces given up, then one province per unit removed after the retreat. */
  | { type: 'halve'; giveUp: number[]; remove: number[] };

export interface DieRoll {
  seat: Seat;
  unit: 'daimyo' | 'bushi' | 'ronin' | UnitKind;
  value: number;
  /** The lowest face that hits after modifiers (7 = cannot hit). */
  hitFrom: number;
  hit: boolean;
}

export type GekokujoEvent = GameEvent &
  (
    | { type: 'clan-chosen'; seat: Seat; clan: Clan }
    | { type: 'round-start'; round: number }
    | { type: 'income'; seat: Seat; amount: number; provinces: number; clanBonus: number }
    | { type: 'upkeep'; seat: Seat; owed: number; paid: number }
    | { type: 'winter-supply'; seat: Seat; owed: number; paid: number }
    | { type: 'bankrupt'; seat: Seat; unpaid: number; bushi: number }
    | { type: 'disbanded'; seat: Seat; provinces: number[] }
    | { type: 'turn-order'; order: Seat[] }
    | { type: 'vassal-path'; seat: Seat; path: VassalPath; deposit: number; fund: number }
    | { type: 'recruited'; seat: Seat; province: number; count: number; unit?: UnitKind }
    | { type: 'castle-built'; seat: Seat; province: number }
    | { type: 'fortified'; seat: Seat; province: number }
    | { type: 'castle-lost'; seat: Seat; province: number }
    | { type: 'ninja-hired'; seat: Seat; mission: NinjaMission | null; target: number | null }
    | { type: 'marched'; seat: Seat; from: number; path: number[]; d: number; b: number; kinds?: number[] }
    | { type: 'province-taken'; seat: Seat; province: number }
    | { type: 'battle-start'; province: number; attacker: Seat; sides: Seat[] }
    | { type: 'ronin-hired'; seat: Seat; province: number; count: number; cost: number }
    | { type: 'assassination'; seat: Seat; victim: Seat; province: number; unit: 'bushi' | 'ronin' }
    | { type: 'dice'; province: number; rolls: DieRoll[]; hits: number[]; sides: Seat[]; phase: 'firearm' | 'ranged' | 'melee' }
    | { type: 'hits-assigned'; seat: Seat; hits: number[]; sides: Seat[] }
    | { type: 'casualties'; seat: Seat; province: number; d: number; b: number; r: number; kinds?: number[] }
    | { type: 'battle-end'; province: number; controller: Seat | null; survivors: Seat[] }
    | { type: 'vassal'; seat: Seat; liege: Seat }
    | { type: 'halved'; seat: Seat; giveUp: number[]; remove: number[] }
    | { type: 'liberated'; seat: Seat; how: VassalPath }
    | { type: 'eliminated'; seat: Seat }
    | { type: 'glory'; seat: Seat; points: number; total: number; why: string }
    | { type: 'sown'; seat: Seat; sow: { province: number; amount: number }[] }
    | { type: 'stored'; seat: Seat; amount: number }
    | { type: 'store-returned'; seat: Seat; amount: number }
    | { type: 'harvest-roll'; seat: Seat; value: number; multiplier: number }
    | { type: 'harvest'; seat: Seat; province: number; sown: number; gained: number }
    | { type: 'harvest-lost'; seat: Seat; province: number; sown: number }
    | { type: 'raid'; seat: Seat; province: number; amount: number; from: Seat }
    | { type: 'spoilage'; seat: Seat; lost: number }
    | { type: 'pact-offered'; seat: Seat; to: Seat }
    | { type: 'pact-answered'; seat: Seat; from: Seat; accept: boolean }
    | { type: 'pact-broken'; seat: Seat; ally: Seat; why: 'betrayal' | 'vassal' }
    | { type: 'pact-expired'; a: Seat; b: Seat; moved: { seat: Seat; from: number; to: number }[] }
    | { type: 'game-over'; winners: Seat[]; reason: string }
  );
