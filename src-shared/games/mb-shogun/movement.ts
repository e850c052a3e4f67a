/**
 * Movement in Wage War (G l.2570-2690 Phase A, l.3860-3990 Phase D; sheet §3):
 * armies move their marker up to their daimyo's level in steps through own
 * provinces (sea lines count), passing other own armies, ending on one only
 * by swapping with it; they pick up provincial units on the way (within the
 * card's limits); a province may never be left empty (an army alone leaves a
 * garrison of regular units, and may split only for that). In Phase D an army
 * may also end by entering an adjacent empty province (conquering it; [R] this
 * ends its move) or split units off to conquer adjacent empty provinces; then
 * the provincial forces move one step, whole or in parts, into adjacent empty
 * or own provinces, joining armies or other forces within their limits.
 *
 * The functions apply a whole phase's moves to a state in place and return
 * a refusal (errors.ts codes) at the first illegal one (validate runs them on a copy).
 */
import {
  armyFits,
  addUnits,
  adjacent,
  armyRegulars,
  fits,
  forceFits,
  levelOf,
  occupied,
  parseCount,
  parseUnits,
  provinceId,
  provinceIndex,
  provinceName,
  roninOk,
  subUnits,
  total,
} from './board';
import type { RuleError } from '../../kernel/ruleset';
import { mbError as no } from './errors';
import type { ColourState, MarchSpec, MbShogunEvent, MbShogunOptions, ProvinceState, TroopKind, Units } from './types';

/** What movement reads and changes: the state, or a copy of a seat's view. */
export interface MoveBoard {
  options: MbShogunOptions;
  round: number;
  colours: ColourState[];
  provinces: ProvinceState[];
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export interface MoveResult {
  events: MbShogunEvent[];
  /** Provinces conquered (Phase D), in order. */
  conquered: number[];
}

function reveal(b: MoveBoard, colour: number, p: number, troop: TroopKind, ev: MbShogunEvent[]): void {
  const prov = b.provinces[p]!;
  if (troop === 'force' && prov.forceHidden > 0) {
    ev.push({ type: 'ronin-revealed', colour, province: provinceId(p), troop, count: prov.forceHidden });
    prov.forceRonin += prov.forceHidden;
    prov.forceHidden = 0;
  } else if (troop === 'army' && prov.army >= 0) {
    const a = b.colours[colour]!.armies[prov.army]!;
    if (a.hidden > 0) {
      ev.push({ type: 'ronin-revealed', colour, province: provinceId(p), troop, count: a.hidden });
      a.ronin += a.hidden;
      a.hidden = 0;
    }
  }
}

/** Empty and unowned: its card lies on the red rectangle. */
export const isEmpty = (prov: ProvinceState): boolean => prov.owner === -1 && !occupied(prov);

/**
 * One army's march. `moved` marks armies that already moved this phase.
 * Returns why it is refused, or null after applying the march.
 */
export function applyMarch(b: MoveBoard, colour: number, raw: unknown, phase: 'A' | 'D', moved: boolean[], res: MoveResult): RuleError | null {
  if (!isRecord(raw)) return no('bad-move', 'A march is { army, path, garrison?, pickups?, detach? }.');
  const m = raw as unknown as MarchSpec;
  const col = b.colours[colour]!;
  if (typeof m.army !== 'number' || !Number.isInteger(m.army) || m.army < 0 || m.army >= col.armies.length) return no('bad-army', `There is no army ${String(m.army)}.`);
  const a = col.armies[m.army]!;
  if (!a.alive) return no('army-lost', `Army ${m.army + 1} has lost its daimyo.`, { n: m.army + 1 });
  if (a.assassinated) return no('army-crippled', `Army ${m.army + 1} is crippled: its daimyo was assassinated.`, { n: m.army + 1 });
  if (moved[m.army]) return no('army-moved', `Army ${m.army + 1} has already moved in this phase.`, { n: m.army + 1 });
  if (!Array.isArray(m.path)) return no('bad-move', 'A march needs a path (the provinces entered, in order).');
  const path = m.path.map(provinceIndex);
  if (path.some((p) => p < 0)) return no('unknown-province', `Unknown province in the path ${JSON.stringify(m.path)}.`);
  const detach = m.detach ?? [];
  if (!Array.isArray(detach)) return no('bad-move', 'detach is a list of { to, units, ronin }.');
  if (phase === 'A' && detach.length > 0) return no('detach-only-d', 'Armies split off units to conquer only in Phase D.');
  if (path.length === 0 && detach.length === 0) return no('empty-path', `Army ${m.army + 1}: an empty path moves nothing.`, { n: m.army + 1 });
  const level = levelOf(a);
  if (path.length > level) return no('army-reach', `Army ${m.army + 1} (level ${level}) moves at most ${level} province(s).`, { n: m.army + 1, k: level });
  const origin = a.province;
  // The final step in Phase D may enter an empty province.
  const last = path.length > 0 ? path[path.length - 1]! : origin;
  const entersEmpty = path.length > 0 && isEmpty(b.provinces[last]!);
  if (entersEmpty && phase === 'A') return no('phase-a-own', `In Phase A armies move only through own provinces: ${provinceName(last)} is empty.`, { p: provinceName(last) });
  // Walk the path.
  let cur = origin;
  for (let i = 0; i < path.length; i++) {
    const p = path[i]!;
    if (!adjacent(cur, p)) return no('not-adjacent', `${provinceName(p)} does not border ${provinceName(cur)}.`, { p: provinceName(p), q: provinceName(cur) });
    const prov = b.provinces[p]!;
    const isLastEmpty = entersEmpty && i === path.length - 1;
    if (!isLastEmpty && prov.owner !== colour) return (phase === 'D' ? no('not-yours-last', `${provinceName(p)} is not your province (an empty province can only be the last step).`, { p: provinceName(p) }) : no('not-yours', `${provinceName(p)} is not your province.`, { p: provinceName(p) }));
    cur = p;
  }
  // Swap: ending on a province that holds another own army which has not moved.
  const finalProv = b.provinces[last]!;
  let swapWith = -1;
  if (path.length > 0 && last !== origin && finalProv.army >= 0 && finalProv.owner === colour) {
    swapWith = finalProv.army;
    const other = col.armies[swapWith]!;
    if (moved[swapWith] || other.assassinated) return no('swap-end', `Army ${m.army + 1} may end in ${provinceName(last)} only if army ${swapWith + 1} moves out (a swap); it cannot.`, { n: m.army + 1, p: provinceName(last), k: swapWith + 1 });
    if (levelOf(other) < path.length) return no('swap-back', `Army ${swapWith + 1} (level ${levelOf(other)}) cannot move back ${path.length} province(s) to swap.`, { n: swapWith + 1, k: levelOf(other), m: path.length });
  }
  const originProv = b.provinces[origin]!;
  // Units and ronin of the army are revealed when it moves.
  reveal(b, colour, origin, 'army', res.events);
  // Garrison: leaving a province that would otherwise become empty.
  const garrison = parseUnits(m.garrison);
  const garrisonRonin = parseCount(m.garrisonRonin);
  if (!garrison || garrisonRonin === null) return no('bad-move', 'A garrison is units such as { spearman: 1 }.');
  const leaves = path.length > 0 && last !== origin;
  const needGarrison = leaves && swapWith < 0 && total(originProv.force) === 0;
  if (total(garrison) > 0 || garrisonRonin > 0) {
    if (!needGarrison) return no('only-garrison', `Army ${m.army + 1} may leave units behind only as a garrison for a province that would otherwise be empty.`, { n: m.army + 1 });
    if (!fits(a.units, garrison)) return no('army-no-such-units', `Army ${m.army + 1} has no such units for the garrison.`, { n: m.army + 1 });
    if (total(garrison) > 5) return no('force-max', 'A garrison is a provincial force: at most 5 units.');
    if (garrisonRonin > a.ronin) return no('army-ronin', `Army ${m.army + 1} has only ${a.ronin} ronin.`, { n: m.army + 1, k: a.ronin });
    if (!roninOk(total(garrison), garrisonRonin) || !roninOk(armyRegulars(a) - total(garrison), a.ronin - garrisonRonin)) {
      return no('ronin-ratio', 'Each troop keeps at most one ronin fewer than its regular units.');
    }
  } else if (needGarrison) {
    return no('garrison', `${provinceName(origin)} would be left empty: leave a garrison of at least one regular unit.`, { p: provinceName(origin) });
  }
  if (needGarrison && total(garrison) === 0) return no('garrison', `${provinceName(origin)} would be left empty: leave a garrison of at least one regular unit.`, { p: provinceName(origin) });
  subUnits(a.units, garrison);
  a.ronin -= garrisonRonin;
  addUnits(originProv.force, garrison);
  originProv.forceRonin += garrisonRonin;
  // Pickups along the path.
  const pickups = m.pickups ?? [];
  if (!Array.isArray(pickups)) return no('bad-move', 'pickups is a list of { at, units, ronin }.');
  const picked: Units = [0, 0, 0, 0];
  const seenAt = new Set<number>();
  for (const pk of pickups) {
    if (!isRecord(pk)) return no('bad-move', 'A pickup is { at, units, ronin }.');
    const at = pk.at;
    if (typeof at !== 'number' || !Number.isInteger(at) || at < 0 || at >= path.length || seenAt.has(at)) return no('bad-move', `Bad pickup index ${String(at)}.`);
    seenAt.add(at);
    const p = path[at]!;
    if (entersEmpty && at === path.length - 1) return no('pickup-empty', 'Nothing to pick up in an empty province.');
    const prov = b.provinces[p]!;
    const u = parseUnits(pk.units);
    const r = parseCount(pk.ronin);
    if (!u || r === null) return no('bad-move', 'A pickup is units such as { spearman: 1 }.');
    if (total(u) === 0 && r === 0) continue;
    if (total(u) === 0) return no('ronin-alone', 'Ronin are picked up only with regular units.');
    reveal(b, colour, p, 'force', res.events);
    if (!fits(prov.force, u)) return no('no-such-units', `${provinceName(p)} has no such provincial units.`, { p: provinceName(p) });
    if (r > prov.forceRonin) return no('no-such-ronin', `${provinceName(p)} has only ${prov.forceRonin} ronin.`, { p: provinceName(p), n: prov.forceRonin });
    const after = a.units.slice() as Units;
    addUnits(after, u);
    if (!armyFits(after)) return no('army-card-full', `Army ${m.army + 1}'s card has no room (≤ 4 samurai, ≤ 10 ashigaru).`, { n: m.army + 1 });
    const stays = at === path.length - 1 || prov.army >= 0;
    if (!stays && total(prov.force) - total(u) === 0) return no('left-empty', `${provinceName(p)} would be left empty.`, { p: provinceName(p) });
    if (!roninOk(1 + total(after), a.ronin + r) || !roninOk(total(prov.force) - total(u), prov.forceRonin - r)) {
      return no('ronin-ratio', 'Each troop keeps at most one ronin fewer than its regular units.');
    }
    subUnits(prov.force, u);
    prov.forceRonin -= r;
    a.units = after;
    a.ronin += r;
    addUnits(picked, u);
  }
  // Phase D: units split off to conquer adjacent empty provinces, from where
  // the army stands after its steps through own provinces.
  const base = entersEmpty ? (path.length >= 2 ? path[path.length - 2]! : origin) : last;
  for (const d of detach) {
    if (!isRecord(d)) return no('bad-move', 'A detachment is { to, units, ronin }.');
    const to = provinceIndex(d.to);
    if (to < 0) return no('unknown-province', `Unknown province '${String(d.to)}'.`);
    if (!adjacent(base, to)) return no('not-adjacent', `${provinceName(to)} does not border ${provinceName(base)}.`, { p: provinceName(to), q: provinceName(base) });
    const u = parseUnits(d.units);
    const r = parseCount(d.ronin);
    if (!u || r === null || total(u) === 0) return no('detachment', 'A detachment has at least one regular unit.');
    const prov = b.provinces[to]!;
    const fresh = isEmpty(prov);
    const mine = prov.owner === colour && res.conquered.includes(to) && prov.army < 0;
    if (!fresh && !mine) return no('not-empty', `${provinceName(to)} is not empty.`, { p: provinceName(to) });
    if (!fits(a.units, u)) return no('army-no-such-units', `Army ${m.army + 1} has no such units.`, { n: m.army + 1 });
    if (r > a.ronin) return no('army-ronin', `Army ${m.army + 1} has only ${a.ronin} ronin.`, { n: m.army + 1, k: a.ronin });
    const force = prov.force.slice() as Units;
    addUnits(force, u);
    if (!forceFits(force)) return no('force-max', 'A provincial force holds at most 5 units.');
    if (!roninOk(total(force), prov.forceRonin + r) || !roninOk(armyRegulars(a) - total(u), a.ronin - r)) {
      return no('ronin-ratio', 'Each troop keeps at most one ronin fewer than its regular units.');
    }
    subUnits(a.units, u);
    a.ronin -= r;
    prov.force = force;
    prov.forceRonin += r;
    if (fresh) {
      prov.owner = colour;
      res.conquered.push(to);
      res.events.push({ type: 'conquered', colour, province: provinceId(to), how: 'force' });
    }
  }
  // Move the marker.
  if (path.length > 0) {
    if (swapWith >= 0) reveal(b, colour, last, 'army', res.events);
    originProv.army = swapWith >= 0 ? swapWith : -1;
    if (swapWith >= 0) {
      col.armies[swapWith]!.province = origin;
      moved[swapWith] = true;
    }
    const dest = b.provinces[last]!;
    const conquering = isEmpty(dest);
    if (dest.owner !== colour && !conquering) return no('not-yours', `${provinceName(last)} is not yours.`, { p: provinceName(last) });
    dest.army = m.army;
    a.province = last;
    if (conquering) {
      dest.owner = colour;
      res.conquered.push(last);
      res.events.push({ type: 'conquered', colour, province: provinceId(last), how: 'army' });
    }
  }
  moved[m.army] = true;
  res.events.push({ type: 'army-moved', colour, army: m.army, path: path.map(provinceId), garrison, pickups: picked, swappedWith: swapWith });
  if (!occupied(originProv)) return no('left-empty', `${provinceName(origin)} would be left empty.`, { p: provinceName(origin) });
  return null;
}

export function applyMarches(b: MoveBoard, colour: number, raw: unknown, phase: 'A' | 'D', res: MoveResult): RuleError | null {
  if (!Array.isArray(raw)) return no('bad-move', 'marches is a list of army moves.');
  const moved = [false, false, false];
  for (const m of raw) {
    const e = applyMarch(b, colour, m, phase, moved, res);
    if (e) return e;
  }
  return null;
}

/**
 * Phase D's provincial forces, all at once: each part moves one step from
 * units that were there when the forces began to move ([R] units in a
 * province conquered this phase do not move on).
 */
export function applyForceMoves(b: MoveBoard, colour: number, raw: unknown, locked: readonly number[], res: MoveResult): RuleError | null {
  if (!Array.isArray(raw)) return no('bad-move', 'forces is a list of { from, to, units, ronin, join }.');
  const col = b.colours[colour]!;
  const parsed: { from: number; to: number; units: Units; ronin: number; join: TroopKind }[] = [];
  const out = new Map<number, { units: Units; ronin: number }>();
  for (const f of raw) {
    if (!isRecord(f)) return no('bad-move', 'A force move is { from, to, units, ronin, join }.');
    const from = provinceIndex(f.from);
    const to = provinceIndex(f.to);
    if (from < 0 || to < 0) return no('unknown-province', `Unknown province in ${JSON.stringify(f)}.`);
    const u = parseUnits(f.units);
    const r = parseCount(f.ronin);
    if (!u || r === null) return no('bad-move', 'Units are given as { spearman: 1 }.');
    if (total(u) === 0) return no('ronin-alone', 'Ronin never move alone: a move needs a regular unit.');
    const join = f.join ?? 'force';
    if (join !== 'army' && join !== 'force') return no('bad-move', "join is 'army' or 'force'.");
    const src = b.provinces[from]!;
    if (src.owner !== colour) return no('not-yours', `${provinceName(from)} is not yours.`, { p: provinceName(from) });
    if (locked.includes(from)) return no('conquered-stay', `Units that conquered ${provinceName(from)} this phase do not move again.`, { p: provinceName(from) });
    if (!adjacent(from, to)) return no('not-adjacent', `${provinceName(to)} does not border ${provinceName(from)}.`, { p: provinceName(to), q: provinceName(from) });
    const dst = b.provinces[to]!;
    if (dst.owner !== colour && !isEmpty(dst)) return no('not-yours-nor-empty', `${provinceName(to)} is neither yours nor empty.`, { p: provinceName(to) });
    if (join === 'army') {
      if (dst.owner !== colour || dst.army < 0) return no('no-army', `No army of yours stands in ${provinceName(to)}.`, { p: provinceName(to) });
      if (col.armies[dst.army]!.assassinated) return no('crippled-takes-none', `The army in ${provinceName(to)} is crippled and takes no units.`, { p: provinceName(to) });
    }
    reveal(b, colour, from, 'force', res.events);
    const o = out.get(from) ?? { units: [0, 0, 0, 0] as Units, ronin: 0 };
    addUnits(o.units, u);
    o.ronin += r;
    out.set(from, o);
    parsed.push({ from, to, units: u, ronin: r, join });
  }
  for (const [from, o] of out) {
    const src = b.provinces[from]!;
    if (!fits(src.force, o.units)) return no('no-such-units', `${provinceName(from)} has no such provincial units.`, { p: provinceName(from) });
    if (o.ronin > src.forceRonin) return no('no-such-ronin', `${provinceName(from)} has only ${src.forceRonin} ronin.`, { p: provinceName(from), n: src.forceRonin });
  }
  // Everything leaves, then everything arrives.
  for (const [from, o] of out) {
    const src = b.provinces[from]!;
    subUnits(src.force, o.units);
    src.forceRonin -= o.ronin;
  }
  for (const m of parsed) {
    const dst = b.provinces[m.to]!;
    if (m.join === 'army') {
      const a = col.armies[dst.army]!;
      reveal(b, colour, m.to, 'army', res.events);
      addUnits(a.units, m.units);
      a.ronin += m.ronin;
    } else {
      addUnits(dst.force, m.units);
      dst.forceRonin += m.ronin;
      if (dst.owner === -1) {
        dst.owner = colour;
        res.conquered.push(m.to);
        res.events.push({ type: 'conquered', colour, province: provinceId(m.to), how: 'force' });
      }
    }
  }
  // Limits and the garrison rule, on the result.
  const touched = new Set<number>([...parsed.map((m) => m.from), ...parsed.map((m) => m.to)]);
  for (const p of touched) {
    const prov = b.provinces[p]!;
    if (!occupied(prov)) return no('left-empty', `${provinceName(p)} would be left empty.`, { p: provinceName(p) });
    if (!forceFits(prov.force)) return no('force-full-in', `The provincial force in ${provinceName(p)} would exceed 5 units.`, { p: provinceName(p) });
    if (!roninOk(total(prov.force), prov.forceRonin + prov.forceHidden)) return no('force-ronin-in', `The provincial force in ${provinceName(p)} would have too many ronin.`, { p: provinceName(p) });
    if (prov.army >= 0) {
      const a = col.armies[prov.army]!;
      if (!armyFits(a.units)) return no('army-card-full', `Army ${prov.army + 1}'s card has no room (≤ 4 samurai, ≤ 10 ashigaru).`, { n: prov.army + 1 });
      if (!roninOk(armyRegulars(a), a.ronin + a.hidden)) return no('army-too-many-ronin', `Army ${prov.army + 1} would have too many ronin.`, { n: prov.army + 1 });
    }
  }
  if (parsed.length > 0) {
    res.events.push({
      type: 'forces-moved',
      colour,
      moves: parsed.map((m) => ({ from: provinceId(m.from), to: provinceId(m.to), units: m.units, ronin: m.ronin, join: m.join })),
    });
  }
  return null;
}
