/**
 * The Hard level. In its own month it ranks its moves by plan.ts: Normal's
 * one-move values, then a beam over its own next moves (`depth` 3, `beam` 6),
 * so that a move is worth the best position it leads to within the month (a
 * neutral castle behind a march, the Daimyō's province move and a march).
 * Out of its month (answers, recruiting) it decides as Normal.
 *
 * On top (`search`, on by default), determinized flat Monte Carlo
 * (src-shared/ai/flat-mc.ts) over ending the month and the plan's best few
 * lines, in worlds sampled from the seat's view (sim.ts: other hands, other
 * castles' koku, deck orders, the dice). Each line is played whole (Normal's
 * playouts would not finish a plan started by its first move), then played on
 * by the Normal heuristic (every seat, from its own simulated view, looking at
 * a random 16 of its moves) for `horizon` decisions or to the end of this
 * seat's month, and scored by evaluate.ts. A clear favourite (ahead by
 * `margin`) is played without a search, and the search overrules the plan's
 * choice only when its mean is better by `tolerance`.
 *
 * The search with `tree` on (arena `hard:tree=on`; off by default until it
 * measures at least as strong head-to-head, docs/games/juni-tsuki.md, "Tree
 * against flat") is the one search, ISMCTS
 * (src-shared/ai/ismcts.ts) over the hooks of search-hooks.ts: the plan's
 * best first moves and ending the month at the root, the seat's later moves
 * of the month in the tree below (Normal's ranking in each sampled world),
 * so the tree searches the lines the flat search played whole. `tree: false`
 * is the flat Monte Carlo over the lines.
 *
 * The search's work is fixed: `playouts` (candidate × world) per searched decision, or
 * from the budget at `rate` playouts a second (deterministic); a budgeted search
 * also stops at the budget (a time cap for loaded machines). `rate` 40: the
 * default 1.5 s plans 60 playouts, the work measured against three Normals
 * (`hard:playouts=60`, docs/games/juni-tsuki.md, Numbers): about 0.15 s of one
 * core (2.2-2.4 ms of CPU per playout), so the budget is rarely the limit.
 * The tree runs the same count (`iterationsFor`), 60 iterations: each costs
 * about 1.6 times a flat playout (its own later moves are ranked in every
 * world); measured 2026-11-29 in CPU time over 49 decisions of a Normal game,
 * 226 ms on average and 483 ms at the 95th percentile (flat: 142 / 284 ms).
 */
import { flatMonteCarlo, roundsFor } from '../../../ai/flat-mc';
import type { Rng } from '../../../kernel/rng';
import type { GameEvent, Ruleset } from '../../../kernel/ruleset';
import { cloneState } from '../clone';
import { juniTsuki as R } from '../index';
import { viewOf } from '../view';
import type { JuniMove, JuniOptions, JuniState, JuniView } from '../types';
import { evaluate, type Weights } from './evaluate';
import { NORMAL, beatsStaying, heuristicMove, rankMoves, settle, type Style } from './heuristic';
import { iterationsFor, searchMove } from '../../../ai/ismcts';
import { FAST, juniHooks, orderCandidates } from './search-hooks';
import { planMoves, type Ranked } from './plan';
import { determinize } from '../determinize';

export const HARD_DEFAULT_BUDGET_MS = 1500;

export interface HardConfig {
  /** Candidates compared (the heuristic's best, plus ending the month). */
  candidates: number;
  /** Playouts (candidate × world) per second of budget. */
  rate: number;
  /**
   * A fixed number of playouts (candidate × world) per searched decision instead of the budget's
   * (0 = from the budget). A measurement setting: no time cap then, so the machine's load changes
   * the decision times, never the choices.
   */
  playouts: number;
  /** Stop at the time budget (off only for reproducible tests). */
  cap: boolean;
  /** Decisions played on after the candidate before the position is scored (or the month's end, if sooner). */
  horizon: number;
  /** No search when the heuristic's best move leads the next (and ending the month) by this much. */
  margin: number;
  /** The search overrules the heuristic's own choice only when its mean is better by this much (few worlds are noisy). */
  tolerance: number;
  /** Flat Monte Carlo over the plan's lines (off = the plan alone). */
  search: boolean;
  /** Hard's weights over Normal's (its own ranking and the playouts' score). */
  weights: Partial<Weights>;
  /** Own moves looked ahead after each candidate within the month (plan.ts; 0 = Normal's one-move ranking). */
  depth: number;
  /** Positions kept per depth of that look-ahead. */
  beam: number;
  /** The one search (ISMCTS over search-hooks.ts) instead of the flat Monte Carlo over the plan's lines. */
  tree: boolean;
  /** Tree: candidates (besides ending the month) at the seat's later moves of the month. */
  treeCandidates: number;
  /** Tree: evaluation points that count as one logistic unit in the reward (a castle is 30). */
  scale: number;
  /** Tree: UCB1 exploration constant. */
  ucb: number;
  /** Tree: most own decisions in the tree per iteration. */
  treeDepth: number;
  /** Tree: progressive bias towards the plan's own choice (ismcts firstBias). */
  bias: number;
  /** Tree: most plies of an iteration (tree and rollout; the flat search's horizon was 4 after the line). */
  plies: number;
}

export const HARD_DEFAULTS: HardConfig = {
  candidates: 4,
  rate: 40,
  playouts: 0,
  cap: true,
  horizon: 4,
  margin: 4,
  tolerance: 1,
  search: true,
  weights: {},
  depth: 3,
  beam: 6,
  tree: false,
  treeCandidates: 3,
  scale: 15,
  ucb: 0.7,
  treeDepth: 6,
  bias: 0.1,
  plies: 8,
};


/**
 * A candidate is a line of own moves (plan.ts's best continuation after the first move, or the
 * move alone): Normal's playouts would not finish a plan started by its first move (a march
 * towards a castle the Daimyō must still follow), so the search plays the whole line and then
 * plays on. Answers of other seats in between are Normal's (what the Normal opponents do).
 * Only the first move is made; the next decision plans again.
 */
type Line = readonly JuniMove[];

function playLine(s: JuniState, seat: number, line: Line): JuniState {
  let state = s;
  for (const m of line) {
    if (state.over || state.interrupt || state.turn.seat !== seat || state.turn.phase !== 'act') break;
    if (!R.validate(state, seat, m).ok) break;
    state = settle(R.apply(state, seat, m).state);
  }
  return state;
}

// The ruleset as flat-mc sees it with lines for moves: it calls only `apply` and `pending`.
const LINES = { ...R, apply: (s: JuniState, seat: number, line: Line) => ({ state: playLine(s, seat, line), events: [] }) } as unknown as Ruleset<JuniState, Line, JuniView, GameEvent, JuniOptions>;

export function hardMove(v: JuniView, seat: number, rng: Rng, options: { budgetMs?: number; config?: Partial<HardConfig>; onProgress?: (f: number) => void } = {}): JuniMove {
  const started = performance.now();
  const budgetMs = options.budgetMs ?? HARD_DEFAULT_BUDGET_MS;
  const cfg: HardConfig = { ...HARD_DEFAULTS, ...options.config };
  const own: Style = { ...NORMAL, weights: { ...NORMAL.weights, ...cfg.weights } };
  if (v.interrupt || v.turn.seat !== seat || v.turn.phase !== 'act') return heuristicMove(v, seat, rng, own);
  const { ranked, stay } = cfg.depth > 0 ? planMoves(v, seat, rng, own, cfg) : withLines(rankMoves(v, seat, rng, own));
  const end: JuniMove = { type: 'end-turn' };
  if (!cfg.search) return ranked[0] && beatsStaying(ranked[0].value, stay) ? ranked[0].move : end;
  const candidates: Line[] = [[end], ...ranked.slice(0, cfg.candidates).map((r) => r.line)];
  if (candidates.length === 1) return end;
  const first = ranked[0]!.value;
  const second = Math.max(stay, ranked[1]?.value ?? -Infinity);
  if (first - second >= cfg.margin) return ranked[0]!.move;
  const month = v.month;
  const playouts = cfg.playouts > 0 ? cfg.playouts : roundsFor(budgetMs, cfg.rate);
  const deadline = cfg.cap && cfg.playouts === 0 ? started + budgetMs : undefined;
  if (cfg.tree) {
    const root = orderCandidates(ranked, first, stay, cfg.candidates);
    const hooks = juniHooks(v, seat, { treeCandidates: cfg.treeCandidates, scale: cfg.scale, weights: own.weights }, root, stay);
    return searchMove(hooks, {
      seat,
      iterations: Math.max(2 * root.length, cfg.playouts > 0 ? cfg.playouts : iterationsFor(budgetMs, cfg.rate)),
      rng,
      deadline,
      onProgress: options.onProgress,
      exploration: cfg.ucb,
      maxTreeDepth: cfg.treeDepth,
      firstBias: cfg.bias,
      maxPlies: cfg.plies,
    }).move[0]!;
  }
  // The heuristic's own choice: its best move if that beats ending the month.
  const normalIndex = beatsStaying(ranked[0]!.value, stay) ? 1 : 0;
  const result = flatMonteCarlo<JuniState, Line>({
    ruleset: LINES,
    seat,
    candidates,
    determinize: (r) => determinize(v, r),
    clone: cloneState,
    policy: (s, who, r) => [heuristicMove(viewOf(s, who), who, r, FAST)],
    // Scored as the month ends only when the playout got there; cut off earlier, the mover may still
    // bring a Daimyō after stranded groups (as the heuristic itself assumes).
    evaluate: (s, who) => evaluate(s, who, own.weights, s.over || s.turn.seat !== who || s.month !== month),
    // The end of this seat's month: another player's turn (or a new month), or the game's end.
    stop: (s) => s.over || ((s.turn.seat !== seat || s.month !== month) && !s.interrupt),
    rounds: Math.max(2, Math.floor(playouts / candidates.length)),
    halving: 2,
    deadline,
    maxPlies: cfg.horizon,
    onProgress: options.onProgress,
    rng,
  });
  const m = result.means;
  const pick = result.played[normalIndex] === Math.max(...result.played) && m[result.index]! - m[normalIndex]! < cfg.tolerance ? normalIndex : result.index;
  return candidates[pick]![0]!;
}

function withLines(r: { ranked: { move: JuniMove; value: number }[]; stay: number }): { ranked: Ranked[]; stay: number } {
  return { ranked: r.ranked.map((x) => ({ ...x, line: [x.move] })), stay: r.stay };
}
