/**
 * Casualties (steps 3 and 7; G l.2975-3060; sheet §3 "Casualty rules"): the
 * owner chooses, only among the units in the battle; the daimyo is removed
 * last, also among all defenders of a double-troop province; castle and
 * fortress bonus defenders go first ([R]: before any other defender, not only
 * before the regular ones: losing a hired ronin while a bonus unit stands is
 * never better); after removal each troop keeps ronin ≤ its regular units − 1
 * (bonus ronin are exempt). Hits beyond the units present are wasted.
 *
 * Pure functions on `Pools` (what one side has in the battle) and `Loss`
 * (what it removes), used by the engine, the bots and the combat calculator.
 */
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import { BOWMAN, GUNNER, SPEARMAN, SWORDSMAN } from './data/constants';
import { parseCount, parseUnits, total } from './board';
import type { LossSpec, Units } from './types';

export interface Pools {
  /** Whether an army takes part on this side (its units, daimyo and ronin below). */
  hasArmy: boolean;
  army: Units;
  /** 1 when the army's daimyo fights (and can fall); 0 for no army or an assassinated daimyo. */
  daimyo: number;
  /** An assassinated daimyo: no combatant, but still a regular unit of its army for the ronin ratio. */
  crippled: boolean;
  armyRonin: number;
  force: Units;
  forceRonin: number;
  bonusSpear: number;
  bonusRonin: number;
}

export interface Loss {
  army: Units;
  daimyo: number;
  armyRonin: number;
  force: Units;
  forceRonin: number;
  /** Bonus defenders removed (bonus spearmen first, then bonus ronin). */
  bonus: number;
}

export const noLoss = (): Loss => ({ army: [0, 0, 0, 0], daimyo: 0, armyRonin: 0, force: [0, 0, 0, 0], forceRonin: 0, bonus: 0 });

export const poolTotal = (p: Pools): number =>
  total(p.army) + p.daimyo + p.armyRonin + total(p.force) + p.forceRonin + p.bonusSpear + p.bonusRonin;

export const lossTotal = (l: Loss): number => total(l.army) + l.daimyo + l.armyRonin + total(l.force) + l.forceRonin + l.bonus;

/** Parses a casualty move's losses; null when malformed. */
export function parseLoss(raw: unknown): Loss | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as LossSpec & Record<string, unknown>;
  for (const key of Object.keys(r)) if (!['army', 'armyRonin', 'force', 'forceRonin', 'bonus'].includes(key)) return null;
  let daimyo = 0;
  let armySpec: unknown = r.army;
  if (typeof r.army === 'object' && r.army !== null && !Array.isArray(r.army)) {
    const { daimyo: d, ...rest } = r.army as Record<string, unknown>;
    if (d !== undefined) {
      if (d !== 0 && d !== 1) return null;
      daimyo = d;
    }
    armySpec = rest;
  }
  const army = parseUnits(armySpec);
  const force = parseUnits(r.force);
  const armyRonin = parseCount(r.armyRonin);
  const forceRonin = parseCount(r.forceRonin);
  const bonus = parseCount(r.bonus);
  if (!army || !force || armyRonin === null || forceRonin === null || bonus === null) return null;
  return { army, daimyo, armyRonin, force, forceRonin, bonus };
}

/** Whether the ronin ratio holds for both troops after the loss. */
function ratioHolds(p: Pools, l: Loss): boolean {
  if (p.hasArmy) {
    const regs = total(p.army) - total(l.army) + (p.crippled ? 1 : p.daimyo - l.daimyo);
    const ronin = p.armyRonin - l.armyRonin;
    if (ronin > Math.max(0, regs - 1)) return false;
  }
  const fregs = total(p.force) - total(l.force);
  const fronin = p.forceRonin - l.forceRonin;
  return fronin <= Math.max(0, fregs - 1);
}

/** How many of `hits` must be removed: hits beyond the units present are wasted. */
export const lossesDue = (p: Pools, hits: number): number => Math.min(hits, poolTotal(p));

export function checkLoss(p: Pools, hits: number, l: Loss): Result<Loss, RuleError> {
  const due = lossesDue(p, hits);
  for (let t = 0; t < 4; t++) {
    if (l.army[t]! > p.army[t]! || l.force[t]! > p.force[t]!) return refuse('not-in-battle', 'You can only remove units that are in this battle.');
  }
  if (l.daimyo > p.daimyo || l.armyRonin > p.armyRonin || l.forceRonin > p.forceRonin || l.bonus > p.bonusSpear + p.bonusRonin) {
    return refuse('not-in-battle', 'You can only remove units that are in this battle.');
  }
  if (!p.hasArmy && (total(l.army) > 0 || l.armyRonin > 0)) return refuse('no-army-fights', 'No army fights on your side.');
  const n = lossTotal(l);
  if (n !== due) return refuse('wrong-count', `Remove exactly ${due} unit(s), not ${n}.`, { n: due, k: n });
  const others = n - l.bonus;
  if (others > 0 && l.bonus < p.bonusSpear + p.bonusRonin) {
    return refuse('bonus-first', 'Castle and fortress bonus defenders are removed before any other unit.');
  }
  if (l.daimyo > 0 && n < poolTotal(p)) return refuse('daimyo-last', 'The daimyo is removed last, after every other unit in the battle.');
  if (!ratioHolds(p, l)) return refuse('ronin-ratio', 'After the losses each troop may keep at most one ronin fewer than its regular units.');
  return ok(l);
}

/**
 * The sensible default (and the bots' choice): bonus defenders, then the
 * cheapest unit whose loss keeps the ratio — spearmen, gunners, ronin (they
 * leave at the end of the round anyway), swordsmen, bowmen; the provincial
 * force before the army for the same type; the daimyo last.
 */
const ORDER: readonly ['army' | 'force', number | 'ronin'][] = [
  ['force', SPEARMAN],
  ['army', SPEARMAN],
  ['force', GUNNER],
  ['army', GUNNER],
  ['force', 'ronin'],
  ['army', 'ronin'],
  ['force', SWORDSMAN],
  ['army', SWORDSMAN],
  ['force', BOWMAN],
  ['army', BOWMAN],
];

export function defaultLoss(p: Pools, hits: number): Loss {
  const l = noLoss();
  let due = lossesDue(p, hits);
  const bonus = Math.min(due, p.bonusSpear + p.bonusRonin);
  l.bonus = bonus;
  due -= bonus;
  // Remaining counts as we go.
  const army = p.army.slice() as Units;
  const force = p.force.slice() as Units;
  let armyRonin = p.armyRonin;
  let forceRonin = p.forceRonin;
  for (; due > 0; due--) {
    let done = false;
    for (const [troop, kind] of ORDER) {
      if (kind === 'ronin') {
        if (troop === 'force' && forceRonin > 0) {
          forceRonin--;
          l.forceRonin++;
          done = true;
        } else if (troop === 'army' && armyRonin > 0) {
          armyRonin--;
          l.armyRonin++;
          done = true;
        }
      } else if (troop === 'force' && force[kind]! > 0) {
        const regsAfter = total(force) - 1;
        if (forceRonin <= Math.max(0, regsAfter - 1)) {
          force[kind]!--;
          l.force[kind]!++;
          done = true;
        }
      } else if (troop === 'army' && army[kind]! > 0) {
        const regsAfter = total(army) + (p.crippled ? 1 : p.daimyo - l.daimyo) - 1;
        if (armyRonin <= Math.max(0, regsAfter - 1)) {
          army[kind]!--;
          l.army[kind]!++;
          done = true;
        }
      }
      if (done) break;
    }
    if (!done) {
      // Only the daimyo is left.
      l.daimyo = 1;
    }
  }
  return l;
}

/**
 * Whether the owner has no choice (all fall, only bonus units fall, or the
 * rules leave one way): then the engine removes the losses without asking.
 */
export function lossForced(p: Pools, hits: number): boolean {
  const due = lossesDue(p, hits);
  if (due === 0 || due === poolTotal(p)) return true;
  const bonus = p.bonusSpear + p.bonusRonin;
  const h = due - bonus;
  if (h <= 0) return true;
  const cats: { cap: number; troop: 'army' | 'force'; ronin: boolean }[] = [];
  for (let t = 0; t < 4; t++) {
    if (p.army[t]! > 0) cats.push({ cap: p.army[t]!, troop: 'army', ronin: false });
    if (p.force[t]! > 0) cats.push({ cap: p.force[t]!, troop: 'force', ronin: false });
  }
  if (p.armyRonin > 0) cats.push({ cap: p.armyRonin, troop: 'army', ronin: true });
  if (p.forceRonin > 0) cats.push({ cap: p.forceRonin, troop: 'force', ronin: true });
  let nonDaimyo = 0;
  for (const c of cats) nonDaimyo += c.cap;
  if (h >= nonDaimyo) return true;
  if (cats.length <= 1) return true;
  // Count the ways, stopping at two (by troop totals: which types fall does not change the ratio).
  const ways: Ways = { p, cats, found: 0, nodes: 0, take: [0, 0, 0, 0] };
  countWays(ways, 0, h);
  return ways.found < 2 && ways.nodes <= 20000;
}

/**
 * lossForced's search over the ways to take the losses: module functions over one record rather than closures made
 * per call (under tsx each closure is named when made, a cost at every battle of a search's rollouts).
 */
interface Ways {
  p: Pools;
  cats: readonly { cap: number; troop: 'army' | 'force'; ronin: boolean }[];
  found: number;
  nodes: number;
  /** Taken so far: army regulars, army ronin, force regulars, force ronin. */
  take: number[];
}

function waysHold(w: Ways): boolean {
  const { p, take } = w;
  if (p.hasArmy) {
    const regs = total(p.army) - take[0]! + (p.crippled ? 1 : p.daimyo);
    if (p.armyRonin - take[1]! > Math.max(0, regs - 1)) return false;
  }
  return p.forceRonin - take[3]! <= Math.max(0, total(p.force) - take[2]! - 1);
}

function countWays(w: Ways, i: number, left: number): void {
  if (w.found >= 2 || ++w.nodes > 20000) return;
  if (i === w.cats.length) {
    if (left === 0 && waysHold(w)) w.found++;
    return;
  }
  const c = w.cats[i]!;
  const slot = (c.troop === 'army' ? 0 : 2) + (c.ronin ? 1 : 0);
  for (let x = Math.min(c.cap, left); x >= 0; x--) {
    w.take[slot]! += x;
    countWays(w, i + 1, left - x);
    w.take[slot]! -= x;
    if (w.found >= 2) return;
  }
}
