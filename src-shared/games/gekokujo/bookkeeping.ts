/**
 * The round's bookkeeping rules of v74: income (§3.1), upkeep (§3.2),
 * bankruptcy (§3.5), turn order (§3.3 / sheet §5), winter supply (§3.4),
 * castles lost with their province (sheet §8), elimination (§5.2) and the
 * victory checks (§1.1); the Path of Glory's points are in glory.ts.
 */
import type { Seat } from '../../kernel/ruleset';
import {
  BASE_INCOME, BUSHI_PER_UNPAID_KOKU, BUSHI_PER_UPKEEP_KOKU, CHOSOKABE_BASE_INCOME, CHOSOKABE_COASTAL_MAX,
  CHOSOKABE_COASTAL_PER_KOKU, CLAN_NAMES, GLORY_TO_WIN, MOUNTAIN_UNITS_PER_KOKU, MOUNTAINS,
  LAST_ROUND, PROVINCES_TO_WIN, SHIMAZU_COASTAL_MAX,
} from './data';
import { coastalTable, controller, holdsMandate, mandateCount, PROVINCES, provinceCounts, size, totals, type BoardLike } from './board';
import type { GekokujoEvent, GekokujoOptions, GekokujoState } from './types';
import { emptyStack } from './units';
import { ownRow } from './clone';

type Ev = GekokujoEvent[];

/** §3.1 income: base 3 (Chōsokabe 4) + 1 per province + coastal clan bonuses (paid here: ruling). */
export function incomeOf(b: BoardLike & { options: GekokujoOptions }, seat: Seat): { amount: number; provinces: number; clanBonus: number } {
  const clan = b.players[seat]!.clan;
  // One pass: the provinces held and the coastal ones among them.
  const isCoast = coastalTable(b.options);
  let provinces = 0;
  let coastal = 0;
  for (let p = 0; p < PROVINCES; p++) {
    if (controller(b, p) !== seat) continue;
    provinces++;
    coastal += isCoast[p]!;
  }
  let clanBonus = 0;
  if (clan === 'chosokabe') clanBonus = Math.min(CHOSOKABE_COASTAL_MAX, Math.floor(coastal / CHOSOKABE_COASTAL_PER_KOKU)) + (CHOSOKABE_BASE_INCOME - BASE_INCOME);
  if (clan === 'shimazu') clanBonus = Math.min(SHIMAZU_COASTAL_MAX, coastal);
  return { amount: BASE_INCOME + provinces + clanBonus, provinces, clanBonus };
}

/** §3.2 upkeep: 1 Koku per 2 Bushi, rounded up; Daimyō free. */
export function upkeepOf(b: BoardLike, seat: Seat): number {
  return Math.ceil(totals(b, seat).b / BUSHI_PER_UPKEEP_KOKU);
}

/** §3.4 winter: 1 per controlled mountain province + 1 per 3 units there (summed, rounded up); Tokugawa free. */
export function winterSupplyOf(b: BoardLike, seat: Seat): number {
  if (b.players[seat]!.clan === 'tokugawa') return 0;
  let provinces = 0;
  let units = 0;
  for (const p of MOUNTAINS) {
    if (controller(b, p) !== seat) continue;
    provinces++;
    units += size(b.units[p]![seat]!);
  }
  return provinces === 0 ? 0 : provinces + Math.ceil(units / MOUNTAIN_UNITS_PER_KOKU);
}

/**
 * Pays a cost; §3.5 bankruptcy: pay what you can, owe 2 Bushi per unpaid Koku
 * (no debt; what exceeds your Bushi is forgiven; Daimyō never go: ruling).
 */
export function charge(s: GekokujoState, seat: Seat, owed: number, ev: Ev, kind: 'upkeep' | 'winter-supply'): void {
  const p = s.players[seat]!;
  const paid = Math.min(p.koku, owed);
  p.koku -= paid;
  ev.push({ type: kind, seat, owed, paid });
  const unpaid = owed - paid;
  if (unpaid > 0) {
    const bushi = Math.min(s.disband[seat]! + unpaid * BUSHI_PER_UNPAID_KOKU, totals(s, seat).b);
    s.disband[seat] = bushi;
    ev.push({ type: 'bankrupt', seat, unpaid, bushi });
  }
}

/** The sort key of §3.3 turn order: fewest provinces, less Koku, fewer units, clan name A–Z. */
export function turnOrder(s: GekokujoState): Seat[] {
  const seats = s.players.map((_, i) => i).filter((i) => !s.players[i]!.eliminated);
  const byName = (a: Seat, b: Seat) => CLAN_NAMES[s.players[a]!.clan!].localeCompare(CLAN_NAMES[s.players[b]!.clan!], 'en');
  // Ruling: round 1 is alphabetical, as the seed's first-round example states ("alle Spieler mit 1 Provinz"),
  // although Chōsokabe's and Shimazu's income bonuses already make their Koku differ.
  if (s.round === 1) return seats.sort(byName);
  // Each seat's key once (the sort compares pairs many times; every key is a pass over the board).
  const counts = provinceCounts(s);
  const keys = s.players.map((pl, seat) => {
    const t = totals(s, seat);
    return [counts[seat]!, pl.koku, t.d + t.b] as const;
  });
  return seats.sort((a, b) => {
    const ka = keys[a]!;
    const kb = keys[b]!;
    for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return CLAN_NAMES[s.players[a]!.clan!].localeCompare(CLAN_NAMES[s.players[b]!.clan!], 'en');
  });
}

/** Sheet §8: a castle goes back to the box when its owner no longer holds units there or an enemy controls it. */
export function checkCastles(s: GekokujoState, ev: Ev): void {
  s.players.forEach((pl, seat) => {
    if (pl.castle === null) return;
    const p = pl.castle;
    const c = controller(s, p);
    if (size(s.units[p]![seat]!) === 0 || (c !== null && c !== seat)) {
      pl.castle = null;
      pl.fortified = false;
      s.castlesLeft++;
      ev.push({ type: 'castle-lost', seat, province: p });
    }
  });
}

/**
 * §5.2: no Daimyō and no province = out; the units left (in contested provinces) leave the board (ruling).
 *
 * Ruling (the seed is silent; issue 31): the vassals of a player who goes out stay vassals — their `liege` still
 * names it, and the table shows "(out of the game)". In v74 vassalage is the state of the defeated clan ("Ein Vasall
 * kann das Spiel nicht gewinnen", §5.1.1), its liege takes nothing from it, and §5.1.2 names the ways out, exactly
 * two, both the vassal's own deed: the Gekokujō assault (the last Daimyō of a free clan) and the 10-Koku fund ("kämpfen,
 * um dich zu befreien", the introduction). Freeing it because a third player knocked its liege out would hand back
 * the right to win for nobody's effort; and a liege who becomes a vassal itself does not free its vassals either.
 * When no free player is left, the last-standing ruling in checkVictory ends the game. Test: rules.test.ts.
 */
export function checkEliminations(s: GekokujoState, ev: Ev): void {
  const out: Seat[] = [];
  s.players.forEach((pl, seat) => {
    if (pl.eliminated || pl.clan === null || standing(s, seat)) return;
    pl.eliminated = true;
    pl.liege = null;
    for (let p = 0; p < PROVINCES; p++) if (size(s.units[p]![seat]!) > 0) ownRow(s, p)[seat] = emptyStack(s.options.specialized);
    if (s.ninja?.seat === seat) s.ninja = null;
    s.disband[seat] = 0;
    s.halve = s.halve.filter((x) => x !== seat);
    s.vassalChoosing = s.vassalChoosing.filter((x) => x !== seat);
    ev.push({ type: 'eliminated', seat });
    out.push(seat);
  });
  checkCastles(s, ev);
  // Ruling (the seed never reaches it): when the last players go out at the same moment (a battle that leaves
  // none of them a Daimyō or a province), the game ends there and the §1.2.1 tie-break among them names the
  // winner — otherwise rounds with nobody in them would follow for ever.
  if (!s.result && out.length > 0 && s.players.every((p) => p.eliminated)) {
    const winner = tieBreak(s, out);
    s.result = { winners: [winner], scores: s.players.map(() => 0), reason: 'last-standing' };
    s.step = 'over';
    ev.push({ type: 'game-over', winners: [winner], reason: 'last-standing' });
  }
}

/** A Daimyō on the board or a province held (§5.2), stopping at the first one found. */
function standing(s: GekokujoState, seat: Seat): boolean {
  for (let p = 0; p < PROVINCES; p++) if (s.units[p]![seat]!.d > 0 || controller(s, p) === seat) return true;
  return false;
}

/** Players who may win: not out, not a vassal (§5.1.1; under Path of Glory nobody is a vassal). */
const mayWin = (s: GekokujoState, seat: Seat) => !s.players[seat]!.eliminated && s.players[seat]!.liege === null;

/** §1.2.1 tie-break: more Koku, more Daimyō, more Mandate provinces, then earlier next round (fewer units, clan A–Z). */
export function tieBreak(s: GekokujoState, seats: Seat[]): Seat {
  const key = (seat: Seat) => {
    const t = totals(s, seat);
    return [-s.players[seat]!.koku, -t.d, -mandateCount(s, seat), t.d + t.b] as const;
  };
  return seats.slice().sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < 4; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return CLAN_NAMES[s.players[a]!.clan!].localeCompare(CLAN_NAMES[s.players[b]!.clan!], 'en');
  })[0]!;
}

export const provincesToWin = (o: GekokujoOptions): number => PROVINCES_TO_WIN[o.players]!;

/** §1.1: checked at the end of each phase; Mandate beats provinces beats glory (sheet §11). */
export function checkVictory(s: GekokujoState, ev: Ev, roundEnd: boolean): void {
  if (s.result) return;
  const seats = s.players.map((_, i) => i).filter((i) => mayWin(s, i));
  const counts = provinceCounts(s);
  const mandate = seats.filter((i) => holdsMandate(s, i));
  const byProvinces = seats.filter((i) => counts[i]! >= provincesToWin(s.options));
  const byGlory = s.options.glory ? seats.filter((i) => s.players[i]!.glory >= GLORY_TO_WIN) : [];
  let reason = '';
  let tied: Seat[] = [];
  if (mandate.length) [reason, tied] = ['mandate', mandate];
  else if (byProvinces.length) [reason, tied] = ['provinces', byProvinces];
  else if (byGlory.length) [reason, tied] = ['glory', byGlory];
  else if (seats.length === 0 || (seats.length === 1 && s.players.filter((p) => !p.eliminated).length === 1)) {
    // Everyone else is out: the last one standing wins (ruling; the seed never reaches it).
    const left = s.players.map((_, i) => i).filter((i) => !s.players[i]!.eliminated);
    [reason, tied] = ['last-standing', left];
  } else if (roundEnd && s.round >= (s.options.roundLimit ?? LAST_ROUND)) {
    // Reconstructed round limit: most provinces among those who may win, then the tie-breaks. With none set, the
    // game still ends after LAST_ROUND (ruling, data.ts): no game circles for ever.
    const best = Math.max(...seats.map((i) => counts[i]!));
    [reason, tied] = ['round-limit', seats.filter((i) => counts[i]! === best)];
  }
  if (!tied.length) return;
  const winner = tieBreak(s, tied);
  s.result = { winners: [winner], scores: counts.slice(), reason };
  s.step = 'over';
  ev.push({ type: 'game-over', winners: [winner], reason });
}
