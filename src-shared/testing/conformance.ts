/**
 * The conformance checks every game runs (src-shared/games/conformance.test.ts
 * calls them once per registered game): random moves from a seat's own view
 * are always legal, games end, records replay and verify, seeking agrees with
 * replaying, golden games stay pinned, and views hide other seats' secrets.
 * Each check throws an Error saying what broke.
 */
import { randomMover, randomPlayout } from '../ai/playout';
import { freeActionsOf, mayMove } from '../kernel/free-actions';
import { Rng } from '../kernel/rng';
import { hashState } from '../kernel/hash';
import { replay, verifyRecord, type GameRecord } from '../kernel/record';
import type { AnyRuleset, Seat } from '../kernel/ruleset';
import { ReplaySeeker } from '../kernel/seek';

export interface PlayedGame {
  record: GameRecord;
  plies: number;
  finalHash: string;
  /** The hash after every ply (index 0 = start). */
  hashes: string[];
}

/** Plays a random game (every move from the mover's view) and records it with per-ply hashes. */
export function playRandomGame(ruleset: AnyRuleset, options: Record<string, unknown>, seed: string, maxPlies = 200_000): PlayedGame {
  const { moves, plies, state } = randomPlayout(ruleset, options, seed, { record: true, maxPlies });
  const parsed = ruleset.parseOptions(options);
  if (!parsed.ok) throw new Error(`bad options: ${parsed.error.message}`);
  const record: GameRecord = { ruleset: ruleset.id, rulesetVersion: ruleset.version, options: parsed.value, seed, moves };
  const hashes: string[] = [];
  replay(ruleset, record, (step) => hashes.push(hashState(step.state)));
  const finalHash = hashState(state);
  if (hashes.at(-1) !== finalHash) throw new Error(`${ruleset.id}: replaying the record does not reach the played final state`);
  return { record, plies, finalHash, hashes };
}

/** The record replays to its own checkpoints, and seeking to any ply gives the replayed state. */
export function checkReplayAndSeek(ruleset: AnyRuleset, game: PlayedGame, probes = 12): void {
  const { checkpoints } = replay(ruleset, game.record);
  const verified = verifyRecord(ruleset, game.record, checkpoints);
  if (!verified.ok) throw new Error(`${ruleset.id}: record does not verify against its own checkpoints`);
  const seeker = new ReplaySeeker(ruleset, game.record);
  const n = game.hashes.length;
  for (let k = 0; k < probes; k++) {
    const ply = Math.floor(((k * 7919) % probes) * (n - 1) / Math.max(1, probes - 1));
    const state = seeker.stateAt(ply);
    if (hashState(state) !== game.hashes[ply]) throw new Error(`${ruleset.id}: seeking to ply ${ply} differs from replaying`);
  }
}

/**
 * `legalMoves` keeps the kernel's one meaning (kernel/ruleset.ts) along a played game, every `stride`-th ply: `[]` for
 * every seat with nothing to decide; for a seat asked (pending or with a free action open) `null` (too many to list)
 * or a non-empty list of moves that `validate` all accepts. Returns how many lists it checked.
 */
export function checkLegalMovesRule(ruleset: AnyRuleset, game: PlayedGame, stride = 7): number {
  const seeker = new ReplaySeeker(ruleset, game.record);
  const seats = (game.record.options as { players: number }).players;
  let lists = 0;
  for (let ply = 0; ply < game.hashes.length; ply += stride) {
    const state = seeker.stateAt(ply);
    for (let seat = 0; seat < seats; seat++) {
      const moves = ruleset.legalMoves(state, seat) as unknown[] | null;
      if (!mayMove(ruleset.pending(state), ruleset.freeActions?.(state), seat)) {
        if (!Array.isArray(moves) || moves.length > 0) throw new Error(`${ruleset.id}: ply ${ply}, seat ${seat} decides nothing, yet legalMoves gives ${JSON.stringify(moves)?.slice(0, 80)} (it must be [])`);
        continue;
      }
      if (moves === null) continue;
      if (moves.length === 0) throw new Error(`${ruleset.id}: ply ${ply}, seat ${seat} is asked, yet legalMoves gives [] (a list, or null when too many)`);
      for (const m of moves) {
        const v = ruleset.validate(state, seat, m);
        if (!v.ok) throw new Error(`${ruleset.id}: ply ${ply}, seat ${seat}: legalMoves lists ${JSON.stringify(m)}, which validate refuses (${v.error.code})`);
      }
      lists++;
    }
  }
  return lists;
}

/** `seat`'s views of two states that differ only in another seat's secrets are the same. */
export function checkViewHides(ruleset: AnyRuleset, seat: Seat, a: unknown, b: unknown, what: string): void {
  if (hashState(a) === hashState(b)) throw new Error(`${ruleset.id}: the secret pair (${what}) is two equal states: it tests nothing`);
  const va = JSON.stringify(ruleset.view(a, seat));
  const vb = JSON.stringify(ruleset.view(b, seat));
  if (va !== vb) throw new Error(`${ruleset.id}: seat ${seat}'s view reveals ${what}`);
}

/** No view for a seat holds the Rng state or the seed. */
export function checkViewHasNoRng(ruleset: AnyRuleset, state: unknown, seat: Seat, seed: string): void {
  const text = JSON.stringify(ruleset.view(state, seat));
  if (/"rng"\s*:/.test(text)) throw new Error(`${ruleset.id}: seat ${seat}'s view carries the Rng state`);
  if (seed.length >= 6 && text.includes(seed)) throw new Error(`${ruleset.id}: seat ${seat}'s view carries the seed`);
}

/**
 * Who may move (pending decisions and free actions, kernel/free-actions.ts): along a random game, the next move is
 * tried from every seat that is neither asked nor has a free action open, and must be refused; every seat with a free
 * action open has a legal move from its own view; and free actions end with the game.
 */
export function checkWhoMayMove(ruleset: AnyRuleset, options: Record<string, unknown>, seed: string, maxPlies = 300): void {
  const parsed = ruleset.parseOptions(options);
  if (!parsed.ok) throw new Error(`bad options: ${parsed.error.message}`);
  let state = ruleset.setup(parsed.value, seed);
  const seats = (options.players as number) ?? 0;
  const rng = Rng.seeded(`${seed}:who-may-move`);
  for (let ply = 0; ply < maxPlies; ply++) {
    const pending = ruleset.pending(state);
    const free = freeActionsOf(ruleset, state);
    if (pending.length === 0) {
      if (free.length > 0) throw new Error(`${ruleset.id}: free actions open after the game ended`);
      return;
    }
    for (const d of free) {
      const m = ruleset.randomMove(ruleset.view(state, d.seat), rng);
      const v = ruleset.validate(state, d.seat, m);
      if (!v.ok) throw new Error(`${ruleset.id} ply ${ply}: seat ${d.seat}'s free action (${d.kind}) ${JSON.stringify(m)} is refused: ${v.error.message}`);
    }
    const seat = randomMover(ruleset, state, pending, rng);
    const move = ruleset.randomMove(ruleset.view(state, seat), rng);
    for (let other = 0; other < seats; other++) {
      if (mayMove(pending, free, other)) continue;
      if (ruleset.validate(state, other, move).ok) throw new Error(`${ruleset.id} ply ${ply}: seat ${other}, neither asked nor free, may make ${JSON.stringify(move)}`);
    }
    const checked = ruleset.validate(state, seat, move);
    if (!checked.ok) throw new Error(`${ruleset.id} ply ${ply}: random move for seat ${seat} rejected: ${checked.error.message}`);
    state = ruleset.apply(state, seat, checked.value).state;
  }
}

/**
 * `apply` never changes its input: along a random game (moves from the seats' views), the state's hash before each
 * apply equals its hash after. A forgotten field in a hand-written clone shows up here.
 */
export function checkApplyLeavesInput(ruleset: AnyRuleset, options: Record<string, unknown>, seed: string, maxPlies = 400): number {
  const parsed = ruleset.parseOptions(options);
  if (!parsed.ok) throw new Error(`bad options: ${parsed.error.message}`);
  let state = ruleset.setup(parsed.value, seed);
  const rng = Rng.seeded(`${seed}:apply-leaves-input`);
  let ply = 0;
  for (; ply < maxPlies; ply++) {
    const pending = ruleset.pending(state);
    if (pending.length === 0) break;
    const seat = randomMover(ruleset, state, pending, rng);
    const checked = ruleset.validate(state, seat, ruleset.randomMove(ruleset.view(state, seat), rng));
    if (!checked.ok) throw new Error(`${ruleset.id} ply ${ply}: random move for seat ${seat} rejected: ${checked.error.message}`);
    const before = hashState(state);
    const next = ruleset.apply(state, seat, checked.value).state;
    if (hashState(state) !== before) throw new Error(`${ruleset.id} ply ${ply}: apply changed its input state`);
    state = next;
  }
  return ply;
}
