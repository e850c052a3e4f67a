/**
 * The heuristic player (Normal; Easy adds noise): a reasoned answer to every
 * decision the engine asks for. Expand into empty provinces, attack where the
 * d6 odds favour it (odds.ts), recruit where the armies are; buy the Ninja, a
 * castle or fortification where they beat Bushi (purchases.ts); offer, accept
 * and break pacts (diplomacy.ts); a vassal's path (vassal.ts); sowing and
 * storing (sowing.ts); battle order and the assassin's target
 * (battle-choices.ts). Reads only the seat's view (a Table).
 */
import type { Rng } from '../../../kernel/rng';
import type { Seat } from '../../../kernel/ruleset';
import { STACK_LIMIT } from '../data';
import { NEIGHBOURS, PROVINCES, provincesOf, size, totals } from '../board';
import { defaultLosses, hitTargets, maxRonin } from '../battle';
import { alliedRoom, movable, rangeOf, reachable } from '../movement';
import { pendingOf } from '../flow';
import { halvingCounts, retreatAfterGiveUp } from '../vassals';
import { validateMove } from '../validate';
import { lossesMove, randomFor } from '../legal';
import { AUTO_ORDER, type UnitKind } from '../units';
import { kokuOf, type Table } from '../flow';
import type { GekokujoMove, Stack } from '../types';
import { assassinationTarget, battleOrder } from './battle-choices';
import { chooseClan } from './clan-choice';
import { LEADER_BONUS, LEADER_RATIO, leaderIn, leaderToStop, openingAllows } from './leader';
import { betrayalPays, pactAnswer, pactOffer } from './diplomacy';
import { attackEstimate, attackGroup, attackModifier, expectedHits, NORMAL_ATTACK_RATIO } from './odds';
import { homeGuard } from './home-guard';
import { purchase } from './purchases';
import { sowAndStore } from './sowing';
import { frontScore, provinceValue } from './value';
import { vassalPath } from './vassal';

export interface HeuristicConfig {
  /** Chance of a random legal move instead of the heuristic one (0 for both levels now; kept for tuning specs). */
  randomShare: number;
  /** Attack when own expected hits ≥ ratio × the defender's (plus what it takes to clear them). */
  attackRatio: number;
  /**
   * Easy's mistakes, the kind a person at the table sees (issue 31: "beatable by a new player, mistakes a person
   * can see, not random moves"): it spends every Koku on recruits (no Koku kept for Ronin, the winter bill or next
   * round's upkeep: it goes bankrupt and loses Bushi), marches out with everything, leaving the province behind
   * empty (neutral: no income, free to take), expands next to enemy armies as if they were not there, and never
   * notices a rival close to victory (no attacks, recruits or hits aimed at the leader).
   */
  careless: boolean;
}
export const NORMAL: HeuristicConfig = { randomShare: 0, attackRatio: NORMAL_ATTACK_RATIO, careless: false };
/**
 * Easy: Normal's play with the careless mistakes above, and attacks on poor odds (ratio 0.6: it overreaches and
 * loses armies). Measured against Normal (Normal vs 3 Easy, docs/bots.md): with 35 % random moves (before) Normal won
 * 55.5 %; careless alone (ratio 0.8) 24.5 % of 200 — no handicap at all; recruiting behind the front 10 % of 60;
 * ratio 0.5 30 %; 20 % random moves 35 %; careless + all-in marches + ratio 0.6 50 % of 60 (kept).
 */
export const EASY: HeuristicConfig = { randomShare: 0, attackRatio: 0.6, careless: true };


export function heuristicMove(t: Table, seat: Seat, rng: Rng, cfg: HeuristicConfig): GekokujoMove {
  const kind = t.halve[0] === seat ? 'halve' : undefinedKind(t, seat);
  if (cfg.randomShare > 0 && rng.probability(cfg.randomShare) && kind !== 'halve') return randomFor(t, seat, kind, rng);
  const m = decide(t, seat, kind, cfg, rng);
  // Safety net: a heuristic slip must never make an illegal move.
  return validateMove(t, seat, m).ok ? m : randomFor(t, seat, kind, rng);
}

function undefinedKind(t: Table, seat: Seat): string {
  const pend = (t as Table & { pending?: { seat: Seat; kind: string }[] }).pending ?? pendingOf(t);
  const d = pend.find((x) => x.seat === seat);
  if (!d) throw new Error('heuristic: this seat has nothing to decide');
  return d.kind;
}

export { expectedHits } from './odds';

function decide(t: Table, seat: Seat, kind: string, cfg: HeuristicConfig, rng: Rng): GekokujoMove {
  switch (kind) {
    case 'clan': {
      const clan = chooseClan(t, rng);
      // Specialized Warfare: the starting unit stays home as its garrison. A swordsman defends on 5–6 like a
      // spearman (whose wall needs two) and also attacks on 5–6; archers and bannermen defend only on a 6.
      return t.options.specialized ? { type: 'clan', clan, unit: 'sword' } : { type: 'clan', clan };
    }
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
      return vassalPath(t, seat, cfg.attackRatio);
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
      // The Ninja, a castle or fortifying first where they beat Bushi for the Koku (purchases.ts), then units.
      return (!onAssault(t, seat) && purchase(t, seat, cfg.attackRatio)) || recruitInto(t, seat, 0, cfg.careless);
    case 'sow':
      return sowAndStore(t, seat);
    case 'move':
      return betrayalPays(t, seat, cfg.attackRatio) ? { type: 'betray' } : march(t, seat, cfg);
    case 'battle-choice':
      return battleOrder(t, seat);
    case 'ronin': {
      const n = Math.min(maxRonin(t, seat), Math.max(0, kokuOf(t, seat) - 1));
      return { type: 'ronin', count: n };
    }
    case 'assassinate':
      return assassinationTarget(t);
    case 'pact-offer':
      return pactOffer(t, seat);
    case 'pact-answer':
      return pactAnswer(t, seat);
    case 'split': {
      const b = t.battle!;
      const me = b.sides.indexOf(seat);
      const legal = hitTargets(t, b, me);
      // All hits on the leader close to victory if it is here (leader.ts), else on the strongest opponent.
      const leader = cfg.careless ? null : leaderToStop(t, seat);
      let target = leader !== null && legal.includes(b.sides.indexOf(leader)) ? b.sides.indexOf(leader) : -1;
      if (target < 0) b.sides.forEach((s2, i) => {
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

/** On the Gekokujō assault a vassal's Koku buys only Ronin (ruling). */
const onAssault = (t: Table, seat: Seat): boolean => t.players[seat]!.liege !== null && t.players[seat]!.path === 'assault';

/**
 * Normal's unit recruit, into the `rank`-th place by front score (0 = Normal's own choice);
 * `careless` (Easy) spends every Koku, keeping none for Ronin or bills, and ignores the leader;
 * end-recruit when there is no such place. Hard compares the first few.
 */
export function recruitInto(t: Table, seat: Seat, rank: number, careless = false): GekokujoMove {
  const pl = t.players[seat]!;
  const koku = kokuOf(t, seat);
  const upkeep = Math.ceil(totals(t, seat).b / 2);
  // The seat's provinces once (each look is a pass over the board); nothing below changes the list.
  const mine = provincesOf(t, seat);
  const spend = careless ? koku : koku - 1 - Math.max(0, upkeep - 3 - mine.length);
  if (onAssault(t, seat)) return { type: 'end-recruit' };
  if (spend < 1) return { type: 'end-recruit' };
  const leader = careless ? null : leaderToStop(t, seat);
  const score = mine.map((p) => frontScore(t, seat, p, leader));
  const places = mine
    .map((p, i) => ({ p, score: score[i]! }))
    .filter(({ p }) => t.heldAtPhase1[p] === seat && !(t.ninja?.mission === 'sabotage' && t.ninja.target === p) && size(t.units[p]![seat]!) < STACK_LIMIT)
    .sort((a, b) => b.score - a.score || a.p - b.p)
    .map(({ p }) => p);
  const p = places[rank];
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



function march(t: Table, seat: Seat, cfg: HeuristicConfig): GekokujoMove {
  const all = marchOptions(t, seat, cfg);
  let best: { score: number; move: GekokujoMove } | null = null;
  for (const o of all) if (!best || o.score > best.score) best = o;
  return best?.move ?? { type: 'end-moves' };
}


/**
 * marchOptions' last answer, kept only while `keepingMarches` runs: Hard's tree asks Normal's move and its own
 * candidates of one view in a row (search-hooks.ts treeCandidates), and both read Normal's marches. The view is
 * not changed meanwhile; a caller gets its own copy of the list (it may sort it).
 */
let keeping = false;
let kept: { t: Table; seat: Seat; cfg: HeuristicConfig; out: { score: number; move: GekokujoMove }[] } | null = null;
export function keepingMarches<T>(f: () => T): T {
  keeping = true;
  try {
    return f();
  } finally {
    keeping = false;
    kept = null;
  }
}

/** Every march the heuristic considers, with its score (attacks on good odds, expansion into empty land). */
export function marchOptions(t: Table, seat: Seat, cfg: HeuristicConfig): { score: number; move: GekokujoMove }[] {
  if (keeping && kept !== null && kept.t === t && kept.seat === seat && kept.cfg === cfg) return kept.out.slice();
  const out = listMarches(t, seat, cfg);
  if (keeping) kept = { t, seat, cfg, out: out.slice() };
  return out;
}

/** The attacks among marchOptions (no expansions), in the same order with the same scores: Hard's bolder candidates. */
export const attackOptions = (t: Table, seat: Seat, cfg: HeuristicConfig): { score: number; move: GekokujoMove }[] => listMarches(t, seat, cfg, true);

function listMarches(t: Table, seat: Seat, cfg: HeuristicConfig, attacksOnly = false): { score: number; move: GekokujoMove }[] {
  const out: { score: number; move: GekokujoMove }[] = [];
  const leader = cfg.careless ? null : leaderToStop(t, seat);
  for (let from = 0; from < PROVINCES; from++) {
    const can = movable(t, seat, from);
    if (can.d + can.b === 0) continue;
    const here = t.units[from]![seat]!;
    // Attack with everything movable but one Bushi (or everything if nothing else stays).
    // Easy attacks with everything that can move, leaving the province it marches from empty (lost as neutral).
    // On the crowded map's first round, what must stay home while a rival still to move could take it (home-guard.ts).
    const guard = cfg.careless ? null : homeGuard(t, seat, from);
    const group = cfg.careless ? { d: can.d, b: can.b } : guardedGroup(t, seat, here, attackGroup(t, seat, from), guard);
    // The provinces within reach, looked up once per range (the attack's and the expansion's are mostly the same).
    let reach: Map<number, number[]> | null = null;
    let reachRange = -1;
    if (group.d + group.b > 0) {
      const range = rangeOf(t, seat, group.d, group.b);
      reach = reachable(t, seat, from, range);
      reachRange = range;
      for (const [q, path] of reach) {
        if (size(t.units[q]![seat]!) + group.d + group.b > STACK_LIMIT || !openingAllows(t, seat, q)) continue;
        // The leader close to victory is attacked on lower odds and first (leader.ts).
        const onLeader = leaderIn(t, leader, q);
        const est = attackEstimate(t, seat, group, q, onLeader ? cfg.attackRatio * LEADER_RATIO : cfg.attackRatio);
        if (est?.passes) {
          const score = 20 + provinceValue(t, seat, q) + (est.mine - est.theirs) * 2 - path.length + (onLeader ? LEADER_BONUS : 0);
          out.push({ score, move: withKinds({ type: 'march', from, path, d: group.d, b: group.b }, can.k) });
        }
      }
    }
    // Expand: one Bushi into an empty province, if something stays behind.
    if (!attacksOnly && can.b > 0 && here.d + here.b >= 2 && (!guard || guard({ d: here.d, b: here.b - 1 }))) {
      const range = rangeOf(t, seat, 0, 1);
      for (const [q, path] of range === reachRange ? reach! : reachable(t, seat, from, range)) {
        // Empty land only (a province nobody is in has no controller either).
        if (occupied(t, q)) continue;
        const score = provinceValue(t, seat, q) - path.length * 0.5 - (!cfg.careless && threatened(t, seat, q) ? 4 : 0);
        out.push({ score, move: withKinds({ type: 'march', from, path, d: 0, b: 1 }, can.k) });
      }
    }
  }
  return out;
}

/**
 * The attack group under the home guard: the strongest part of `group` (by expected hits, then units) whose
 * leaving still keeps the home; the group itself when there is no guard.
 */
function guardedGroup(t: Table, seat: Seat, here: Stack, group: Stack, guard: ((rest: Stack) => boolean) | null): Stack {
  if (!guard) return group;
  let best: Stack = { d: 0, b: 0 };
  let bestHits = -1;
  for (let d = group.d; d >= 0; d--) {
    for (let b = group.b; b >= 0; b--) {
      if (d + b === 0 || !guard({ d: here.d - d, b: here.b - b })) continue;
      const hits = expectedHits({ d, b }, true, attackModifier(t, seat, d > 0));
      if (hits > bestHits) (best = { d, b }), (bestHits = hits);
      break;
    }
  }
  return best;
}

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


/** Another player's Daimyō army next to q (a Daimyō there is a stack with units: no list of who is present needed). */
function threatened(t: Table, seat: Seat, q: number): boolean {
  for (const n of NEIGHBOURS[q]!) {
    const row = t.units[n]!;
    for (let x = 0; x < row.length; x++) if (x !== seat && row[x]!.d > 0) return true;
  }
  return false;
}

/** Anybody's units in q (present(t, q) is not empty), without making the list. */
function occupied(t: Table, q: number): boolean {
  const row = t.units[q]!;
  for (let x = 0; x < row.length; x++) if (row[x]!.d + row[x]!.b > 0) return true;
  return false;
}
