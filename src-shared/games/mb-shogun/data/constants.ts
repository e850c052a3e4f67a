/**
 * Every number of Milton Bradley's Shogun the engine uses, in one place, each
 * with its status from the rules sheet (/work/shared/rules/mb-shogun.md §0):
 *   [V] verified against an English source, [G] from the German rulebook (seed
 *   000) and consistent with its own examples, [U] unverified (best reading of
 *   the OCR), [R] our ruling where the rules are silent.
 * A [U] value that a better source corrects is a one-line change here; the
 * test that pins it (constants.test.ts) names the sheet's section.
 */

/** Regular unit types that stand in trays, provincial forces and on army cards (the daimyo is kept apart). */
export const UNIT_TYPES = ['bowman', 'gunner', 'swordsman', 'spearman'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const BOWMAN = 0;
export const GUNNER = 1;
export const SWORDSMAN = 2;
export const SPEARMAN = 3;

/** Units of each regular type per colour. [V] 72 units per colour, 36 spearmen (S1, S3); the split of the other 33 is [U] (sheet §1, §7.1). */
export const UNITS_PER_COLOUR: readonly [number, number, number, number] = [9, 12, 12, 36];
/** [V] 3 daimyo (and 3 army markers, 3 experience markers) per colour (S3, S6). */
export const DAIMYO_PER_COLOUR = 3;

/** A die roll ≤ value hits (sheet §1): bowman 6 [V], gunner 4 [V], swordsman 5 [G], spearman 4 [G]. */
export const HIT_ON: readonly [number, number, number, number] = [6, 4, 5, 4];
/** [V] Daimyo hit on ≤ 6. */
export const DAIMYO_HIT_ON = 6;
/** [G] Ronin hit on ≤ 5 (G l.1949). */
export const RONIN_HIT_ON = 5;
/** [V] Every roll is one d12. */
export const DIE_SIDES = 12;

/** [V] Shared supplies: 26 ronin, 10 castles, 5 fortification bases (S1). */
export const RONIN_TOTAL = 26;
export const CASTLES_TOTAL = 10;
export const FORTRESS_BASES_TOTAL = 5;

/** [V] Ronin hired per koku in the Hire-ronin box (G l.1980). */
export const RONIN_PER_KOKU = 2;
/** Levy prices per koku [G]: 1 bowman, 2 swordsmen, 2 gunners (or 1 + 1), and spearmen [U]: G reads "5", corrected to 3 (sheet §3 Action 4, errata 26). */
export const BOWMEN_PER_KOKU = 1;
export const SWORD_OR_GUN_PER_KOKU = 2;
export const SPEARMEN_PER_KOKU = 3;
/** [V] The Build box holds exactly 0 or this many koku; a castle or a fortress costs it (S2 p.12). */
export const BUILD_COST = 2;

/** [V] Army limits: daimyo + ≤ 4 samurai (bowmen, swordsmen) + ≤ 10 ashigaru (gunners, spearmen) (S3). */
export const ARMY_SAMURAI_MAX = 4;
export const ARMY_ASHIGARU_MAX = 10;
/** [V] A provincial force holds at most 5 regular units (S3). */
export const FORCE_MAX = 5;
/** [G] Setup: no province holds more than 3 spearmen while reinforcing (G l.869, "5" corrected). */
export const SETUP_MAX_SPEARMEN = 3;
/** [G] Setup reinforcements: 6 turns of 2 spearmen into one own province. */
export const SETUP_REINFORCE_TURNS = 6;
export const SETUP_REINFORCE_SPEARMEN = 2;
/** [G] Each army starts as daimyo + 1 bowman + 1 swordsman + 2 gunners, here as [bowman, gunner, swordsman, spearman] (G l.697-745). */
export const START_ARMY: readonly [number, number, number, number] = [1, 2, 1, 0];

/** Castle defence: [G] 4 bonus spearmen (G l.1566, l.3284). */
export const CASTLE_BONUS_SPEARMEN = 4;
/** Fortress defence: [U] 3 bonus ronin (G reads "5", errata 24), and [R] instead of the castle's spearmen, not in addition (sheet §7.3). */
export const FORTRESS_BONUS_RONIN = 3;
export const FORTRESS_ADDS_TO_CASTLE = false;

/** Ninja: [G] assassination succeeds on d12 ≤ 8; revenge succeeds on d12 ≥ 9 (G l.2190-2230; sheet §7.6). */
export const ASSASSIN_SUCCESS_MAX = 8;
export const REVENGE_SUCCESS_MIN = 9;

/** Experience: levels 1-4; [U] 3 holes per level (G "5" read as 3, errata 32): a 10-hole track 1··2··3··4. */
export const MAX_LEVEL = 4;
export const HOLES_PER_LEVEL = 3;
export const MAX_HOLE = (MAX_LEVEL - 1) * HOLES_PER_LEVEL;

/** Income: floor(provinces / 3) [V] (S6); at least 3 [G] for a player with fewer than 9 provinces and a daimyo (G l.4032-4035). */
export const INCOME_DIVISOR = 3;
export const INCOME_MINIMUM = 3;

/** Victory: [V] 35 provinces at once (S1, S6, S7); 2-player game [V] 50 at the end of a round, [U]/[R] "50 or more" (sheet §2.3). */
export const WIN_PROVINCES = 35;
export const WIN_PROVINCES_TWO_PLAYER = 50;

/** Sword diamonds in play by number of colours (sheet §2.1): [G] 5 swords; 4 colours drop sword 5, 3 colours drop 4 and 5. */
export const SWORDS_TOTAL = 5;

/** Deal by player count (sheet §2.1) [G]: cards per colour and leftovers; 2 players play 4 colours of 17. */
export const DEAL: Readonly<Record<2 | 3 | 4 | 5, { colours: number; cards: number; leftover: number }>> = {
  2: { colours: 4, cards: 17, leftover: 0 },
  3: { colours: 3, cards: 22, leftover: 2 },
  4: { colours: 4, cards: 17, leftover: 0 },
  5: { colours: 5, cards: 13, leftover: 3 },
};

/** [R] Regained daimyos come back at level 1 (hole 0), as successors do ([U] G l.3215 "right hole", sheet §4). */
export const REGAINED_HOLE = 0;
