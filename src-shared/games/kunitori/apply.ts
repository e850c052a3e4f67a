/**
 * Applying a validated move: the switch over move kinds on the working copy
 * (piles.ts' Ctx over the kernel's top-level clone), then the game settles
 * into its next decision.
 */
import type { ApplyContext } from '../../kernel/define-ruleset';
import type { Seat } from '../../kernel/ruleset';
import { marketGain, marketScrap, ninjaCard, ninjaShow, playCard } from './actions';
import { accept, ambushCard, defend, leadUnit, promote, restack, sendLeader } from './battle';
import { Ctx } from './piles';
import { buy, endActionPhase, endBuyPhase, endTurn, replayDeployed, settle } from './turn';
import type { KunitoriEvent, KunitoriMove, KunitoriState } from './types';

export function applyMove(k: ApplyContext<KunitoriState, KunitoriEvent>, seat: Seat, m: KunitoriMove): void {
  const ctx = new Ctx(k.state, k);
  switch (m.type) {
    case 'play':
      playCard(ctx, m.card, 'hand', m.choice);
      break;
    case 'replay':
      replayDeployed(ctx);
      break;
    case 'end-actions':
      endActionPhase(ctx);
      break;
    case 'scrap':
      marketScrap(ctx, m.card);
      break;
    case 'gain':
      marketGain(ctx, m.card);
      break;
    case 'ninja-show':
      ninjaShow(ctx, seat, m.show);
      break;
    case 'ninja-card':
      ninjaCard(ctx, m.seat, m.card, m.to);
      break;
    case 'promote':
      promote(ctx, m.general);
      break;
    case 'attack':
      sendLeader(ctx, m.leader, m.target);
      break;
    case 'lead':
      leadUnit(ctx, m.unit, m.target);
      break;
    case 'reinforce':
      defend(ctx, seat, 'reinforce');
      break;
    case 'ambush':
      ambushCard(ctx, seat, m.card);
      break;
    case 'ambush-done':
      defend(ctx, seat, 'ambush');
      break;
    case 'accept':
      accept(ctx, seat, m.take);
      break;
    case 'restack':
      restack(ctx, seat, m.top);
      break;
    case 'buy':
      buy(ctx, m.card);
      break;
    case 'end-buys':
      endBuyPhase(ctx);
      break;
    case 'end-turn':
      endTurn(ctx, m.keep);
      break;
  }
  settle(ctx);
  for (const e of ctx.events) k.emit(e);
}
