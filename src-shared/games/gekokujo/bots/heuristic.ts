/**
 * The heuristic player (Normal; Easy adds noise): expand into empty
 * provinces, attack where the d6 odds favour it, recruit where the armies
 * are, fund liberation as a vassal. Reads only the seat's view (a Table).
 */
import type { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { CLANS, DAIMYO_DICE, MANDATE, MOUNTAINS, STACK_LIMIT } from '../data';
import { allied, controller, isCoastal, NEIGHBOURS, present, PROVINCES, provincesOf, size, totals } from '../board';
import { assassinTargets, defaultLosses, hitFrom, hitTargets, maxRonin, modifierOf } from '../battle';
import { alliedRoom, pendingOf, halvingCounts, pactTargets, movable, rangeOf, reachable, retreatAfterGiveUp, validateMove } from '../legal';
import { lossesMove, randomFor } from '../random-move';
import { AUTO_ORDER, type UnitKind } from '../units';
import { kokuOf, type Table } from '../table';
import type { Battle, GekokujoMove, Stack } from '../types';

export interface HeuristicConfig {
  /** Chance of a random legal move instead of the heuristic one (Easy's mistakes). */
  randomShare: number;
  /** Attack when own expected hits ≥ ratio × the defender's (plus what it takes to clear them). */
  attackRatio: number;
}
export const NORMAL: HeuristicConfig = { randomShare: 0, attackRatio: 1.2 };
export const EASY: HeuristicConfig = { randomShare: 0.35, attackRatio: 0.8 };

const CLAN_PREFERENCE = ['shimazu', 'chosokabe', 'oda', 'uesugi', 'tokugawa', 'takeda'] as const;

export function heuristicMove(t: Table, seat: Seat, rng: Rng, cfg: HeuristicConfig): GekokujoMove {
  const kind = t.halve[0] === seat ? 'halve' : undefinedKind(t, seat);
  if (cfg.randomShare > 0 && rng.probability(cfg.randomShare) && kind !== 'halve') return randomFor(t, seat, kind, rng);
  const m = decide(t, seat, kind, cfg);
  // Safety net: a heuristic slip must never make an illegal move.
  return validateMove(t, seat, m).ok ? m : randomFor(t, seat, kind, rng);
}

function undefinedKind(t: Table, seat: Seat): string {
  const pend = (t as Table & { pending?: { seat: Seat; kind: string }[] }).pending ?? pendingOf(t);
  const d = pend.find((x) => x.seat === seat);
  if (!d) throw new Error('heuristic: this seat has nothing to decide');
  return d.kind;
}

/** Expected hits of a stack rolling in a province (attack = the active player's side). */
export function expectedHits(st: Stack & { r?: number }, attacking: boolean, mod: number): number {
  const p = (unit: 'daimyo' | 'bushi') => (7 - hitFrom(unit, attacking, mod)) / 6;
  return st.d * DAIMYO_DICE * p('daimyo') + (st.b + (st.r ?? 0)) * p('bushi');
}

function decide(t: Table, seat: Seat, kind: string, cfg: HeuristicConfig): GekokujoMove {
  switch (kind) {
    case 'clan':
      const clan = CLAN_PREFERENCE.find((c) => !t.players.some((p) => p.clan === c)) ?? CLANS[0];
      return t.options.specialized ? { type: 'clan', clan, unit: 'sword' } : { type: 'clan', clan };
    case 'disband': {
      // Take Bushi from the biggest stacks, never emptying a province while others can pay.
      const b = t.units.map((row) => row[seat]!.b);
      const d = t.units.map((row) => row[seat]!.d);
      const out: number[] = [];
      for (let k = 0; k < t.disband[seat]!; k++) {
        let best = -1;
        for (let p = 0; p < PROVINCES; p++) if (b[p]! > 0 && (best < 0 || b[p]! + d[p]! > b[best]! + d[best]!)) best = p;
        b[best]!--;
        out.push(best);
      }
      return { type: 'disband', provinces: out };
    }
    case 'vassal-path':
      return { type: 'vassal-path', path: 'fund', deposit: Math.min(3, kokuOf(t, seat)) };
    case 'halve': {
      const mine = provincesOf(t, seat).sort((a, b) => size(t.units[a]![seat]!) - size(t.units[b]![seat]!) || a - b);
      const giveUp = mine.slice(0, halvingCounts(t, seat).giveUp);
      const after = retreatAfterGiveUp(t, seat, giveUp);
      const remove: number[] = [];
      let n = Math.floor(after.b.reduce((a, x) => a + x, 0) / 2);
      while (n-- > 0) {
        let best = -1;
        for (let p = 0; p < PROVINCES; p++) if (after.b[p]! > 0 && (best < 0 || after.b[p]! > after.b[best]!)) best = p;
        after.b[best]!--;
        remove.push(best);
      }
      return { type: 'halve', giveUp, remove };
    }
    case 'recruit':
      return recruit(t, seat);
    case 'sow': {
      // Sow a third of the treasury on safe provinces (no enemy next door): the harvest pays 11/6 on average,
      // and unsown Koku spoils by half in winter.
      const safe = provincesOf(t, seat).filter((p) => !NEIGHBOURS[p]!.some((q) => present(t, q).some((x) => x !== seat)));
      const amount = Math.floor(kokuOf(t, seat) / 3);
      return { type: 'sow', sow: safe.length && amount > 0 ? [{ province: safe[0]!, amount }] : [], store: 0 };
    }
    case 'move':
      return march(t, seat, cfg);
    case 'battle-choice':
      return { type: 'battle', province: t.battles[0]! };
    case 'ronin': {
      const n = Math.min(maxRonin(t, seat), Math.max(0, kokuOf(t, seat) - 1));
      return { type: 'ronin', count: n };
    }
    case 'assassinate':
      return { type: 'assassinate', target: assassinTargets(t)[0] ?? null };
    case 'pact-offer': {
      // Offer a pact to the strongest neighbour (the biggest threat), unless it leads the game.
      const targets = pactTargets(t, seat);
      const lead = Math.max(...t.players.map((_, x) => provincesOf(t, x).length));
      const scored = targets
        .filter((x) => provincesOf(t, x).length < lead || lead === provincesOf(t, seat).length)
        .map((x) => ({ x, threat: borderStrength(t, seat, x) }))
        .filter((e) => e.threat > 0)
        .sort((a, b) => b.threat - a.threat || a.x - b.x);
      return { type: 'offer', to: scored[0]?.x ?? null };
    }
    case 'pact-answer': {
      // Accept unless the proposer is close to winning or far ahead of us.
      const from = t.offer!.from;
      const theirs = provincesOf(t, from).length;
      const need = t.options.players >= 5 ? 18 : t.options.players === 4 ? 20 : 22;
      return { type: 'answer', accept: theirs < need - 4 && theirs <= provincesOf(t, seat).length + 3 };
    }
    case 'split': {
      const b = t.battle!;
      const me = b.sides.indexOf(seat);
      const legal = hitTargets(t, b, me);
      // All hits on the strongest opponent.
      let target = -1;
      b.sides.forEach((s2, i) => {
        if (legal.includes(i) && (target < 0 || size(t.units[b.province]![s2]!) + b.ronin[i]! > size(t.units[b.province]![b.sides[target]!]!) + b.ronin[target]!)) target = i;
      });
      const hits = b.sides.map((_, i) => (i === target ? b.hits[me]! : 0));
      return { type: 'split', hits };
    }
    case 'casualties': {
      const b = t.battle!;
      return lossesMove(defaultLosses(t, b, b.sides.indexOf(seat)));
    }
  }
  throw new Error(`heuristic: unknown decision ${kind}`);
}

/** Recruit into the biggest army first (it attacks), keeping a Koku for Ronin. */
function recruit(t: Table, seat: Seat): GekokujoMove {
  const pl = t.players[seat]!;
  const koku = kokuOf(t, seat);
  const upkeep = Math.ceil(totals(t, seat).b / 2);
  const spend = koku - 1 - Math.max(0, upkeep - 3 - provincesOf(t, seat).length);
  if (pl.liege !== null && pl.path === 'assault') return { type: 'end-recruit' };
  if (spend < 1) return { type: 'end-recruit' };
  const places = provincesOf(t, seat)
    .filter((p) => t.heldAtPhase1[p] === seat && !(t.ninja?.mission === 'sabotage' && t.ninja.target === p) && size(t.units[p]![seat]!) < STACK_LIMIT)
    .sort((a, b) => frontScore(t, seat, b) - frontScore(t, seat, a) || a - b);
  const p = places[0];
  if (p === undefined) return { type: 'end-recruit' };
  let count = Math.min(spend, STACK_LIMIT - size(t.units[p]![seat]!));
  while (count > 1 && !alliedRoom(t, seat, p, count)) count--;
  if (t.options.specialized) {
    // A mixed army: spearmen to hold (spear wall), swordsmen and archers to attack, arquebusiers when affordable.
    const k = t.units[p]![seat]!.k!;
    const unit: UnitKind = t.options.technology && spend >= 4 && k[4]! < 2 ? 'arquebus' : k[0]! < 2 ? 'spear' : k[2]! < k[1]! ? 'archer' : 'sword';
    const price = unit === 'arquebus' ? 2 : 1;
    return { type: 'recruit', province: p, count: Math.max(1, Math.min(count, Math.floor(spend / price))), unit };
  }
  return { type: 'recruit', province: p, count };
}

/** How much an army in `p` matters: Daimyō there, enemies or empty land next door. */
function frontScore(t: Table, seat: Seat, p: number): number {
  let score = t.units[p]![seat]!.d * 3;
  for (const q of NEIGHBOURS[p]!) {
    const who = present(t, q);
    if (who.length === 0) score += 1;
    else if (!who.includes(seat)) score += 2;
  }
  return score;
}

/** What a province is worth taking. */
function provinceValue(t: Table, seat: Seat, q: number): number {
  const clan = t.players[seat]!.clan;
  let v = 10;
  if ((MANDATE as readonly number[]).includes(q)) v += 4;
  if (MOUNTAINS.includes(q) && clan !== 'tokugawa') v -= 3;
  if ((clan === 'shimazu' || clan === 'chosokabe') && isCoastal(t.options, q)) v += 2;
  return v;
}

function march(t: Table, seat: Seat, cfg: HeuristicConfig): GekokujoMove {
  const all = marchOptions(t, seat, cfg);
  let best: { score: number; move: GekokujoMove } | null = null;
  for (const o of all) if (!best || o.score > best.score) best = o;
  return best?.move ?? { type: 'end-moves' };
}

/** Every march the heuristic considers, with its score (attacks on good odds, expansion into empty land). */
export function marchOptions(t: Table, seat: Seat, cfg: HeuristicConfig): { score: number; move: GekokujoMove }[] {
  const out: { score: number; move: GekokujoMove }[] = [];
  const atkMod = t.players[seat]!.clan === 'oda' ? 1 : 0;
  for (let from = 0; from < PROVINCES; from++) {
    const can = movable(t, seat, from);
    if (can.d + can.b === 0) continue;
    const here = t.units[from]![seat]!;
    // Attack with everything movable but one Bushi (or everything if nothing else stays).
    const stay = here.d + here.b - (can.d + can.b);
    const group = { d: can.d, b: stay > 0 ? can.b : Math.max(0, can.b - 1) };
    if (group.d + group.b > 0) {
      const range = rangeOf(t, seat, group.d, group.b);
      for (const [q, path] of reachable(t, seat, from, range)) {
        const enemies = present(t, q).filter((x) => x !== seat && !allied(t, seat, x));
        if (enemies.length === 0 || size(t.units[q]![seat]!) + group.d + group.b > STACK_LIMIT) continue;
        const foe = enemies.reduce((acc, e) => ({ d: acc.d + t.units[q]![e]!.d, b: acc.b + t.units[q]![e]!.b }), { d: 0, b: 0 });
        const fake: Battle = { province: q, sides: [seat, enemies[0]!], ronin: [0, 0], step: 'ronin', turn: 0, asked: false, hits: [], hitsOn: [], toChoose: [], losses: [] };
        const defMod = modifierOf(t, fake, 1);
        const mine = expectedHits({ d: group.d + t.units[q]![seat]!.d, b: group.b + t.units[q]![seat]!.b }, true, group.d > 0 ? atkMod : 0);
        const theirs = expectedHits(foe, false, defMod);
        const need = foe.d + foe.b;
        if (mine >= need * NORMAL_ATTACK_FACTOR && mine >= theirs * cfg.attackRatio) {
          const score = 20 + provinceValue(t, seat, q) + (mine - theirs) * 2 - path.length;
          out.push({ score, move: withKinds({ type: 'march', from, path, d: group.d, b: group.b }, can.k) });
        }
      }
    }
    // Expand: one Bushi into an empty province, if something stays behind.
    if (can.b > 0 && here.d + here.b >= 2) {
      for (const [q, path] of reachable(t, seat, from, rangeOf(t, seat, 0, 1))) {
        if (present(t, q).length > 0 || controller(t, q) !== null) continue;
        const score = provinceValue(t, seat, q) - path.length * 0.5 - (threatened(t, seat, q) ? 4 : 0);
        out.push({ score, move: withKinds({ type: 'march', from, path, d: 0, b: 1 }, can.k) });
      }
    }
  }
  return out;
}

const NORMAL_ATTACK_FACTOR = 0.8;

/** Specialized Warfare: which types march — all movable ones but those left behind (left behind in AUTO_ORDER). */
function withKinds(m: GekokujoMove & { type: 'march' }, can: number[] | undefined): GekokujoMove {
  if (!can) return m;
  const total = can.reduce((a, x) => a + x, 0);
  const k = can.slice();
  let leave = total - m.b;
  for (const i of AUTO_ORDER) {
    const x = Math.min(leave, k[i]!);
    k[i]! -= x;
    leave -= x;
  }
  return { ...m, kinds: k };
}

/** Units of `other` next to the seat's provinces. */
function borderStrength(t: Table, seat: Seat, other: Seat): number {
  let n = 0;
  for (const p of provincesOf(t, seat)) for (const q of NEIGHBOURS[p]!) n += size(t.units[q]![other]!);
  return n;
}

/** Another player's Daimyō army next to q. */
function threatened(t: Table, seat: Seat, q: number): boolean {
  return NEIGHBOURS[q]!.some((n) => present(t, n).some((x) => x !== seat && t.units[n]![x]!.d > 0));
}
