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
  STACK_LIMIT, UESUGI_DEFENCE_BONUS, BETRAYAL_ATTACK_PENALTY,
} from './data';
import { allied, controller, provinceCount, size, totals } from './board';
import { kokuOf, type Table } from './table';
import { checkCastles, checkEliminations, checkMandateGlory, gainGlory } from './rules';
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
export function modifierOf(t: Table, b: Battle, sideIndex: number): number {
  const seat = b.sides[sideIndex]!;
  const p = b.province;
  const clan = t.players[seat]!.clan;
  const bonuses: number[] = [0];
  const penalties: number[] = [0];
  if (sideIndex === 0) {
    // Oda: an Oda Daimyō in the battle gives every attacking Oda unit +1.
    if (clan === 'oda' && t.units[p]![seat]!.d > 0) bonuses.push(ODA_ATTACK_BONUS);
    // Political: a betrayer attacks at −1 for the rest of the round (§7.1.2).
    if (t.betrayed.includes(seat)) penalties.push(BETRAYAL_ATTACK_PENALTY);
  } else {
    if (p === KYOTO) bonuses.push(KYOTO_DEFENCE_BONUS);
    if (clan === 'uesugi' && t.heldAtRound[p] === seat) bonuses.push(UESUGI_DEFENCE_BONUS);
    const pl = t.players[seat]!;
    if (pl.castle === p) bonuses.push(pl.fortified ? FORTIFIED_DEFENCE_BONUS : CASTLE_DEFENCE_BONUS);
    if (t.ninja?.mission === 'sabotage' && t.ninja.target === p) penalties.push(SABOTAGE_DEFENCE_PENALTY);
  }
  return Math.max(...bonuses) - Math.max(...penalties);
}

/** The lowest face that hits (7 = none can). */
export function hitFrom(unit: 'daimyo' | 'bushi' | 'ronin', attacking: boolean, modifier: number): number {
  const base = HIT_FROM[unit][attacking ? 'attack' : 'defence'];
  return Math.min(7, Math.max(1, base - modifier));
}

/** Everyone rolls at once (§4.1): one die per Bushi and Ronin, three per Daimyō. */
export function rollBattle(s: GekokujoState, rng: Rng, ev: Ev): void {
  const b = s.battle!;
  const rolls: DieRoll[] = [];
  b.hits = b.sides.map((seat, i) => {
    const st = s.units[b.province]![seat]!;
    const mod = modifierOf(s, b, i);
    const attacking = i === 0;
    let hits = 0;
    const roll = (unit: DieRoll['unit'], dice: number) => {
      const from = hitFrom(unit, attacking, mod);
      for (const value of rollDice(rng, dice, 6)) {
        const hit = value >= from;
        if (hit) hits++;
        rolls.push({ seat, unit, value, hitFrom: from, hit });
      }
    };
    roll('daimyo', st.d * DAIMYO_DICE);
    roll('bushi', st.b);
    roll('ronin', b.ronin[i]!);
    return hits;
  });
  ev.push({ type: 'dice', province: b.province, rolls, hits: b.hits.slice(), sides: b.sides.slice() });
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
  return { d: st.d, b: st.b, r: b.ronin[i]! };
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
  const kinds = [u.d, u.b, u.r].filter((n) => n > 0).length;
  if (kinds === 1) return { d: u.d && taken, b: u.b && taken, r: u.r && taken };
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
  return { d: Math.min(u.d, left), b: bu, r };
}

/**
 * Removes the chosen casualties of every side at once and concludes the
 * battle: Ronin leave, control and castles, vassalage or glory for a last
 * Daimyō, liberation by assault, elimination (§4.1, §5).
 */
export function concludeBattle(s: GekokujoState, ev: Ev): void {
  const b = s.battle!;
  const p = b.province;
  const daimyoBefore = s.players.map((_, seat) => totals(s, seat).d);
  const leadersBefore = leaders(s);
  b.sides.forEach((seat, i) => {
    const loss = b.losses[i]!;
    const st = s.units[p]![seat]!;
    st.d -= loss.d;
    st.b -= loss.b;
    if (loss.d + loss.b + loss.r > 0) ev.push({ type: 'casualties', seat, province: p, d: loss.d, b: loss.b, r: loss.r });
  });
  // §4.4: every Ronin leaves after the battle.
  s.roninLeft += b.ronin.reduce((a, x) => a + x, 0);
  // Last Daimyō removed (§5.1): the liege is whoever assigned most hits; ties → the attacker, else earlier in order (ruling).
  b.sides.forEach((seat, j) => {
    if (daimyoBefore[seat]! === 0 || totals(s, seat).d > 0) return;
    let killer = -1;
    let most = 0;
    b.sides.forEach((other, i) => {
      if (i !== j && b.hitsOn[i]![j]! > most) {
        most = b.hitsOn[i]![j]!;
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
      const pts = leadersBefore.includes(seat) ? GLORY_LAST_DAIMYO_LEADER : GLORY_LAST_DAIMYO;
      gainGlory(s, k, pts, 'last-daimyo', ev);
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
  checkMandateGlory(s, ev);
}

/** Players with the most provinces (ties: all lead) — Path of Glory's "leading" (ruling). */
function leaders(s: GekokujoState): Seat[] {
  const counts = s.players.map((pl, seat) => (pl.eliminated ? -1 : provinceCount(s, seat)));
  const best = Math.max(...counts);
  return counts.flatMap((n, seat) => (n === best ? [seat] : []));
}
