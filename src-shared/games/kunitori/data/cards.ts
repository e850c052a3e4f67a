/**
 * Every card of Kunitori! in one table: copies, cost, victory points, attack,
 * defence, effects (in printed order) and whether it is deployable
 * (Aufstellbar). Source: /work/shared/rules/kunitori.md §1–§2 (the seed's card
 * list, seed §11, with its OCR losses settled). A value the sheet marks
 * reconstructed or unverified carries `reconstructed`/`unverified` here; a
 * corrected cost or count is a change of this file only (then bump the
 * ruleset version: golden games change).
 *
 * Cards are small integers (the index in CARDS), so a deck is a number[].
 */

export type CardType = 'general' | 'unit' | 'politics' | 'victory' | 'treasure';

/**
 * One effect line. Plain counters are additive; the special ones name the
 * card text they implement (see actions.ts).
 */
export type Effect =
  | { kind: 'draw'; n: number }
  | { kind: 'actions'; n: number }
  | { kind: 'money'; n: number }
  | { kind: 'buys'; n: number }
  /** Bauernmiliz: choose Karte ziehen +1 or Aktion +1. */
  | { kind: 'choose-draw-or-action' }
  /** Entwicklung neuer Technologien: choose Geld +1 or scrap this card for Geld +3. */
  | { kind: 'choose-money-or-scrap'; money: number; scrapMoney: number }
  /** Berühmtes Teegeschirr: choose Karte ziehen +1 or scrap this card for Geld +5. */
  | { kind: 'choose-draw-or-scrap'; draw: number; scrapMoney: number }
  /** Marktplatz: scrap a card from hand, gain a card costing up to `plus` more. */
  | { kind: 'marketplace'; plus: number }
  /** Landesvermessung: gain a Silber straight into hand. */
  | { kind: 'gain-to-hand'; card: number }
  /** Bergmine: gain a Gold onto the discard pile. */
  | { kind: 'gain'; card: number }
  /** Zollaufhebung: you may gain a Bauernmiliz. */
  | { kind: 'may-gain'; card: number }
  /** Zollaufhebung: every card costs `n` less this buy phase. */
  | { kind: 'discount'; n: number }
  /** Ninja Clan: every player shows a Ninja Clan or reveals the top 2 of their deck. */
  | { kind: 'ninja'; reveal: number };

export interface CardDef {
  readonly id: number;
  /** Stable ascii key (for logs, tests and the CLI). */
  readonly key: string;
  readonly name: string;
  readonly en: string;
  readonly type: CardType;
  readonly copies: number;
  readonly cost: number;
  readonly vp: number;
  readonly att: number;
  readonly def: number;
  readonly deployable: boolean;
  readonly effects: readonly Effect[];
  /** Which numbers are our proposal (rules sheet: "reconstructed"). */
  readonly reconstructed?: readonly ('cost' | 'copies' | 'vp')[];
  /** Which numbers come from a weak source (rules sheet: "unverified"). */
  readonly unverified?: readonly ('cost' | 'copies' | 'vp')[];
  /** Aufstrebender General: leads units like a General and can be promoted (battle.ts). */
  readonly leads?: boolean;
  /** Hohe Steuern: no effect may scrap it. */
  readonly unscrappable?: boolean;
}

const d = (n: number) => ({ kind: 'draw', n }) as const;
const a = (n: number) => ({ kind: 'actions', n }) as const;
const m = (n: number) => ({ kind: 'money', n }) as const;
const b = (n: number) => ({ kind: 'buys', n }) as const;

// Card ids (index into CARDS). Generals are 0..7, one card each.
export const ODA = 0;
export const HIDEYOSHI = 1;
export const IEYASU = 2;
export const TAKEDA = 3;
export const UESUGI = 4;
export const MORI = 5;
export const DATE = 6;
export const SHIMAZU = 7;
export const SPEERTRAEGER = 8;
export const BOGENSCHUETZEN = 9;
export const AUFSTREBENDER = 10;
export const BAUERNMILIZ = 11;
export const KAVALLERIE = 12;
export const NINJA = 13;
export const KANONIERE = 14;
export const FESTUNG = 15;
export const ENTWICKLUNG = 16;
export const ERSCHLIESSUNG = 17;
export const MARKTPLATZ = 18;
export const LANDESVERMESSUNG = 19;
export const ZOLLAUFHEBUNG = 20;
export const HOHE_STEUERN = 21;
export const FLUSSBEGRADIGUNG = 22;
export const TEEGESCHIRR = 23;
export const BERGMINE = 24;
export const HANDELSHAFEN = 25;
export const BURG = 26;
export const DORF = 27;
export const PRAEFEKTUR = 28;
export const LAND = 29;
export const KUPFER = 30;
export const SILBER = 31;
export const GOLD = 32;

const general = (id: number, key: string, name: string, vp: number, att: number, effects: Effect[]): CardDef => ({
  id, key, name, en: name, type: 'general', copies: 1, cost: 8, vp, att, def: 0, deployable: false, effects,
});

/** The 33 cards, 270 in all (rules sheet §2; index = card id). */
export const CARDS: readonly CardDef[] = [
  general(ODA, 'oda', 'Oda Nobunaga', 0, 7, [a(1)]),
  general(HIDEYOSHI, 'hideyoshi', 'Toyotomi Hideyoshi', 5, 4, [m(2), b(1)]),
  general(IEYASU, 'ieyasu', 'Tokugawa Ieyasu', 7, 4, []),
  general(TAKEDA, 'takeda', 'Takeda Shingen', 2, 6, [d(1)]),
  general(UESUGI, 'uesugi', 'Uesugi Kenshin', 1, 6, [d(1), a(1)]),
  general(MORI, 'mori', 'Mōri Motonari', 4, 3, [d(1), a(1), m(1), b(1)]),
  general(DATE, 'date', 'Date Masamune', 3, 4, [d(2), m(1), a(1)]),
  general(SHIMAZU, 'shimazu', 'Shimazu Yoshihisa', 0, 5, [d(3)]),
  { id: SPEERTRAEGER, key: 'speertraeger', name: 'Speerträger', en: 'Spear troopers', type: 'unit', copies: 10, cost: 3, vp: 0, att: 2, def: 0, deployable: true, effects: [a(1)], unverified: ['cost'] },
  { id: BOGENSCHUETZEN, key: 'bogenschuetzen', name: 'Bogenschützen', en: 'Archers', type: 'unit', copies: 8, cost: 4, vp: 0, att: 1, def: 0, deployable: true, effects: [a(2)], unverified: ['cost'] },
  { id: AUFSTREBENDER, key: 'aufstrebender', name: 'Aufstrebender General', en: 'Rising general', type: 'unit', copies: 6, cost: 5, vp: 0, att: 1, def: 0, deployable: false, effects: [], leads: true, reconstructed: ['cost'] },
  { id: BAUERNMILIZ, key: 'bauernmiliz', name: 'Bauernmiliz', en: 'Peasant militia', type: 'unit', copies: 12, cost: 2, vp: 1, att: 1, def: 0, deployable: false, effects: [{ kind: 'choose-draw-or-action' }], reconstructed: ['cost'] },
  { id: KAVALLERIE, key: 'kavallerie', name: 'Kavallerie', en: 'Cavalry', type: 'unit', copies: 8, cost: 5, vp: 0, att: 2, def: 0, deployable: true, effects: [a(2)], unverified: ['cost'] },
  { id: NINJA, key: 'ninja', name: 'Ninja Clan', en: 'Ninja clan', type: 'unit', copies: 8, cost: 4, vp: 0, att: 1, def: 0, deployable: false, effects: [{ kind: 'ninja', reveal: 2 }], reconstructed: ['cost'] },
  // Kanoniere: cost 6 from the seed's §8 example; not deployable (rules sheet note K1).
  { id: KANONIERE, key: 'kanoniere', name: 'Kanoniere', en: 'Gunners', type: 'unit', copies: 6, cost: 6, vp: 0, att: 3, def: 0, deployable: false, effects: [a(2)] },
  { id: FESTUNG, key: 'festung', name: 'Festung', en: 'Fort', type: 'politics', copies: 8, cost: 4, vp: 1, att: 0, def: 2, deployable: false, effects: [d(1), a(1)], reconstructed: ['cost'] },
  { id: ENTWICKLUNG, key: 'entwicklung', name: 'Entwicklung neuer Technologien', en: 'New technology', type: 'politics', copies: 12, cost: 2, vp: 0, att: 0, def: 0, deployable: false, effects: [{ kind: 'choose-money-or-scrap', money: 1, scrapMoney: 3 }], reconstructed: ['cost'] },
  { id: ERSCHLIESSUNG, key: 'erschliessung', name: 'Erschließung neuer Felder', en: 'New rice fields', type: 'politics', copies: 8, cost: 3, vp: 0, att: 0, def: 0, deployable: false, effects: [d(2)], reconstructed: ['cost'] },
  { id: MARKTPLATZ, key: 'marktplatz', name: 'Marktplatz', en: 'Marketplace', type: 'politics', copies: 8, cost: 3, vp: 0, att: 0, def: 0, deployable: false, effects: [{ kind: 'marketplace', plus: 2 }], reconstructed: ['cost'] },
  { id: LANDESVERMESSUNG, key: 'landesvermessung', name: 'Landesvermessung', en: 'Land survey', type: 'politics', copies: 6, cost: 4, vp: -1, att: 0, def: 0, deployable: false, effects: [{ kind: 'gain-to-hand', card: SILBER }], reconstructed: ['cost'] },
  { id: ZOLLAUFHEBUNG, key: 'zollaufhebung', name: 'Zollaufhebung', en: 'Abolished tolls', type: 'politics', copies: 6, cost: 5, vp: 0, att: 0, def: 0, deployable: false, effects: [d(1), b(1), { kind: 'may-gain', card: BAUERNMILIZ }, { kind: 'discount', n: 1 }], reconstructed: ['cost'] },
  { id: HOHE_STEUERN, key: 'hohe-steuern', name: 'Hohe Steuern', en: 'Heavy taxes', type: 'politics', copies: 8, cost: 3, vp: -3, att: 0, def: 0, deployable: false, effects: [d(3)], unscrappable: true, reconstructed: ['cost', 'copies'] },
  { id: FLUSSBEGRADIGUNG, key: 'flussbegradigung', name: 'Flussbegradigung', en: 'River works', type: 'politics', copies: 8, cost: 5, vp: 1, att: 0, def: 0, deployable: false, effects: [d(2), m(1)], reconstructed: ['cost'] },
  { id: TEEGESCHIRR, key: 'teegeschirr', name: 'Berühmtes Teegeschirr', en: 'Famous tea set', type: 'politics', copies: 8, cost: 6, vp: 3, att: 0, def: 0, deployable: false, effects: [{ kind: 'choose-draw-or-scrap', draw: 1, scrapMoney: 5 }], reconstructed: ['cost'] },
  { id: BERGMINE, key: 'bergmine', name: 'Bergmine', en: 'Mountain mine', type: 'politics', copies: 4, cost: 6, vp: 0, att: 0, def: 0, deployable: false, effects: [{ kind: 'gain', card: GOLD }], reconstructed: ['cost'] },
  { id: HANDELSHAFEN, key: 'handelshafen', name: 'Handelshafen', en: 'Trade port', type: 'politics', copies: 4, cost: 5, vp: 0, att: 0, def: 0, deployable: false, effects: [d(3), b(1)], reconstructed: ['cost'] },
  { id: BURG, key: 'burg', name: 'Fantastische Burg', en: 'Fantastic castle', type: 'politics', copies: 4, cost: 7, vp: 4, att: 0, def: 3, deployable: true, effects: [d(1), a(1), b(1)], reconstructed: ['cost', 'copies'] },
  // Dorf: 30 copies derived from the 50 victory cards; cost 1 from the Marktplatz example; VP 1 reconstructed.
  { id: DORF, key: 'dorf', name: 'Dorf', en: 'Village', type: 'victory', copies: 30, cost: 1, vp: 1, att: 0, def: 0, deployable: false, effects: [], reconstructed: ['vp'] },
  { id: PRAEFEKTUR, key: 'praefektur', name: 'Präfektur', en: 'Prefecture', type: 'victory', copies: 12, cost: 6, vp: 5, att: 0, def: 0, deployable: false, effects: [], reconstructed: ['cost'] },
  { id: LAND, key: 'land', name: 'Land', en: 'Province', type: 'victory', copies: 8, cost: 10, vp: 10, att: 0, def: 0, deployable: false, effects: [], reconstructed: ['cost'] },
  { id: KUPFER, key: 'kupfer', name: 'Kupfer', en: 'Copper', type: 'treasure', copies: 40, cost: 0, vp: 0, att: 0, def: 0, deployable: false, effects: [m(1)], reconstructed: ['cost'] },
  { id: SILBER, key: 'silber', name: 'Silber', en: 'Silver', type: 'treasure', copies: 20, cost: 3, vp: 0, att: 0, def: 0, deployable: false, effects: [m(2)], reconstructed: ['cost'] },
  { id: GOLD, key: 'gold', name: 'Gold', en: 'Gold', type: 'treasure', copies: 10, cost: 6, vp: 0, att: 0, def: 0, deployable: false, effects: [m(3)], reconstructed: ['cost'] },
];

export const CARD_COUNT = CARDS.length;
/** Every card of the game (rules sheet §1: 150 action + 50 victory + 70 treasure). */
export const TOTAL_CARDS = CARDS.reduce((s, c) => s + c.copies, 0);

export const GENERALS: readonly number[] = CARDS.filter((c) => c.type === 'general').map((c) => c.id);
/** The three victory piles whose running out ends the game (seed §9-1). */
export const VICTORY_PILES: readonly number[] = [DORF, PRAEFEKTUR, LAND];

// ── the other numbers of the rules, named ───────────────────────────────
/** Starting deck per player, taken from the pool (rules sheet §3.2). */
export const START_DECK: readonly { card: number; count: number }[] = [
  { card: DORF, count: 2 },
  { card: KUPFER, count: 6 },
];
/** Hand size at setup and in every end phase (rules sheet §3.3). */
export const HAND_SIZE = 4;
/** Treasure Geld the Aufstrebender General's promotion needs (rules sheet §2 #11). */
export const PROMOTION_PRICE = 5;
/** Ambush bonus per shown card (seed §7-2-1). */
export const AMBUSH_BONUS = 1;
/** Cards revealed for reinforcement (seed §7-2-2). */
export const REINFORCEMENT_CARDS = 2;

/** Battle awards (seed §7-3): the smallest margin for each award, best first. */
export const ATTACKER_AWARDS: readonly { margin: number; card: number }[] = [
  { margin: 7, card: LAND },
  { margin: 4, card: PRAEFEKTUR },
  { margin: 1, card: DORF },
];
export const DEFENDER_AWARDS: readonly { margin: number; card: number }[] = [
  { margin: 3, card: LAND },
  { margin: 2, card: PRAEFEKTUR },
  { margin: 1, card: DORF },
];

export const isGeneral = (c: number): boolean => c >= ODA && c <= SHIMAZU;
/** Cards that may lead units into battle: the Generals and the Aufstrebender General (seed §7-1). */
export const canLead = (c: number): boolean => isGeneral(c) || CARDS[c]!.leads === true;
export const isUnit = (c: number): boolean => CARDS[c]!.type === 'unit';
export const isTreasure = (c: number): boolean => CARDS[c]!.type === 'treasure';
/** Cards played in the action phase (not treasures, not victory cards). */
export const isAction = (c: number): boolean => {
  const t = CARDS[c]!.type;
  return t === 'general' || t === 'unit' || t === 'politics';
};
/** A card with attack or defence (what ambush and reinforcement look for, seed §7-2). */
export const hasStrength = (c: number): boolean => CARDS[c]!.att > 0 || CARDS[c]!.def > 0;
export const cardName = (c: number): string => CARDS[c]?.name ?? `card ${c}`;
export const cardByKey = (key: string): number => {
  const i = CARDS.findIndex((c) => c.key === key);
  if (i < 0) throw new Error(`no card '${key}'`);
  return i;
};

// ── flat lookup tables for the hot paths (the engine runs thousands of games a second) ──
export const F_GENERAL = 1;
export const F_UNIT = 2;
export const F_LEADS = 4;
export const F_TREASURE = 8;
export const F_ACTION = 16;
export const F_DEPLOYABLE = 32;
export const F_STRENGTH = 64;
export const F_UNSCRAPPABLE = 128;

/** Per-card numbers as flat arrays (index = card id), derived from CARDS. */
export const TABLE = {
  cost: CARDS.map((c) => c.cost),
  vp: CARDS.map((c) => c.vp),
  att: CARDS.map((c) => c.att),
  def: CARDS.map((c) => c.def),
  /** Geld a treasure gives. */
  money: CARDS.map((c) => (c.type === 'treasure' ? c.effects.reduce((s, e) => s + (e.kind === 'money' ? e.n : 0), 0) : 0)),
  flags: CARDS.map(
    (c) =>
      (c.type === 'general' ? F_GENERAL : 0) |
      (c.type === 'unit' ? F_UNIT : 0) |
      (c.type === 'general' || c.leads ? F_LEADS : 0) |
      (c.type === 'treasure' ? F_TREASURE : 0) |
      (c.type === 'general' || c.type === 'unit' || c.type === 'politics' ? F_ACTION : 0) |
      (c.deployable ? F_DEPLOYABLE : 0) |
      (c.att > 0 || c.def > 0 ? F_STRENGTH : 0) |
      (c.unscrappable ? F_UNSCRAPPABLE : 0),
  ),
} as const;
