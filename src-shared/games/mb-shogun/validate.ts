/**
 * MB's own checks of a move (the kernel's come first: defineRuleset). Never
 * throws on bad input; complex moves (marches, final moves) are checked by
 * applying them to a copy, so validation and application can never disagree.
 */
import { err, ok, type Result, type RuleError } from '../../kernel/ruleset';
import { refuse } from './errors';
import { provinceId, unitSpec } from './board';
import { checkLoss, parseLoss, type Loss } from './casualties';
import { pools } from './combat';
import { cloneState } from './clone';
import { pendingOf } from './flow';
import { applyForceMoves, applyMarches, type MoveResult } from './movement';
import { checkAllocation, checkBuild, checkLevy, checkRonin, freeSwords, spyTargets } from './planning';
import { checkPlaceArmy, checkReinforce, checkSplit } from './setup';
import { checkRegain } from './takeover';
import { checkDeclare, checkFollowUp, checkNinja, revengeTargets } from './war';
import type { MbDecision, MbShogunMove, MbShogunState } from './types';

export function decisionOf(s: MbShogunState, seat: number): MbDecision | undefined {
  return pendingOf(s).find((d) => d.seat === seat);
}

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x ?? null)) as T;

/** Phase A or D's moves applied to a board; why they are refused (errors.ts codes) or the result. */
export function runPhaseMoves(b: MbShogunState, colour: number, phase: 'A' | 'D', marches: unknown, forces: unknown): { error: RuleError } | MoveResult {
  const res: MoveResult = { events: [], conquered: [] };
  const e1 = applyMarches(b, colour, marches ?? [], phase, res);
  if (e1) return { error: e1 };
  if (phase === 'D') {
    const e2 = applyForceMoves(b, colour, forces ?? [], res.conquered.slice(), res);
    if (e2) return { error: e2 };
  }
  return res;
}

export function validateMove(s: MbShogunState, seat: number, move: unknown): Result<MbShogunMove, RuleError> {
  // The kernel (defineRuleset) has checked the game is on, the seat is asked and the move's type answers its
  // decision; the schema has shaped the move.
  const raw = move as Record<string, unknown> & { type: string };
  const d = decisionOf(s, seat)!;
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
        return refuse('bad-target', `Spy on one of the colours ${spyTargets(s, c).join(', ')}, or null.`);
      }
      return ok({ type: 'spy', target: raw.target });
    }
    case 'choose-sword': {
      const free = freeSwords(s);
      if (typeof raw.sword !== 'number' || !free.includes(raw.sword)) return refuse('bad-sword', `Choose one of the swords ${free.join(', ')}.`);
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
      if (i?.kind !== 'revenge') return refuse('no-revenge', 'There is no revenge to take.');
      if (typeof raw.army !== 'number' || !revengeTargets(s, i.hirer).includes(raw.army)) {
        return refuse('bad-target', `Pick one of the hirer's daimyos: ${revengeTargets(s, i.hirer).join(', ')}.`);
      }
      return ok({ type: 'revenge', army: raw.army });
    }
    case 'regain': {
      const i = s.interrupts[0];
      if (i?.kind !== 'regain') return refuse('no-regain', 'No daimyo to place.');
      const r = checkRegain(s, c, i.armies, raw.placements);
      return r.ok
        ? ok({ type: 'regain', placements: r.value.map((p) => ({ army: p.army, province: provinceId(p.province), pickup: unitSpec(p.pickup), ronin: p.ronin })) })
        : r;
    }
    case 'move-armies':
    case 'final-moves': {
      const phase = raw.type === 'move-armies' ? 'A' : 'D';
      const r = runPhaseMoves(cloneState(s), c, phase, raw.marches, raw.forces);
      if ('error' in r) return err(r.error);
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
        return refuse('bad-index', `Choose a declared battle 0..${n - 1}.`);
      }
      return ok({ type: 'next-battle', index: raw.index });
    }
    case 'casualties': {
      const b = s.war!.battle!;
      const side = c === b.attacker ? 'attacker' : 'defender';
      const hits = b.hits![side === 'attacker' ? 0 : 1];
      const l = parseLoss(raw.losses);
      if (!l) return refuse('bad-move', 'Losses are { army: { spearman: 1, daimyo: 0 }, armyRonin, force: {...}, forceRonin, bonus }.');
      const r = checkLoss(pools(s, b, side), hits, l);
      return r.ok ? ok({ type: 'casualties', losses: lossSpec(r.value) }) : r;
    }
    case 'continue':
      if (typeof raw.callOff !== 'boolean') return refuse('bad-move', 'continue takes { callOff: true | false }.');
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
  return refuse('bad-move', `Unknown move type '${String(raw.type)}'.`);
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
