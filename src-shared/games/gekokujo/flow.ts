/**
 * Who decides what now (v74 §1.2), read from a Table so a view answers the same as the state; which moves answer
 * which decision; the result and the round counter.
 */
import type { Decision, GameResult, Seat } from '../../kernel/ruleset';
import type { Battle, GekokujoMove, GekokujoOptions, GekokujoState, NinjaMission, Player, Stack, Step } from './types';

/**
 * What both a state and a seat's view hold: the rules that decide legality
 * (pending decisions, validation, move generation) read only this, so the
 * random bot and the heuristic bots can use them on a view.
 */
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


/** Which move kinds answer which decision (the kernel refuses others as 'wrong-move'). */
export const DECISIONS: Readonly<Record<string, readonly GekokujoMove['type'][]>> = {
  clan: ['clan'], sow: ['sow'], disband: ['disband'], 'vassal-path': ['vassal-path'], halve: ['halve'],
  recruit: ['recruit', 'castle', 'fortify', 'ninja', 'end-recruit'],
  move: ['march', 'end-moves', 'betray'], 'pact-offer': ['offer'], 'pact-answer': ['answer'], 'battle-choice': ['battle'], ronin: ['ronin'], assassinate: ['assassinate'],
  split: ['split'], casualties: ['casualties'],
};

export const result = (s: GekokujoState): GameResult | null => s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() };
export const round = (s: GekokujoState): number => s.round;

export function pendingOf(t: Table): Decision[] {
  if (t.result || t.step === 'over') return [];
  if (t.halve.length) return [{ seat: t.halve[0]!, kind: 'halve' }];
  switch (t.step) {
    case 'clan':
      return [{ seat: t.turn, kind: 'clan' }];
    case 'disband':
      return t.disband.flatMap((n, seat) => (n > 0 ? [{ seat, kind: 'disband' }] : []));
    case 'sow':
      return [{ seat: t.sowOrder[t.turn]!, kind: 'sow' }];
    case 'diplomacy':
      return t.offer ? [{ seat: t.offer.to, kind: 'pact-answer' }] : [{ seat: activeSeat(t)!, kind: 'pact-offer' }];
    case 'vassal':
      return t.vassalChoosing.map((seat) => ({ seat, kind: 'vassal-path' }));
    case 'recruit':
      return [{ seat: activeSeat(t)!, kind: 'recruit' }];
    case 'move':
      return [{ seat: activeSeat(t)!, kind: 'move' }];
    case 'battle-choice':
      return [{ seat: activeSeat(t)!, kind: 'battle-choice' }];
    case 'battle': {
      const b = t.battle!;
      switch (b.step) {
        case 'ronin':
          return [{ seat: b.sides[b.turn]!, kind: 'ronin' }];
        case 'assassin':
          return [{ seat: t.ninja!.seat, kind: 'assassinate' }];
        case 'split':
          return [{ seat: b.sides[b.turn]!, kind: 'split' }];
        case 'casualties':
          return b.toChoose.map((i) => ({ seat: b.sides[i]!, kind: 'casualties' }));
      }
    }
  }
  return [];
}
