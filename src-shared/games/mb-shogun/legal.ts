/**
 * The legal moves of a seat when few enough to list (legalMovesOf), and a
 * random legal move from a seat's view only (the random bot must not read
 * hidden information). Each random choice is checked with the rules' own
 * functions on a board made from the view; what fails falls back to a move
 * that is always legal (nothing levied, no battle declared, no move made).
 */
import type { Rng } from '../../kernel/rng';
import { UNIT_TYPES } from './data/constants';
import {
  adjacent,
  attackable,
  armyRegulars,
  levelOf,
  NEIGHBOURS,
  occupied,
  provinceId,
  roninOk,
  total,
  unitSpec,
} from './board';
import { noLoss, type Loss, type Pools } from './casualties';
import { pools } from './combat';
import { cloneState } from './clone';
import { boardOf } from './determinize';
import { decisionOf, runPhaseMoves, lossSpec } from './validate';
import { isEmpty } from './movement';
import { buildOptions, checkLevy, checkRonin, freeSwords, roninRoom, spyTargets } from './planning';
import { SETUP_MAX_SPEARMEN, SETUP_REINFORCE_SPEARMEN, SPEARMAN } from './data/constants';
import { checkRegain, regainSpots } from './takeover';
import { checkFollowUp, ninjaTargets, revengeTargets, troopsInPosition } from './war';
import type { ForceMoveSpec, MarchSpec, MbShogunMove, MbShogunState, MbShogunView, Units } from './types';

export function randomMoveOf(view: MbShogunView, rng: Rng): MbShogunMove {
  const seat = view.seat ?? view.pending[0]?.seat;
  const d = view.pending.find((x) => x.seat === seat);
  if (seat === undefined || seat === null || !d) throw new Error('randomMove: this seat has nothing to decide');
  const s = boardOf(view);
  const c = d.colour;
  const own = (): number[] => s.provinces.flatMap((p, i) => (p.owner === c ? [i] : []));
  switch (d.kind) {
    case 'split': {
      const hand = s.hands![seat]!;
      return { type: 'split', provinces: rng.shuffle(hand).slice(0, hand.length / 2).map(provinceId) };
    }
    case 'reinforce': {
      const ok = own().filter((p) => s.provinces[p]!.force[SPEARMAN] + SETUP_REINFORCE_SPEARMEN <= SETUP_MAX_SPEARMEN);
      return { type: 'reinforce', province: provinceId(rng.pick(ok)) };
    }
    case 'place-army':
      return { type: 'place-army', province: provinceId(rng.pick(own().filter((p) => s.provinces[p]!.army < 0))) };
    case 'allocate':
      return randomAllocation(s.colours[c]!.koku, rng);
    case 'spy': {
      const t = spyTargets(s, c);
      return { type: 'spy', target: t.length > 0 && rng.chance(3, 4) ? rng.pick(t) : null };
    }
    case 'choose-sword':
      return { type: 'choose-sword', sword: rng.pick(freeSwords(s)) };
    case 'build': {
      const opts = buildOptions(s, c);
      return { type: 'build', province: opts.length > 0 && rng.chance(9, 10) ? provinceId(rng.pick(opts)) : null };
    }
    case 'levy':
      return randomLevy(s, c, rng);
    case 'place-ronin':
      return randomRonin(s, c, rng);
    case 'ninja': {
      const t = ninjaTargets(s, c);
      return { type: 'ninja', target: t.length > 0 && rng.chance(1, 4) ? rng.pick(t) : null };
    }
    case 'revenge': {
      const i = s.interrupts[0]!;
      return { type: 'revenge', army: rng.pick(revengeTargets(s, i.kind === 'revenge' ? i.hirer : c)) };
    }
    case 'regain': {
      const i = s.interrupts[0]!;
      const armies = i.kind === 'regain' ? i.armies : [];
      const spots = rng.shuffle(regainSpots(s, c));
      const placements = armies.slice(0, spots.length).map((army, k) => ({ army, province: provinceId(spots[k]!) }));
      const r = checkRegain(s, c, armies, placements);
      if (!r.ok) throw new Error(`randomMove: regain ${r.error.message}`);
      return { type: 'regain', placements };
    }
    case 'move-armies':
      return { type: 'move-armies', marches: randomMarches(s, c, 'A', rng) };
    case 'declare': {
      const battles = troopsInPosition(s, c)
        .filter(() => rng.chance(1, 2))
        .map((t) => ({ from: provinceId(t.from), troop: t.troop, to: provinceId(rng.pick(t.targets)) }));
      return { type: 'declare', battles };
    }
    case 'next-battle':
      return { type: 'next-battle', index: rng.int(s.war!.declared.length) };
    case 'casualties': {
      const b = s.war!.battle!;
      const side = c === b.attacker ? 'attacker' : 'defender';
      const hits = b.hits![side === 'attacker' ? 0 : 1];
      return { type: 'casualties', losses: lossSpec(randomLoss(pools(s, b, side), hits, rng)) };
    }
    case 'continue':
      return { type: 'continue', callOff: rng.chance(1, 3) };
    case 'follow-up':
      return randomFollowUp(s, c, rng);
    case 'final-moves': {
      const marches = randomMarches(s, c, 'D', rng);
      const after = cloneState(s);
      const r = runPhaseMoves(after, c, 'D', marches, []);
      const conquered = 'error' in r ? [] : r.conquered;
      const forces = randomForceMoves(after, c, conquered, rng);
      const check = runPhaseMoves(cloneState(s), c, 'D', marches, forces);
      return { type: 'final-moves', marches, forces: 'error' in check ? [] : forces };
    }
  }
  throw new Error(`randomMove: unknown decision ${d.kind}`);
}

function randomAllocation(koku: number, rng: Rng): MbShogunMove {
  const a = { swords: 0, build: 0, levy: 0, ronin: 0, ninja: 0 };
  let left = koku;
  if (left >= 2 && rng.chance(1, 3)) {
    a.build = 2;
    left -= 2;
  }
  const boxes = ['swords', 'levy', 'levy', 'ronin', 'ninja'] as const;
  while (left > 0) {
    a[rng.pick(boxes)]++;
    left--;
  }
  return { type: 'allocate', ...a };
}

function randomLevy(s: MbShogunState, c: number, rng: Rng): MbShogunMove {
  const units: { province: string; unit: (typeof UNIT_TYPES)[number]; to: 'army' | 'force' }[] = [];
  for (const p of rng.shuffle(s.provinces.flatMap((q, i) => (q.owner === c ? [i] : [])))) {
    const entry = { province: provinceId(p), unit: rng.pick(UNIT_TYPES), to: (s.provinces[p]!.army >= 0 && rng.chance(1, 2) ? 'army' : 'force') as 'army' | 'force' };
    const r = checkLevy(s, c, [...units, entry]);
    if (r.ok) units.push(entry);
    else if (rng.chance(1, 4)) break;
  }
  return { type: 'levy', units };
}

function randomRonin(s: MbShogunState, c: number, rng: Rng): MbShogunMove {
  let left = s.hired[c]!;
  const groups: { province: string; troop: 'army' | 'force'; count: number }[] = [];
  for (const p of rng.shuffle(s.provinces.flatMap((q, i) => (q.owner === c ? [i] : [])))) {
    if (left === 0) break;
    for (const troop of ['army', 'force'] as const) {
      const room = roninRoom(s, c, p, troop);
      if (room <= 0 || left === 0) continue;
      const n = rng.between(1, Math.min(room, left));
      groups.push({ province: provinceId(p), troop, count: n });
      left -= n;
    }
  }
  return checkRonin(s, c, groups).ok ? { type: 'place-ronin', groups } : { type: 'place-ronin', groups: [] };
}

/** One hit at a time, a random legal removal (bonus first, daimyo last, the ratio kept). */
export function randomLoss(p: Pools, hits: number, rng: Rng): Loss {
  const l = noLoss();
  const army = p.army.slice() as Units;
  const force = p.force.slice() as Units;
  let armyRonin = p.armyRonin;
  let forceRonin = p.forceRonin;
  let bonus = p.bonusSpear + p.bonusRonin;
  let daimyo = p.daimyo;
  const armyRegs = (): number => total(army) + (p.crippled ? 1 : daimyo);
  for (let h = 0; h < hits; h++) {
    if (bonus > 0) {
      bonus--;
      l.bonus++;
      continue;
    }
    const options: (() => void)[] = [];
    for (let t = 0; t < 4; t++) {
      if (force[t]! > 0 && forceRonin <= Math.max(0, total(force) - 2)) options.push(() => (force[t]!--, l.force[t]!++));
      if (army[t]! > 0 && armyRonin <= Math.max(0, armyRegs() - 2)) options.push(() => (army[t]!--, l.army[t]!++));
    }
    if (forceRonin > 0) options.push(() => (forceRonin--, l.forceRonin++));
    if (armyRonin > 0) options.push(() => (armyRonin--, l.armyRonin++));
    if (options.length > 0) rng.pick(options)();
    else if (daimyo > 0) {
      daimyo--;
      l.daimyo++;
    } else break;
  }
  return l;
}

/** A random walk of each army through own provinces (and in Phase D maybe into an empty one). */
function randomMarches(s: MbShogunState, c: number, phase: 'A' | 'D', rng: Rng): MarchSpec[] {
  const work = cloneState(s);
  const out: MarchSpec[] = [];
  const col = work.colours[c]!;
  for (const ai of rng.shuffle([0, 1, 2])) {
    const a = col.armies[ai]!;
    if (!a.alive || a.assassinated || a.province < 0 || !rng.chance(1, 2)) continue;
    const path: number[] = [];
    let cur = a.province;
    const steps = rng.between(1, levelOf(a));
    for (let k = 0; k < steps; k++) {
      const next = NEIGHBOURS[cur]!.filter((q) => work.provinces[q]!.owner === c || (phase === 'D' && isEmpty(work.provinces[q]!)));
      if (next.length === 0) break;
      cur = rng.pick(next);
      path.push(cur);
      if (isEmpty(work.provinces[cur]!)) break;
    }
    if (path.length === 0) continue;
    const march: MarchSpec = { army: ai, path: path.map(provinceId) };
    const origin = work.provinces[a.province]!;
    if (total(origin.force) === 0 && path[path.length - 1] !== a.province) {
      const have = a.units.flatMap((n, t) => (n > 0 ? [t] : []));
      if (have.length === 0) continue;
      const g: Units = [0, 0, 0, 0];
      g[rng.pick(have)]!++;
      march.garrison = unitSpec(g);
    }
    const last = path[path.length - 1]!;
    const dest = work.provinces[last]!;
    if (dest.owner === c && dest.army < 0 && total(dest.force) > 1 && rng.chance(1, 2)) {
      const have = dest.force.flatMap((n, t) => (n > 0 ? [t] : []));
      const u: Units = [0, 0, 0, 0];
      u[rng.pick(have)]!++;
      march.pickups = [{ at: path.length - 1, units: unitSpec(u) }];
    }
    const trial = cloneState(work);
    const r = runPhaseMoves(trial, c, phase, [...out, march].slice(-1), []);
    if ('error' in r) continue;
    // Keep the march: apply it to the working board as well.
    runPhaseMoves(work, c, phase, [march], []);
    out.push(march);
  }
  // Check the list as a whole (armies that moved cannot move twice, swaps).
  const all = runPhaseMoves(cloneState(s), c, phase, out, []);
  return 'error' in all ? [] : out;
}

function randomForceMoves(s: MbShogunState, c: number, locked: number[], rng: Rng): ForceMoveSpec[] {
  const out: ForceMoveSpec[] = [];
  s.provinces.forEach((p, i) => {
    if (p.owner !== c || locked.includes(i) || !rng.chance(1, 3)) return;
    const movable = total(p.force) - (p.army >= 0 ? 0 : 1);
    if (movable <= 0 || p.forceRonin + p.forceHidden > 0) return;
    const to = NEIGHBOURS[i]!.filter((q) => (s.provinces[q]!.owner === c && s.provinces[q]!.army < 0) || isEmpty(s.provinces[q]!));
    if (to.length === 0) return;
    const have = p.force.flatMap((n, t) => (n > 0 ? [t] : []));
    const u: Units = [0, 0, 0, 0];
    u[rng.pick(have)]!++;
    out.push({ from: provinceId(i), to: provinceId(rng.pick(to)), units: unitSpec(u) });
  });
  return out;
}

function randomFollowUp(s: MbShogunState, c: number, rng: Rng): MbShogunMove {
  const w = s.war!;
  const a = s.colours[c]!.armies[w.campaign!.army]!;
  const stop: MbShogunMove = { type: 'follow-up', move: null, attack: null };
  let at = a.province;
  const move: MbShogunMove = { type: 'follow-up', move: null, attack: null };
  if (!w.campaign!.calledOff && rng.chance(1, 3)) {
    const empties = NEIGHBOURS[at]!.filter((q) => isEmpty(s.provinces[q]!));
    const here = s.provinces[at]!;
    if (empties.length > 0 && (total(here.force) > 0 || total(a.units) > 0)) {
      const to = rng.pick(empties);
      move.move = provinceId(to);
      if (total(here.force) === 0) {
        const have = a.units.flatMap((n, t) => (n > 0 ? [t] : []));
        const g: Units = [0, 0, 0, 0];
        g[rng.pick(have)]!++;
        move.garrison = unitSpec(g);
        if (!roninOk(armyRegulars(a) - 1, a.ronin + a.hidden)) return stop;
      }
      at = to;
    }
  }
  const targets = NEIGHBOURS[at]!.filter((q) => q !== at && attackable(s, c, q) && adjacent(at, q));
  if (targets.length > 0 && rng.chance(2, 3)) move.attack = provinceId(rng.pick(targets));
  const r = checkFollowUp(s, c, move as unknown as Record<string, unknown>);
  void occupied;
  return r.ok ? move : stop;
}

/** All legal moves when the list is small (a handful of choices), else null. */

export function legalMovesOf(s: MbShogunState, seat: number): MbShogunMove[] | null {
  const d = decisionOf(s, seat);
  if (!d) return [];
  switch (d.kind) {
    case 'choose-sword':
      return freeSwords(s).map((sword) => ({ type: 'choose-sword', sword }));
    case 'spy':
      return [null, ...spyTargets(s, d.colour)].map((target) => ({ type: 'spy', target }));
    case 'ninja':
      return [null, ...ninjaTargets(s, d.colour)].map((target) => ({ type: 'ninja', target }));
    case 'revenge': {
      const i = s.interrupts[0]!;
      return i.kind === 'revenge' ? revengeTargets(s, i.hirer).map((army) => ({ type: 'revenge', army })) : [];
    }
    case 'next-battle':
      return s.war!.declared.map((_, index) => ({ type: 'next-battle', index }));
    case 'continue':
      return [
        { type: 'continue', callOff: false },
        { type: 'continue', callOff: true },
      ];
  }
  return null;
}
