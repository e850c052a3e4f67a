/**
 * Who must decide now (seed 002's phases: the draft of start provinces, the
 * secret plans, the bid slots, the actions one by one, the winter revolts),
 * which moves answer which decision, the result and the round counter.
 */
import type { Decision, GameResult } from '../../kernel/ruleset';
import type { HennShogunState } from './types';

/** What `pendingOf` reads: the state, or a seat's view (the same fields). */
export type Table = Pick<HennShogunState, 'phase' | 'draft' | 'plans' | 'slotQueue' | 'exec' | 'winter'> & {
  draft: { turn: number; taken: string | null } | null;
  plans: readonly unknown[];
};

export function pendingOf(s: Table): Decision[] {
  switch (s.phase) {
    case 'draft':
      return s.draft ? [{ seat: s.draft.turn, kind: s.draft.taken === null ? 'draft-pick' : 'draft-place' }] : [];
    case 'plan': {
      const out: Decision[] = [];
      s.plans.forEach((p, seat) => p === null && out.push({ seat, kind: 'plan' }));
      return out;
    }
    case 'slots':
      return s.slotQueue.length ? [{ seat: s.slotQueue[0]!, kind: 'choose-slot' }] : [];
    case 'execute':
      return s.exec.awaiting ? [{ seat: s.exec.awaiting.seat, kind: s.exec.awaiting.kind }] : [];
    case 'winter':
      return s.winter?.awaiting ? [{ seat: s.winter.order[s.winter.index]!, kind: 'revolt-order' }] : [];
    case 'over':
      return [];
  }
}

/** Which move types answer which decision kind. */
export const DECISIONS: Record<string, readonly string[]> = {
  'draft-pick': ['draft-pick', 'draft-swap'],
  'draft-place': ['draft-place'],
  plan: ['plan'],
  'choose-slot': ['choose-slot'],
  move: ['march', 'pass'],
  battle: ['march'],
  'revolt-order': ['revolt-order'],
};

/** The round counter: 0 while drafting, then year*4 + season - 3 (spring of year 1 = 1, last winter = 8); a finished game stays at 8, the round it ended in. */
export function roundOf(s: HennShogunState): number {
  if (s.phase === 'draft') return 0;
  if (s.phase === 'over') return 8;
  return (s.year - 1) * 4 + s.season + 1;
}

export const resultOf = (s: HennShogunState): GameResult | null =>
  s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() };
