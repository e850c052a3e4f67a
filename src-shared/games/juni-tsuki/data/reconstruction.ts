/**
 * Every reconstructed number of Jūni-tsuki in one place. Seed 003 (a German
 * one-page rules summary) states some rules [S]; what it leaves out is designed
 * in /work/shared/rules/seed-003.md and here, each value marked [R] with the
 * section of that sheet it fills. Quantities are in thousands: 1 = 1,000
 * samurai or 1,000 koku.
 */

// ── §1 calendar ───────────────────────────────────────────────────────
/** [S §1] 1 year = 12 months, one month = one round. */
export const MONTHS_PER_YEAR = 12;
/** [R §1] Game length in years by default, and its range as an option. */
export const DEFAULT_YEARS = 2;
export const MIN_YEARS = 1;
export const MAX_YEARS = 4;

// ── §2 the point map ──────────────────────────────────────────────────
/** [R §2] Provinces with a castle point (ids of the MB board). */
export const CASTLE_PROVINCES = [
  'satsuma', 'higo', 'bungo', 'nagato', 'aki', 'izumo', 'harima', 'tosa', 'settsu', 'yamashiro',
  'ise', 'owari', 'mino', 'echizen', 'kai', 'echigo', 'sagami', 'musashi', 'hitachi', 'mutsu',
] as const;
/** [R §2] The castle whose holder may become Shogun (Kyoto). */
export const KYOTO = 'yamashiro';
/** [R §2] Provinces with a resource point, chosen by rice and gold fame, some in every region. */
export const RESOURCE_PROVINCES = [
  'chikuzen', 'hizen', 'higo', 'iwami', 'bizen', 'harima', 'iyo', 'sanuki', 'settsu', 'yamato',
  'omi', 'ise', 'owari', 'mino', 'kai', 'izu', 'sado', 'echigo', 'kozuke', 'musashi',
  'shimosa', 'hitachi', 'dewa', 'mutsu',
] as const;
/** [R §2] Entry points (Eintrittspunkte) at the map's edges and ports, each joined to this province's march point. */
export const ENTRY_PROVINCES = ['satsuma', 'nagato', 'echizen', 'settsu', 'sagami', 'mutsu'] as const;

// ── §3 pieces and setup ───────────────────────────────────────────────
/**
 * [R §3] Home castles by player count, drawn by lot among the seats (setup.ts homesOf). v4: no home in the middle of
 * the map, each with about as many castles nearer to it than to any other home. The v3 sets put one player in the
 * middle (Owari, Kai), and the middle won: with equal Normal bots Owari's player won 18 of 21 three-player games and
 * 7 of 12 five-player ones, Kai's 44 % of four-player ones. The four-player set was chosen by measurement among three
 * (Satsuma, Tosa, Echigo, Musashi: Tosa 10 %, Echigo 47 % of 76 games; docs/games/juni-tsuki.md, Fairness).
 * v5: like the 2–4-player sets, every home also has a resource point or an entry point in its province (homes.test.ts).
 * The v4 5- and 6-player sets broke that rule — Tosa (5 players) and Izumo (6) have neither — and those two homes won
 * 3 % of 137 and 1 % of 111 games; Tosa went, for the western coast's entry point (Nagato), and at 6 players Izumo
 * and Tosa went for Nagato and Settsu (a resource and an entry point; in the 4-player set). Each home keeps about as
 * many castles nearer to it than to any other home (5 players 3.0–4.9 of 20, 6 players 3.0–3.9).
 * v6: Nagato still won 6 % of 200 five-player games and 5.5 % of 200 six-player ones. Pilots with the same seeds
 * (docs/games/juni-tsuki.md, "v6") showed the pattern: at 5–6 players a western home loses whenever another home
 * stands at the West's door near Kyoto (Settsu, Harima: Higo 0–2.5 % beside them in five sets) or shares the West
 * with it (Nagato beside Satsuma at 5). So at 5 players the West is Satsuma's alone: the 3-player set (Satsuma,
 * Echigo, Musashi) plus Kai and Mutsu; at 6 players Echigo takes Settsu's place, and Nagato shares the West with
 * Satsuma (the West's 8 castles for two).
 * v7: v6's 5-player set left Musashi at 34.5 % of 200 games (over the 12–28 % band): in the east's middle, beside Kai
 * and a step from Mutsu's and Echigo's reach, it took the east's castles first. Sagami takes its place (the Kanto's
 * sea corner, an entry point, as in the 4-player set), so the east is split Echigo–Mutsu in the north and Kai–Sagami
 * in the south. Screened, then confirmed on fresh seeds, 600 games in all: Satsuma 14.2, Mutsu 15.0, Kai 21.2,
 * Sagami 25.2, Echigo 26.5 % (docs/games/juni-tsuki.md, "v7"). Seventeen 4-player and fifteen 6-player sets
 * were measured too; none beat the current ones on fresh seeds, so those stay.
 */
export const HOME_CASTLES: Readonly<Record<number, readonly string[]>> = {
  2: ['satsuma', 'mutsu'],
  3: ['satsuma', 'echigo', 'musashi'],
  4: ['higo', 'settsu', 'sagami', 'mutsu'],
  5: ['satsuma', 'echigo', 'kai', 'sagami', 'mutsu'],
  6: ['satsuma', 'nagato', 'echigo', 'kai', 'musashi', 'mutsu'],
};
/** [R §3] Daimyō at the start. */
export const START_DAIMYO = 2;
/** [S §7] A player never has more than this many Daimyō. */
export const MAX_DAIMYO = 5;
/** [R §3] Family cards (family members) per player, in the home castle. */
export const FAMILY_PER_PLAYER = 3;
/** [R §3] Samurai at the start (thousands), in groups of at most START_GROUP_MAX. */
export const START_SAMURAI = 30;
export const START_GROUP_MAX = 10;
/**
 * [R §3] Koku in the home castle at the start (thousands), the same for every home. A handicap by home (less for
 * Mutsu at 4 players, more for Nagato at 6) was piloted on 1,600 games and moved no home beyond the seeds' spread:
 * where a home lies decides, not what it starts with (docs/games/juni-tsuki.md, "v7"); nor did 40,000 samurai for
 * Nagato (5 % of 100 six-player games; the same page, "Samurai instead of koku").
 */
export const START_KOKU = 5;
/** [R §3] War-card pairs (an element and a ring card) at the start. */
export const START_WAR_PAIRS = 2;

// ── §4 a month ────────────────────────────────────────────────────────
/** [S §4.1] Income: 1,000 koku for the first resource point held, 2,000 for each further one. */
export const INCOME_FIRST = 1;
export const INCOME_FURTHER = 2;
/** [R §4.1] Koku per 1,000 recruited samurai. */
export const RECRUIT_COST = 1;
/** [S §4.2] Action points: a d10. */
export const AP_DIE = 10;
/** [S §4.3] The shadow warrior becomes this many samurai. */
export const SHADOW_SAMURAI = 25;
/** [S §4.3] At most this much koku (thousands) transported per month. */
export const TRANSPORT_KOKU_MAX = 25;
/** [R §8] Price of one war-card pair (an element and a ring card), at most one purchase a month. */
export const WAR_PAIR_PRICE = 3;
/** [R §5] Ronin are hired for this many koku per 1,000 samurai. */
export const RONIN_HIRE_COST = 1;

// ── §4.4 year end ─────────────────────────────────────────────────────
/** [R §4.4] Upkeep: 1,000 koku per started 10,000 samurai. */
export const UPKEEP_PER_STARTED = 1;
export const UPKEEP_STEP = 10;
/** [R §4.4] Unpaid upkeep: 2,000 samurai lost per missing 1,000 koku. */
export const UNPAID_LOSS = 2;
/** [R §4.4] Annual production of each held castle. */
export const CASTLE_PRODUCTION = 3;

// ── §5 battle ─────────────────────────────────────────────────────────
/** [S §5] The samurai quotient counts at most this much. */
export const QUOTIENT_CAP = 4;
/** [S §5] Losses: this many per started LOSS_STEP of the smaller army in the skirmish. */
export const LOSS_PER_STEP = 3;
export const LOSS_STEP = 10;
/** [S §5] Skirmish die. */
export const BATTLE_DIE = 20;

// ── §8 war cards ──────────────────────────────────────────────────────
export const ELEMENTS = ['fire', 'wind', 'water', 'earth', 'nothing'] as const;
export type Element = (typeof ELEMENTS)[number];
/** [R §8] Element cards of each kind. */
export const ELEMENT_COPIES = 10;
/** [R §8] Ring cards: 20 with one ring, 12 with two, 8 with three. */
export const RING_CARDS: Readonly<Record<1 | 2 | 3, number>> = { 1: 20, 2: 12, 3: 8 };
/** [S §8] Wind moves a samurai group this many points per ring. */
export const WIND_POINTS_PER_RING = 3;
/** [S §8] Wind moves a Daimyō, the shadow warrior, a family card or koku this many borders (provinces) per ring. */
export const WIND_BORDERS_PER_RING = 1;
/** [S §8] Wind carries at most this much koku (thousands), as a transport (§4.3). */
export const WIND_KOKU_MAX = 25;

// ── §4.4 fate cards [R] ───────────────────────────────────────────────
export type FateEffect =
  | { kind: 'koku'; amount: number }
  | { kind: 'samurai'; amount: number }
  | { kind: 'ronin-join'; amount: number }
  | { kind: 'war-pair' }
  | { kind: 'lose-card' }
  | { kind: 'none' };

export interface FateCard {
  readonly id: string;
  readonly name: string;
  readonly effect: FateEffect;
}

/**
 * [R §4.4] The twelve fate cards, one drawn by each player at every year end.
 * Koku goes to (or comes from) the player's castles; samurai are lost from the
 * largest group; joining ronin stand on the march point where the player's
 * first Daimyō is.
 */
export const FATE_CARDS: readonly FateCard[] = [
  { id: 'harvest', name: 'Rich harvest', effect: { kind: 'koku', amount: 4 } },
  { id: 'good-year', name: 'A good year', effect: { kind: 'koku', amount: 2 } },
  { id: 'merchants', name: 'Merchants’ gift', effect: { kind: 'koku', amount: 3 } },
  { id: 'drought', name: 'Drought', effect: { kind: 'koku', amount: -3 } },
  { id: 'plague', name: 'Plague', effect: { kind: 'samurai', amount: -4 } },
  { id: 'rebellion', name: 'Rebellion', effect: { kind: 'samurai', amount: -6 } },
  { id: 'ronin-join', name: 'Ronin join', effect: { kind: 'ronin-join', amount: 5 } },
  { id: 'volunteers', name: 'Volunteers', effect: { kind: 'ronin-join', amount: 3 } },
  { id: 'storm', name: 'Storm at sea', effect: { kind: 'lose-card' } },
  { id: 'imperial-favour', name: 'Imperial favour', effect: { kind: 'war-pair' } },
  { id: 'armourer', name: 'Armourer’s gift', effect: { kind: 'war-pair' } },
  { id: 'quiet-year', name: 'A quiet year', effect: { kind: 'none' } },
];

// ── §9 victory ────────────────────────────────────────────────────────
/** [R §9] A Shogun holds Kyoto and at least players + this many castles at a year end. */
export const SHOGUN_EXTRA_CASTLES = 3;
