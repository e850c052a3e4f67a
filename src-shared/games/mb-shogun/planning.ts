/**
 * Actions 1-6 of a round (sheet §3; G l.1100-2400): the secret koku
 * allocation (and the spy), swords, build, levy, ronin, ninja bid.
 */
import type { Ctx } from './types';
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import {
  BOWMEN_PER_KOKU,
  BUILD_COST,
  RONIN_PER_KOKU,
  SPEARMEN_PER_KOKU,
  SWORD_OR_GUN_PER_KOKU,
  UNIT_TYPES,
  type UnitType,
} from './data/constants';
import {
  armyFits,
  armyRegulars,
  forceFits,
  isEnemy,
  provinceId,
  provinceIndex,
  provinceName,
  roninOk,
  total,
} from './board';
import { BOXES, type Allocation, type ColourState, type MbShogunOptions, type ProvinceState, type TroopKind, type Units } from './types';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** What the planning checks read (the state or a seat's view). */
export interface PlanBoard {
  options: MbShogunOptions;
  round: number;
  colours: ColourState[];
  provinces: ProvinceState[];
  alloc: (Allocation | null)[];
  castlesLeft: number;
  basesLeft: number;
  roninTray: number;
  swords: number[];
  hired: number[];
}

// ---- Action 1: plan ------------------------------------------------------------

export function checkAllocation(s: PlanBoard, colour: number, raw: unknown): Result<Allocation, RuleError> {
  if (!isRecord(raw)) return refuse('bad-move', 'An allocation names the koku in each box.');
  const out: Allocation = { swords: 0, build: 0, levy: 0, ronin: 0, ninja: 0 };
  let sum = 0;
  for (const box of BOXES) {
    const v = raw[box] ?? 0;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return refuse('bad-koku', `Koku in ${box} must be a whole number ≥ 0.`);
    out[box] = v;
    sum += v;
  }
  if (out.build !== 0 && out.build !== BUILD_COST) return refuse('build-box', `The Build box holds exactly 0 or ${BUILD_COST} koku.`, { n: BUILD_COST });
  const koku = s.colours[colour]!.koku;
  if (sum !== koku) return refuse('all-koku', `Put all your ${koku} koku into the boxes (you placed ${sum}).`, { k: koku, n: sum });
  return ok(out);
}

// ---- Action 2: swords -------------------------------------------------------------

/** Bidders by koku in the Swords box, most first; each tie's order drawn at random ([R] sheet §7.9). */
export function swordQueue(ctx: Ctx): number[] {
  const s = ctx.s;
  const bidders = s.colours.map((_, c) => c).filter((c) => s.colours[c]!.alive && (s.alloc[c]?.swords ?? 0) > 0);
  const amounts = [...new Set(bidders.map((c) => s.alloc[c]!.swords))].sort((a, b) => b - a);
  const queue: number[] = [];
  for (const amount of amounts) {
    const tied = bidders.filter((c) => s.alloc[c]!.swords === amount);
    const order = tied.length > 1 ? ctx.rng.shuffle(tied) : tied;
    if (tied.length > 1) ctx.ev.push({ type: 'sword-tie', colours: tied, order });
    queue.push(...order);
  }
  return queue;
}

export const freeSwords = (s: { swords: number[]; colours: ColourState[] }): number[] =>
  s.swords.filter((sw) => !s.colours.some((c) => c.alive && c.sword === sw));

export function takeSword(ctx: Ctx, colour: number, sword: number, how: 'chosen' | 'drawn'): void {
  ctx.s.colours[colour]!.sword = sword;
  ctx.ev.push({ type: 'sword-taken', colour, sword, how });
}

/** Colours without a bid draw the remaining swords at random; the round's order follows. */
export function drawRemainingSwords(ctx: Ctx): void {
  const s = ctx.s;
  const rest = ctx.rng.shuffle(freeSwords(s));
  s.colours.forEach((c, i) => {
    if (c.alive && c.sword === 0) takeSword(ctx, i, rest.shift()!, 'drawn');
  });
  s.order = s.colours
    .map((_, c) => c)
    .filter((c) => s.colours[c]!.alive)
    .sort((a, b) => s.colours[a]!.sword - s.colours[b]!.sword);
}

// ---- Action 3: build ---------------------------------------------------------------

export function buildOptions(s: PlanBoard, colour: number): number[] {
  const out: number[] = [];
  s.provinces.forEach((p, i) => {
    if (p.owner !== colour) return;
    if ((p.castle === 0 && s.castlesLeft > 0) || (p.castle === 1 && s.basesLeft > 0)) out.push(i);
  });
  return out;
}

export function checkBuild(s: PlanBoard, colour: number, raw: unknown): Result<number | null, RuleError> {
  if (raw === null) return ok(null);
  const p = provinceIndex(raw);
  if (p < 0) return refuse('unknown-province', `There is no province '${String(raw)}'.`);
  const prov = s.provinces[p]!;
  if (prov.owner !== colour) return refuse('not-yours', `${provinceName(p)} is not yours.`, { p: provinceName(p) });
  if (prov.castle === 2) return refuse('fortress-there', `${provinceName(p)} already has a fortress.`, { p: provinceName(p) });
  if (prov.castle === 0 && s.castlesLeft === 0) return refuse('no-castles', 'No castles are left.');
  if (prov.castle === 1 && s.basesLeft === 0) return refuse('no-bases', 'No fortification bases are left.');
  return ok(p);
}

/** Builds in sword order; a colour that finds the supply gone loses its 2 koku (G l.1541). */
export function resolveBuilds(ctx: Ctx): void {
  const s = ctx.s;
  for (const c of s.order) {
    if (!s.waiting[c]) continue;
    const p = (s.inputs[c] as { province: number | null }).province;
    if (p === null) {
      ctx.ev.push({ type: 'build-failed', colour: c, reason: 'declined' });
      continue;
    }
    const prov = s.provinces[p]!;
    if (prov.castle === 0 && s.castlesLeft > 0) {
      prov.castle = 1;
      s.castlesLeft--;
      ctx.ev.push({ type: 'built', colour: c, province: provinceId(p), castle: 1 });
    } else if (prov.castle === 1 && s.basesLeft > 0) {
      prov.castle = 2;
      s.basesLeft--;
      ctx.ev.push({ type: 'built', colour: c, province: provinceId(p), castle: 2 });
    } else {
      ctx.ev.push({ type: 'build-failed', colour: c, reason: 'supply' });
    }
  }
}

// ---- Action 4: levy ---------------------------------------------------------------

export interface LevyEntry {
  province: number;
  unit: number;
  to: TroopKind;
}

/** Koku a set of levied units costs: 1 bowman, 2 swordsmen/gunners (mixable), 3 spearmen per koku. */
export function levyCost(u: Readonly<Units>): number {
  return Math.ceil(u[0] / BOWMEN_PER_KOKU) + Math.ceil((u[1] + u[2]) / SWORD_OR_GUN_PER_KOKU) + Math.ceil(u[3] / SPEARMEN_PER_KOKU);
}

export function checkLevy(s: PlanBoard, colour: number, raw: unknown): Result<LevyEntry[], RuleError> {
  if (!Array.isArray(raw)) return refuse('bad-move', 'A levy lists the units: [{ province, unit, to }].');
  const col = s.colours[colour]!;
  const seen = new Set<number>();
  const count: Units = [0, 0, 0, 0];
  const out: LevyEntry[] = [];
  for (const e of raw) {
    if (!isRecord(e)) return refuse('bad-move', 'Each levied unit is { province, unit, to }.');
    const p = provinceIndex(e.province);
    if (p < 0) return refuse('unknown-province', `There is no province '${String(e.province)}'.`);
    const t = UNIT_TYPES.indexOf(e.unit as UnitType);
    if (t < 0) return refuse('bad-unit', `Levy a bowman, gunner, swordsman or spearman, not '${String(e.unit)}'.`);
    const to = e.to ?? 'force';
    if (to !== 'army' && to !== 'force') return refuse('bad-move', "A levied unit goes 'to' the 'army' or the 'force'.");
    const prov = s.provinces[p]!;
    if (prov.owner !== colour) return refuse('not-yours', `${provinceName(p)} is not yours.`, { p: provinceName(p) });
    if (seen.has(p)) return refuse('one-per-province', `Only one new unit per province: ${provinceName(p)} is named twice.`, { p: provinceName(p) });
    seen.add(p);
    if (to === 'army') {
      if (prov.army < 0) return refuse('no-army', `No army stands in ${provinceName(p)}.`, { p: provinceName(p) });
      const u = col.armies[prov.army]!.units.slice() as Units;
      u[t]!++;
      if (!armyFits(u)) return refuse('army-full', `The army card in ${provinceName(p)} has no room for a ${UNIT_TYPES[t]}.`, { p: provinceName(p), unit: UNIT_TYPES[t]! });
    } else if (!forceFits([prov.force[0] + (t === 0 ? 1 : 0), prov.force[1] + (t === 1 ? 1 : 0), prov.force[2] + (t === 2 ? 1 : 0), prov.force[3] + (t === 3 ? 1 : 0)])) {
      return refuse('force-full', `The provincial force in ${provinceName(p)} already has 5 units.`, { p: provinceName(p) });
    }
    count[t]!++;
    out.push({ province: p, unit: t, to });
  }
  for (let t = 0; t < 4; t++) {
    if (count[t]! > col.tray[t]!) return refuse('tray-empty', `Your tray has only ${col.tray[t]} ${UNIT_TYPES[t]}(s).`, { n: col.tray[t]!, unit: UNIT_TYPES[t]! });
  }
  const cost = levyCost(count);
  const have = s.alloc[colour]?.levy ?? 0;
  if (cost > have) return refuse('too-expensive', `These units cost ${cost} koku; your Levy box holds ${have}.`, { n: cost, k: have });
  return ok(out);
}

export function applyLevy(ctx: Ctx, colour: number, entries: LevyEntry[]): void {
  const s = ctx.s;
  const col = s.colours[colour]!;
  for (const e of entries) {
    const prov = s.provinces[e.province]!;
    col.tray[e.unit]!--;
    if (e.to === 'army') col.armies[prov.army]!.units[e.unit]!++;
    else prov.force[e.unit]!++;
  }
  ctx.ev.push({ type: 'levied', colour, units: entries.map((e) => ({ province: provinceId(e.province), unit: UNIT_TYPES[e.unit]!, to: e.to })) });
}

// ---- Action 5: ronin ---------------------------------------------------------------

/** Hiring in sword order from the 26; a colour short of ronin still pays its box (G l.1995). */
export function hireRonin(ctx: Ctx): void {
  const s = ctx.s;
  for (const c of s.order) {
    const paid = s.alloc[c]?.ronin ?? 0;
    if (!s.colours[c]!.alive || paid === 0) continue;
    const n = Math.min(paid * RONIN_PER_KOKU, s.roninTray);
    s.hired[c] = n;
    s.roninTray -= n;
    ctx.ev.push({ type: 'ronin-hired', colour: c, count: n, paidFor: paid * RONIN_PER_KOKU });
  }
}

export interface RoninGroup {
  province: number;
  troop: TroopKind;
  count: number;
}

/** Room for more ronin on a troop (the ratio: ronin ≤ regular units − 1). */
export function roninRoom(s: PlanBoard, colour: number, p: number, troop: TroopKind): number {
  const prov = s.provinces[p]!;
  if (prov.owner !== colour) return 0;
  if (troop === 'army') {
    if (prov.army < 0) return 0;
    const a = s.colours[colour]!.armies[prov.army]!;
    return Math.max(0, armyRegulars(a) - 1 - a.ronin - a.hidden);
  }
  return Math.max(0, total(prov.force) - 1 - prov.forceRonin - prov.forceHidden);
}

export function checkRonin(s: PlanBoard, colour: number, raw: unknown): Result<RoninGroup[], RuleError> {
  if (!Array.isArray(raw)) return refuse('bad-move', 'Ronin placement lists groups: [{ province, troop, count }].');
  const added = new Map<string, number>();
  const out: RoninGroup[] = [];
  let sum = 0;
  for (const g of raw) {
    if (!isRecord(g)) return refuse('bad-move', 'Each group is { province, troop, count }.');
    const p = provinceIndex(g.province);
    if (p < 0) return refuse('unknown-province', `There is no province '${String(g.province)}'.`);
    const troop = g.troop ?? 'force';
    if (troop !== 'army' && troop !== 'force') return refuse('bad-move', "A group's troop is 'army' or 'force'.");
    const n = g.count;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return refuse('bad-count', 'A group has 1 or more ronin.');
    if (s.provinces[p]!.owner !== colour) return refuse('not-yours', `${provinceName(p)} is not yours.`, { p: provinceName(p) });
    const key = `${p}:${troop}`;
    const now = (added.get(key) ?? 0) + n;
    if (now > roninRoom(s, colour, p, troop)) {
      return refuse('ronin-room', `The ${troop} in ${provinceName(p)} takes at most ${roninRoom(s, colour, p, troop)} ronin (one fewer than its regular units).`, { troop, p: provinceName(p), n: roninRoom(s, colour, p, troop) });
    }
    added.set(key, now);
    sum += n;
    out.push({ province: p, troop, count: n });
  }
  if (sum > s.hired[colour]!) return refuse('too-many', `You hired ${s.hired[colour]} ronin.`, { n: s.hired[colour]! });
  return ok(out);
}

export function applyRonin(ctx: Ctx, colour: number, groups: RoninGroup[]): void {
  const s = ctx.s;
  let placed = 0;
  const byProvince = new Map<number, number>();
  for (const g of groups) {
    const prov = s.provinces[g.province]!;
    if (g.troop === 'army') s.colours[colour]!.armies[prov.army]!.hidden += g.count;
    else prov.forceHidden += g.count;
    placed += g.count;
    byProvince.set(g.province, (byProvince.get(g.province) ?? 0) + g.count);
  }
  s.roninTray += s.hired[colour]! - placed;
  ctx.ev.push({ type: 'ronin-placed', colour, groups: [...byProvince.values()].sort((a, b) => b - a) });
}

// ---- Action 6: ninja ---------------------------------------------------------------

/** The single highest bid hires the ninja; a tie for highest hires no one; every bidder pays (S5; G). */
export function hireNinja(ctx: Ctx): void {
  const s = ctx.s;
  const bids = s.colours.map((c, i) => (c.alive ? (s.alloc[i]?.ninja ?? 0) : 0));
  const top = Math.max(0, ...bids);
  const at = bids.flatMap((b, i) => (b === top && top > 0 ? [i] : []));
  if (at.length === 1) {
    s.ninja = { holder: at[0]!, hired: s.round };
    ctx.ev.push({ type: 'ninja-hired', colour: at[0]!, bids });
  } else if (top > 0) {
    ctx.ev.push({ type: 'ninja-hired', colour: null, bids });
  }
}

/** Colours a spy may name: the holder's opponents still in the game. */
export function spyTargets(s: PlanBoard, holder: number): number[] {
  return s.colours.flatMap((c, i) => (c.alive && isEnemy(s, holder, i) ? [i] : []));
}
