/**
 * Combat (v74 §4, sheet §8): Ronin, the Ninja's assassination, one exchange
 * of d6 (kernel dice), the modifier rule of §0.1, hit splitting in battles
 * of 3+ sides (§4.1.1), owner-chosen casualties, control and vassalage after
 * the battle.
 */
import type { Rng } from '../../kernel/rng';
import { rollDice } from '../../kernel/dice';
import type { Seat } from '../../kernel/ruleset';
import {
  ASSAULT_RONIN_PER_KOKU, CASTLE_DEFENCE_BONUS, DAIMYO_DICE, FORTIFIED_DEFENCE_BONUS, GLORY_LAST_DAIMYO,
  GLORY_LAST_DAIMYO_LEADER, HIT_FROM, KYOTO, KYOTO_DEFENCE_BONUS, ODA_ATTACK_BONUS, RONIN_COST, SABOTAGE_DEFENCE_PENALTY,
  STACK_LIMIT, UESUGI_DEFENCE_BONUS, BETRAYAL_ATTACK_PENALTY, KIND_HIT_FROM, SPEAR_WALL_BONUS, SPEAR_WALL_MIN, DUELIST_DICE,
} from './data';
import { ARCHER, ARQUEBUS, AUTO_ORDER, BANNER, SPEAR, SWORD, takeUnits } from './units';
import { ownStack } from './clone';
import { allied, controller, provinceCount, provinceCounts, size, totals } from './board';
import { kokuOf, type Table } from './flow';
import { checkCastles, checkEliminations } from './bookkeeping';
import { checkMandateGain, gainGlory, onPath } from './glory';
import { raid } from './rice';
import { breakPact } from './politics';
import type { Battle, DieRoll, GekokujoEvent, GekokujoState, Stack } from './types';

type Ev = GekokujoEvent[];

/** Ronin cost in Koku: 1 each, or 2 per Koku on the Gekokujō assault (§5.1.2). */
export function roninCost(t: Table, seat: Seat, count: number): number {
  const pl = t.players[seat]!;
  return pl.liege !== null && pl.path === 'assault' ? Math.ceil(count / ASSAULT_RONIN_PER_KOKU) : count * RONIN_COST;
}

/** §4.4: never more Ronin than own Bushi in the battle, 30 in the box, stacking 7 with Ronin, paid in Koku. */
export function maxRonin(t: Table, seat: Seat): number {
  const b = t.battle!;
  const st = t.units[b.province]![seat]!;
  const perKoku = t.players[seat]!.liege !== null && t.players[seat]!.path === 'assault' ? ASSAULT_RONIN_PER_KOKU : 1 / RONIN_COST;
  return Math.max(0, Math.min(st.b, t.roninLeft, STACK_LIMIT - size(st), Math.floor(kokuOf(t, seat) * perKoku)));
}

/** Enemies the covert Ninja may strike (§6.1): a side with a Bushi or Ronin and no Daimyō in the province. */
export function assassinTargets(t: Table): Seat[] {
  const b = t.battle!;
  const n = t.ninja;
  if (!n || n.mission !== 'assassinate' || n.used || b.asked || !b.sides.includes(n.seat)) return [];
  return b.sides.filter((seat, i) => {
    if (seat === n.seat) return false;
    const st = t.units[b.province]![seat]!;
    return st.d === 0 && st.b + b.ronin[i]! > 0;
  });
}

/**
 * §0.1 rule of the highest source: per roll type only the biggest bonus and
 * the biggest penalty count, netted. Returns the modifier of a side's units.
 */
export function modifierOf(t: Table, b: Battle, sideIndex: number, kind: number | null = null): number {
  const seat = b.sides[sideIndex]!;
  const p = b.province;
  const clan = t.players[seat]!.clan;
  // The biggest bonus minus the biggest penalty (none: 0), kept as running maxima (the bots ask this per target).
  let bonus = 0;
  let penalty = 0;
  if (sideIndex === 0) {
    // Oda: an Oda Daimyō in the battle gives every attacking Oda unit +1.
    if (clan === 'oda' && t.units[p]![seat]!.d > 0) bonus = Math.max(bonus, ODA_ATTACK_BONUS);
    // Political: a betrayer attacks at −1 for the rest of the round (§7.1.2).
    if (t.betrayed.includes(seat)) penalty = Math.max(penalty, BETRAYAL_ATTACK_PENALTY);
  } else {
    if (p === KYOTO) bonus = Math.max(bonus, KYOTO_DEFENCE_BONUS);
    if (clan === 'uesugi' && t.heldAtRound[p] === seat) bonus = Math.max(bonus, UESUGI_DEFENCE_BONUS);
    const pl = t.players[seat]!;
    // Volley (ruling): an attacking arquebusier takes away the defenders' castle bonus for the battle.
    if (pl.castle === p && !b.volley) bonus = Math.max(bonus, pl.fortified ? FORTIFIED_DEFENCE_BONUS : CASTLE_DEFENCE_BONUS);
    // Spear wall: ≥ 2 own spearmen in the battle give the spearmen +1 defence (a defence bonus under §0.1).
    const k = t.units[p]![seat]!.k;
    if (kind === SPEAR && k && k[SPEAR]! >= SPEAR_WALL_MIN) bonus = Math.max(bonus, SPEAR_WALL_BONUS);
    if (t.ninja?.mission === 'sabotage' && t.ninja.target === p) penalty = Math.max(penalty, SABOTAGE_DEFENCE_PENALTY);
  }
  return bonus - penalty;
}

/** The lowest face that hits (7 = none can). */
export function hitFrom(unit: 'daimyo' | 'bushi' | 'ronin', attacking: boolean, modifier: number): number {
  const base = HIT_FROM[unit][attacking ? 'attack' : 'defence'];
  return Math.min(7, Math.max(1, base - modifier));
}

/** The next combat phase with dice after `from` (Specialized Warfare: firearm → ranged → melee), or null. */
export function nextPhase(t: Table, b: Battle, from: 'start' | 'firearm' | 'ranged'): 'firearm' | 'ranged' | 'melee' | null {
  if (!t.options.specialized) return from === 'start' ? 'melee' : null;
  const phases = ['firearm', 'ranged', 'melee'] as const;
  const i0 = from === 'start' ? 0 : phases.indexOf(from) + 1;
  for (let i = i0; i < 3; i++) if (phaseDice(t, b, phases[i]!).length > 0) return phases[i]!;
  return null;
}

/** The dice groups of a phase: who rolls what, how many dice, hitting from which face. */
function phaseDice(t: Table, b: Battle, phase: 'firearm' | 'ranged' | 'melee'): { i: number; unit: DieRoll['unit']; dice: number; from: number }[] {
  const out: { i: number; unit: DieRoll['unit']; dice: number; from: number }[] = [];
  b.sides.forEach((seat, i) => {
    const st = t.units[b.province]![seat]!;
    const attacking = i === 0;
    const add = (unit: DieRoll['unit'], dice: number, from: number) => dice > 0 && from <= 6 && out.push({ i, unit, dice, from });
    const k = st.k;
    if (!k) {
      if (phase !== 'melee') return;
      const mod = modifierOf(t, b, i);
      add('daimyo', st.d * DAIMYO_DICE, hitFrom('daimyo', attacking, mod));
      add('bushi', st.b, hitFrom('bushi', attacking, mod));
      add('ronin', b.ronin[i]!, hitFrom('ronin', attacking, mod));
      return;
    }
    const kindFrom = (kind: number) => {
      const base = KIND_HIT_FROM[kind]![attacking ? 'attack' : 'defence'];
      return base === null ? 7 : Math.min(7, Math.max(1, base - modifierOf(t, b, i, kind)));
    };
    if (phase === 'firearm') {
      if (attacking) add('arquebus', k[ARQUEBUS]!, kindFrom(ARQUEBUS));
      return;
    }
    if (phase === 'ranged') {
      add('archer', k[ARCHER]!, kindFrom(ARCHER));
      return;
    }
    const mod = modifierOf(t, b, i);
    add('daimyo', st.d * DAIMYO_DICE, hitFrom('daimyo', attacking, mod));
    add('ronin', b.ronin[i]!, hitFrom('ronin', attacking, mod));
    add('spear', k[SPEAR]!, kindFrom(SPEAR));
    // Duelist (ruling): a lone attacking swordsman (Ronin count as units) rolls 2 dice.
    const lone = attacking && st.d === 0 && st.b === 1 && k[SWORD] === 1 && b.ronin[i] === 0;
    add('sword', lone ? DUELIST_DICE : k[SWORD]!, kindFrom(SWORD));
    add('banner', k[BANNER]!, kindFrom(BANNER));
  });
  return out;
}

/** Everyone in the phase rolls at once (§4.1): one die per Bushi and Ronin, three per Daimyō (module units by their table). */
export function rollBattle(s: GekokujoState, rng: Rng, ev: Ev): void {
  const b = s.battle!;
  const phase = b.phase ?? 'melee';
  const rolls: DieRoll[] = [];
  b.hits = b.sides.map(() => 0);
  for (const g of phaseDice(s, b, phase)) {
    for (const value of rollDice(rng, g.dice, 6)) {
      const hit = value >= g.from;
      if (hit) b.hits[g.i]!++;
      rolls.push({ seat: b.sides[g.i]!, unit: g.unit, value, hitFrom: g.from, hit });
    }
  }
  ev.push({ type: 'dice', province: b.province, rolls, hits: b.hits.slice(), sides: b.sides.slice(), phase });
  b.hitsOn = b.sides.map(() => b.sides.map(() => 0));
  // A side with a single possible target assigns its hits at once (always so with two sides).
  b.sides.forEach((_, i) => {
    const targets = hitTargets(s, b, i);
    if (targets.length === 1) b.hitsOn[i]![targets[0]!] = b.hits[i]!;
  });
}

/** The sides a side may assign hits to: its opponents, never an ally (Political §7.1.3). */
export function hitTargets(t: Table, b: Battle, i: number): number[] {
  return b.sides.flatMap((seat, j) => (j !== i && !allied(t, b.sides[i]!, seat) ? [j] : []));
}

/** Does a side still have to split its hits (3+ sides, more than one target)? */
export const mustSplit = (t: Table, b: Battle, i: number): boolean => b.hits[i]! > 0 && hitTargets(t, b, i).length > 1;

/** A side's units in the battle, Ronin included. */
export function sideUnits(t: Table, b: Battle, i: number): Stack & { r: number } {
  const st = t.units[b.province]![b.sides[i]!]!;
  return st.k ? { d: st.d, b: st.b, k: st.k.slice(), r: b.ronin[i]! } : { d: st.d, b: st.b, r: b.ronin[i]! };
}

export function hitsTaken(b: Battle, j: number): number {
  return b.hitsOn.reduce((sum, row) => sum + row[j]!, 0);
}

/** Casualties nobody needs to choose: none, all, or only one kind of unit present. */
export function forcedLosses(t: Table, b: Battle, j: number): (Stack & { r: number }) | null {
  const u = sideUnits(t, b, j);
  const taken = hitsTaken(b, j);
  if (taken === 0) return { d: 0, b: 0, r: 0 };
  if (taken >= u.d + u.b + u.r) return u;
  const groups = [u.d, u.r, ...(u.k ?? [u.b])];
  if (groups.filter((n) => n > 0).length === 1) {
    const k = u.k?.map((n) => (n > 0 ? taken : 0));
    return { d: u.d && taken, b: u.b && taken, r: u.r && taken, ...(k ? { k } : {}) };
  }
  return null;
}

/** The default casualties (bots, and the sensible choice): Ronin first, then Bushi, then Daimyō. */
export function defaultLosses(t: Table, b: Battle, j: number): Stack & { r: number } {
  const u = sideUnits(t, b, j);
  let left = hitsTaken(b, j);
  const r = Math.min(u.r, left);
  left -= r;
  const bu = Math.min(u.b, left);
  left -= bu;
  let k: number[] | undefined;
  if (u.k) {
    k = [0, 0, 0, 0, 0];
    let n = bu;
    for (const i of AUTO_ORDER) {
      const x = Math.min(n, u.k[i]!);
      k[i] = x;
      n -= x;
    }
  }
  return { d: Math.min(u.d, left), b: bu, r, ...(k ? { k } : {}) };
}

/**
 * Removes the chosen casualties of every side at once and concludes the
 * battle: Ronin leave, control and castles, vassalage or glory for a last
 * Daimyō, liberation by assault, elimination (§4.1, §5).
 */
export function applyPhaseLosses(s: GekokujoState, ev: Ev): void {
  const b = s.battle!;
  const p = b.province;
  b.startDaimyo ??= s.players.map((_, seat) => totals(s, seat).d);
  b.hitsSum ??= b.sides.map(() => b.sides.map(() => 0));
  b.sides.forEach((seat, i) => {
    const loss = b.losses[i]!;
    const st = ownStack(s, p, seat);
    st.d -= loss.d;
    takeUnits(st, loss.b, loss.k ?? null);
    b.ronin[i]! -= loss.r;
    s.roninLeft += loss.r;
    b.hitsOn[i]!.forEach((h, j) => (b.hitsSum![i]![j]! += h));
    if (loss.d + loss.b + loss.r > 0) ev.push({ type: 'casualties', seat, province: p, d: loss.d, b: loss.b, r: loss.r, ...(loss.k ? { kinds: loss.k.slice() } : {}) });
  });
}

export function concludeBattle(s: GekokujoState, ev: Ev): void {
  const b = s.battle!;
  const p = b.province;
  const daimyoBefore = b.startDaimyo ?? s.players.map((_, seat) => totals(s, seat).d);
  const hitsSum = b.hitsSum ?? b.hitsOn;
  // Path of Glory's leaders before the battle's end, read only when a last Daimyō fell (nothing below changes the
  // board before that reading).
  const leadersBefore = s.options.glory && b.sides.some((seat) => daimyoBefore[seat]! !== 0 && totals(s, seat).d === 0) ? leaders(s) : [];
  // §4.4: every Ronin leaves after the battle.
  s.roninLeft += b.ronin.reduce((a, x) => a + x, 0);
  b.ronin = b.ronin.map(() => 0);
  // Last Daimyō removed (§5.1): the liege is whoever assigned most hits; ties → the attacker, else earlier in order (ruling).
  b.sides.forEach((seat, j) => {
    if (daimyoBefore[seat]! === 0 || totals(s, seat).d > 0) return;
    let killer = -1;
    let most = 0;
    b.sides.forEach((other, i) => {
      if (i !== j && hitsSum[i]![j]! > most) {
        most = hitsSum[i]![j]!;
        killer = i;
      }
    });
    if (killer < 0) return;
    const k = b.sides[killer]!;
    const kp = s.players[k]!;
    // Liberation by Gekokujō assault: the last Daimyō of a free clan (§5.1.2).
    if (kp.liege !== null && kp.path === 'assault' && s.players[seat]!.liege === null) {
      kp.liege = null;
      kp.path = null;
      ev.push({ type: 'liberated', seat: k, how: 'assault' });
    }
    if (s.options.glory) {
      // §7.4: only a player on the Path (his own last Daimyō fallen, also in this very battle — ours) collects.
      const pts = leadersBefore.includes(seat) ? GLORY_LAST_DAIMYO_LEADER : GLORY_LAST_DAIMYO;
      if (onPath(s, k)) gainGlory(s, k, pts, 'last-daimyo', ev);
    } else {
      s.players[seat]!.liege = k;
      s.players[seat]!.path = null;
      breakPact(s, seat, 'vassal', ev);
      ev.push({ type: 'vassal', seat, liege: k });
      s.halve.push(seat);
    }
  });
  raid(s, b.sides[0]!, p, ev);
  const c = controller(s, p);
  ev.push({ type: 'battle-end', province: p, controller: c, survivors: b.sides.filter((seat) => size(s.units[p]![seat]!) > 0) });
  s.battle = null;
  checkCastles(s, ev);
  checkEliminations(s, ev);
  // A new vassal with nothing to halve needs no decision.
  s.halve = s.halve.filter((seat) => !s.players[seat]!.eliminated && (provinceCount(s, seat) >= 2 || totals(s, seat).b >= 2));
  // The battle province was shared before the battle: whoever holds it alone now has gained it.
  checkMandateGain(s, p, null, ev);
}

/** Players with the most provinces (ties: all lead) — Path of Glory's "leading" (ruling). */
function leaders(s: GekokujoState): Seat[] {
  const held = provinceCounts(s);
  const counts = s.players.map((pl, seat) => (pl.eliminated ? -1 : held[seat]!));
  const best = Math.max(...counts);
  return counts.flatMap((n, seat) => (n === best ? [seat] : []));
}
