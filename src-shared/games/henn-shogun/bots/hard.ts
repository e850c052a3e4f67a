/**
 * The Hard level, a configuration of the one search (src-shared/ai/ismcts.ts,
 * information-set Monte-Carlo tree search) over Henn's hooks (search-hooks.ts):
 * the candidate plans, the heuristic's best marches and battles and the free
 * seat-order slots as the root's moves, worlds sampled from the seat's view
 * (determinize.ts), the Normal heuristic for every other seat (from its own
 * view of the world, so the secret plan stays secret) and for the rest of the
 * year (through its winter and scoring) with the statistical tower, scored
 * by evaluate.ts through a logistic.
 *
 * The horizon (measured, docs/games/henn-shogun.md "Hard at the default
 * count"): rolled out to the end of the year at a quarter of the season's
 * count, Hard won 166 of 256 games (64.8 % [58.8–70.4]) against three Normal
 * where the season's horizon at its full count won 114 of the same 256 deals
 * (44.5 % [38.6–50.7]): the winter's rice, revolts and scoring judge a plan
 * better than evaluate.ts's guess of them, and five times the season's
 * search had bought nothing (48.0 % at 300 ms's count).
 *
 * The plan candidates are the heuristic's plan, its bid varied and its
 * mutations (without a chosen pair, with a left-out action's best pair):
 * against three Normal at 300 ms's count they won 51.0 % [44.1–57.8] of 200
 * games where the noisy variants had won 43.0 % [36.3–49.9]
 * (docs/games/henn-shogun.md).
 *
 * The configuration (measured, docs/bots.md "Henn's Shogun levels"): every
 * root move plays the same sampled worlds with the same dice (`share` 0,
 * common random numbers), in equal shares (`root: 'rounds'`), the best mean
 * wins; the tree stops at the root (`depth` 1). At the iteration counts a
 * Hard decision gets here (12 rounds of 8 plans at 300 ms, 60 at 1.5 s),
 * unpaired worlds and deeper own-decision levels measured worse; this is
 * the former flat Monte-Carlo Hard's allocation, which the search now does.
 *
 * Budget: the number of iterations is fixed by the budget at a fixed rate
 * (PLAYOUTS_PER_SECOND), so the choice is reproducible from the seed; the
 * time budget is also a hard cap (a slow machine stops early, and only then
 * can the choice differ between runs).
 */
import { iterationsFor, searchMove } from '../../../ai/ismcts';
import type { Rng } from '../../../kernel/rng';
import type { HennShogunMove, HennShogunView } from '../types';
import type { DeterminizeOptions } from '../determinize';
import { NORMAL, heuristicMove } from './heuristic';
import { SEARCHED, hardCandidates, hennHooks, type Horizon } from './search-hooks';

export const HARD_DEFAULT_BUDGET_MS = 1500;
/**
 * The time cap stops the search at this share of the budget: the rest is for
 * what follows the last iteration (and, on a loaded machine, the wait for the
 * processor). At the full budget the p95 of 1.5 s decisions was 1,674 ms at
 * load average 42 (the limit is the budget + 10 %); only a machine too slow for
 * the count reaches the cap.
 */
export const CAP_SHARE = 0.9;
/**
 * Iterations (one playout each: candidate × sampled world) per second of
 * budget, per horizon and decision kind, calibrated so a decision takes well
 * under its budget on an ordinary machine; the worlds are this divided among
 * the candidates. A rollout to the year's end costs about 1.5 (plan) to 3
 * (march) times one to the season's end (scripts/henn-hard-rate.ts, 444 / 607
 * / 854 against 691 / 1,922 / 1,229 iterations per CPU second), so the year's
 * count is a quarter of the season's: 120 plan iterations at 1.5 s, less CPU
 * than the season's 480 (docs/games/henn-shogun.md, "Hard at the default
 * count"). 'game' is not measured at the ladder; in year 1 its rollouts play
 * two winters, so it gets half the year's count.
 */
export const PLAYOUTS_PER_SECOND = {
  season: { plan: 320, march: 480, slot: 600 },
  year: { plan: 80, march: 120, slot: 150 },
  game: { plan: 40, march: 60, slot: 75 },
} as const;

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
  /** Plan candidates compared. */
  planCandidates: number;
  /** Plan candidates from changes to the heuristic's plan (else only bid variants and noisy plans). */
  mutations: boolean;
  /** Evaluation points (evaluate.ts) that count as one logistic unit in the reward. */
  scale: number;
  /** UCB1 exploration constant (of the levels that use UCB1: the root with `root: 'ucb'`, any level below it). */
  ucb: number;
  /** Most own decisions in the tree per iteration (ismcts maxTreeDepth); 1 = the root only. */
  depth: number;
  /** Progressive bias towards the heuristic's first choice (ismcts firstBias). */
  bias: number;
  /** Iterations sharing one sampled world and its dice (ismcts share; 0 = one world per round of the root's candidates, 1 = a fresh world each). */
  share: number;
  /** How the root's candidates share the iterations (ismcts rootAllocation): 'rounds' = equally, best mean wins; 'ucb' = UCB1, most visited wins. */
  root: 'ucb' | 'rounds';
  /** The rollout players (search-hooks.ts HookConfig.rollout): 'normal', or 'lean' (opt-in, `hard:rollout=lean`). */
  rollout: 'normal' | 'lean';
  /** Where the rollouts stop (search-hooks.ts horizonStop): 'year' (the default), or 'season' (the Hard before 30 Nov) / 'game'. */
  horizon: Horizon;
}

export const HARD_DEFAULTS: HardConfig = {
  rate: 1,
  cap: true,
  opponents: 'heuristic',
  noisy: 0.3,
  planCandidates: 8,
  mutations: true,
  scale: 4,
  ucb: 0.7,
  depth: 1,
  bias: 0,
  share: 0,
  root: 'rounds',
  rollout: 'normal',
  horizon: 'year',
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
  const rounds = Math.max(2, Math.floor(iterationsFor(budgetMs, PLAYOUTS_PER_SECOND[cfg.horizon][kind] * cfg.rate) / candidates.length));
  const deadline = cfg.cap ? started + budgetMs * CAP_SHARE : undefined;
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
