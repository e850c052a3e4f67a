/**
 * The Hard level: determinized flat Monte Carlo (src-shared/ai/flat-mc.ts,
 * as the other games' Hard levels) over candidates of the Normal heuristic at the two
 * decisions that shape a round — the koku allocation and the Phase B
 * declarations — in worlds sampled from the seat's view (determinize below),
 * played on by Normal players to the end of the round and scored by
 * `evaluate`. Every other decision is Normal's.
 *
 * Budget: the number of sampled worlds is fixed by the budget at a fixed
 * rate (PLAYOUTS_PER_SECOND), so a decision depends only on (view, seat, rng,
 * budget); the budget is also a hard cap (only a slow machine stops early).
 */
import { parseBotParams, type BotParamSchema } from '../../../ai/bot-params';
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import type { Rng } from '../../../kernel/rng';
import { provincesBySeat, total } from '../board';
import { cloneState } from '../clone';
import { pendingOf } from '../flow';
import { mbShogun } from '../index';
import { roninRoom } from '../planning';
import { boardOf } from '../determinize';
import type { Allocation, MbShogunMove, MbShogunState, MbShogunView } from '../types';
import { NORMAL, heuristicAllocation, heuristicMove, tunedStyle, type Style } from './heuristic';

export const HARD_DEFAULT_BUDGET_MS = 1500;

export interface HardConfig {
  /** Playouts (candidate × world) per second of budget. */
  rate: number;
  /** A fixed number of playouts per searched decision instead of the budget's (0 = from the budget); no deadline then. */
  playouts: number;
  /** Candidates compared per decision. */
  candidates: number;
  /** Stages of successive halving (1 = every candidate plays every world). */
  halving: number;
  /**
   * How much better (in evaluation points, about one province each) a
   * candidate's mean must be than the heuristic's own choice to replace it: few
   * worlds give noisy means, and the heuristic's choice is the better bet on a tie.
   */
  margin: number;
  /** Hard's own heuristic: its candidates, its seat inside the playouts, and the decisions it does not search. */
  style: Style;
}

/**
 * Hard's own heuristic: Normal with two changes that won against 3 Normal in
 * the arena (200 games each, docs/games/mb-shogun.md): no koku into the Swords
 * box by default (the search still tries one; the koku buys more troops, and a
 * random late sword lets the others' wars weaken each other first), and armies
 * keep 6 units, not 4, when they send units into empty provinces in Phase D.
 */
export const HARD_STYLE: Style = { ...NORMAL, knobs: { swordAt: 99, armyKeep: 6 } };

export const HARD_DEFAULTS: HardConfig = { rate: 24, playouts: 0, candidates: 4, halving: 1, margin: 0, style: HARD_STYLE };

/** A cheap seat view of a sampled state for the players inside the playouts (they read only what a view shows of their own colours). */
function simView(s: MbShogunState, seat: number): MbShogunView {
  return { ...(s as unknown as MbShogunView), seat, hiddenGroups: [], spyLook: null, pending: pendingOf(s) };
}

/** Players inside the playouts: Normal (Hard's own style for its seat) with a coarser calculator, for speed. */
function playoutPolicy(seat: number, style: Style): (s: MbShogunState, who: number, rng: Rng) => MbShogunMove {
  const mine: Style = { ...style, samples: 30 };
  const others: Style = { ...NORMAL, samples: 30 };
  return (s, who, rng) => heuristicMove(simView(s, who), who, rng, who === seat ? mine : others);
}

/**
 * One plausible full state from the view: other colours' unrevealed
 * allocations guessed by the Normal heuristic in their place, their hidden
 * ronin groups put on random troops of theirs with room, a fresh Rng.
 */
export function determinize(v: MbShogunView, rng: Rng): MbShogunState {
  const s = boardOf(v);
  s.rng = rng.fork('world').state();
  const mine = (c: number): boolean => v.seat !== null && s.colours[c]!.seat === v.seat;
  // Hidden ronin of other colours: the group sizes are known, not where.
  v.hiddenGroups.forEach((groups, c) => {
    if (mine(c) || !s.colours[c]!.alive) return;
    for (const n of groups) {
      const spots: { p: number; troop: 'army' | 'force' }[] = [];
      s.provinces.forEach((p, i) => {
        if (p.owner !== c) return;
        if (p.army >= 0 && roninRoom(s, c, i, 'army') >= n) spots.push({ p: i, troop: 'army' });
        if (total(p.force) > 0 && roninRoom(s, c, i, 'force') >= n) spots.push({ p: i, troop: 'force' });
      });
      if (spots.length === 0) continue;
      const at = rng.pick(spots);
      if (at.troop === 'army') s.colours[c]!.armies[s.provinces[at.p]!.army]!.hidden += n;
      else s.provinces[at.p]!.forceHidden += n;
    }
  });
  // Other colours' allocations not yet revealed: what Normal would do in their place.
  if (s.stage.kind === 'plan' && !s.revealed) {
    const waiting = new Set(v.pending.map((x) => x.colour));
    s.colours.forEach((col, c) => {
      if (!col.alive || mine(c) || waiting.has(c) || s.alloc[c] !== null || s.spy?.holder === c) return;
      // They have allocated (we only know that): guess.
      const m = heuristicAllocation(s, c, rng);
      if (m.type === 'allocate') s.alloc[c] = { swords: m.swords, build: m.build, levy: m.levy, ronin: m.ronin, ninja: m.ninja };
    });
  }
  return s;
}

/** How good the state is for `seat`: provinces against the best opponent, armies, units, koku. */
export function evaluate(s: MbShogunState, seat: number): number {
  if (s.result) return s.result.winners.includes(seat) ? 100 : -100;
  const prov = provincesBySeat(s);
  const strength = new Array<number>(s.options.players).fill(0);
  s.colours.forEach((c) => {
    if (!c.alive) return;
    for (const a of c.armies) if (a.alive) strength[c.seat]! += 3 + total(a.units) * 0.3 + (a.hole / 3) * 1.5;
    strength[c.seat]! += c.koku * 0.3;
  });
  s.provinces.forEach((p) => {
    if (p.owner >= 0) strength[s.colours[p.owner]!.seat]! += total(p.force) * 0.2 + p.castle * 0.5;
  });
  const score = prov.map((n, i) => n + strength[i]!);
  const others = score.filter((_, i) => i !== seat);
  return score[seat]! - 0.6 * Math.max(...others) - 0.4 * (others.reduce((a, b) => a + b, 0) / Math.max(1, others.length));
}

const FUZZY: Style = { blunder: 0, noise: 0.25, attackAt: 0.55 };

function candidates(v: MbShogunView, seat: number, rng: Rng, kind: string, config: HardConfig): MbShogunMove[] {
  const base = heuristicMove(v, seat, rng, config.style);
  const out: MbShogunMove[] = [base];
  const seen = new Set([JSON.stringify(base)]);
  const add = (m: MbShogunMove): void => {
    const k = JSON.stringify(m);
    if (!seen.has(k) && mbShogun.validate(boardOf(v), seat, m).ok) {
      seen.add(k);
      out.push(m);
    }
  };
  if (kind === 'allocate' && base.type === 'allocate') {
    const shift = (from: keyof Allocation, to: keyof Allocation, n = 1): void => {
      const a = { ...base } as MbShogunMove & Allocation;
      if (a[from] < n) return;
      a[from] -= n;
      a[to] += n;
      add(a);
    };
    shift('levy', 'ronin');
    shift('ronin', 'levy');
    shift('levy', 'swords');
    shift('levy', 'ninja');
    shift('ninja', 'levy');
    shift('build', 'levy', 2);
    shift('levy', 'build', 2);
  }
  if (kind === 'declare' && base.type === 'declare') {
    add({ type: 'declare', battles: [] });
    for (let i = 0; i < base.battles.length && out.length < 6; i++) add({ type: 'declare', battles: base.battles.filter((_, j) => j !== i) });
    for (let k = 0; k < 3 && out.length < 6; k++) add(heuristicMove(v, seat, rng, { ...config.style, ...FUZZY }));
  }
  return out.slice(0, config.candidates);
}

/**
 * `budgetMs` sets how many playouts are planned and, unless `deadline` is
 * false, also stops them when the time is up. Tests that compare two decisions
 * turn the deadline off: on a loaded machine a deadline cuts the search at a
 * different playout each time, and the choice can differ for that reason alone.
 */
export function hardMove(
  v: MbShogunView,
  seat: number,
  rng: Rng,
  budgetMs = HARD_DEFAULT_BUDGET_MS,
  onProgress?: (f: number) => void,
  deadline = true,
  config: HardConfig = HARD_DEFAULTS,
): MbShogunMove {
  const started = performance.now();
  const d = v.pending.find((x) => x.seat === seat);
  if (!d || (d.kind !== 'allocate' && d.kind !== 'declare')) return heuristicMove(v, seat, rng, config.style);
  const cands = candidates(v, seat, rng, d.kind, config);
  if (cands.length <= 1) return cands[0]!;
  const round = v.round;
  const warIndex = v.war?.index ?? -1;
  const playouts = config.playouts > 0 ? config.playouts : roundsFor(budgetMs, config.rate);
  const result = flatMonteCarlo<MbShogunState, MbShogunMove>({
    ruleset: mbShogun,
    seat,
    candidates: cands,
    determinize: (r) => determinize(v, r),
    clone: cloneState,
    policy: playoutPolicy(seat, config.style),
    evaluate,
    // Allocations play to the end of the round; declarations to the end of this colour's war.
    stop: (s) => s.stage.kind === 'over' || s.round > round || (d.kind === 'declare' && (s.war === null || s.war.index !== warIndex)),
    rounds: Math.max(2, Math.floor(playouts / cands.length)),
    halving: config.halving,
    // A fixed playout count is a measurement setting: no deadline, so that the load does not change the choice.
    deadline: deadline && config.playouts === 0 ? started + budgetMs : Number.POSITIVE_INFINITY,
    onProgress,
    maxPlies: 3000,
    rng,
  });
  // The heuristic's choice (candidate 0) stands unless another is clearly better.
  if (result.played[0] === Math.max(...result.played) && result.means[result.index]! - result.means[0]! <= config.margin) return cands[0]!;
  return result.move;
}

/** The arena's `hard:key=value` parameters: HardConfig's numbers; any other key tunes Hard's own heuristic (tunedStyle). */
/** The Hard level's own tuning parameters (see HardConfig); the rest tune its heuristic's style (tunedStyle). */
export const HARD_PARAMS: BotParamSchema = {
  rate: { kind: 'number', min: 0 },
  playouts: { kind: 'number', min: 0 },
  candidates: { kind: 'number', min: 0 },
  halving: { kind: 'number', min: 0 },
  margin: { kind: 'number', min: 0 },
};

export function hardConfigWith(base: HardConfig, params: Readonly<Record<string, string>>): HardConfig {
  const next: HardConfig = { ...base };
  const styleParams: Record<string, string> = {};
  const own: Record<string, string> = {};
  for (const [key, raw] of Object.entries(params)) (key in HARD_PARAMS ? own : styleParams)[key] = raw;
  Object.assign(next, parseBotParams('hard', HARD_PARAMS, own));
  next.style = tunedStyle(base.style, styleParams);
  return next;
}
