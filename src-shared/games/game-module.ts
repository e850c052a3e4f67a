/**
 * What a game plugin exports from `src-shared/games/<id>/index.ts` as its
 * `game` (the GameModule): the ruleset, its bots, its options as one runtime
 * schema, the quick-start setting for bot games and smoke tests, command-line
 * extras and what the conformance suite needs. The registry (games/index.ts)
 * lists the modules; nothing outside a game's two folders names a game.
 */
import type { Bot } from '../ai/bot';
import type { AnyRuleset, GameEvent, Seat } from '../kernel/ruleset';
import type { OptionSpec } from '../kernel/options';
import { defaultsFromSchema } from '../kernel/options';
export type { BoolOptionSpec, ChoiceOptionSpec, ConditionalDefault, IntOptionSpec, OptionSpec } from '../kernel/options';
export { choiceDefault, parseOptionText } from '../kernel/options';

// ── options schema ────────────────────────────────────────────────────
// The schema (kernel/options.ts, one type with contract OptionInfo) lists each
// option besides `players` with its default; the ruleset's parseOptions
// (defineRuleset: the schema, then the game's cross-field rules), the CLI, the
// New game form and listRulesets all read it.

// ── command-line extras ───────────────────────────────────────────────

export type CliFlags = Record<string, string | boolean | string[] | undefined>;
export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Write a whole text file (the command stays free of node:fs, so the module loads in the renderer too). */
  writeFile: (path: string, text: string) => void;
}

/**
 * A game-specific command of `npm run tenka` (registered by src-main/cli for
 * every game that has one). Pure: prints and writes through `o`; a usage
 * problem is thrown as an Error (exit 1). Keep heavy code behind a dynamic
 * import in `run`, so the module stays light where it is only listed.
 */
export interface GameCliCommand {
  /** One line for the command list of `tenka --help`. */
  summary: string;
  usage: string;
  /** node:util parseArgs option config. */
  options: Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;
  run(flags: CliFlags, positionals: string[], o: CliOutput): Promise<void>;
}

// ── conformance ───────────────────────────────────────────────────────

/** Two states that differ only in what `otherSeat` keeps secret: `seat`'s views of them must be equal. */
export interface SecretPair {
  seat: Seat;
  a: unknown;
  b: unknown;
  /** What differs, for the failure message. */
  what: string;
}

/** A pinned game: random playout of (options, seed) must end at this hash after this many plies. */
export interface GoldenGame {
  options: Record<string, unknown>;
  seed: string;
  plies: number;
  hash: string;
}

export interface ConformanceSpec {
  /** Settings the suite plays random games of (a few, covering the option space). */
  configs: readonly Record<string, unknown>[];
  /** Pinned outcomes: a rule change that forgets to bump the ruleset version fails here. */
  golden: readonly GoldenGame[];
  /** States built to differ only in another seat's secrets. */
  secretPairs(): SecretPair[];
}

// ── fairness ──────────────────────────────────────────────────────────

/**
 * What `tenka fairness` (src-main/cli/fairness.ts) asks a game about one
 * finished bot game, beyond seats and winners. States are the game's own
 * (typed `unknown` here: the report reads them only through these hooks).
 * Each hook is optional; a game without one gets no such table.
 */
export interface FairnessHooks {
  /** What the start choice is called in the report's table header ('clan', 'start group'). */
  readonly choiceName?: string;
  /**
   * The start choice the seat has in this state: its clan, side, colour or
   * start group, as a short label ('uesugi', 'A'); null = none (yet). The
   * report asks after every move and keeps the first label it gets (a clan is
   * chosen in the game's first step), so a label must not change once given.
   * `initial` is the state right after setup (for what only the setup knew).
   */
  startChoice?(state: unknown, seat: Seat, initial: unknown): string | null;
  /**
   * Whether the seat is out of the game (eliminated) in this state. The report
   * asks after every move and notes the round (ruleset.round) it first is, so
   * a game need not record when a seat went out.
   */
  isOut?(state: unknown, seat: Seat): boolean;
}

// ── the module ────────────────────────────────────────────────────────

/**
 * A game as the registry lists it. Its `ruleset` fills the kernel's slots with the kernel's names and meanings, the
 * same in every game (the game file contract in ARCHITECTURE.md; docs/new-game.md walks through the smallest game):
 * `pending`/`DECISIONS`/`result`/`round` and the `Table` type (what a state and a seat's view both hold) in `flow.ts`;
 * `validate` checks only the game's rules, never who may move (the kernel did, from DECISIONS); and `legalMoves`
 * means one thing: `[]` when the seat has nothing to decide, ALL its legal moves when they can be listed, `null` when
 * they are too many — never a sample (kernel/ruleset.ts).
 */
export interface GameModule {
  readonly ruleset: AnyRuleset;
  /** The game's own bot levels; the generic random bot is added by the registry. */
  readonly bots: readonly Bot[];
  readonly options: readonly OptionSpec[];
  /** Options for quick bot games and smoke tests (e.g. with a round limit on). */
  readonly quickStart: Record<string, unknown> & { players: number };
  /** 'test': hidden from players (a test-only game); 'engine': rules and bots only, no table yet. */
  readonly availability?: 'test' | 'engine';
  readonly cli?: Readonly<Record<string, GameCliCommand>>;
  /**
   * How an event stands in a replay's move list (getReplayLog): drop bulky
   * animation data there (e.g. a throw's trace); the frame of its ply keeps
   * everything. Absent: events as they are.
   */
  readonly logEvent?: (event: GameEvent) => GameEvent;
  readonly conformance: ConformanceSpec;
  /**
   * Words (lower case) that name this game besides its id, e.g. its designer or
   * a component only it has: outside the game's two folders and the two
   * registries no source line may contain them (tests/unit/one-game-two-folders.test.ts).
   */
  readonly words?: readonly string[];
  /** Start choices and eliminations for the fairness report (absent: seats and winners only). */
  readonly fairness?: FairnessHooks;
}

/** `given` with every option it leaves out filled in by the schema's defaults (in schema order). */
export function defaultOptions(module: GameModule, players: number, given: Record<string, unknown> = {}): Record<string, unknown> {
  return defaultsFromSchema(module.options, { ...given, players });
}
