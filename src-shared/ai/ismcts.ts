/**
 * The one search every Hard level uses: single-observer information-set
 * Monte-Carlo tree search (SO-ISMCTS; Cowling, Powley & Whitehouse 2012),
 * written once against the hooks a game supplies (search-hooks.ts).
 *
 * One iteration:
 * 1. a world is drawn from the searching seat's view (`determinize`, with its
 *    own seed drawn from the caller's Rng);
 * 2. SELECTION down the tree of the searching seat's OWN decisions: a node is
 *    an information set of that seat (the path of its own moves so far), its
 *    children are keyed by `moveKey`, so the same move meets itself across
 *    worlds. The candidates offered in this world are the available children;
 *    each counts an availability, and a child is chosen by UCB1 with the
 *    availability in place of the parent's visits (as ISMCTS does, so a move
 *    that is rarely possible is not starved). Other seats' moves are not in
 *    the tree: they are played by `policy` from their own view of the world;
 * 3. EXPANSION: the first candidate (in the game's order) not yet a child
 *    becomes one, and the tree part of the iteration ends;
 * 4. ROLLOUT: `policy` for every seat until `stop` (or the game's end, or
 *    `maxPlies`), then `evaluate` scores the state for the searching seat
 *    in [0, 1];
 * 5. BACKPROPAGATION of that value along the nodes visited.
 *
 * A decision of the searching seat with a single candidate is played through
 * without a node (it neither branches nor costs tree depth). The root is the
 * decision the seat is asked now, so its move is applied first even when
 * another seat is listed before it (a simultaneous choice: their moves stay
 * hidden from each other anyway); below the root the seat to move is
 * `pending(state)[0].seat`, as in ai/match.ts and ai/flat-mc.ts. Free actions
 * are not searched (nobody takes one in the sampled worlds).
 *
 * Two options bring in what flat Monte Carlo does well at the small
 * iteration counts of the map games (measured in docs/bots.md): `share`
 * (common random numbers: successive iterations play the same world with the
 * same dice, so root moves are compared on paired samples) and
 * `rootAllocation: 'rounds'` (every root move an equal share, the best mean
 * wins). With both and `maxTreeDepth: 1` the search is flat Monte Carlo
 * with common random numbers (ai/flat-mc.ts), the same means from the same
 * seed; deeper levels stay a UCB1 tree.
 *
 * Determinism: the number of iterations is given (the caller fixes it from
 * its time budget at a documented rate, `iterationsFor`); all randomness
 * comes from the caller's Rng; `deadline` only caps the work on a slow
 * machine. The move played is the most visited root child (ties: the better
 * mean, then the first offered).
 *
 * States are never mutated (`apply` is pure), so each iteration's world is
 * used as drawn: no copy is needed; `hooks.clone` is not called.
 */
import { Rng, type RngState } from '../kernel/rng';
import type { Seat } from '../kernel/ruleset';
import type { SearchHooks } from './search-hooks';
import { reportSearch } from './search-report';

export interface SearchOptions {
  /** The searching seat (it must have a decision pending in the hooks' worlds). */
  seat: Seat;
  /** Iterations in all (one sampled world and one playout each); fixed from the budget at a rate. */
  iterations: number;
  rng: Rng;
  /**
   * performance.now() time by which the search should end (a cap, not the
   * normal bound): no iteration starts that would, at the mean iteration time
   * so far, end after it.
   */
  deadline?: number;
  /** Called after every iteration with the share done (0..1, rising). */
  onProgress?: (fraction: number) => void;
  /**
   * UCB1 exploration constant for values in [0, 1]. Default 0.7 (about
   * 1/√2, the classic choice for rewards in [0, 1]).
   */
  exploration?: number;
  /**
   * Progressive bias towards the first-offered candidate of each decision
   * (the game's own first choice, e.g. the heuristic's best): it adds
   * `firstBias / (visits + 1)` to that child's UCB score, so with few
   * iterations the search leans on the heuristic and only a real lead in
   * value overrules it. Default 0 (plain UCB1).
   */
  firstBias?: number;
  /** Most own decisions (tree levels) an iteration descends before the rollout takes over. Default 8. */
  maxTreeDepth?: number;
  /** Safety bound on the plies of one iteration (tree part and rollout together). Default 3000. */
  maxPlies?: number;
  /**
   * Common random numbers: how many successive iterations share one sampled
   * world AND its dice (each of them starts from the same Rng state after
   * `determinize`, so the playouts' draws match as far as the moves allow).
   * Differences between root moves are then paired, as in flat Monte Carlo,
   * instead of carrying the worlds' noise. 1 (default) = a fresh world every
   * iteration (plain ISMCTS); 0 = as many as the root has candidates (with
   * `rootAllocation: 'rounds'`: every root move plays every world once).
   */
  share?: number;
  /**
   * How the root's children are visited: 'ucb' (default) = UCB1 as at every
   * node; 'rounds' = the least visited available child first (ties: the first
   * offered), so every root move gets an equal share of the iterations in
   * rounds, as flat Monte Carlo does, and the best mean among the most
   * visited wins (ties: the first offered). Deeper levels stay UCB1.
   */
  rootAllocation?: 'ucb' | 'rounds';
}

/** What the search found for one root move. */
export interface RootStat<M> {
  move: M;
  key: string;
  visits: number;
  /** Mean value (in [0, 1]) of the iterations through this move. */
  mean: number;
  /** Iterations in which this move was offered. */
  available: number;
}

export interface SearchResult<M> {
  move: M;
  /** Root moves in the order first offered. */
  stats: RootStat<M>[];
  /** Iterations run (fewer than asked only when the deadline cut the search). */
  iterations: number;
  /** Deepest own-decision level reached by the tree (1 = root children only). */
  depth: number;
}

interface Node<M> {
  key: string;
  move: M;
  visits: number;
  sum: number;
  available: number;
  children: Node<M>[];
}

const newNode = <M>(key: string, move: M): Node<M> => ({ key, move, visits: 0, sum: 0, available: 0, children: [] });

/** Iterations to run for a time budget at a fixed, documented rate (deterministic), at least `min`. */
export function iterationsFor(budgetMs: number, iterationsPerSecond: number, min = 1): number {
  return Math.max(min, Math.floor((budgetMs / 1000) * iterationsPerSecond));
}

/**
 * A standard reward for `evaluate` hooks: a logistic of the seat's margin over
 * its best rival, 0.5 at a tie, about 0.73 at one `scale` ahead, 0.95 at three.
 */
export function marginReward(margin: number, scale: number): number {
  return 1 / (1 + Math.exp(-margin / scale));
}

/** The searching seat's move for its pending decision, by ISMCTS over the hooks. */
export function searchMove<S, M>(hooks: SearchHooks<S, M>, opts: SearchOptions): SearchResult<M> {
  const { ruleset } = hooks;
  const { seat, rng } = opts;
  const c = opts.exploration ?? 0.7;
  const bias = opts.firstBias ?? 0;
  const maxDepth = Math.max(1, opts.maxTreeDepth ?? 8);
  const maxPlies = opts.maxPlies ?? 3000;
  const total = Math.max(1, Math.floor(opts.iterations));
  const rounds = opts.rootAllocation === 'rounds';
  const shareOpt = Math.max(0, Math.floor(opts.share ?? 1));
  const root = newNode<M>('', undefined as unknown as M);
  const path: Node<M>[] = [];
  const picked = { index: 0 };
  let done = 0;
  let deepest = 0;
  // The shared world (share ≠ 1): the world, its dice after determinize, the iterations it has served.
  let shared: { world: S; dice: RngState; used: number } | null = null;
  let rootCount = 1;

  const started = performance.now();
  for (let it = 0; it < total; it++) {
    // The cap: no iteration starts that would, at the mean iteration time so far, end after the deadline
    // (one playout of a map game takes long enough that "start while before it" overshot the budget).
    if (it > 0 && opts.deadline !== undefined) {
      const now = performance.now();
      if (now + (now - started) / it > opts.deadline) break;
    }
    const share = shareOpt === 0 ? rootCount : shareOpt;
    let wr: Rng;
    let world: S;
    if (share > 1 && shared !== null && shared.used < share) {
      world = shared.world;
      wr = Rng.from(shared.dice);
      shared.used++;
    } else {
      wr = Rng.seeded(rng.nextU32());
      world = hooks.determinize(wr);
      shared = shareOpt === 1 ? null : { world, dice: wr.state(), used: 1 };
    }
    let state = world;
    let node: Node<M> | null = root; // null once the iteration has left the tree
    let depth = 0;
    let first = true;
    path.length = 0;
    path.push(root);
    for (let ply = 0; ply < maxPlies; ply++) {
      if (!first && hooks.stop(state, world)) break;
      const pending = ruleset.pending(state);
      if (pending.length === 0) break;
      const who = first ? seat : pending[0]!.seat;
      let move: M;
      if (who === seat && node !== null && depth < maxDepth) {
        const cands = hooks.candidates(state, seat, wr);
        if (cands.length === 0) throw new Error('searchMove: no candidates');
        if (first) rootCount = Math.max(rootCount, cands.length);
        if (cands.length === 1 && !first) move = cands[0]!;
        else {
          const child: Node<M> = choose(node, cands, hooks.moveKey, c, bias, picked, first && rounds);
          // The move is this world's (equal by key to the one stored in the node).
          move = cands[picked.index]!;
          path.push(child);
          depth++;
          node = child.visits === 0 ? null : child; // expanded: the rollout takes over
        }
      } else {
        move = hooks.policy(state, who, wr);
      }
      state = ruleset.apply(state, who, move).state;
      first = false;
    }
    deepest = Math.max(deepest, depth);
    const value = hooks.evaluate(state, seat);
    for (const n of path) {
      n.visits++;
      n.sum += value;
    }
    done++;
    opts.onProgress?.(done / total);
  }

  const stats: RootStat<M>[] = root.children.map((n) => ({
    move: n.move,
    key: n.key,
    visits: n.visits,
    mean: n.visits > 0 ? n.sum / n.visits : 0,
    available: n.available,
  }));
  let best = 0;
  for (let i = 1; i < stats.length; i++) {
    const a = stats[i]!;
    const b = stats[best]!;
    if (a.visits > b.visits || (a.visits === b.visits && a.mean > b.mean)) best = i;
  }
  reportSearch(() => ({ search: 'tree', moves: stats.map((x) => ({ move: x.move, visits: x.visits, mean: x.mean })), iterations: done }));
  return { move: stats[best]!.move, stats, iterations: done, depth: deepest };
}

/**
 * The child of `node` to follow among this world's candidates: each available
 * child counts an availability; the first candidate without a child becomes
 * one (expansion); else UCB1 over the available children, or with
 * `leastVisited` (the root under rootAllocation 'rounds') the least visited.
 */
function choose<M>(node: Node<M>, cands: readonly M[], keyOf: (m: M) => string, c: number, bias: number, picked: { index: number }, leastVisited = false): Node<M> {
  let fresh: Node<M> | null = null;
  let best: Node<M> | null = null;
  let bestScore = -Infinity;
  for (let i = 0; i < cands.length; i++) {
    const m = cands[i]!;
    const key = keyOf(m);
    let child: Node<M> | undefined;
    for (const ch of node.children) {
      if (ch.key === key) {
        child = ch;
        break;
      }
    }
    if (child === undefined) {
      if (fresh === null) {
        fresh = newNode(key, m);
        node.children.push(fresh);
        fresh.available++;
        picked.index = i;
      }
      continue;
    }
    child.available++;
    if (fresh !== null) continue;
    let score: number;
    if (leastVisited) score = -child.visits;
    else {
      score = child.visits === 0 ? Infinity : child.sum / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
      if (i === 0) score += bias / (child.visits + 1);
    }
    if (score > bestScore) {
      bestScore = score;
      best = child;
      picked.index = i;
    }
  }
  return fresh ?? best!;
}
