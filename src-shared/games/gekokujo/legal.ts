/**
 * The moves of a seat: too many to list (legalMoves gives null to a seat asked), so the random bot builds one random legal move from
 * the seat's view (it must not read hidden information). Moves lean towards ending a step so games progress.
 */
import type { Rng } from '../../kernel/rng';
import { CLANS, UNIT_COST } from './data';
import { UNIT_KINDS, type UnitKind } from './units';
import { PROVINCES, provincesOf } from './board';
import { assassinTargets, defaultLosses, hitsTaken, hitTargets, maxRonin, sideUnits } from './battle';
import { alliedRoom, movable, rangeOf, reachable } from './movement';
import { pactTargets } from './politics';
import { halvingCounts, retreatAfterGiveUp } from './vassals';
import { diversionBarred } from './glory';
import { kokuOf, pendingOf, type Table } from './flow';
import type { GekokujoMove, GekokujoView } from './types';

/**
 * The kernel's rule (ruleset.ts `legalMoves`): [] for a seat with nothing to decide, else null — Gekokujō's moves are
 * not listed (marches and splits are too many).
 */
export const legalMoves = (t: Table, seat: number): GekokujoMove[] | null => (pendingOf(t).some((d) => d.seat === seat) ? null : []);

export function randomMoveOf(view: GekokujoView, rng: Rng): GekokujoMove {
  const seat = view.seat ?? view.pending[0]?.seat;
  const decision = view.pending.find((d) => d.seat === seat);
  if (seat === undefined || seat === null || !decision) throw new Error('randomMove: this seat has nothing to decide');
  return randomFor(view, seat, decision.kind, rng);
}

export function randomFor(t: Table, seat: number, kind: string, rng: Rng): GekokujoMove {
  switch (kind) {
    case 'clan': {
      const clan = rng.pick(CLANS.filter((c) => !t.players.some((p) => p.clan === c)));
      return t.options.specialized ? { type: 'clan', clan, unit: randomUnit(t, rng) } : { type: 'clan', clan };
    }
    case 'disband':
      return { type: 'disband', provinces: pickUnits(t.units.map((row) => row[seat]!.b), t.disband[seat]!, rng) };
    case 'vassal-path': {
      if (rng.chance(1, 2)) return { type: 'vassal-path', path: 'assault', deposit: 0 };
      return { type: 'vassal-path', path: 'fund', deposit: rng.between(0, Math.min(3, kokuOf(t, seat))) };
    }
    case 'halve': {
      const { giveUp: n } = halvingCounts(t, seat);
      const giveUp = rng.shuffle(provincesOf(t, seat)).slice(0, n);
      const after = retreatAfterGiveUp(t, seat, giveUp);
      const units = after.b.reduce((a, x) => a + x, 0);
      return { type: 'halve', giveUp, remove: pickUnits(after.b, Math.floor(units / 2), rng) };
    }
    case 'recruit':
      return randomRecruit(t, seat, rng);
    case 'sow': {
      let koku = kokuOf(t, seat);
      const sow: { province: number; amount: number }[] = [];
      for (const p of rng.shuffle(provincesOf(t, seat)).slice(0, rng.int(3))) {
        if (koku < 1) break;
        const amount = rng.between(1, Math.min(3, koku));
        sow.push({ province: p, amount });
        koku -= amount;
      }
      return { type: 'sow', sow, store: rng.chance(1, 3) ? rng.between(0, koku) : 0 };
    }
    case 'move':
      return randomMarch(t, seat, rng);
    case 'battle-choice':
      return { type: 'battle', province: rng.pick(t.battles) };
    case 'ronin':
      return { type: 'ronin', count: rng.between(0, maxRonin(t, seat)) };
    case 'assassinate': {
      const targets = assassinTargets(t);
      return { type: 'assassinate', target: rng.chance(3, 4) ? rng.pick(targets) : null };
    }
    case 'pact-offer': {
      const targets = pactTargets(t, seat);
      return { type: 'offer', to: rng.chance(1, 2) ? rng.pick(targets) : null };
    }
    case 'pact-answer':
      return { type: 'answer', accept: rng.chance(1, 2) };
    case 'split': {
      const b = t.battle!;
      const me = b.sides.indexOf(seat);
      const hits = b.sides.map(() => 0);
      const others = hitTargets(t, b, me);
      for (let k = 0; k < b.hits[me]!; k++) hits[rng.pick(others)]!++;
      return { type: 'split', hits };
    }
    case 'casualties': {
      const b = t.battle!;
      const j = b.sides.indexOf(seat);
      if (rng.chance(1, 2)) return lossesMove(defaultLosses(t, b, j));
      const u = sideUnits(t, b, j);
      const pool = [...Array(u.d).fill('d'), ...Array(u.b).fill('b'), ...Array(u.r).fill('r')] as ('d' | 'b' | 'r')[];
      const out = { d: 0, b: 0, r: 0 };
      const chosen = rng.shuffle(pool).slice(0, hitsTaken(b, j));
      for (const k of chosen) out[k]++;
      if (u.k) return { type: 'casualties', ...out, kinds: pickKinds(u.k, out.b, rng) };
      return { type: 'casualties', ...out };
    }
  }
  throw new Error(`randomMove: unknown decision ${kind}`);
}

function randomUnit(t: Table, rng: Rng): UnitKind {
  return rng.pick(UNIT_KINDS.filter((u) => u !== 'arquebus' || t.options.technology));
}

/** `n` units drawn at random from per-type counts. */
function pickKinds(k: readonly number[], n: number, rng: Rng): number[] {
  const out = [0, 0, 0, 0, 0];
  const pool: number[] = [];
  k.forEach((x, i) => {
    for (let j = 0; j < x; j++) pool.push(i);
  });
  for (const i of rng.shuffle(pool).slice(0, n)) out[i]!++;
  return out;
}

/** A casualties move from a loss (its types as `kinds`). */
export function lossesMove(l: { d: number; b: number; r: number; k?: number[] }): GekokujoMove {
  return l.k ? { type: 'casualties', d: l.d, b: l.b, r: l.r, kinds: l.k } : { type: 'casualties', d: l.d, b: l.b, r: l.r };
}

/** `count` units drawn at random from per-province counts; one province index per unit. */
function pickUnits(counts: readonly number[], count: number, rng: Rng): number[] {
  const pool: number[] = [];
  counts.forEach((n, p) => {
    for (let i = 0; i < n; i++) pool.push(p);
  });
  return rng.shuffle(pool).slice(0, count);
}

function randomRecruit(t: Table, seat: number, rng: Rng): GekokujoMove {
  const koku = kokuOf(t, seat);
  const pl = t.players[seat]!;
  const assault = pl.liege !== null && pl.path === 'assault';
  const roll = rng.int(10);
  if (!assault) {
    if (roll === 0 && !t.ninja && koku >= 3) {
      const mission = rng.pick(['sabotage', 'diversion', 'assassinate'] as const);
      if (mission === 'assassinate') return { type: 'ninja', mission, target: null };
      const target = rng.int(PROVINCES);
      if (!(mission === 'diversion' && diversionBarred(t, target))) return { type: 'ninja', mission, target };
    }
    if (roll === 1 && pl.castle === null && t.castlesLeft > 0 && koku >= 5) {
      const mine = provincesOf(t, seat);
      if (mine.length) return { type: 'castle', province: rng.pick(mine) };
    }
    if (roll === 2 && pl.castle !== null && !pl.fortified && koku >= 3) return { type: 'fortify' };
    if (roll < 8) {
      const places = provincesOf(t, seat).filter(
        (p) => t.heldAtPhase1[p] === seat && !(t.ninja?.mission === 'sabotage' && t.ninja.target === p) && t.units[p]![seat]!.d + t.units[p]![seat]!.b < 7 && alliedRoom(t, seat, p, 1),
      );
      if (places.length && koku >= 1) {
        const p = rng.pick(places);
        if (t.options.specialized) {
          const unit = randomUnit(t, rng);
          const price = UNIT_COST[UNIT_KINDS.indexOf(unit)]!;
          if (koku < price) return { type: 'end-recruit' };
          let room = 7 - t.units[p]![seat]!.d - t.units[p]![seat]!.b;
          while (room > 1 && !alliedRoom(t, seat, p, room)) room--;
          return { type: 'recruit', province: p, count: rng.between(1, Math.min(room, Math.floor(koku / price))), unit };
        }
        let room = 7 - t.units[p]![seat]!.d - t.units[p]![seat]!.b;
        while (room > 1 && !alliedRoom(t, seat, p, room)) room--;
        return { type: 'recruit', province: p, count: rng.between(1, Math.min(room, koku)) };
      }
    }
  }
  return { type: 'end-recruit' };
}

function randomMarch(t: Table, seat: number, rng: Rng): GekokujoMove {
  if (rng.chance(1, 5)) return { type: 'end-moves' };
  if (rng.chance(1, 30) && t.pacts.some((p) => p.includes(seat))) return { type: 'betray' };
  const sources: number[] = [];
  for (let p = 0; p < PROVINCES; p++) {
    const m = movable(t, seat, p);
    if (m.d + m.b > 0) sources.push(p);
  }
  if (!sources.length) return { type: 'end-moves' };
  const from = rng.pick(sources);
  const m = movable(t, seat, from);
  const d = rng.between(0, m.d);
  const b = d === 0 ? rng.between(1, Math.max(1, m.b)) : rng.between(0, m.b);
  if (d + b === 0 || b > m.b) return { type: 'end-moves' };
  const options = [...reachable(t, seat, from, rangeOf(t, seat, d, b))].filter(
    ([q]) => t.units[q]![seat]!.d + t.units[q]![seat]!.b + d + b <= 7 && alliedRoom(t, seat, q, d + b),
  );
  if (!options.length) return { type: 'end-moves' };
  const [, path] = rng.pick(options);
  if (m.k) return { type: 'march', from, path, d, b, kinds: pickKinds(m.k, b, rng) };
  return { type: 'march', from, path, d, b };
}
