/**
 * The kernel helper every game's `index.ts` assembles its ruleset with
 * (the game file contract: the README.md of the test game's folder is the
 * template).
 * It owns the work each engine used to do by hand, so a game writes only its
 * rules:
 *
 * - options: parsed from the schema alone (kernel/options.ts), then the
 *   game's cross-field rules (`crossCheck`);
 * - who may move: a move from a seat that is neither pending nor has a free
 *   action open is refused ('not-your-turn'), and so is a move whose kind does
 *   not answer the seat's decision ('wrong-move', from the game's `decisions`
 *   table) — before the game's own `validate` runs (the move's shape is the
 *   move schema's job, in checkMove, for every move from outside);
 * - purity: `apply` works on a private clone (the game's `clone` or
 *   structuredClone), resumes the Rng from `state.rng`, collects the events the
 *   game emits and stores the Rng back, so the input is never mutated and no
 *   game forgets a field.
 *
 * The helper draws nothing from the Rng itself and keeps the state's shape, so
 * a game moved onto it replays its golden games to the same hashes.
 */
import type { MoveSchema } from './move-schema';
import { parseOptionsFromSchema, type OptionSpec } from './options';
import { Rng, type RngState } from './rng';
import {
  err,
  ruleError,
  type Decision,
  type GameEvent,
  type GameResult,
  type Result,
  type RevealingEvents,
  type RuleError,
  type Ruleset,
  type Seat,
  type BaseOptions,
} from './ruleset';

/** What a game's `apply` works with: its private copy of the state, the resumed Rng, and where events go. */
export interface ApplyContext<S, E extends GameEvent> {
  /** A private clone of the input state: change it in place. */
  readonly state: S;
  /** Resumed from `state.rng` when first read; the helper stores it back after the game's apply (only if read). */
  readonly rng: Rng;
  /** Called as `ctx.emit(…)`: a method of the context, not a free function to take out of it. */
  emit(event: E): void;
}

/** Which move kinds (a move's `type`) answer which decision kind (`Decision.kind`). */
export type DecisionTable = Readonly<Record<string, readonly string[]>>;

export interface RulesetDefinition<S extends { rng: RngState }, M, V, E extends GameEvent, O extends BaseOptions> {
  readonly id: string;
  readonly version: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The options schema (the game's options.ts); `players` is implied by min/maxPlayers. */
  readonly options: readonly OptionSpec[];
  /**
   * Option keys the schema does not offer players but the game accepts (e.g. a
   * test-only model setting); `crossCheck` reads and checks them from `raw`.
   */
  readonly extraOptionKeys?: readonly string[];
  /** The game's cross-field rules on the schema-parsed options; returns the game's typed options. Absent: the parsed options as they are. */
  crossCheck?(parsed: Record<string, unknown> & { players: number }, raw: Readonly<Record<string, unknown>>): Result<O, RuleError>;
  setup(options: O, seed: string): S;
  pending(state: S): Decision[];
  freeActions?(state: S): Decision[];
  /**
   * Which move kinds answer which decision (free actions included). Ignored
   * for games whose moves have no `type` (a schema with no types): every move
   * answers their one decision.
   */
  readonly decisions: DecisionTable;
  readonly moves: MoveSchema;
  /**
   * Which of the game's own event types reveal a die, a throw, a card or a secret plan: the words of an undo refusal
   * (kernel/take-back.ts). Typed by the game's event union, so another name does not compile.
   */
  readonly reveals: RevealingEvents<E['type']>;
  /** The game's own rule checks; the helper has already checked the seat may move and the kind fits. */
  validate(state: S, seat: Seat, move: unknown): Result<M, RuleError>;
  /** Apply a validated move to `ctx.state` in place, emitting events. */
  apply(ctx: ApplyContext<S, E>, seat: Seat, move: M): void;
  /** A deep copy when structuredClone is not right (say why beside it). */
  clone?(state: S): S;
  /** [] = nothing to decide, a list = ALL legal moves, null = too many to list; never a sample (ruleset.ts). */
  legalMoves(state: S, seat: Seat): M[] | null;
  randomMove(view: V, rng: Rng): M;
  view(state: S, seat: Seat | null): V;
  result(state: S): GameResult | null;
  round(state: S): number;
}

/**
 * The decision `seat` answers now: its pending decision, else its open free
 * action (then `free` is true), else null. One home for the question the host,
 * the worker and the helper's validate all ask.
 */
export function decisionOf(
  ruleset: { pending(state: never): Decision[]; freeActions?(state: never): Decision[] },
  state: unknown,
  seat: Seat,
): { decision: Decision; free: boolean } | null {
  const r = ruleset as { pending(state: unknown): Decision[]; freeActions?(state: unknown): Decision[] };
  const pending = r.pending(state).find((d) => d.seat === seat);
  if (pending) return { decision: pending, free: false };
  const free = r.freeActions?.(state).find((d) => d.seat === seat);
  return free ? { decision: free, free: true } : null;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The kernel's checks of who may move, in this order, with these codes:
 * 'game-over' (nobody is asked and no free action is open), 'bad-seat' (not a
 * seat number), 'bad-move' (a typed game's move that is not an object with a
 * string `type`), 'not-your-turn' (the seat is neither pending nor free),
 * 'wrong-move' (its kind does not answer the seat's decisions). Null: the move
 * may go on to the game's own checks.
 */
export function checkWhoMayMove(
  ruleset: { readonly maxPlayers: number; pending(state: never): Decision[]; freeActions?(state: never): Decision[] },
  decisions: DecisionTable,
  typed: boolean,
  state: unknown,
  seat: Seat,
  move: unknown,
): RuleError | null {
  const r = ruleset as { maxPlayers: number; pending(state: unknown): Decision[]; freeActions?(state: unknown): Decision[] };
  const pending = r.pending(state);
  // The free actions are listed only when the pending decisions do not already answer (a game's free actions can take
  // a pass over the board, and nearly every move a bot or a playout checks is a pending decision's).
  let free: Decision[] | null = null;
  if (pending.length === 0 && (free = r.freeActions?.(state) ?? []).length === 0) return ruleError('game-over', 'The game is over.');
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= r.maxPlayers) {
    return ruleError('bad-seat', `There is no seat ${String(seat)}.`);
  }
  if (typed && !(isRecord(move) && typeof move.type === 'string')) {
    return ruleError('bad-move', 'A move is an object with a "type", e.g. { "type": "pass" }.');
  }
  // Every validate (and every move a bot tries through it) passes here: the usual answer is found without building
  // lists or closures; the lists are built only for the refusal's message.
  const kind = typed ? (move as { type: string }).type : '';
  const inPending = answers(pending, seat, typed, decisions, kind);
  if (inPending === TAKES) return null;
  free ??= r.freeActions?.(state) ?? [];
  const inFree = answers(free, seat, typed, decisions, kind);
  if (inFree === TAKES) return null;
  if (inPending === NOT_ASKED && inFree === NOT_ASKED) return ruleError('not-your-turn', 'It is not your turn to decide.');
  const mine = [...pending, ...free].filter((d) => d.seat === seat);
  const allowed = [...new Set(mine.flatMap((d) => decisions[d.kind] ?? []))];
  return ruleError('wrong-move', `Now you must ${mine.map((d) => d.kind).join(' or ')} (moves: ${allowed.join(', ')}), not '${kind}'.`);
}

const NOT_ASKED = 0;
const ASKED = 1;
const TAKES = 2;

/** Whether a decision of `list` for `seat` takes a move of `kind` (TAKES), or the seat is asked there but not for it (ASKED), or not at all. */
function answers(list: readonly Decision[], seat: Seat, typed: boolean, decisions: DecisionTable, kind: string): number {
  let found = NOT_ASKED;
  for (const d of list) {
    if (d.seat !== seat) continue;
    found = ASKED;
    if (!typed || decisions[d.kind]?.includes(kind)) return TAKES;
  }
  return found;
}

/**
 * The context of one move's apply: the state the game changes, the Rng resumed from it when first read, and the
 * events. A class rather than an object literal with a getter and an arrow, so that a move makes one small object and
 * no closures (bots and rollouts apply moves by the thousand; under tsx, which the CLI and the benches run, every
 * closure made is also named: 3 % of a Gekokujō search). After the game's apply the caller calls `finish`.
 */
export class MoveContext<S extends { rng: RngState }, E extends GameEvent> implements ApplyContext<S, E> {
  resumed: Rng | null = null;
  readonly events: E[] = [];
  constructor(readonly state: S) {}
  get rng(): Rng {
    return (this.resumed ??= Rng.from(this.state.rng));
  }
  emit(e: E): void {
    this.events.push(e);
  }
  /** Stores the Rng back into the state, only if the move read it (a move that draws nothing leaves `state.rng` as it was). */
  finish(): void {
    if (this.resumed) this.state.rng = this.resumed.state();
  }
}

/** A game's definition assembled into the `Ruleset` hosts use (kernel/ruleset.ts, unchanged). */
export function defineRuleset<S extends { rng: RngState }, M, V, E extends GameEvent, O extends BaseOptions>(
  def: RulesetDefinition<S, M, V, E, O>,
): Ruleset<S, M, V, E, O> {
  const typed = def.moves.types.size > 0;
  const clone = def.clone ?? ((s: S): S => structuredClone(s));
  return {
    id: def.id,
    version: def.version,
    title: def.title,
    minPlayers: def.minPlayers,
    maxPlayers: def.maxPlayers,
    moves: def.moves,
    reveals: def.reveals,

    parseOptions(raw) {
      const parsed = parseOptionsFromSchema(def.options, def, raw, def.extraOptionKeys);
      if (!parsed.ok) return parsed;
      return def.crossCheck ? def.crossCheck(parsed.value, raw as Record<string, unknown>) : (parsed as Result<O, RuleError>);
    },

    setup: (options, seed) => def.setup(options, seed),
    pending: (state) => def.pending(state),
    ...(def.freeActions ? { freeActions: (state: S) => def.freeActions!(state) } : {}),

    validate(state, seat, raw) {
      const refused = checkWhoMayMove(def, def.decisions, typed, state, seat, raw);
      if (refused) return err(refused);
      // Moves from outside are shaped by the move schema before they get here (checkMove: the worker, replays,
      // imports); bots' and playouts' own moves are built from the rules' types, and shaping them again here would
      // double the cost of every random playout (measured: two of the card and map games ran twice as slow).
      return def.validate(state, seat, raw);
    },

    apply(input, seat, move) {
      const state = clone(input);
      // The Rng is resumed when the game first reads ctx.rng, and stored back only then: a move that draws nothing
      // leaves `state.rng` exactly as it was (the stored words keep their form, so golden hashes stay as pinned).
      const ctx = new MoveContext<S, E>(state);
      def.apply(ctx, seat, move);
      ctx.finish();
      return { state, events: ctx.events };
    },

    legalMoves: (state, seat) => def.legalMoves(state, seat),
    randomMove: (view, rng) => def.randomMove(view, rng),
    view: (state, seat) => def.view(state, seat),
    result: (state) => def.result(state),
    round: (state) => def.round(state),
  };
}
