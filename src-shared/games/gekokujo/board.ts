/** Who holds what on the board: control, counts and neighbours (sheet §2, §6). */
import { MB_NEIGHBOURS, MB_PROVINCE_COUNT } from '../../maps/mb-board';
import type { Seat } from '../../kernel/ruleset';
import { COASTAL_SEED_LIST, LANDLOCKED, MANDATE, type Clan } from './data';
import type { GekokujoOptions, Stack } from './types';

export const PROVINCES = MB_PROVINCE_COUNT;
export const NEIGHBOURS: readonly (readonly number[])[] = MB_NEIGHBOURS.map((ns) => ns.map((n) => n.index));

/** The board part of a state or view (what these helpers read). */
export interface BoardLike {
  units: readonly (readonly Stack[])[];
  /** Political module: this round's pacts and who keeps control of a shared province. */
  pacts?: readonly (readonly [Seat, Seat])[];
  shareOwner?: readonly (Seat | null)[];
  players: readonly { clan: Clan | null; eliminated: boolean; liege: Seat | null; castle: number | null }[];
}

export const size = (s: Stack): number => s.d + s.b;

export function allied(b: BoardLike, x: Seat, y: Seat): boolean {
  return !!b.pacts?.some(([a, c]) => (a === x && c === y) || (a === y && c === x));
}

/**
 * §1 glossary: the only player with units in a province controls it; empty or
 * shared = neutral. Political module: a province two allies share stays with
 * the one who controlled it (§7.1).
 */
export function controller(b: BoardLike, p: number): Seat | null {
  let who: Seat | null = null;
  let second: Seat | null = null;
  const row = b.units[p]!;
  for (let seat = 0; seat < row.length; seat++) {
    if (size(row[seat]!) > 0) {
      if (who === null) who = seat;
      else if (second === null) second = seat;
      else return null;
    }
  }
  if (second === null) return who;
  const owner = b.shareOwner?.[p] ?? null;
  return allied(b, who!, second) && (owner === who || owner === second) ? owner : null;
}

/** Another player's units that are not an ally's: a battle (and a stop) there. */
export function hasEnemy(b: BoardLike, seat: Seat, p: number): boolean {
  const row = b.units[p]!;
  for (let x = 0; x < row.length; x++) if (x !== seat && size(row[x]!) > 0 && !allied(b, seat, x)) return true;
  return false;
}

/** The seat's ally this round, if any. */
export function allyOf(b: BoardLike, seat: Seat): Seat | null {
  const pact = b.pacts?.find(([a, c]) => a === seat || c === seat);
  return pact ? (pact[0] === seat ? pact[1] : pact[0]) : null;
}

/** Seats with units in a province. */
export function present(b: BoardLike, p: number): Seat[] {
  const out: Seat[] = [];
  const row = b.units[p]!;
  for (let seat = 0; seat < row.length; seat++) if (row[seat]!.d + row[seat]!.b > 0) out.push(seat);
  return out;
}

export function provincesOf(b: BoardLike, seat: Seat): number[] {
  const out: number[] = [];
  for (let p = 0; p < PROVINCES; p++) if (controller(b, p) === seat) out.push(p);
  return out;
}

export function provinceCount(b: BoardLike, seat: Seat): number {
  let n = 0;
  for (let p = 0; p < PROVINCES; p++) if (controller(b, p) === seat) n++;
  return n;
}

/** The provinces every seat controls, in one pass over the board (`provinceCount` of each seat at once). */
export function provinceCounts(b: BoardLike): number[] {
  const out: number[] = b.players.map(() => 0);
  for (let p = 0; p < PROVINCES; p++) {
    const c = controller(b, p);
    if (c !== null) out[c]!++;
  }
  return out;
}

export function totals(b: BoardLike, seat: Seat): Stack {
  let d = 0;
  let bu = 0;
  for (let p = 0; p < PROVINCES; p++) {
    d += b.units[p]![seat]!.d;
    bu += b.units[p]![seat]!.b;
  }
  return { d, b: bu };
}

export function isCoastal(options: Pick<GekokujoOptions, 'coastal'>, p: number): boolean {
  return options.coastal === 'seed-list' ? COASTAL_SEED_LIST.includes(p) : !LANDLOCKED.includes(p);
}

/** isCoastal of every province for the option's two readings, looked up by index (income is paid every round). */
const COASTAL: Record<GekokujoOptions['coastal'], Uint8Array> = {
  'seed-list': Uint8Array.from({ length: PROVINCES }, (_, p) => (isCoastal({ coastal: 'seed-list' }, p) ? 1 : 0)),
  geographic: Uint8Array.from({ length: PROVINCES }, (_, p) => (isCoastal({ coastal: 'geographic' }, p) ? 1 : 0)),
};
export const coastalTable = (options: Pick<GekokujoOptions, 'coastal'>): Uint8Array => COASTAL[options.coastal];

/** Sole control of all three Mandate provinces (§1.1.1). */
export function holdsMandate(b: BoardLike, seat: Seat): boolean {
  // Sole control: no allied units there either (sheet §11).
  return MANDATE.every((p) => present(b, p).length === 1 && controller(b, p) === seat);
}

export function mandateCount(b: BoardLike, seat: Seat): number {
  return MANDATE.filter((p) => controller(b, p) === seat).length;
}

export const isActive = (b: BoardLike, seat: Seat): boolean => !b.players[seat]!.eliminated;

export function snapshotControl(b: BoardLike): (Seat | null)[] {
  const out: (Seat | null)[] = [];
  for (let p = 0; p < PROVINCES; p++) out.push(controller(b, p));
  return out;
}
