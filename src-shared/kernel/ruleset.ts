/**
 * The ruleset interface every game of Tenka implements (the registered games
 * are listed in src-shared/games/index.ts). Designed for what they need:
 *
 * - Simultaneous secret decisions (e.g. programming a season's actions, or
 *   allocating koku behind a screen): `pending()` lists several seats at once; each seat's move is
 *   applied on its own and kept hidden in the state until all are in; views
 *   never show another seat's unrevealed choice.
 * - Long chains of sub-decisions within one turn (choose a battle target, then
 *   how many armies; a deck-builder turn of many card plays): every
 *   sub-decision is its own small move, and `pending()` says which one is next.
 * - Chance (e.g. dice, a cube tower, shuffles) comes only from the seeded RNG
 *   stored in the state, so `apply` is a pure function.
 * - Hidden hands, decks, screens: `view()` redacts the state for one seat.
 *
 * Engines are pure: `apply` never mutates its input state.
 */
import type { MoveSchema } from './move-schema';
import type { Rng } from './rng';

export type Seat = number;

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/**
 * A rule violation, with a stable code for programs and a message for people. `params` are the message's values
 * (a province, a number) for a renderer to say it in the player's language from the code alone; the host passes
 * them on in its error envelope (contract `ContractError.params`).
 */
export interface RuleError {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}
export const ruleError = (code: string, message: string, params?: Record<string, string | number>): RuleError =>
  params ? { code, message, params } : { code, message };

/** Who must decide what now. Several entries at once = simultaneous decisions. */
export interface Decision {
  seat: Seat;
  /** A game-specific name of the decision, e.g. 'plan', 'bid', 'battle-target'. */
  kind: string;
}

/**
 * Something that happened, for the renderer to animate and the log to tell.
 * `visibleTo` limits an event to some seats (e.g. a card only its drawer sees);
 * absent = everyone may see it.
 */
export interface GameEvent {
  type: string;
  visibleTo?: readonly Seat[];
}

/**
 * Which of a game's own event types show what chance decided or what was hidden, by kind. Only the WORDS of an undo
 * refusal read it (kernel/take-back.ts, docs/undo.md): whether a take-back is allowed never does. Each game declares
 * its list in its `reveals.ts`, typed by its event union, so a name that is not one of its event types does not
 * compile; the contract test checks the names against the union's source and random games check the words.
 */
export interface RevealingEvents<T extends string = string> {
  /** A die was rolled (or a random number shown as a roll). */
  readonly die?: readonly T[];
  /** Something was thrown (a physical randomiser whose pieces may stay inside): a throw, not a die. */
  readonly throw?: readonly T[];
  /** A card (or a token drawn blind, like a card) was drawn, dealt, shuffled or shown. */
  readonly card?: readonly T[];
  /** A secret plan or choice was made, or revealed. */
  readonly secret?: readonly T[];
}

export interface Applied<S, E extends GameEvent> {
  state: S;
  events: E[];
}

export interface GameResult {
  /** Final score per seat (index = seat). */
  scores: number[];
  /** Winning seats; several when they share the win. */
  winners: Seat[];
}

/** Common options every ruleset accepts; each game adds its own. */
export interface BaseOptions {
  players: number;
}

export interface Ruleset<S, M, V, E extends GameEvent = GameEvent, O extends BaseOptions = BaseOptions> {
  /** Stable id: the game's folder name under src-shared/games/. */
  readonly id: string;
  /** Bumped whenever a rule change could make an old record replay differently. */
  readonly version: string;
  readonly title: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;

  /** Validate and complete raw options (defaults filled in). */
  parseOptions(raw: unknown): Result<O, RuleError>;
  /** The starting state; all randomness from the seed. */
  setup(options: O, seed: string): S;

  /** Who must decide now; empty exactly when the game is over. */
  pending(state: S): Decision[];
  /**
   * The fields the rules know of each move and how long its lists may be
   * (kernel/move-schema.ts). Moves from outside pass through it before
   * `validate` (`checkMove`), and are stored in its canonical form. Every
   * registered game has one (the conformance suite checks it).
   */
  readonly moves?: MoveSchema;
  /**
   * Check a move (untrusted JSON) for a seat against the rules. Returns the
   * typed move, or why it is illegal. Never throws on bad input.
   */
  validate(state: S, seat: Seat, move: unknown): Result<M, RuleError>;
  /** Apply a move that `validate` accepted. Pure: returns a new state. */
  apply(state: S, seat: Seat, move: M): Applied<S, E>;

  /**
   * FREE ACTIONS (optional; absent = none): seats that may move now although `pending()` asks nothing of them —
   * moves the rules allow "at any time" (giving cards in another player's turn, an ally's declaration). `kind` names
   * what the seat may do. Seats already pending are not listed. A listed seat's move goes through `validate` and
   * `apply` like any other; the pending decisions stay as they were unless the move changes them. Hosts accept moves
   * from pending or free seats (kernel/free-actions.ts `mayMove`); bots are offered them (ai/bot.ts `freeAction`).
   * Must be empty when the game is over.
   */
  freeActions?(state: S): Decision[];

  /**
   * The seat's legal moves now, with ONE meaning in every game:
   * - `[]`: the seat has nothing to decide (neither pending nor a free action open), the game over included;
   * - a list: ALL of the seat's legal moves, each one `validate` accepts (complete, so a move not in it is illegal);
   * - `null`: the seat is asked, but its moves are too many to list (a whole plan, a march of any count).
   * Never a sample: a game's shorter list for its bots or panels has its own name (Jūni-tsuki's `listMoves`). The
   * random player uses `randomMove`, which every game has. Like `pending`, it may be asked of a seat's own view.
   */
  legalMoves(state: S, seat: Seat): M[] | null;
  /**
   * A random legal move chosen from what the seat can see (its view), so the
   * random bot never reads hidden information.
   */
  randomMove(view: V, rng: Rng): M;

  /** What one seat may know; `null` = the all-seeing view (finished games, analysis). */
  view(state: S, seat: Seat | null): V;
  /** The result once the game is over, else null. */
  result(state: S): GameResult | null;
  /** A progress counter (round, month, turn) used to place replay checkpoints. */
  round(state: S): number;
  /** Which event types reveal a die, a throw, a card or a secret (the words of an undo refusal); absent = none declared. */
  readonly reveals?: RevealingEvents;
}

/** A ruleset with its type parameters erased, for registries and hosts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, GameEvent, any>;
