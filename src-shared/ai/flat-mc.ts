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
 * Determinism: the number of rounds is fixed by `rounds` (the caller derives
 * it from its time budget with a fixed rate), so the choice depends only on the
 * inputs and the Rng. `deadline` is a safety cap only: on a slow machine the
 * search may stop early and then choose from fewer rounds.
 */
import { Rng } from '../kernel/rng';
import type { GameEvent, Ruleset, Seat } from '../kernel/ruleset';

export interface FlatMcSpec<S, M> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ruleset: Ruleset<S, M, any, GameEvent, any>;
  seat: Seat;
  /** The moves to compare (at least one). */
  candidates: readonly M[];
  /** One plausible full state consistent with the seat's view. */
  determinize: (rng: Rng) => S;
  /** A fast move for any seat that must decide in a sampled world. */
  policy: (state: S, seat: Seat, rng: Rng) => M;
  /** How good the state is for `seat` (higher is better). */
  evaluate: (state: S, seat: Seat) => number;
  /** True when the playout has gone far enough (the game's end always stops it). */
  stop: (state: S) => boolean;
  /** Sampled worlds; every candidate is played once in each. */
  rounds: number;
  /** performance.now() time after which no new round starts (a cap, not the normal bound). */
  deadline?: number;
  /** Safety bound on the plies of one playout. */
  maxPlies?: number;
  rng: Rng;
}

export interface FlatMcResult<M> {
  move: M;
  index: number;
  means: number[];
  rounds: number;
}

export function flatMonteCarlo<S, M>(spec: FlatMcSpec<S, M>): FlatMcResult<M> {
  const { ruleset, seat, candidates, rng } = spec;
  if (candidates.length === 0) throw new Error('flatMonteCarlo: no candidates');
  const sums = new Array<number>(candidates.length).fill(0);
  if (candidates.length === 1) return { move: candidates[0]!, index: 0, means: [0], rounds: 0 };
  const maxPlies = spec.maxPlies ?? 2000;
  let done = 0;
  for (let r = 0; r < spec.rounds; r++) {
    if (r > 0 && spec.deadline !== undefined && performance.now() > spec.deadline) break;
    const worldSeed = rng.nextU32();
    for (let c = 0; c < candidates.length; c++) {
      // Same world for every candidate: re-seeded from the round's seed.
      const wr = Rng.seeded(worldSeed);
      let state = spec.determinize(wr);
      state = ruleset.apply(state, seat, candidates[c]!).state;
      for (let ply = 0; ply < maxPlies; ply++) {
        if (spec.stop(state)) break;
        const pending = ruleset.pending(state);
        if (pending.length === 0) break;
        const who = pending[0]!.seat;
        state = ruleset.apply(state, who, spec.policy(state, who, wr)).state;
      }
      sums[c]! += spec.evaluate(state, seat);
    }
    done++;
  }
  const means = sums.map((s) => (done > 0 ? s / done : 0));
  let best = 0;
  for (let c = 1; c < means.length; c++) if (means[c]! > means[best]!) best = c;
  return { move: candidates[best]!, index: best, means, rounds: done };
}

/** Rounds to run for a time budget at a fixed, documented rate (deterministic). */
export function roundsFor(budgetMs: number, roundsPerSecond: number, min = 1): number {
  return Math.max(min, Math.floor((budgetMs / 1000) * roundsPerSecond));
}
