/**
 * Who must decide, checking untrusted moves and applying them.
 */
import { err, ok, ruleError, type Applied, type Decision, type Result, type RuleError } from '../../kernel/ruleset';
import { Rng } from '../../kernel/rng';
import { ACTIONS } from './data/cards';
import { marchTargets, march } from './actions';
import { checkSlot, chooseSlot, freeSlots } from './bidding';
import { cloneState, type Ctx } from './context';
import { canSwap, checkPick, draftPick, draftPlace, draftSwap } from './draft';
import { NEIGHBOURS, provinceId, provinceIndex, provinceName } from './board';
import { checkPlan, applyPlan } from './planning';
import { advance, finishAwaited, finishRevolts } from './season';
import type { TowerModel } from './tower-model';
import { checkRevoltOrder, fightRevolts } from './winter';
import type { HennShogunEvent, HennShogunMove, HennShogunState } from './types';

type PendingSource = Pick<HennShogunState, 'phase' | 'draft' | 'plans' | 'slotQueue' | 'exec' | 'winter'> & {
  draft: { turn: number; taken: string | null } | null;
  plans: readonly unknown[];
};

export function pendingOf(s: PendingSource): Decision[] {
  switch (s.phase) {
    case 'draft':
      return s.draft ? [{ seat: s.draft.turn, kind: s.draft.taken === null ? 'draft-pick' : 'draft-place' }] : [];
    case 'plan': {
      const out: Decision[] = [];
      s.plans.forEach((p, seat) => p === null && out.push({ seat, kind: 'plan' }));
      return out;
    }
    case 'slots':
      return s.slotQueue.length ? [{ seat: s.slotQueue[0]!, kind: 'choose-slot' }] : [];
    case 'execute':
      return s.exec.awaiting ? [{ seat: s.exec.awaiting.seat, kind: s.exec.awaiting.kind }] : [];
    case 'winter':
      return s.winter?.awaiting ? [{ seat: s.winter.order[s.winter.index]!, kind: 'revolt-order' }] : [];
    case 'over':
      return [];
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Which move types answer which decision kind. */
const MOVE_FOR: Record<string, readonly string[]> = {
  'draft-pick': ['draft-pick', 'draft-swap'],
  'draft-place': ['draft-place'],
  plan: ['plan'],
  'choose-slot': ['choose-slot'],
  move: ['march', 'pass'],
  battle: ['march'],
  'revolt-order': ['revolt-order'],
};

function checkMarch(s: HennShogunState, seat: number, to: unknown, count: unknown): Result<HennShogunMove, RuleError> {
  const aw = s.exec.awaiting!;
  const from = provinceIndex(aw.from);
  const t = provinceIndex(to);
  if (t < 0) return err(ruleError('unknown-province', `There is no province '${String(to)}'.`));
  const targets = marchTargets(s, seat, from, aw.kind);
  if (!targets.includes(t)) {
    const name = provinceName(t);
    const fromName = provinceName(from);
    if (!(NEIGHBOURS[from] ?? []).includes(t)) return err(ruleError('not-adjacent', `${name} does not border ${fromName}.`));
    if (aw.kind === 'move') return err(ruleError('not-own-province', `With "place 1 army" you may move only into your own provinces; ${name} is not yours.`));
    return err(ruleError('cannot-enter', `${name} cannot be entered now (out of play, or protected by its temple this season).`));
  }
  const armies = s.provinces[from]!.armies;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > armies - 1) {
    return err(ruleError('bad-count', `Move 1 to ${armies - 1} armies: at least 1 must stay in ${provinceName(from)}.`));
  }
  return ok({ type: 'march', to: to as string, count });
}

export function validateMove(s: HennShogunState, seat: number, raw: unknown): Result<HennShogunMove, RuleError> {
  if (s.phase === 'over') return err(ruleError('game-over', 'The game is over.'));
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.players.length) {
    return err(ruleError('bad-seat', `There is no seat ${String(seat)}.`));
  }
  if (!isRecord(raw) || typeof raw.type !== 'string') {
    return err(ruleError('bad-move', 'A move is an object with a "type", e.g. { "type": "pass" }.'));
  }
  const decision = pendingOf(s).find((d) => d.seat === seat);
  if (!decision) return err(ruleError('not-your-turn', 'It is not your turn to decide.'));
  const allowed = MOVE_FOR[decision.kind] ?? [];
  if (!allowed.includes(raw.type)) {
    return err(ruleError('wrong-move', `Now you must ${decision.kind} (moves: ${allowed.join(', ')}), not '${raw.type}'.`));
  }
  switch (raw.type) {
    case 'draft-pick': {
      const r = checkPick(s, raw.card);
      return r.ok ? ok({ type: 'draft-pick', card: r.value }) : r;
    }
    case 'draft-swap':
      if (!canSwap(s.draft!, seat)) {
        return err(ruleError('swap-not-allowed', 'You may swap only when offered the same two open cards as at your last pick.'));
      }
      return ok({ type: 'draft-swap' });
    case 'draft-place': {
      const g = raw.group;
      if (typeof g !== 'number' || !s.draft!.groups[seat]!.includes(g)) {
        return err(ruleError('no-such-group', `Your start mat has groups of ${[...new Set(s.draft!.groups[seat])].join(', ')} armies.`));
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
  return err(ruleError('bad-move', `Unknown move type '${raw.type}'.`));
}

export function applyMove(
  state: HennShogunState,
  seat: number,
  move: HennShogunMove,
  tower: TowerModel,
): Applied<HennShogunState, HennShogunEvent> {
  const s = cloneState(state);
  const ctx: Ctx = { s, ev: [], rng: Rng.from(s.rng), tower };
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
  s.rng = ctx.rng.state();
  return { state: s, events: ctx.ev };
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
