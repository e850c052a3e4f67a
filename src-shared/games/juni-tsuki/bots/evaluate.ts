/**
 * How good a position is for one seat, for the Normal bot's one-move lookahead
 * and the Hard bot's playouts: castles (Kyoto above all), Daimyō, samurai,
 * income, koku and war cards, less what stands to be lost (groups about to
 * turn ronin), plus a pull towards the nearest castles and resource points not
 * yet held, minus a share of the best opponent's strength.
 */
import { KYOTO_CASTLE, CASTLE_POINTS, POINTS, POINT_COUNT, PROVINCE_NEIGHBOURS, PROVINCE_POINTS, RESOURCE_POINTS, pointDistances } from '../map';
import { MB_PROVINCE_COUNT } from '../../../maps/mb-board';
import type { Table } from '../flow';
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
}

export const WEIGHTS: Weights = { castle: 30, kyoto: 15, daimyo: 14, samurai: 0.6, resource: 5, koku: 0.3, card: 1.2, pull: 2, ronin: 0.6, rival: 0.35, leader: 0.65, guard: 0 };

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
  let rival = -Infinity;
  for (let o = 0; o < t.players.length; o++) if (o !== seat && !t.players[o]!.out) rival = Math.max(rival, all[o]!);
  const value = all[seat]! - w.rival * (rival === -Infinity ? 0 : rival);
  // A player close to victory: his strength counts against us too, so weakening him beats an equal gain elsewhere.
  const threat = threatOf(t, seat);
  const guarded = w.guard > 0 ? value - w.guard * exposure(t, seat) : value;
  return threat === null ? guarded : guarded - w.leader * all[threat]!;
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
    const count = (pt: number, inside: boolean): void => {
      if (seen.has(pt)) return;
      seen.add(pt);
      for (const g of t.points[pt]!) {
        if (g.o === seat) {
          if (inside) mine += g.n;
        } else if (g.o >= 0 && !t.players[g.o]!.out) theirs[g.o]! += g.n;
      }
    };
    for (const pt of own) count(pt, true);
    for (const pt of own) for (const q of POINTS_[pt]!.adj) count(q, false);
    const worst = Math.max(0, ...theirs);
    if (worst > mine) sum += (worst - mine) / (worst + mine);
  }
  return sum;
}

