/**
 * Jūni-tsuki's hooks for the one search (ai/ismcts.ts): Hard is a
 * configuration of it (hard.ts).
 *
 * - the tree's moves are LINES of own moves, as the flat Hard's candidates
 *   were: Normal's playouts would not finish a plan started by its first move
 *   (a march towards a castle the Daimyō must still follow), so a line is
 *   played whole (answers of other seats in between by Normal's rules) and
 *   the search goes on from where it ends. At the decision asked (the root):
 *   the plan's best lines (plan.ts: each first move valued by the best
 *   position its own next moves reach) and ending the month, the plan's own
 *   choice first, drawn once from the real view and offered in every world.
 *   The seat's later decisions of the same month are the tree below: Normal's
 *   one-move ranking of the sampled world (its best few and ending the month,
 *   each a line of one move). Answers and recruiting are Normal's one move,
 *   so they are no node of the tree. Only a line's first move is played; the
 *   next decision plans again;
 * - moveKey: the line's JSON (moves are small records built in one order);
 * - policy: the Normal heuristic (one sample per battle, 16 of its moves, as
 *   the flat Hard's playouts) from the seat's view of the sampled world, a
 *   line of one move;
 * - evaluate: evaluate.ts (castles, Daimyō, samurai, income, less what stands
 *   to be lost, a share of the best rival's strength) as a change from the
 *   position as it stands, through a logistic (`scale` points = one unit);
 * - stop: the flat Hard's horizon: the end of this seat's month (or the
 *   game's end); the search's `maxPlies` cuts a longer iteration. With `end`
 *   (the last months, hard.ts `endgame`) the playout goes on to the game's end
 *   and is scored by its real result (`resultReward`): there only castles and
 *   the tie rules decide (§9), which `evaluate` can only guess at.
 *
 * Worlds come from determinize.ts on the VIEW (other hands dealt from the
 * cards not in sight, other castles' koku guessed, decks shuffled, the dice); only
 * a measurement script passes worlds of its own (HookConfig.worlds).
 */
import { marginReward } from '../../../ai/ismcts';
import { ownedApply } from '../../../ai/owned-apply';
import type { SearchHooks } from '../../../ai/search-hooks';
import type { Rng } from '../../../kernel/rng';
import type { GameEvent, Ruleset } from '../../../kernel/ruleset';
import { apply as applyStep } from '../apply';
import { cloneState } from '../clone';
import { determinize } from '../determinize';
import { candidates, packedCandidates, unpackMarch } from '../legal';
import { CASTLE_AT_POINT } from '../map';
import { checkMove } from '../validate';
import { juniTsuki as R } from '../index';
import type { JuniMove, JuniOptions, JuniState, JuniView } from '../types';
import { standings } from '../standings';
import { viewOf } from '../view';
import { evaluate, type Weights } from './evaluate';
import { NORMAL, answerMove, beatsStaying, heuristicMove, ownMoveFilter, rankMoves, type Style } from './heuristic';

/** The playout policy: the Normal heuristic with one sample per battle, looking at 16 of its moves (fast). */
export const FAST: Style = { ...NORMAL, samples: 1, maxMoves: 16 };
/** The ranking of the seat's later own moves in the tree: Normal's, one sample per battle (every move looked at). */
const TREE: Style = { ...NORMAL, samples: 1 };

const END: JuniMove = { type: 'end-turn' };

/** A line of own moves (the first is the move made), played whole in a sampled world. */
export type Line = readonly JuniMove[];

/**
 * The search's engine: the pure apply for a state it did not make (a sampled world, shared by the root's lines, stays
 * as drawn), in place for the states it made (ai/owned-apply.ts): an iteration's later states are its own, and each
 * is read no more once the next move is applied to it. The same states as the pure apply, without their copies (the
 * copies and their garbage were a third of a lean search). Only for callers that never read a state again after
 * applying to it: the search's own iterations (LINES) and the lean rollout's tries.
 */
export const ENGINE = ownedApply(R, applyStep);

/** heuristic.ts `settle` through the search's engine: a state made by ENGINE is played on in place. */
function settleOwned(s: JuniState): JuniState {
  for (let k = 0; k < 40 && !s.over && s.interrupt; k++) {
    const who = s.interrupt.seat;
    const m = answerMove(s, who);
    if (R.validate(s, who, m).ok) s = ENGINE.apply(s, who, m).state;
    else break;
  }
  return s;
}

/**
 * The line played from `s` (its moves while they are the seat's and legal, each settled). `s` itself stays as it is
 * when it was not made by the search's engine (a world, a caller's state); a state the engine made is played on in
 * place.
 */
export function playLine(s: JuniState, seat: number, line: Line): JuniState {
  if (line.length === 1) return ENGINE.apply(s, seat, line[0]!).state;
  let state = s;
  for (const m of line) {
    if (state.over || state.interrupt || state.turn.seat !== seat || state.turn.phase !== 'act') break;
    if (!R.validate(state, seat, m).ok) break;
    state = settleOwned(ENGINE.apply(state, seat, m).state);
  }
  return state;
}

// The ruleset as the search sees it with lines for moves: it calls only `apply` and `pending`.
export const LINES = { ...R, apply: (s: JuniState, seat: number, line: Line) => ({ state: playLine(s, seat, line), events: [] }) } as unknown as Ruleset<JuniState, Line, JuniView, GameEvent, JuniOptions>;

export const moveKey = (line: Line): string => JSON.stringify(line);

/** The seat acts in its own month (not an answer, not recruiting): the decisions searched. */
export const acting = (v: Pick<JuniView, 'interrupt' | 'turn'>, seat: number): boolean => !v.interrupt && v.turn.seat === seat && v.turn.phase === 'act';

/**
 * A ranked list (best first) and the value of ending the month as the tree's candidates: the
 * ranking's own choice first (its best move if that beats ending the month, else ending it),
 * then the rest of the best `count`, ending the month always among them.
 */
export function orderCandidates(ranked: readonly { line: Line }[], bestValue: number | undefined, stay: number, count: number): Line[] {
  const best = ranked.slice(0, count).map((r) => r.line);
  if (best.length === 0) return [[END]];
  return bestValue !== undefined && beatsStaying(bestValue, stay) ? [best[0]!, [END], ...best.slice(1)] : [[END], ...best];
}

/** The candidates of a later own decision in a sampled world, from the seat's view of it. */
function laterCandidates(s: JuniState, seat: number, rng: Rng, count: number, weights: Weights): Line[] {
  const v = viewOf(s, seat);
  const style: Style = { ...TREE, weights };
  if (!acting(v, seat)) return [[heuristicMove(v, seat, rng, style)]];
  const { ranked, stay } = rankMoves(v, seat, rng, style);
  return orderCandidates(
    ranked.map((r) => ({ line: [r.move] })),
    ranked[0]?.value,
    stay,
    count,
  );
}

/** A rollout policy: `who`'s next move in a sampled world, as a line of one move. */
export type Rollout = (s: JuniState, who: number, rng: Rng) => Line;

/** 'fast': the Normal heuristic from the seat's view of the sampled world, one sample per battle, 16 of its moves. */
const fastRollout: Rollout = (s, who, rng) => [heuristicMove(viewOf(s, who), who, rng, FAST)];

/** Moves the lean rollout looks at (a random subset of the seat's own moves). */
export const LEAN_MOVES = 3;
const LEAN: Style = { ...FAST, maxMoves: LEAN_MOVES };

/**
 * 'lean': the Normal heuristic's one-move ranking on the sampled world itself, over a few of its moves drawn at
 * random. A sampled world is already a guess drawn from the searching seat's view, so no seat's view of it is built
 * and sampled again (viewOf and determinize were a quarter of the fast rollout); the moves are tried with dice of
 * their own (a fork of the world's), so the policy does not foresee the rolls its chosen move will meet; only the
 * drawn moves are checked against the rules (listing every legal move was a fifth). Answers as Normal answers,
 * recruiting as the fast rollout.
 */
const leanRollout: Rollout = (s, who, rng) => {
  if (s.interrupt) return [heuristicMove(s as unknown as JuniView, who, rng, LEAN)];
  if (s.turn.phase !== 'act') return fastRollout(s, who, rng);
  return [leanMove(s, who, rng)];
};

/** An attack on `target`'s groups, or a march onto a castle point of `target`'s (an empty one is taken, with a Daimyō: §7). */
function threatens(s: JuniState, m: JuniMove, target: number): boolean {
  if (m.type === 'attack') return m.defender === target;
  if (m.type !== 'march') return false;
  const c = CASTLE_AT_POINT.get(m.to);
  return c !== undefined && s.castles[c]!.owner === target;
}

/**
 * Up to `k` of the seat's own moves (as ownMoves lists them, ending the month left out), drawn at random, each checked;
 * with `target` (a seat) every move that threatens it besides them (`threatens`).
 */
function drawMoves(s: JuniState, seat: number, rng: Rng, k: number, target?: number): JuniMove[] {
  // Marches packed as numbers (made into moves only when drawn), except where every listed move is looked at (threats).
  const cands = target === undefined ? packedCandidates(s, seat, { gifts: false, cards: false }) : candidates(s, seat, { gifts: false, cards: false });
  const keep = ownMoveFilter(s, seat);
  const out: JuniMove[] = [];
  for (let i = 0; i < cands.length && out.length < k; i++) {
    const j = i + rng.int(cands.length - i);
    const x = cands[j]!;
    const m = typeof x === 'number' ? unpackMarch(x) : x;
    cands[j] = cands[i]!;
    if (m.type === 'end-turn' || !keep(m) || checkMove(s, seat, m) !== null) continue;
    out.push(m);
  }
  if (target !== undefined) {
    for (const m of cands as JuniMove[]) if (threatens(s, m, target) && !out.includes(m) && checkMove(s, seat, m) === null) out.push(m);
  }
  return out;
}

function leanMove(s: JuniState, seat: number, rng: Rng, target?: number): JuniMove {
  const moves = drawMoves(s, seat, rng, LEAN_MOVES, target);
  const base: JuniState = { ...s, rng: rng.fork('lean').state() };
  const stay = evaluate(base, seat, LEAN.weights, true);
  let best: JuniMove | null = null;
  let bestValue = -Infinity;
  for (const m of moves) {
    // heuristic.ts valueOf at LEAN's one sample per battle: the move applied (`base` copied) and settled, evaluated.
    const value = evaluate(settleOwned(ENGINE.apply(base, seat, m).state), seat, LEAN.weights);
    if (value > bestValue) (best = m), (bestValue = value);
  }
  return best !== null && beatsStaying(bestValue, stay) ? best : END;
}

/**
 * 'lean', and every attack on `target`'s groups and march onto its castles among the moves each other seat ranks: the round horizon's opponents
 * (a neighbour's attack on the searching seat is what its month must be scored after; 3 drawn moves seldom hold it).
 */
export function leanAgainst(target: number): Rollout {
  return (s, who, rng) => {
    if (who === target || s.interrupt || s.turn.phase !== 'act') return leanRollout(s, who, rng);
    return [leanMove(s, who, rng, target)];
  };
}

export const ROLLOUTS = { fast: fastRollout, lean: leanRollout } satisfies Record<string, Rollout>;
export type RolloutKind = keyof typeof ROLLOUTS;

export interface HookConfig {
  /** Candidates (besides ending the month) at the seat's later decisions in the tree. */
  treeCandidates: number;
  /** Evaluation points that count as one logistic unit in the reward. */
  scale: number;
  weights: Weights;
  /** The rollout policy (ROLLOUTS). */
  rollout?: RolloutKind;
  /**
   * Where a playout is cut and scored: 'month' (the end of this seat's month, the flat Hard's horizon) or 'round'
   * (when this seat's next month begins: the other seats' months, played by the rollout policy, are seen first, so a
   * castle left open to a neighbour's army is scored after that army had its month).
   */
  horizon?: 'month' | 'round';
  /**
   * Lean rollouts only: after the root's line the seat ranks one more own move of its month (true, when not set) or
   * ends the month at once (false: Hard's default), so that a line is scored where it ends, as ending the month now is.
   */
  follow?: boolean;
  /** Lean rollouts only: the other seats rank every attack on the searching seat too (`leanAgainst`). */
  threats?: boolean;
  /**
   * Play every playout to the game's end (the rollout policy plays each seat's remaining months, the searching seat's
   * too) and score it by `resultReward`; a playout the search's `maxPlies` cuts before the end is scored as `horizon`'s.
   */
  end?: boolean;
  /** How `end` scores a shared win (resultReward): 1/k each (the default) or 1 each. */
  endshare?: EndShare;
  /**
   * The worlds drawn instead of determinize.ts's from the view: a measurement's (scripts/juni-ceiling.mts, the true
   * state with the dice reseeded), never a bot's.
   */
  worlds?: (rng: Rng) => JuniState;
}

/** A shared win at the end of a playout: 'split' 1/k among k winners, 'win' 1 for each (the ladder's count). */
export type EndShare = 'split' | 'win';

/**
 * The real result for `seat` of a game that is over (§9: the Shogun, else most castles, then Daimyō, then koku):
 * 1 won alone, shared by k 1/k ('split') or 1 ('win'), 0 lost. Not the castle margin: a castle more where the leader
 * is two ahead, or one behind where the seat is already ahead, changes no result, and the margin would value it as the
 * evaluation does.
 */
export function resultReward(s: JuniState, seat: number, share: EndShare = 'split'): number {
  const { winners } = standings(s);
  if (!winners.includes(seat)) return 0;
  return share === 'win' ? 1 : 1 / winners.length;
}

/**
 * The hooks for `seat` deciding from view `v`; `rootCandidates` (from the plan on the real
 * view) are offered at the root in every world where they are legal.
 */
export function juniHooks(v: JuniView, seat: number, cfg: HookConfig, rootCandidates: readonly Line[], baseline: number): SearchHooks<JuniState, Line> {
  const month = v.month;
  // The worlds as drawn: the root decision is asked in exactly these states.
  const roots = new WeakSet<JuniState>();
  const legalAt = new WeakMap<JuniState, Line[]>();
  const rollout = cfg.rollout ?? 'fast';
  let ruleset = LINES;
  let policy: Rollout = ROLLOUTS[rollout];
  if (rollout === 'lean') {
    // The lean rollout ranks one own move of the month after the root's line; the states after it are `spent`
    // (marked as they are played on), where the seat ends its month.
    const spent = new WeakSet<JuniState>();
    const ranked = new WeakSet<Line>();
    const against = cfg.threats ? leanAgainst(seat) : ROLLOUTS.lean;
    ruleset = {
      ...LINES,
      apply: (s: JuniState, who: number, line: Line) => {
        const next = LINES.apply(s, who, line);
        if (spent.has(s) || ranked.has(line) || (cfg.follow === false && roots.has(s))) spent.add(next.state);
        return next;
      },
    } as typeof LINES;
    policy = (s, who, rng) => {
      // Only in the month searched: the seat's later months (the round horizon's stop, `end`'s playouts) are its own.
      if (who === seat && !s.interrupt && s.turn.phase === 'act' && s.turn.seat === seat && s.month === month && spent.has(s)) return [END];
      const line = against(s, who, rng);
      if (who === seat && !s.interrupt && s.turn.phase === 'act') ranked.add(line);
      return line;
    };
  }
  return {
    ruleset,
    determinize: (rng) => {
      const world = cfg.worlds ? cfg.worlds(rng) : determinize(v, rng);
      roots.add(world);
      return world;
    },
    clone: cloneState,
    candidates: (s, who, rng) => {
      if (!roots.has(s)) return laterCandidates(s, who, rng, cfg.treeCandidates, cfg.weights);
      // A world serves every root line in turn (share 0): its legal lines are checked once (the checks were
      // a tenth of a lean search).
      let legal = legalAt.get(s);
      if (legal === undefined) {
        const ok = rootCandidates.filter((line) => R.validate(s, who, line[0]!).ok);
        legal = ok.length > 0 ? ok : [[END]];
        legalAt.set(s, legal);
      }
      return legal;
    },
    moveKey,
    policy,
    // Scored as the month ends only when the playout got there; cut off earlier, the mover may still
    // bring a Daimyō after stranded groups (as the heuristic itself assumes).
    evaluate: (s, who) =>
      cfg.end && s.over ? resultReward(s, who, cfg.endshare) : marginReward(evaluate(s, who, cfg.weights, s.over || s.turn.seat !== who || s.month !== month) - baseline, cfg.scale),
    // 'month': the end of this seat's month: another player's turn (or a new month), or the game's end.
    // 'round': this seat's next month (or two months on, should the play order skip it), or the game's end.
    // `end`: the game's end only.
    stop: cfg.end
      ? (s) => s.over
      : cfg.horizon === 'round'
        ? (s) => s.over || (!s.interrupt && s.month !== month && (s.turn.seat === seat || s.month > month + 1))
        : (s) => s.over || ((s.turn.seat !== seat || s.month !== month) && !s.interrupt),
  };
}
