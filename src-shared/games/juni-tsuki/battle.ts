/**
 * Battles (seed-003 §5 [S]): the battle factors, the skirmishes and the losses.
 * The arithmetic is in small pure functions the tests check with the sheet's
 * own numbers; resolveBattle applies a battle to a (mutable, cloned) state.
 */
import type { Rng } from '../../kernel/rng';
import { rollDie } from '../../kernel/dice';
import { BATTLE_DIE, LOSS_PER_STEP, LOSS_STEP, QUOTIENT_CAP } from './data/reconstruction';
import { POINTS } from './map';
import { holdsHostage } from './board';
import { ownPoint } from './clone';
import { RONIN, type Battle, type GroupRef, type JuniEvent, type JuniState } from './types';
import type { Table } from './flow';

export interface SideCount {
  daimyo: number;
  samurai: number;
  groups: number;
}

export interface Factors {
  attacker: number;
  defender: number;
  /** Added to every d20 of `side` (the side with the larger total): the difference of the totals. */
  bonus: number;
  side: 'attacker' | 'defender' | null;
}

/**
 * §5.2 [S/R] The groups a side may still name: own and allied groups on the
 * target (defender only) or next to it, not yet named, not refused by their
 * owner in this battle, never on entry points. Allied = holding a hostage of
 * the side's leader (§6: who holds a hostage may fight together with him).
 */
export function reinforcements(t: Table, b: Battle, side: 'attacker' | 'defender'): GroupRef[] {
  const leader = side === 'attacker' ? b.attacker : b.defender;
  const other = side === 'attacker' ? b.defender : b.attacker;
  const named = new Set([...b.attackers, ...b.defenders, ...b.refused].map((g) => `${g.point}/${g.owner}`));
  const out: GroupRef[] = [];
  for (const pt of [b.target, ...POINTS[b.target]!.adj]) {
    if (POINTS[pt]!.kind === 'entry' || (side === 'attacker' && pt === b.target)) continue;
    for (const g of t.points[pt]!) {
      if (g.o === RONIN || g.o === other || named.has(`${pt}/${g.o}`)) continue;
      if (g.o === leader || holdsHostage(t, g.o, leader)) out.push({ point: pt, owner: g.o });
    }
  }
  return out;
}

/**
 * §5.3 [S]: the difference in Daimyō present goes to the side with more; the
 * quotient larger samurai total : smaller (rounded down [R], at most 4) to the
 * side with more samurai; the difference in groups to the side with more
 * groups. The side with the larger total adds the difference to its d20s.
 */
export function battleFactors(a: SideCount, d: SideCount): Factors {
  let att = 0;
  let def = 0;
  if (a.daimyo > d.daimyo) att += a.daimyo - d.daimyo;
  else if (d.daimyo > a.daimyo) def += d.daimyo - a.daimyo;
  if (a.samurai > d.samurai) att += Math.min(QUOTIENT_CAP, Math.floor(a.samurai / Math.max(1, d.samurai)));
  else if (d.samurai > a.samurai) def += Math.min(QUOTIENT_CAP, Math.floor(d.samurai / Math.max(1, a.samurai)));
  if (a.groups > d.groups) att += a.groups - d.groups;
  else if (d.groups > a.groups) def += d.groups - a.groups;
  const side = att > def ? 'attacker' : def > att ? 'defender' : null;
  return { attacker: att, defender: def, bonus: Math.abs(att - def), side };
}

/** §5.5 [S]: 3,000 samurai per started 10,000 of the smaller army in this skirmish (never more than the loser has). */
export function skirmishLoss(attackerGroup: number, defenderGroup: number, loserGroup: number): number {
  const smaller = Math.min(attackerGroup, defenderGroup);
  return Math.min(loserGroup, LOSS_PER_STEP * Math.ceil(smaller / LOSS_STEP));
}

/** §5.4 [S]: the higher total wins; ties go to the defender. */
export function skirmishWinner(attackTotal: number, defendTotal: number): 'attacker' | 'defender' {
  return attackTotal > defendTotal ? 'attacker' : 'defender';
}

function groupSize(s: JuniState, g: GroupRef): number {
  return s.points[g.point]!.find((x) => x.o === g.owner)?.n ?? 0;
}

/** Daimyō present for a side: those of the side's owners in the provinces its groups stand in (allies included). */
export function sideCount(s: Pick<JuniState, 'points' | 'daimyo'>, groups: readonly GroupRef[]): SideCount {
  const owners = new Set(groups.map((g) => g.owner));
  const provinces = new Set<number>();
  for (const g of groups) for (const p of POINTS[g.point]!.provinces) provinces.add(p);
  const daimyo = s.daimyo.filter((d) => owners.has(d.owner) && provinces.has(d.province)).length;
  let samurai = 0;
  for (const g of groups) samurai += s.points[g.point]!.find((x) => x.o === g.owner)?.n ?? 0;
  return { daimyo, samurai, groups: groups.length };
}

/** [R §5.4] Groups in the order they fight: largest first, ties by point. */
export function fightingOrder(s: JuniState, groups: readonly GroupRef[]): GroupRef[] {
  return groups
    .filter((g) => groupSize(s, g) > 0)
    .slice()
    .sort((x, y) => groupSize(s, y) - groupSize(s, x) || x.point - y.point || x.owner - y.owner);
}

function removeSamurai(s: JuniState, g: GroupRef, n: number): void {
  if (!s.points[g.point]!.some((x) => x.o === g.owner)) return;
  const list = ownPoint(s, g.point);
  const i = list.findIndex((x) => x.o === g.owner);
  list[i]!.n -= n;
  if (list[i]!.n <= 0) list.splice(i, 1);
}

/**
 * Fights a battle on a cloned state: factors, then [R §5.4] the attacker's
 * groups in order of size against the defender's, largest first, one
 * skirmish per pair until one side has no group left. Returns the events and
 * how many skirmishes the attacker won.
 */
export function resolveBattle(s: JuniState, b: Battle, rng: Rng): { events: JuniEvent[]; attackerWins: number } {
  const events: JuniEvent[] = [];
  const a = sideCount(s, b.attackers);
  const d = sideCount(s, b.defenders);
  const f = battleFactors(a, d);
  events.push({ type: 'battle-factors', attacker: [a.daimyo, a.samurai, a.groups, f.attacker], defender: [d.daimyo, d.samurai, d.groups, f.defender], bonus: f.bonus, side: f.side });
  const att = fightingOrder(s, b.attackers);
  const def = fightingOrder(s, b.defenders);
  let attackerWins = 0;
  for (let i = 0; i < Math.min(att.length, def.length); i++) {
    const ga = att[i]!;
    const gd = def[i]!;
    const na = groupSize(s, ga);
    const nd = groupSize(s, gd);
    const attackRoll = rollDie(rng, BATTLE_DIE);
    const defendRoll = rollDie(rng, BATTLE_DIE);
    const attackTotal = attackRoll + (f.side === 'attacker' ? f.bonus : 0);
    const defendTotal = defendRoll + (f.side === 'defender' ? f.bonus : 0);
    const winner = skirmishWinner(attackTotal, defendTotal);
    const loser = winner === 'attacker' ? gd : ga;
    const loss = skirmishLoss(na, nd, winner === 'attacker' ? nd : na);
    removeSamurai(s, loser, loss);
    if (winner === 'attacker') attackerWins++;
    events.push({ type: 'skirmish', attacker: ga, defender: gd, attackRoll, defendRoll, attackTotal, defendTotal, winner, loss });
  }
  return { events, attackerWins };
}
