/** Helpers for hand-made positions in tests (not used by the engine). */
import { PROVINCES } from './board';
import { CLANS, type Clan } from './data';
import { gekokujo } from './index';
import { setupGame } from './setup';
import type { GekokujoEvent, GekokujoMove, GekokujoOptions, GekokujoState, Stack } from './types';

/** Applies a move without checking it (the ruleset's apply: a new state, the input unchanged). */
export const applyMove = (s: GekokujoState, seat: number, move: GekokujoMove): { state: GekokujoState; events: GekokujoEvent[] } => gekokujo.apply(s, seat, move);

export function options(o: Partial<GekokujoOptions> = {}): GekokujoOptions {
  const r = gekokujo.parseOptions({ players: 4, ...o });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A game with clans chosen (seat i takes clans[i]), at the first recruit decision of round 1 (Rice and War: nobody sows). */
export function firstRecruitState(players = 4, seed = 'test', clans: readonly Clan[] = CLANS, o: Partial<GekokujoOptions> = {}): GekokujoState {
  let s = setupGame(options({ players, ...o }), seed);
  for (let i = 0; i < players; i++) s = applyMove(s, i, { type: 'clan', clan: clans[i]! }).state;
  while (s.step === 'sow') s = applyMove(s, s.sowOrder[s.turn]!, { type: 'sow', sow: [], store: 0 }).state;
  return s;
}

/** Applies a move after checking it is legal (throws with the rule error otherwise). */
export function play(s: GekokujoState, seat: number, move: GekokujoMove, validate = true): { state: GekokujoState; events: GekokujoEvent[] } {
  if (validate) {
    // Imported lazily to keep this file's imports small.
    const r = validateMoveLazy(s, seat, move);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  }
  return applyMove(s, seat, move);
}

import { validateMove as validateMoveLazy } from './validate';

/** Clears the board (every stack to zero). */
export function clearBoard(s: GekokujoState): void {
  for (let p = 0; p < PROVINCES; p++) for (let i = 0; i < s.players.length; i++) s.units[p]![i] = { d: 0, b: 0 };
}

export function put(s: GekokujoState, seat: number, p: number, st: Stack): void {
  s.units[p]![seat] = { ...st };
}

/** Sum of every unit of one seat on the board. */
export function unitsOf(s: GekokujoState, seat: number): Stack {
  let d = 0;
  let b = 0;
  for (let p = 0; p < PROVINCES; p++) {
    d += s.units[p]![seat]!.d;
    b += s.units[p]![seat]!.b;
  }
  return { d, b };
}
