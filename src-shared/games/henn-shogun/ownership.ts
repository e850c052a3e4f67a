/** Provinces changing hands, and emptied (draws and lost revolts): the card follows the province at once. */
import { ACTIONS } from './data/cards';
import { provinceId } from './board';
import type { Ctx } from './types';

/**
 * A province changes hands (`to` = -1: its card goes to the neutral pile).
 * Its card passes at once, even from the old owner's action spaces; the old
 * owner's action planned there lapses (clarifications, "Executing actions").
 */
export function changeOwner(ctx: Ctx, index: number, to: number): void {
  const prov = ctx.s.provinces[index]!;
  const from = prov.owner;
  if (from === to) return;
  prov.owner = to;
  const id = provinceId(index);
  ctx.ev.push({ type: 'province-lost', province: id, from, to });
  if (from < 0) return;
  const plan = ctx.s.plans[from];
  if (!plan) return;
  for (let a = 0; a < plan.spaces.length; a++) {
    if (plan.spaces[a] === id) {
      plan.spaces[a] = null;
      // The card leaves the mat face up, so everyone sees where it lay.
      plan.revealed[a] = true;
      ctx.ev.push({ type: 'card-passed', province: id, from, to, action: ACTIONS[a]! });
    }
  }
  if (plan.bid === id) {
    plan.bid = null;
    ctx.ev.push({ type: 'card-passed', province: id, from, to, action: 'bid' });
  }
}

/** Remove everything from a province and make it neutral (draws and lost revolts). */
export function emptyProvince(ctx: Ctx, index: number): void {
  const prov = ctx.s.provinces[index]!;
  if (prov.armies > 0 && prov.owner >= 0) ctx.s.players[prov.owner]!.supply += prov.armies;
  prov.armies = 0;
  if (prov.palace) ctx.s.buildingsLeft.palace++;
  if (prov.temple) ctx.s.buildingsLeft.temple++;
  if (prov.theatre) ctx.s.buildingsLeft.theatre++;
  prov.palace = prov.temple = prov.theatre = false;
  prov.unrest = 0;
  changeOwner(ctx, index, -1);
}
