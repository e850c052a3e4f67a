/**
 * Action 7, Wage War (G l.2430-3990; sheet §3): each colour in sword order
 * plays phases A (move armies), B (declare first battles), C (combat) and D
 * (final movement) completely before the next. The ninja's holder may strike
 * in the five windows of the sheet (§3 Action 6, [R] for "at any moment"):
 * before each colour's Phase A, after its Phase A, after its Phase B
 * declarations, before each battle, and at the start of its Phase D.
 */
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import { ASSASSIN_SUCCESS_MAX, MAX_HOLE, REVENGE_SUCCESS_MIN } from './data/constants';
import {
  adjacent,
  armyRegulars,
  attackable,
  fits,
  isEnemy,
  isSea,
  levelOf,
  NEIGHBOURS,
  occupied,
  parseCount,
  parseUnits,
  provinceId,
  provinceIndex,
  provinceName,
  roninOk,
  subUnits,
  addUnits,
  total,
} from './board';
import { battleStep, startBattle } from './combat';
import { isEmpty } from './movement';
import { checkInstantWin, conquer } from './takeover';
import type { Declared, MbShogunState, TroopKind, Units, WarState, Ctx } from './types';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function newWar(index: number, colour: number): WarState {
  return {
    index,
    colour,
    step: 'pre-a',
    await: null,
    declared: [],
    attacks: [0, 0, 0],
    success: [false, false, false],
    finished: [false, false, false],
    campaign: null,
    battle: null,
    bonusLeft: {},
    windowOffered: false,
    upcoming: null,
  };
}

function goto(ctx: Ctx, step: WarState['step']): void {
  const w = ctx.s.war!;
  w.step = step;
  w.await = null;
  w.windowOffered = false;
  const phase = step === 'a' ? 'A' : step === 'b' ? 'B' : step === 'c' ? 'C' : step === 'd' ? 'D' : null;
  if (phase) ctx.ev.push({ type: 'phase', colour: w.colour, phase });
}

// ---- what a colour can do -----------------------------------------------------------

const ownNeighbour = (s: MbShogunState, colour: number, p: number): boolean => NEIGHBOURS[p]!.some((q) => s.provinces[q]!.owner === colour);

export function canMoveArmies(s: MbShogunState, colour: number): boolean {
  return s.colours[colour]!.armies.some((a) => a.alive && !a.assassinated && a.province >= 0 && ownNeighbour(s, colour, a.province));
}

/** Troops of a colour in combat position: (province, troop) pairs with at least one target. */
export function troopsInPosition(s: MbShogunState, colour: number): { from: number; troop: TroopKind; army: number; targets: number[] }[] {
  const out: { from: number; troop: TroopKind; army: number; targets: number[] }[] = [];
  s.provinces.forEach((p, i) => {
    if (p.owner !== colour) return;
    const targets = NEIGHBOURS[i]!.filter((q) => attackable(s, colour, q));
    if (targets.length === 0) return;
    if (p.army >= 0) {
      const a = s.colours[colour]!.armies[p.army]!;
      if (!a.assassinated) out.push({ from: i, troop: 'army', army: p.army, targets });
    }
    if (total(p.force) > 0) out.push({ from: i, troop: 'force', army: -1, targets });
  });
  return out;
}

export function canFinalMove(s: MbShogunState, colour: number): boolean {
  return s.provinces.some((p, i) => {
    if (p.owner !== colour) return false;
    const armyFree = p.army >= 0 && !s.colours[colour]!.armies[p.army]!.assassinated;
    if (!armyFree && total(p.force) === 0) return false;
    return NEIGHBOURS[i]!.some((q) => s.provinces[q]!.owner === colour || isEmpty(s.provinces[q]!));
  });
}

// ---- the ninja ---------------------------------------------------------------------------

/** Daimyos the holder's ninja may strike: any opponent's, not already assassinated. */
export function ninjaTargets(s: Pick<MbShogunState, 'colours' | 'options' | 'provinces'>, holder: number): { colour: number; army: number }[] {
  const out: { colour: number; army: number }[] = [];
  s.colours.forEach((c, i) => {
    if (!c.alive || !isEnemy(s, holder, i)) return;
    c.armies.forEach((a, j) => {
      if (a.alive && !a.assassinated && a.province >= 0) out.push({ colour: i, army: j });
    });
  });
  return out;
}

/** Whether the ninja can strike now: hired this round (never in round 1, G l.2145), unused, with a target. */
export function ninjaCanStrike(s: MbShogunState): boolean {
  const h = s.ninja.holder;
  return h >= 0 && s.colours[h]!.alive && s.round >= 2 && s.ninja.hired === s.round && ninjaTargets(s, h).length > 0;
}

export function checkNinja(s: MbShogunState, holder: number, raw: unknown): Result<{ colour: number; army: number } | null, RuleError> {
  if (raw === null) return ok(null);
  if (!isRecord(raw)) return refuse('bad-move', 'The target is { colour, army } or null.');
  const t = ninjaTargets(s, holder).find((x) => x.colour === raw.colour && x.army === raw.army);
  if (!t) return refuse('bad-target', 'Name an opponent’s daimyo that is in play and not assassinated.');
  return ok(t);
}

/** A daimyo is assassinated: it and its whole army are crippled for the rest of the round (G l.2237-2250). */
export function assassinate(ctx: Ctx, colour: number, army: number, by: number): void {
  const s = ctx.s;
  const a = s.colours[colour]!.armies[army]!;
  a.assassinated = true;
  let lapsed = 0;
  const w = s.war;
  if (w && w.colour === colour) {
    const before = w.declared.length;
    w.declared = w.declared.filter((d) => !(d.troop === 'army' && d.army === army));
    lapsed = before - w.declared.length;
    if (w.campaign?.army === army) w.campaign = null;
    w.finished[army] = true;
  }
  ctx.ev.push({ type: 'assassinated', colour, army, province: provinceId(a.province), by, lapsed });
}

/** The holder strikes: d12 ≤ 8 succeeds; on a failure the target may take revenge (d12 ≥ 9). */
export function strike(ctx: Ctx, holder: number, target: { colour: number; army: number }): void {
  const s = ctx.s;
  const roll = ctx.roll();
  const success = roll <= ASSASSIN_SUCCESS_MAX;
  ctx.ev.push({ type: 'assassination', colour: holder, target: target.colour, army: target.army, roll, success });
  s.ninja = { holder: -1, hired: s.ninja.hired };
  ctx.ev.push({ type: 'ninja-returned', colour: holder });
  if (success) {
    assassinate(ctx, target.colour, target.army, holder);
    return;
  }
  const r = ctx.roll();
  const revenge = r >= REVENGE_SUCCESS_MIN;
  ctx.ev.push({ type: 'revenge-roll', colour: target.colour, against: holder, roll: r, success: revenge });
  if (!revenge) return;
  const victims = revengeTargets(s, holder);
  if (victims.length === 1) assassinate(ctx, holder, victims[0]!, target.colour);
  else if (victims.length > 1) s.interrupts.push({ kind: 'revenge', colour: target.colour, hirer: holder });
}

export function revengeTargets(s: Pick<MbShogunState, 'colours'>, hirer: number): number[] {
  return s.colours[hirer]!.armies.flatMap((a, i) => (a.alive && !a.assassinated && a.province >= 0 ? [i] : []));
}

// ---- Phase B ---------------------------------------------------------------------------

export function checkDeclare(s: MbShogunState, colour: number, raw: unknown): Result<Declared[], RuleError> {
  if (!Array.isArray(raw)) return refuse('bad-move', 'Declarations list battles: [{ from, troop, to }].');
  const out: Declared[] = [];
  const used = new Set<string>();
  for (const d of raw) {
    if (!isRecord(d)) return refuse('bad-move', 'A battle is { from, troop, to }.');
    const from = provinceIndex(d.from);
    const to = provinceIndex(d.to);
    if (from < 0 || to < 0) return refuse('unknown-province', `Unknown province in ${JSON.stringify(d)}.`);
    const troop = d.troop;
    if (troop !== 'army' && troop !== 'force') return refuse('bad-move', "A battle's troop is 'army' or 'force'.");
    const p = s.provinces[from]!;
    if (p.owner !== colour) return refuse('not-yours', `${provinceName(from)} is not yours.`, { p: provinceName(from) });
    let army = -1;
    if (troop === 'army') {
      if (p.army < 0) return refuse('no-army', `No army stands in ${provinceName(from)}.`, { p: provinceName(from) });
      if (s.colours[colour]!.armies[p.army]!.assassinated) return refuse('crippled', 'A crippled army cannot attack.');
      army = p.army;
    } else if (total(p.force) === 0) {
      return refuse('no-force', `No provincial force stands in ${provinceName(from)}.`, { p: provinceName(from) });
    }
    const key = `${from}:${troop}`;
    if (used.has(key)) return refuse('one-battle', 'Each troop declares at most one first battle.');
    used.add(key);
    if (!adjacent(from, to)) return refuse('not-adjacent', `${provinceName(to)} does not border ${provinceName(from)}.`, { p: provinceName(to), q: provinceName(from) });
    if (!attackable(s, colour, to)) {
      const q = s.provinces[to]!;
      if (s.round === 1 && q.army >= 0 && isEnemy(s, colour, q.owner)) {
        return refuse('round-one', 'In round 1 no battle may be declared against a province holding an army marker.');
      }
      return refuse('not-target', `${provinceName(to)} is neither an enemy nor an empty province.`, { p: provinceName(to) });
    }
    out.push({ from, troop, army, to });
  }
  return ok(out);
}

export function applyDeclare(ctx: Ctx, colour: number, list: Declared[]): void {
  const w = ctx.s.war!;
  w.declared = list.map((d) => ({ ...d }));
  ctx.ev.push({
    type: 'battles-declared',
    colour,
    battles: list.map((d) => ({ from: provinceId(d.from), troop: d.troop, to: provinceId(d.to), sea: isSea(d.from, d.to) })),
  });
}

// ---- Phase C ---------------------------------------------------------------------------

/** An army's attack on an empty province: it uses one attack and never counts as a success. */
function emptyAttack(ctx: Ctx, army: number, to: number): void {
  const w = ctx.s.war!;
  w.attacks[army]!++;
  ctx.ev.push({ type: 'empty-attacked', colour: w.colour, army, to: provinceId(to) });
  w.campaign = { army, attacks: w.attacks[army]!, calledOff: false, last: to };
}

/** The attacker fights declared battle `i` next (or it lapses, sheet §3 Phase B). */
export function startDeclared(ctx: Ctx, i: number): void {
  const s = ctx.s;
  const w = s.war!;
  const d = w.declared.splice(i, 1)[0]!;
  const colour = w.colour;
  const from = s.provinces[d.from]!;
  const target = s.provinces[d.to]!;
  const lapse = (reason: 'empty' | 'own' | 'crippled' | 'gone'): void => {
    ctx.ev.push({ type: 'battle-lapsed', colour, from: provinceId(d.from), to: provinceId(d.to), reason });
  };
  if (d.troop === 'army') {
    const a = s.colours[colour]!.armies[d.army]!;
    if (!a.alive || a.province !== d.from) return lapse('gone');
    if (a.assassinated) return lapse('crippled');
    if (target.owner === colour || !occupied(target)) {
      // [R] sheet §7.12: an army's declared battle on a province emptied meanwhile is an attack on an empty province.
      emptyAttack(ctx, d.army, d.to);
      return;
    }
    queueBattle(ctx, d);
    return;
  }
  if (from.owner !== colour || total(from.force) === 0) return lapse('gone');
  if (target.owner === colour) return lapse('own');
  if (!occupied(target)) return lapse('empty');
  queueBattle(ctx, d);
}

/** A battle is about to begin: it waits for the ninja's window before it (sheet §3 Action 6). */
function queueBattle(ctx: Ctx, d: Declared): void {
  const w = ctx.s.war!;
  w.upcoming = { ...d };
  w.windowOffered = false;
}

/**
 * The window before the battle has closed: the battle begins — unless the
 * ninja crippled the attacking army meanwhile, which calls it off (a crippled
 * army cannot attack, G l.2237-2250). A crippled defender's daimyo simply
 * does not fight (combat.ts).
 */
function beginUpcoming(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.war!;
  const d = w.upcoming!;
  w.upcoming = null;
  if (d.troop === 'army' && s.colours[w.colour]!.armies[d.army]!.assassinated) {
    ctx.ev.push({ type: 'battle-lapsed', colour: w.colour, from: provinceId(d.from), to: provinceId(d.to), reason: 'crippled' });
    return;
  }
  startBattle(ctx, w.colour, d.from, d.to, d.troop === 'army' ? d.army : -1);
}

export interface FollowUp {
  move: number;
  garrison: Units;
  garrisonRonin: number;
  attack: number;
}

/**
 * An experienced army between attacks (G l.3365-3470; S4): it may step into
 * the province it just emptied or any adjacent empty one (conquering it;
 * never after a called-off battle), then attack from there, or stop.
 */
export function checkFollowUp(s: MbShogunState, colour: number, raw: Record<string, unknown>): Result<FollowUp, RuleError> {
  const w = s.war!;
  const c = w.campaign!;
  const a = s.colours[colour]!.armies[c.army]!;
  let at = a.province;
  let move = -1;
  const garrison = parseUnits(raw.garrison);
  const garrisonRonin = parseCount(raw.garrisonRonin);
  if (!garrison || garrisonRonin === null) return refuse('bad-move', 'A garrison is units such as { spearman: 1 }.');
  if (raw.move !== null && raw.move !== undefined) {
    move = provinceIndex(raw.move);
    if (move < 0) return refuse('unknown-province', `There is no province '${String(raw.move)}'.`);
    if (c.calledOff) return refuse('called-off', 'After calling off a battle the army attacks again only from where it stands.');
    if (!adjacent(at, move)) return refuse('not-adjacent', `${provinceName(move)} does not border ${provinceName(at)}.`, { p: provinceName(move), q: provinceName(at) });
    if (!isEmpty(s.provinces[move]!)) return refuse('follow-up-empty', `Between attacks an army moves only into an empty province; ${provinceName(move)} is not.`, { p: provinceName(move) });
    const here = s.provinces[at]!;
    const need = total(here.force) === 0;
    if (need && total(garrison) === 0) return refuse('garrison', `${provinceName(at)} would be left empty: leave a garrison.`, { p: provinceName(at) });
    if (!need && (total(garrison) > 0 || garrisonRonin > 0)) return refuse('no-split', 'An army splits off units only for a garrison.');
    if (!fits(a.units, garrison) || garrisonRonin > a.ronin + a.hidden || total(garrison) > 5) return refuse('army-lacks-units', 'The army has no such units.');
    if (!roninOk(total(garrison), garrisonRonin) || !roninOk(armyRegulars(a) - total(garrison), a.ronin + a.hidden - garrisonRonin)) {
      return refuse('ronin-ratio', 'Each troop keeps at most one ronin fewer than its regular units.');
    }
    at = move;
  } else if (total(garrison) > 0 || garrisonRonin > 0) {
    return refuse('no-split', 'A garrison is left only when the army moves.');
  }
  let attack = -1;
  if (raw.attack !== null && raw.attack !== undefined) {
    attack = provinceIndex(raw.attack);
    if (attack < 0) return refuse('unknown-province', `There is no province '${String(raw.attack)}'.`);
    if (!adjacent(at, attack)) return refuse('not-adjacent', `${provinceName(attack)} does not border ${provinceName(at)}.`, { p: provinceName(attack), q: provinceName(at) });
    if (attack === move) return refuse('bad-target', 'The army stands there.');
    if (!attackable(s, colour, attack)) return refuse('not-target-round-one', `${provinceName(attack)} is neither an enemy nor an empty province (or holds an army in round 1).`, { p: provinceName(attack) });
  }
  return ok({ move, garrison, garrisonRonin, attack });
}

export function applyFollowUp(ctx: Ctx, f: FollowUp): void {
  const s = ctx.s;
  const w = s.war!;
  const c = w.campaign!;
  const colour = w.colour;
  const a = s.colours[colour]!.armies[c.army]!;
  ctx.ev.push({ type: 'follow-up', colour, army: c.army, move: f.move >= 0 ? provinceId(f.move) : null, attack: f.attack >= 0 ? provinceId(f.attack) : null });
  if (f.move >= 0) {
    const here = s.provinces[a.province]!;
    if (a.hidden > 0) {
      ctx.ev.push({ type: 'ronin-revealed', colour, province: provinceId(a.province), troop: 'army', count: a.hidden });
      a.ronin += a.hidden;
      a.hidden = 0;
    }
    subUnits(a.units, f.garrison);
    a.ronin -= f.garrisonRonin;
    addUnits(here.force, f.garrison);
    here.forceRonin += f.garrisonRonin;
    here.army = -1;
    const dest = s.provinces[f.move]!;
    dest.army = c.army;
    a.province = f.move;
    conquer(ctx, colour, f.move, 'campaign');
    if (s.stage.kind === 'over') return;
  }
  if (f.attack < 0) {
    w.campaign = null;
    w.finished[c.army] = true;
    return;
  }
  const target = s.provinces[f.attack]!;
  if (!occupied(target)) {
    emptyAttack(ctx, c.army, f.attack);
    return;
  }
  w.campaign = null;
  queueBattle(ctx, { from: a.province, troop: 'army', army: c.army, to: f.attack });
}

/** Experience (G l.3480-3520): an army with at least one successful battle moves its peg one hole. */
function gainExperience(ctx: Ctx): void {
  const s = ctx.s;
  const w = s.war!;
  const col = s.colours[w.colour]!;
  col.armies.forEach((a, i) => {
    if (!w.success[i] || !a.alive) return;
    if (a.hole < MAX_HOLE) a.hole++;
    ctx.ev.push({ type: 'experience', colour: w.colour, army: i, level: levelOf(a), hole: a.hole });
  });
}

/**
 * Runs the colour's war on by one automatic step. Returns false when a
 * decision is awaited (w.await set) or the war turn is over (step 'end').
 */
export function warStep(ctx: Ctx): boolean {
  const s = ctx.s;
  const w = s.war!;
  if (w.await !== null || w.step === 'end') return false;
  const colour = w.colour;
  if (!s.colours[colour]!.alive) {
    w.step = 'end';
    return true;
  }
  switch (w.step) {
    case 'pre-a':
    case 'post-a':
    case 'post-b':
      if (offerWindow(s)) return false;
      goto(ctx, w.step === 'pre-a' ? 'a' : w.step === 'post-a' ? 'b' : 'c');
      return true;
    case 'a':
      if (canMoveArmies(s, colour)) {
        w.await = 'move-armies';
        return false;
      }
      goto(ctx, 'post-a');
      return true;
    case 'b':
      if (troopsInPosition(s, colour).length > 0) {
        w.await = 'declare';
        return false;
      }
      goto(ctx, 'post-b');
      return true;
    case 'c': {
      if (w.battle) return battleStep(ctx);
      if (w.upcoming) {
        if (offerWindow(s)) return false;
        beginUpcoming(ctx);
        return true;
      }
      if (w.campaign) {
        const c = w.campaign;
        const a = s.colours[colour]!.armies[c.army]!;
        if (!a.alive || a.assassinated || c.attacks >= levelOf(a)) {
          w.finished[c.army] = true;
          w.campaign = null;
          return true;
        }
        w.await = 'follow-up';
        return false;
      }
      if (w.declared.length > 1) {
        w.await = 'next-battle';
        return false;
      }
      if (w.declared.length === 1) {
        startDeclared(ctx, 0);
        return true;
      }
      gainExperience(ctx);
      goto(ctx, 'd');
      return true;
    }
    case 'd':
      // The window at the start of Phase D comes before the final moves.
      if (offerWindow(s)) return false;
      if (canFinalMove(s, colour)) {
        w.await = 'final-moves';
        return false;
      }
      w.step = 'end';
      return true;
  }
  return false;
}

/** Opens the current ninja window once, if the holder can strike now; true = the holder is asked. */
function offerWindow(s: MbShogunState): boolean {
  const w = s.war!;
  if (w.windowOffered || !ninjaCanStrike(s)) return false;
  w.windowOffered = true;
  w.await = 'ninja';
  return true;
}

export { checkInstantWin };
