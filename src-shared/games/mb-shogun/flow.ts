/**
 * Who must decide now, and running the engine on until someone must.
 *
 * One decision per seat at a time: in the 2-player game a seat's two colours
 * answer a simultaneous decision one after the other (lower colour first);
 * each Decision carries the colour it is for. Interrupts (revenge, regained
 * daimyos) come before everything else.
 */
import type { GameResult } from '../../kernel/ruleset';
import { setupColour } from './setup';
import { afterBuild, afterLevy, afterRonin, allIn, othersAllocated, revealAllocations, startRound, startWarTurn, swordsStep } from './round';
import { warStep } from './war';
import type { Ctx, MbDecision, MbShogunState } from './types';

type PendingSource = Pick<MbShogunState, 'stage' | 'colours' | 'interrupts' | 'waiting' | 'inputs' | 'alloc' | 'spy' | 'war' | 'order'>;

export function pendingOf(s: PendingSource): MbDecision[] {
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

const decision = (s: PendingSource, c: number, kind: string): MbDecision => ({ seat: s.colours[c]!.seat, kind, colour: c });

/** Whether a decision in `out` is already for colour c's seat (the 2-player game: one decision per seat at a time). */
function seatTaken(s: PendingSource, out: readonly MbDecision[], c: number): boolean {
  const seat = s.colours[c]!.seat;
  for (const d of out) if (d.seat === seat) return true;
  return false;
}

/** The waited-for colours without input, one per seat (lowest colour first). */
function simultaneous(s: PendingSource, kind: string): MbDecision[] {
  const out: MbDecision[] = [];
  for (let c = 0; c < s.colours.length; c++) {
    if (!s.waiting[c] || s.inputs[c] !== null || seatTaken(s, out, c)) continue;
    out.push(decision(s, c, kind));
  }
  return out;
}

/** Runs the engine on until a decision is due or the game is over. */
export function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 100_000; guard++) {
    const s = ctx.s;
    if (s.stage.kind === 'over' || s.interrupts.length > 0) return;
    if (!stepOnce(ctx)) return;
  }
  throw new Error('mb-shogun: the engine did not settle');
}

function stepOnce(ctx: Ctx): boolean {
  const s = ctx.s;
  switch (s.stage.kind) {
    case 'split':
      return false;
    case 'reinforce':
    case 'place-army':
      void setupColour;
      return false;
    case 'plan': {
      if (!othersAllocated(s)) return false;
      if (s.spy && s.alloc[s.spy.holder] === null) return false;
      revealAllocations(ctx);
      return true;
    }
    case 'swords':
      return swordsStep(ctx);
    case 'build':
      if (!allIn(s)) return false;
      afterBuild(ctx);
      return true;
    case 'levy':
      if (!allIn(s)) return false;
      afterLevy(ctx);
      return true;
    case 'ronin':
      if (!allIn(s)) return false;
      afterRonin(ctx);
      return true;
    case 'war': {
      const w = s.war!;
      if (w.step === 'end') {
        startWarTurn(ctx, w.index + 1);
        return true;
      }
      return warStep(ctx);
    }
    case 'over':
      return false;
  }
}

export { startRound };

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
