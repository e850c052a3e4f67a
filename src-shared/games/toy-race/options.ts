/** Toy Race's options: only `players` (2–4, from the ruleset's range), so the schema is empty. */
import type { OptionSpec } from '../../kernel/options';

export const TOY_OPTIONS: readonly OptionSpec[] = [];
