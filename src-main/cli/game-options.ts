/**
 * Game options on the command line, read through the game's options schema
 * (src-shared/games/game-module.ts): `--opt key=value` (repeatable) for any
 * option, `--quick` for the game's quick-start setting (e.g. a round limit for
 * bot tournaments). Defaults come from the schema; the ruleset's parseOptions
 * has the last word.
 */
import { defaultOptions, parseOptionText, type GameModule, type OptionSpec } from '../../src-shared/games/game-module';
import { GAME_IDS, getGame } from '../../src-shared/games/index';

export const GAME_OPTION_FLAGS = {
  opt: { type: 'string', multiple: true },
  quick: { type: 'boolean' },
} as const;


type Flags = Record<string, string | boolean | string[] | undefined>;

/** The options for `players` from --quick and the --opt flags, checked against the schema. */
export function gameOptionsFromFlags(game: GameModule, flags: Flags, players: number): Record<string, unknown> {
  const given: Record<string, unknown> = flags.quick ? { ...game.quickStart } : {};
  for (const pair of (flags.opt as string[] | undefined) ?? []) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`--opt takes KEY=VALUE, not '${pair}'`);
    const key = pair.slice(0, eq);
    const spec = game.options.find((o) => o.key === key);
    if (!spec) {
      const known = game.options.map((o) => o.key);
      throw new Error(`${game.ruleset.id} has no option '${key}'${known.length ? ` (options: ${known.join(', ')})` : ' (it takes none)'}`);
    }
    const parsed = parseOptionText(spec, pair.slice(eq + 1));
    if (!parsed.ok) throw new Error(parsed.message);
    if (parsed.value === undefined) delete given[key];
    else given[key] = parsed.value;
  }
  return defaultOptions(game, players, given);
}

/** One option as help text, e.g. `setup=fixed|draft (default fixed; draft when side=moon)`. */
function describeOption(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'choice': {
      const rules = (spec.defaultIf ?? []).map((r) => `${r.value} when ${Object.entries(r.when).map(([k, v]) => `${k}=${String(v)}`).join(', ')}`);
      return `${spec.key}=${spec.values.join('|')} (default ${[spec.default, ...rules].join('; ')})`;
    }
    case 'int':
      return `${spec.key}=${spec.min}..${spec.max}${spec.default === null ? '|off (default off)' : ` (default ${spec.default})`}`;
    case 'bool':
      return `${spec.key}=on|off (default ${spec.default ? 'on' : 'off'})`;
  }
}

/** The help lines listing every game's options from its schema. */
export function gameOptionsHelp(): string[] {
  return GAME_IDS.map((id) => {
    const options = getGame(id)!.options;
    return `  ${id}: ${options.length ? options.map(describeOption).join(', ') : 'none'}`;
  });
}
