/**
 * Checking untrusted moves and applying them. `validate` never throws on bad
 * input; complex moves (marches, final moves) are checked by applying them
 * to a copy, so validation and application can never disagree.
 */
import { err, ok, ruleError, type Applied, type Result, type RuleError } from '../../kernel/ruleset';
import { Rng } from '../../kernel/rng';
import { provinceId, unitSpec } from './board';
import { checkLoss, parseLoss, type Loss } from './casualties';
import { pools, endBattle } from './combat';
import { cloneState, makeCtx, type Ctx } from './context';
import { advance, pendingOf } from './flow';
import { applyForceMoves, applyMarches, type MoveResult } from './movement';
import { checkAllocation, checkBuild, checkLevy, checkRonin, freeSwords, spyTargets, takeSword } from './planning';
import { checkPlaceArmy, checkReinforce, checkSplit, placeArmy, reinforce, resolveSplit } from './setup';
import { startRound } from './round';
import { applyRegain, checkInstantWin, checkRegain } from './takeover';
import { applyDeclare, applyFollowUp, assassinate, checkDeclare, checkFollowUp, checkNinja, revengeTargets, startDeclared, strike } from './war';
import type { MbDecision, MbShogunEvent, MbShogunMove, MbShogunState } from './types';

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Which move types answer which decision. */
const MOVE_FOR: Record<string, readonly string[]> = {
  split: ['split'],
  reinforce: ['reinforce'],
  'place-army': ['place-army'],
  allocate: ['allocate'],
  spy: ['spy'],
  'choose-sword': ['choose-sword'],
  build: ['build'],
  levy: ['levy'],
  'place-ronin': ['place-ronin'],
  ninja: ['ninja'],
  revenge: ['revenge'],
  regain: ['regain'],
  'move-armies': ['move-armies'],
  declare: ['declare'],
  'next-battle': ['next-battle'],
  casualties: ['casualties'],
  continue: ['continue'],
  'follow-up': ['follow-up'],
  'final-moves': ['final-moves'],
};

export function decisionOf(s: MbShogunState, seat: number): MbDecision | undefined {
  return pendingOf(s).find((d) => d.seat === seat);
}

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x ?? null)) as T;

/** Phase A or D's moves applied to a board; an error message or the result. */
export function runPhaseMoves(b: MbShogunState, colour: number, phase: 'A' | 'D', marches: unknown, forces: unknown): { error: string } | MoveResult {
  const res: MoveResult = { events: [], conquered: [] };
  const e1 = applyMarches(b, colour, marches ?? [], phase, res);
  if (e1) return { error: e1 };
  if (phase === 'D') {
    const e2 = applyForceMoves(b, colour, forces ?? [], res.conquered.slice(), res);
    if (e2) return { error: e2 };
  }
  return res;
}

export function validateMove(s: MbShogunState, seat: number, raw: unknown): Result<MbShogunMove, RuleError> {
  if (s.stage.kind === 'over') return err(ruleError('game-over', 'The game is over.'));
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= s.options.players) {
    return err(ruleError('bad-seat', `There is no seat ${String(seat)}.`));
  }
  if (!isRecord(raw) || typeof raw.type !== 'string') return err(ruleError('bad-move', 'A move is an object with a "type".'));
  const d = decisionOf(s, seat);
  if (!d) return err(ruleError('not-your-turn', 'It is not your turn to decide.'));
  const allowed = MOVE_FOR[d.kind] ?? [];
  if (!allowed.includes(raw.type)) return err(ruleError('wrong-move', `Now you must ${d.kind} (moves: ${allowed.join(', ')}), not '${raw.type}'.`));
  const c = d.colour;
  switch (raw.type) {
    case 'split': {
      const r = checkSplit(s, seat, raw.provinces);
      return r.ok ? ok({ type: 'split', provinces: r.value.map(provinceId) }) : r;
    }
    case 'reinforce': {
      const r = checkReinforce(s, c, raw.province);
      return r.ok ? ok({ type: 'reinforce', province: provinceId(r.value) }) : r;
    }
    case 'place-army': {
      const r = checkPlaceArmy(s, c, raw.province);
      return r.ok ? ok({ type: 'place-army', province: provinceId(r.value) }) : r;
    }
    case 'allocate': {
      const r = checkAllocation(s, c, raw);
      return r.ok ? ok({ type: 'allocate', ...r.value }) : r;
    }
    case 'spy': {
      if (raw.target === null) return ok({ type: 'spy', target: null });
      if (typeof raw.target !== 'number' || !spyTargets(s, c).includes(raw.target)) {
        return err(ruleError('bad-target', `Spy on one of the colours ${spyTargets(s, c).join(', ')}, or null.`));
      }
      return ok({ type: 'spy', target: raw.target });
    }
    case 'choose-sword': {
      const free = freeSwords(s);
      if (typeof raw.sword !== 'number' || !free.includes(raw.sword)) return err(ruleError('bad-sword', `Choose one of the swords ${free.join(', ')}.`));
      return ok({ type: 'choose-sword', sword: raw.sword });
    }
    case 'build': {
      const r = checkBuild(s, c, raw.province ?? null);
      return r.ok ? ok({ type: 'build', province: r.value === null ? null : provinceId(r.value) }) : r;
    }
    case 'levy': {
      const r = checkLevy(s, c, raw.units);
      return r.ok ? ok({ type: 'levy', units: r.value.map((e) => ({ province: provinceId(e.province), unit: (['bowman', 'gunner', 'swordsman', 'spearman'] as const)[e.unit]!, to: e.to })) }) : r;
    }
    case 'place-ronin': {
      const r = checkRonin(s, c, raw.groups);
      return r.ok ? ok({ type: 'place-ronin', groups: r.value.map((g) => ({ province: provinceId(g.province), troop: g.troop, count: g.count })) }) : r;
    }
    case 'ninja': {
      const r = checkNinja(s, c, raw.target ?? null);
      return r.ok ? ok({ type: 'ninja', target: r.value && { colour: r.value.colour, army: r.value.army } }) : r;
    }
    case 'revenge': {
      const i = s.interrupts[0];
      if (i?.kind !== 'revenge') return err(ruleError('no-revenge', 'There is no revenge to take.'));
      if (typeof raw.army !== 'number' || !revengeTargets(s, i.hirer).includes(raw.army)) {
        return err(ruleError('bad-target', `Pick one of the hirer's daimyos: ${revengeTargets(s, i.hirer).join(', ')}.`));
      }
      return ok({ type: 'revenge', army: raw.army });
    }
    case 'regain': {
      const i = s.interrupts[0];
      if (i?.kind !== 'regain') return err(ruleError('no-regain', 'No daimyo to place.'));
      const r = checkRegain(s, c, i.armies, raw.placements);
      return r.ok
        ? ok({ type: 'regain', placements: r.value.map((p) => ({ army: p.army, province: provinceId(p.province), pickup: unitSpec(p.pickup), ronin: p.ronin })) })
        : r;
    }
    case 'move-armies':
    case 'final-moves': {
      const phase = raw.type === 'move-armies' ? 'A' : 'D';
      const r = runPhaseMoves(cloneState(s), c, phase, raw.marches, raw.forces);
      if ('error' in r) return err(ruleError('illegal-move', r.error));
      return raw.type === 'move-armies'
        ? ok({ type: 'move-armies', marches: json(raw.marches ?? []) as never })
        : ok({ type: 'final-moves', marches: json(raw.marches ?? []) as never, forces: json(raw.forces ?? []) as never });
    }
    case 'declare': {
      const r = checkDeclare(s, c, raw.battles);
      return r.ok ? ok({ type: 'declare', battles: r.value.map((b) => ({ from: provinceId(b.from), troop: b.troop, to: provinceId(b.to) })) }) : r;
    }
    case 'next-battle': {
      const n = s.war!.declared.length;
      if (typeof raw.index !== 'number' || !Number.isInteger(raw.index) || raw.index < 0 || raw.index >= n) {
        return err(ruleError('bad-index', `Choose a declared battle 0..${n - 1}.`));
      }
      return ok({ type: 'next-battle', index: raw.index });
    }
    case 'casualties': {
      const b = s.war!.battle!;
      const side = c === b.attacker ? 'attacker' : 'defender';
      const hits = b.hits![side === 'attacker' ? 0 : 1];
      const l = parseLoss(raw.losses);
      if (!l) return err(ruleError('bad-move', 'Losses are { army: { spearman: 1, daimyo: 0 }, armyRonin, force: {...}, forceRonin, bonus }.'));
      const r = checkLoss(pools(s, b, side), hits, l);
      return r.ok ? ok({ type: 'casualties', losses: lossSpec(r.value) }) : r;
    }
    case 'continue':
      if (typeof raw.callOff !== 'boolean') return err(ruleError('bad-move', 'continue takes { callOff: true | false }.'));
      return ok({ type: 'continue', callOff: raw.callOff });
    case 'follow-up': {
      const r = checkFollowUp(s, c, raw);
      if (!r.ok) return r;
      const f = r.value;
      const out: MbShogunMove = { type: 'follow-up', move: f.move >= 0 ? provinceId(f.move) : null, attack: f.attack >= 0 ? provinceId(f.attack) : null };
      if (f.move >= 0 && (f.garrison.some((x) => x > 0) || f.garrisonRonin > 0)) {
        out.garrison = unitSpec(f.garrison);
        if (f.garrisonRonin > 0) out.garrisonRonin = f.garrisonRonin;
      }
      return ok(out);
    }
  }
  return err(ruleError('bad-move', `Unknown move type '${String(raw.type)}'.`));
}

export function lossSpec(l: Loss): MbShogunMove & { type: 'casualties' } extends { losses: infer L } ? L : never {
  const out: Record<string, unknown> = {};
  const army: Record<string, number> = { ...unitSpec(l.army) };
  if (l.daimyo) army.daimyo = l.daimyo;
  if (Object.keys(army).length) out.army = army;
  if (l.armyRonin) out.armyRonin = l.armyRonin;
  const force = unitSpec(l.force);
  if (Object.keys(force).length) out.force = force;
  if (l.forceRonin) out.forceRonin = l.forceRonin;
  if (l.bonus) out.bonus = l.bonus;
  return out as never;
}

/** Apply a move that validate accepted. Pure: returns a new state. */
export function applyMove(state: MbShogunState, seat: number, move: MbShogunMove, roll?: () => number): Applied<MbShogunState, MbShogunEvent> {
  const s = cloneState(state);
  const ctx = makeCtx(s, Rng.from(s.rng), roll);
  const d = decisionOf(s, seat);
  if (!d) throw new Error(`apply: seat ${seat} has nothing to decide`);
  dispatch(ctx, d, move);
  advance(ctx);
  s.rng = ctx.rng.state();
  return { state: s, events: ctx.ev };
}

function dispatch(ctx: Ctx, d: MbDecision, move: MbShogunMove): void {
  const s = ctx.s;
  const c = d.colour;
  const w = s.war;
  const fail = (e: RuleError): never => {
    throw new Error(`apply: invalid ${move.type}: ${e.message}`);
  };
  switch (move.type) {
    case 'split': {
      const r = checkSplit(s, d.seat, move.provinces);
      if (!r.ok) fail(r.error);
      s.inputs[c] = r.ok ? r.value : null;
      if (s.waiting.every((x, i) => !x || s.inputs[i] !== null)) {
        resolveSplit(ctx);
      }
      return;
    }
    case 'reinforce': {
      const r = checkReinforce(s, c, move.province);
      if (!r.ok) return fail(r.error);
      reinforce(ctx, c, r.value);
      return;
    }
    case 'place-army': {
      const r = checkPlaceArmy(s, c, move.province);
      if (!r.ok) return fail(r.error);
      if (placeArmy(ctx, c, r.value)) startRound(ctx);
      return;
    }
    case 'allocate': {
      const r = checkAllocation(s, c, move);
      if (!r.ok) return fail(r.error);
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
      if (!r.ok) return fail(r.error);
      s.inputs[c] = { province: r.value };
      return;
    }
    case 'levy': {
      const r = checkLevy(s, c, move.units);
      if (!r.ok) return fail(r.error);
      s.inputs[c] = r.value;
      return;
    }
    case 'place-ronin': {
      const r = checkRonin(s, c, move.groups);
      if (!r.ok) return fail(r.error);
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
      if (!r.ok) return fail(r.error);
      applyRegain(ctx, c, r.value);
      return;
    }
    case 'move-armies':
    case 'final-moves': {
      const phase = move.type === 'move-armies' ? 'A' : 'D';
      const r = runPhaseMoves(s, c, phase, move.marches, move.type === 'final-moves' ? move.forces : []);
      if ('error' in r) throw new Error(`apply: invalid ${move.type}: ${r.error}`);
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
      if (!r.ok) return fail(r.error);
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
      if (!r.ok) return fail(r.error);
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
      if (!r.ok) return fail(r.error);
      w!.await = null;
      applyFollowUp(ctx, r.value);
      return;
    }
  }
}
