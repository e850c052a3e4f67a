/**
 * Test helpers: scenario boards built by hand, scripted dice, moves applied
 * with them. Only tests import this file.
 */
import { Rng } from '../../kernel/rng';
import { mbIndex, parseUnits } from './board';
import { applyMove, makeCtx } from './apply';
import { cloneState } from './clone';
import { advance } from './advance';
import { pendingOf } from './flow';
import { mbShogun } from './index';
import { setupGame } from './setup';
import { newWar } from './war';
import type { Ctx, MbShogunEvent, MbShogunMove, MbShogunOptions, MbShogunState, UnitSpec, Units, WarState } from './types';

export const P = (id: string): number => mbIndex(id);

/** Dice that come out in the given order; running out is an error, or (`then`) random dice follow. */
export function scripted(values: number[], then?: Rng): () => number {
  const queue = values.slice();
  return () => {
    const v = queue.shift();
    if (v !== undefined) return v;
    if (then) return 1 + then.int(12);
    throw new Error('scripted dice: no more values');
  };
}

/** A state right after setup (no moves yet), for flows. */
export function freshState(options: Partial<MbShogunOptions> & { players: MbShogunOptions['players'] }, seed = 'test'): MbShogunState {
  const { state, ctx } = setupGame({ extended: false, roundLimit: null, ...options }, seed);
  advance(ctx);
  state.rng = ctx.rng.state();
  return state;
}

/**
 * An empty board in round `round` (every colour alive with its koku, no
 * armies in play, nothing on the board) to build a scene on. Units placed with
 * `put` and `putArmy` come from the trays, so the invariants hold.
 */
export function scene(players: MbShogunOptions['players'] = 4, round = 2): MbShogunState {
  const s = freshState({ players });
  for (const p of s.provinces) {
    if (p.owner >= 0) s.colours[p.owner]!.tray[3] += p.force[3];
    p.owner = -1;
    p.force = [0, 0, 0, 0];
    p.army = -1;
  }
  for (const c of s.colours) {
    for (const a of c.armies) {
      for (let t = 0; t < 4; t++) c.tray[t]! += a.units[t]!;
      a.alive = false;
      a.province = -1;
      a.units = [0, 0, 0, 0];
    }
    c.koku = 0;
  }
  s.round = round;
  s.stage = { kind: 'plan' };
  s.waiting = s.colours.map(() => false);
  s.inputs = s.colours.map(() => null);
  s.order = s.colours.map((_, i) => i);
  s.colours.forEach((c, i) => (c.sword = i + 1));
  return s;
}

const units = (spec: UnitSpec): Units => {
  const u = parseUnits(spec);
  if (!u) throw new Error(`bad units ${JSON.stringify(spec)}`);
  return u;
};

/** A provincial force of `colour` in province `id` (taken from its tray). */
export function put(s: MbShogunState, colour: number, id: string, spec: UnitSpec, extra: { ronin?: number; hidden?: number; castle?: 0 | 1 | 2 } = {}): void {
  const p = s.provinces[P(id)]!;
  const u = units(spec);
  p.owner = colour;
  for (let t = 0; t < 4; t++) {
    p.force[t]! += u[t]!;
    s.colours[colour]!.tray[t]! -= u[t]!;
  }
  p.forceRonin += extra.ronin ?? 0;
  p.forceHidden += extra.hidden ?? 0;
  s.roninTray -= (extra.ronin ?? 0) + (extra.hidden ?? 0);
  if (extra.castle !== undefined) {
    if (extra.castle >= 1 && p.castle < 1) s.castlesLeft--;
    if (extra.castle === 2 && p.castle < 2) s.basesLeft--;
    p.castle = extra.castle;
  }
}

/** Army `army` of `colour` with its daimyo and units in province `id`. */
export function putArmy(s: MbShogunState, colour: number, army: number, id: string, spec: UnitSpec, extra: { hole?: number; ronin?: number; hidden?: number } = {}): void {
  const p = s.provinces[P(id)]!;
  const a = s.colours[colour]!.armies[army]!;
  const u = units(spec);
  p.owner = colour;
  p.army = army;
  a.alive = true;
  a.province = P(id);
  a.units = u;
  for (let t = 0; t < 4; t++) s.colours[colour]!.tray[t]! -= u[t]!;
  a.hole = extra.hole ?? 0;
  a.ronin = extra.ronin ?? 0;
  a.hidden = extra.hidden ?? 0;
  s.roninTray -= a.ronin + a.hidden;
}

/** Starts `colour`'s Wage War at `step` (the other colours keep their swords). */
export function atWar(s: MbShogunState, colour: number, step: WarState['step'] = 'c'): void {
  s.stage = { kind: 'war' };
  s.order = [colour, ...s.colours.map((_, i) => i).filter((i) => i !== colour)];
  s.war = newWar(0, colour);
  s.war.step = step;
  s.revealed = true;
  s.alloc = s.colours.map(() => ({ swords: 0, build: 0, levy: 0, ronin: 0, ninja: 0 }));
}

/** Runs the engine on from a hand-made state with scripted dice. */
export function run(s: MbShogunState, dice: number[] = [], body?: (ctx: Ctx) => void): { state: MbShogunState; events: MbShogunEvent[] } {
  const ctx = makeCtx(cloneState(s), Rng.seeded('run'), scripted(dice));
  body?.(ctx);
  advance(ctx);
  return { state: ctx.s, events: ctx.ev };
}

/** Validates and applies a move of `seat` with scripted dice; throws on an illegal move. */
export function play(s: MbShogunState, seat: number, move: unknown, dice: number[] = [], thenRandom = false): { state: MbShogunState; events: MbShogunEvent[] } {
  const v = mbShogun.validate(s, seat, move);
  if (!v.ok) throw new Error(`${v.error.code}: ${v.error.message}`);
  if (!dice.length && !thenRandom) return mbShogun.apply(s, seat, v.value);
  // As the kernel applies (defineRuleset), with the dice scripted.
  const state = cloneState(s);
  const rng = Rng.from(state.rng);
  const events: MbShogunEvent[] = [];
  applyMove({ state, rng, emit: (e) => void events.push(e) }, seat, v.value as MbShogunMove, scripted(dice, thenRandom ? Rng.seeded('then') : undefined));
  state.rng = rng.state();
  return { state, events };
}

export function reject(s: MbShogunState, seat: number, move: unknown): string {
  const v = mbShogun.validate(s, seat, move);
  if (v.ok) throw new Error(`expected ${JSON.stringify(move)} to be illegal`);
  return v.error.code;
}

export const pending = (s: MbShogunState): { seat: number; kind: string; colour: number }[] => pendingOf(s).map((d) => ({ seat: d.seat, kind: d.kind, colour: d.colour }));

export const of = <T extends MbShogunEvent['type']>(events: MbShogunEvent[], type: T): Extract<MbShogunEvent, { type: T }>[] =>
  events.filter((e): e is Extract<MbShogunEvent, { type: T }> => e.type === type);
