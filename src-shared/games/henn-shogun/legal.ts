/**
 * The legal moves of a seat (when few enough to list), and a random but not
 * senseless legal move chosen from a seat's view only (the random bot must
 * not read hidden information).
 */
import type { Rng } from '../../kernel/rng';
import { ACTIONS, BUILDINGS, type ActionId, type Building } from './data/cards';
import { PROVINCES } from './data/provinces';
import { marchTargets } from './actions';
import { freeSlots } from './bidding';
import { PROVINCE_COUNT, provinceId, provinceIndex } from './board';
import { pendingOf } from './flow';
import { canSwap } from './draft';
import type { HennShogunMove, HennShogunState, HennShogunView, PlanCard } from './types';

export function randomMoveOf(view: HennShogunView, rng: Rng): HennShogunMove {
  const seat = view.seat ?? view.pending[0]?.seat;
  const decision = view.pending.find((d) => d.seat === seat);
  if (seat === undefined || seat === null || !decision) throw new Error('randomMove: this seat has nothing to decide');
  switch (decision.kind) {
    case 'draft-pick': {
      const d = view.draft!;
      if (canSwap(d, seat) && rng.chance(1, 3)) return { type: 'draft-swap' };
      const choices: (string | 'deck')[] = d.open.slice();
      if (d.deck > 0) choices.push('deck');
      return { type: 'draft-pick', card: rng.pick(choices) };
    }
    case 'draft-place':
      return { type: 'draft-place', group: rng.pick(view.draft!.groups[seat]!) };
    case 'plan':
      return randomPlan(view, seat, rng);
    case 'choose-slot':
      return { type: 'choose-slot', slot: rng.pick(freeSlots(view)) };
    case 'move':
    case 'battle': {
      const aw = view.exec.awaiting!;
      const from = provinceIndex(aw.from);
      const armies = view.provinces[from]!.armies;
      const targets = marchTargets(view, seat, from, aw.kind);
      if (aw.kind === 'move' && (targets.length === 0 || rng.chance(1, 3))) return { type: 'pass' };
      const to = rng.pick(targets);
      // Attack with everything that may go half of the time.
      const count = rng.chance(1, 2) ? armies - 1 : rng.between(1, armies - 1);
      return { type: 'march', to: provinceId(to), count };
    }
    case 'revolt-order':
      return { type: 'revolt-order', order: rng.shuffle(view.winter!.revolts[seat]!) };
  }
  throw new Error(`randomMove: unknown decision ${decision.kind}`);
}

const BUILD_ACTIONS: readonly string[] = BUILDINGS;

function randomPlan(view: HennShogunView, seat: number, rng: Rng): HennShogunMove {
  const mine: number[] = [];
  for (let i = 0; i < PROVINCE_COUNT; i++) if (view.provinces[i]!.owner === seat) mine.push(i);
  const money = view.players[seat]!.money;
  let provinces = rng.shuffle(mine);
  let cash = rng.shuffle([0, 1, 2, 3, 4]);
  // Bid: usually a money card we can pay, sometimes a province card.
  let bid: PlanCard = null;
  const affordable = cash.filter((c) => c <= money);
  if (provinces.length > 0 && rng.chance(1, 5)) {
    bid = provinceId(provinces[0]!);
    provinces = provinces.slice(1);
  } else if (affordable.length > 0) {
    const v = rng.pick(affordable);
    bid = v;
    cash = cash.filter((c) => c !== v);
  }
  const actions: Partial<Record<ActionId, PlanCard>> = {};
  for (const a of rng.shuffle(ACTIONS)) {
    let choice = -1;
    if (provinces.length > 0 && rng.chance(3, 4)) {
      // Prefer a province that suits the action: free sites for buildings, big armies for battles.
      const fit = provinces.filter((i) => suits(view, i, a));
      const pool = fit.length > 0 ? fit : provinces;
      choice = rng.pick(pool);
    }
    if (choice >= 0) {
      actions[a] = provinceId(choice);
      provinces = provinces.filter((i) => i !== choice);
    } else if (cash.length > 0) {
      actions[a] = cash.pop()!;
    } else if (provinces.length > 0) {
      actions[a] = provinceId(provinces.pop()!);
    } else {
      actions[a] = null;
    }
  }
  return { type: 'plan', actions, bid };
}

function suits(view: HennShogunView, i: number, a: ActionId): boolean {
  const p = view.provinces[i]!;
  if (BUILD_ACTIONS.includes(a)) {
    const built = (p.palace ? 1 : 0) + (p.temple ? 1 : 0) + (p.theatre ? 1 : 0);
    return !p[a as Building] && built < PROVINCES[i]!.sites;
  }
  if (a === 'battleA' || a === 'battleB') return p.armies >= 3;
  if (a === 'rice' || a === 'tax') return p.unrest === 0 || p.armies >= 4;
  return true;
}

/** All legal moves when the list is small; null while planning (too many to list). */
export function legalMovesOf(s: HennShogunState, seat: number): HennShogunMove[] | null {
  const decision = pendingOf(s).find((d) => d.seat === seat);
  if (!decision) return [];
  switch (decision.kind) {
    case 'plan':
      return null;
    case 'draft-pick': {
      const d = s.draft!;
      const out: HennShogunMove[] = d.open.map((card) => ({ type: 'draft-pick', card }));
      if (d.deck.length) out.push({ type: 'draft-pick', card: 'deck' });
      if (canSwap(d, seat)) out.push({ type: 'draft-swap' });
      return out;
    }
    case 'draft-place':
      return [...new Set(s.draft!.groups[seat])].map((group) => ({ type: 'draft-place', group }));
    case 'choose-slot':
      return freeSlots(s).map((slot) => ({ type: 'choose-slot', slot }));
    case 'move':
    case 'battle': {
      const aw = s.exec.awaiting!;
      const from = provinceIndex(aw.from);
      const armies = s.provinces[from]!.armies;
      const out: HennShogunMove[] = [];
      for (const t of marchTargets(s, seat, from, aw.kind)) {
        for (let c = 1; c < armies; c++) out.push({ type: 'march', to: provinceId(t), count: c });
      }
      if (aw.kind === 'move') out.push({ type: 'pass' });
      return out;
    }
    case 'revolt-order':
      return permutations(s.winter!.revolts[seat]!).map((order) => ({ type: 'revolt-order', order }));
  }
  return [];
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}
