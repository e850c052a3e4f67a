/**
 * Henn's Shogun's hooks for the one search (ai/ismcts.ts): Hard is a
 * configuration of it (hard.ts).
 *
 * - candidates: for the secret plan the heuristic's plan, its bid varied and
 *   (`mutations`, the default since issue 31's second pass) the plan without
 *   each of its chosen pairs and with the best pair of each action it left
 *   out, then noisy plans up to `planCandidates`; for
 *   a march or battle the Normal heuristic's best four (`marchOptions`); for
 *   the seat-order choice every free slot. Every other decision (draft,
 *   revolt order) is the heuristic's one move, so it is no node of the tree.
 *   The root's list is drawn once from the real view and offered in every
 *   world (the plan list has noisy members drawn from an Rng: drawn per
 *   world they would never meet themselves across worlds);
 * - moveKey: a plan by its canonical action→card assignment and bid (the
 *   same plan built in another order keeps its key), other moves by value;
 * - policy: the Normal heuristic from the seat's view of the sampled world
 *   (sim-view.ts: the face-down action cards masked; the heuristic reads only
 *   its own seat's plan, so the searching seat's secret plan stays secret
 *   from the other seats inside the worlds; bots.test.ts checks it);
 * - evaluate: evaluate.ts (points now plus the board's worth in the scorings
 *   to come, money, armies, rice for winter; relative to the best and the
 *   mean rival) through a logistic (`scale` points = one logistic unit);
 * - stop: `horizon` (horizonStop): Hard's 'year' plays to the next year's first
 *   planning, through the winter and its scoring (or the game's end); 'season'
 *   is the former flat Hard's horizon, the end of the season (through the
 *   winter after autumn); 'game' plays to the end.
 *
 * Worlds throw through the fast statistical surrogate of the physics tower
 * (or the classic odds when the game uses them).
 */
import { marginReward } from '../../../ai/ismcts';
import { ownedApply } from '../../../ai/owned-apply';
import type { SearchHooks } from '../../../ai/search-hooks';
import type { Rng } from '../../../kernel/rng';
import { applyMove } from '../apply';
import { freeSlots } from '../bidding';
import { provinceId } from '../board';
import { cloneState } from '../clone';
import { determinize, type DeterminizeOptions } from '../determinize';
import { pendingOf } from '../flow';
import { createHennShogun, surrogateTower, type HennShogunRuleset } from '../index';
import { statisticalTower } from '../tower-model';
import type { HennShogunMove, HennShogunState, HennShogunView } from '../types';
import { evaluateFor } from './evaluate';
import { NORMAL, heuristicMove, heuristicPlan, marchOptions, planPairs, type Pair, type PlanTweak, type Style } from './heuristic';
import { simView } from './sim-view';

/** What the hooks need of the Hard level's configuration (hard.ts HardConfig). */
export interface HookConfig {
  opponents: NonNullable<DeterminizeOptions['opponents']>;
  noisy: number;
  planCandidates: number;
  mutations: boolean;
  /** Evaluation points that count as one logistic unit in the reward. */
  scale: number;
  /**
   * The players in the rollouts: 'normal' = the Normal heuristic; 'lean' = Normal whose marches onto own provinces
   * skip "gather where you can strike next" (heuristic.ts Style.lean). Absent = 'normal'.
   */
  rollout?: 'normal' | 'lean';
  /** Where the rollouts stop (horizonStop): 'season', 'year' (Hard's default, hard.ts) or 'game'. Absent = 'season'. */
  horizon?: Horizon;
}

// Sampled worlds throw through the fast statistical surrogate of the physics
// tower (or the classic odds when the game uses them).
const surrogate = surrogateTower();
const surrogateEngine = createHennShogun({ tower: surrogate });
const classicEngine = createHennShogun();
export const engineFor = (v: HennShogunView): HennShogunRuleset => (v.options.tower.model === 'physics' ? surrogateEngine : classicEngine);

/**
 * The engine of the search's rollouts: engineFor's, but a rollout's own states
 * (after its first move) are changed in place rather than copied at every ply
 * (ai/owned-apply.ts; the same moves and throws, only the copies saved). The
 * apply step is the engine's own (index.ts: applyMove with the same tower).
 */
const rolloutSurrogate = ownedApply(surrogateEngine, (ctx, seat, move) => applyMove(ctx, seat, move, surrogate));
const rolloutClassic = ownedApply(classicEngine, (ctx, seat, move) => applyMove(ctx, seat, move, statisticalTower(ctx.state.options.tower.p, ctx.state.options.tower.q)));
export const rolloutEngineFor = (v: Pick<HennShogunView, 'options'>): HennShogunRuleset => (v.options.tower.model === 'physics' ? rolloutSurrogate : rolloutClassic);

/** The Normal heuristic for any seat of a sampled world, from that seat's view of it. */
export const policy = (s: HennShogunState, seat: number, rng: Rng): HennShogunMove => heuristicMove(simView(s, seat), seat, rng, NORMAL);

const LEAN: Style = { ...NORMAL, lean: true };
/** policy with the lean marches (HookConfig.rollout 'lean'). */
export const leanPolicy = (s: HennShogunState, seat: number, rng: Rng): HennShogunMove => heuristicMove(simView(s, seat), seat, rng, LEAN);

function dedupe(moves: HennShogunMove[]): HennShogunMove[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const key = moveKey(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Plan candidates: the heuristic's plan, its bid varied, then (`mutations`)
 * the plan without each of its chosen pairs (weakest first) and with the best
 * pair of each action it left out, then noisy plans up to `count`.
 */
export function planCandidates(v: HennShogunView, seat: number, rng: Rng, count: number, mutations: boolean): HennShogunMove[] {
  const fuzzy: Style = { noise: 0.6, blunder: 0 };
  const base = heuristicPlan(v, seat, rng, NORMAL);
  const out: HennShogunMove[] = [base];
  for (const bias of [-1, 1, 2]) out.push(heuristicPlan(v, seat, rng, NORMAL, bias));
  if (mutations && base.type === 'plan') {
    const pairs = planPairs(v, seat);
    const inBase = (p: Pair): boolean => base.actions[p.action] === provinceId(p.province);
    const chosen = pairs.filter((p) => inBase(p) && p.value > 0.05).reverse();
    const taken = new Set(chosen.map((p) => p.action));
    const missing: Pair[] = [];
    for (const p of pairs) if (!taken.has(p.action) && !missing.some((m) => m.action === p.action)) missing.push(p);
    const tweaks: PlanTweak[] = [];
    // Interleave: one without, one with, so a short list still gets both kinds.
    for (let i = 0; i < Math.max(chosen.length, missing.length); i++) {
      if (chosen[i]) tweaks.push({ forbid: [chosen[i]!] });
      if (missing[i]) tweaks.push({ force: [missing[i]!] });
    }
    for (const t of tweaks) out.push(heuristicPlan(v, seat, rng, NORMAL, 0, null, t));
  }
  for (let k = 0; dedupe(out).length < count && k < count * 2; k++) out.push(heuristicPlan(v, seat, rng, fuzzy));
  return dedupe(out).slice(0, count);
}

/** The decision kinds Hard searches, with the playout rate key of each (hard.ts PLAYOUTS_PER_SECOND). */
export const SEARCHED = { plan: 'plan', move: 'march', battle: 'march', 'choose-slot': 'slot' } as const;

/**
 * The moves Hard compares for the seat's pending decision, best first (the
 * heuristic's own choice first); one heuristic move for the decisions it
 * leaves to Normal.
 */
export function hardCandidates(v: HennShogunView, seat: number, rng: Rng, cfg: Pick<HookConfig, 'planCandidates' | 'mutations'>): HennShogunMove[] {
  const decision = v.pending.find((d) => d.seat === seat);
  let out: HennShogunMove[] = [];
  switch (decision?.kind) {
    case 'plan':
      out = planCandidates(v, seat, rng, cfg.planCandidates, cfg.mutations);
      break;
    case 'move':
    case 'battle':
      out = marchOptions(v, seat)
        .sort((a, b) => b.value - a.value)
        .slice(0, 4)
        .map((o) => o.move);
      break;
    case 'choose-slot':
      out = freeSlots(v).map((slot) => ({ type: 'choose-slot', slot }));
      break;
  }
  return out.length > 0 ? out : [heuristicMove(v, seat, rng, NORMAL)];
}

/** A key for a move, the same in every sampled world: a plan by its sorted action→card pairs and bid. */
export function moveKey(m: HennShogunMove): string {
  let k = keys.get(m);
  if (k === undefined) keys.set(m, (k = keyOf(m)));
  return k;
}

/**
 * Keys already made, by move object: the root's candidates are the same objects in every iteration (moves are never
 * changed once made), so a plan's pairs are sorted and joined once per decision, not once per iteration.
 */
const keys = new WeakMap<HennShogunMove, string>();

function keyOf(m: HennShogunMove): string {
  switch (m.type) {
    case 'plan': {
      const pairs = Object.entries(m.actions)
        .filter(([, card]) => card !== null && card !== undefined)
        .map(([a, card]) => `${a}=${card}`)
        .sort();
      return `P${pairs.join(',')}|${m.bid ?? '-'}`;
    }
    case 'choose-slot':
      return `S${m.slot}`;
    case 'march':
      return `M${m.to}x${m.count}`;
    case 'pass':
      return 'pass';
    default:
      return JSON.stringify(m);
  }
}

/** The playout horizon from view `v`: the next planning of another season, or the game's end. */
export function seasonOver(v: Pick<HennShogunView, 'year' | 'season'>): (s: HennShogunState) => boolean {
  const { year, season } = v;
  return (s) => s.phase === 'over' || (s.phase === 'plan' && (s.season !== season || s.year !== year));
}

/** How far a rollout plays before evaluate.ts judges it. */
export type Horizon = 'season' | 'year' | 'game';

/**
 * The playout horizon from view `v`: 'season' = seasonOver; 'year' = the
 * first planning of the next year (through the year's winter and its
 * scoring), or the game's end; 'game' = the game's end, judged by its real
 * result (evaluate.ts: the score and the winner's bonus).
 */
export function horizonStop(v: Pick<HennShogunView, 'year' | 'season'>, horizon: Horizon = 'season'): (s: HennShogunState) => boolean {
  if (horizon === 'season') return seasonOver(v);
  if (horizon === 'game') return (s) => s.phase === 'over';
  const { year } = v;
  return (s) => s.phase === 'over' || (s.phase === 'plan' && s.year !== year);
}

/**
 * The hooks for `seat` deciding from view `v`; `rootCandidates` (hardCandidates
 * of the real view) are offered at the root in every world.
 */
export function hennHooks(v: HennShogunView, seat: number, cfg: HookConfig, rootCandidates: readonly HennShogunMove[]): SearchHooks<HennShogunState, HennShogunMove> {
  // The plain guesses of the other seats' hidden plans are the same in every world of this view (determinize.ts).
  const det: DeterminizeOptions = { opponents: cfg.opponents, noisy: cfg.noisy, guesses: new Map() };
  // The worlds as drawn: the root decision is asked in exactly these states.
  const roots = new WeakSet<HennShogunState>();
  // The other seats' plans in this world, when the root decision is the seat's plan: every root
  // candidate is played in the same world (`share` 0: a round of the candidates), and the seats
  // that plan after the searching seat plan from the same state in each — the plans are secret,
  // applying one only lays it down (planning.ts applyPlan), the Normal heuristic reads no other
  // seat's plan and draws nothing from the Rng. So their plans are worked out once per world, not
  // once per candidate: the same moves, the same numbers (rollout-engine.test.ts checks the search).
  const planRoot = v.pending.some((d) => d.seat === seat && d.kind === 'plan');
  let plansInWorld = new Map<number, HennShogunMove>();
  const players = cfg.rollout === 'lean' ? leanPolicy : policy;
  const inRootPlanning = (s: HennShogunState, who: number): boolean =>
    s.phase === 'plan' && s.year === v.year && s.season === v.season && pendingOf(s).some((d) => d.seat === who && d.kind === 'plan');
  return {
    ruleset: rolloutEngineFor(v),
    determinize: (rng) => {
      const world = determinize(v, rng, det);
      roots.add(world);
      plansInWorld = new Map();
      return world;
    },
    clone: cloneState,
    candidates: (s, who, rng) => (roots.has(s) ? rootCandidates : hardCandidates(simView(s, who), who, rng, cfg)),
    moveKey,
    policy: planRoot
      ? (s, who, rng) => {
          if (who === seat || !inRootPlanning(s, who)) return players(s, who, rng);
          let plan = plansInWorld.get(who);
          if (plan === undefined) plansInWorld.set(who, (plan = players(s, who, rng)));
          return plan;
        }
      : players,
    evaluate: (s, who) => marginReward(evaluateFor(s, who), cfg.scale),
    stop: horizonStop(v, cfg.horizon),
  };
}
