/**
 * Who decides what now (one seat at a time; a defender or a Ninja Clan answer
 * is out of turn), which moves answer which decision, the result and the
 * round. Computed from what the deciding seat sees too (the `Table` shape), so
 * the same code serves the state and the seat's view.
 */
import type { Decision, GameResult } from '../../kernel/ruleset';
import type { KunitoriState, TurnState } from './types';

/** What legal moves need to know: the state, or the deciding seat's view. */
export interface Table {
  pool: readonly number[];
  turn: TurnState;
  players: readonly { hand: readonly number[] | null; deployed: readonly number[]; inPlay: readonly number[] }[];
  result: unknown;
}

/** The decision now (one seat at a time; a defender or a Ninja Clan answer is out of turn). */
export function decisionOf(s: Table): Decision | null {
  if (s.result) return null;
  const t = s.turn;
  switch (t.phase) {
    case 'action': {
      const st = t.step;
      if (!st) return { seat: t.seat, kind: s.players[t.seat]!.deployed.length > 0 ? 'replay' : 'action' };
      if (st.kind === 'ninja-show') return { seat: st.order[st.at]!, kind: 'ninja-show' };
      return { seat: t.seat, kind: st.kind };
    }
    case 'battle': {
      const b = t.battle!;
      if (b.step === 'declare' || b.step === 'split') return { seat: t.seat, kind: b.step };
      return { seat: b.queue[0]!, kind: b.step };
    }
    case 'buy':
      return { seat: t.seat, kind: 'buy' };
    case 'end':
      return { seat: t.seat, kind: 'keep' };
    default:
      return null;
  }
}

export function pendingOf(s: Table): Decision[] {
  const d = decisionOf(s);
  return d ? [d] : [];
}

/** Which move types answer which decision (the kinds decisionOf names). */
export const DECISIONS: Record<string, readonly string[]> = {
  replay: ['replay'],
  action: ['play', 'end-actions'],
  'market-scrap': ['scrap'],
  'market-gain': ['gain'],
  'ninja-show': ['ninja-show'],
  'ninja-resolve': ['ninja-card'],
  declare: ['promote', 'attack'],
  split: ['lead'],
  defend: ['reinforce', 'ambush', 'ambush-done'],
  accept: ['accept'],
  restack: ['restack'],
  buy: ['buy', 'end-buys'],
  keep: ['end-turn'],
};

/** The round counter: full rounds begun (1 = the first round); a finished game stays at its last round. */
export function roundOf(s: Pick<KunitoriState, 'turns' | 'players'>): number {
  return Math.max(1, Math.ceil(s.turns / s.players.length));
}

export const resultOf = (s: KunitoriState): GameResult | null =>
  s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() };
