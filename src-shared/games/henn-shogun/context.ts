/**
 * The working context of one `apply`: a private copy of the state that the
 * rule functions change in place, the events they report, the Rng resumed from
 * the state and the tower model.
 */
import type { Rng } from '../../kernel/rng';
import { ACTIONS } from './data/cards';
import { provinceId } from './board';
import type { TowerModel } from './tower-model';
import type { HennShogunEvent, HennShogunState, Plan, ProvinceState } from './types';

export interface Ctx {
  s: HennShogunState;
  ev: HennShogunEvent[];
  rng: Rng;
  tower: TowerModel;
}

const clonePlan = (p: Plan | null): Plan | null =>
  p && { spaces: p.spaces.slice(), bid: p.bid, revealed: p.revealed.slice() };

/** A deep copy, written out by hand: much faster than structuredClone for this shape. */
export function cloneState(s: HennShogunState): HennShogunState {
  const provinces: ProvinceState[] = new Array(s.provinces.length);
  for (let i = 0; i < s.provinces.length; i++) {
    const p = s.provinces[i]!;
    provinces[i] = { owner: p.owner, armies: p.armies, palace: p.palace, temple: p.temple, theatre: p.theatre, unrest: p.unrest };
  }
  return {
    options: { ...s.options, tower: { ...s.options.tower } },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    year: s.year,
    season: s.season,
    phase: s.phase,
    players: s.players.map((p) => ({ money: p.money, rice: p.rice, score: p.score, supply: p.supply })),
    provinces,
    peasants: s.peasants,
    tower: s.tower.slice(),
    ...(s.towerCubes ? { towerCubes: s.towerCubes.map((c) => ({ colour: c.colour, x: c.x, y: c.y })) } : {}),
    tray: s.tray.slice(),
    buildingsLeft: { ...s.buildingsLeft },
    eventDeck: s.eventDeck.slice(),
    yearEvents: s.yearEvents.slice(),
    event: s.event,
    actionOrder: s.actionOrder.slice(),
    actionsRevealed: s.actionsRevealed,
    slots: s.slots.slice(),
    slotOwner: s.slotOwner.slice(),
    slotQueue: s.slotQueue.slice(),
    seatOrder: s.seatOrder.slice(),
    plans: s.plans.map(clonePlan),
    bids: s.bids && { cards: s.bids.cards.slice(), paid: s.bids.paid.slice(), order: s.bids.order.slice() },
    draft: s.draft && {
      deck: s.draft.deck.slice(),
      open: s.draft.open.slice(),
      turn: s.draft.turn,
      groups: s.draft.groups.map((g) => g.slice()),
      taken: s.draft.taken,
      lastOffered: s.draft.lastOffered.map((o) => o && o.slice()),
      swapped: s.draft.swapped,
    },
    exec: { step: s.exec.step, turn: s.exec.turn, awaiting: s.exec.awaiting && { ...s.exec.awaiting } },
    winter: s.winter && {
      order: s.winter.order.slice(),
      index: s.winter.index,
      revolts: s.winter.revolts.map((r) => r.slice()),
      extraPeasants: s.winter.extraPeasants.slice(),
      awaiting: s.winter.awaiting,
    },
    result: s.result && { scores: s.result.scores.slice(), winners: s.result.winners.slice() },
  };
}

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
