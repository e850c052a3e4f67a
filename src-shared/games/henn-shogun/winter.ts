/**
 * Winter (seed 002, "Winter"; clarifications, "Winter and scoring"): rice
 * loss, feeding the provinces, revolts from the shortfall table, scoring.
 */
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import { EVENT_BY_ID, winterRevolts } from './data/cards';
import { provinceIndex, provinceName } from './board';
import { revolt } from './battle';
import type { Ctx } from './types';
import { provinceCards } from './planning';
import type { HennShogunState } from './types';

/**
 * Every seat loses the rice of the year's last event card, then feeds each of
 * its provinces 1 rice; the shortfall gives revolts, whose provinces are drawn
 * at random from the seat's province cards (by the player to the left, unseen).
 */
export function startWinter(ctx: Ctx): void {
  const s = ctx.s;
  const loss = EVENT_BY_ID.get(s.yearEvents[0] ?? '')?.riceLoss ?? 0;
  const n = s.players.length;
  const revolts: string[][] = Array.from({ length: n }, () => []);
  const extra = new Array<number>(n).fill(0);
  // Autumn's seat order also rules the winter. All revolting provinces are drawn
  // now: a seat's revolts only touch its own provinces, so drawing each seat's
  // just before its revolts would change nothing but the Rng stream.
  const order = s.seatOrder.slice();
  for (const seat of order) {
    const p = s.players[seat]!;
    p.rice = Math.max(0, p.rice - loss);
    const cards = provinceCards(s, seat);
    const shortfall = Math.max(0, cards.length - p.rice);
    p.rice = Math.max(0, p.rice - cards.length);
    const table = winterRevolts(shortfall);
    const drawn = ctx.rng.shuffle(cards).slice(0, table.revolts);
    revolts[seat] = drawn;
    extra[seat] = table.extraPeasants;
    ctx.ev.push({
      type: 'winter-rice',
      seat,
      loss,
      provinces: cards.length,
      shortfall,
      revolts: drawn.slice(),
      extraPeasants: table.extraPeasants,
    });
  }
  s.season = 3;
  s.phase = 'winter';
  s.winter = { order, index: 0, revolts, extraPeasants: extra, awaiting: false };
}

/** Fight the seat's revolts in the given order. Each throws 1 peasant per unrest token plus the table's extra. */
export function fightRevolts(ctx: Ctx, seat: number, order: readonly string[]): void {
  const w = ctx.s.winter!;
  for (const id of order) {
    const i = provinceIndex(id);
    const prov = ctx.s.provinces[i]!;
    if (prov.owner !== seat) continue;
    revolt(ctx, seat, i, prov.unrest + (w.extraPeasants[seat] ?? 0));
  }
  w.revolts[seat] = [];
}

export function checkRevoltOrder(s: HennShogunState, seat: number, order: unknown): Result<string[], RuleError> {
  const want = s.winter?.revolts[seat] ?? [];
  if (!Array.isArray(order) || order.length !== want.length || !order.every((x) => typeof x === 'string')) {
    return refuse('bad-order', `Give the order of your ${want.length} revolts: ${want.map((x) => provinceName(provinceIndex(x))).join(', ')}.`, { provinces: want.map((x) => provinceName(provinceIndex(x))).join(', ') });
  }
  const sorted = [...order].sort().join();
  if (sorted !== [...want].sort().join()) {
    return refuse('bad-order', `Your revolting provinces are ${want.map((x) => provinceName(provinceIndex(x))).join(', ')}; order exactly those.`, { provinces: want.map((x) => provinceName(provinceIndex(x))).join(', ') });
  }
  return ok(order as string[]);
}
