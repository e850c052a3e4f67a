/**
 * Executing the 10 actions (seed 002, "Persoonlijke acties plannen",
 * "Acties uitvoeren"; clarifications, "Executing actions").
 */
import { ACTIONS, BUILDING_COST, EVENT_BY_ID, PLACE_ARMIES, type ActionId, type Building } from './data/cards';
import { PROVINCES } from './data/provinces';
import { inPlay, NEIGHBOURS, provinceId, provinceIndex, provinceName } from './board';
import { attack, eventEffect, revolt, specialOf } from './battle';
import type { Ctx } from './types';
import type { HennShogunState, ProvinceState } from './types';

type Board = Pick<HennShogunState, 'provinces' | 'options' | 'event'>;

/**
 * Provinces `seat` may send armies to from `from`: adjacent and in play
 * (3 players: excluded provinces are never entered). 'move' = own provinces only
 * (place 1 army / move); 'battle' = own, neutral or enemy, but not a province
 * with a temple while the temple event rules.
 */
export function marchTargets(board: Board, seat: number, from: number, kind: 'move' | 'battle'): number[] {
  const mask = inPlay(board.options);
  const peace = templePeace(board);
  const out: number[] = [];
  for (const n of NEIGHBOURS[from] ?? []) if (isMarchTarget(board, seat, n, kind, mask, peace)) out.push(n);
  return out;
}

/** Whether the temple event keeps armies out of temple provinces this season. */
const templePeace = (board: Board): boolean => board.event !== null && EVENT_BY_ID.get(board.event)?.effect === 'temple-peace';

/** Whether province n is one of marchTargets' (n adjacent to the march's origin). */
function isMarchTarget(board: Board, seat: number, n: number, kind: 'move' | 'battle', mask: readonly boolean[], peace: boolean): boolean {
  if (!mask[n]) return false;
  const p = board.provinces[n]!;
  return p.owner === seat || (kind === 'battle' && !(peace && p.temple));
}

/**
 * Whether a move/battle decision is possible from `from` at all: marchTargets has one (found without listing them:
 * the engine asks at every battle action and army placement, a search's rollouts many times a season).
 */
export function canMarch(board: Board, seat: number, from: number, kind: 'move' | 'battle'): boolean {
  const p = board.provinces[from]!;
  if (p.owner !== seat || p.armies < 2) return false;
  const mask = inPlay(board.options);
  const peace = templePeace(board);
  for (const n of NEIGHBOURS[from] ?? []) if (isMarchTarget(board, seat, n, kind, mask, peace)) return true;
  return false;
}

const hasBuilding = (p: ProvinceState, b: Building): boolean => p[b];
const buildingCount = (p: ProvinceState): number => (p.palace ? 1 : 0) + (p.temple ? 1 : 0) + (p.theatre ? 1 : 0);

function lapse(ctx: Ctx, seat: number, action: ActionId, index: number, reason: string): void {
  ctx.ev.push({ type: 'lapsed', seat, action, province: provinceId(index), reason });
}

/**
 * One seat's turn at one action: turn its card face up and carry the action
 * out. Sets `exec.awaiting` when the seat must choose a move or battle.
 */
export function executeTurn(ctx: Ctx, seat: number, action: ActionId): void {
  const s = ctx.s;
  const plan = s.plans[seat];
  if (!plan) return;
  const a = ACTIONS.indexOf(action);
  const card = plan.spaces[a] ?? null;
  if (!plan.revealed[a]) {
    plan.revealed[a] = true;
    ctx.ev.push({ type: 'card-revealed', seat, action, card });
  }
  // Money cards and empty spaces: no action. A card that passed to another
  // player was removed from the space already (changeOwner).
  if (typeof card !== 'string') return;
  const index = provinceIndex(card);
  const prov = s.provinces[index];
  if (!prov || prov.owner !== seat) return;
  const player = s.players[seat]!;
  const name = provinceName(index);
  const data = PROVINCES[index]!;
  const effect = eventEffect(ctx);
  const special = specialOf(ctx, seat);

  switch (action) {
    case 'palace':
    case 'temple':
    case 'theatre': {
      const cost = BUILDING_COST[action];
      if (hasBuilding(prov, action)) return lapse(ctx, seat, action, index, `${name} already has a ${buildingLabel(action)}`);
      if (buildingCount(prov) >= data.sites) return lapse(ctx, seat, action, index, `${name} has no free building site`);
      if (s.buildingsLeft[action] <= 0) return lapse(ctx, seat, action, index, `no ${buildingLabel(action)} is left in the supply`);
      if (player.money < cost) return lapse(ctx, seat, action, index, `not enough money for a ${buildingLabel(action)} (${cost} needed)`);
      player.money -= cost;
      prov[action] = true;
      s.buildingsLeft[action]--;
      ctx.ev.push({ type: 'built', seat, province: card, building: action, cost });
      if (action === 'theatre' && effect === 'theatre-calms' && prov.unrest > 0) {
        prov.unrest--;
        ctx.ev.push({ type: 'unrest', province: card, tokens: prov.unrest });
      }
      return;
    }
    case 'rice':
    case 'tax': {
      // A province with unrest revolts first: 1 peasant per token. Our
      // reading: the yield is collected only if the player keeps the province.
      if (prov.unrest > 0 && !revolt(ctx, seat, index, prov.unrest)) return;
      let amount: number;
      if (action === 'rice') {
        amount = data.rice;
        if (effect === 'rice-min-4') amount = Math.max(4, amount);
        if (effect === 'rice-max-3') amount = Math.min(3, amount);
        // Event first, then special card (rulebook, "Speciale kaarten uitleggen").
        if (special === 'rice+1') amount++;
        player.rice += amount;
      } else {
        amount = data.tax;
        if (effect === 'tax-max-5') amount = Math.min(5, amount);
        if (effect === 'tax-min-6') amount = Math.max(6, amount);
        if (special === 'tax+1') amount++;
        player.money += amount;
      }
      ctx.ev.push({ type: 'collected', seat, province: card, kind: action, amount });
      prov.unrest++;
      ctx.ev.push({ type: 'unrest', province: card, tokens: prov.unrest });
      return;
    }
    case 'armies5':
    case 'armies3':
    case 'army1': {
      const { cost } = PLACE_ARMIES[action];
      let count: number = PLACE_ARMIES[action].count;
      if (effect === 'fewer-armies' && action !== 'army1') count = action === 'armies5' ? 3 : 2;
      // Our reading: "6 armies" is +1 army on "place 5 armies", applied after the event (3 + 1 = 4).
      if (special === 'armies6' && action === 'armies5') count++;
      if (player.money < cost) return lapse(ctx, seat, action, index, `not enough money to place armies (${cost} needed)`);
      if (player.supply < count) return lapse(ctx, seat, action, index, `only ${player.supply} armies left in supply, ${count} needed`);
      player.money -= cost;
      player.supply -= count;
      prov.armies += count;
      ctx.ev.push({ type: 'armies-placed', seat, province: card, count, cost });
      if (action === 'army1' && canMarch(s, seat, index, 'move')) {
        s.exec.awaiting = { kind: 'move', seat, action, from: card };
      }
      return;
    }
    case 'battleA':
    case 'battleB': {
      // "Indien mogelijk moeten acties worden uitgevoerd": a battle/move must be
      // made when possible (at least 1 army may go); only the move of
      // "place 1 army" is optional.
      if (!canMarch(s, seat, index, 'battle')) {
        return lapse(ctx, seat, action, index, `${name} has no army to spare or nowhere to go`);
      }
      s.exec.awaiting = { kind: 'battle', seat, action, from: card };
      return;
    }
  }
}

export function buildingLabel(b: Building): string {
  return b === 'theatre' ? 'nō theatre' : b;
}

/** Carry out a chosen march: a move into an own province, else a battle. */
export function march(ctx: Ctx, seat: number, from: number, to: number, count: number): void {
  const s = ctx.s;
  const target = s.provinces[to]!;
  if (target.owner === seat) {
    s.provinces[from]!.armies -= count;
    target.armies += count;
    ctx.ev.push({ type: 'moved', seat, from: provinceId(from), to: provinceId(to), count });
  } else {
    attack(ctx, seat, from, to, count);
  }
}
