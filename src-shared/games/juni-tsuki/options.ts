/** The options of Jūni-tsuki (seed-003 §1, §3, §9): how many years are played, an optional month limit, how home castles are given. */
import type { OptionSpec } from '../../kernel/options';
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { DEFAULT_YEARS, MAX_YEARS, MIN_YEARS, MONTHS_PER_YEAR } from './data/reconstruction';
import type { JuniOptions } from './types';

/** The options schema the New game screen and the CLI show. */
export const JUNI_OPTIONS: readonly OptionSpec[] = [
  { kind: 'int', key: 'years', min: MIN_YEARS, max: MAX_YEARS, default: DEFAULT_YEARS },
  { kind: 'int', key: 'monthLimit', min: 1, max: MAX_YEARS * MONTHS_PER_YEAR, default: null },
  // [R §3] setup.ts homesOf: the seats draw their home castles by lot each game, or keep them in seat order.
  { kind: 'choice', key: 'homes', values: ['drawn', 'fixed'], default: 'drawn' },
];

/**
 * The cross-field part of parsing (the kernel parsed types, ranges and defaults from the schema): none between
 * fields; the options are rebuilt in their stored shape, the month limit only when set.
 */
export function crossCheck(parsed: Record<string, unknown> & { players: number }): Result<JuniOptions, RuleError> {
  const out: JuniOptions = { players: parsed.players, years: parsed.years as number };
  if (parsed.monthLimit !== undefined) out.monthLimit = parsed.monthLimit as number;
  out.homes = parsed.homes as 'drawn' | 'fixed';
  return ok(out);
}
