/**
 * The Hard level, as a configuration of the one search (src-shared/ai/ismcts.ts,
 * information-set Monte-Carlo tree search) over Henn's hooks (search-hooks.ts): the
 * candidate plans, the heuristic's best marches and battles and the free
 * seat-order slots as the tree's moves (the seat's own later decisions in the
 * season too), worlds sampled from the seat's view (determinize.ts), the
 * Normal heuristic for every other seat (from its own view of the world, so
 * the secret plan stays secret) and below the tree to the end of the season
 * (through the winter after autumn) with the statistical tower, scored by
 * evaluate.ts through a logistic.
 *
 * `search: 'flat'` is the former Hard (flat Monte Carlo over the same
 * candidates, ai/flat-mc.ts), measured against the tree (arena:
 * `hard:search=flat`). Flat stays the default: head-to-head at an equal
 * budget the tree did not measure at least as strong (docs/bots.md, Henn's
 * Shogun, "tree against flat"); `hard:search=tree` reaches the tree.
 *
 * Budget: the number of playouts (tree: iterations, the same count) is fixed
 * by the budget at a fixed rate (PLAYOUTS_PER_SECOND), so the choice is
 * reproducible from the seed; the time budget is also a hard cap (a slow
 * machine stops early, and only then can the choice differ between runs).
 */
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import { searchMove } from '../../../ai/ismcts';
import type { Rng } from '../../../kernel/rng';
import { cloneState } from '../clone';
import type { HennShogunMove, HennShogunState, HennShogunView } from '../types';
import { determinize, type DeterminizeOptions } from '../determinize';
import { evaluateFor } from './evaluate';
import { NORMAL, heuristicMove } from './heuristic';
import { SEARCHED, engineFor, hardCandidates, hennHooks, policy, seasonOver } from './search-hooks';

export const HARD_DEFAULT_BUDGET_MS = 1500;
/**
 * Playouts (candidate × sampled world) per second of budget, per decision
 * kind, calibrated so a decision takes well under its budget on an ordinary
 * machine; the worlds are this divided among the candidates.
 */
export const PLAYOUTS_PER_SECOND = { plan: 320, march: 480, slot: 600 } as const;

/** The knobs of the search (the defaults are the Hard level; the arena can vary them for tuning). */
export interface HardConfig {
  /** 'tree' = the one search (ai/ismcts.ts); 'flat' = the former flat Monte Carlo, kept for measuring. */
  search: 'tree' | 'flat';
  /** Factor on PLAYOUTS_PER_SECOND. */
  rate: number;
  /** Stop at the time budget even when the rounds are not done (off only for reproducible tuning runs). */
  cap: boolean;
  /** How other seats' hidden cards are guessed. */
  opponents: NonNullable<DeterminizeOptions['opponents']>;
  /** Share of noisy guesses of other seats' plans. */
  noisy: number;
  /** Flat: successive-halving stages over the candidates (1 = every candidate in every world). */
  halving: number;
  /** Plan candidates compared. */
  planCandidates: number;
  /** Plan candidates from changes to the heuristic's plan (else only bid variants and noisy plans). */
  mutations: boolean;
  /** Tree: evaluation points (evaluate.ts) that count as one logistic unit in the reward. */
  scale: number;
  /** Tree: UCB1 exploration constant. */
  ucb: number;
  /** Tree: most own decisions in the tree per iteration. */
  depth: number;
  /** Tree: progressive bias towards the heuristic's first choice (ismcts firstBias). */
  bias: number;
  /** Tree: iterations sharing one sampled world and its dice (ismcts share; 0 = one world per round of the root's candidates, 1 = a fresh world each). */
  share: number;
  /** Tree: how the root's candidates share the iterations (ismcts rootAllocation): 'rounds' = equally, best mean wins; 'ucb' = UCB1, most visited wins. */
  root: 'ucb' | 'rounds';
}

export const HARD_DEFAULTS: HardConfig = {
  search: 'flat',
  rate: 1,
  cap: true,
  opponents: 'heuristic',
  noisy: 0.3,
  halving: 1,
  planCandidates: 8,
  mutations: false,
  scale: 4,
  ucb: 0.7,
  depth: 8,
  bias: 0,
  share: 1,
  root: 'ucb',
};

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
  const kind = SEARCHED[decision.kind as keyof typeof SEARCHED];
  if (kind === undefined) return heuristicMove(v, seat, rng, NORMAL);
  const candidates = hardCandidates(v, seat, rng, cfg);
  if (candidates.length <= 1) return candidates[0]!;
  const rounds = Math.max(2, Math.floor(roundsFor(budgetMs, PLAYOUTS_PER_SECOND[kind] * cfg.rate) / candidates.length));
  const deadline = cfg.cap ? started + budgetMs : undefined;
  if (cfg.search === 'tree') {
    // The same number of playouts as the flat search below, now one per iteration of the tree.
    return searchMove(hennHooks(v, seat, cfg, candidates), {
      seat,
      iterations: rounds * candidates.length,
      rng,
      deadline,
      onProgress: options.onProgress,
      exploration: cfg.ucb,
      maxTreeDepth: cfg.depth,
      firstBias: cfg.bias,
      share: cfg.share,
      rootAllocation: cfg.root,
    }).move;
  }
  const det: DeterminizeOptions = { opponents: cfg.opponents, noisy: cfg.noisy };
  const result = flatMonteCarlo<HennShogunState, HennShogunMove>({
    ruleset: engineFor(v),
    seat,
    candidates,
    determinize: (r) => determinize(v, r, det),
    clone: cloneState,
    policy,
    evaluate: evaluateFor,
    stop: seasonOver(v),
    rounds,
    halving: cfg.halving,
    deadline,
    onProgress: options.onProgress,
    rng,
  });
  return result.move;
}
