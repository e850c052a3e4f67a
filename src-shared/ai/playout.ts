/**
 * Pure in-process random playouts: the engine with no host, no store and no
 * worker. Used by benchmarks and fuzz tests.
 */
import { Rng } from '../kernel/rng';
import type { RecordedMove } from '../kernel/record';
import { FREE_ACTION_ODDS, freeActionsOf, freeSeats } from '../kernel/free-actions';
import type { AnyRuleset, Decision, GameResult, Seat } from '../kernel/ruleset';

export interface PlayoutResult {
  state: unknown;
  result: GameResult;
  /** Recorded only when asked (`record: true`). */
  moves: RecordedMove[];
  plies: number;
}

/**
 * Plays one complete game with every seat choosing random moves from its own
 * view. Throws if a random move is rejected (a ruleset bug) or the game does
 * not end within `maxPlies`.
 */
export function randomPlayout(
  ruleset: AnyRuleset,
  options: unknown,
  seed: string,
  { maxPlies = 100_000, record = false }: { maxPlies?: number; record?: boolean } = {},
): PlayoutResult {
  const parsed = ruleset.parseOptions(options);
  if (!parsed.ok) throw new Error(`bad options: ${parsed.error.message}`);
  let state = ruleset.setup(parsed.value, seed);
  const rng = Rng.seeded(`${seed}:playout`);
  const moves: RecordedMove[] = [];
  for (let ply = 0; ply < maxPlies; ply++) {
    const pending = ruleset.pending(state);
    if (pending.length === 0) {
      const result = ruleset.result(state);
      if (!result) throw new Error(`${ruleset.id}: no pending decisions but no result`);
      return { state, result, moves, plies: ply };
    }
    const seat = randomMover(ruleset, state, pending, rng);
    const move = ruleset.randomMove(ruleset.view(state, seat), rng);
    const checked = ruleset.validate(state, seat, move);
    if (!checked.ok) {
      throw new Error(`${ruleset.id}: random move for seat ${seat} rejected (${checked.error.code}: ${checked.error.message})`);
    }
    if (record) moves.push({ seat, move: checked.value });
    state = ruleset.apply(state, seat, checked.value).state;
  }
  throw new Error(`${ruleset.id}: game did not end within ${maxPlies} moves`);
}

/**
 * The seat that moves next in a random game: a pending seat, or now and then (1 in FREE_ACTION_ODDS plies when any is
 * open) a seat with a free action, so random games exercise free actions without drowning in them. Games without free
 * actions draw exactly as before (their pinned games stay).
 */
export function randomMover(ruleset: AnyRuleset, state: unknown, pending: readonly Decision[], rng: Rng): Seat {
  const free = freeSeats(freeActionsOf(ruleset, state));
  if (free.length > 0 && rng.int(FREE_ACTION_ODDS) === 0) return free[rng.int(free.length)]!;
  return pending[rng.int(pending.length)]!.seat;
}
