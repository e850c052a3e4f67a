/** Hand-made positions for the rule tests: an empty board, then pieces placed by name. */
import { mbIndex } from '../../maps/mb-board';
import { juniTsuki as R } from './index';
import { CASTLE_POINTS, CASTLE_PROVINCE, checkpointBetween } from './map';
import { ownPoint } from './clone';
import type { Element, JuniEvent, JuniMove, JuniState } from './types';

export const prov = (id: string): number => mbIndex(id);
/** The march point of a province (its index). */
export const march = (id: string): number => mbIndex(id);
export const cp = (a: string, b: string): number => checkpointBetween(mbIndex(a), mbIndex(b));
export const castleOf = (id: string): number => CASTLE_PROVINCE.indexOf(mbIndex(id));
export const castlePoint = (id: string): number => CASTLE_POINTS[castleOf(id)]!;

/**
 * A position with nothing on the board: every castle neutral and empty, no
 * Daimyō, no cards, no family members; seat 0 to act with 10 AP in month 1.
 * Home castles stay as set up (seat s keeps `players[s].home`).
 */
export function blank(players = 2, seed = 'test'): JuniState {
  const o = R.parseOptions({ players, years: 1 });
  if (!o.ok) throw new Error(o.error.message);
  const s = structuredClone(R.setup(o.value, seed));
  s.points = s.points.map(() => []);
  s.daimyo = [];
  s.nextDaimyo = 0;
  s.castles = s.castles.map(() => ({ owner: -1, koku: 0 }));
  s.family = [];
  s.hands = s.hands.map(() => ({ elements: [], rings: [] }));
  s.players.forEach((p) => (p.shadow = null));
  s.order = Array.from({ length: players }, (_, i) => i);
  s.direction = 1;
  s.turnIndex = 0;
  s.turn = { seat: 0, phase: 'act', ap: 10, provinceMoved: false, transported: false, kokuShipped: 0, pieceMoved: false, bought: false };
  s.interrupt = null;
  return s;
}

export function put(s: JuniState, point: number, owner: number, n: number): void {
  ownPoint(s, point).push({ o: owner, n });
}

export function addDaimyo(s: JuniState, owner: number, province: string): number {
  const id = s.nextDaimyo++;
  s.daimyo.push({ id, owner, province: mbIndex(province), moved: 0 });
  return id;
}

export function giveCastle(s: JuniState, id: string, owner: number, koku = 0): number {
  const c = castleOf(id);
  s.castles[c] = { owner, koku };
  return c;
}

export function giveCards(s: JuniState, seat: number, elements: Element[], rings: number[]): void {
  s.hands[seat] = { elements: elements.slice(), rings: rings.slice() };
}

/** Validates and applies; throws with the rule error when the move is illegal. */
export function play(s: JuniState, seat: number, move: JuniMove): { state: JuniState; events: JuniEvent[] } {
  const v = R.validate(s, seat, move);
  if (!v.ok) throw new Error(`${v.error.code}: ${v.error.message}`);
  return R.apply(s, seat, v.value);
}

/** The rule error code of an illegal move, or null when it is legal. */
export function illegal(s: JuniState, seat: number, move: unknown): string | null {
  const v = R.validate(s, seat, move);
  return v.ok ? null : v.error.code;
}

export function groupAt(s: JuniState, point: number, owner: number): number {
  return s.points[point]!.find((g) => g.o === owner)?.n ?? 0;
}

/**
 * §5.2: seat 0 has attacked Higo's march point (seat 1, 5,000) from the
 * Satsuma–Higo checkpoint (10,000), with 6,000 more on Higo–Hyuga; seat 1 has
 * 4,000 on Higo–Bungo; seat 2, who holds a hostage of seat 1, 3,000 on
 * Higo–Chikugo. Seat 1 is asked to defend.
 */
export function allyBattle(): JuniState {
  const s = blank(3);
  addDaimyo(s, 0, 'satsuma');
  addDaimyo(s, 1, 'higo');
  addDaimyo(s, 2, 'bungo');
  put(s, cp('satsuma', 'higo'), 0, 10);
  put(s, cp('higo', 'hyuga'), 0, 6);
  put(s, march('higo'), 1, 5);
  put(s, cp('higo', 'bungo'), 1, 4);
  put(s, cp('higo', 'chikugo'), 2, 3);
  put(s, march('bungo'), 2, 3);
  giveCastle(s, 'bungo', 2);
  s.family.push({ id: 0, owner: 1, castle: castleOf('bungo') });
  return play(s, 0, { type: 'attack', from: [cp('satsuma', 'higo')], target: march('higo'), defender: 1 }).state;
}

/**
 * Seat 0 with one Daimyō in Satsuma (its castle), 10 samurai on the march point and 10 on the castle point, 3 AP;
 * Higo's castle next door is neutral and empty. Taking it needs a chain: march to the Satsuma–Higo checkpoint, on to
 * Higo, the Daimyō's province move after the group, then onto the castle point. Normal's one-move view (and the old
 * Hard, whose candidates and playouts were Normal's single moves) marched towards Satsuma's other neighbour and took
 * nothing. Hard's plan and search tests start here.
 */
export function higoChance(): JuniState {
  const s = blank(2);
  giveCastle(s, 'satsuma', 0, 5);
  giveCastle(s, 'mutsu', 1, 5);
  addDaimyo(s, 0, 'satsuma');
  addDaimyo(s, 1, 'mutsu');
  put(s, march('satsuma'), 0, 10);
  put(s, castlePoint('satsuma'), 0, 10);
  put(s, march('mutsu'), 1, 10);
  s.turn.ap = 3;
  return s;
}
