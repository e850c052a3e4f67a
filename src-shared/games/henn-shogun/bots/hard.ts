/**
 * The Hard level: flat Monte Carlo over a few candidate moves in worlds
 * sampled from the seat's view (determinize.ts), played on by the Normal
 * heuristic to the end of the season (and through the winter after autumn)
 * with the statistical tower, and scored by evaluate.ts.
 *
 * Budget: the number of playouts is fixed by the budget at a fixed rate
 * (PLAYOUTS_PER_SECOND), so the choice is reproducible from the seed; the time
 * budget is also a hard cap (a slow machine stops early, and only then can the
 * choice differ between runs).
 */
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import type { Rng } from '../../../kernel/rng';
import { freeSlots } from '../bidding';
import { cloneState } from '../clone';
import { createHennShogun, surrogateTower, type HennShogunRuleset } from '../index';
import type { HennShogunMove, HennShogunState, HennShogunView } from '../types';
import { determinize, type DeterminizeOptions } from '../determinize';
import { evaluateFor } from './evaluate';
import { provinceId } from '../board';
import { NORMAL, heuristicMove, heuristicPlan, marchOptions, planPairs, type Pair, type PlanTweak, type Style } from './heuristic';
import { simView } from './sim-view';

export const HARD_DEFAULT_BUDGET_MS = 1500;
/**
 * Playouts (candidate × sampled world) per second of budget, per decision
 * kind, calibrated so a decision takes well under its budget on an ordinary
 * machine; the worlds are this divided among the candidates.
 */
export const PLAYOUTS_PER_SECOND = { plan: 320, march: 480, slot: 600 } as const;

/** The knobs of the search (the defaults are the Hard level; the arena can vary them for tuning). */
export interface HardConfig {
  /** Factor on PLAYOUTS_PER_SECOND. */
  rate: number;
  /** Stop at the time budget even when the rounds are not done (off only for reproducible tuning runs). */
  cap: boolean;
  /** How other seats' hidden cards are guessed. */
  opponents: NonNullable<DeterminizeOptions['opponents']>;
  /** Share of noisy guesses of other seats' plans. */
  noisy: number;
  /** Successive-halving stages over the candidates (1 = every candidate in every world). */
  halving: number;
  /** Plan candidates compared. */
  planCandidates: number;
  /** Plan candidates from changes to the heuristic's plan (else only bid variants and noisy plans). */
  mutations: boolean;
}

export const HARD_DEFAULTS: HardConfig = { rate: 1, cap: true, opponents: 'heuristic', noisy: 0.3, halving: 1, planCandidates: 8, mutations: false };

// Sampled worlds throw through the fast statistical surrogate of the physics
// tower (or the classic odds when the game uses them).
const surrogateEngine = createHennShogun({ tower: surrogateTower() });
const classicEngine = createHennShogun();
const engineFor = (v: HennShogunView): HennShogunRuleset => (v.options.tower.model === 'physics' ? surrogateEngine : classicEngine);
const policy = (s: HennShogunState, seat: number, rng: Rng): HennShogunMove => heuristicMove(simView(s, seat), seat, rng, NORMAL);

function dedupe(moves: HennShogunMove[]): HennShogunMove[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const key = JSON.stringify(m);
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
function planCandidates(v: HennShogunView, seat: number, rng: Rng, count: number, mutations: boolean): HennShogunMove[] {
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

export interface HardOptions {
  budgetMs?: number;
  config?: Partial<HardConfig>;
  /** Share of the search done (0..1), called often; the caller throttles. */
  onProgress?: (fraction: number) => void;
}

/** The Hard level's move. */
export function hardMove(v: HennShogunView, seat: number, rng: Rng, options: HardOptions = {}): HennShogunMove {
  const started = performance.now();
  const budgetMs = options.budgetMs ?? HARD_DEFAULT_BUDGET_MS;
  const cfg: HardConfig = { ...HARD_DEFAULTS, ...options.config };
  const decision = v.pending.find((d) => d.seat === seat);
  if (!decision) throw new Error('hard: this seat has nothing to decide');
  let candidates: HennShogunMove[];
  let rate: number;
  switch (decision.kind) {
    case 'plan':
      candidates = planCandidates(v, seat, rng, cfg.planCandidates, cfg.mutations);
      rate = PLAYOUTS_PER_SECOND.plan;
      break;
    case 'move':
    case 'battle': {
      const options = marchOptions(v, seat).sort((a, b) => b.value - a.value);
      candidates = options.slice(0, 4).map((o) => o.move);
      rate = PLAYOUTS_PER_SECOND.march;
      break;
    }
    case 'choose-slot':
      candidates = freeSlots(v).map((slot) => ({ type: 'choose-slot', slot }));
      rate = PLAYOUTS_PER_SECOND.slot;
      break;
    default:
      return heuristicMove(v, seat, rng, NORMAL);
  }
  if (candidates.length <= 1) return candidates[0] ?? heuristicMove(v, seat, rng, NORMAL);
  const engine = engineFor(v);
  const year = v.year;
  const season = v.season;
  const det: DeterminizeOptions = { opponents: cfg.opponents, noisy: cfg.noisy };
  const result = flatMonteCarlo<HennShogunState, HennShogunMove>({
    ruleset: engine,
    seat,
    candidates,
    determinize: (r) => determinize(v, r, det),
    clone: cloneState,
    policy,
    evaluate: evaluateFor,
    stop: (s) => s.phase === 'over' || (s.phase === 'plan' && (s.season !== season || s.year !== year)),
    rounds: Math.max(2, Math.floor(roundsFor(budgetMs, rate * cfg.rate) / candidates.length)),
    halving: cfg.halving,
    deadline: cfg.cap ? started + budgetMs : undefined,
    onProgress: options.onProgress,
    rng,
  });
  return result.move;
}
