/**
 * The heuristic player of Henn's Shogun (the Normal level; Easy is the same
 * with noise and deliberate mistakes). Every function decides from one seat's
 * VIEW only. It weighs income (tax, rice), rice for the winter (the year's
 * face-up events give the expected loss), threats and opportunities on the
 * board, regional building majorities, the action order known so far and the
 * tower's odds (a normal approximation of the statistical tower, using the
 * public tower and tray contents).
 */
import type { Rng } from '../../../kernel/rng';
import { ACTIONS, BUILDINGS, BUILDING_COST, EVENT_BY_ID, MAJORITY_POINTS, PLACE_ARMIES, type ActionId, type Building, type SpecialId } from '../data/cards';
import { PROVINCES, REGIONS } from '../data/provinces';
import { NEIGHBOURS, PROVINCE_COUNT, inPlay, provinceId, provinceIndex, regionOf } from '../board';
import { marchTargets } from '../actions';
import { freeSlots } from '../bidding';
import { canSwap } from '../draft';
import { randomMoveOf } from '../legal';
import { surrogateRates } from '../tower/surrogate';
import type { HennShogunMove, HennShogunView, PlanCard, PlanView } from '../types';

/**
 * How a level plays: `noise` blurs every value (points), `blunder` = chance of
 * a random move for small decisions, `contest` = how much it weighs who leads
 * the table when choosing whom to attack (1 when absent; see rivalWeight),
 * `careless` = Easy's mistakes a player can see (EASY below).
 */
export interface Style {
  noise: number;
  blunder: number;
  contest?: number;
  careless?: boolean;
  /**
   * Inside Hard's rollouts only (`hard:rollout=lean`, search-hooks.ts): a march onto an own province is weighed by
   * the armies it holds there and leaves behind, without "gather where you can strike next" (the best attack from
   * there for every count). Never set for a player's opponent.
   */
  lean?: boolean;
}
export const NORMAL: Style = { noise: 0, blunder: 0, contest: 1 };
/**
 * Easy: Normal's play with mistakes a player can see, not random moves
 * (`careless`, issue 31):
 * - it forgets the winter: no rice is planned before autumn, and then only
 *   for its provinces, not for the year's rice losses on the event cards, so
 *   it goes into the winter short and its provinces revolt;
 * - it attacks on poor odds: it reads its chance in the tower too high
 *   (√p: a 25 % attack looks like 50 %);
 * - it marches all in: every battle and move sends all armies but one and
 *   never minds the province it leaves bare;
 * - it never notices who is about to win (`contest` 0): it attacks whoever
 *   is next to it;
 * - it overpays for the seat order: 2 coins every season (when it has them).
 * No noise and no random moves: the same position gets the same mistake, as
 * a player's habit would (the tower and the table make the games differ).
 */
export const EASY: Style = { noise: 0, blunder: 0, contest: 0, careless: true };

/** The win chance a careless player sees for a chance `win` in the tower: too high. */
export const carelessOdds = (win: number): number => Math.sqrt(win);

type V = HennShogunView;

// ── shared estimates ────────────────────────────────────────────────────

/** Scorings still to come that count today's board (year 1: both winters). */
export function scoringsLeft(v: Pick<V, 'year'>): number {
  return v.year === 1 ? 2 : 1;
}

/** Points per coin: money builds and places armies; it is worth less late in the game. */
export function moneyWeight(v: Pick<V, 'year' | 'season'>): number {
  if (v.year === 1) return 0.32;
  return [0.25, 0.18, 0.08, 0.02][v.season] ?? 0.02;
}

function phi(z: number): number {
  // Abramowitz–Stegun 7.1.26 via erf.
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/**
 * Chance that side A gets strictly more cubes out of the tower than side B
 * (normal approximation of the statistical tower): `a`/`b` cubes thrown by
 * each side (tray cubes of their colours included by the caller), `ia`/`ib`
 * of their colours inside the tower.
 */
export function towerOdds(v: Pick<V, 'options' | 'tower'>, a: number, ia: number, b: number, ib: number): { win: number; margin: number } {
  const { p, q } = towerRates(v, a + b);
  const ma = a * p + ia * q;
  const mb = b * p + ib * q;
  const va = a * p * (1 - p) + ia * q * (1 - q);
  const vb = b * p * (1 - p) + ib * q * (1 - q);
  const z = (ma - mb - 0.5) / Math.sqrt(va + vb + 0.25);
  return { win: phi(z), margin: ma - mb };
}

/** The tower's chances for a throw of n cubes: the fitted surrogate of the physics tower, or the classic p and q. */
export function towerRates(v: Pick<V, 'options' | 'tower'>, n: number): { p: number; q: number } {
  if (v.options.tower.model !== 'physics') return v.options.tower;
  let load = 0;
  for (const c of v.tower) load += c;
  return surrogateRates(n, load);
}

export function specialOfSeat(v: Pick<V, 'slots' | 'slotOwner'>, seat: number): SpecialId | null {
  const i = v.slotOwner.indexOf(seat);
  return i < 0 ? null : (v.slots[i] ?? null);
}

function effectOf(v: Pick<V, 'event'>): string | null {
  return v.event ? (EVENT_BY_ID.get(v.event)?.effect ?? null) : null;
}

/** Chance that `seat` attacking with `count` takes province `to`. */
export function attackOdds(v: V, seat: number, to: number, count: number): { win: number; survivors: number } {
  const target = v.provinces[to]!;
  const def = target.owner;
  let a = count + (v.tray[seat] ?? 0);
  if (specialOfSeat(v, seat) === 'attack+1') a++;
  let b: number;
  let ib: number;
  if (def >= 0) {
    b = target.armies + (v.tray[def] ?? 0) + (v.tray[5] ?? 0);
    if (specialOfSeat(v, def) === 'defend+1') b++;
    if (target.palace && effectOf(v) === 'palace-defence') b++;
    ib = (v.tower[def] ?? 0) + (v.tower[5] ?? 0);
  } else {
    b = (effectOf(v) === 'neutral-peasants' ? 2 : 1) + (v.tray[5] ?? 0);
    ib = v.tower[5] ?? 0;
  }
  const o = towerOdds(v, a, v.tower[seat] ?? 0, b, ib);
  return { win: o.win, survivors: Math.max(1, Math.round(o.margin)) };
}

/** Chance that `seat` keeps a province with `armies` against `peasants` rising. */
export function revoltOdds(v: V, seat: number, armies: number, peasants: number): number {
  const o = towerOdds(v, armies + (v.tray[seat] ?? 0), v.tower[seat] ?? 0, peasants + (v.tray[5] ?? 0), v.tower[5] ?? 0);
  return o.win;
}

/** The strongest enemy army next to province i (armies that could attack: all but one). */
export function threat(v: V, seat: number, i: number): number {
  const mask = inPlay(v.options);
  let t = 0;
  for (const n of NEIGHBOURS[i] ?? []) {
    if (!mask[n]) continue;
    const p = v.provinces[n]!;
    if (p.owner >= 0 && p.owner !== seat) t = Math.max(t, p.armies - 1);
  }
  return t;
}

// ── the table's standing ────────────────────────────────────────────────

const STANDINGS = new WeakMap<object, number[]>();

/**
 * Each seat's points if the board stayed as it is: points scored plus today's
 * provinces, buildings and majorities for every scoring still to come
 * (remembered per view: the heuristic reads it for every attack it weighs).
 */
export function standings(v: V): number[] {
  let st = STANDINGS.get(v);
  if (!st) {
    const k = v.phase === 'over' ? 0 : scoringsLeft(v);
    const board = boardPoints(v);
    st = v.players.map((p, seat) => p.score + k * board[seat]!);
    STANDINGS.set(v, st);
  }
  return st;
}

const REGION_INDEX = new Map<string, number>(REGIONS.map((r, i) => [r, i]));

/**
 * What today's board scores per seat (scoring.ts's scoreLines totals: 1 per
 * province and building, region majorities 3/2/1, tied leaders one less) in
 * one pass over the provinces: the rollouts ask it for every decision.
 */
function boardPoints(v: V): number[] {
  const n = v.players.length;
  const points = new Array<number>(n).fill(0);
  const counts = new Array<number>(REGIONS.length * 3 * n).fill(0);
  for (let i = 0; i < PROVINCE_COUNT; i++) {
    const p = v.provinces[i]!;
    if (p.owner < 0) continue;
    points[p.owner]!++;
    const base = REGION_INDEX.get(regionOf(i, v.options.side))! * 3 * n + p.owner;
    if (p.palace) (points[p.owner]!++, counts[base]!++);
    if (p.temple) (points[p.owner]!++, counts[base + n]!++);
    if (p.theatre) (points[p.owner]!++, counts[base + 2 * n]!++);
  }
  for (let rb = 0; rb < REGIONS.length * 3; rb++) {
    const at = rb * n;
    let max = 0;
    let leaders = 0;
    for (let seat = 0; seat < n; seat++) {
      const c = counts[at + seat]!;
      if (c > max) (max = c), (leaders = 1);
      else if (c === max && c > 0) leaders++;
    }
    if (max === 0) continue;
    const value = MAJORITY_POINTS[BUILDINGS[rb % 3]!] - (leaders > 1 ? 1 : 0);
    for (let seat = 0; seat < n; seat++) if (counts[at + seat] === max) points[seat]! += value;
  }
  return points;
}

/**
 * How much more than its own value taking a province from `owner` is worth to
 * `seat` in the last year: a player ahead of the table is worth stopping (the
 * more so the larger the lead), one behind is worth less (beating up the last
 * player only helps the leader). 1 for an even table and in the first year.
 */
export function rivalWeight(v: V, seat: number, owner: number, contest = 1): number {
  // Only in the last year: with a whole year to come a lead is not yet a
  // threat, and weighing it there shifted wins between the start groups
  // without making the weakest one any stronger (docs/bots.md).
  if (v.year !== 2 || owner < 0 || owner === seat || contest <= 0) return 1;
  const st = standings(v);
  const n = st.length;
  let best = -Infinity;
  let sum = 0;
  for (let s = 0; s < n; s++) {
    sum += st[s]!;
    if (s !== owner) best = Math.max(best, st[s]!);
  }
  const mine = st[owner]!;
  let w = 1 + contest * Math.max(-0.5, Math.min(0.8, (mine - sum / n) / 10));
  if (mine > best) w += contest * Math.min(0.6, (mine - best) / 8);
  return w;
}

const buildingsOf = (p: V['provinces'][number]): number => (p.palace ? 1 : 0) + (p.temple ? 1 : 0) + (p.theatre ? 1 : 0);

/** What holding province i is worth to its holder (points-equivalent). */
export function provinceValue(v: V, i: number): number {
  const d = PROVINCES[i]!;
  const p = v.provinces[i]!;
  const k = scoringsLeft(v);
  const seasonsLeft = v.season >= 3 ? 0 : 3 - v.season + (v.year === 1 ? 3 : 0);
  const income = Math.min(1, seasonsLeft / 3) * (d.tax * moneyWeight(v) * 0.5 + d.rice * 0.12);
  return k * (1 + buildingsOf(p) * 1.6) + income + (d.sites - buildingsOf(p)) * 0.15 * k;
}

/** Chance to hold a province with `armies` against the threat next to it. */
function holdChance(v: V, seat: number, i: number, armies: number): number {
  return holdAgainst(v, threat(v, seat, i), armies);
}

/** holdChance against threat `t` (threat's answer for the province, worked out once where several counts are weighed). */
function holdAgainst(v: V, t: number, armies: number): number {
  if (t <= 0) return 1;
  if (armies <= 0) return 0;
  // The enemy must also plan a battle there: discount the raw odds.
  const lose = towerOdds(v, t, 0, armies, 0).win;
  return 1 - 0.45 * lose;
}

function gauss(rng: Rng): number {
  let s = 0;
  for (let k = 0; k < 4; k++) s += rng.nextU32() / 0x100000000;
  return (s - 2) * 1.7;
}

const jitter = (style: Style, rng: Rng): number => (style.noise > 0 ? gauss(rng) * style.noise : 0);

// ── majorities ──────────────────────────────────────────────────────────

function majorityValue(mine: number, best: number): number {
  // fraction of the region's value: 1 lead, 2/3-ish when tied, 0 otherwise
  if (mine <= 0) return 0;
  if (mine > best) return 1;
  if (mine === best) return 0.5;
  return 0;
}

/** Per region, building (BUILDINGS' order) and seat: how many of the region's provinces hold that building (per view). */
function majorityCounts(v: V): number[] {
  let counts = MAJORITY_COUNTS.get(v);
  if (!counts) {
    const n = v.players.length;
    counts = new Array<number>(REGIONS.length * 3 * n).fill(0);
    for (let j = 0; j < PROVINCE_COUNT; j++) {
      const p = v.provinces[j]!;
      if (p.owner < 0) continue;
      const base = REGION_INDEX.get(regionOf(j, v.options.side))! * 3 * n + p.owner;
      for (let k = 0; k < 3; k++) if (p[BUILDINGS[k]!]) counts[base + k * n]!++;
    }
    MAJORITY_COUNTS.set(v, counts);
  }
  return counts;
}

const MAJORITY_COUNTS = new WeakMap<object, number[]>();

/** Points gained in region majorities by building `b` in province i. */
export function majorityGain(v: V, seat: number, i: number, b: Building): number {
  const n = v.players.length;
  // Each seat's count of building b in province i's region, from the view's table (one pass over the board per view,
  // not one per province and building asked about: the plan asks for every own province and building).
  const all = majorityCounts(v);
  const at = (REGION_INDEX.get(regionOf(i, v.options.side))! * 3 + BUILDINGS.indexOf(b)) * n;
  const mine = all[at + seat]!;
  let best = 0;
  for (let s = 0; s < n; s++) if (s !== seat) best = Math.max(best, all[at + s]!);
  const value = MAJORITY_POINTS[b];
  const before = majorityValue(mine, best) * value;
  const after = majorityValue(mine + 1, best) * value;
  return after - before;
}

// ── planning ────────────────────────────────────────────────────────────

function expectedRiceLoss(v: V): number {
  const evs = v.yearEvents;
  if (evs.length === 0) return 0;
  let sum = 0;
  for (const e of evs) sum += EVENT_BY_ID.get(e)?.riceLoss ?? 0;
  return sum / evs.length;
}

/** Best attack from province i with `count` armies: its value and target. */
function bestAttack(v: V, seat: number, i: number, count: number, contest = 1, careless = false): { value: number; target: number } {
  if (count < 1) return { value: -Infinity, target: -1 };
  return bestAttackIn(attackTable(v, seat, i, contest), v, seat, count, careless);
}

/**
 * The provinces `seat` could attack from i and what taking each is worth (its value, weighted by its owner): the part
 * of bestAttack that does not depend on the count. The plan asks about one province with several counts (armies
 * placed, battles), the march options about every own target with every count ("gather where you can strike
 * next"): they make the table once per province and ask bestAttackIn per count — the same numbers, fewer passes.
 */
function attackTable(v: V, seat: number, i: number, contest: number): AttackTable {
  const targets: number[] = [];
  const gains: number[] = [];
  for (const t of marchTargets(v, seat, i, 'battle')) {
    const p = v.provinces[t]!;
    if (p.owner === seat) continue;
    targets.push(t);
    gains.push(provinceValue(v, t) * (p.owner >= 0 ? 1.35 * rivalWeight(v, seat, p.owner, contest) : 1));
  }
  return { targets, gains };
}

interface AttackTable {
  targets: number[];
  gains: number[];
}

/** bestAttack over a province's attack table. */
function bestAttackIn(table: AttackTable, v: V, seat: number, count: number, careless: boolean): { value: number; target: number } {
  let best = { value: -Infinity, target: -1 };
  if (count < 1) return best;
  const { targets, gains } = table;
  for (let k = 0; k < targets.length; k++) {
    const t = targets[k]!;
    const odds = attackOdds(v, seat, t, count);
    const win = careless ? carelessOdds(odds.win) : odds.win;
    const value = win * gains[k]! - (1 - win) * count * 0.12;
    if (value > best.value) best = { value, target: t };
  }
  return best;
}

function canBuild(v: V, i: number, b: Building): boolean {
  const p = v.provinces[i]!;
  return !p[b] && buildingsOf(p) < PROVINCES[i]!.sites && v.buildingsLeft[b] > 0;
}

/** One way to use a card: an action on a province, with its value (points-equivalent) and cost in coins. */
export interface Pair {
  action: ActionId;
  province: number;
  value: number;
  cost: number;
}

/** Changes to the heuristic's plan, for the search's candidates: pairs forced in first, pairs left out. */
export interface PlanTweak {
  force?: readonly { action: ActionId; province: number }[];
  forbid?: readonly { action: ActionId; province: number }[];
  /** Money held back for the bid, overriding the heuristic's choice (0-4; 0 may mean a spare province card). */
  bidMoney?: number;
}

/** What `known` fixes: spaces with a card showing (or known empty), and the cards showing. */
function fixedOf(known: PlanView | null | undefined): { fixed: Map<ActionId, PlanCard>; showing: Set<PlanCard> } {
  const fixed = new Map<ActionId, PlanCard>();
  const showing = new Set<PlanCard>();
  if (known) {
    ACTIONS.forEach((a, i) => {
      const c = known.spaces[i];
      if (c !== 'hidden' && c !== undefined) {
        fixed.set(a, c);
        if (c !== null) showing.add(c);
      }
    });
    if (known.bid !== 'hidden' && known.bid !== null) showing.add(known.bid);
  }
  return { fixed, showing };
}

/**
 * Every (action, own province) pair the plan could use, valued (no noise),
 * best first. `known`: only pairs for spaces still open and cards not showing.
 */
export function planPairs(v: V, seat: number, known?: PlanView | null, contest = 1, careless = false): Pair[] {
  return sortPairs(collectPairs(v, seat, known, contest, careless));
}

/** Where in the season's order action `a` comes (known for the first five, else ~7.5). */
function placeInOrder(v: V, a: ActionId): number {
  const at = v.actionOrder.indexOf(a);
  return at >= 0 ? at : 7.5;
}

function collectPairs(v: V, seat: number, known?: PlanView | null, contest = 1, careless = false): Pair[] {
  const { fixed, showing } = fixedOf(known);
  const mine: number[] = [];
  for (let i = 0; i < PROVINCE_COUNT; i++) if (v.provinces[i]!.owner === seat) mine.push(i);
  const me = v.players[seat]!;
  const mw = moneyWeight(v);
  const k = scoringsLeft(v);
  // Careless (Easy) forgets the winter until autumn, and the events' rice losses altogether.
  const riceNeed = Math.max(0, mine.length + (careless ? 0 : expectedRiceLoss(v)) - me.rice);
  const riceUrgency = v.season >= 2 ? 1.1 : careless ? 0 : v.season === 1 ? 0.75 : 0.5;
  const pairs: Pair[] = [];
  for (const i of mine) {
    if (showing.has(provinceId(i))) continue;
    const p = v.provinces[i]!;
    const d = PROVINCES[i]!;
    const hold = holdChance(v, seat, i, p.armies);
    const t = threat(v, seat, i);
    // Unrest: rice/tax first fights a revolt of 1 peasant per token.
    const keep = p.unrest > 0 ? revoltOdds(v, seat, p.armies, p.unrest) : 1;
    const pv = provinceValue(v, i);
    for (const b of BUILDINGS) {
      if (fixed.has(b) || !canBuild(v, i, b)) continue;
      const value = (k * (1 + 0.85 * majorityGain(v, seat, i, b)) + 0.3) * hold - BUILDING_COST[b] * mw;
      pairs.push({ action: b, province: i, value, cost: BUILDING_COST[b] });
    }
    const riceYield = d.rice;
    const riceValue = Math.min(riceYield, riceNeed) * riceUrgency + Math.max(0, riceYield - riceNeed) * 0.05;
    const unrestCost = 0.25 + p.unrest * 0.2;
    if (!fixed.has('rice')) pairs.push({ action: 'rice', province: i, value: keep * riceValue - (1 - keep) * pv - unrestCost, cost: 0 });
    if (!fixed.has('tax')) pairs.push({ action: 'tax', province: i, value: keep * d.tax * mw * 1.1 - (1 - keep) * pv - unrestCost, cost: -d.tax * 0.5 });
    // Armies: worth more where threatened and where an attack could follow.
    const attacks = attackTable(v, seat, i, contest);
    const now = bestAttackIn(attacks, v, seat, p.armies - 1, careless);
    const attackNow = now.value;
    for (const a of ['armies5', 'armies3', 'army1'] as const) {
      const { count, cost } = PLACE_ARMIES[a];
      if (fixed.has(a) || me.supply < count) continue;
      const need = Math.max(0, t + 1 - p.armies);
      const defence = Math.min(count, need + 1) * 0.22 * pv / k + Math.max(0, count - need - 1) * 0.04;
      const staging = Math.max(0, bestAttackIn(attacks, v, seat, p.armies - 1 + count, careless).value - Math.max(0, attackNow)) * 0.6;
      const value = defence + staging + count * 0.03 - cost * mw + (a === 'army1' ? 0.05 : 0);
      pairs.push({ action: a, province: i, value, cost });
    }
    for (const a of ['battleA', 'battleB'] as const) {
      if (fixed.has(a) || p.armies < 2) continue;
      const att = now;
      if (att.target < 0) continue;
      // Sending everything leaves the province bare against neighbours (careless: not minded).
      const exposure = t > 0 && !careless ? pv * 0.25 : 0;
      const order = placeInOrder(v, a) < 5 ? 0 : 0.1; // later battles may follow reinforcements
      pairs.push({ action: a, province: i, value: att.value - exposure + order, cost: 0 });
    }
  }
  return pairs;
}

/** Each action's place on the plan board (ACTIONS' order), the ties' order in sortPairs. */
const ACTION_PLACE = new Map<ActionId, number>(ACTIONS.map((a, i) => [a, i]));

/** Best first; ties by the action's place on the board, then the province. */
function byValue(x: Pair, y: Pair): number {
  return y.value - x.value || ACTION_PLACE.get(x.action)! - ACTION_PLACE.get(y.action)! || x.province - y.province;
}

const sortPairs = (pairs: Pair[]): Pair[] => pairs.sort(byValue);

/**
 * The seat's secret plan: province cards on the actions that pay most, a bid,
 * money cards on the rest. `known` (for guessing another seat's plan in a
 * sampled world) fixes every space and the bid that is not 'hidden' and fills
 * only the hidden ones, from the cards not showing. `tweak` (the search's
 * variations) forces or forbids pairs and sets the bid.
 */
export function heuristicPlan(
  v: V,
  seat: number,
  rng: Rng,
  style: Style = NORMAL,
  bidBias = 0,
  known?: PlanView | null,
  tweak?: PlanTweak,
): HennShogunMove {
  const mine: number[] = [];
  for (let i = 0; i < PROVINCE_COUNT; i++) if (v.provinces[i]!.owner === seat) mine.push(i);
  const me = v.players[seat]!;
  const { fixed, showing } = fixedOf(known);
  let pairs = collectPairs(v, seat, known, style.contest ?? 1, style.careless ?? false);
  for (const pr of pairs) pr.value += jitter(style, rng);
  sortPairs(pairs);
  if (tweak?.forbid?.length) {
    const out = tweak.forbid;
    pairs = pairs.filter((pr) => !out.some((f) => f.action === pr.action && f.province === pr.province));
  }
  if (tweak?.force?.length) {
    // Forced pairs go first, in the order given.
    const forced: Pair[] = [];
    for (const f of tweak.force) {
      const at = pairs.findIndex((pr) => pr.action === f.action && pr.province === f.province);
      if (at >= 0) forced.push({ ...pairs.splice(at, 1)[0]!, value: Infinity });
    }
    pairs = [...forced, ...pairs];
  }

  // Bid first: how much the seat is willing to pay for an early choice.
  const bidKnown = known && known.bid !== 'hidden';
  let bidMoney = me.money >= 14 ? 2 : me.money >= 8 ? 1 : 0;
  // Careless (Easy) pays 2 coins for an early place every season (3 measured far too weak, docs/games/henn-shogun.md).
  if (style.careless) bidMoney = 2;
  if (tweak?.bidMoney !== undefined) bidMoney = tweak.bidMoney;
  bidMoney = Math.max(0, Math.min(4, me.money, bidMoney + bidBias));
  if (bidKnown || showing.has(bidMoney)) bidMoney = 0;
  let budget = me.money - bidMoney;

  const chosen = new Map<ActionId, PlanCard>(fixed);
  const used = new Set<number>();
  for (const pr of pairs) {
    if (pr.value <= 0.05) break;
    if (chosen.has(pr.action) || used.has(pr.province)) continue;
    if (pr.cost > 0 && pr.cost > budget + 0.01) continue;
    chosen.set(pr.action, provinceId(pr.province));
    used.add(pr.province);
    budget -= pr.cost;
  }
  const leftover = mine.filter((i) => !used.has(i) && !showing.has(provinceId(i)));
  let bid: PlanCard;
  if (bidKnown) {
    bid = known!.bid as PlanCard;
  } else if (bidMoney === 0 && leftover.length > 0) {
    // A spare province card outbids a 0 and costs nothing.
    const spare = leftover.reduce((a, b) => (provinceValue(v, a) <= provinceValue(v, b) ? a : b));
    bid = provinceId(spare);
    leftover.splice(leftover.indexOf(spare), 1);
  } else {
    bid = showing.has(bidMoney) ? null : bidMoney;
  }
  const money = [0, 1, 2, 3, 4].filter((c) => c !== bid && !showing.has(c));
  const actions: Partial<Record<ActionId, PlanCard>> = {};
  for (const a of ACTIONS) {
    const c = chosen.get(a);
    if (c !== undefined) actions[a] = c;
  }
  // Remaining spaces: money cards first, then the least harmful leftover province.
  let valueOf: Map<number, number> | null = null;
  for (const a of ACTIONS) {
    if (actions[a] !== undefined) continue;
    if (money.length > 0) {
      actions[a] = money.shift()!;
      continue;
    }
    if (leftover.length === 0) {
      actions[a] = null;
      continue;
    }
    let pick = leftover[0]!;
    let bestScore = -Infinity;
    for (const i of leftover) {
      const p = v.provinces[i]!;
      let score: number;
      if (a === 'battleA' || a === 'battleB') score = p.armies < 2 ? 1 : bestAttack(v, seat, i, p.armies - 1, style.contest ?? 1, style.careless ?? false).value;
      else score = (valueOf ??= pairValues(pairs)).get(pairKey(a, i)) ?? 0;
      if (score > bestScore) {
        bestScore = score;
        pick = i;
      }
    }
    actions[a] = provinceId(pick);
    leftover.splice(leftover.indexOf(pick), 1);
  }
  return { type: 'plan', actions, bid };
}

/** A pair's (action, province) as one number. */
const pairKey = (a: ActionId, province: number): number => ACTION_PLACE.get(a)! * 256 + province;

/** The value of each (action, province) in `pairs`: the first pair's where one repeats (as a search from the front finds it). */
function pairValues(pairs: readonly Pair[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const pr of pairs) {
    const k = pairKey(pr.action, pr.province);
    if (!m.has(k)) m.set(k, pr.value);
  }
  return m;
}

// ── seat order and special card ─────────────────────────────────────────

export function heuristicSlot(v: V, seat: number, rng: Rng, style: Style = NORMAL): HennShogunMove {
  const free = freeSlots(v);
  if (style.blunder > 0 && rng.probability(style.blunder)) return { type: 'choose-slot', slot: rng.pick(free) };
  const plan = v.plans[seat];
  const on = (a: ActionId): number => {
    const c = plan?.spaces[ACTIONS.indexOf(a)];
    return typeof c === 'string' ? provinceIndex(c) : -1;
  };
  const mine: number[] = [];
  for (let i = 0; i < PROVINCE_COUNT; i++) if (v.provinces[i]!.owner === seat) mine.push(i);
  const riceNeed = Math.max(0, mine.length + expectedRiceLoss(v) - v.players[seat]!.rice);
  const battles = (on('battleA') >= 0 ? 1 : 0) + (on('battleB') >= 0 ? 1 : 0);
  const threatened = mine.filter((i) => threat(v, seat, i) >= v.provinces[i]!.armies).length;
  const worth = (sp: SpecialId): number => {
    switch (sp) {
      case 'tax+1':
        return on('tax') >= 0 ? moneyWeight(v) : 0;
      case 'rice+1':
        return on('rice') >= 0 ? (riceNeed > 0 ? 0.8 : 0.05) : 0;
      case 'armies6':
        return on('armies5') >= 0 ? 0.25 : 0;
      case 'attack+1':
        return battles * 0.45;
      case 'defend+1':
        return Math.min(3, threatened) * 0.15;
    }
  };
  let best = free[0]!;
  let bestValue = -Infinity;
  for (const slot of free) {
    const value = worth(v.slots[slot]!) + (4 - slot) * 0.06 * (1 + battles) + jitter(style, rng) * 0.3;
    if (value > bestValue) {
      bestValue = value;
      best = slot;
    }
  }
  return { type: 'choose-slot', slot: best };
}

// ── battles and moves ───────────────────────────────────────────────────

interface MarchOption {
  move: HennShogunMove;
  value: number;
}

/** The counts a march weighs (all but one, about half, one; the careless only all but one), each once, in that order. */
function marchCounts(armies: number, careless: boolean): number[] {
  const all = armies - 1;
  if (all < 1) return [];
  if (careless) return [all];
  const out = [all];
  const half = Math.max(1, Math.ceil(all / 2));
  if (half !== all) out.push(half);
  if (1 !== all && 1 !== half) out.push(1);
  return out;
}

/**
 * Every sensible march (a few counts per target) with its value; pass included
 * for a move. `careless` (Easy): all armies but one, the chance read too high,
 * and the province left behind not minded.
 */
export function marchOptions(v: V, seat: number, contest = 1, careless = false, lean = false): MarchOption[] {
  const aw = v.exec.awaiting!;
  const from = provinceIndex(aw.from);
  const armies = v.provinces[from]!.armies;
  const targets = marchTargets(v, seat, from, aw.kind);
  const pvFrom = provinceValue(v, from);
  // The threat next to a province does not depend on the armies weighed there: once per province.
  const threatFrom = threat(v, seat, from);
  const base = holdAgainst(v, threatFrom, armies) * pvFrom;
  const out: MarchOption[] = [];
  if (aw.kind === 'move') out.push({ move: { type: 'pass' }, value: 0 });
  const counts = marchCounts(armies, careless);
  // What depends on the count only (the province left behind), worked out once
  // for all targets rather than per target: the same numbers, fewer calls.
  if (counts.length === 0) return out;
  const heldFrom = counts.map((c) => holdAgainst(v, threatFrom, armies - c) * pvFrom);
  for (const t of targets) {
    const p = v.provinces[t]!;
    if (p.owner === seat) {
      // What depends on the target only, likewise once per target.
      const pvT = provinceValue(v, t);
      const threatT = threat(v, seat, t);
      const heldNow = holdAgainst(v, threatT, p.armies) * pvT;
      const attacks = lean ? null : attackTable(v, seat, t, contest);
      const strikeNow = attacks ? Math.max(0, bestAttackIn(attacks, v, seat, p.armies - 1, careless).value) : 0;
      for (let k = 0; k < counts.length; k++) {
        const c = counts[k]!;
        let value = careless
          ? holdAgainst(v, threatT, p.armies + c) * pvT - heldNow
          : heldFrom[k]! + holdAgainst(v, threatT, p.armies + c) * pvT - base - heldNow;
        // Gather armies where they can strike next.
        if (attacks) value += Math.max(0, bestAttackIn(attacks, v, seat, p.armies + c - 1, careless).value - strikeNow) * 0.15;
        value -= 0.01 * c;
        out.push({ move: { type: 'march', to: provinceId(t), count: c }, value });
      }
    } else {
      const gain = provinceValue(v, t) * (p.owner >= 0 ? 1.35 * rivalWeight(v, seat, p.owner, contest) : 1);
      for (let k = 0; k < counts.length; k++) {
        const c = counts[k]!;
        const odds = attackOdds(v, seat, t, c);
        const win = careless ? carelessOdds(odds.win) : odds.win;
        const value = win * gain - (1 - win) * c * 0.12 + (careless ? 0 : heldFrom[k]! - base);
        out.push({ move: { type: 'march', to: provinceId(t), count: c }, value });
      }
    }
  }
  return out;
}

export function heuristicMarch(v: V, seat: number, rng: Rng, style: Style = NORMAL): HennShogunMove {
  if (style.blunder > 0 && rng.probability(style.blunder)) return randomMoveOf(v, rng);
  const options = marchOptions(v, seat, style.contest ?? 1, style.careless ?? false, style.lean ?? false);
  let best = options[0]!;
  let bestValue = -Infinity;
  for (const o of options) {
    const value = o.value + jitter(style, rng) * 0.5;
    if (value > bestValue) {
      bestValue = value;
      best = o;
    }
  }
  return best.move;
}

// ── winter ──────────────────────────────────────────────────────────────

/** Fight for the most valuable provinces first, while the tray is least spent. */
export function heuristicRevoltOrder(v: V, seat: number, rng: Rng, style: Style = NORMAL): HennShogunMove {
  const list = v.winter!.revolts[seat]!.slice();
  if (style.blunder > 0 && rng.probability(style.blunder)) return { type: 'revolt-order', order: rng.shuffle(list) };
  list.sort((a, b) => provinceValue(v, provinceIndex(b)) - provinceValue(v, provinceIndex(a)) || (a < b ? -1 : 1));
  return { type: 'revolt-order', order: list };
}

// ── draft ───────────────────────────────────────────────────────────────

function draftValue(v: V, seat: number, i: number): number {
  const d = PROVINCES[i]!;
  let value = d.tax * 0.3 + d.rice * 0.35 + d.sites * 0.5;
  const r = regionOf(i, v.options.side);
  for (const n of NEIGHBOURS[i] ?? []) {
    const p = v.provinces[n]!;
    if (p.owner === seat) value += 0.5;
    else if (p.owner >= 0) value -= 0.15;
  }
  for (let j = 0; j < PROVINCE_COUNT; j++) if (v.provinces[j]!.owner === seat && regionOf(j, v.options.side) === r) value += 0.2;
  return value;
}

export function heuristicDraftPick(v: V, seat: number, rng: Rng, style: Style = NORMAL): HennShogunMove {
  const d = v.draft!;
  if (style.blunder > 0 && rng.probability(style.blunder)) return randomMoveOf(v, rng);
  const mask = inPlay(v.options);
  // The deck: the mean value of the cards nobody has taken and that are not open.
  const unknown: number[] = [];
  for (let i = 0; i < PROVINCE_COUNT; i++) {
    if (mask[i] && v.provinces[i]!.owner < 0 && !d.open.includes(provinceId(i))) unknown.push(i);
  }
  const deckValue = unknown.length ? unknown.reduce((s, i) => s + draftValue(v, seat, i), 0) / unknown.length : -Infinity;
  let best: HennShogunMove = { type: 'draft-pick', card: 'deck' };
  let bestValue = d.deck > 0 ? deckValue : -Infinity;
  for (const c of d.open) {
    const value = draftValue(v, seat, provinceIndex(c)) + jitter(style, rng) * 0.5;
    if (value > bestValue) {
      bestValue = value;
      best = { type: 'draft-pick', card: c };
    }
  }
  if (canSwap(d, seat) && bestValue < deckValue - 1) return { type: 'draft-swap' };
  if (best.type === 'draft-pick' && best.card === 'deck' && d.deck === 0) return { type: 'draft-pick', card: d.open[0]! };
  return best;
}

export function heuristicDraftPlace(v: V, seat: number, rng: Rng, style: Style = NORMAL): HennShogunMove {
  const d = v.draft!;
  const groups = d.groups[seat]!;
  if (style.blunder > 0 && rng.probability(style.blunder)) return { type: 'draft-place', group: rng.pick(groups) };
  const i = provinceIndex(d.taken);
  // Big groups where enemies are near; small ones elsewhere.
  const enemies = (NEIGHBOURS[i] ?? []).filter((n) => v.provinces[n]!.owner >= 0 && v.provinces[n]!.owner !== seat).length;
  const sorted = [...new Set(groups)].sort((a, b) => a - b);
  const group = enemies > 0 || draftValue(v, seat, i) > 3.2 ? sorted[sorted.length - 1]! : sorted[0]!;
  return { type: 'draft-place', group };
}

// ── one entry point ─────────────────────────────────────────────────────

export function heuristicMove(v: V, seat: number, rng: Rng, style: Style = NORMAL): HennShogunMove {
  const decision = v.pending.find((x) => x.seat === seat);
  if (!decision) throw new Error('heuristic: this seat has nothing to decide');
  switch (decision.kind) {
    case 'draft-pick':
      return heuristicDraftPick(v, seat, rng, style);
    case 'draft-place':
      return heuristicDraftPlace(v, seat, rng, style);
    case 'plan':
      return heuristicPlan(v, seat, rng, style);
    case 'choose-slot':
      return heuristicSlot(v, seat, rng, style);
    case 'move':
    case 'battle':
      return heuristicMarch(v, seat, rng, style);
    case 'revolt-order':
      return heuristicRevoltOrder(v, seat, rng, style);
  }
  throw new Error(`heuristic: unknown decision ${decision.kind}`);
}

