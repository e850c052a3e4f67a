/**
 * Running MB's engine on after a move until a decision is due or the game is
 * over: the steps nobody decides (revealing the plans, the swords, the ends of
 * build, levy and ronin, the war's steps). Who decides then is `flow.ts`.
 */
import { setupColour } from './setup';
import { afterBuild, afterLevy, afterRonin, allIn, othersAllocated, revealAllocations, startWarTurn, swordsStep } from './round';
import { warStep } from './war';
import type { Ctx } from './types';

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

