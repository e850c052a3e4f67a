/**
 * A game record is seed + options + ordered moves; every state and event is
 * derived by replaying it. Checkpoint hashes (at least one per round) let a
 * replay prove that it reproduces the game bit for bit.
 */
import { hashState } from './hash';
import { checkMove } from './move-schema';
import type { AnyRuleset, GameEvent, RuleError, Seat } from './ruleset';

export interface RecordedMove {
  seat: Seat;
  move: unknown;
}

export interface Checkpoint {
  /** Number of moves applied when the hash was taken (0 = the starting state). */
  ply: number;
  round: number;
  hash: string;
}

export interface GameRecord {
  ruleset: string;
  rulesetVersion: string;
  options: unknown;
  seed: string;
  moves: RecordedMove[];
}

export interface ReplayStep {
  ply: number;
  state: unknown;
  events: GameEvent[];
}

export class ReplayError extends Error {
  constructor(
    message: string,
    readonly ply: number,
    readonly ruleError?: RuleError,
  ) {
    super(message);
    this.name = 'ReplayError';
  }
}

/**
 * Tracks checkpoints while a game is played or replayed: a hash of the start,
 * then one whenever the ruleset's round counter changes, and one at the end.
 */
export class CheckpointTracker {
  readonly checkpoints: Checkpoint[] = [];
  private lastRound: number;

  constructor(
    private readonly ruleset: AnyRuleset,
    initial: unknown,
  ) {
    this.lastRound = ruleset.round(initial);
    this.checkpoints.push({ ply: 0, round: this.lastRound, hash: hashState(initial) });
  }

  /** Call after each applied move; returns the new checkpoint if one was taken. */
  observe(ply: number, state: unknown): Checkpoint | null {
    const round = this.ruleset.round(state);
    const over = this.ruleset.pending(state).length === 0;
    if (round === this.lastRound && !over) return null;
    this.lastRound = round;
    const cp = { ply, round, hash: hashState(state) };
    this.checkpoints.push(cp);
    return cp;
  }
}

/** Replay a record from the start; throws ReplayError on an illegal move. */
export function replay(
  ruleset: AnyRuleset,
  record: GameRecord,
  onStep?: (step: ReplayStep) => void,
): { state: unknown; checkpoints: Checkpoint[] } {
  if (record.ruleset !== ruleset.id) {
    throw new ReplayError(`record is for '${record.ruleset}', not '${ruleset.id}'`, 0);
  }
  const options = ruleset.parseOptions(record.options);
  if (!options.ok) throw new ReplayError(`bad options: ${options.error.message}`, 0, options.error);
  let state = ruleset.setup(options.value, record.seed);
  const tracker = new CheckpointTracker(ruleset, state);
  onStep?.({ ply: 0, state, events: [] });
  record.moves.forEach((m, i) => {
    const checked = checkMove(ruleset, state, m.seat, m.move);
    if (!checked.ok) {
      throw new ReplayError(`move ${i + 1} (seat ${m.seat}) is illegal: ${checked.error.message}`, i + 1, checked.error);
    }
    const applied = ruleset.apply(state, m.seat, checked.value.move);
    state = applied.state;
    tracker.observe(i + 1, state);
    onStep?.({ ply: i + 1, state, events: applied.events });
  });
  return { state, checkpoints: tracker.checkpoints };
}

export interface VerifyReport {
  ok: boolean;
  checked: number;
  /** The first checkpoint whose hash differs, if any. */
  mismatch?: { ply: number; expected: string; actual: string };
  error?: string;
}

/** Re-simulate a record and compare with stored checkpoints. */
export function verifyRecord(ruleset: AnyRuleset, record: GameRecord, stored: readonly Checkpoint[]): VerifyReport {
  let actual: Checkpoint[];
  try {
    actual = replay(ruleset, record).checkpoints;
  } catch (e) {
    return { ok: false, checked: 0, error: e instanceof Error ? e.message : String(e) };
  }
  const byPly = new Map(actual.map((c) => [c.ply, c.hash]));
  let checked = 0;
  for (const cp of stored) {
    const hash = byPly.get(cp.ply);
    if (hash !== cp.hash) {
      return { ok: false, checked, mismatch: { ply: cp.ply, expected: cp.hash, actual: hash ?? '(no checkpoint)' } };
    }
    checked++;
  }
  if (stored.length === 0) return { ok: false, checked: 0, error: 'no stored checkpoints to verify' };
  return { ok: true, checked };
}
