/**
 * Applying a validated move: the switch over move kinds, on the private copy
 * defineRuleset made (clone.ts), then the game advances to the next decision.
 */
import type { ApplyContext } from '../../kernel/define-ruleset';
import { march } from './actions';
import { chooseSlot } from './bidding';
import { draftPick, draftPlace, draftSwap } from './draft';
import { provinceIndex } from './board';
import { checkPlan, applyPlan } from './planning';
import { advance, finishAwaited, finishRevolts } from './season';
import { fightRevolts } from './winter';
import type { Ctx, HennShogunEvent, HennShogunMove, HennShogunState, TowerModel } from './types';

export function applyMove(
  k: ApplyContext<HennShogunState, HennShogunEvent>,
  seat: number,
  move: HennShogunMove,
  tower: TowerModel,
): void {
  const s = k.state;
  const ctx: Ctx = { s, ev: [], rng: k.rng, tower };
  switch (move.type) {
    case 'draft-pick':
      draftPick(ctx, seat, move.card);
      break;
    case 'draft-swap':
      draftSwap(ctx, seat);
      break;
    case 'draft-place':
      draftPlace(ctx, seat, move.group);
      break;
    case 'plan': {
      const r = checkPlan(s, seat, move.actions, move.bid);
      if (!r.ok) throw new Error(`apply: invalid plan: ${r.error.message}`);
      applyPlan(ctx, seat, r.value);
      break;
    }
    case 'choose-slot':
      chooseSlot(ctx, seat, move.slot);
      break;
    case 'march':
      march(ctx, seat, provinceIndex(s.exec.awaiting!.from), provinceIndex(move.to), move.count);
      finishAwaited(ctx);
      break;
    case 'pass':
      finishAwaited(ctx);
      break;
    case 'revolt-order':
      fightRevolts(ctx, seat, move.order);
      finishRevolts(ctx);
      break;
  }
  advance(ctx);
  for (const e of ctx.ev) k.emit(e);
}
