/**
 * Which clan a bot takes (v74 §2.2 "each player chooses a clan"; sheet §3: free choice in seating order).
 *
 * Normal used to take the first free clan of a fixed list (Shimazu, Chōsokabe, Oda, Uesugi…), so four bots always
 * played the same table and seat 4 — always Uesugi — won 98.5 % (400 games, `tenka fairness --game gekokujo`). The map
 * decides a lot: the West (Kyūshū, Shikoku, Chūgoku) is a large, quiet corner, and a western clan that has it to
 * itself runs away with the game (Shimazu or Chōsokabe alone in the West won 24–27 of 24–28 games between Normal
 * bots); the centre (Oda in Owari, next to Tokugawa's Mikawa) is crowded.
 *
 * So a bot draws a whole table from the clan sets that played balanced between Normal bots — every clan of the set
 * winning a fair share (measured with clans drawn at random, 400 games per player count;
 * see docs/games/gekokujo.md) — weighted, among the sets that contain the clans already taken, and takes a free
 * clan of it at random. The draw comes from the bot's Rng (seeded from the game seed), so tables vary from game to
 * game and seat to seat and replay exactly. When the clans already taken (a human's choice) fit no listed set, the
 * bot keeps the West shared — a lone western clan is the one imbalance no play fixes — and otherwise draws at random.
 * A set of weight 0 is a fallback: drawn only when the clans taken fit no weighted set.
 */
import type { Rng } from '../../../kernel/rng';
import { CLANS, type Clan } from '../data';
import type { Table } from '../flow';

export interface ClanTable {
  clans: readonly Clan[];
  weight: number;
}

/**
 * Balanced tables by player count, with the win rates per clan they showed between Normal bots (clans drawn at
 * random, seed 'u'; games of that set in brackets). Where no set of a player count is balanced the least
 * unbalanced are kept, and the weights favour the better ones.
 */
export const BALANCED_TABLES: Readonly<Record<number, readonly ClanTable[]>> = {
  2: [
    // Chōsokabe 49 %, Shimazu 51 % (47 games).
    { clans: ['chosokabe', 'shimazu'], weight: 3 },
    // Oda 59 %, Takeda 41 % (34).
    { clans: ['oda', 'takeda'], weight: 2 },
    // Oda 66 %, Tokugawa 34 % (35).
    { clans: ['oda', 'tokugawa'], weight: 1 },
    // Not Chōsokabe–Uesugi (31 % / 69 % in calibration, Uesugi 80 % of 59 games in the check): Uesugi's corner is
    // too big for two.
  ],
  3: [
    // Oda 41 %, Takeda 18 %, Uesugi 41 % (34 games).
    { clans: ['oda', 'takeda', 'uesugi'], weight: 3 },
    // Oda 24 %, Tokugawa 24 %, Uesugi 52 % (21).
    { clans: ['oda', 'tokugawa', 'uesugi'], weight: 1 },
    // Oda 24 %, Takeda 15 %, Tokugawa 61 % (33).
    { clans: ['oda', 'takeda', 'tokugawa'], weight: 1 },
  ],
  4: [
    // Chōsokabe 24 %, Shimazu 31 %, Takeda 17 %, Tokugawa 28 % (29 games; check, seed 'fair': 20 / 34 / 18 / 28 % of 218).
    { clans: ['chosokabe', 'shimazu', 'takeda', 'tokugawa'], weight: 3 },
    // Oda 16 %, Takeda 11 %, Tokugawa 46 %, Uesugi 27 % (37; check: 22 / 11 / 43 / 25 % of 65).
    { clans: ['oda', 'takeda', 'tokugawa', 'uesugi'], weight: 2 },
    // Not Chōsokabe–Oda–Takeda–Tokugawa: Oda 11 % in calibration but 3 % of 117 in the check.
  ],
  5: [
    // With Normal's crowded-map play (home-guard.ts, leader.ts) the set without Oda plays balanced: Chōsokabe 19.5 %,
    // Shimazu 21.0 %, Takeda 26.3 %, Tokugawa 11.0 %, Uesugi 22.3 % (400 games, seed 'fair'; 'fair-b': 17.0 / 28.3 /
    // 25.8 / 11.0 / 18.0 %). Every set with Oda has a clan far under 10 % (below), so at 5 players the bots leave
    // Oda to the human (docs/games/gekokujo.md, "Eighth pass").
    { clans: ['chosokabe', 'shimazu', 'takeda', 'tokugawa', 'uesugi'], weight: 1 },
    // Weight 0: never drawn while a weighted set fits, so only after a human takes Oda: the bots then complete one
    // of these rather than a random table (which may leave the West to one clan). Same code, 400 games each, seed
    // 'fair': Chōsokabe 38.8 %, Oda 13.0 %, Shimazu 38.5 %, Takeda 2.5 %, Tokugawa 7.3 %;
    { clans: ['chosokabe', 'oda', 'shimazu', 'takeda', 'tokugawa'], weight: 0 },
    // Chōsokabe 34.8 %, Oda 5.8 %, Shimazu 34.0 %, Tokugawa 14.5 %, Uesugi 11.0 %. (The sets without Chōsokabe or
    // Shimazu leave the West to one clan: 82–88 % for it.)
    { clans: ['chosokabe', 'oda', 'shimazu', 'tokugawa', 'uesugi'], weight: 0 },
  ],
};

const WEST: readonly Clan[] = ['shimazu', 'chosokabe'];

/** The clan the bot in turn takes, drawn with `rng` (see above). */
export function chooseClan(t: Table, rng: Rng): Clan {
  const taken = t.players.flatMap((p) => (p.clan ? [p.clan] : []));
  const free = CLANS.filter((c) => !taken.includes(c));
  const fitting = (BALANCED_TABLES[t.players.length] ?? []).filter((x) => taken.every((c) => x.clans.includes(c)));
  // Weight-0 sets only when no weighted set fits (then each counts as 1).
  const weighted = fitting.filter((x) => x.weight > 0);
  const tables = weighted.length > 0 ? weighted : fitting.map((x) => ({ ...x, weight: 1 }));
  if (tables.length > 0) {
    let r = rng.int(tables.reduce((a, x) => a + x.weight, 0));
    const table = tables.find((x) => (r -= x.weight) < 0)!;
    return rng.pick(table.clans.filter((c) => !taken.includes(c)));
  }
  // Off the list: keep the West shared — the other western clan joins a lone one, and the last pick is not a lone
  // western clan — else any free clan.
  const west = WEST.filter((c) => taken.includes(c));
  if (west.length === 1 && t.players.length >= 3) return WEST.find((c) => !taken.includes(c))!;
  const east = free.filter((c) => !WEST.includes(c));
  const lastPick = taken.length === t.players.length - 1;
  return rng.pick(west.length === 0 && lastPick && east.length > 0 ? east : free);
}
