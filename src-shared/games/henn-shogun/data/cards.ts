/**
 * The cards and tables of Dirk Henn's Shogun (seed 002, "Spelmateriaal",
 * "Persoonlijke acties plannen", "Speciale kaarten uitleggen", the event
 * cards on the rulebook's last page and the winter table).
 */

/** The 10 actions of the player mat, in the mat's order. */
export const ACTIONS = [
  'palace',
  'temple',
  'theatre',
  'rice',
  'tax',
  'armies5',
  'armies3',
  'army1',
  'battleA',
  'battleB',
] as const;
export type ActionId = (typeof ACTIONS)[number];

export const ACTION_NAMES: Readonly<Record<ActionId, string>> = {
  palace: 'build a palace',
  temple: 'build a temple',
  theatre: 'build a nō theatre',
  rice: 'claim rice',
  tax: 'levy taxes',
  armies5: 'place 5 armies',
  armies3: 'place 3 armies',
  army1: 'place 1 army / move',
  battleA: 'battle / move A',
  battleB: 'battle / move B',
};

export const BUILDINGS = ['palace', 'temple', 'theatre'] as const;
export type Building = (typeof BUILDINGS)[number];

/** Building costs in coin chests ("Paleis bouwen" etc.). */
export const BUILDING_COST: Readonly<Record<Building, number>> = { palace: 3, temple: 2, theatre: 1 };
/** Shared building supply: 28 palaces, 26 temples, 26 nō theatres, hard limits. */
export const BUILDING_LIMIT: Readonly<Record<Building, number>> = { palace: 28, temple: 26, theatre: 26 };
/** Region majority values at scoring (palaces 3, temples 2, theatres 1). */
export const MAJORITY_POINTS: Readonly<Record<Building, number>> = { palace: 3, temple: 2, theatre: 1 };

/** Placing armies: how many armies and what they cost. */
export const PLACE_ARMIES = {
  armies5: { count: 5, cost: 3 },
  armies3: { count: 3, cost: 2 },
  army1: { count: 1, cost: 1 },
} as const;

/** The 5 special cards, shuffled into the 5 seat-order slots each season. */
export const SPECIALS = ['tax+1', 'rice+1', 'armies6', 'attack+1', 'defend+1'] as const;
export type SpecialId = (typeof SPECIALS)[number];

export const SPECIAL_NAMES: Readonly<Record<SpecialId, string>> = {
  'tax+1': '+1 coin when levying taxes',
  'rice+1': '+1 rice when claiming rice',
  armies6: '6 armies on "place 5 armies"',
  'attack+1': '+1 army when attacking',
  'defend+1': '+1 army when defending',
};

export type EventEffect =
  | 'theatre-calms'
  | 'neutral-peasants'
  | 'palace-defence'
  | 'temple-peace'
  | 'tax-max-5'
  | 'tax-min-6'
  | 'rice-min-4'
  | 'rice-max-3'
  | 'fewer-armies';

export interface EventCard {
  readonly id: string;
  readonly effect: EventEffect;
  /** Rice lost by every player in winter when this is the year's last card. */
  readonly riceLoss: number;
  readonly text: string;
}

/** The 12 event cards (rulebook, last page). */
export const EVENTS: readonly EventCard[] = [
  { id: 'theatre-calms-5', effect: 'theatre-calms', riceLoss: 5, text: 'Building a nō theatre removes 1 unrest token from that province.' },
  { id: 'theatre-calms-7', effect: 'theatre-calms', riceLoss: 7, text: 'Building a nō theatre removes 1 unrest token from that province.' },
  { id: 'neutral-peasants-3', effect: 'neutral-peasants', riceLoss: 3, text: 'An attack on a neutral province throws 2 peasants into the tower.' },
  { id: 'palace-defence-2', effect: 'palace-defence', riceLoss: 2, text: 'A province with a palace that is attacked throws 1 extra defending army from supply.' },
  { id: 'palace-defence-6', effect: 'palace-defence', riceLoss: 6, text: 'A province with a palace that is attacked throws 1 extra defending army from supply.' },
  { id: 'temple-peace-3', effect: 'temple-peace', riceLoss: 3, text: 'Provinces with a temple cannot be attacked this season.' },
  { id: 'temple-peace-4', effect: 'temple-peace', riceLoss: 4, text: 'Provinces with a temple cannot be attacked this season.' },
  { id: 'tax-max-5', effect: 'tax-max-5', riceLoss: 0, text: 'Levying taxes yields at most 5 coins.' },
  { id: 'tax-min-6', effect: 'tax-min-6', riceLoss: 2, text: 'Levying taxes yields at least 6 coins.' },
  { id: 'rice-min-4', effect: 'rice-min-4', riceLoss: 3, text: 'Claiming rice yields at least 4 rice.' },
  { id: 'rice-max-3', effect: 'rice-max-3', riceLoss: 4, text: 'Claiming rice yields at most 3 rice.' },
  { id: 'fewer-armies', effect: 'fewer-armies', riceLoss: 1, text: '"Place 5 armies" gives only 3 and "place 3 armies" only 2.' },
];
export type EventId = string;

export const EVENT_BY_ID: ReadonlyMap<string, EventCard> = new Map(EVENTS.map((e) => [e.id, e]));

/**
 * Winter shortfall table (printed on the board): rice shortfall → provinces in
 * revolt and extra peasants thrown in each revolt.
 */
export function winterRevolts(shortfall: number): { revolts: number; extraPeasants: number } {
  if (shortfall <= 0) return { revolts: 0, extraPeasants: 0 };
  if (shortfall === 1) return { revolts: 1, extraPeasants: 1 };
  if (shortfall === 2) return { revolts: 1, extraPeasants: 2 };
  if (shortfall <= 4) return { revolts: 2, extraPeasants: 2 };
  if (shortfall <= 6) return { revolts: 2, extraPeasants: 3 };
  return { revolts: 3, extraPeasants: 3 };
}

/** Money cards 0..4 of every player. */
export const MONEY_CARDS = [0, 1, 2, 3, 4] as const;

export const ARMIES_PER_COLOUR = 62;
export const PEASANTS = 20;
export const STARTING_MONEY: Readonly<Record<3 | 4 | 5, number>> = { 3: 18, 4: 15, 5: 12 };
/** Tower preparation: 7 armies of every player and 10 peasants are thrown in once. */
export const TOWER_PREP_ARMIES = 7;
export const TOWER_PREP_PEASANTS = 10;
