/**
 * Henn's own checks of a move (the kernel's come first: defineRuleset).
 */
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import { ACTIONS } from './data/cards';
import { marchTargets } from './actions';
import { checkSlot } from './bidding';
import { canSwap, checkPick } from './draft';
import { NEIGHBOURS, provinceIndex, provinceName } from './board';
import { checkPlan } from './planning';
import { checkRevoltOrder } from './winter';
import type { HennShogunMove, HennShogunState } from './types';

function checkMarch(s: HennShogunState, seat: number, to: unknown, count: unknown): Result<HennShogunMove, RuleError> {
  const aw = s.exec.awaiting!;
  const from = provinceIndex(aw.from);
  const t = provinceIndex(to);
  if (t < 0) return refuse('unknown-province', `There is no province '${String(to)}'.`);
  const targets = marchTargets(s, seat, from, aw.kind);
  if (!targets.includes(t)) {
    const name = provinceName(t);
    const fromName = provinceName(from);
    if (!(NEIGHBOURS[from] ?? []).includes(t)) return refuse('not-adjacent', `${name} does not border ${fromName}.`, { to: name, from: fromName });
    if (aw.kind === 'move') return refuse('not-own-province', `With "place 1 army" you may move only into your own provinces; ${name} is not yours.`, { province: name });
    return refuse('cannot-enter', `${name} cannot be entered now (out of play, or protected by its temple this season).`, { province: name });
  }
  const armies = s.provinces[from]!.armies;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > armies - 1) {
    return refuse('bad-count', `Move 1 to ${armies - 1} armies: at least 1 must stay in ${provinceName(from)}.`, { max: armies - 1, province: provinceName(from) });
  }
  return ok({ type: 'march', to: to as string, count });
}

export function validateMove(s: HennShogunState, seat: number, move: unknown): Result<HennShogunMove, RuleError> {
  // The kernel (defineRuleset) has checked the game is on, the seat is asked and the move's type answers its
  // decision; the schema has shaped the move.
  const raw = move as Record<string, unknown> & { type: string };
  switch (raw.type) {
    case 'draft-pick': {
      const r = checkPick(s, raw.card);
      return r.ok ? ok({ type: 'draft-pick', card: r.value }) : r;
    }
    case 'draft-swap':
      if (!canSwap(s.draft!, seat)) {
        return refuse('swap-not-allowed', 'You may swap only when offered the same two open cards as at your last pick.');
      }
      return ok({ type: 'draft-swap' });
    case 'draft-place': {
      const g = raw.group;
      if (typeof g !== 'number' || !s.draft!.groups[seat]!.includes(g)) {
        return refuse('no-such-group', `Your start mat has groups of ${[...new Set(s.draft!.groups[seat])].join(', ')} armies.`);
      }
      return ok({ type: 'draft-place', group: g });
    }
    case 'plan': {
      const r = checkPlan(s, seat, raw.actions, raw.bid);
      if (!r.ok) return r;
      const actions: Record<string, string | number | null> = {};
      ACTIONS.forEach((a, i) => (actions[a] = r.value.spaces[i] ?? null));
      return ok({ type: 'plan', actions, bid: r.value.bid });
    }
    case 'choose-slot': {
      const r = checkSlot(s, raw.slot);
      return r.ok ? ok({ type: 'choose-slot', slot: r.value }) : r;
    }
    case 'march':
      return checkMarch(s, seat, raw.to, raw.count);
    case 'pass':
      return ok({ type: 'pass' });
    case 'revolt-order': {
      const r = checkRevoltOrder(s, seat, raw.order);
      return r.ok ? ok({ type: 'revolt-order', order: r.value.slice() }) : r;
    }
  }
  return refuse('bad-move', `Unknown move type '${raw.type}'.`);
}

