/**
 * Who must decide now (`pendingOf`), which moves answer which decision, the
 * result and the round counter. Running the engine on until someone must
 * decide is `advance.ts`.
 *
 * One decision per seat at a time: in the 2-player game a seat's two colours
 * answer a simultaneous decision one after the other (lower colour first);
 * each Decision carries the colour it is for. Interrupts (revenge, regained
 * daimyos) come before everything else.
 */
import type { GameResult } from '../../kernel/ruleset';
import { othersAllocated } from './round';
import type { MbDecision, MbShogunState } from './types';

/** What `pendingOf` reads: the state, or a seat's view (the same fields). */
export type Table = Pick<MbShogunState, 'stage' | 'colours' | 'interrupts' | 'waiting' | 'inputs' | 'alloc' | 'spy' | 'war' | 'order'>;

export function pendingOf(s: Table): MbDecision[] {
  // Written without inner closures: it runs several times per move (the kernel's checks, apply, the view), and
  // under tsx every closure made per call costs a name definition.
  if (s.stage.kind === 'over') return [];
  if (s.interrupts.length > 0) {
    const i = s.interrupts[0]!;
    return [decision(s, i.colour, i.kind)];
  }
  switch (s.stage.kind) {
    case 'split':
      return simultaneous(s, 'split');
    case 'reinforce':
    case 'place-army':
      return [decision(s, s.order[s.stage.turn % s.colours.length]!, s.stage.kind)];
    case 'plan': {
      const out: MbDecision[] = [];
      const spy = s.spy?.holder ?? -1;
      for (let c = 0; c < s.colours.length; c++) {
        if (c === spy || !s.waiting[c] || s.alloc[c] !== null || seatTaken(s, out, c)) continue;
        out.push(decision(s, c, 'allocate'));
      }
      if (spy >= 0 && out.length === 0 && othersAllocated(s as MbShogunState)) out.push(decision(s, spy, s.spy!.decided ? 'allocate' : 'spy'));
      return out;
    }
    case 'swords':
      return s.stage.queue.length > 0 ? [decision(s, s.stage.queue[0]!, 'choose-sword')] : [];
    case 'build':
    case 'levy':
      return simultaneous(s, s.stage.kind);
    case 'ronin':
      return simultaneous(s, 'place-ronin');
    case 'war': {
      const w = s.war;
      if (!w || w.await === null) return [];
      if (w.await === 'casualties') return simultaneous(s, 'casualties');
      // The ninja's window is offered to its holder, whoever is at war.
      if (w.await === 'ninja') return [decision(s, (s as MbShogunState).ninja.holder, 'ninja')];
      return [decision(s, w.colour, w.await)];
    }
  }
  return [];
}

/**
 * The seat's decision when it is one of a battle's own questions — its casualties, or the attacker's call-off — else
 * null: the same decision `pendingOf` lists for the seat (its lowest colour first), found without listing every
 * seat's. Half of a search rollout's plies are these questions (bots/hard-config.ts playoutPolicy).
 */
export function battleDecisionOf(s: Table, seat: number): MbDecision | null {
  const w = s.war;
  if (s.stage.kind !== 'war' || s.interrupts.length > 0 || !w || !w.battle) return null;
  if (w.await === 'continue') return s.colours[w.colour]!.seat === seat ? decision(s, w.colour, 'continue') : null;
  if (w.await !== 'casualties') return null;
  for (let c = 0; c < s.colours.length; c++) {
    if (s.waiting[c] && s.inputs[c] === null && s.colours[c]!.seat === seat) return decision(s, c, 'casualties');
  }
  return null;
}

const decision = (s: Table, c: number, kind: string): MbDecision => ({ seat: s.colours[c]!.seat, kind, colour: c });

/** Whether a decision in `out` is already for colour c's seat (the 2-player game: one decision per seat at a time). */
function seatTaken(s: Table, out: readonly MbDecision[], c: number): boolean {
  const seat = s.colours[c]!.seat;
  for (const d of out) if (d.seat === seat) return true;
  return false;
}

/** The waited-for colours without input, one per seat (lowest colour first). */
function simultaneous(s: Table, kind: string): MbDecision[] {
  const out: MbDecision[] = [];
  for (let c = 0; c < s.colours.length; c++) {
    if (!s.waiting[c] || s.inputs[c] !== null || seatTaken(s, out, c)) continue;
    out.push(decision(s, c, kind));
  }
  return out;
}


/** Which move types answer which decision. */
export const DECISIONS: Record<string, readonly string[]> = {
  split: ['split'],
  reinforce: ['reinforce'],
  'place-army': ['place-army'],
  allocate: ['allocate'],
  spy: ['spy'],
  'choose-sword': ['choose-sword'],
  build: ['build'],
  levy: ['levy'],
  'place-ronin': ['place-ronin'],
  ninja: ['ninja'],
  revenge: ['revenge'],
  regain: ['regain'],
  'move-armies': ['move-armies'],
  declare: ['declare'],
  'next-battle': ['next-battle'],
  casualties: ['casualties'],
  continue: ['continue'],
  'follow-up': ['follow-up'],
  'final-moves': ['final-moves'],
};

export const resultOf = (s: MbShogunState): GameResult | null =>
  s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() };

export const roundOf = (s: MbShogunState): number => s.round;
