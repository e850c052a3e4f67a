/**
 * What both a state and a seat's view hold: the rules that decide legality
 * (pending decisions, validation, move generation) read only this, so the
 * random bot and the heuristic bots can use them on a view.
 */
import type { Seat } from '../../kernel/ruleset';
import type { Battle, GekokujoOptions, NinjaMission, Player, Stack, Step } from './types';

export interface Table {
  options: GekokujoOptions;
  round: number;
  step: Step;
  phase: 1 | 2 | 3;
  players: readonly (Omit<Player, 'koku'> & { koku: number | null })[];
  units: readonly (readonly Stack[])[];
  order: readonly Seat[];
  turn: number;
  heldAtPhase1: readonly (Seat | null)[];
  heldAtRound: readonly (Seat | null)[];
  moved: readonly Stack[];
  battles: readonly number[];
  battle: Battle | null;
  ninja: { seat: Seat; mission: NinjaMission | null; target: number | null; used: boolean } | null;
  disband: readonly number[];
  halve: readonly Seat[];
  vassalChoosing: readonly Seat[];
  sown: readonly number[];
  sownBy: readonly (Seat | null)[];
  stored: readonly (number | null)[];
  sowOrder: readonly Seat[];
  pacts: readonly (readonly [Seat, Seat])[];
  betrayed: readonly Seat[];
  offer: { from: Seat; to: Seat } | null;
  shareOwner: readonly (Seat | null)[];
  /** Path of Glory: Mandate provinces already paid to each seat (public). */
  gloryMandate: readonly (readonly number[])[];
  castlesLeft: number;
  roninLeft: number;
  result: unknown;
}

/** A seat's Koku as far as the reader knows it (0 when hidden). */
export const kokuOf = (t: Table, seat: Seat): number => t.players[seat]!.koku ?? 0;

/** The seat whose recruit or campaign turn it is. */
export const activeSeat = (t: Table): Seat | null => t.order[t.turn] ?? null;
