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
  if (s.stage.kind === 'over') return [];
  const seatOf = (c: number): number => s.colours[c]!.seat;
  const one = (c: number, kind: string): MbDecision => ({ seat: seatOf(c), kind, colour: c });
  if (s.interrupts.length > 0) {
    const i = s.interrupts[0]!;
    return [one(i.colour, i.kind)];
  }
  /** The waited-for colours without input, one per seat (lowest colour first). */
  const simultaneous = (kind: string, skip = -1): MbDecision[] => {
    const out: MbDecision[] = [];
    const seats = new Set<number>();
    s.colours.forEach((_, c) => {
      if (c === skip || !s.waiting[c] || s.inputs[c] !== null || seats.has(seatOf(c))) return;
      seats.add(seatOf(c));
      out.push(one(c, kind));
    });
    return out;
  };
  switch (s.stage.kind) {
    case 'split':
      return simultaneous('split');
    case 'reinforce':
    case 'place-army':
      return [one(s.order[s.stage.turn % s.colours.length]!, s.stage.kind)];
    case 'plan': {
      const out: MbDecision[] = [];
      const seats = new Set<number>();
      const spy = s.spy?.holder ?? -1;
      s.colours.forEach((_, c) => {
        if (c === spy || !s.waiting[c] || s.alloc[c] !== null || seats.has(seatOf(c))) return;
        seats.add(seatOf(c));
        out.push(one(c, 'allocate'));
      });
      if (spy >= 0 && out.length === 0 && othersAllocated(s as MbShogunState)) out.push(one(spy, s.spy!.decided ? 'allocate' : 'spy'));
      return out;
    }
    case 'swords':
      return s.stage.queue.length > 0 ? [one(s.stage.queue[0]!, 'choose-sword')] : [];
    case 'build':
    case 'levy':
      return simultaneous(s.stage.kind);
    case 'ronin':
      return simultaneous('place-ronin');
    case 'war': {
      const w = s.war;
      if (!w || w.await === null) return [];
      if (w.await === 'casualties') return simultaneous('casualties');
      if (w.await === 'ninja') return [one(s.war!.colour, 'ninja')].map((d) => ({ ...d, ...ninjaDecision(s) }));
      return [one(w.colour, w.await)];
    }
  }
  return [];
}

function ninjaDecision(s: PendingSource): { seat: number; colour: number } {
  // The window is offered to the ninja's holder, whoever is at war.
  const st = s as MbShogunState;
  const h = st.ninja.holder;
  return { seat: s.colours[h]!.seat, colour: h };
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
