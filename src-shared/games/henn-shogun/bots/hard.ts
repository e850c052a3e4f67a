/**
 * The Hard level: flat Monte Carlo over a few candidate moves in worlds
 * sampled from the seat's view (determinize.ts), played on by the Normal
 * heuristic to the end of the season (and through the winter after autumn)
 * with the statistical tower, and scored by evaluate.ts.
 *
 * Budget: the number of sampled worlds is fixed by the budget at a fixed rate
 * (ROUNDS_PER_SECOND), so the choice is reproducible from the seed; the time
 * budget is also a hard cap (a slow machine stops early, and only then can the
 * choice differ between runs).
 */
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import type { Rng } from '../../../kernel/rng';
import { freeSlots } from '../bidding';
import { cloneState } from '../context';
import { createHennShogun, surrogateTower, type HennShogunRuleset } from '../index';
import type { HennShogunMove, HennShogunState, HennShogunView } from '../types';
import { determinize, type DeterminizeOptions } from './determinize';
import { evaluateFor } from './evaluate';
import { NORMAL, heuristicMove, heuristicPlan, marchOptions, type Style } from './heuristic';
import { simView } from './sim-view';

export const HARD_DEFAULT_BUDGET_MS = 1500;
/** Sampled worlds per second of budget, per decision kind (calibrated so a decision takes well under its budget). */
export const ROUNDS_PER_SECOND = { plan: 40, march: 120, slot: 120 } as const;

/** The knobs of the search (the defaults are the Hard level; the arena can vary them for tuning). */
export interface HardConfig {
  /** Factor on ROUNDS_PER_SECOND. */
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
}

export const HARD_DEFAULTS: HardConfig = { rate: 1, cap: true, opponents: 'heuristic', noisy: 0.3, halving: 1, planCandidates: 8 };

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

function planCandidates(v: HennShogunView, seat: number, rng: Rng, count: number): HennShogunMove[] {
  const fuzzy: Style = { noise: 0.6, blunder: 0 };
  const out: HennShogunMove[] = [heuristicPlan(v, seat, rng, NORMAL)];
  for (const bias of [-1, 1, 2]) out.push(heuristicPlan(v, seat, rng, NORMAL, bias));
  for (let k = 0; k < count - 3; k++) out.push(heuristicPlan(v, seat, rng, fuzzy));
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
      candidates = planCandidates(v, seat, rng, cfg.planCandidates);
      rate = ROUNDS_PER_SECOND.plan;
      break;
    case 'move':
    case 'battle': {
      const options = marchOptions(v, seat).sort((a, b) => b.value - a.value);
      candidates = options.slice(0, 4).map((o) => o.move);
      rate = ROUNDS_PER_SECOND.march;
      break;
    }
    case 'choose-slot':
      candidates = freeSlots(v).map((slot) => ({ type: 'choose-slot', slot }));
      rate = ROUNDS_PER_SECOND.slot;
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
    rounds: roundsFor(budgetMs, rate * cfg.rate, 2),
    halving: cfg.halving,
    deadline: cfg.cap ? started + budgetMs : undefined,
    onProgress: options.onProgress,
    rng,
  });
  return result.move;
}
