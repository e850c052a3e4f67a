/**
 * Battles and revolts (seed 002, "Verloop gevechten"; clarifications,
 * "Battles and the tower").
 */
import { EVENT_BY_ID, type SpecialId } from './data/cards';
import { provinceId } from './board';
import { changeOwner, emptyProvince } from './ownership';
import type { Ctx } from './types';
import { emptyCubes, totalCubes } from './tower-model';
import { PEASANT, type BattleReport, type CubeCounts } from './types';

/** The special card a seat holds this season, if any. */
export function specialOf(ctx: Pick<Ctx, 's'>, seat: number): SpecialId | null {
  const slot = ctx.s.slotOwner.indexOf(seat);
  return slot < 0 ? null : (ctx.s.slots[slot] ?? null);
}

/** This season's event effect, if any. */
export function eventEffect(ctx: Pick<Ctx, 's'>): string | null {
  return ctx.s.event ? (EVENT_BY_ID.get(ctx.s.event)?.effect ?? null) : null;
}

/**
 * Throw cubes into the tower together with everything lying in the tray; what
 * falls out becomes the new tray. Returns what was thrown (incl. the tray) and what fell out.
 */
export function throwCubes(ctx: Ctx, fresh: CubeCounts): { thrown: CubeCounts; out: CubeCounts } {
  const thrown = emptyCubes();
  for (let c = 0; c < 6; c++) thrown[c] = fresh[c]! + ctx.s.tray[c]!;
  const { out, inside } = dropInto(ctx, thrown);
  ctx.s.tray = out.slice();
  return { thrown, out: out.slice() };
}

/**
 * One throw through the ctx's tower model: updates the tower's counts (and,
 * with the physics tower, the lodged cubes' positions, announcing the trace
 * in a 'tower-thrown' event); the caller deals with what came out.
 */
export function dropInto(ctx: Ctx, thrown: CubeCounts): { out: CubeCounts; inside: CubeCounts } {
  const d = ctx.tower.drop({ thrown, inside: ctx.s.tower, cubes: ctx.s.towerCubes }, ctx.rng);
  ctx.s.tower = d.inside.slice();
  if (ctx.s.towerCubes || d.cubes) ctx.s.towerCubes = d.cubes ?? [];
  if (d.trace) ctx.ev.push({ type: 'tower-thrown', trace: d.trace, inside: ctx.s.towerCubes ?? [] });
  return { out: d.out, inside: d.inside };
}

/** Take up to `n` armies of a seat from its supply for a bonus throw. */
function bonusArmy(ctx: Ctx, seat: number, fresh: CubeCounts): void {
  const p = ctx.s.players[seat]!;
  if (p.supply > 0) {
    p.supply--;
    fresh[seat]!++;
  }
}

function takePeasants(ctx: Ctx, wanted: number, fresh: CubeCounts): void {
  // If the peasant supply runs short, add as many as there are (clarifications).
  const n = Math.min(wanted, ctx.s.peasants);
  ctx.s.peasants -= n;
  fresh[PEASANT]! += n;
}

/** Return a side's cubes from the tray to its supply. */
function trayToSupply(ctx: Ctx, colour: number, n: number): void {
  ctx.s.tray[colour]! -= n;
  if (colour === PEASANT) ctx.s.peasants += n;
  else ctx.s.players[colour]!.supply += n;
}

/**
 * `seat` moves `count` armies from `from` into the neutral or enemy province
 * `to` and fights. The caller has checked legality.
 */
export function attack(ctx: Ctx, seat: number, from: number, to: number, count: number): BattleReport {
  const s = ctx.s;
  const target = s.provinces[to]!;
  const def = target.owner;
  s.provinces[from]!.armies -= count;
  const fresh = emptyCubes();
  fresh[seat] = count;
  // Bonus armies come from the player's own supply: special cards, then the palace event.
  // Our reading: they are always thrown when available (the cards say "may", but a
  // bonus cube never hurts its side), and only in battles of the battle/move
  // actions, never in revolts (nobody "attacks" in a revolt).
  if (specialOf(ctx, seat) === 'attack+1') bonusArmy(ctx, seat, fresh);
  if (def >= 0) {
    fresh[def]! += target.armies;
    target.armies = 0;
    if (specialOf(ctx, def) === 'defend+1') bonusArmy(ctx, def, fresh);
    if (target.palace && eventEffect(ctx) === 'palace-defence') bonusArmy(ctx, def, fresh);
  } else {
    takePeasants(ctx, eventEffect(ctx) === 'neutral-peasants' ? 2 : 1, fresh);
  }
  const { thrown, out } = throwCubes(ctx, fresh);
  const a = out[seat]!;
  const d = def >= 0 ? out[def]! : 0;
  const p = out[PEASANT]!;
  // Not a revolt: every peasant that came out fights for the defender.
  const defTotal = d + p;
  let winner: BattleReport['winner'];
  let survivors = 0;
  let note: BattleReport['note'];
  if (a > defTotal) {
    winner = 'attacker';
    // The winner gives back as many of its cubes as the loser had.
    trayToSupply(ctx, seat, defTotal);
    survivors = a - defTotal;
    ctx.s.tray[seat]! -= survivors;
    if (def >= 0) trayToSupply(ctx, def, d);
    trayToSupply(ctx, PEASANT, p);
    // Buildings and unrest tokens stay with the conquered province.
    target.armies = survivors;
    changeOwner(ctx, to, seat);
  } else if (defTotal > a && d > 0) {
    winner = 'defender';
    trayToSupply(ctx, seat, a);
    // Peasants are the first to go when the defender takes losses.
    const armyLosses = a - Math.min(p, a);
    trayToSupply(ctx, def, armyLosses);
    survivors = d - armyLosses;
    ctx.s.tray[def]! -= survivors;
    target.armies = survivors;
    trayToSupply(ctx, PEASANT, p);
  } else {
    // Equal counts (0:0 included) are a draw. Read literally, the peasants-only
    // rule means an attack on a neutral province is won or drawn, never lost.
    winner = 'draw';
    // Only peasants came out for the defender and they would have won: a draw.
    if (defTotal > a) note = 'peasants-only';
    trayToSupply(ctx, seat, a);
    if (def >= 0) trayToSupply(ctx, def, d);
    trayToSupply(ctx, PEASANT, p);
    emptyProvince(ctx, to);
  }
  const report: BattleReport = {
    province: provinceId(to),
    kind: 'attack',
    attacker: seat,
    defender: def >= 0 ? def : 'neutral',
    thrown,
    out,
    attackerCount: a,
    defenderCount: defTotal,
    winner,
    survivors,
    towerCount: totalCubes(ctx.s.tower),
  };
  if (note) report.note = note;
  ctx.ev.push({ type: 'battle', ...report });
  return report;
}

/**
 * Peasants rise against `seat` in province `index` (rice/tax with unrest, or a
 * winter shortfall). Returns whether the player kept the province.
 */
export function revolt(ctx: Ctx, seat: number, index: number, peasants: number): boolean {
  const prov = ctx.s.provinces[index]!;
  const fresh = emptyCubes();
  fresh[seat] = prov.armies;
  prov.armies = 0;
  takePeasants(ctx, peasants, fresh);
  const { thrown, out } = throwCubes(ctx, fresh);
  const mine = out[seat]!;
  const p = out[PEASANT]!;
  let survivors = 0;
  const won = mine > p;
  if (won) {
    // Our reading (clarifications): the same casualty rule as in battles.
    trayToSupply(ctx, seat, p);
    survivors = mine - p;
    ctx.s.tray[seat]! -= survivors;
    prov.armies = survivors;
    trayToSupply(ctx, PEASANT, p);
  } else {
    // Peasants win or draw: everything goes, the card to the neutral pile.
    trayToSupply(ctx, seat, mine);
    trayToSupply(ctx, PEASANT, p);
    emptyProvince(ctx, index);
  }
  ctx.ev.push({
    type: 'battle',
    province: provinceId(index),
    kind: 'revolt',
    attacker: 'peasants',
    defender: seat,
    thrown,
    out,
    attackerCount: p,
    defenderCount: mine,
    winner: won ? 'defender' : mine === p ? 'draw' : 'attacker',
    survivors,
    towerCount: totalCubes(ctx.s.tower),
  });
  return won;
}
