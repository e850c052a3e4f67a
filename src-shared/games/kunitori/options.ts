/** Kunitori's options: who answers Ninja Clan, and an optional turn limit (not a rule of the game, for quick games). */
import type { OptionSpec } from '../../kernel/options';
import { ok, type Result, type RuleError } from '../../kernel/ruleset';
import { MAX_TURN_LIMIT } from './setup';
import type { KunitoriOptions } from './types';

export const KUNITORI_OPTIONS: readonly OptionSpec[] = [
  // 'all': the sheet's literal reading (every player answers); 'others': all but the player of the card.
  { kind: 'choice', key: 'ninja', values: ['all', 'others'], default: 'all' },
  { kind: 'int', key: 'turnLimit', min: 1, max: MAX_TURN_LIMIT, default: null },
];

/** No cross-field rules; an unset turn limit is stored as null, as records have always held it. */
export function crossCheck(o: Record<string, unknown> & { players: number }): Result<KunitoriOptions, RuleError> {
  return ok({ players: o.players, ninja: o.ninja as KunitoriOptions['ninja'], turnLimit: (o.turnLimit as number | undefined) ?? null });
}
