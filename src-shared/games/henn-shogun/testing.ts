/**
 * Helpers for the tests: build hand-made positions and run rule functions on them.
 */
import { hashState } from '../../kernel/hash';
import type { GameRecord, RecordedMove } from '../../kernel/record';
import { Rng } from '../../kernel/rng';
import { ACTIONS, type ActionId } from './data/cards';
import { provinceIndex } from './board';
import type { Ctx } from './types';
import { cloneState } from './clone';
import { createHennShogun, hennShogun } from './index';
import { scriptedTower, type TowerModel } from './tower-model';
import type { HennShogunOptions, HennShogunState, PlanCard, ProvinceState } from './types';

/** A fixed-setup game with the board wiped: every province neutral, all cubes in supply. */
export function emptyGame(options: Partial<HennShogunOptions> = {}, seed = 'test'): HennShogunState {
  const R = createHennShogun();
  const parsed = R.parseOptions({ players: 4, ...options });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const s = cloneState(R.setup(parsed.value, seed));
  for (const p of s.provinces) Object.assign(p, { owner: -1, armies: 0, palace: false, temple: false, theatre: false, unrest: 0 });
  for (const p of s.players) p.supply = 62;
  s.tower = [0, 0, 0, 0, 0, 0];
  s.tray = [0, 0, 0, 0, 0, 0];
  s.peasants = 20;
  s.draft = null;
  return s;
}

/** Give a province to a seat with armies (taken from its supply). */
export function own(s: HennShogunState, seat: number, id: string, armies: number, extra: Partial<ProvinceState> = {}): void {
  const i = provinceIndex(id);
  if (i < 0) throw new Error(`unknown province ${id}`);
  Object.assign(s.provinces[i]!, { owner: seat, armies, ...extra });
  if (seat >= 0) s.players[seat]!.supply -= armies;
}

export function prov(s: HennShogunState, id: string): ProvinceState {
  return s.provinces[provinceIndex(id)]!;
}

/** A working context on a copy of `s` with a scripted tower. */
export function ctxFor(s: HennShogunState, outcomes: number[][] = [], tower?: TowerModel): Ctx {
  const copy = cloneState(s);
  return { s: copy, ev: [], rng: Rng.from(copy.rng), tower: tower ?? scriptedTower(outcomes) };
}

/** Give a seat a special card for this season. */
export function giveSpecial(s: HennShogunState, seat: number, special: string): void {
  const slot = s.slots.indexOf(special as never);
  s.slotOwner[slot] = seat;
}

/** Plan spaces for a seat (unset = money cards are not needed in hand-made positions). */
export function setPlan(s: HennShogunState, seat: number, spaces: Partial<Record<ActionId, PlanCard>>, bid: PlanCard = null): void {
  s.plans[seat] = { spaces: ACTIONS.map((a) => spaces[a] ?? null), bid, revealed: ACTIONS.map(() => false) };
}

/** Every cube accounted for: each colour 62, peasants 20. */
export function cubeTotals(s: HennShogunState): { colours: number[]; peasants: number } {
  const colours = s.players.map((p, seat) => {
    let n = p.supply + s.tray[seat]! + s.tower[seat]!;
    for (const pr of s.provinces) if (pr.owner === seat) n += pr.armies;
    return n;
  });
  return { colours, peasants: s.peasants + s.tray[5]! + s.tower[5]! };
}

/**
 * A whole game of random moves (each pending seat's move from its own view),
 * as a record plus the state hash after every move.
 */
export function recordRandomGame(options: object, seed: string): { record: GameRecord; hashes: string[] } {
  const R = hennShogun;
  const o = R.parseOptions(options);
  if (!o.ok) throw new Error(o.error.message);
  let s: HennShogunState = R.setup(o.value, seed);
  const bot = Rng.seeded(`bot:${seed}`);
  const moves: RecordedMove[] = [];
  const hashes = [hashState(s)];
  while (R.pending(s).length) {
    const d = R.pending(s)[0]!;
    const move = R.randomMove(R.view(s, d.seat), bot);
    moves.push({ seat: d.seat, move: JSON.parse(JSON.stringify(move)) });
    s = R.apply(s, d.seat, move).state;
    hashes.push(hashState(s));
  }
  return { record: { ruleset: R.id, rulesetVersion: R.version, options, seed, moves }, hashes };
}
