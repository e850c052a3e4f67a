/**
 * Advice for a human's decisions, from the Normal bot's own judgement of the
 * seat's view (src-shared/games/henn-shogun/bots/heuristic.ts): the battle
 * odds from its tower model and its choice of march, and its plan for the
 * spaces a player left empty. Advice only: the player decides, and the host
 * judges every move as always.
 */
import { Rng } from '@shared/kernel/rng';
import { percentOf } from '../../kit/map/province-card';
import { attackOdds, heuristicMarch, heuristicPlan, NORMAL } from '@shared/games/henn-shogun/public';
import { actionCost, planCost } from '@shared/games/henn-shogun/public';
import type { HennShogunView, PlanCard } from '@shared/games/henn-shogun/public';
import { ACTIONS, provinceIndexOf, type ActionId } from './henn-view';
import type { Placed, Space } from './plan-hints';

/** Normal draws nothing from its generator (no noise, no blunders); it still wants one. */
const quiet = (): Rng => Rng.seeded('advice');

/** Chance (0..1) that `seat` takes province `to` attacking with `count` armies, as Normal reckons it. */
export function attackChance(view: HennShogunView, seat: number, to: string, count: number): number {
  const i = provinceIndexOf(to);
  return i < 0 ? 0 : attackOdds(view, seat, i, count).win;
}

/**
 * A battle's chance (0..1) in whole percent as a player reads it (the kit's
 * percentOf). The tower can always turn a battle (every defence has at least
 * one cube, and cubes lodged inside may fall out with any throw), and the odds
 * are Normal's model of it, so a chance is never certain: it never reads "0%"
 * or "100%", but "<1" and ">99".
 */
export function percentText(chance: number): string {
  return percentOf(Math.min(0.999, Math.max(0.001, chance)));
}

/** The march Normal would make now (target and count), or null to pass or when nothing is awaited. */
export function suggestedMarch(view: HennShogunView, seat: number): { to: string; count: number } | null {
  if (!view.exec.awaiting) return null;
  const move = heuristicMarch(view, seat, quiet(), NORMAL);
  return move.type === 'march' ? { to: move.to, count: move.count } : null;
}

/**
 * "Fill the rest": Normal's plan for the spaces still empty (and the bid, if
 * empty), keeping what the player placed and spending only the money the
 * player's own cards leave.
 */
export function fillPlan(view: HennShogunView, seat: number, placed: Placed): Placed {
  const me = view.players[seat];
  if (!me) return placed;
  const spent = planCost(placed, placed.bid === undefined ? null : placed.bid).total;
  // Normal budgets with the seat's purse: give it what is left after the player's own cards.
  const players = view.players.map((p, i) => (i === seat ? { ...p, money: Math.max(0, me.money - spent) } : p));
  const known = {
    spaces: ACTIONS.map((a) => (placed[a] === undefined ? 'hidden' : placed[a]!)),
    bid: placed.bid === undefined ? ('hidden' as const) : placed.bid,
    revealed: ACTIONS.map(() => false),
  };
  const plan = heuristicPlan({ ...view, players }, seat, quiet(), NORMAL, 0, known);
  if (plan.type !== 'plan') return placed;
  const next: Placed = { ...placed };
  const actions = ACTIONS.filter((a) => next[a] === undefined && plan.actions[a] !== undefined);
  for (const a of actions) next[a] = plan.actions[a] as PlanCard;
  const filled: Space[] = [...actions];
  if (next.bid === undefined) {
    next.bid = plan.bid;
    filled.push('bid');
  }
  return withinPurse(view, seat, next, filled);
}

/**
 * Normal counts on the season's income (taxes before the buildings) and may
 * plan more than the purse holds; the engine lets what cannot be paid lapse.
 * A helper must not overspend: while the plan costs more than the purse,
 * the costly action it filled that comes last in the season's order gets a
 * money card still in hand instead (a bluff), its province going back to the
 * hand, or trades places with a money card it put on a free action.
 */
function withinPurse(view: HennShogunView, seat: number, plan: Placed, filled: readonly Space[]): Placed {
  const money = view.players[seat]?.money ?? 0;
  const next = { ...plan };
  const cost = (space: Space): number => (space === 'bid' ? 0 : actionCost(space));
  const over = (): boolean => planCost(next, next.bid ?? null).total > money;
  const order = (a: Space): number => {
    const i = view.actionOrder.indexOf(a as ActionId);
    return i >= 0 ? i : ACTIONS.length + ACTIONS.indexOf(a as ActionId);
  };
  const costly = filled.filter((a) => typeof next[a] === 'string' && cost(a) > 0).sort((x, y) => order(y) - order(x));
  for (const a of costly) {
    if (!over()) break;
    const inPlan = new Set<PlanCard | undefined>([...ACTIONS.map((x) => next[x]), next.bid]);
    const spare = [0, 1, 2, 3, 4].find((c) => !inPlan.has(c));
    if (spare !== undefined) {
      next[a] = spare;
      continue;
    }
    // Trade with a money card the helper put where the province costs nothing, else where it costs less.
    const trade = [...filled].filter((b) => typeof next[b] === 'number' && cost(b) < cost(a)).sort((x, y) => cost(x) - cost(y))[0];
    if (trade !== undefined) [next[a], next[trade]] = [next[trade], next[a]];
  }
  return next;
}
