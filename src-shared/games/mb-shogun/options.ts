/** MB's options: the extended game and an optional round limit (not a rule of the game, for quick games). */
import type { OptionSpec } from '../../kernel/options';
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import type { MbShogunOptions } from './types';

export const MB_OPTIONS: readonly OptionSpec[] = [
  { kind: 'bool', key: 'extended', default: false },
  { kind: 'int', key: 'roundLimit', min: 1, max: 500, default: null },
];

/** No cross-field rules; an unset round limit is stored as null, as records have always held it. */
export function crossCheck(o: Record<string, unknown> & { players: number }): Result<MbShogunOptions, RuleError> {
  return ok({ players: o.players as MbShogunOptions['players'], extended: o.extended as boolean, roundLimit: (o.roundLimit as number | undefined) ?? null });
}
