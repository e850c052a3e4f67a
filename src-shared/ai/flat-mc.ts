/**
 * Determinized flat Monte Carlo, written once against the Ruleset interface.
 *
 * A bot that cannot see the whole state samples it: `determinize(rng)` turns
 * the seat's VIEW into one plausible full state (hidden cards, deck orders and
 * the Rng drawn at random from what the seat may know). Each candidate move is
 * applied in the same sampled worlds (common random numbers), the game is
 * played on by a fast `policy` until `stop` says the horizon is reached (or the
 * game ends), and `evaluate` scores the result for the seat. The candidate with
 * the best mean wins.
 *
 * Successive halving (`halving`): the rounds are split into stages; after each
 * stage the weaker half of the candidates still in the race drops out, so the
 * close contenders get most of the playouts. Means are compared over the rounds
 * every survivor played (the same worlds), so common random numbers still hold.
 *
 * Determinism: the number of rounds is fixed by `rounds` (the caller derives
 * it from its time budget with a fixed rate), so the choice depends only on the
 * inputs and the Rng. `deadline` is a safety cap only: on a slow machine the
 * search may stop early and then choose from fewer rounds.
 */
import { Rng } from '../kernel/rng';
import type { GameEvent, Ruleset, Seat } from '../kernel/ruleset';
import { reportSearch } from './search-report';

export interface FlatMcSpec<S, M> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ruleset: Ruleset<S, M, any, GameEvent, any>;
  seat: Seat;
  /** The moves to compare (at least one). */
  candidates: readonly M[];
  /** One plausible full state consistent with the seat's view. */
  determinize: (rng: Rng) => S;
  /**
   * A deep copy of a sampled state. With it, each round samples its world
   * once and every candidate starts from a copy (cheaper than sampling again);
   * without it, the world is sampled again from the same seed per candidate.
   */
  clone?: (state: S) => S;
  /** A fast move for any seat that must decide in a sampled world. */
  policy: (state: S, seat: Seat, rng: Rng) => M;
  /** How good the state is for `seat` (higher is better). */
  evaluate: (state: S, seat: Seat) => number;
  /** True when the playout has gone far enough (the game's end always stops it). */
  stop: (state: S) => boolean;
  /** Sampled worlds in all (each one is played by every candidate still in the race). */
  rounds: number;
  /**
   * Successive halving: after each of this many stages (with an equal share of
   * the rounds) the weaker half of the remaining candidates drops out.
   * 0 or 1 = every candidate plays every round.
   */
  halving?: number;
  /** performance.now() time after which no new round starts (a cap, not the normal bound). */
  deadline?: number;
  /** Safety bound on the plies of one playout. */
  maxPlies?: number;
  /** Called after every round with the share of the work done (0..1). */
  onProgress?: (fraction: number) => void;
  /** Called with every playout's value (e.g. for a caller's own statistics over the same worlds). */
  onPlayout?: (candidate: number, value: number) => void;
  rng: Rng;
}

export interface FlatMcResult<M> {
  move: M;
  index: number;
  /** Mean evaluation of each candidate over the rounds it played. */
  means: number[];
  /** Rounds each candidate played. */
  played: number[];
  /** Sampled worlds in all. */
  rounds: number;
  /** Playouts in all (candidate × world). */
  playouts: number;
}

export function flatMonteCarlo<S, M>(spec: FlatMcSpec<S, M>): FlatMcResult<M> {
  const { ruleset, seat, candidates, rng } = spec;
  const n = candidates.length;
  if (n === 0) throw new Error('flatMonteCarlo: no candidates');
  if (n === 1) return { move: candidates[0]!, index: 0, means: [0], played: [0], rounds: 0, playouts: 0 };
  const maxPlies = spec.maxPlies ?? 2000;
  const sums = new Array<number>(n).fill(0);
  const played = new Array<number>(n).fill(0);
  let alive = candidates.map((_, i) => i);
  const stages = Math.max(1, Math.min(spec.halving ?? 1, Math.floor(Math.log2(n)) + 1));
  // Rounds per stage, so that the total work is about what `rounds` gives
  // when every candidate plays every round.
  const plan = stagePlan(n, spec.rounds, stages);
  const totalWork = plan.reduce((a, st) => a + st.rounds * st.alive, 0);
  let work = 0;
  let rounds = 0;
  let playouts = 0;
  let stopped = false;

  const playout = (start: S, c: number, wr: Rng): number => {
    let state = ruleset.apply(start, seat, candidates[c]!).state;
    for (let ply = 0; ply < maxPlies; ply++) {
      if (spec.stop(state)) break;
      const pending = ruleset.pending(state);
      if (pending.length === 0) break;
      const who = pending[0]!.seat;
      state = ruleset.apply(state, who, spec.policy(state, who, wr)).state;
    }
    return spec.evaluate(state, seat);
  };

  for (let st = 0; st < plan.length && !stopped; st++) {
    if (st > 0) alive = bestHalf(alive, sums, played, plan[st]!.alive);
    // Every survivor has played every round so far: their sums stay comparable.
    for (let r = 0; r < plan[st]!.rounds; r++) {
      if (rounds > 0 && spec.deadline !== undefined && performance.now() > spec.deadline) {
        stopped = true;
        break;
      }
      const worldSeed = rng.nextU32();
      let base: S | undefined;
      let baseRng: ReturnType<Rng['state']> | undefined;
      if (spec.clone) {
        const wr = Rng.seeded(worldSeed);
        base = spec.determinize(wr);
        baseRng = wr.state();
      }
      for (const c of alive) {
        let start: S;
        let wr: Rng;
        if (base !== undefined && baseRng !== undefined) {
          start = spec.clone!(base);
          wr = Rng.from(baseRng);
        } else {
          // Same world for every candidate: re-seeded from the round's seed.
          wr = Rng.seeded(worldSeed);
          start = spec.determinize(wr);
        }
        const value = playout(start, c, wr);
        sums[c]! += value;
        spec.onPlayout?.(c, value);
        played[c]!++;
        playouts++;
      }
      rounds++;
      work += alive.length;
      spec.onProgress?.(Math.min(1, work / totalWork));
    }
  }
  const means = sums.map((s, i) => (played[i]! > 0 ? s / played[i]! : 0));
  // The winner among the candidates that played the most rounds (the last stage's survivors).
  const most = Math.max(...played);
  let best = -1;
  for (let c = 0; c < n; c++) {
    if (played[c] !== most) continue;
    if (best < 0 || means[c]! > means[best]!) best = c;
  }
  reportSearch(() => ({ search: 'flat', moves: candidates.map((move, c) => ({ move, visits: played[c]!, mean: means[c]! })), iterations: playouts }));
  return { move: candidates[best]!, index: best, means, played, rounds, playouts };
}

/** The stages of successive halving: how many candidates race in each and for how many rounds. */
export function stagePlan(candidates: number, rounds: number, stages: number): { alive: number; rounds: number }[] {
  const alive: number[] = [];
  for (let k = 0, a = candidates; k < stages; k++, a = Math.max(2, Math.ceil(a / 2))) alive.push(a);
  if (stages === 1) return [{ alive: candidates, rounds }];
  // Equal work per stage; the total work matches `rounds` × candidates.
  const budget = rounds * candidates;
  return alive.map((a) => ({ alive: a, rounds: Math.max(1, Math.round(budget / stages / a)) }));
}

function bestHalf(alive: number[], sums: number[], played: number[], keep: number): number[] {
  const mean = (c: number): number => (played[c]! > 0 ? sums[c]! / played[c]! : 0);
  return alive
    .slice()
    .sort((a, b) => mean(b) - mean(a) || a - b)
    .slice(0, keep)
    .sort((a, b) => a - b);
}

/** Rounds to run for a time budget at a fixed, documented rate (deterministic). */
export function roundsFor(budgetMs: number, roundsPerSecond: number, min = 1): number {
  return Math.max(min, Math.floor((budgetMs / 1000) * roundsPerSecond));
}
