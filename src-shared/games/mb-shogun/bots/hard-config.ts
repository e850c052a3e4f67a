/**
 * The Hard level's configuration and the pieces of its search (the hooks of
 * search-hooks.ts): the candidates, the sampled worlds, the playout players
 * and the evaluation.
 */
import type { Rng } from '../../../kernel/rng';
import { provincesBySeat, total } from '../board';
import { battleDecisionOf, pendingOf } from '../flow';
import { mbShogun } from '../index';
import { roninRoom } from '../planning';
import { stateWith } from '../clone';
import { boardOf } from '../determinize';
import type { Allocation, MbShogunMove, MbShogunState, MbShogunView } from '../types';
import { NORMAL, battleMove, battleView, heuristicAllocation, heuristicMove, type Style } from './heuristic';

export interface HardConfig {
  /** Evaluation points (about one province each) that count as one logistic scale in the reward (marginReward). */
  scale: number;
  /** UCB1 exploration constant (of the levels that use it: the root with `root: 'ucb'`, any level below). */
  ucb: number;
  /** Progressive bias towards the heuristic's own choice (ismcts firstBias). */
  bias: number;
  /**
   * Most own decisions in the tree per iteration (ismcts maxTreeDepth).
   * 1: at 24-36 iterations over up to 4 root candidates a second level (the
   * Phase B declarations after an allocation) gets one or two visits per
   * child, and each first visit plays an untried alternative (no battles, a
   * battle dropped) where the playouts would play Hard's own declarations.
   */
  depth: number;
  /**
   * Iterations that share one sampled world and its playout dice (ismcts
   * share, common random numbers: the candidates compared in the same
   * worlds): 1 = a fresh world every iteration (plain ISMCTS), 0 = as many as
   * the root has candidates.
   */
  share: number;
  /** How the root's candidates share the iterations (ismcts rootAllocation): 'rounds' = equally, best mean wins; 'ucb' = UCB1, most visited wins. */
  root: 'ucb' | 'rounds';
  /** Playouts (candidate × world) per second of budget. */
  rate: number;
  /** A fixed number of playouts per searched decision instead of the budget's (0 = from the budget); no deadline then. */
  playouts: number;
  /**
   * Candidates compared per decision (`candidates()`: the heuristic's move first, then its variations in a fixed
   * order). 6 since session 10 (4 before): on the same 208 deals against three Normal 6 won 152 where 4 won 97, and
   * on 208 fresh deals 157 where 4 won 103, at the same 72 iterations (docs/games/mb-shogun.md, "Six candidates").
   */
  candidates: number;
  /**
   * The decisions searched (the others are Hard's heuristic's): 'ad' = the
   * allocation and the declarations (before issue 31's second pass); 'adm'
   * also the Phase A marches ('move-armies': the heuristic's marches, staying
   * put, marching blind to or wary of enemy armies next door, each march left
   * out), played to the round's end, when the enemy armies next door have had
   * their wars (the default); 'admf' also the Phase D final moves (armies
   * spreading more or not at all, provincial forces staying; unmeasured).
   */
  kinds: 'ad' | 'adm' | 'admf';
  /**
   * The players in the rollouts (issue 31 part 4): 'normal' = Normal with the coarser calculator (Hard's own style
   * for its seat); 'lean' = the same players planning Phase A and Phase D on the board as it stands, checked once,
   * instead of march by march on copies of it (heuristic.ts Style.lean). Opt-in (`hard:rollout=lean`) until an arena
   * shows it no weaker.
   */
  rollout: 'normal' | 'lean';
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

export const HARD_DEFAULTS: HardConfig = { scale: 4, ucb: 0.7, bias: 0, depth: 1, share: 0, root: 'rounds', rate: 48, playouts: 0, candidates: 6, kinds: 'adm', rollout: 'normal', style: HARD_STYLE };

const KIND_LETTER: Readonly<Record<string, string>> = { allocate: 'a', declare: 'd', 'move-armies': 'm', 'final-moves': 'f' };

/** Whether Hard searches a decision of this kind under `config` (else its heuristic decides alone). */
export function searches(config: HardConfig, kind: string): boolean {
  const letter = KIND_LETTER[kind];
  return letter !== undefined && config.kinds.includes(letter);
}

/** A cheap seat view of a sampled state for the players inside the playouts (they read only what a view shows of their own colours). */
export function simView(s: MbShogunState, seat: number): MbShogunView {
  return { ...(s as unknown as MbShogunView), seat, hiddenGroups: [], spyLook: null, pending: pendingOf(s) };
}

/** Whether colour c is the seat's (seatView; module functions, not closures made at every ply: tsx names each). */
function ownColour(s: MbShogunState, seat: number, c: number): boolean {
  return s.colours[c]!.seat === seat;
}

/** Whether colour c is another seat's with hidden ronin in an army (masked in the seat's view). */
function maskedColour(s: MbShogunState, seat: number, c: number): boolean {
  if (ownColour(s, seat, c)) return false;
  for (const a of s.colours[c]!.armies) if (a.hidden > 0) return true;
  return false;
}

/**
 * The seat's view of a sampled state, made cheaply (no copy of the board): what
 * viewOf hides from the seat and the heuristic reads is masked — other
 * colours' allocations before the reveal (so a choice just made by another seat
 * in a simultaneous allocation stays secret from this one) and where their
 * hidden ronin stand; other colours' inputs show only that they are in. The
 * players in the search's playouts decide from this (simView hands them the
 * sampled state itself).
 */
export function seatView(s: MbShogunState, seat: number): MbShogunView {
  // Each list is copied only when it has something to mask: the playouts ask
  // for a view at every decision, and most boards have no hidden ronin of
  // another colour and no allocation waiting to be revealed.
  let provinces = s.provinces;
  for (let i = 0; i < provinces.length; i++) {
    const p = provinces[i]!;
    if (p.forceHidden > 0 && p.owner >= 0 && !ownColour(s, seat, p.owner)) {
      provinces = s.provinces.map((q) => (q.forceHidden > 0 && q.owner >= 0 && !ownColour(s, seat, q.owner) ? { ...q, forceHidden: 0 } : q));
      break;
    }
  }
  let colours = s.colours;
  for (let c = 0; c < colours.length; c++) {
    if (maskedColour(s, seat, c)) {
      colours = s.colours.map((col, k) => (maskedColour(s, seat, k) ? { ...col, armies: col.armies.map((a) => (a.hidden > 0 ? { ...a, hidden: 0 } : a)) } : col));
      break;
    }
  }
  let inputs = s.inputs;
  for (let c = 0; c < inputs.length; c++) {
    if (inputs[c] !== null && inputs[c] !== true && !ownColour(s, seat, c)) {
      inputs = s.inputs.map((x, k) => (x === null ? null : ownColour(s, seat, k) ? x : true));
      break;
    }
  }
  let alloc = s.alloc;
  if (!s.revealed) {
    for (let c = 0; c < alloc.length; c++) {
      if (alloc[c] !== null && !ownColour(s, seat, c)) {
        alloc = s.alloc.map((a, k) => (ownColour(s, seat, k) ? a : null));
        break;
      }
    }
  }
  // The state's fields written out (clone.ts stateWith; `rng` too, as the spread had it), then the view's own.
  const view = stateWith(s, colours, provinces, alloc, inputs) as unknown as MbShogunView;
  view.seat = seat;
  view.hiddenGroups = [];
  view.spyLook = null;
  view.pending = pendingOf(s);
  return view;
}

/** Players inside the playouts: Normal (Hard's own style for its seat) with a coarser calculator, for speed. */
export function playoutPolicy(
  seat: number,
  style: Style,
  view: (s: MbShogunState, seat: number) => MbShogunView = simView,
  rollout: HardConfig['rollout'] = 'normal',
): (s: MbShogunState, who: number, rng: Rng) => MbShogunMove {
  const lean = rollout === 'lean' ? { lean: true } : {};
  const mine: Style = { ...style, samples: 30, ...lean };
  const others: Style = { ...NORMAL, samples: 30, ...lean };
  return (s, who, rng) => {
    const style = who === seat ? mine : others;
    // A battle's own question (about half a rollout's plies) is answered from the battle alone, not a seat view of
    // the whole board: the same answer (heuristic.ts battleView; bots.test.ts compares them).
    const d = battleDecisionOf(s, who);
    return (d && battleMove(battleView(s, d), s.options, s.round, style)) ?? heuristicMove(view(s, who), who, rng, style);
  };
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

export const FUZZY: Style = { blunder: 0, noise: 0.25, attackAt: 0.55 };

export function candidates(v: MbShogunView, seat: number, rng: Rng, kind: string, config: HardConfig): MbShogunMove[] {
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
  // Phase A: stay put, each march left out, marching bolder (blind to enemy armies next door) or more carefully.
  if (kind === 'move-armies' && base.type === 'move-armies') {
    const knobs = config.style.knobs ?? {};
    add({ type: 'move-armies', marches: [] });
    add(heuristicMove(v, seat, rng, { ...config.style, knobs: { ...knobs, dangerWeight: 0 } }));
    add(heuristicMove(v, seat, rng, { ...config.style, knobs: { ...knobs, dangerWeight: 10 } }));
    for (let i = 0; i < base.marches.length && base.marches.length > 1; i++) add({ type: 'move-armies', marches: base.marches.filter((_, j) => j !== i) });
  }
  // Phase D: armies spreading more (keeping 3 units) or not at all, provincial forces staying.
  if (kind === 'final-moves' && base.type === 'final-moves') {
    const knobs = config.style.knobs ?? {};
    add(heuristicMove(v, seat, rng, { ...config.style, knobs: { ...knobs, armyKeep: 99 } }));
    add(heuristicMove(v, seat, rng, { ...config.style, knobs: { ...knobs, armyKeep: 3 } }));
    add(heuristicMove(v, seat, rng, { ...config.style, knobs: { ...knobs, forceExpand: 0 } }));
  }
  return out.slice(0, config.candidates);
}
