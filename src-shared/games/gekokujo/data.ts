/**
 * Every number and list of Shogun: Gekokujō in one place: seed 004 (living
 * rulebook v74) and /work/shared/rules/gekokujo.md (the sheet). Values the
 * sheet marks reconstructed, unverified or as a ruling say so here.
 */
import { mbIndex } from '../../maps/mb-board';

export const CLANS = ['chosokabe', 'oda', 'shimazu', 'takeda', 'tokugawa', 'uesugi'] as const;
export type Clan = (typeof CLANS)[number];

/** v74 §2.3 start provinces. */
export const START_PROVINCE: Readonly<Record<Clan, number>> = {
  chosokabe: mbIndex('tosa'),
  oda: mbIndex('owari'),
  shimazu: mbIndex('satsuma'),
  takeda: mbIndex('kai'),
  tokugawa: mbIndex('mikawa'),
  uesugi: mbIndex('echigo'),
};

/** Clan names as the seed spells them (for text and the A–Z tie-break, which the ids keep). */
export const CLAN_NAMES: Readonly<Record<Clan, string>> = {
  chosokabe: 'Chōsokabe',
  oda: 'Oda',
  shimazu: 'Shimazu',
  takeda: 'Takeda',
  tokugawa: 'Tokugawa',
  uesugi: 'Uesugi',
};

// ── setup (v74 §2.2, sheet §4) ─────────────────────────────────────────
export const START_DAIMYO = 3;
export const START_BUSHI = 1;
/** §2.2: 3 Koku at setup (sheet decision 2; the round-1 example's 4 is the error). Option: 0 (v83). */
export const STARTING_KOKU = 3;
/** Component limits (v83 §0.3, sheet §4). */
export const BUSHI_PER_CLAN = 69;
export const RONIN_IN_BOX = 30;
export const CASTLE_PIECES = 10;

// ── economy (v74 §3, sheet §6) ─────────────────────────────────────────
export const BASE_INCOME = 3;
export const CHOSOKABE_BASE_INCOME = 4;
/** Chōsokabe: +1 per 2 coastal provinces, at most +2 a round. */
export const CHOSOKABE_COASTAL_PER_KOKU = 2;
export const CHOSOKABE_COASTAL_MAX = 2;
/** Shimazu: +1 per coastal province, at most +3 a round. */
export const SHIMAZU_COASTAL_MAX = 3;
/** Upkeep: 1 Koku per 2 Bushi, rounded up. */
export const BUSHI_PER_UPKEEP_KOKU = 2;
/** Bankruptcy: 2 Bushi removed per unpaid Koku. */
export const BUSHI_PER_UNPAID_KOKU = 2;
export const BUSHI_COST = 1;
export const RONIN_COST = 1;
/** Gekokujō assault (§5.1.2): 2 Ronin per Koku. */
export const ASSAULT_RONIN_PER_KOKU = 2;
export const CASTLE_COST = 5;
export const FORTIFY_COST = 3;
export const NINJA_COST = 3;
/** Winter (§3.4): 1 Koku per mountain province plus 1 per 3 units there (rounded up, summed). */
export const MOUNTAIN_UNITS_PER_KOKU = 3;

// ── movement and stacking (§3.3, sheet §7) ─────────────────────────────
export const BUSHI_MOVE = 2;
export const DAIMYO_MOVE = 3;
/** Takeda: a Daimyō may take up to 6 Bushi along at its 3 movement. */
export const TAKEDA_ESCORT = 6;
/** Stacking: 7 units of one player per province, Ronin included (v89, unverified for v74). */
export const STACK_LIMIT = 7;

// ── combat (§4.2, sheet §8): a die hits on value ≥ threshold − modifier ──
export const DAIMYO_DICE = 3;
export const HIT_FROM = {
  bushi: { attack: 5, defence: 6 },
  daimyo: { attack: 4, defence: 4 },
  /** Ronin use the Bushi profile (v79+). */
  ronin: { attack: 5, defence: 6 },
} as const;
export const ODA_ATTACK_BONUS = 1;
export const UESUGI_DEFENCE_BONUS = 1;
export const KYOTO_DEFENCE_BONUS = 1;
export const CASTLE_DEFENCE_BONUS = 1;
export const FORTIFIED_DEFENCE_BONUS = 2;
export const SABOTAGE_DEFENCE_PENALTY = 1;

// ── victory (§1.1, sheet §11) ──────────────────────────────────────────
/** Provinces to win by player count: 4 and 5 from the seed; 3 and 2 reconstructed (+2 per missing player). */
export const PROVINCES_TO_WIN: Readonly<Record<number, number>> = { 2: 24, 3: 22, 4: 20, 5: 18 };

/**
 * The round a game with no round limit set ends in all the same (ruling, issue 31): v74 has no round limit, but it is
 * "ein 2-3-stündiges … Euro-Wargame", "nicht ein ganztägiges Spektakel", and games between equal Normal bots ended
 * in round 8–15 (median) while about 1 in 400 three-player games circled for ever (fairness seed fair/3/266: 1,145
 * rounds, two clans trading one province each round with ~50 provinces empty). So no game goes on for ever: after
 * this round it ends as under a round limit (most provinces among the free players, then §1.2.1's tie-breaks). It is
 * the highest limit the option allows; no game that ends before it plays differently.
 */
export const LAST_ROUND = 100;
export const RECONSTRUCTED_PLAYER_COUNTS: readonly number[] = [2, 3];
export const MANDATE = [mbIndex('yamashiro'), mbIndex('settsu'), mbIndex('sagami')] as const;
export const KYOTO = mbIndex('yamashiro');
/** Liberation fund (§5.1.2): up to 3 a round, free at 10. */
export const FUND_DEPOSIT_MAX = 3;
export const FUND_TARGET = 10;

// ── terrain (v74 cheat sheet; sheet §2.3) ───────────────────────────────
export const MOUNTAINS: readonly number[] = ['shinano', 'kai', 'hida', 'etchu', 'mino', 'kozuke'].map(mbIndex);
/** Ruling (sheet decision 1): coastal = every province touching the sea, i.e. all but these 13. */
export const LANDLOCKED: readonly number[] = [
  'yamashiro', 'yamato', 'kawachi', 'iga', 'omi', 'tanba', 'mimasaka', 'mino', 'hida', 'shinano', 'kai', 'kozuke', 'shimotsuke',
].map(mbIndex);
/** The seed's quick-reference list of 8 coastal provinces (option coastal='seed-list'). */
export const COASTAL_SEED_LIST: readonly number[] = ['satsuma', 'tosa', 'owari', 'echigo', 'settsu', 'sagami', 'nagato', 'suruga'].map(mbIndex);

// ── The Cycle of Rice and War (§7.3) ───────────────────────────────────
/** Harvest roll (1d6): 1–2 ×1, 3–5 ×2, 6 ×3. */
export const HARVEST_MULTIPLIER: readonly number[] = [0, 1, 1, 2, 2, 2, 3];
/** Spoilage: ⌊active treasury / 2⌋ is discarded in winter. */
export const SPOILAGE_DIVISOR = 2;

// ── Political Play & Diplomacy (§7.1) ─────────────────────────────────
/** The proposer pays 1 Koku, accepted or not (ruling). */
export const PACT_COST = 1;
/** Allies in one province: each ≤ 7, together ≤ 10 (v75/v79). */
export const ALLIED_STACK_LIMIT = 10;
export const BETRAYAL_ATTACK_PENALTY = 1;

// ── Path of Glory (§7.4) ───────────────────────────────────────────────
export const GLORY_TO_WIN = 7;
export const GLORY_LAST_DAIMYO = 2;
/** Ruling: +3 instead of +2 when the victim led (most provinces; ties all lead). */
export const GLORY_LAST_DAIMYO_LEADER = 3;
export const GLORY_MANDATE = 3;

// ── Specialized Warfare (§7.2) + Technological Change ─────────────────
/** Unit costs in Koku (v74 gives none): 1 each (v89 §10.3, unverified); arquebusiers 2 (v83/v89 Nanban price, unverified). Order of units.ts UNIT_KINDS. */
export const UNIT_COST: readonly number[] = [1, 1, 1, 1, 2];
/** Lowest hitting face per type, attacking / defending (null = does not roll). Spearmen 6 / 5–6, swordsmen 5–6 / 5–6, archers 4–6 ranged / 6, bannermen – / 6, arquebusiers 4–6 firearm / –. */
export const KIND_HIT_FROM: readonly { attack: number | null; defence: number | null }[] = [
  { attack: 6, defence: 5 },
  { attack: 5, defence: 5 },
  { attack: 4, defence: 6 },
  { attack: null, defence: 6 },
  { attack: 4, defence: null },
];
/** Spear wall: +1 defence for a player's spearmen when it has ≥ 2 spearmen in the battle. */
export const SPEAR_WALL_MIN = 2;
export const SPEAR_WALL_BONUS = 1;
/** Duelist (ruling): a swordsman rolls 2 dice when it is its owner's only attacking unit (Ronin count). */
export const DUELIST_DICE = 2;
/** Bannermen: Ashigaru (spearmen, arquebusiers) starting a move with own bannermen get +1 movement. */
export const BANNER_MOVE_BONUS = 1;
