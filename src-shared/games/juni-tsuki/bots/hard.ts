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
 * The search is the one search, ISMCTS (src-shared/ai/ismcts.ts) over the
 * hooks of search-hooks.ts, configured as the flat Monte Carlo it replaced
 * (issue 31): the plan's best lines and ending the month at the root, every
 * root line played in the same sampled world with the same dice (`share` 0:
 * common random numbers) and an equal share of the iterations each
 * (`rootAllocation: 'rounds'`), `treeDepth` 1 (the seat's later moves of the
 * month are played by the rollout policy, not searched: deeper trees measured
 * no stronger, docs/games/juni-tsuki.md, "Tree against flat"). The plan's own
 * choice is kept unless another line's mean beats it by `tolerance`.
 *
 * The search's work is fixed: `playouts` iterations per searched decision, or
 * from the budget at `rate` iterations a second (deterministic); a budgeted
 * search also stops at the budget (a time cap for loaded machines). `rate`:
 * see HARD_DEFAULTS.
 *
 * `endgame` K (2 by default, the ninth pass): in the game's last K months every searched
 * decision plays its playouts to the game's end and scores the real result
 * (search-hooks.ts `end`, `resultReward`), with a count of iterations that
 * shrinks as more seat-months are left (`endWork`), always searched (no
 * `margin` shortcut) and the plan overruled by `endTolerance` (a share of
 * the worlds won) instead of `tolerance`.
 */
import type { Rng } from '../../../kernel/rng';
import { MONTHS_PER_YEAR } from '../data/reconstruction';
import type { JuniMove, JuniState, JuniView } from '../types';
import { type Weights } from './evaluate';
import { fittedWeights } from './fitted-eval';
import { NORMAL, beatsStaying, heuristicMove, rankMoves, type Style } from './heuristic';
import { iterationsFor, searchMove } from '../../../ai/ismcts';
import { juniHooks, moveKey, orderCandidates, type EndShare, type Line, type RolloutKind } from './search-hooks';
import { planMoves, type Plan } from './plan';

export const HARD_DEFAULT_BUDGET_MS = 1500;

export interface HardConfig {
  /** Lines compared at the root (the plan's best, plus ending the month). */
  candidates: number;
  /** Iterations (one sampled world and one playout each) per second of budget. */
  rate: number;
  /**
   * A fixed number of iterations per searched decision instead of the budget's (0 = from the
   * budget). A measurement setting: no time cap then, so the machine's load changes the decision
   * times, never the choices.
   */
  playouts: number;
  /** Stop at the time budget (off only for reproducible tests). */
  cap: boolean;
  /** No search when the plan's best move leads the next (and ending the month) by this much. */
  margin: number;
  /** The search overrules the plan's own choice only when its mean is better by this many evaluation points (few worlds are noisy). */
  tolerance: number;
  /** The search over the plan's lines (off = the plan alone). */
  search: boolean;
  /** Hard's weights over Normal's (its own ranking and the playouts' score). */
  weights: Partial<Weights>;
  /** Own moves looked ahead after each candidate within the month (plan.ts; 0 = Normal's one-move ranking). */
  depth: number;
  /** Positions kept per depth of that look-ahead. */
  beam: number;
  /** The plan values a line by the best position where the month could end on it (plan.ts PlanConfig.settled). */
  settled: boolean;
  /**
   * Root lines besides the plan's: its best `safe` lines by the position where the month could end on them (plan.ts
   * `ended`), each with a first move no other root line starts with. The plan's open value forgives a group left
   * without a Daimyō, so its best lines often end the month worse than staying, and the search then ends the month
   * with action points left; these lines offer a move that holds at the month's end instead. Measured with `follow`
   * off: 108 of 224 games against the default's 112 on the same deals ("eighth pass").
   */
  safe: number;
  /** After a root line the lean rollout ranks one more own move of the month (on) or ends the month (off; HookConfig.follow). */
  follow: boolean;
  /** Candidates (besides ending the month) at the seat's later moves of the month, when `treeDepth` > 1. */
  treeCandidates: number;
  /** Evaluation points that count as one logistic unit in the reward (a castle is 30). */
  scale: number;
  /** UCB1 exploration constant (below the root). */
  ucb: number;
  /** Most own decisions in the tree per iteration (1 = the root's lines only, the rest played by the policy). */
  treeDepth: number;
  /** Progressive bias towards the plan's own choice (ismcts firstBias; below the root). */
  bias: number;
  /** Most plies of an iteration: the root's line and 4 decisions after it, as the flat search's horizon. */
  plies: number;
  /**
   * Most plies of an iteration with `horizon` 'round' (instead of `plies`): the other seats' months need more than 5.
   * A bound only: the rollouts measured took 13.8 policy plies per iteration on average, the same with a bound of 60
   * as of 200 (docs/games/juni-tsuki.md, "fifth pass").
   */
  roundPlies: number;
  /** Iterations sharing one sampled world and its dice (0 = every root line plays each world: common random numbers). */
  share: number;
  /** Root lines get equal shares of the iterations (rounds), or UCB1 as below. */
  rounds: boolean;
  /**
   * The rollout policy (search-hooks.ts ROLLOUTS): 'lean' (the default: Normal's ranking of 3 drawn moves on the
   * sampled world, once per iteration) or 'fast' (Normal from each seat's view of it, 16 moves, every decision).
   */
  rollout: RolloutKind;
  /** Where a playout is scored (search-hooks.ts HookConfig.horizon): the end of the own month, or the next own month. */
  horizon: 'month' | 'round';
  /**
   * Normal's own choice (its one-move ranking on the view) is a root line too when the plan's best lines do not
   * start with it, and the plan's favourite is then always searched (no `margin` shortcut): Hard does not leave
   * Normal's move unless the worlds say the plan's is better.
   */
  normal: boolean;
  /**
   * Ending the month as a root line: 'always', or 'plan' only when the plan itself would end it (its best line does
   * not beat staying), so the search picks among the plan's lines and spends the month's points. Measured: that loses
   * Hard its edge (4 of 24 games won where the default won 13; docs/games/juni-tsuki.md, "eighth pass").
   */
  quit: 'always' | 'plan';
  /** The other seats' lean rollouts rank every attack on Hard's groups (search-hooks.ts leanAgainst); for the round horizon. */
  threats: boolean;
  /**
   * The last months (0 = off) in which a searched decision plays its playouts to the game's end and scores the real
   * result (won, shared, lost): there only castles and the tie rules decide (§9).
   */
  endgame: number;
  /**
   * The endgame's work: iterations × the seat-months left to play (this seat's own included), so that an iteration
   * over a longer rest of the game gets fewer of them; no time cap when `playouts` is set, as then.
   */
  endWork: number;
  /** Most plies of an endgame iteration (a bound, as `roundPlies`: a playout cut before the end is scored by `evaluate`). */
  endPlies: number;
  /** In the endgame, the search overrules the plan's own choice when its line wins this larger a share of the worlds. */
  endTolerance: number;
  /**
   * The evaluation of the plan and the search: 'hand' (WEIGHTS with Hard's `weights`) or 'fit' (fitted-eval.ts: the
   * weights fitted to game outcomes for the month's phase, `weights` set on top of them).
   */
  eval: 'hand' | 'fit';
  /**
   * The endgame's score of a shared win (search-hooks.ts `resultReward`): 'split' 1/k among k winners, 'win' 1 for each,
   * as the ladder and the arena count it (a shared win is a win for each winner).
   */
  endshare: EndShare;
}

export const HARD_DEFAULTS: HardConfig = {
  candidates: 4,
  // 320 iterations a second: the default 1.5 s runs 480 lean rollouts, which cost a searched decision
  // (plan and search) no more CPU than the 120 fast ones before them (p95 285 against 331 ms;
  // docs/games/juni-tsuki.md, "Faster rollouts"; the 120 were 80 a second, "One search").
  rate: 320,
  playouts: 0,
  cap: true,
  margin: 4,
  tolerance: 1,
  search: true,
  // A Daimyō outnumbered where it stands costs 15 points (evaluate.ts `exposure`): players going out decided most of
  // the games Hard lost (docs/games/juni-tsuki.md, "Hard at the ladder"). A war card in hand is worth 6 points, not
  // Normal's 1.2: Hard keeps koku for pairs (3 koku = 0.9 points a pair) and so holds Fire and Nothing, the one answer
  // to a Fire on its Daimyō and the one way to strike a leader's — with `follow` off and `endgame` 2 the ninth pass's
  // Hard ("Hard at the ladder, ninth pass").
  weights: { guard: 15, card: 6 },
  depth: 3,
  beam: 6,
  settled: false,
  safe: 0,
  // A root line is scored as the month ends right after it (no own move ranked after it): the value the search
  // compares with ending the month now, which is where Hard's edge over Normal lies ("eighth pass").
  follow: false,
  treeCandidates: 3,
  scale: 15,
  ucb: 0.7,
  treeDepth: 1,
  bias: 0.1,
  plies: 5,
  roundPlies: 60,
  share: 0,
  rounds: true,
  rollout: 'lean',
  horizon: 'month',
  normal: false,
  threats: false,
  quit: 'always',
  // The game's last two months are played to the end and scored by who wins (most castles, then Daimyō, then koku).
  endgame: 2,
  // The round horizon's 240 iterations of ~14 plies (p95 1.44 s CPU a searched decision, docs/games/juni-tsuki.md
  // "fifth pass") in plies: an endgame iteration plays ~4.6 plies a seat-month, so 720 / seat-months left
  // iterations play about as many (measured: "sixth pass").
  endWork: 720,
  endPlies: 200,
  endTolerance: 0.02,
  eval: 'hand',
  endshare: 'split',
};

/** The game's last month: the option `years`, or a machine game's `monthLimit` when sooner (the endgame and the fitted phases read it). */
export function lastMonth(v: JuniView): number {
  return Math.min(v.options.years * MONTHS_PER_YEAR, v.options.monthLimit ?? Infinity);
}

/**
 * The seat-months left to play when `seat` acts in its month of `v` (its own included), where the game's last
 * `cfg.endgame` months have begun; null before them (or with the switch off). The last month: the option `years`
 * (or a machine game's `monthLimit`, when sooner).
 */
export function endgameLeft(v: JuniView, seat: number, cfg: Pick<HardConfig, 'endgame'>): number | null {
  if (cfg.endgame <= 0) return null;
  const last = lastMonth(v);
  if (v.month <= last - cfg.endgame) return null;
  const active = v.order.filter((x) => !v.players[x]!.out);
  const after = active.length - Math.max(0, active.indexOf(seat));
  return (last - v.month) * active.length + after;
}

/** An endgame search's iterations with `left` seat-months to play (endgameLeft): `endWork` shared out. */
export const endIterations = (cfg: Pick<HardConfig, 'endWork'>, left: number): number => Math.floor(cfg.endWork / left);

/**
 * `worlds`: the search's worlds drawn by the caller instead of from the view (search-hooks.ts HookConfig.worlds), for
 * measurements only (scripts/juni-ceiling.mts); the bots never pass it, so no level can see what its view hides.
 */
export function hardMove(
  v: JuniView,
  seat: number,
  rng: Rng,
  options: { budgetMs?: number; config?: Partial<HardConfig>; onProgress?: (f: number) => void; worlds?: (rng: Rng) => JuniState } = {},
): JuniMove {
  const started = performance.now();
  const budgetMs = options.budgetMs ?? HARD_DEFAULT_BUDGET_MS;
  const cfg: HardConfig = { ...HARD_DEFAULTS, ...options.config };
  // Hard's own weights stay unless a weight is set anew (`hard:w.castle=40` keeps the guard).
  const base = cfg.eval === 'fit' ? fittedWeights(v.month, lastMonth(v)) : { ...NORMAL.weights, ...HARD_DEFAULTS.weights };
  const own: Style = { ...NORMAL, weights: { ...base, ...cfg.weights } };
  if (v.interrupt || v.turn.seat !== seat || v.turn.phase !== 'act') return heuristicMove(v, seat, rng, own);
  const { ranked, stay, ended } = cfg.depth > 0 ? planMoves(v, seat, rng, own, cfg, cfg.safe > 0) : withLines(rankMoves(v, seat, rng, own));
  const end: JuniMove = { type: 'end-turn' };
  if (!cfg.search || ranked.length === 0) return ranked[0] && beatsStaying(ranked[0].value, stay) ? ranked[0].move : end;
  const first = ranked[0]!.value;
  const second = Math.max(stay, ranked[1]?.value ?? -Infinity);
  // Normal's choice (ending the month when its best move does not beat staying), when asked for.
  const normal = cfg.normal ? heuristicMove(v, seat, rng, own) : null;
  // The plan's own choice first (its best line if that beats ending the month, else ending it).
  const ordered = orderCandidates(ranked, first, stay, cfg.candidates);
  const root = cfg.quit === 'plan' && beatsStaying(first, stay) ? ordered.filter((line) => line[0]!.type !== 'end-turn') : ordered;
  const normalKey = normal === null ? '' : JSON.stringify(normal);
  const normalApart = normal !== null && !root.some((line) => firstKey(line) === normalKey);
  const left = endgameLeft(v, seat, cfg);
  // In the endgame the plan's favourite is searched however far it leads: its lead is in evaluation points, which the
  // end does not count.
  if (left === null && first - second >= cfg.margin && (normal === null || firstKey(root[0]!) === normalKey)) return ranked[0]!.move;
  if (normalApart) root.push([normal]);
  if (ended) root.push(...safeLines(ended, root, cfg.safe));
  const hooks = juniHooks(v, seat, { treeCandidates: cfg.treeCandidates, scale: cfg.scale, weights: own.weights, rollout: cfg.rollout, horizon: cfg.horizon, threats: cfg.threats, follow: cfg.follow, end: left !== null, endshare: cfg.endshare, worlds: options.worlds }, root, stay);
  const iterations = left !== null ? endIterations(cfg, left) : cfg.playouts > 0 ? cfg.playouts : iterationsFor(budgetMs, cfg.rate);
  const result = searchMove(hooks, {
    seat,
    iterations: Math.max(2 * root.length, iterations),
    rng,
    deadline: cfg.cap && cfg.playouts === 0 ? started + budgetMs : undefined,
    onProgress: options.onProgress,
    ...treeKnobs(cfg, left !== null),
  });
  // The plan's choice stands unless the search's pick is better by `tolerance` points (in reward
  // units: the logistic's slope at an even position is 1 / (4 · scale)); in the endgame by `endTolerance` (a share of
  // the worlds won).
  const own0 = result.stats.find((x) => x.key === moveKey(root[0]!));
  const picked = result.stats.find((x) => x.move === result.move)!;
  const tolerance = left !== null ? cfg.endTolerance : cfg.tolerance / (4 * cfg.scale);
  if (own0 && own0.visits >= picked.visits && picked.mean - own0.mean < tolerance) return root[0]![0]!;
  return result.move[0]!;
}

/** The one search's knobs as Hard's configuration sets them (the benches and the search dump use the same); `end`: in the endgame. */
export function treeKnobs(cfg: HardConfig, end = false): { exploration: number; maxTreeDepth: number; firstBias: number; maxPlies: number; share: number; rootAllocation: 'rounds' | 'ucb' } {
  const maxPlies = end ? cfg.endPlies : cfg.horizon === 'round' ? cfg.roundPlies : cfg.plies;
  return { exploration: cfg.ucb, maxTreeDepth: cfg.treeDepth, firstBias: cfg.bias, maxPlies, share: cfg.share, rootAllocation: cfg.rounds ? 'rounds' : 'ucb' };
}

/** A line's first move as a key: the move the line makes now (root lines starting alike are the same choice). */
const firstKey = (line: readonly JuniMove[]): string => JSON.stringify(line[0]);

/** The best `count` of `ended`'s lines whose first move starts no line of `root`. */
export function safeLines(ended: Plan['ranked'], root: readonly Line[], count: number): Line[] {
  const firsts = new Set(root.map(firstKey));
  const out: Line[] = [];
  for (const r of ended) {
    if (out.length >= count) break;
    const key = firstKey(r.line);
    if (firsts.has(key)) continue;
    firsts.add(key);
    out.push(r.line);
  }
  return out;
}

function withLines(r: { ranked: { move: JuniMove; value: number }[]; stay: number }): Plan {
  return { ranked: r.ranked.map((x) => ({ ...x, line: [x.move] })), stay: r.stay };
}
