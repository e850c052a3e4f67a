/**
 * Applying a validated move: the switch over move kinds, on the private copy
 * defineRuleset made (clone.ts), then the engine runs on until someone must
 * decide (flow.ts `advance`).
 */
import type { ApplyContext } from '../../kernel/define-ruleset';
import { rollDie } from '../../kernel/dice';
import type { Rng } from '../../kernel/rng';
import type { RuleError } from '../../kernel/ruleset';
import { DIE_SIDES } from './data/constants';
import { checkLoss, parseLoss } from './casualties';
import { provinceId } from './board';
import { pools, endBattle } from './combat';
import { advance } from './advance';
import { checkAllocation, checkBuild, checkLevy, checkRonin, takeSword } from './planning';
import { checkPlaceArmy, checkReinforce, checkSplit, placeArmy, reinforce, resolveSplit } from './setup';
import { startRound } from './round';
import { applyRegain, checkInstantWin, checkRegain } from './takeover';
import { applyDeclare, applyFollowUp, assassinate, checkDeclare, checkFollowUp, startDeclared, strike } from './war';
import { decisionOf, runPhaseMoves } from './validate';
import type { Ctx, MbDecision, MbShogunEvent, MbShogunMove, MbShogunState } from './types';

export function makeCtx(s: MbShogunState, rng: Rng, roll?: () => number): Ctx {
  return { s, ev: [], rng, roll: roll ?? (() => rollDie(rng, DIE_SIDES)) };
}

/**
 * Where a quiet apply's events go: nowhere. The engine only ever pushes to `ctx.ev` (it never reads its events back:
 * they are the record for the screen and the log, not state), so a search's rollout, which reads no events, drops
 * them at once instead of keeping every die of every battle until the ply ends.
 */
const NO_EVENTS = { push: (): number => 0 } as unknown as MbShogunEvent[];

/** A quiet apply's context: its die a method, not a closure made per ply. */
class QuietCtx implements Ctx {
  ev = NO_EVENTS;
  readonly quiet = true;
  constructor(
    public s: MbShogunState,
    public rng: Rng,
  ) {}
  roll(): number {
    return rollDie(this.rng, DIE_SIDES);
  }
}

/** Apply a validated move on the kernel's private copy; `roll` scripts the dice in tests (testing.ts). */
export function applyMove(k: ApplyContext<MbShogunState, MbShogunEvent>, seat: number, move: MbShogunMove, roll?: () => number): void {
  const ctx = makeCtx(k.state, k.rng, roll);
  const d = decisionOf(k.state, seat);
  if (!d) throw new Error(`apply: seat ${seat} has nothing to decide`);
  dispatch(ctx, d, move);
  advance(ctx);
  for (const e of ctx.ev) k.emit(e);
}

/**
 * applyMove without events (the search's rollouts, bots/search-hooks.ts): the same state changes and the same dice,
 * nothing emitted.
 */
export function applyMoveQuietly(k: ApplyContext<MbShogunState, MbShogunEvent>, seat: number, move: MbShogunMove): void {
  const ctx = new QuietCtx(k.state, k.rng);
  const d = decisionOf(k.state, seat);
  if (!d) throw new Error(`apply: seat ${seat} has nothing to decide`);
  dispatch(ctx, d, move);
  advance(ctx);
}

/**
 * A move the engine refuses (the caller skipped validate). A module function rather than a closure made in every
 * dispatch: under tsx (the CLI, the benches) every named closure is named at creation, a measurable cost per ply.
 */
function failed(move: MbShogunMove, e: RuleError): never {
  throw new Error(`apply: invalid ${move.type}: ${e.message}`);
}

function dispatch(ctx: Ctx, d: MbDecision, move: MbShogunMove): void {
  const s = ctx.s;
  const c = d.colour;
  const w = s.war;
  switch (move.type) {
    case 'split': {
      const r = checkSplit(s, d.seat, move.provinces);
      if (!r.ok) failed(move, r.error);
      s.inputs[c] = r.ok ? r.value : null;
      if (s.waiting.every((x, i) => !x || s.inputs[i] !== null)) {
        resolveSplit(ctx);
      }
      return;
    }
    case 'reinforce': {
      const r = checkReinforce(s, c, move.province);
      if (!r.ok) return failed(move, r.error);
      reinforce(ctx, c, r.value);
      return;
    }
    case 'place-army': {
      const r = checkPlaceArmy(s, c, move.province);
      if (!r.ok) return failed(move, r.error);
      if (placeArmy(ctx, c, r.value)) startRound(ctx);
      return;
    }
    case 'allocate': {
      const r = checkAllocation(s, c, move);
      if (!r.ok) return failed(move, r.error);
      s.alloc[c] = r.value;
      ctx.ev.push({ type: 'allocated', colour: c });
      if (s.spy?.holder === c) {
        s.ninja = { holder: -1, hired: s.ninja.hired };
        ctx.ev.push({ type: 'ninja-returned', colour: c });
      }
      return;
    }
    case 'spy': {
      const spy = s.spy!;
      spy.decided = true;
      spy.target = move.target;
      ctx.ev.push({ type: 'spied', colour: c, target: move.target });
      if (move.target !== null) {
        ctx.ev.push({ type: 'spy-look', colour: c, target: move.target, alloc: { ...s.alloc[move.target]! }, visibleTo: [d.seat] });
      }
      return;
    }
    case 'choose-sword': {
      const st = s.stage as { kind: 'swords'; queue: number[] };
      st.queue.shift();
      takeSword(ctx, c, move.sword, 'chosen');
      return;
    }
    case 'build': {
      const r = checkBuild(s, c, move.province);
      if (!r.ok) return failed(move, r.error);
      s.inputs[c] = { province: r.value };
      return;
    }
    case 'levy': {
      const r = checkLevy(s, c, move.units);
      if (!r.ok) return failed(move, r.error);
      s.inputs[c] = r.value;
      return;
    }
    case 'place-ronin': {
      const r = checkRonin(s, c, move.groups);
      if (!r.ok) return failed(move, r.error);
      s.inputs[c] = r.value;
      return;
    }
    case 'ninja': {
      w!.await = null;
      if (move.target) strike(ctx, c, move.target);
      return;
    }
    case 'revenge': {
      const i = s.interrupts.shift()!;
      if (i.kind === 'revenge') assassinate(ctx, i.hirer, move.army, c);
      return;
    }
    case 'regain': {
      const i = s.interrupts.shift()!;
      if (i.kind !== 'regain') return;
      const r = checkRegain(s, c, i.armies, move.placements);
      if (!r.ok) return failed(move, r.error);
      applyRegain(ctx, c, r.value);
      return;
    }
    case 'move-armies':
    case 'final-moves': {
      const phase = move.type === 'move-armies' ? 'A' : 'D';
      const r = runPhaseMoves(s, c, phase, move.marches, move.type === 'final-moves' ? move.forces : []);
      if ('error' in r) throw new Error(`apply: invalid ${move.type}: ${r.error.message}`);
      ctx.ev.push(...r.events);
      w!.await = null;
      if (phase === 'A') {
        // The ninja's window after Phase A comes before Phase B begins.
        w!.step = 'post-a';
        w!.windowOffered = false;
      } else {
        w!.step = 'end';
        if (r.conquered.length > 0) checkInstantWin(ctx, c);
      }
      return;
    }
    case 'declare': {
      const r = checkDeclare(s, c, move.battles);
      if (!r.ok) return failed(move, r.error);
      applyDeclare(ctx, c, r.value);
      w!.await = null;
      w!.step = 'post-b';
      w!.windowOffered = false;
      return;
    }
    case 'next-battle':
      w!.await = null;
      startDeclared(ctx, move.index);
      return;
    case 'casualties': {
      const b = w!.battle!;
      const side = c === b.attacker ? 'attacker' : 'defender';
      const l = parseLoss(move.losses)!;
      const r = checkLoss(pools(s, b, side), b.hits![side === 'attacker' ? 0 : 1], l);
      if (!r.ok) return failed(move, r.error);
      s.inputs[c] = r.value;
      if (s.waiting.every((x, i) => !x || s.inputs[i] !== null)) w!.await = null;
      return;
    }
    case 'continue': {
      w!.await = null;
      const b = w!.battle!;
      if (move.callOff) {
        ctx.ev.push({ type: 'called-off', colour: c, to: provinceId(b.to) });
        endBattle(ctx, 'called-off');
      } else {
        b.step = 'ranged';
      }
      return;
    }
    case 'follow-up': {
      const r = checkFollowUp(s, c, move as unknown as Record<string, unknown>);
      if (!r.ok) return failed(move, r.error);
      w!.await = null;
      applyFollowUp(ctx, r.value);
      return;
    }
  }
}
