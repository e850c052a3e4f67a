/**
 * What a game plugin exports from `src-shared/games/<id>/index.ts` as its
 * `game` (the GameModule): the ruleset, its bots, its options as one runtime
 * schema, the quick-start setting for bot games and smoke tests, command-line
 * extras and what the conformance suite needs. The registry (games/index.ts)
 * lists the modules; nothing outside a game's two folders names a game.
 */
import type { Bot } from '../ai/bot';
import type { AnyRuleset, GameEvent, Seat } from '../kernel/ruleset';

// ── options schema ────────────────────────────────────────────────────
// The schema lists each option besides `players` with its default; the CLI
// (`--opt key=value` and `--key value`), the New game form and listRulesets
// read it. The ruleset's parseOptions stays the one authority on validity
// (for combinations such as "fixed setup only on the sun side").

/**
 * A default that depends on other options, as data (so it can travel to the
 * renderer in listRulesets): the first rule whose `when` matches the options
 * filled in so far (`players` included) gives the value.
 * E.g. `defaultIf: [{ when: { side: 'moon' }, value: 'draft' }]`.
 */
export interface ConditionalDefault {
  when: Readonly<Record<string, string | number | boolean>>;
  value: string;
}

export interface ChoiceOptionSpec {
  kind: 'choice';
  key: string;
  values: readonly string[];
  /** The default when no rule of `defaultIf` matches. */
  default: string;
  defaultIf?: readonly ConditionalDefault[];
}

export interface IntOptionSpec {
  kind: 'int';
  key: string;
  min: number;
  max: number;
  /** null: the option is off unless set (e.g. an optional round limit). */
  default: number | null;
}

export interface BoolOptionSpec {
  kind: 'bool';
  key: string;
  default: boolean;
}

export type OptionSpec = ChoiceOptionSpec | IntOptionSpec | BoolOptionSpec;

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

// ── the module ────────────────────────────────────────────────────────

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
}

/** The default of a choice given the options filled in so far. */
export function choiceDefault(spec: ChoiceOptionSpec, filled: Readonly<Record<string, unknown>>): string {
  const rule = spec.defaultIf?.find((r) => Object.entries(r.when).every(([k, v]) => filled[k] === v));
  return rule ? rule.value : spec.default;
}

/** `given` with every option it leaves out filled in by the schema's defaults (in schema order). */
export function defaultOptions(module: GameModule, players: number, given: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> & { players: number } = { ...given, players };
  for (const spec of module.options) {
    if (out[spec.key] !== undefined) continue;
    const value = spec.kind === 'choice' ? choiceDefault(spec, out) : spec.default;
    if (value !== null) out[spec.key] = value;
  }
  return out;
}

/**
 * Reads one option value from text (CLI flags), by the schema: a choice must be
 * one of its values, an int a whole number in range ('off' for a null default),
 * a bool 'on'/'off'/'true'/'false'. Returns the value or an error message.
 */
export function parseOptionText(spec: OptionSpec, text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  switch (spec.kind) {
    case 'choice':
      return spec.values.includes(text)
        ? { ok: true, value: text }
        : { ok: false, message: `--${spec.key} is one of ${spec.values.join(', ')}, not '${text}'` };
    case 'int': {
      if (text === 'off' && spec.default === null) return { ok: true, value: undefined };
      const n = Number(text);
      return /^-?\d+$/.test(text) && n >= spec.min && n <= spec.max
        ? { ok: true, value: n }
        : { ok: false, message: `--${spec.key} is a whole number from ${spec.min} to ${spec.max}${spec.default === null ? " (or 'off')" : ''}, not '${text}'` };
    }
    case 'bool':
      if (text === 'on' || text === 'true') return { ok: true, value: true };
      if (text === 'off' || text === 'false') return { ok: true, value: false };
      return { ok: false, message: `--${spec.key} is on or off, not '${text}'` };
  }
}
