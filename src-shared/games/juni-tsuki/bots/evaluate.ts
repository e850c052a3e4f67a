/**
 * How good a position is for one seat, for the Normal bot's one-move lookahead
 * and the Hard bot's playouts: castles (Kyoto above all), Daimyō, samurai,
 * income, koku and war cards, less what stands to be lost (groups about to
 * turn ronin), plus a pull towards the nearest castles and resource points not
 * yet held, minus a share of the best opponent's strength.
 */
import { KYOTO_CASTLE, CASTLE_POINTS, POINTS, POINT_COUNT, PROVINCE_NEIGHBOURS, PROVINCE_POINTS, RESOURCE_POINTS, pointDistances } from '../map';
import { MB_PROVINCE_COUNT } from '../../../maps/mb-board';
import { monthOfYear, yearOf, type Table } from '../flow';
import { MONTHS_PER_YEAR } from '../data/reconstruction';
import { threatOf } from './leader';

// Module-level copies of the map's tables: read once per point per evaluation, and a bundler's
// live-binding getter on every read showed in the profile.
const POINTS_ = POINTS;
const PROVINCE_POINTS_ = PROVINCE_POINTS;
const PROVINCE_NEIGHBOURS_ = PROVINCE_NEIGHBOURS;
const RESOURCE_POINTS_ = RESOURCE_POINTS;
const CASTLE_POINTS_ = CASTLE_POINTS;
const PROVINCE_COUNT = MB_PROVINCE_COUNT;
const POINT_COUNT_ = POINT_COUNT;

export interface Weights {
  castle: number;
  kyoto: number;
  daimyo: number;
  samurai: number;
  resource: number;
  koku: number;
  card: number;
  pull: number;
  ronin: number;
  rival: number;
  /** Extra share of a player close to victory's strength counted against us (leader.ts). */
  leader: number;
  /**
   * Points per own Daimyō outnumbered where it stands (`exposure`): a Daimyō whose province's samurai are wiped out in
   * battle dies of isolation (§7), and a player without Daimyō is out. 0 (Normal, Easy): not looked at.
   */
  guard: number;
  /**
   * Points per unit of `lastStand`: the seat's Daimyō all in one province (its last stand: wiping out its samurai there
   * puts the seat out, §7) with enemy samurai within marching reach (LAST_STAND_REACH points, not only next door). 0
   * (Normal, Easy, Hard's default so far): not looked at.
   */
  last: number;
  /**
   * Share of `fireRisk` (the expected loss to an opponent's Fire before the seat's next month) counted against the
   * position: 1 = the expected loss in full. 0 (Normal, Easy): not looked at.
   */
  fire: number;
  /**
   * Points per point of strength (less the seat's own pull) by which the seat leads the strongest other seat, before
   * the last year (`topLead`). The Normals weigh the strongest opponent against themselves (`rival`), so a seat that
   * shows as the strongest early draws all three Normals' attacks and Fires; this makes a lead worth less while it
   * cannot yet win, so Hard keeps level with the leader until the last year (when the castles count). 0 (Normal,
   * Easy, Hard's default): not looked at.
   */
  top: number;
  /**
   * Points per castle by which the seat leads (or trails) the most castles any other seat holds (`castleMargin`), in
   * the last year, growing from 1/12 of it in its first month to all of it in the last: after the last month most
   * castles wins (§9), and samurai, koku and cards count nothing then. The plan and the search's playouts see a castle
   * taken from the castle leader as worth more than a neutral one, and one lost to him as costing more. 0 (Normal,
   * Easy, Hard's default so far): not looked at.
   */
  end: number;
  /**
   * Points per logit of a softmax over the seats still in the game (0: not used, `rival` instead): the value is then
   * `soft` · log P(the seat wins), P = softmax of the seats' strengths / `soft`, as the fitted evaluation
   * (fitted-eval.ts) was fitted to game outcomes (plus the seat's pull, outside the chance). A rival's strength then
   * counts by his chance, not by a fixed share.
   */
  soft: number;
}

export const WEIGHTS: Weights = { castle: 30, kyoto: 15, daimyo: 14, samurai: 0.6, resource: 5, koku: 0.3, card: 1.2, pull: 2, ronin: 0.6, rival: 0.35, leader: 0.65, guard: 0, last: 0, fire: 0, top: 0, end: 0, soft: 0 };

/** The pull strengths() last added to `me` (read by evaluate's `top`: a lead in position, not in nearness to targets). */
let PULL = 0;

interface Stranded {
  n: number;
  points: number[];
  province: number;
}

/**
 * Every seat's strength in one pass over the points (evaluate runs in every playout step of Hard:
 * one pass instead of one per seat). `me` is the seat whose pull towards targets is counted
 * (`targets`); `final` applies to `me` only. Per seat the terms are added in a fixed order, so the
 * values do not depend on the number of players looked at.
 */
function strengths(t: Table, w: Weights, me: number, targets: boolean, final: boolean): number[] {
  PULL = 0;
  const n = t.players.length;
  const v = new Array<number>(n).fill(0);
  // dprov[seat * PROVINCE_COUNT + p] = 1: a Daimyō of the seat stands in province p (one scratch array for all calls).
  const dprov = scratch(n);
  for (let seat = 0; seat < n; seat++) {
    if (t.players[seat]!.out) continue;
    for (let c = 0; c < t.castles.length; c++) {
      const castle = t.castles[c]!;
      if (castle.owner !== seat) continue;
      v[seat]! += w.castle + (c === KYOTO_CASTLE ? w.kyoto : 0) + w.koku * (castle.koku ?? t.players[seat]!.kokuAnnounced / 3);
    }
  }
  const daimyo = new Array<number>(n).fill(0);
  for (const d of t.daimyo) {
    if (d.owner < 0) continue;
    daimyo[d.owner]!++;
    dprov[d.owner * PROVINCE_COUNT + d.province] = 1;
  }
  for (let seat = 0; seat < n; seat++) v[seat]! += w.daimyo * daimyo[seat]!;
  // Groups with no own Daimyō in their province turn ronin at the next month, unless a
  // Daimyō can still follow them this month: one province move, so one such province (the
  // one with most samurai, next to a Daimyō) is forgiven.
  const groups: number[] = [];
  // Per seat, its stranded groups by province in the order first met (made only for a seat that has any); `slot`
  // finds a province's entry: index + 1 at [seat * PROVINCE_COUNT + province] (no Map: this runs for every move tried).
  const stranded: (Stranded[] | null)[] = new Array(n).fill(null);
  const slot = slots(n);
  const points = t.points;
  for (let pt = 0; pt < points.length; pt++) {
    const list = points[pt]!;
    if (list.length === 0) continue;
    const provs = POINTS_[pt]!.provinces;
    for (const g of list) {
      const o = g.o;
      if (o < 0 || t.players[o]!.out) continue;
      // Samurai on an entry point do nothing until a Daimyō leads them in: worth a third.
      v[o]! += w.samurai * Math.min(g.n, 40) * (provs.length === 0 ? 1 / 3 : 1);
      if (provs.length === 0) continue;
      const base = o * PROVINCE_COUNT;
      let led = false;
      for (const p of provs) if (dprov[base + p]) led = true;
      if (led) {
        if (o === me) groups.push(pt);
      } else {
        const key = provs[0]!;
        const list = (stranded[o] ??= []);
        let i = slot[base + key]!;
        if (i === 0) i = slot[base + key] = list.push({ n: 0, points: [], province: key });
        const e = list[i - 1]!;
        e.n += g.n;
        e.points.push(pt);
      }
    }
  }
  for (let seat = 0; seat < n; seat++) {
    if (t.players[seat]!.out) {
      v[seat] = -500;
      continue;
    }
    const mine = stranded[seat];
    if (mine) {
      const followable = !(seat === me && final) && t.turn.seat === seat && !t.turn.provinceMoved && !t.turn.transported && !t.over;
      let forgiven: Stranded | null = null;
      if (followable) {
        const base = seat * PROVINCE_COUNT;
        for (const e of mine) {
          let near = false;
          for (const q of PROVINCE_NEIGHBOURS_[e.province]!) if (dprov[base + q]) near = true;
          if (!near) continue;
          if (!forgiven || e.n > forgiven.n) forgiven = e;
        }
      }
      for (const e of mine) {
        if (e === forgiven) {
          v[seat]! -= (w.ronin / 50) * e.n;
          if (seat === me) groups.push(...e.points);
        } else v[seat]! -= w.ronin * e.n;
      }
    }
    for (const pt of RESOURCE_POINTS_) if (has(points[pt]!, seat)) v[seat]! += w.resource;
    v[seat]! += w.card * Math.min(4, t.hands[seat]?.elements.length ?? 0);
  }
  if (targets && me >= 0 && !t.players[me]!.out && groups.length > 0) {
    // Pull: every castle and resource point not held draws the nearest own group, more when close.
    let pull = 0;
    for (let c = 0; c < CASTLE_POINTS_.length; c++) {
      if (t.castles[c]!.owner === me) continue;
      pull += pullOf(groups, CASTLE_POINTS_[c]!, c === KYOTO_CASTLE ? 2 : 1);
    }
    for (const pt of RESOURCE_POINTS_) if (!has(points[pt]!, me)) pull += pullOf(groups, pt, 0.6);
    v[me]! += w.pull * pull;
    PULL = w.pull * pull;
  }
  return v;
}

/** A group of the seat stands in the list. */
function has(list: readonly { o: number }[], seat: number): boolean {
  for (const g of list) if (g.o === seat) return true;
  return false;
}

/** A target point's pull on the nearest of the groups: more when close, none when none can reach it. */
function pullOf(groups: readonly number[], pt: number, weight: number): number {
  // The nearest group's steps, read straight from the distance table (-1: unreachable), as min over pointDistance.
  const dist = pointDistances();
  let d = Infinity;
  for (let i = 0; i < groups.length; i++) {
    const x = dist[groups[i]! * POINT_COUNT_ + pt]!;
    if (x >= 0 && x < d) d = x;
  }
  return d < Infinity ? (weight * 6) / (d + 2) : 0;
}

let SLOTS = new Uint16Array(0);
/** The zeroed per-seat province slots of the stranded lists (reused like SCRATCH). */
function slots(seats: number): Uint16Array {
  if (SLOTS.length < seats * PROVINCE_COUNT) SLOTS = new Uint16Array(seats * PROVINCE_COUNT);
  else SLOTS.fill(0, 0, seats * PROVINCE_COUNT);
  return SLOTS;
}

let SCRATCH = new Uint8Array(0);
/** The zeroed per-seat Daimyō-province table (reused: evaluate runs for every move a bot tries). */
function scratch(seats: number): Uint8Array {
  if (SCRATCH.length < seats * PROVINCE_COUNT) SCRATCH = new Uint8Array(seats * PROVINCE_COUNT);
  else SCRATCH.fill(0, 0, seats * PROVINCE_COUNT);
  return SCRATCH;
}

/** `final`: as the month ends now (no Daimyō follows stranded groups any more). */
export function evaluate(t: Table, seat: number, w: Weights = WEIGHTS, final = false): number {
  if (t.over) {
    // A finished game: winning counts most.
    const all = strengths(t, w, -1, false, false);
    const mine = all[seat]!;
    let best = -Infinity;
    for (let o = 0; o < t.players.length; o++) if (o !== seat) best = Math.max(best, all[o]!);
    return mine - best > 0 ? 1000 + mine : mine;
  }
  const all = strengths(t, w, seat, true, final);
  if (w.soft > 0) return softValue(t, seat, w, all);
  let rival = -Infinity;
  for (let o = 0; o < t.players.length; o++) if (o !== seat && !t.players[o]!.out) rival = Math.max(rival, all[o]!);
  const value = all[seat]! - w.rival * (rival === -Infinity ? 0 : rival);
  // A player close to victory: his strength counts against us too, so weakening him beats an equal gain elsewhere.
  const threat = threatOf(t, seat);
  let guarded = w.guard > 0 ? value - w.guard * exposure(t, seat) : value;
  if (w.last > 0) guarded -= w.last * lastStand(t, seat);
  if (w.fire > 0) guarded -= w.fire * fireRisk(t, seat, w);
  if (w.top > 0 && rival !== -Infinity && yearOf(t.month) < t.options.years) guarded -= w.top * topLead(all[seat]! - PULL, rival);
  if (w.end > 0 && yearOf(t.month) >= t.options.years) guarded += (w.end * monthOfYear(t.month)) / MONTHS_PER_YEAR * castleMargin(t, seat);
  return threat === null ? guarded : guarded - w.leader * all[threat]!;
}

/**
 * The seat's pull plus `soft` · log P(seat wins), P the softmax over the seats in the game of their strengths / `soft`
 * (the seat's own with its guard and last stand, without its pull). The pull stays outside the chance: it guides the
 * seat's marches towards targets, and only the seat's own is counted (a chance with it would favour the seat).
 */
function softValue(t: Table, seat: number, w: Weights, all: number[]): number {
  const pull = PULL;
  let mine = all[seat]! - pull;
  if (w.guard !== 0) mine -= w.guard * exposure(t, seat);
  if (w.last !== 0) mine -= w.last * lastStand(t, seat);
  let top = mine;
  for (let o = 0; o < t.players.length; o++) if (o !== seat && !t.players[o]!.out) top = Math.max(top, all[o]!);
  let sum = Math.exp((mine - top) / w.soft);
  for (let o = 0; o < t.players.length; o++) if (o !== seat && !t.players[o]!.out) sum += Math.exp((all[o]! - top) / w.soft);
  return pull + mine - top - w.soft * Math.log(sum);
}

/** The terms of `Weights` that `seatTerms` measures: strength = Σ weight · term (the guard's and last stand's as losses). */
export const TERMS = ['castle', 'kyoto', 'koku', 'daimyo', 'samurai', 'resource', 'card', 'ronin', 'pull', 'guard', 'last'] as const;
export type Term = (typeof TERMS)[number];

const ZERO: Weights = { castle: 0, kyoto: 0, daimyo: 0, samurai: 0, resource: 0, koku: 0, card: 0, pull: 0, ronin: 0, rival: 0, leader: 0, guard: 0, last: 0, fire: 0, top: 0, end: 0, soft: 0 };

/**
 * Every seat's term values (null for a seat out of the game), each seat's pull as if it were the seat evaluating: the
 * features the fitted evaluation was fitted on (scripts/juni-eval-data.mts). evaluate's strength of a seat with
 * weights w is Σ w[term] · terms[term] (strengths is linear in the weights: one pass per unit weight), less `rival`'s
 * and `leader`'s shares of other seats. Not for the hot path: 10 + seats passes.
 */
export function seatTerms(t: Table): (Record<Term, number> | null)[] {
  const n = t.players.length;
  const unit = (k: keyof Weights, me = -1): number[] => strengths(t, { ...ZERO, [k]: 1 }, me, me >= 0, false);
  const by = Object.fromEntries((['castle', 'kyoto', 'koku', 'daimyo', 'samurai', 'resource', 'card', 'ronin'] as const).map((k) => [k, unit(k)]));
  const out: (Record<Term, number> | null)[] = [];
  for (let seat = 0; seat < n; seat++) {
    if (t.players[seat]!.out) {
      out.push(null);
      continue;
    }
    const r = Object.fromEntries(Object.entries(by).map(([k, v]) => [k, v[seat]!])) as Record<Term, number>;
    // castle's unit pass counts 1 per castle; kyoto's 1 for Kyoto; koku's the koku.
    r.pull = unit('pull', seat)[seat]!;
    r.guard = -exposure(t, seat);
    r.last = -lastStand(t, seat);
    out.push(r);
  }
  return out;
}

/** The seat's castles less the most castles one other seat still in the game holds (negative when it trails). */
export function castleMargin(t: Table, seat: number): number {
  const n = t.players.length;
  const held = new Array<number>(n).fill(0);
  for (const c of t.castles) if (c.owner >= 0) held[c.owner]!++;
  let best = 0;
  for (let o = 0; o < n; o++) if (o !== seat && !t.players[o]!.out) best = Math.max(best, held[o]!);
  return held[seat]! - best;
}

/** How far the seat's strength (without its pull) leads the strongest other seat's; 0 when it does not lead. */
export function topLead(mine: number, rival: number): number {
  return Math.max(0, mine - rival);
}

/**
 * How outnumbered the seat's Daimyō stand, summed over them: for a Daimyō in province p, S = the seat's samurai on
 * p's points, E = the most samurai one opponent has on those points and the points next to them (who can attack
 * there within a move); each counts (E - S) / (E + S) when E > S, else nothing. A Daimyō guarded by few samurai
 * next to a big army is lost to one battle (isolation, §7), and with the last one the game.
 */
export function exposure(t: Table, seat: number): number {
  const n = t.players.length;
  let sum = 0;
  for (const d of t.daimyo) {
    if (d.owner !== seat) continue;
    const own = PROVINCE_POINTS_[d.province]!;
    let mine = 0;
    const theirs = new Array<number>(n).fill(0);
    const seen = new Set<number>();
    for (const pt of own) mine += countAt(t, seat, pt, true, seen, theirs);
    for (const pt of own) for (const q of POINTS_[pt]!.adj) mine += countAt(t, seat, q, false, seen, theirs);
    const worst = Math.max(0, ...theirs);
    if (worst > mine) sum += (worst - mine) / (worst + mine);
  }
  return sum;
}

/**
 * exposure's count at point `pt`, once per point (`seen`): the rivals' samurai there added to `theirs`, and the seat's
 * own returned where the point is inside its Daimyō's province (a function, not a closure per Daimyō: the evaluation
 * runs at the end of every rollout).
 */
function countAt(t: Table, seat: number, pt: number, inside: boolean, seen: Set<number>, theirs: number[]): number {
  if (seen.has(pt)) return 0;
  seen.add(pt);
  let mine = 0;
  for (const g of t.points[pt]!) {
    if (g.o === seat) {
      if (inside) mine += g.n;
    } else if (g.o >= 0 && !t.players[g.o]!.out) theirs[g.o]! += g.n;
  }
  return mine;
}

/** Points an enemy group may stand from the last stand's province and still count (a month's march and an attack: d10 AP). */
export const LAST_STAND_REACH = 4;

/**
 * How outnumbered the seat's last stand is: when every Daimyō of the seat stands in one province p (one lost battle
 * there, and the seat is out: §7 isolation, then no Daimyō), S = the seat's samurai on p's points, E = the most one
 * opponent has within LAST_STAND_REACH points of them (groups next to p count whole, further ones half: they still
 * have to march); (E - S) / (E + S) when E > S, else 0. Daimyō in two provinces: 0 (`exposure` covers each).
 * Why: the traced losses (docs/games/juni-tsuki.md, "The plan past its month") end with Hard's last Daimyō killed in a
 * neighbour's month by an army that was two or three points off when Hard ended its own month, which `exposure`
 * (next door only) does not see.
 */
export function lastStand(t: Table, seat: number): number {
  let province = -1;
  for (const d of t.daimyo) {
    if (d.owner !== seat) continue;
    if (province >= 0 && d.province !== province) return 0;
    province = d.province;
  }
  if (province < 0) return 0;
  const own = PROVINCE_POINTS_[province]!;
  const dist = pointDistances();
  const n = t.players.length;
  let mine = 0;
  const theirs = new Array<number>(n).fill(0);
  for (let pt = 0; pt < t.points.length; pt++) {
    const list = t.points[pt]!;
    if (list.length === 0) continue;
    let d = Infinity;
    for (const q of own) {
      const x = dist[q * POINT_COUNT_ + pt]!;
      if (x >= 0 && x < d) d = x;
    }
    if (d > LAST_STAND_REACH) continue;
    for (const g of list) {
      if (g.o === seat) {
        if (d === 0) mine += g.n;
      } else if (g.o >= 0 && !t.players[g.o]!.out) theirs[g.o]! += d <= 1 ? g.n : g.n / 2;
    }
  }
  const worst = Math.max(0, ...theirs);
  return worst > mine ? (worst - mine) / (worst + mine) : 0;
}

/** Share of Fire among the element cards (10 of each of five elements, §8 [R]). */
const FIRE_SHARE = 0.2;
/**
 * The chance that an own Fire or Nothing answers an opponent's Fire, by the seat's most rings (§8: the rings decide,
 * ties the defender's): the attacker's best of two ring cards (20 × 1, 12 × 2, 8 × 3) is at most 1, 2, 3 rings in
 * 25, 64 and 100 % of hands; a little less, as a second Fire may follow the answered one.
 */
const ANSWERED = [0, 0.25, 0.6, 0.9];
/** Points a seat loses when its last Daimyō dies (it is out: §7 [R]); evaluate scores a seat out at -500, but one Fire is not certain. */
const LAST_DAIMYO_LOSS = 150;

/**
 * The expected loss, in evaluation points, to one opponent's Fire on the seat's most costly Daimyō before the seat's
 * next month (§8: Fire kills any Daimyō): the chance that some opponent holds Fire (from the number of element cards
 * the opponents hold, each a Fire at FIRE_SHARE; counts are public) and the seat cannot answer it (ANSWERED by its most rings
 * when it holds Fire or Nothing; a second Fire finds it without its shield: traced twice in month 1), times the worst loss: the Daimyō, and the seat's samurai that Daimyō alone leads
 * (no other own Daimyō in their province): they turn ronin as the seat's next month begins (months.ts beginTurn),
 * before any other Daimyō could follow them; the seat's last Daimyō: LAST_DAIMYO_LOSS.
 * Why: the traced losses (docs/games/juni-tsuki.md, "The plan past its month") began in month 1 with a Normal's Fire
 * on the one Daimyō left with Hard's main army (55 of its 60 samurai turned ronin at once); Normal aims its Fire where
 * it costs most (its evaluation counts the stranded groups), so a plan that splits its Daimyō from its army offers it.
 */
export function fireRisk(t: Table, seat: number, w: Weights): number {
  let cards = 0;
  for (let o = 0; o < t.players.length; o++) if (o !== seat && !t.players[o]!.out) cards += t.hands[o]?.elements.length ?? 0;
  if (cards === 0) return 0;
  // At least one Fire among the opponents' cards, and at least two (the seat's answer spends its one shield).
  const none = (1 - FIRE_SHARE) ** cards;
  const one = 1 - none;
  const two = one - cards * FIRE_SHARE * (1 - FIRE_SHARE) ** (cards - 1);
  const h = t.hands[seat];
  const shield = h && h.rings.length > 0 && (h.elements.includes('fire') || h.elements.includes('nothing')) ? ANSWERED[Math.min(3, Math.max(...h.rings))]! : 0;
  const p = one * (1 - shield) + two * shield;
  const mine = t.daimyo.filter((d) => d.owner === seat);
  if (mine.length === 0) return 0;
  if (mine.length === 1) return p * LAST_DAIMYO_LOSS;
  // Per own Daimyō: the samurai it alone leads (on points of its province with no other own Daimyō in their provinces).
  const alone = new Array<number>(mine.length).fill(0);
  for (let pt = 0; pt < t.points.length; pt++) {
    const list = t.points[pt]!;
    if (list.length === 0) continue;
    let n = 0;
    for (const g of list) if (g.o === seat) n += g.n;
    if (n === 0) continue;
    const provs = POINTS_[pt]!.provinces;
    let leader = -1;
    let leaders = 0;
    for (let i = 0; i < mine.length; i++) {
      if (!provs.includes(mine[i]!.province)) continue;
      leaders++;
      leader = i;
    }
    if (leaders === 1) alone[leader]! += Math.min(n, 40);
  }
  let worst = 0;
  for (let i = 0; i < mine.length; i++) worst = Math.max(worst, w.daimyo + w.samurai * alone[i]!);
  return p * worst;
}
