/**
 * How good a position is for one seat, for the Normal bot's one-move lookahead
 * and the Hard bot's playouts: castles (Kyoto above all), Daimyō, samurai,
 * income, koku and war cards, less what stands to be lost (groups about to
 * turn ronin), plus a pull towards the nearest castles and resource points not
 * yet held, minus a share of the best opponent's strength.
 */
import { KYOTO_CASTLE, CASTLE_POINTS, POINTS, PROVINCE_NEIGHBOURS, RESOURCE_POINTS, pointDistance } from '../map';
import type { Table } from '../types';

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
}

export const WEIGHTS: Weights = { castle: 30, kyoto: 15, daimyo: 14, samurai: 0.6, resource: 5, koku: 0.3, card: 1.2, pull: 2, ronin: 0.6, rival: 0.35 };

function strength(t: Table, seat: number, w: Weights, targets: boolean, final = false): number {
  if (t.players[seat]!.out) return -500;
  let v = 0;
  t.castles.forEach((c, i) => {
    if (c.owner !== seat) return;
    v += w.castle + (i === KYOTO_CASTLE ? w.kyoto : 0) + w.koku * (c.koku ?? t.players[seat]!.kokuAnnounced / 3);
  });
  const myDaimyo = t.daimyo.filter((d) => d.owner === seat);
  v += w.daimyo * myDaimyo.length;
  const dprov = new Set(myDaimyo.map((d) => d.province));
  const followable = !final && t.turn.seat === seat && !t.turn.provinceMoved && !t.turn.transported && !t.over;
  const groups: number[] = [];
  // Groups with no own Daimyō in their province turn ronin at the next month, unless a
  // Daimyō can still follow them this month: one province move, so one such province (the
  // one with most samurai, next to a Daimyō) is forgiven.
  const stranded = new Map<number, { n: number; points: number[]; province: number }>();
  t.points.forEach((list, pt) => {
    for (const g of list) {
      if (g.o !== seat) continue;
      const provs = POINTS[pt]!.provinces;
      // Samurai on an entry point do nothing until a Daimyō leads them in: worth a third.
      v += w.samurai * Math.min(g.n, 40) * (provs.length === 0 ? 1 / 3 : 1);
      if (provs.length === 0) continue;
      if (provs.some((p) => dprov.has(p))) groups.push(pt);
      else {
        const key = provs[0]!;
        const e = stranded.get(key) ?? { n: 0, points: [], province: key };
        e.n += g.n;
        e.points.push(pt);
        stranded.set(key, e);
      }
    }
  });
  let forgiven: { n: number; points: number[]; province: number } | null = null;
  if (followable) {
    for (const e of stranded.values()) {
      if (!PROVINCE_NEIGHBOURS[e.province]!.some((q) => dprov.has(q))) continue;
      if (!forgiven || e.n > forgiven.n) forgiven = e;
    }
  }
  for (const e of stranded.values()) {
    if (e === forgiven) {
      v -= (w.ronin / 50) * e.n;
      groups.push(...e.points);
    } else v -= w.ronin * e.n;
  }
  for (const pt of RESOURCE_POINTS) if (t.points[pt]!.some((g) => g.o === seat)) v += w.resource;
  v += w.card * Math.min(4, t.hands[seat]?.elements.length ?? 0);
  if (targets && groups.length > 0) {
    // Pull: every castle and resource point not held draws the nearest own group, more when close.
    let pull = 0;
    const want = (pt: number, weight: number): void => {
      let d = Infinity;
      for (const g of groups) d = Math.min(d, pointDistance(g, pt));
      if (d < Infinity) pull += (weight * 6) / (d + 2);
    };
    CASTLE_POINTS.forEach((pt, c) => t.castles[c]!.owner !== seat && want(pt, c === KYOTO_CASTLE ? 2 : 1));
    for (const pt of RESOURCE_POINTS) if (!t.points[pt]!.some((g) => g.o === seat)) want(pt, 0.6);
    v += w.pull * pull;
  }
  return v;
}

/** `final`: as the month ends now (no Daimyō follows stranded groups any more). */
export function evaluate(t: Table, seat: number, w: Weights = WEIGHTS, final = false): number {
  if (t.over) {
    // A finished game: winning counts most.
    const mine = strength(t, seat, w, false);
    let best = -Infinity;
    for (let o = 0; o < t.players.length; o++) if (o !== seat) best = Math.max(best, strength(t, o, w, false));
    return mine - best > 0 ? 1000 + mine : mine;
  }
  let rival = -Infinity;
  for (let o = 0; o < t.players.length; o++) if (o !== seat && !t.players[o]!.out) rival = Math.max(rival, strength(t, o, w, false));
  return strength(t, seat, w, true, final) - w.rival * (rival === -Infinity ? 0 : rival);
}

