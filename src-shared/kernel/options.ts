/**
 * A game's options declared once, as data (`OptionSpec[]`, in the game's
 * `options.ts`): the one schema that the parser here, the New game form, the
 * CLI (`--opt key=value`) and listRulesets all read. A game keeps only its
 * cross-field rules (e.g. "the fixed setup exists on the sun side only") in
 * `defineRuleset`'s `crossCheck`.
 *
 * The same type travels to the renderer in listRulesets (contract/messages.ts
 * `OptionInfo` is this type), so it stays plain JSON data.
 */
import { err, ok, ruleError, type Result, type RuleError } from './ruleset';

/**
 * A default that depends on other options, as data: the first rule whose
 * `when` matches the options filled in so far (`players` included) gives the
 * value. E.g. `defaultIf: [{ when: { side: 'moon' }, value: 'draft' }]`.
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
  /** null: the option is off unless set (e.g. an optional round limit); an off option is left out of the parsed options. */
  default: number | null;
}

export interface BoolOptionSpec {
  kind: 'bool';
  key: string;
  default: boolean;
}

export type OptionSpec = ChoiceOptionSpec | IntOptionSpec | BoolOptionSpec;

/** The default of a choice given the options filled in so far. */
export function choiceDefault(spec: ChoiceOptionSpec, filled: Readonly<Record<string, unknown>>): string {
  const rule = spec.defaultIf?.find((r) => Object.entries(r.when).every(([k, v]) => filled[k] === v));
  return rule ? rule.value : spec.default;
}

/**
 * `given` with every option it leaves out filled in by the schema's defaults,
 * in schema order (a `defaultIf` sees the options before it). The one defaults
 * function: the parser, the New game screen and the CLI all call it.
 */
export function defaultsFromSchema(specs: readonly OptionSpec[], given: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...given };
  for (const spec of specs) {
    if (out[spec.key] !== undefined && out[spec.key] !== null) continue;
    const value = spec.kind === 'choice' ? choiceDefault(spec, out) : spec.default;
    if (value === null) delete out[spec.key];
    else out[spec.key] = value;
  }
  return out;
}

/** Why `value` is not a valid setting of `spec`, or null when it is. */
function problemOf(spec: OptionSpec, value: unknown): string | null {
  switch (spec.kind) {
    case 'choice':
      return typeof value === 'string' && spec.values.includes(value) ? null : `is one of ${spec.values.join(', ')}`;
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max
        ? null
        : `is a whole number from ${spec.min} to ${spec.max}${spec.default === null ? ', or left off' : ''}`;
    case 'bool':
      return typeof value === 'boolean' ? null : 'is true or false';
  }
}

const badOptions = (key: string, reason: string): RuleError =>
  ruleError('bad-options', `Option '${key}' ${reason}.`);

export interface PlayersRange {
  minPlayers: number;
  maxPlayers: number;
}

/**
 * Options from untrusted input, by the schema alone: an object; `players` a
 * whole number in the game's range (required); every schema option of the
 * right type and in range, or filled with its default (an int whose default
 * is null and that is not set is left out; `null` counts as not set); any
 * other key refused unless the game names it in `extraKeys` (options players
 * never see, which the game's cross-check reads itself). One error code,
 * `bad-options`, its message naming the key and the reason.
 */
export function parseOptionsFromSchema(
  specs: readonly OptionSpec[],
  range: PlayersRange,
  raw: unknown,
  extraKeys: readonly string[] = [],
): Result<Record<string, unknown> & { players: number }, RuleError> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return err(ruleError('bad-options', 'Options must be an object like { "players": 3 }.'));
  }
  const given = raw as Record<string, unknown>;
  const known = new Set(['players', ...specs.map((s) => s.key), ...extraKeys]);
  const unknown = Object.keys(given).filter((k) => !known.has(k));
  if (unknown.length) {
    return err(badOptions(unknown[0]!, `is not an option of this game (options: ${[...known].join(', ')})`));
  }
  const players = given.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < range.minPlayers || players > range.maxPlayers) {
    return err(badOptions('players', `is a whole number from ${range.minPlayers} to ${range.maxPlayers}`));
  }
  for (const spec of specs) {
    const value = given[spec.key];
    if (value === undefined || value === null) continue;
    const problem = problemOf(spec, value);
    if (problem) return err(badOptions(spec.key, `${problem}, not ${JSON.stringify(value)}`));
  }
  const out = defaultsFromSchema(specs, given);
  return ok({ ...out, players });
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
