/**
 * Loss of daimyos, elimination and takeover, conquest and victory (G
 * l.3160-3260, l.4036-4125; sheet §4).
 */
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import { REGAINED_HOLE, WIN_PROVINCES } from './data/constants';
import {
  addUnits,
  armyFits,
  armyRegulars,
  occupied,
  parseCount,
  parseUnits,
  provinceId,
  provinceIndex,
  provinceName,
  provincesBySeat,
  provincesOf,
  roninOk,
  subUnits,
  total,
  fits,
} from './board';
import type { MbShogunState, ProvinceLossHow, Units, Ctx } from './types';

/** Why a province empties and who did it (-1: no one), for its 'province-lost' event. */
export interface LossCause {
  how: ProvinceLossHow;
  by: number;
}

/** A province loses its last unit: its card goes face up on the red rectangle (castles stay). */
export function emptyProvince(ctx: Ctx, p: number, cause: LossCause = { how: 'left-empty', by: -1 }): void {
  const s = ctx.s;
  const prov = s.provinces[p]!;
  const owner = prov.owner;
  if (owner >= 0) {
    addUnits(s.colours[owner]!.tray, prov.force);
    s.roninTray += prov.forceRonin + prov.forceHidden;
  }
  prov.force = [0, 0, 0, 0];
  prov.forceRonin = 0;
  prov.forceHidden = 0;
  prov.army = -1;
  prov.owner = -1;
  if (owner >= 0) ctx.ev.push({ type: 'province-lost', colour: owner, province: provinceId(p), ...cause });
}

/** Checks the province after units left it: if nothing stands there it is lost. */
export function loseIfEmpty(ctx: Ctx, p: number): void {
  const prov = ctx.s.provinces[p]!;
  if (prov.owner >= 0 && !occupied(prov)) emptyProvince(ctx, p);
}

/** A colour moves into an empty province and takes its card (conquest); 35 provinces win at once. */
export function conquer(ctx: Ctx, colour: number, p: number, how: 'army' | 'force' | 'campaign'): void {
  ctx.s.provinces[p]!.owner = colour;
  ctx.ev.push({ type: 'conquered', colour, province: provinceId(p), how });
  checkInstantWin(ctx, colour);
}

/**
 * The daimyo is lost (the last casualty of a battle, or its assassinated army
 * wiped out): daimyo, marker and experience marker to the tray. A colour that
 * loses its last daimyo is out, and `by` takes over.
 */
export function loseDaimyo(ctx: Ctx, colour: number, army: number, by: number, how: 'battle' | 'assassinated'): void {
  const s = ctx.s;
  const col = s.colours[colour]!;
  const a = col.armies[army]!;
  if (!a.alive) return;
  const p = a.province;
  addUnits(col.tray, a.units);
  s.roninTray += a.ronin + a.hidden;
  a.alive = false;
  a.province = -1;
  a.units = [0, 0, 0, 0];
  a.ronin = 0;
  a.hidden = 0;
  a.hole = 0;
  a.assassinated = false;
  if (p >= 0 && s.provinces[p]!.army === army) {
    s.provinces[p]!.army = -1;
    loseIfEmpty(ctx, p);
  }
  ctx.ev.push({ type: 'daimyo-lost', colour, army, by, how });
  if (s.war && s.war.colour === colour) {
    s.war.declared = s.war.declared.filter((d) => !(d.troop === 'army' && d.army === army));
    if (s.war.campaign?.army === army) s.war.campaign = null;
    s.war.finished[army] = true;
  }
  if (!col.armies.some((x) => x.alive)) eliminate(ctx, colour, by);
}

/**
 * Elimination: the colour that removed the last daimyo gains all units and
 * provinces (cards, castles, fortresses, [R] the tray as levy supply) and
 * regains its own lost daimyos at level 1; [R] the eliminated colour's ronin
 * go back to the master tray, its koku and ninja are forfeit.
 */
export function eliminate(ctx: Ctx, colour: number, by: number): void {
  const s = ctx.s;
  const col = s.colours[colour]!;
  const taker = by >= 0 && s.colours[by]!.alive && by !== colour ? by : -1;
  const provinces = provincesOf(s, colour);
  col.alive = false;
  col.koku = 0;
  col.eliminatedBy = taker;
  ctx.ev.push({ type: 'eliminated', colour, by: taker, provinces });
  s.provinces.forEach((prov, p) => {
    if (prov.owner !== colour) return;
    s.roninTray += prov.forceRonin + prov.forceHidden;
    prov.forceRonin = 0;
    prov.forceHidden = 0;
    if (taker >= 0) {
      prov.owner = taker;
    } else {
      addUnits(col.tray, prov.force);
      prov.force = [0, 0, 0, 0];
      prov.owner = -1;
      prov.army = -1;
      ctx.ev.push({ type: 'province-lost', colour, province: provinceId(p), how: 'eliminated', by: -1 });
    }
  });
  if (taker >= 0) {
    const t = s.colours[taker]!;
    addUnits(t.tray, col.tray);
    t.sets += col.sets;
    col.tray = [0, 0, 0, 0];
    col.sets = 0;
    const lost = t.armies.flatMap((a, i) => (a.alive ? [] : [i]));
    if (lost.length > 0) s.interrupts.push({ kind: 'regain', colour: taker, armies: lost });
  }
  if (s.ninja.holder === colour) s.ninja = { holder: -1, hired: s.ninja.hired };
  if (s.spy?.holder === colour) s.spy = null;
  s.waiting[colour] = false;
  s.inputs[colour] = null;
  s.interrupts = s.interrupts.filter((i) => i.colour !== colour);
  const seats = new Set(s.colours.filter((c) => c.alive).map((c) => c.seat));
  if (seats.size <= 1) {
    gameOver(ctx, [...seats], 'last-standing');
    return;
  }
  if (taker >= 0) checkInstantWin(ctx, taker);
}

/** 35 provinces win at once (not in the extended game, not with 2 players). */
export function checkInstantWin(ctx: Ctx, colour: number): void {
  const s = ctx.s;
  if (s.stage.kind === 'over' || s.options.extended || s.options.players === 2) return;
  if (provincesOf(s, colour) >= WIN_PROVINCES) gameOver(ctx, [s.colours[colour]!.seat], 'provinces');
}

export function gameOver(ctx: Ctx, winners: number[], reason: 'provinces' | 'two-player' | 'extended' | 'round-limit' | 'last-standing'): void {
  const s = ctx.s;
  if (s.stage.kind === 'over') return;
  const provinces = provincesBySeat(s);
  s.stage = { kind: 'over' };
  s.result = { scores: provinces, winners: winners.slice().sort((a, b) => a - b) };
  s.war = null;
  s.interrupts = [];
  s.waiting = s.waiting.map(() => false);
  ctx.ev.push({ type: 'game-over', winners: s.result.winners.slice(), reason, provinces });
}

/**
 * The best seats by provinces; ties broken [R] by living daimyos, then by
 * regular units on the board; seats still tied share the win.
 */
export function leaders(s: MbShogunState, among?: number[]): number[] {
  const seats = among ?? Array.from({ length: s.options.players }, (_, i) => i);
  const provinces = provincesBySeat(s);
  const daimyo = new Array<number>(s.options.players).fill(0);
  const units = new Array<number>(s.options.players).fill(0);
  s.colours.forEach((c) => {
    if (!c.alive) return;
    for (const a of c.armies) if (a.alive) {
      daimyo[c.seat]!++;
      units[c.seat]! += total(a.units);
    }
  });
  s.provinces.forEach((p) => {
    if (p.owner >= 0) units[s.colours[p.owner]!.seat]! += total(p.force);
  });
  const key = (x: number): number[] => [provinces[x]!, daimyo[x]!, units[x]!];
  let best: number[] = [];
  for (const x of seats) {
    if (best.length === 0) {
      best = [x];
      continue;
    }
    const a = key(x);
    const b = key(best[0]!);
    const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
    if (cmp > 0) best = [x];
    else if (cmp === 0) best.push(x);
  }
  return best;
}

// ---- regained daimyos ------------------------------------------------------------------

export interface RegainPlacement {
  army: number;
  province: number;
  pickup: Units;
  ronin: number;
}

/** Provinces a colour may place a regained army marker in: its own, holding no army. */
export function regainSpots(s: MbShogunState, colour: number): number[] {
  return s.provinces.flatMap((p, i) => (p.owner === colour && p.army < 0 ? [i] : []));
}

export function checkRegain(s: MbShogunState, colour: number, armies: number[], raw: unknown): Result<RegainPlacement[], RuleError> {
  if (!Array.isArray(raw)) return refuse('bad-move', 'Regain lists placements: [{ army, province, pickup }].');
  const spots = regainSpots(s, colour);
  const need = Math.min(armies.length, spots.length);
  if (raw.length !== need) return refuse('place-all', `Place ${need} regained army marker(s).`, { n: need });
  const used = new Set<number>();
  const armiesUsed = new Set<number>();
  const out: RegainPlacement[] = [];
  for (const r of raw) {
    if (typeof r !== 'object' || r === null) return refuse('bad-move', 'Each placement is { army, province, pickup }.');
    const e = r as Record<string, unknown>;
    const army = e.army;
    if (typeof army !== 'number' || !armies.includes(army) || armiesUsed.has(army)) return refuse('bad-army', `Regained armies: ${armies.join(', ')}.`);
    const p = provinceIndex(e.province);
    if (p < 0 || !spots.includes(p) || used.has(p)) return refuse('bad-province', `${String(e.province)} is not one of your provinces without an army.`);
    const pickup = parseUnits(e.pickup);
    const ronin = parseCount(e.ronin);
    if (!pickup || ronin === null) return refuse('bad-move', 'A pickup is units such as { spearman: 2 }.');
    const prov = s.provinces[p]!;
    if (!fits(prov.force, pickup)) return refuse('no-such-units', `${provinceName(p)} has no such units.`, { p: provinceName(p) });
    if (!armyFits(pickup)) return refuse('pickup-no-room', 'The army card has no room for these units.');
    if (ronin > prov.forceRonin + prov.forceHidden) return refuse('no-such-ronin-here', `${provinceName(p)} has no such ronin.`, { p: provinceName(p) });
    if (!roninOk(1 + total(pickup), ronin) || !roninOk(total(prov.force) - total(pickup), prov.forceRonin + prov.forceHidden - ronin)) {
      return refuse('ronin-ratio', 'Each troop keeps at most one ronin fewer than its regular units.');
    }
    used.add(p);
    armiesUsed.add(army);
    out.push({ army, province: p, pickup, ronin });
  }
  return ok(out);
}

export function applyRegain(ctx: Ctx, colour: number, placements: RegainPlacement[]): void {
  const s = ctx.s;
  const col = s.colours[colour]!;
  for (const pl of placements) {
    const a = col.armies[pl.army]!;
    const prov = s.provinces[pl.province]!;
    a.alive = true;
    a.province = pl.province;
    a.hole = REGAINED_HOLE;
    a.assassinated = false;
    a.units = pl.pickup.slice() as Units;
    subUnits(prov.force, pl.pickup);
    // Hidden ronin of the force are revealed when units move.
    prov.forceRonin += prov.forceHidden;
    prov.forceHidden = 0;
    a.ronin = pl.ronin;
    a.hidden = 0;
    prov.forceRonin -= pl.ronin;
    prov.army = pl.army;
    ctx.ev.push({ type: 'regained', colour, army: pl.army, province: provinceId(pl.province), pickup: pl.pickup.slice() as Units });
    if (s.war && s.war.colour === colour) s.war.finished[pl.army] = true;
  }
  void armyRegulars;
}
