/**
 * Secret simultaneous planning (seed 002, "Persoonlijke acties plannen en bod
 * bepalen"; clarifications, "Planning and bidding"): each seat covers the 10
 * action spaces and the bid space with one card each.
 */
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import { ACTIONS, ACTION_NAMES, BUILDING_COST, MONEY_CARDS, PLACE_ARMIES, type ActionId } from './data/cards';
import { PROVINCE_COUNT, provinceId, provinceIndex, provinceName } from './board';
import type { Ctx } from './types';
import type { HennShogunState, Plan, PlanCard } from './types';

/** The province cards a seat holds: its provinces (all cards are back in hand while planning). */
export function provinceCards(s: Pick<HennShogunState, 'provinces'>, seat: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < PROVINCE_COUNT; i++) if (s.provinces[i]!.owner === seat) out.push(provinceId(i));
  return out;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** How many of the 11 spaces a seat must cover: all, unless it lacks cards. */
export function spacesToCover(s: Pick<HennShogunState, 'provinces'>, seat: number): number {
  return Math.min(ACTIONS.length + 1, provinceCards(s, seat).length + MONEY_CARDS.length);
}

/**
 * Check a plan move for a seat. A plan that puts a building on a province
 * without a free site is legal: the action just lapses when executed.
 */
export function checkPlan(s: Pick<HennShogunState, 'provinces' | 'players'>, seat: number, actions: unknown, bid: unknown): Result<Plan, RuleError> {
  if (actions !== undefined && !isRecord(actions)) {
    return refuse('bad-move', 'A plan needs "actions": an object from action to card.');
  }
  const raw = (actions ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!(ACTIONS as readonly string[]).includes(key)) {
      return refuse('unknown-action', `There is no action '${key}'. Actions: ${ACTIONS.join(', ')}.`);
    }
  }
  const player = s.players[seat]!;
  const used = new Set<string | number>();
  const spaces: PlanCard[] = [];
  for (const a of ACTIONS) {
    const r = checkCard(s, seat, used, raw[a], ACTION_NAMES[a]);
    if (!r.ok) return r;
    spaces.push(r.value);
  }
  const b = checkCard(s, seat, used, bid, 'bid');
  if (!b.ok) return b;
  if (typeof b.value === 'number' && b.value > player.money) {
    return refuse('bid-too-high', `You bid ${b.value} coins but have only ${player.money}.`, { bid: b.value, money: player.money });
  }
  const need = spacesToCover(s, seat);
  if (used.size < need) {
    return refuse('space-uncovered', `Every space must be covered when you have the cards: cover ${need} spaces, not ${used.size}.`, { need, used: used.size });
  }
  return ok({ spaces, bid: b.value, revealed: ACTIONS.map(() => false) });
}

/**
 * One card of a plan (a space's or the bid), checked against the seat's cards and those already used (added to
 * `used`): a module function, not a closure made per check (the search's rollouts check a plan per world; tsx names
 * every closure when it is made).
 */
function checkCard(s: Pick<HennShogunState, 'provinces'>, seat: number, used: Set<string | number>, card: unknown, where: string): Result<PlanCard, RuleError> {
  if (card === null || card === undefined) return ok(null);
  if (typeof card === 'number') {
    if (!Number.isInteger(card) || card < 0 || card > 4) {
      return refuse('bad-money-card', `Money cards show 0 to 4 coins, not ${card}.`);
    }
  } else if (typeof card === 'string') {
    const i = provinceIndex(card);
    if (i < 0) return refuse('unknown-province', `There is no province '${card}'.`);
    if (s.provinces[i]!.owner !== seat) {
      return refuse('not-your-province', `You do not hold the card of ${provinceName(i)}.`, { province: provinceName(i) });
    }
  } else {
    return refuse('bad-card', `${where}: a card is a province id, a money card 0-4 or null.`);
  }
  if (used.has(card)) {
    const label = typeof card === 'number' ? `Your money card ${card}` : `The card of ${provinceName(provinceIndex(card))}`;
    return refuse('card-used-twice', `${label} can lie on only one space.`);
  }
  used.add(card);
  return ok(card);
}

/**
 * Why a plan draft would be refused, or null (issue 22: said before it is sent). The planning panel calls it on the
 * seat's own view: checkPlan reads only the seat's provinces and purse, which its view holds, so this is validate's
 * very check and the two cannot disagree.
 */
export function planRefusal(view: Pick<HennShogunState, 'provinces' | 'players'>, seat: number, actions: unknown, bid: unknown): RuleError | null {
  const r = checkPlan(view, seat, actions, bid);
  return r.ok ? null : r.error;
}

export function applyPlan(ctx: Ctx, seat: number, plan: Plan): void {
  ctx.s.plans[seat] = plan;
  ctx.ev.push({ type: 'planned', seat });
  ctx.ev.push({ type: 'plan-confirmed', seat, plan: { spaces: plan.spaces.slice(), bid: plan.bid, revealed: plan.revealed.slice() }, visibleTo: [seat] });
}

/** What an action costs when a province card carries it out (a building's price, the armies' fee; else nothing). */
export function actionCost(action: ActionId): number {
  if (action === 'palace' || action === 'temple' || action === 'theatre') return BUILDING_COST[action];
  if (action === 'armies5' || action === 'armies3' || action === 'army1') return PLACE_ARMIES[action].cost;
  return 0;
}

/**
 * Coins a plan would spend if every province card's action is carried out
 * (buildings and armies cost; money cards on action spaces do nothing), plus
 * a money bid. What the planning panel shows while the player plans: a hint,
 * since actions may still lapse.
 */
export function planCost(spaces: Partial<Record<ActionId, PlanCard>>, bid: PlanCard): { actions: number; bid: number; total: number } {
  let actions = 0;
  for (const a of ACTIONS) if (typeof spaces[a] === 'string') actions += actionCost(a);
  const bidCoins = typeof bid === 'number' ? bid : 0;
  return { actions, bid: bidCoins, total: actions + bidCoins };
}
