/** The options of Jūni-tsuki (seed-003 §1, §9): how many years are played, and an optional month limit. */
import { err, ok, ruleError, type Result, type RuleError } from '../../kernel/ruleset';
import type { OptionSpec } from '../game-module';
import { DEFAULT_YEARS, MAX_YEARS, MIN_YEARS, MONTHS_PER_YEAR } from './data/reconstruction';
import type { JuniOptions } from './types';

/** The options schema the New game screen and the CLI show. */
export const JUNI_OPTIONS: OptionSpec[] = [
  { kind: 'int', key: 'years', min: MIN_YEARS, max: MAX_YEARS, default: DEFAULT_YEARS },
  { kind: 'int', key: 'monthLimit', min: 1, max: MAX_YEARS * MONTHS_PER_YEAR, default: null },
];

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;

export function parseOptions(raw: unknown): Result<JuniOptions, RuleError> {
  if (typeof raw !== 'object' || raw === null) return err(ruleError('bad-options', 'Options are an object.'));
  const o = raw as Record<string, unknown>;
  const players = o.players;
  if (!Number.isInteger(players) || (players as number) < MIN_PLAYERS || (players as number) > MAX_PLAYERS) {
    return err(ruleError('bad-players', `Jūni-tsuki is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`));
  }
  const years = o.years ?? DEFAULT_YEARS;
  if (!Number.isInteger(years) || (years as number) < MIN_YEARS || (years as number) > MAX_YEARS) {
    return err(ruleError('bad-years', `Play ${MIN_YEARS} to ${MAX_YEARS} years.`));
  }
  const out: JuniOptions = { players: players as number, years: years as number };
  if (o.monthLimit !== undefined && o.monthLimit !== null) {
    if (!Number.isInteger(o.monthLimit) || (o.monthLimit as number) < 1 || (o.monthLimit as number) > MAX_YEARS * MONTHS_PER_YEAR) {
      return err(ruleError('bad-month-limit', `A month limit is 1 to ${MAX_YEARS * MONTHS_PER_YEAR}.`));
    }
    out.monthLimit = o.monthLimit as number;
  }
  return ok(out);
}
